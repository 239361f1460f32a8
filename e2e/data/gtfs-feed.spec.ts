import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type * as NodeGtfs from 'gtfs';
import { gtfsFeed } from '../../lib/open-data/gtfs';
import { runsOnDate, sailingFares, seasonDates, stopById, timetable } from '../../lib/timetable/model';
import { checkGtfs, formatNotices, readZip } from '../../scripts/gtfs-check';
import { gtfsFileOrder, isPlaceholder, writeGtfs } from '../../scripts/build/write-gtfs';

/**
 * The GTFS feed (/gtfs.zip) as journey planners get it: written by scripts/build/write-gtfs.ts, then
 * read back with node-gtfs, a library that did not write it (its own unzip, CSV parser and
 * service-day logic), and compared with the timetable. node-gtfs is ESM only ("import" is its one
 * export condition) and Playwright loads specs as CommonJS, so it comes in by a dynamic import.
 */
const sailings = timetable.routes.flatMap((route) => route.sailings);
const sailingIds = sailings.map((sailing) => sailing.id);

let dir: string;
let zipPath: string;
let summary: string;
let gtfs: typeof NodeGtfs;
let db: ReturnType<typeof NodeGtfs.openDb>;

test.beforeAll(async () => {
  gtfs = await import('gtfs');
  dir = mkdtempSync(join(tmpdir(), 'gtfs-feed-'));
  summary = writeGtfs(dir);
  zipPath = join(dir, 'gtfs.zip');
  const config = { agencies: [{ path: zipPath }], sqlitePath: join(dir, 'gtfs.sqlite'), verbose: false };
  await gtfs.importGtfs(config);
  db = gtfs.openDb(config);
});

test.afterAll(() => {
  if (db) gtfs.closeDb(db);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the feed has no error by the checker’s rules but the placeholder addresses, and the summary counts it', () => {
  // The repository's site and e-mail addresses are under the reserved .example domain, which the
  // validator refuses; a deploy sets real ones (SITE_URL, brand.email). Nothing else may be wrong.
  const errors = checkGtfs(gtfsFeed()).filter((notice) => notice.severity === 'ERROR');
  expect(formatNotices(errors.filter((notice) => !isPlaceholder(notice)))).toBe('');
  expect(errors.every((notice) => /\.example\b/.test(notice.message))).toBe(true);
  const stopTimes = sailings.reduce((sum, sailing) => sum + sailing.calls.length, 0);
  const fareProducts = sailings.reduce((sum, sailing) => sum + sailingFares(sailing).length, 0);
  expect(summary).toMatch(
    new RegExp(
      `^GTFS: gtfs\\.zip, ${sailings.length} trips, ${stopTimes} stop times, ${fareProducts} fare products, 0 errors, \\d+ warnings?( \\(.+\\))?, ${readFileSync(zipPath).length} bytes\\.$`,
    ),
  );
});

test('the zip is reproducible and lists its files in order', () => {
  const again = mkdtempSync(join(tmpdir(), 'gtfs-feed-'));
  try {
    writeGtfs(again);
    const first = readFileSync(zipPath);
    expect(readFileSync(join(again, 'gtfs.zip')).equals(first)).toBe(true);
    const files = readZip(first);
    expect(Object.keys(files)).toEqual([...gtfsFileOrder]);
    expect(files).toEqual(gtfsFeed());
  } finally {
    rmSync(again, { recursive: true, force: true });
  }
});

test('an overnight trip’s stop times run past 24:00', () => {
  const stopTimes = gtfs.getStoptimes(
    { trip_id: 'dhk-bsl-2100' },
    ['stop_id', 'stop_sequence', 'arrival_time', 'departure_time'],
    [['stop_sequence', 'ASC']],
    { db },
  );
  expect(stopTimes).toEqual([
    { stop_id: 'dhaka', stop_sequence: 1, arrival_time: '21:00:00', departure_time: '21:00:00' },
    { stop_id: 'chandpur', stop_sequence: 2, arrival_time: '24:20:00', departure_time: '24:35:00' },
    { stop_id: 'barishal', stop_sequence: 3, arrival_time: '30:00:00', departure_time: '30:00:00' },
  ]);
  const [trip] = gtfs.getTrips({ trip_id: 'dhk-bsl-2100' }, [], [], { db });
  expect(trip).toMatchObject({ route_id: 'dhaka-barishal', service_id: 'dhk-bsl-2100', direction_id: 0, trip_headsign: 'Barishal' });
  expect(trip?.trip_short_name ?? null).toBeNull();
});

test('calendar exceptions: Eid day off, the Eid special on its dates only', () => {
  expect(gtfs.getCalendarDates({ service_id: 'dhk-bsl-2030' }, ['date', 'exception_type'], [], { db })).toEqual([
    { date: 20270310, exception_type: 2 },
  ]);
  expect(gtfs.getCalendarDates({ service_id: 'dhk-bsl-eid-2200', date: 20270306 }, ['exception_type'], [], { db })).toEqual([
    { exception_type: 1 },
  ]);
  // node-gtfs's own service-day logic agrees with the timetable's on every day of the season and
  // the days either side of it.
  const before = new Date(Date.parse(`${timetable.validFrom}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const after = new Date(Date.parse(`${timetable.validUntil}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const date of [before, ...seasonDates(), after]) {
    const running = gtfs.getServiceIdsByDate(Number(date.replace(/-/g, '')), { db }).sort();
    expect(running, date).toEqual(
      sailingIds
        .filter((id) =>
          runsOnDate(
            sailings.find((sailing) => sailing.id === id)!,
            date,
          ),
        )
        .sort(),
    );
  }
});

test('a fare product and the leg rule that sells it', () => {
  expect(gtfs.getFareProducts({ fare_product_id: 'dhk-bsl-2030-deck' }, ['fare_product_name', 'amount', 'currency'], [], { db })).toEqual([
    { fare_product_name: 'Deck', amount: 450, currency: 'BDT' },
  ]);
  expect(gtfs.getFareLegRules({ fare_product_id: 'dhk-bsl-2030-deck' }, [], [], { db })).toEqual([
    expect.objectContaining({
      leg_group_id: 'dhk-bsl-2030',
      network_id: 'dhaka-barishal',
      from_area_id: 'dhaka',
      to_area_id: 'barishal',
      from_timeframe_group_id: 'dhk-bsl-2030',
      fare_product_id: 'dhk-bsl-2030-deck',
    }),
  ]);
  expect(gtfs.getTimeframes({ timeframe_group_id: 'dhk-bsl-2030' }, ['start_time', 'end_time', 'service_id'], [], { db })).toEqual([
    { start_time: '20:30:00', end_time: '20:31:00', service_id: 'dhk-bsl-2030' },
  ]);
  // Every class of every sailing is one product, at the timetable's fare.
  const products = gtfs.getFareProducts({}, ['fare_product_id', 'amount'], [], { db });
  expect(products).toHaveLength(sailings.reduce((sum, sailing) => sum + sailingFares(sailing).length, 0));
  for (const sailing of sailings) {
    for (const { travelClass, fare } of sailingFares(sailing)) {
      expect(products).toContainEqual({ fare_product_id: `${sailing.id}-${travelClass.id}`, amount: fare });
    }
  }
});

test('Bangla names come from translations.txt', () => {
  const translated = (table_name: string, field_name: string, record_id: string) =>
    gtfs.getTranslations({ table_name, field_name, record_id, language: 'bn' }, ['translation'], [], { db }).map((row) => row.translation);
  expect(translated('stops', 'stop_name', 'dhaka')).toEqual([stopById('dhaka').terminal.bn]);
  expect(translated('routes', 'route_long_name', 'dhaka-barishal')).toEqual(['ঢাকা – বরিশাল']);
  expect(translated('trips', 'trip_headsign', 'dhk-bsl-2100')).toEqual([stopById('barishal').town.bn]);
});

test('a feed with an error is refused and leaves the published folder byte for byte as it was', () => {
  const folder = mkdtempSync(join(tmpdir(), 'gtfs-refused-'));
  try {
    writeGtfs(folder);
    const before = readFileSync(join(folder, 'gtfs.zip'));
    // A call at a ghat the feed does not have: foreign_key_violation.
    const files = gtfsFeed();
    const broken = { ...files, 'stop_times.txt': files['stop_times.txt']!.replace(',dhaka,', ',dhakka,') };
    expect(() => writeGtfs(folder, broken)).toThrow(
      /^gtfs\.zip is not valid GTFS:\n(.*\n)*ERROR foreign_key_violation stop_times\.txt:\d+ stop_id/,
    );
    expect(readdirSync(folder)).toEqual(['gtfs.zip']);
    expect(readFileSync(join(folder, 'gtfs.zip')).equals(before)).toBe(true);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
