import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type * as NodeGtfs from 'gtfs';
import { gtfsFeed } from '../../lib/open-data/gtfs';
import { runsOnDate, sailingFares, seasonDates, stopById, timetable } from '../../lib/timetable/model';
import { checkGtfs, formatNotices, readZip } from '../../scripts/gtfs-check';
import { gtfsFileOrder, isPlaceholder, writeGtfs } from '../../scripts/build/write-gtfs';
import { elapsedTimes, findSailing, gtfsDate, gtfsTime, minutesOf, misspelling } from '../support/timetable-fixtures';

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
  // A trip that reaches a stop between its ends after midnight.
  const { route, sailing } = findSailing(
    timetable,
    'a sailing that calls at a stop between its ends after midnight',
    ({ sailing }) => sailing.calls.length >= 3 && elapsedTimes(sailing)[1]!.arrive >= 1440,
  );
  const stopTimes = gtfs.getStoptimes(
    { trip_id: sailing.id },
    ['stop_id', 'stop_sequence', 'arrival_time', 'departure_time'],
    [['stop_sequence', 'ASC']],
    { db },
  );
  expect(stopTimes).toEqual(
    elapsedTimes(sailing).map(({ stop, arrive, depart }, i) => ({
      stop_id: stop,
      stop_sequence: i + 1,
      arrival_time: gtfsTime(arrive),
      departure_time: gtfsTime(depart),
    })),
  );
  const [trip] = gtfs.getTrips({ trip_id: sailing.id }, [], [], { db });
  expect(trip).toMatchObject({
    route_id: route.id,
    service_id: sailing.id,
    direction_id: sailing.direction === 'outbound' ? 0 : 1,
    trip_headsign: stopById(sailing.calls.at(-1)!.stop).town.en,
  });
  expect(trip?.trip_short_name ?? null).toBeNull();
});

test('calendar exceptions: Eid day off, the Eid special on its dates only', () => {
  const { sailing: off } = findSailing(
    timetable,
    'a sailing with a date off and no extra dates',
    ({ sailing }) => !!sailing.notOn?.length && !sailing.extraDates?.length,
  );
  expect(gtfs.getCalendarDates({ service_id: off.id }, ['date', 'exception_type'], [], { db })).toEqual(
    off.notOn!.map((date) => ({ date: gtfsDate(date), exception_type: 2 })),
  );
  const { sailing: special } = findSailing(timetable, 'a sailing on extra dates', ({ sailing }) => !!sailing.extraDates?.length);
  expect(
    gtfs.getCalendarDates({ service_id: special.id, date: gtfsDate(special.extraDates![0]!) }, ['exception_type'], [], { db }),
  ).toEqual([{ exception_type: 1 }]);
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
  const { route, sailing } = findSailing(timetable, 'a sailing');
  const { travelClass, fare } = sailingFares(sailing)[0]!;
  const product = `${sailing.id}-${travelClass.id}`;
  expect(gtfs.getFareProducts({ fare_product_id: product }, ['fare_product_name', 'amount', 'currency'], [], { db })).toEqual([
    { fare_product_name: travelClass.name.en, amount: fare, currency: 'BDT' },
  ]);
  expect(gtfs.getFareLegRules({ fare_product_id: product }, [], [], { db })).toEqual([
    expect.objectContaining({
      leg_group_id: sailing.id,
      network_id: route.id,
      from_area_id: sailing.calls[0]!.stop,
      to_area_id: sailing.calls.at(-1)!.stop,
      from_timeframe_group_id: sailing.id,
      fare_product_id: product,
    }),
  ]);
  // The minute the launch leaves.
  const leaves = minutesOf(sailing.calls[0]!.depart!);
  expect(gtfs.getTimeframes({ timeframe_group_id: sailing.id }, ['start_time', 'end_time', 'service_id'], [], { db })).toEqual([
    { start_time: gtfsTime(leaves), end_time: gtfsTime(leaves + 1), service_id: sailing.id },
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
  const { route, sailing } = findSailing(timetable, 'a sailing');
  const [first, last] = [stopById(route.stops[0]!), stopById(route.stops.at(-1)!)];
  expect(translated('stops', 'stop_name', first.id)).toEqual([first.terminal.bn]);
  expect(translated('routes', 'route_long_name', route.id)).toEqual([`${first.town.bn} – ${last.town.bn}`]);
  expect(translated('trips', 'trip_headsign', sailing.id)).toEqual([stopById(sailing.calls.at(-1)!.stop).town.bn]);
});

test('a feed with an error is refused and leaves the published folder byte for byte as it was', () => {
  const folder = mkdtempSync(join(tmpdir(), 'gtfs-refused-'));
  try {
    writeGtfs(folder);
    const before = readFileSync(join(folder, 'gtfs.zip'));
    // A call at a ghat the feed does not have: foreign_key_violation.
    const files = gtfsFeed();
    const ghat = timetable.stops[0]!.id;
    const slip = misspelling(
      ghat,
      timetable.stops.map((stop) => stop.id),
    );
    expect(files['stop_times.txt']).toContain(`,${ghat},`);
    const broken = { ...files, 'stop_times.txt': files['stop_times.txt']!.replace(`,${ghat},`, `,${slip},`) };
    expect(() => writeGtfs(folder, broken)).toThrow(
      /^gtfs\.zip is not valid GTFS:\n(.*\n)*ERROR foreign_key_violation stop_times\.txt:\d+ stop_id/,
    );
    expect(readdirSync(folder)).toEqual(['gtfs.zip']);
    expect(readFileSync(join(folder, 'gtfs.zip')).equals(before)).toBe(true);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
