// Writes the timetable as a GTFS Schedule feed, OUT_DIR/gtfs.zip, for journey planners (the build
// runs it through scripts/build/write-open-data.ts).
//
// The files come from lib/open-data/gtfs.ts. Before anything is written they are checked with
// scripts/gtfs-check/ (the rules and notice codes of MobilityData's gtfs-validator): any ERROR
// stops it with every error listed and nothing written; warnings are named in the summary line it
// prints (or returns, to a caller that prints it). The zip is written under a temporary name and
// renamed over the old one, so a server never sends half a file, and the same timetable gives the
// same bytes (fflate's zipSync, every entry dated 1980-01-01 00:00), so an unchanged feed looks
// unchanged to anyone who fetches it.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { gtfsFeed } from '../../lib/open-data/gtfs';
import { checkGtfs, formatNotices, type Notice } from '../gtfs-check';

export const GTFS_FILE = 'gtfs.zip';

/** The zip's entries in order: the core tables as the reference lists them, then fares, then the rest. */
export const gtfsFileOrder = [
  'agency.txt',
  'stops.txt',
  'routes.txt',
  'trips.txt',
  'stop_times.txt',
  'shapes.txt',
  'calendar.txt',
  'calendar_dates.txt',
  'fare_products.txt',
  'fare_leg_rules.txt',
  'timeframes.txt',
  'areas.txt',
  'stop_areas.txt',
  'networks.txt',
  'route_networks.txt',
  'translations.txt',
  'feed_info.txt',
] as const;

/**
 * The date of every entry: 1980-01-01 00:00, the earliest a ZIP can say. fflate writes the local
 * time of the Date it is given, so this one is built from local fields: the same in every time zone.
 */
const ZIP_DATE = new Date(1980, 0, 1);

/**
 * A ZIP archive of the entries, in their order, each compressed with DEFLATE at level 9, with a
 * fixed date and no extra fields, attributes or comments: the same entries give the same bytes.
 */
function zipEntries(entries: { name: string; data: string }[]): Uint8Array {
  const files: Zippable = {};
  for (const { name, data } of entries) files[name] = strToU8(data);
  return zipSync(files, { level: 9, mtime: ZIP_DATE });
}

/** Rows of a CSV file (lines after the header: GTFS values hold no line breaks). */
const rowCount = (text: string) => text.split('\n').filter(Boolean).length - 1;

/** "2 warnings (missing_bike_allowance 14, …)": each code once, with how many times it was reported. */
function countNotices(notices: Notice[], severity: Notice['severity'], word: string): string {
  const found = notices.filter((notice) => notice.severity === severity);
  const codes = new Map<string, number>();
  for (const notice of found) codes.set(notice.code, (codes.get(notice.code) ?? 0) + 1);
  const list = [...codes].map(([code, count]) => `${code} ${count}`).join(', ');
  return `${found.length} ${word}${found.length === 1 ? '' : 's'}${list ? ` (${list})` : ''}`;
}

/** The feed's files as zip entries in gtfsFileOrder; a file missing from the order, or from the feed, is a mistake here. */
export function gtfsEntries(files: Record<string, string>): { name: string; data: string }[] {
  const unordered = Object.keys(files).filter((name) => !(gtfsFileOrder as readonly string[]).includes(name));
  const missing = gtfsFileOrder.filter((name) => !(name in files));
  if (unordered.length || missing.length) {
    throw new Error(
      `gtfsFileOrder and lib/open-data/gtfs.ts disagree: ${[...unordered.map((n) => `${n} has no place`), ...missing.map((n) => `${n} is missing`)].join(', ')}`,
    );
  }
  return gtfsFileOrder.map((name) => ({ name, data: files[name]! }));
}

/** An invalid_url or invalid_email notice about an address under a reserved, never-public domain. */
export const isPlaceholder = (notice: Notice): boolean =>
  (notice.code === 'invalid_url' || notice.code === 'invalid_email') &&
  /[.@](example|test|invalid|localhost)(["/:]|$)|[.@]example\.(com|net|org)\b/i.test(notice.message);

/**
 * Builds, checks and writes OUT_DIR/gtfs.zip; returns a one-line summary naming any warnings.
 * Throws, writing nothing, when the checker finds an error.
 */
export function writeGtfs(outDir: string, files: Record<string, string> = gtfsFeed()): string {
  // The repository's addresses are placeholders under a reserved domain (RFC 2606: .example), which
  // the validator rightly refuses: they are named as warnings here so that a build for the tests
  // still writes the feed, and a deploy sets SITE_URL and brand.email to real ones (see
  // docs/operator-guide.md, "Open data").
  const notices = checkGtfs(files).map((notice) =>
    isPlaceholder(notice) ? { ...notice, severity: 'WARNING' as const, code: `${notice.code} (placeholder address)` } : notice,
  );
  const errors = notices.filter((notice) => notice.severity === 'ERROR');
  if (errors.length) throw new Error(`${GTFS_FILE} is not valid GTFS:\n${formatNotices(errors)}`);

  const zip = zipEntries(gtfsEntries(files));
  mkdirSync(outDir, { recursive: true });
  const target = join(outDir, GTFS_FILE);
  const temporary = join(outDir, `.${GTFS_FILE}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, zip);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return (
    `GTFS: ${GTFS_FILE}, ${rowCount(files['trips.txt']!)} trips, ${rowCount(files['stop_times.txt']!)} stop times, ` +
    `${rowCount(files['fare_products.txt']!)} fare products, ${countNotices(notices, 'ERROR', 'error')}, ` +
    `${countNotices(notices, 'WARNING', 'warning')}, ${zip.length} bytes.`
  );
}
