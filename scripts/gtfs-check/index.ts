// The GTFS Schedule checker the build runs on the feed it writes (scripts/build/write-gtfs.ts), by
// the rules and notice codes of MobilityData's gtfs-validator. Its parts:
// - notices.ts: the notice registry (every code, its severity, where the validator defines it) and
//   how notices are written out;
// - check.ts: checkGtfs, which runs the rule sets in rules/ (one file per table or rule set) on the
//   feed of feed.ts, whose tables load.ts reads by the schemas of tables.ts, with the value types of
//   values.ts and the CSV reader of csv.ts;
// - read.ts: a feed from a zip archive or a folder; cli.ts: the check by hand.
export { checkGtfs } from './check';
export { CsvError, parseCsv, writeCsv } from './csv';
export { formatNotices, noticeCodes, type Notice, type NoticeDefinition, type Severity } from './notices';
export { readFeed, readZip } from './read';
