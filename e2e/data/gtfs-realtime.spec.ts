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
import { runsOnDate, timedCalls, timetable, type Sailing } from '../../lib/timetable/model';
import { checkRealtime, realtimeCodes, scheduleIndex, type RealtimeCode } from '../../scripts/gtfs-check/realtime';
import { writeGtfs } from '../../scripts/build/write-gtfs';
import { weekdaysOf } from '../../lib/timetable/validate';
import {
  clockPlus,
  dhakaInstant,
  everySailing,
  findSailing,
  findSeasonDay,
  gtfsDate,
  minutesOf,
  misspelling,
  seasonDays,
  type Placed,
} from '../support/timetable-fixtures';

/**
 * GTFS Realtime trip updates (issue 47): what the publisher writes for a cancelled and a delayed
 * sailing, read back by node-gtfs from a local address after it imported /gtfs.zip, and the
 * checker's realtime rules (the MobilityData GTFS Realtime validator's rule ids), one fault each.
 */
/*
 * The fixtures, chosen from the timetable by what the tests need: a sailing delayed by 45 minutes
 * that runs on some days only (so a date it does not run is a fault), with a stop between its
 * ends; the first date of the season it runs with two more sailings leaving later that day, one
 * cancelled and one on time; the status written half an hour before the delayed one leaves.
 */
const delay = 45;
const departure = (sailing: Sailing) => minutesOf(sailing.calls[0]!.depart!);
/** The other sailings running on a date that leave later than `first` does. */
const laterOn = (first: Sailing, date: string) =>
  everySailing(timetable).filter(({ sailing }) => sailing !== first && runsOnDate(sailing, date) && departure(sailing) > departure(first));
const withTwoLater = (first: Sailing) => (date: string) => runsOnDate(first, date) && laterOn(first, date).length >= 2;
const { sailing: delayed } = findSailing(
  timetable,
  'a sailing on some weekdays only, with a stop between its ends, leaving between 00:30 and 23:00, on a day two more leave after it',
  ({ sailing }) =>
    weekdaysOf(sailing.days).length > 0 &&
    weekdaysOf(sailing.days).length < 7 &&
    sailing.calls.length >= 3 &&
    departure(sailing) >= 30 &&
    departure(sailing) + delay < 24 * 60 &&
    seasonDays(timetable).some(withTwoLater(sailing)),
);
const leaves = departure(delayed);
const day = findSeasonDay(timetable, `a day ${delayed.id} runs with two more sailings leaving after it`, withTwoLater(delayed));
const [{ route: cancelledRoute, sailing: cancelled }, { sailing: onTime }] = laterOn(delayed, day) as [Placed, Placed];
const now = dhakaInstant(day, leaves - 30);
const entityId = (id: string) => `sailing-${id}-${gtfsDate(day)}`;
const status = validateStatus(
  {
    updated: dhakaNow(now - 30 * 60_000),
    signal: null,
    notices: [],
    sailings: [
      { sailing: cancelled.id, date: day, status: 'cancelled' },
      { sailing: delayed.id, date: day, status: 'delayed', departs: clockPlus(delayed.calls[0]!.depart!, delay) },
      { sailing: onTime.id, date: day, status: 'on-time' },
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
  // In the order they leave: the delayed one first.
  expect(feed.entity.map((entity) => entity.id)).toEqual([entityId(delayed.id), entityId(cancelled.id)]);
  const cancelledUpdate = feed.entity.find((entity) => entity.tripUpdate?.trip.tripId === cancelled.id)!.tripUpdate!;
  expect(cancelledUpdate.trip).toMatchObject({ startDate: String(gtfsDate(day)), routeId: cancelledRoute.id });
  expect(cancelledUpdate.trip.scheduleRelationship).toBe(realtime.TripDescriptor.ScheduleRelationship.CANCELED);
  expect(cancelledUpdate.stopTimeUpdate).toEqual([]);
  const delayedUpdate = feed.entity.find((entity) => entity.tripUpdate?.trip.tripId === delayed.id)!.tripUpdate!;
  expect(delayedUpdate.stopTimeUpdate!).toHaveLength(1);
  expect(delayedUpdate.stopTimeUpdate![0]).toMatchObject({ stopSequence: 1, stopId: delayed.calls[0]!.stop });
  expect(delayedUpdate.stopTimeUpdate![0]!.departure!.delay).toBe(delay * 60);
  expect(Number(delayedUpdate.stopTimeUpdate![0]!.departure!.time)).toBe(dhakaInstant(day, leaves + delay) / 1000);
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

const sailingIds = everySailing(timetable).map(({ sailing }) => sailing.id);
const faults: Record<RealtimeCode, () => Uint8Array> = {
  E003: () => faulty((m) => (entity(m, cancelled.id).trip.tripId = misspelling(cancelled.id, sailingIds))),
  E004: () =>
    faulty(
      (m) =>
        (entity(m, cancelled.id).trip.routeId = misspelling(
          cancelledRoute.id,
          timetable.routes.map((route) => route.id),
        )),
    ),
  E011: () =>
    faulty(
      (m) =>
        (entity(m, delayed.id).stopTimeUpdate![0]!.stopId = misspelling(
          delayed.calls[0]!.stop,
          timetable.stops.map((stop) => stop.id),
        )),
    ),
  E012: () => faulty((m) => (entity(m, delayed.id).timestamp = Number(m.header.timestamp) + 60)),
  E021: () => faulty((m) => (entity(m, cancelled.id).trip.startDate = day)),
  // The stop after the first reached before the delayed departure from the first.
  E022: () =>
    faulty((m) =>
      entity(m, delayed.id).stopTimeUpdate!.push(
        realtime.TripUpdate.StopTimeUpdate.create({ stopSequence: 2, stopId: delayed.calls[1]!.stop, arrival: { time: now / 1000 } }),
      ),
    ),
  E041: () => faulty((m) => (entity(m, delayed.id).stopTimeUpdate = [])),
  E050: () => faulty((m) => (m.header.timestamp = now / 1000 + 3600)),
  canceled_trip_with_stop_time_updates: () =>
    faulty((m) =>
      entity(m, cancelled.id).stopTimeUpdate!.push(
        realtime.TripUpdate.StopTimeUpdate.create({ stopSequence: 1, stopId: cancelled.calls[0]!.stop }),
      ),
    ),
  // A later date of the season on a weekday the delayed sailing does not run.
  trip_not_running_on_start_date: () => {
    const off = findSeasonDay(
      timetable,
      `a day after ${day} that ${delayed.id} does not run`,
      (date) => date > day && !runsOnDate(delayed, date),
    );
    return faulty((m) => (entity(m, delayed.id).trip.startDate = String(gtfsDate(off))));
  },
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
          { sailing: cancelled.id, date: day, status: 'cancelled' },
          { sailing: delayed.id, date: day, status: 'delayed', departs: clockPlus(delayed.calls[0]!.depart!, delay) },
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
    const [update] = gtfs.getTripUpdates({ trip_id: cancelled.id }, [], [], { db });
    expect(update).toMatchObject({ trip_id: cancelled.id, schedule_relationship: 'CANCELED', route_id: cancelledRoute.id });
    expect(String(update!.start_date)).toBe(String(gtfsDate(day)));
    expect(gtfs.getStopTimeUpdates({ trip_id: cancelled.id }, [], [], { db })).toEqual([]);
  });

  test('the delayed trip carries its delay at its first stop, and its stops are the schedule’s', () => {
    const updates = gtfs.getStopTimeUpdates({ trip_id: delayed.id }, [], [], { db });
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ stop_id: delayed.calls[0]!.stop, stop_sequence: 1, departure_delay: delay * 60 });
    const stops = gtfs.getStoptimes({ trip_id: delayed.id }, ['stop_id'], [['stop_sequence', 'ASC']], { db }).map((row) => row.stop_id);
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
