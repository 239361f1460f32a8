/**
 * The on-time record (issue 57): from the desk's history of publishes, for each sailing, on how
 * many of the last RECORD_DAYS days it was recorded as leaving, on how many of those within
 * ON_TIME_MINUTES of its time, and on how many it was cancelled (counted apart, never as late).
 * With fewer than MIN_DAYS recorded days there is no share to give: "not enough days yet".
 *
 * The static build has no history, so the record travels in the status file (`onTime`, written by
 * the desk at each publish: docs/decisions/026-ghat-taps-and-on-time-record.md), and the publisher writes it as
 * /on-time.csv (its Table Schema at /on-time.schema.json) and into the timetable's sailing blocks.
 */
import { z } from 'zod';
import { addDays, dhakaDate } from '../i18n/format';
import { sailingTimes, timetable } from '../timetable/model';
import { dhakaMillis } from './notices';
import { serviceMinute } from './movements';

export const ON_TIME_MINUTES = 15;
export const RECORD_DAYS = 30;
export const MIN_DAYS = 7;

const count = z.number().int('must be a whole number').min(0, 'must be 0 or more');

export const onTimeSchema = z
  .strictObject({
    from: z.string().regex(/^\d{4}-\d\d-\d\d$/, 'must be a date "YYYY-MM-DD"'),
    until: z.string().regex(/^\d{4}-\d\d-\d\d$/, 'must be a date "YYYY-MM-DD"'),
    sailings: z.array(
      z.strictObject({
        sailing: z.string(),
        days: count.meta({ description: 'Days it was recorded as leaving.' }),
        onTime: count.meta({ description: `Of those, days it left within ${ON_TIME_MINUTES} minutes of its time.` }),
        cancelled: count.meta({ description: 'Days it was cancelled (not counted in days).' }),
      }),
    ),
  })
  .meta({ description: `The on-time record of the last ${RECORD_DAYS} days, written by the status desk from its history.` });

export type OnTimeRecord = z.infer<typeof onTimeSchema>;
export type OnTimeRow = OnTimeRecord['sailings'][number];

type Published = { at: number; after_json: string };
type Entry = { sailing?: unknown; date?: unknown; departed?: unknown; status?: unknown };

/**
 * The record at `now` from the publishes (any order): for each sailing and service date, its last
 * word in the history. A movement missing from a later publish while its date is still one the live
 * file keeps (three days) was undone; an older one was only dropped from the live file, and stands.
 */
export function onTimeFromHistory(publishes: readonly Published[], now: number): OnTimeRecord {
  const until = addDays(dhakaDate(now), -1);
  const from = addDays(until, -(RECORD_DAYS - 1));
  const departed = new Map<string, string>();
  const cancelled = new Set<string>();
  for (const publish of [...publishes].sort((a, b) => a.at - b.at)) {
    let status: { movements?: Entry[]; sailings?: Entry[] };
    try {
      status = JSON.parse(publish.after_json) as typeof status;
    } catch {
      continue;
    }
    const kept = addDays(dhakaDate(publish.at), -3);
    if (Array.isArray(status.movements)) {
      const present = new Set<string>();
      for (const movement of status.movements) {
        if (typeof movement.departed !== 'string') continue;
        const key = `${String(movement.sailing)} ${String(movement.date)}`;
        present.add(key);
        departed.set(key, movement.departed);
      }
      for (const key of [...departed.keys()]) if (!present.has(key) && key.slice(-10) >= kept) departed.delete(key);
    }
    if (Array.isArray(status.sailings)) {
      const now = new Set(
        status.sailings
          .filter((change) => change.status === 'cancelled')
          .map((change) => `${String(change.sailing)} ${String(change.date)}`),
      );
      for (const key of now) cancelled.add(key);
      // A cancellation leaves the file some hours after the sailing's time; one gone before then was taken back.
      for (const key of [...cancelled]) if (!now.has(key) && publish.at < scheduledAt(key)) cancelled.delete(key);
    }
  }
  const sailings = timetable.routes.flatMap((route) =>
    route.sailings.map((sailing) => {
      const row: OnTimeRow = { sailing: sailing.id, days: 0, onTime: 0, cancelled: 0 };
      for (let date = from; date <= until; date = addDays(date, 1)) {
        const key = `${sailing.id} ${date}`;
        if (cancelled.has(key)) {
          row.cancelled += 1;
          continue;
        }
        const left = departed.get(key);
        if (!left) continue;
        row.days += 1;
        if (dhakaMillis(left) <= serviceMinute(date, sailingTimes(sailing).depart) + ON_TIME_MINUTES * 60_000) row.onTime += 1;
      }
      return row;
    }),
  );
  return { from, until, sailings };
}

/** The timetabled departure of "sailing-id YYYY-MM-DD", epoch ms (unknown sailings: never). */
function scheduledAt(key: string): number {
  const [id, date] = key.split(' ') as [string, string];
  const sailing = timetable.routes.flatMap((route) => route.sailings).find((entry) => entry.id === id);
  return sailing ? serviceMinute(date, sailingTimes(sailing).depart) : -Infinity;
}

/** The share on time (0 to 1), or null with fewer than MIN_DAYS recorded days. */
export const onTimeShare = (row: OnTimeRow): number | null => (row.days < MIN_DAYS ? null : row.onTime / row.days);

/** The CSV's columns, as its Table Schema (Frictionless Data) describes them. */
export const onTimeCsvFields = [
  { name: 'trip_id', type: 'string', description: 'The sailing: a trip_id of /gtfs.zip.', constraints: { required: true } },
  { name: 'route_id', type: 'string', description: 'Its route: a route_id of /gtfs.zip.', constraints: { required: true } },
  {
    name: 'departure_time',
    type: 'string',
    description: 'Its timetabled departure, HH:MM, Bangladesh time.',
    constraints: { required: true, pattern: '^\\d\\d:\\d\\d$' },
  },
  { name: 'from_date', type: 'date', description: 'The first day counted.', constraints: { required: true } },
  { name: 'until_date', type: 'date', description: 'The last day counted.', constraints: { required: true } },
  { name: 'days_recorded', type: 'integer', description: 'Days it was recorded as leaving.', constraints: { required: true, minimum: 0 } },
  {
    name: 'days_on_time',
    type: 'integer',
    description: `Of those, days it left within ${ON_TIME_MINUTES} minutes of its time.`,
    constraints: { required: true, minimum: 0 },
  },
  {
    name: 'days_cancelled',
    type: 'integer',
    description: 'Days it was cancelled, counted apart.',
    constraints: { required: true, minimum: 0 },
  },
  {
    name: 'share_on_time',
    type: 'number',
    description: `days_on_time / days_recorded; empty with fewer than ${MIN_DAYS} days recorded (not enough days yet).`,
    constraints: { minimum: 0, maximum: 1 },
  },
] as const;

/** The Table Schema of /on-time.csv. */
export function onTimeCsvSchema(): Record<string, unknown> {
  return {
    $schema: 'https://specs.frictionlessdata.io/schemas/table-schema.json',
    title: 'On-time record',
    description: `Each sailing's departures of the last ${RECORD_DAYS} days as recorded at the ghats.`,
    fields: onTimeCsvFields,
    primaryKey: ['trip_id'],
    missingValues: [''],
  };
}

/** /on-time.csv: one row per sailing of the timetable; without a record (a build, no desk), nothing counted. */
export function onTimeCsv(record: OnTimeRecord | undefined, now: number): string {
  const until = record?.until ?? addDays(dhakaDate(now), -1);
  const from = record?.from ?? addDays(until, -(RECORD_DAYS - 1));
  const rows = timetable.routes.flatMap((route) =>
    route.sailings.map((sailing) => {
      const row = record?.sailings.find((entry) => entry.sailing === sailing.id) ?? {
        sailing: sailing.id,
        days: 0,
        onTime: 0,
        cancelled: 0,
      };
      const share = onTimeShare(row);
      return [
        sailing.id,
        route.id,
        sailing.calls[0]!.depart!,
        from,
        until,
        row.days,
        row.onTime,
        row.cancelled,
        share === null ? '' : share.toFixed(3),
      ].join(',');
    }),
  );
  return `${[onTimeCsvFields.map((field) => field.name).join(','), ...rows].join('\r\n')}\r\n`;
}
