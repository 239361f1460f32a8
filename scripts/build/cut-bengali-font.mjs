// `npm run build` and `npm run dev` run this before Next: cuts the Bengali face to the site's text
// (scripts/build/bengali-font.mjs) and writes the file app/bengali-font.css loads.
//
//   node scripts/build/cut-bengali-font.mjs
import { writeBengaliFonts } from './bengali-font.mjs';

try {
  console.log(await writeBengaliFonts());
} catch (error) {
  console.error(`cut-bengali-font: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
