import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { transit_realtime as realtime } from 'gtfs-realtime-bindings';
import type * as NodeGtfs from 'gtfs';
import { gtfsFeed } from '../../lib/open-data/gtfs';
import { alertsFeed, tripUpdatesFeed } from '../../lib/status/feeds';
import { dhakaNow, validateStatus } from '../../lib/status/status';
import { runsOnDate, timedCalls, timetable } from '../../lib/timetable/model';
import { checkRealtime, realtimeCodes, scheduleIndex, type RealtimeCode } from '../../scripts/gtfs-check/realtime';
import { writeGtfs } from '../../scripts/build/write-gtfs';

/**
 * GTFS Realtime trip updates (issue 47): what the publisher writes for a cancelled and a delayed
 * sailing, read back by node-gtfs from a local address after it imported /gtfs.zip, and the
 * checker's realtime rules (the MobilityData GTFS Realtime validator's rule ids), one fault each.
 */
const now = Date.parse('2026-11-24T13:00:00Z'); // 19:00 in Bangladesh
const status = validateStatus(
  {
    updated: '2026-11-24 18:30',
    signal: null,
    notices: [],
    sailings: [
      { sailing: 'dhk-bsl-2100', date: '2026-11-24', status: 'cancelled' },
      { sailing: 'dhk-jkt-1930', date: '2026-11-24', status: 'delayed', departs: '20:15' },
      { sailing: 'dhk-bsl-2030', date: '2026-11-24', status: 'on-time' },
    ],
  },
  'status.json',
  now,
);
const schedule = scheduleIndex(gtfsFeed());
const decode = (bytes: Uint8Array) => realtime.FeedMessage.decode(bytes);

test('trip updates: the cancelled sailing CANCELED on its day, the delayed one’s delay at its first stop, nothing for on time', () => {
  const feed = decode(tripUpdatesFeed(status, now));
  expect(feed.header.gtfsRealtimeVersion).toBe('2.0');
  expect(feed.header.incrementality).toBe(realtime.FeedHeader.Incrementality.FULL_DATASET);
  expect(feed.entity.map((entity) => entity.id)).toEqual(['sailing-dhk-jkt-1930-20261124', 'sailing-dhk-bsl-2100-20261124']);
  const cancelled = feed.entity.find((entity) => entity.tripUpdate?.trip.tripId === 'dhk-bsl-2100')!.tripUpdate!;
  expect(cancelled.trip).toMatchObject({ startDate: '20261124', routeId: 'dhaka-barishal' });
  expect(cancelled.trip.scheduleRelationship).toBe(realtime.TripDescriptor.ScheduleRelationship.CANCELED);
  expect(cancelled.stopTimeUpdate).toEqual([]);
  const delayed = feed.entity.find((entity) => entity.tripUpdate?.trip.tripId === 'dhk-jkt-1930')!.tripUpdate!;
  expect(delayed.stopTimeUpdate!).toHaveLength(1);
  expect(delayed.stopTimeUpdate![0]).toMatchObject({ stopSequence: 1, stopId: 'dhaka' });
  expect(delayed.stopTimeUpdate![0]!.departure!.delay).toBe(45 * 60);
  expect(Number(delayed.stopTimeUpdate![0]!.departure!.time)).toBe(Date.parse('2026-11-24T14:15:00Z') / 1000);
});

test('the publisher’s realtime feeds break none of the checker’s realtime rules', () => {
  for (const [file, bytes] of [
    ['trip-updates.pb', tripUpdatesFeed(status, now)],
    ['alerts.pb', alertsFeed(status, now)],
  ] as const) {
    expect(checkRealtime(file, bytes, schedule, now)).toEqual([]);
  }
});

/** A trip updates feed of one entity, changed by `change`. */
function faulty(change: (message: realtime.FeedMessage) => void): Uint8Array {
  const message = decode(tripUpdatesFeed(status, now));
  change(message);
  return realtime.FeedMessage.encode(message).finish();
}
const entity = (message: realtime.FeedMessage, tripId: string) =>
  message.entity.find((e) => e.tripUpdate?.trip.tripId === tripId)!.tripUpdate!;
const codesOf = (bytes: Uint8Array, at = now) => checkRealtime('trip-updates.pb', bytes, schedule, at).map((notice) => notice.code);

const faults: Record<RealtimeCode, () => Uint8Array> = {
  E003: () => faulty((m) => (entity(m, 'dhk-bsl-2100').trip.tripId = 'dhk-bsl-2359')),
  E004: () => faulty((m) => (entity(m, 'dhk-bsl-2100').trip.routeId = 'dhaka-khulna')),
  E011: () => faulty((m) => (entity(m, 'dhk-jkt-1930').stopTimeUpdate![0]!.stopId = 'sadarghat')),
  E012: () => faulty((m) => (entity(m, 'dhk-jkt-1930').timestamp = Number(m.header.timestamp) + 60)),
  E021: () => faulty((m) => (entity(m, 'dhk-bsl-2100').trip.startDate = '2026-11-24')),
  E022: () =>
    faulty((m) =>
      entity(m, 'dhk-jkt-1930').stopTimeUpdate!.push(
        realtime.TripUpdate.StopTimeUpdate.create({
          stopSequence: 2,
          stopId: 'chandpur',
          arrival: { time: Date.parse('2026-11-24T13:00:00Z') / 1000 },
        }),
      ),
    ),
  E041: () => faulty((m) => (entity(m, 'dhk-jkt-1930').stopTimeUpdate = [])),
  E050: () => faulty((m) => (m.header.timestamp = now / 1000 + 3600)),
  canceled_trip_with_stop_time_updates: () =>
    faulty((m) =>
      entity(m, 'dhk-bsl-2100').stopTimeUpdate!.push(realtime.TripUpdate.StopTimeUpdate.create({ stopSequence: 1, stopId: 'dhaka' })),
    ),
  // 25 November is a Wednesday: the Jhalokathi launch leaves Dhaka on Sundays, Tuesdays and Thursdays.
  trip_not_running_on_start_date: () => faulty((m) => (entity(m, 'dhk-jkt-1930').trip.startDate = '20261125')),
};

for (const [code, make] of Object.entries(faults) as [RealtimeCode, () => Uint8Array][]) {
  test(`realtime rule ${code}: one fault, one notice with that code`, () => {
    expect(codesOf(make())).toEqual([code]);
  });
}

test('every realtime rule has its fault above, and its source is the validator’s rule list or none', () => {
  expect(Object.keys(faults).sort()).toEqual(Object.keys(realtimeCodes).sort());
  for (const [code, { source }] of Object.entries(realtimeCodes)) expect(/^E\d{3}$/.test(code) === (source !== null), code).toBe(true);
});

test.describe('node-gtfs reads the schedule, then the realtime feeds from a local address', () => {
  let dir: string;
  let server: Server;
  let gtfs: typeof NodeGtfs;
  let db: ReturnType<typeof NodeGtfs.openDb>;

  test.beforeAll(async () => {
    gtfs = await import('gtfs');
    dir = mkdtempSync(join(tmpdir(), 'gtfs-rt-'));
    writeGtfs(dir);
    // The feeds as the publisher writes them for now, so node-gtfs keeps them (it drops expired ones).
    const live = validateStatus(
      {
        updated: new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
        signal: null,
        notices: [],
        sailings: [
          { sailing: 'dhk-bsl-2100', date: '2026-11-24', status: 'cancelled' },
          { sailing: 'dhk-jkt-1930', date: '2026-11-24', status: 'delayed', departs: '20:15' },
        ],
      },
      'status.json',
      Date.now(),
    );
    const files: Record<string, Uint8Array> = {
      '/gtfs-rt/trip-updates.pb': tripUpdatesFeed(live, now),
      '/gtfs-rt/alerts.pb': alertsFeed(live, now),
    };
    server = createServer((request, response) => {
      const body = files[request.url ?? ''];
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/x-protobuf' });
      response.end(body ? Buffer.from(body) : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const config = {
      agencies: [
        {
          path: join(dir, 'gtfs.zip'),
          realtimeTripUpdates: { url: `http://127.0.0.1:${port}/gtfs-rt/trip-updates.pb` },
          realtimeAlerts: { url: `http://127.0.0.1:${port}/gtfs-rt/alerts.pb` },
        },
      ],
      sqlitePath: join(dir, 'gtfs.sqlite'),
      gtfsRealtimeExpirationSeconds: 3600,
      verbose: false,
    };
    // importGtfs reads the realtime feeds too, from the addresses the agency's config gives.
    await gtfs.importGtfs(config);
    db = gtfs.openDb(config);
  });

  test.afterAll(async () => {
    if (db) gtfs.closeDb(db);
    if (server) await new Promise((resolve) => server.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the cancelled trip is cancelled, on its date', () => {
    const [update] = gtfs.getTripUpdates({ trip_id: 'dhk-bsl-2100' }, [], [], { db });
    expect(update).toMatchObject({ trip_id: 'dhk-bsl-2100', schedule_relationship: 'CANCELED', route_id: 'dhaka-barishal' });
    expect(String(update!.start_date)).toBe('20261124');
    expect(gtfs.getStopTimeUpdates({ trip_id: 'dhk-bsl-2100' }, [], [], { db })).toEqual([]);
  });

  test('the delayed trip carries its delay at its first stop, and its stops are the schedule’s', () => {
    const updates = gtfs.getStopTimeUpdates({ trip_id: 'dhk-jkt-1930' }, [], [], { db });
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ stop_id: 'dhaka', stop_sequence: 1, departure_delay: 45 * 60 });
    const stops = gtfs.getStoptimes({ trip_id: 'dhk-jkt-1930' }, ['stop_id'], [['stop_sequence', 'ASC']], { db }).map((row) => row.stop_id);
    expect(stops[0]).toBe(updates[0]!.stop_id);
  });

  test('the alerts name the same trip', () => {
    const alerts = gtfs.getServiceAlerts({}, [], [], { db });
    expect(alerts.length).toBeGreaterThan(0);
  });
});

/*
 * Departures and arrivals tapped at the ghats (issue 57): the recorded times at the stops passed,
 * certain, and the predictions at the later ones, uncertain; the realtime rules pass. The sailing
 * is the timetable's first with a stop between its ends, on the first date of the season it runs.
 */
test.describe('trip updates from the ghats’ taps', () => {
  const { sailing } = timetable.routes
    .flatMap((route) => route.sailings.map((sailing) => ({ route, sailing })))
    .find(({ sailing }) => sailing.calls.length >= 3)!;
  const calls = timedCalls(sailing);
  const date = (() => {
    for (let day = Date.parse(`${timetable.validFrom}T00:00:00Z`); ; day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      if (runsOnDate(sailing, iso)) return iso;
    }
  })();
  const at = (minutes: number) => Date.parse(`${date}T00:00:00+06:00`) + minutes * 60_000;
  const late = 23;
  const leftAt = at(calls[0]!.departAt! + late);
  const seconds = (ms: number) => Math.round(ms / 1000);
  const statusAt = (now: number, movement: Record<string, unknown>) =>
    validateStatus(
      { updated: dhakaNow(now), signal: null, notices: [], sailings: [], movements: [{ sailing: sailing.id, date, ...movement }] },
      'status.json',
      now,
    );
  const tripOf = (bytes: Uint8Array) => {
    const update = decode(bytes).entity.find((entity) => entity.tripUpdate?.trip.tripId === sailing.id)!.tripUpdate!;
    return { trip: update.trip, stopTimeUpdate: update.stopTimeUpdate ?? [] };
  };

  test('left late: the departure as recorded, every later stop predicted late by as much, with uncertainty; the rules pass', () => {
    const now = leftAt + 10 * 60_000;
    const bytes = tripUpdatesFeed(statusAt(now, { departed: dhakaNow(leftAt) }), now);
    expect(checkRealtime('trip-updates.pb', bytes, schedule, now)).toEqual([]);
    const update = tripOf(bytes);
    expect(update.trip.startDate).toBe(date.replace(/-/g, ''));
    const [first, ...later] = update.stopTimeUpdate;
    expect(first).toMatchObject({ stopId: calls[0]!.stop, stopSequence: 1 });
    expect(Number(first!.departure!.time)).toBe(seconds(leftAt));
    expect(first!.departure!.uncertainty ?? 0).toBe(0);
    expect(later.map((stop) => stop.stopId)).toEqual(calls.slice(1).map((call) => call.stop));
    for (const [index, stop] of later.entries()) {
      expect(Number(stop.arrival!.time)).toBe(seconds(at(calls[index + 1]!.arriveAt! + late)));
      expect(stop.arrival!.delay).toBe(late * 60);
      expect(stop.arrival!.uncertainty).toBeGreaterThan(0);
    }
    // Further is less sure.
    expect(later.at(-1)!.arrival!.uncertainty!).toBeGreaterThan(later[0]!.arrival!.uncertainty!);
  });

  test('a call on the way recorded and the arrival: certain times, and the rules pass', () => {
    const middle = calls[1]!;
    const last = calls.at(-1)!;
    const calledAt = at(middle.arriveAt! + late + 5);
    const arrivedAt = at(last.arriveAt! + late);
    const onTheWay = calledAt + 60_000;
    const movement = { departed: dhakaNow(leftAt), calls: [{ stop: middle.stop, at: dhakaNow(calledAt) }] };
    const midway = tripOf(tripUpdatesFeed(statusAt(onTheWay, movement), onTheWay));
    const atMiddle = midway.stopTimeUpdate.find((stop) => stop.stopId === middle.stop)!;
    expect(Number(atMiddle.arrival!.time)).toBe(seconds(calledAt));
    expect(atMiddle.arrival!.uncertainty ?? 0).toBe(0);
    expect(Number(midway.stopTimeUpdate.at(-1)!.arrival!.time)).toBe(seconds(at(last.arriveAt! + late + 5)));

    const now = arrivedAt + 60_000;
    const bytes = tripUpdatesFeed(statusAt(now, { ...movement, arrived: dhakaNow(arrivedAt) }), now);
    expect(checkRealtime('trip-updates.pb', bytes, schedule, now)).toEqual([]);
    const arrived = tripOf(bytes).stopTimeUpdate.at(-1)!;
    expect(Number(arrived.arrival!.time)).toBe(seconds(arrivedAt));
    expect(arrived.arrival!.uncertainty ?? 0).toBe(0);
  });
});
