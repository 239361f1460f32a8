/**
 * Departures and arrivals tapped at the ghats (issue 57): the optional `movements` list of the
 * status file, one entry per sailing and service date, with the times a clerk recorded at the
 * ghat in Bangladesh time ("YYYY-MM-DD HH:MM"): when it left its first stop, when it called at
 * the stops between, when it reached its last. The checks keep a tap plausible: within the
 * sailing's own day, not long before its time, each time after the one before, never in the
 * checker's future, and never for a sailing the same file cancels.
 *
 * A status file without `movements` says nothing about departures (the ghats do not tap, or an
 * older desk wrote it); one with the list, even empty, means the ghats record them, so a
 * sailing not recorded as left a while after its time is said to be so (lib/status/progress.ts).
 */
import { z } from 'zod';
import { dhakaMillis, dhakaTime, strictObjectError } from './notices';
import { runsOnDate, sailingTimes, timedCalls, timetable, type Route, type Sailing } from '../timetable/model';

/** A launch may leave this much before its time (a full launch casts off early); earlier is a mistaken tap. */
export const EARLY_MINUTES = 30;
/** A departure recorded more than this after its time is refused: cancel the sailing instead. */
export const LATE_HOURS = 12;
/** An arrival may come at most this much after the timetabled trip's length past the departure. */
const OVERRUN_HOURS = 12;
/** How far ahead of the checker's clock a recorded time may be (a phone's clock a little fast). */
const CLOCK_SLACK_MINUTES = 10;

const MINUTE = 60_000;

const callSchema = z.strictObject(
  {
    stop: z.string({ error: 'is missing: a stop id of the sailing, between its first and last' }),
    at: dhakaTime.meta({ description: 'When it reached the stop, Bangladesh time "YYYY-MM-DD HH:MM".' }),
  },
  { error: (issue) => strictObjectError(issue, 'each call must be { "stop": "...", "at": "YYYY-MM-DD HH:MM" }') },
);

export const movementSchema = z.strictObject(
  {
    sailing: z.string({ error: 'is missing: a sailing id from the timetable, like "dhk-bsl-2100"' }),
    date: z
      .string({ error: 'must be a date "YYYY-MM-DD"' })
      .regex(/^\d{4}-\d\d-\d\d$/, 'must be a date "YYYY-MM-DD"')
      .meta({ description: 'The service date: the day of its timetabled departure.' }),
    departed: dhakaTime.optional().meta({ description: 'When it left its first stop, Bangladesh time.' }),
    calls: z.array(callSchema, { error: 'calls must be a list ([ ... ])' }).optional(),
    arrived: dhakaTime.optional().meta({ description: 'When it reached its last stop, Bangladesh time.' }),
  },
  {
    error: (issue) => strictObjectError(issue, 'each movement must be { "sailing": "...", "date": "...", "departed": "..." }'),
  },
);

export type MovementFile = z.input<typeof movementSchema>;

/** A recorded time at a stop. */
export type StopTime = { stop: string; value: string; at: number };

/** A checked movement, with its times as epoch milliseconds. */
export type Movement = {
  sailing: string;
  date: string;
  route: Route;
  timetabled: Sailing;
  /** The timetabled departure, epoch ms. */
  scheduledAt: number;
  departed?: StopTime;
  calls: StopTime[];
  arrived?: StopTime;
};

const sailingIndex = new Map(
  timetable.routes.flatMap((route) => route.sailings.map((sailing) => [sailing.id, { route, sailing }] as const)),
);

/** The instant of a sailing's timetabled call at `minutes` (from its service day's midnight). */
export const serviceMinute = (date: string, minutes: number) => dhakaMillis(`${date} 00:00`) + minutes * MINUTE;

/**
 * Checks the movements list (absent: undefined) against the timetable and the file's own
 * cancellations; each problem is pushed as `file: movement N ("id"), field: message`.
 */
export function checkMovements(
  input: unknown[] | undefined,
  cancelled: ReadonlySet<string>,
  file: string,
  problems: string[],
  now: number,
): Movement[] | undefined {
  if (input === undefined) return undefined;
  const movements: Movement[] = [];
  const seen = new Set<string>();
  input.forEach((entry, index) => {
    const id = entry && typeof entry === 'object' ? (entry as Record<string, unknown>).sailing : undefined;
    const where = `${file}: movement ${index + 1}${typeof id === 'string' ? ` ("${id}")` : ''}`;
    const result = movementSchema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${where}, ${issue.path.join('.') || 'entry'}: ${issue.message}`);
      return;
    }
    const movement = result.data;
    const known = sailingIndex.get(movement.sailing);
    if (!known) {
      problems.push(`${where}, sailing: unknown sailing id "${movement.sailing}" (see the ids in content/timetable/timetable.json)`);
      return;
    }
    const key = `${movement.sailing} ${movement.date}`;
    if (seen.has(key)) problems.push(`${where}, date: ${movement.sailing} on ${movement.date} is listed twice (duplicate entry)`);
    seen.add(key);
    if (!runsOnDate(known.sailing, movement.date)) {
      problems.push(`${where}, date: ${movement.sailing} does not run on ${movement.date}`);
      return;
    }
    if (cancelled.has(key))
      problems.push(`${where}: ${movement.sailing} on ${movement.date} is cancelled in this file: it cannot have left`);

    const times = sailingTimes(known.sailing);
    const scheduledAt = serviceMinute(movement.date, times.depart);
    const stopTime = (stop: string, value: string): StopTime => ({ stop, value, at: dhakaMillis(value) });
    const calls = timedCalls(known.sailing);
    const first = calls[0]!.stop;
    const last = calls[calls.length - 1]!.stop;
    const departed = movement.departed === undefined ? undefined : stopTime(first, movement.departed);
    const arrived = movement.arrived === undefined ? undefined : stopTime(last, movement.arrived);
    const between = (movement.calls ?? []).map((call) => stopTime(call.stop, call.at));

    const future = (time: StopTime, field: string) => {
      if (time.at > now + CLOCK_SLACK_MINUTES * MINUTE) problems.push(`${where}, ${field}: ${time.value} is in the future`);
    };
    if (departed) {
      future(departed, 'departed');
      if (departed.at < scheduledAt - EARLY_MINUTES * MINUTE) {
        problems.push(
          `${where}, departed: ${departed.value} is more than ${EARLY_MINUTES} minutes before its time (${movement.date} ${calls[0]!.depart}): check the day and the sailing`,
        );
      }
      if (departed.at > scheduledAt + LATE_HOURS * 3_600_000) {
        problems.push(`${where}, departed: ${departed.value} is more than ${LATE_HOURS} hours after its time: cancel the sailing instead`);
      }
    } else if (arrived || between.length) {
      problems.push(`${where}, departed: is missing: a call or an arrival needs the departure first`);
    }
    const middle = calls.slice(1, -1).map((call) => call.stop);
    let previous = departed;
    let position = -1;
    between.forEach((call, callIndex) => {
      const field = `calls.${callIndex}`;
      const at = middle.indexOf(call.stop);
      if (at < 0) {
        problems.push(
          `${where}, ${field}.stop: "${call.stop}" is not a stop between this sailing's first and last (${middle.join(', ') || 'none'})`,
        );
        return;
      }
      if (at <= position) problems.push(`${where}, ${field}.stop: "${call.stop}" is listed twice or out of order`);
      position = at;
      future(call, `${field}.at`);
      if (previous && call.at <= previous.at) problems.push(`${where}, ${field}.at: ${call.value} is not after ${previous.value}`);
      previous = call;
    });
    if (arrived) {
      future(arrived, 'arrived');
      if (previous && arrived.at <= previous.at) problems.push(`${where}, arrived: ${arrived.value} is not after ${previous.value}`);
      if (departed && arrived.at > departed.at + (times.duration + OVERRUN_HOURS * 60) * MINUTE) {
        problems.push(`${where}, arrived: ${arrived.value} is more than ${OVERRUN_HOURS} hours later than the trip takes: check the day`);
      }
    }
    movements.push({
      sailing: movement.sailing,
      date: movement.date,
      route: known.route,
      timetabled: known.sailing,
      scheduledAt,
      departed,
      calls: between,
      arrived,
    });
  });
  movements.sort((a, b) => a.scheduledAt - b.scheduledAt);
  return movements;
}

/** One line per change of movements from `before` to `after` (files as written), for the history. */
export function movementChanges(before: unknown, after: unknown): string[] {
  const list = (value: unknown) =>
    new Map(
      (Array.isArray((value as { movements?: unknown })?.movements) ? ((value as { movements: MovementFile[] }).movements ?? []) : []).map(
        (entry) => [`${String(entry.sailing)} on ${String(entry.date)}`, entry] as const,
      ),
    );
  const old = list(before);
  const next = list(after);
  const lines: string[] = [];
  const said = (entry: MovementFile | undefined) => {
    if (!entry) return 'nothing recorded';
    const parts = [entry.departed && `left ${entry.departed}`, ...(entry.calls ?? []).map((call) => `at ${call.stop} ${call.at}`)];
    if (entry.arrived) parts.push(`arrived ${entry.arrived}`);
    return parts.filter(Boolean).join(', ') || 'nothing recorded';
  };
  for (const [name, entry] of next) {
    const was = old.get(name);
    if (JSON.stringify(was) !== JSON.stringify(entry)) lines.push(`Movement ${name}: ${said(was)} -> ${said(entry)}`);
  }
  for (const [name, was] of old) if (!next.has(name)) lines.push(`Movement ${name}: ${said(was)} -> nothing recorded`);
  return lines;
}
