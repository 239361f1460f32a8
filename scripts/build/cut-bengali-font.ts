// `npm run build` and `npm run dev` run this before Next: cuts the Bengali face to the site's text
// (scripts/build/bengali-font.ts) and writes the file app/bengali-font.css loads.
//
//   npx tsx scripts/build/cut-bengali-font.ts
import { writeBengaliFonts } from './bengali-font';

writeBengaliFonts().then(
  (line) => console.log(line),
  (error: unknown) => {
    console.error(`cut-bengali-font: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
