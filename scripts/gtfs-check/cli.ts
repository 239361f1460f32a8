// Checks a GTFS feed by hand: npx tsx scripts/gtfs-check/cli.ts out/gtfs.zip (or a folder of .txt
// files). Prints every notice and a count by severity; exits 1 on any ERROR.
import { checkGtfs, formatNotices, readFeed } from './index';

function main(): void {
  const path = process.argv[2] ?? 'out/gtfs.zip';
  const notices = checkGtfs(readFeed(path));
  if (notices.length) console.log(formatNotices(notices));
  const count = (severity: string) => notices.filter((notice) => notice.severity === severity).length;
  console.log(`gtfs-check ${path}: ${count('ERROR')} errors, ${count('WARNING')} warnings, ${count('INFO')} infos.`);
  if (count('ERROR') > 0) process.exit(1);
}

try {
  main();
} catch (error) {
  console.error(`gtfs-check: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
