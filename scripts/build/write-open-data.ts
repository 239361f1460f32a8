// A build step (`npm run build` runs it after `next build`): writes the open data that is made from
// the timetable into the exported site: gtfs.zip (scripts/build/write-gtfs.ts, checked by
// scripts/gtfs-check/ before it is written) and the calendar files (scripts/build/write-calendars.ts).
// The live status's files are written by scripts/publish-status.ts. /open-data lists them all.
//
//   npx tsx scripts/build/write-open-data.ts OUT_DIR
import { writeCalendars } from './write-calendars';
import { writeGtfs } from './write-gtfs';

const [outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('Usage: npx tsx scripts/build/write-open-data.ts OUT_DIR');
  process.exit(2);
}
try {
  console.log(writeGtfs(outDir));
  console.log(writeCalendars(outDir));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\nNothing more was written.`);
  process.exit(1);
}
