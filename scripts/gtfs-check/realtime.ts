// Checks a GTFS Realtime feed (the publisher's trip updates and alerts) against the GTFS Schedule
// feed it names, with the rules of MobilityData's GTFS Realtime validator that apply to feeds like
// ours, each notice under that validator's rule id (github.com/MobilityData/gtfs-realtime-validator,
// gtfs-realtime-validator-lib/src/main/java/edu/usf/cutr/gtfsrtvalidator/lib/validation/ValidationRules.java).
// One rule is the checker's own (source null), where the validator has none.
import { transit_realtime as realtime } from 'gtfs-realtime-bindings';
import type { Notice, NoticeDefinition, Severity } from './notices';

const RULES = 'gtfs-realtime-validator-lib/src/main/java/edu/usf/cutr/gtfsrtvalidator/lib/validation/ValidationRules.java';

/** The realtime rules, by the validator's rule id. */
export const realtimeCodes = {
  /** GTFS-rt trip_id does not exist in GTFS data. */
  E003: { severity: 'ERROR', source: RULES },
  /** GTFS-rt route_id does not exist in GTFS data. */
  E004: { severity: 'ERROR', source: RULES },
  /** GTFS-rt stop_id does not exist in GTFS data. */
  E011: { severity: 'ERROR', source: RULES },
  /** Header timestamp should be greater than or equal to all other timestamps. */
  E012: { severity: 'ERROR', source: RULES },
  /** Invalid start_date format (YYYYMMDD). */
  E021: { severity: 'ERROR', source: RULES },
  /** Sequential stop_time_update times are not increasing. */
  E022: { severity: 'ERROR', source: RULES },
  /** A trip that is not CANCELED has no stop_time_updates. */
  E041: { severity: 'ERROR', source: RULES },
  /** Timestamp is in the future. */
  E050: { severity: 'ERROR', source: RULES },
  /** The checker's own: a CANCELED trip carries stop_time_updates (consumers ignore them or, worse, show times). */
  canceled_trip_with_stop_time_updates: { severity: 'ERROR', source: null },
  /** The checker's own: the trip does not run on its start_date in the schedule's calendar. */
  trip_not_running_on_start_date: { severity: 'ERROR', source: null },
} satisfies Record<string, NoticeDefinition>;

export type RealtimeCode = keyof typeof realtimeCodes;

/** A timestamp this far ahead of the checker's clock is still "now" (the validator's tolerance). */
const FUTURE_TOLERANCE_SECONDS = 60;

/** The schedule's facts the rules need: its ids, and the dates each service runs. */
export type ScheduleIndex = {
  trips: Map<string, { routeId: string; serviceId: string }>;
  routes: Set<string>;
  stops: Set<string>;
  runs: (serviceId: string, date: string) => boolean;
};

/** The index of a schedule given as its files (name → CSV text), as lib/open-data/gtfs.ts writes them. */
export function scheduleIndex(files: Record<string, string>): ScheduleIndex {
  const rows = (name: string) => {
    const [header, ...lines] = (files[name] ?? '').trim().split('\n');
    if (!header) return [];
    const columns = header.split(',');
    // Our ids hold no commas or quotes; the other columns are not read.
    return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])) as Record<string, string>);
  };
  const trips = new Map(rows('trips.txt').map((row) => [row.trip_id!, { routeId: row.route_id!, serviceId: row.service_id! }]));
  const calendar = new Map(rows('calendar.txt').map((row) => [row.service_id!, row]));
  const exceptions = new Map(rows('calendar_dates.txt').map((row) => [`${row.service_id} ${row.date}`, row.exception_type]));
  const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const runs = (serviceId: string, date: string) => {
    const exception = exceptions.get(`${serviceId} ${date}`);
    if (exception) return exception === '1';
    const row = calendar.get(serviceId);
    if (!row || date < row.start_date! || date > row.end_date!) return false;
    const weekday = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}T00:00:00Z`).getUTCDay();
    return row[weekdays[weekday]!] === '1';
  };
  return {
    trips,
    routes: new Set(rows('routes.txt').map((row) => row.route_id!)),
    stops: new Set(rows('stops.txt').map((row) => row.stop_id!)),
    runs,
  };
}

const long = (value: number | { toNumber(): number } | null | undefined) =>
  value === null || value === undefined ? undefined : typeof value === 'number' ? value : value.toNumber();

/**
 * The notices of one realtime feed (`file`, its bytes) against the schedule. `now`: the checker's
 * clock, epoch ms.
 */
export function checkRealtime(file: string, bytes: Uint8Array, schedule: ScheduleIndex, now: number): Notice[] {
  const notices: Notice[] = [];
  const add = (code: RealtimeCode, message: string) =>
    notices.push({ code, severity: realtimeCodes[code].severity as Severity, file, message });
  const message = realtime.FeedMessage.decode(bytes);
  const header = long(message.header.timestamp) ?? 0;
  if (header > now / 1000 + FUTURE_TOLERANCE_SECONDS) {
    add('E050', `header.timestamp ${new Date(header * 1000).toISOString()} is in the future (now ${new Date(now).toISOString()})`);
  }
  const trip = (entity: string, descriptor: realtime.ITripDescriptor | null | undefined) => {
    if (!descriptor) return;
    if (descriptor.tripId && !schedule.trips.has(descriptor.tripId))
      add('E003', `entity "${entity}": trip_id "${descriptor.tripId}" is not in trips.txt`);
    if (descriptor.routeId && !schedule.routes.has(descriptor.routeId))
      add('E004', `entity "${entity}": route_id "${descriptor.routeId}" is not in routes.txt`);
    if (descriptor.startDate !== undefined && descriptor.startDate !== null) {
      if (!/^\d{8}$/.test(descriptor.startDate)) add('E021', `entity "${entity}": start_date "${descriptor.startDate}" is not YYYYMMDD`);
      else {
        const known = descriptor.tripId ? schedule.trips.get(descriptor.tripId) : undefined;
        if (known && !schedule.runs(known.serviceId, descriptor.startDate)) {
          add('trip_not_running_on_start_date', `entity "${entity}": trip "${descriptor.tripId}" does not run on ${descriptor.startDate}`);
        }
      }
    }
  };
  for (const entity of message.entity) {
    const id = entity.id;
    for (const informed of entity.alert?.informedEntity ?? []) {
      trip(id, informed.trip);
      if (informed.routeId && !schedule.routes.has(informed.routeId))
        add('E004', `entity "${id}": route_id "${informed.routeId}" is not in routes.txt`);
      if (informed.stopId && !schedule.stops.has(informed.stopId))
        add('E011', `entity "${id}": stop_id "${informed.stopId}" is not in stops.txt`);
    }
    const update = entity.tripUpdate;
    if (!update) continue;
    trip(id, update.trip);
    const stamp = long(update.timestamp);
    if (stamp !== undefined && stamp > header)
      add('E012', `entity "${id}": trip_update.timestamp ${stamp} is after the header's ${header}`);
    const updates = update.stopTimeUpdate ?? [];
    const canceled = update.trip.scheduleRelationship === realtime.TripDescriptor.ScheduleRelationship.CANCELED;
    if (canceled && updates.length)
      add('canceled_trip_with_stop_time_updates', `entity "${id}": a CANCELED trip has ${updates.length} stop_time_update(s)`);
    if (!canceled && !updates.length) add('E041', `entity "${id}": trip "${update.trip.tripId}" has no stop_time_updates`);
    let previous: number | undefined;
    for (const stopUpdate of updates) {
      if (stopUpdate.stopId && !schedule.stops.has(stopUpdate.stopId))
        add('E011', `entity "${id}": stop_id "${stopUpdate.stopId}" is not in stops.txt`);
      for (const event of [stopUpdate.arrival, stopUpdate.departure]) {
        const time = long(event?.time);
        if (time === undefined) continue;
        if (previous !== undefined && time < previous) {
          add(
            'E022',
            `entity "${id}": stop_time_update times go back from ${previous} to ${time} (stop_sequence ${stopUpdate.stopSequence ?? '?'})`,
          );
        }
        previous = time;
      }
    }
  }
  return notices;
}
