/**
 * The live service status: storm signal, notices and changes to single sailings, in one JSON file
 * (content/status.json; the format is in content/README.md). The build reads it for the HTML it
 * writes; the operator's publisher (scripts/publish-status.ts) checks a new one with these same
 * rules and puts it beside the built site, where the pages read it after their first paint.
 *
 * Every check names the file, the entry and the field, and all problems are listed at once.
 */
import { z } from 'zod';
import {
  SIGNAL_NOTICE_PREFIX,
  dhakaTime,
  dhakaMillis,
  checkNotices,
  noticeSchema,
  strictObjectError,
  translated,
  type Notice,
} from './notices';
import { readStatusInput } from './input';
import { STALE_AFTER_HOURS } from '../site/constants';
import { MAX_NOTE_LENGTH } from './text-rules';
import { stormSignals } from '../site/safety';
import { parseClock } from '../i18n/format';
import { runsOnDate, timetable, sailingTimes, weekdaysOf, type Route, type Sailing } from '../timetable/model';
import { weekdayOf } from '../timetable/departures';
import { clockPattern } from '../i18n/patterns';
import { checkMovements, type Movement, type MovementFile } from './movements';
import { onTimeSchema, type OnTimeRecord } from './on-time';

/** The status the build uses, in the repository. STATUS_FILE names another (the tests' fixtures). */
export const STATUS_FILE = 'content/status.json';

/** A sailing change is shown until this long after the timetabled departure. */
export const CHANGE_SHOWN_HOURS = 12;

/**
 * The largest page (or feed) a publish may write, and the counts that keep a status within it.
 * Each notice is shown on the status page once per route it concerns, in full: ten notices of a
 * few sentences make the Bangla status page about 165 KB (2026-11, measured with `routes: "all"`).
 * The publisher checks the pages it renders against MAX_PAGE_BYTES too (lib/status/publish/limits.ts),
 * for long texts within these counts.
 */
export const MAX_PAGE_BYTES = 200 * 1024;
export const MAX_NOTICES = 10;
export const MAX_SAILING_CHANGES = 40;

/** How far ahead of the publisher's clock `updated` may be (a phone's clock a little fast). */
export const CLOCK_SLACK_MINUTES = 10;

export const sailingStatuses = ['cancelled', 'delayed', 'on-time'] as const;

const isoDate = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a date "YYYY-MM-DD"') })
  .refine((value) => weekdayOf(value) >= 0, { error: (issue) => `${String(issue.input)} is not a date "YYYY-MM-DD" on the calendar` });

const clock = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a time "HH:MM"') })
  .regex(clockPattern, 'must be a time "HH:MM" (24-hour, Bangladesh time)');

const signalSchema = z.strictObject(
  {
    number: z
      .number({
        error: (issue) =>
          typeof issue.input === 'string' && /^\d+$/.test(issue.input)
            ? `number must be written without quotes: ${issue.input}, not "${issue.input}"`
            : 'number must be 1, 2, 3 or 4',
      })
      .int('number must be 1, 2, 3 or 4')
      .min(1, 'number must be 1, 2, 3 or 4')
      .max(4, 'number must be 1, 2, 3 or 4'),
    from: dhakaTime,
    until: dhakaTime,
  },
  {
    error: (issue) => strictObjectError(issue, 'signal must be null (no signal up) or { "number": 2, "from": "...", "until": "..." }'),
  },
);

export const changeSchema = z.strictObject(
  {
    sailing: z.string({
      error: (issue) =>
        issue.input === undefined
          ? 'is missing: a sailing id from the timetable, like "dhk-bsl-2100"'
          : `the sailing id must be text in double quotes, like "dhk-bsl-2100", not ${JSON.stringify(issue.input)}`,
    }),
    date: isoDate,
    status: z.enum(sailingStatuses, { error: `status must be one of ${sailingStatuses.map((s) => `"${s}"`).join(', ')}` }),
    departs: clock.optional(),
    note: translated('note', MAX_NOTE_LENGTH).optional(),
  },
  { error: (issue) => strictObjectError(issue, 'each sailing change must be { "sailing": "...", "date": "...", "status": "..." }') },
);

export const statusSchema = z.strictObject(
  {
    // The file's JSON Schema (/status.schema.json), which gives an editor its notes: kept, not read.
    $schema: z.string().optional().meta({ description: "This file's JSON Schema, which gives your editor these notes: keep it." }),
    updated: dhakaTime.meta({ description: 'When the counter last checked everything in this file, Bangladesh time "YYYY-MM-DD HH:MM".' }),
    signal: signalSchema
      .nullable()
      .meta({ description: 'The storm signal up on our rivers ({ "number": 1-4, "from", "until" }), or null.' }),
    notices: z.array(z.unknown(), { error: 'notices must be a list ([ ... ]), empty when there is none' }),
    sailings: z.array(z.unknown(), { error: 'sailings must be a list ([ ... ]), empty when there is none' }),
    // Departures and arrivals tapped at the ghats (lib/status/movements.ts); absent where none are.
    movements: z
      .array(z.unknown(), { error: 'movements must be a list ([ ... ])' })
      .optional()
      .meta({ description: 'Departures, calls and arrivals recorded at the ghats, per sailing and date.' }),
    // The on-time record the desk computes from its history (lib/status/on-time.ts).
    onTime: onTimeSchema.optional(),
  },
  { error: (issue) => strictObjectError(issue, 'the status must be an object with updated, signal, notices and sailings') },
);

/**
 * A status file as written (content/status.json, what the desk's form and the tests make): the
 * schema's input, each notice and sailing change in its own schema's shape.
 */
export type StatusFile = {
  $schema?: string;
  updated: string;
  signal: z.input<typeof signalSchema> | null;
  notices: z.input<typeof noticeSchema>[];
  sailings: z.input<typeof changeSchema>[];
  movements?: MovementFile[];
  onTime?: OnTimeRecord;
};

export type Signal = z.infer<typeof signalSchema> & { fromAt: number; untilAt: number };

export type SailingChange = z.infer<typeof changeSchema> & {
  route: Route;
  timetabled: Sailing;
  /** The timetabled departure, epoch ms. */
  scheduledAt: number;
  /** The departure as it now stands (delayed: `departs`), epoch ms. */
  departsAt: number;
  /** When pages stop showing the change. */
  endsAt: number;
};

/** A checked status, with its times as epoch milliseconds. */
export type Status = {
  updated: string;
  updatedAt: number;
  /** From this instant the status is out of date (STALE_AFTER_HOURS after `updated`). */
  staleAt: number;
  signal: Signal | null;
  notices: Notice[];
  sailings: SailingChange[];
  /** Departures and arrivals recorded at the ghats; undefined where the file records none. */
  movements?: Movement[];
  /** The on-time record of the last days, where the desk wrote one. */
  onTime?: OnTimeRecord;
};

const HOUR = 3_600_000;

/** A status refused by its rules: every problem, each naming the file, the entry and the field. */
export class StatusProblems extends Error {
  constructor(readonly problems: string[]) {
    super(`The service status is not valid:\n${problems.join('\n')}`);
  }
}

function label(entry: unknown, index: number, key: string, what: string): string {
  const value = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? `${what} ${index + 1} ("${value}")` : `${what} ${index + 1}`;
}

const sailingIndex = new Map(
  timetable.routes.flatMap((route) => route.sailings.map((sailing) => [sailing.id, { route, sailing }] as const)),
);

/**
 * Checks a status (parsed JSON) against the schema and the timetable. Throws one Error listing every
 * problem as `file: entry, field: message`. `now` is the checker's clock: `updated` may not be in
 * its future (a mistyped year would keep a status fresh for ever).
 */
export function validateStatus(input: unknown, file: string, now = Date.now()): Status {
  const problems: string[] = [];
  const parsed = statusSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      problems.push(`${file}: ${field || 'the file'}: ${issue.message}`);
    }
    throw new StatusProblems(problems);
  }
  const data = parsed.data;
  const pageLimit = `${MAX_PAGE_BYTES / 1024} KB`;
  if (data.notices.length > MAX_NOTICES) {
    problems.push(
      `${file}: notices: there are ${data.notices.length} notices: at most ${MAX_NOTICES}, so that no page grows past ${pageLimit}. Delete the notices that are over, or merge notices that say the same`,
    );
  }
  if (data.sailings.length > MAX_SAILING_CHANGES) {
    problems.push(
      `${file}: sailings: there are ${data.sailings.length} sailing changes: at most ${MAX_SAILING_CHANGES}, so that no page grows past ${pageLimit}. Delete the changes of sailings that are over, or cancel a whole day with one notice`,
    );
  }
  if (problems.length) throw new StatusProblems(problems);
  const updatedAt = dhakaMillis(data.updated);
  if (updatedAt > now + CLOCK_SLACK_MINUTES * 60_000) {
    problems.push(`${file}: updated: ${data.updated} is in the future (Bangladesh time now: ${dhakaNow(now)})`);
  }

  let signal: Signal | null = null;
  if (data.signal) {
    const fromAt = dhakaMillis(data.signal.from);
    const untilAt = dhakaMillis(data.signal.until);
    if (untilAt <= fromAt) problems.push(`${file}: signal, until: ${data.signal.until} is not after from ${data.signal.from}`);
    signal = { ...data.signal, fromAt, untilAt };
  }

  const notices = checkNotices(
    data.notices,
    timetable.routes.map((route) => route.id),
    file,
    problems,
  );
  // No contradictions: the notice that explains the signal runs as long as the signal does.
  const stops = signal !== null && stormSignals.find((entry) => entry.number === signal!.number)?.stopsOurLaunches === true;
  if (signal) {
    for (const notice of notices) {
      if (notice.id.startsWith(SIGNAL_NOTICE_PREFIX) && notice.endsAt < signal.untilAt && notice.endsAt > updatedAt) {
        problems.push(
          `${file}: notice "${notice.id}", end: ${notice.end} is before the end of the storm signal it explains (${data.signal!.until}): end it with the signal`,
        );
      }
    }
  }

  const sailings: SailingChange[] = [];
  const seen = new Set<string>();
  data.sailings.forEach((entry, index) => {
    const where = `${file}: ${label(entry, index, 'sailing', 'sailing change')}`;
    const result = changeSchema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${where}, ${issue.path.join('.') || 'entry'}: ${issue.message}`);
      return;
    }
    const change = result.data;
    const known = sailingIndex.get(change.sailing);
    if (!known) {
      problems.push(
        `${where}, sailing: unknown sailing id "${change.sailing}" (see the ids in content/timetable/timetable.json, e.g. ${[
          ...sailingIndex.keys(),
        ]
          .slice(0, 3)
          .map((id) => `"${id}"`)
          .join(', ')})`,
      );
      return;
    }
    const key = `${change.sailing} ${change.date}`;
    if (seen.has(key)) problems.push(`${where}, date: ${change.sailing} on ${change.date} is listed twice (duplicate entry)`);
    seen.add(key);
    if (change.date < timetable.validFrom || change.date > timetable.validUntil) {
      problems.push(
        `${where}, date: ${change.date} is outside the timetable's season (${timetable.validFrom} to ${timetable.validUntil}): check the date`,
      );
    } else if (!runsOnDate(known.sailing, change.date)) {
      problems.push(`${where}, date: ${notRunningWhy(known.sailing, change.date)}`);
    }
    const depart = sailingTimes(known.sailing).depart;
    const scheduledAt = dhakaMillis(`${change.date} 00:00`) + depart * 60_000;
    let departsAt = scheduledAt;
    if (change.status === 'delayed') {
      if (!change.departs) {
        problems.push(`${where}, departs: is missing: a delayed sailing needs its new departure time "HH:MM"`);
      } else {
        // Read as the first such time after the timetabled one: "00:30" after a 21:00 sailing is
        // the next day's small hours.
        const given = parseClock(change.departs);
        let minutes = given <= depart ? given + 1440 : given;
        if (given === depart) {
          problems.push(
            `${where}, departs: ${change.departs} is the timetabled time itself: set the status to "on-time", or write the new, later time`,
          );
        } else if (minutes - depart > CHANGE_SHOWN_HOURS * 60 && depart - given < minutes - depart) {
          // Nearer before the timetabled time than a day's small hours after it: a delay written as an earlier time.
          minutes = given;
          problems.push(
            `${where}, departs: ${change.departs} is before the timetabled ${clockText(depart)}: a delayed sailing leaves later. Write the new, later time; if it leaves early, set "on-time" and say so in the note`,
          );
        } else if (minutes - depart > CHANGE_SHOWN_HOURS * 60) {
          problems.push(
            `${where}, departs: ${change.departs} is more than ${CHANGE_SHOWN_HOURS} hours after the timetabled ${clockText(depart)}: cancel the sailing and add a notice instead`,
          );
        }
        departsAt = dhakaMillis(`${change.date} 00:00`) + minutes * 60_000;
      }
    } else if (change.departs) {
      problems.push(`${where}, departs: only a delayed sailing has a new departure time (this one is ${change.status})`);
    }
    // A signal under which none of our launches leaves covers this departure: it cannot also leave.
    if (
      stops &&
      change.status !== 'cancelled' &&
      (change.status === 'on-time' || change.departs) &&
      departsAt >= signal!.fromAt &&
      departsAt < signal!.untilAt
    ) {
      problems.push(
        `${where}, status: ${change.status === 'delayed' ? `delayed to ${change.departs}` : 'on time'}, but storm signal ${signal!.number} stops every launch until ${data.signal!.until}: cancel it, or delay it past the signal's end`,
      );
    }
    sailings.push({
      ...change,
      route: known.route,
      timetabled: known.sailing,
      scheduledAt,
      departsAt,
      endsAt: Math.max(scheduledAt, departsAt) + CHANGE_SHOWN_HOURS * HOUR,
    });
  });

  const cancelled = new Set(sailings.filter((change) => change.status === 'cancelled').map((change) => `${change.sailing} ${change.date}`));
  const movements = checkMovements(data.movements, cancelled, file, problems, now);

  if (problems.length) throw new StatusProblems(problems);
  sailings.sort((a, b) => a.scheduledAt - b.scheduledAt);
  const checked: Status = { updated: data.updated, updatedAt, staleAt: updatedAt + STALE_AFTER_HOURS * HOUR, signal, notices, sailings };
  if (movements) checked.movements = movements;
  if (data.onTime) checked.onTime = data.onTime;
  return checked;
}

/** Why a sailing does not run on a date of the season, from the timetable's own fields. */
function notRunningWhy(sailing: Sailing, date: string): string {
  const timetableFile = 'content/timetable/timetable.json';
  if (sailing.notOn?.includes(date)) {
    return `${sailing.id} does not run on ${date}: the timetable lists that date in the sailing's "notOn" (${timetableFile}). If it sails that day after all, take the date out of "notOn" and publish a new release; otherwise delete this entry`;
  }
  const weekdays = weekdaysOf(sailing.days);
  if (weekdays.length === 0) {
    return `${sailing.id} runs only on the dates in its "extraDates" (${timetableFile}), and ${date} is not one of them: add it there and publish a new release if the sailing runs that day, or check the date`;
  }
  // 1 January 2023 was a Sunday: day 0 of weekdayOf.
  const weekday = (day: number) => new Date(Date.UTC(2023, 0, 1 + day)).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  return `${sailing.id} runs on ${weekdays.map(weekday).join(', ')} only, and ${date} is a ${weekday(weekdayOf(date))} not in its "extraDates" (${timetableFile}): add the date there and publish a new release if it runs that day, or check the date`;
}

function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Bangladesh time "YYYY-MM-DD HH:MM" at an instant. */
export function dhakaNow(now = Date.now()): string {
  return new Date(now + 6 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Reads and checks a status file, strictly (lib/status/input.ts: UTF-8 only, no key twice, a
 * syntax error named by line and column). Throws a StatusInputError or StatusProblems.
 */
export function readStatusFile(file: string, now = Date.now()): Status {
  return validateStatus(readStatusInput(file).value, file, now);
}

/** What is in force at `now`: the signal until it is lowered, notices and changes until they end. */
export function statusAt(status: Status, now: number) {
  return {
    signal: status.signal && status.signal.untilAt > now ? status.signal : null,
    notices: status.notices.filter((notice) => notice.endsAt > now),
    sailings: status.sailings.filter((change) => change.endsAt > now),
    stale: now >= status.staleAt,
  };
}
