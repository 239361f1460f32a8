import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { STATUS_SCHEMA_FILE, statusFileSchema } from '../../lib/status/schema';
import Ajv2020 from 'ajv/dist/2020';
import { checkNotices, dhakaMillis } from '../../lib/status/notices';
import { readStatusFile, statusAt, validateStatus } from '../../lib/status/status';
import { STALE_AFTER_HOURS } from '../../lib/site/constants';
import { outDir } from '../support/routes';
import { addDays } from '../../lib/timetable/departures';
import { runsOnDate, timetable, weekdaysOf } from '../../lib/timetable/model';
import {
  clockPlus,
  dhakaInstant,
  everySailing,
  findSeasonDay,
  minutesOf,
  misspelling,
  nameOfWeekday,
  weekdayName,
  type Placed,
} from '../support/timetable-fixtures';

/** The notices' rules, fed bad data: each message names the file, the notice and the field. */
// Two of the timetable's routes: the notices' rules are given the route ids to check against.
const routes = timetable.routes.slice(0, 2).map((route) => route.id);
function validateNotices(input: unknown[], routeIds: string[], file = 'status.json') {
  const problems: string[] = [];
  const notices = checkNotices(input, routeIds, file, problems);
  if (problems.length) throw new Error(problems.join('\n'));
  return notices;
}
const good = {
  id: 'fog',
  severity: 'disruption',
  routes: [routes[1]!],
  start: '2026-12-01 06:00',
  end: '2026-12-02 06:00',
  title: { en: 'Fog', bn: 'কুয়াশা' },
  text: { en: 'Morning launches may leave late.', bn: 'সকালের লঞ্চ দেরিতে ছাড়তে পারে।' },
};
const problem = (entry: unknown) => {
  try {
    validateNotices([entry], routes, 'notices.ts');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the notice was accepted');
};

test('a good notice passes, with its times in Bangladesh time', () => {
  const [notice] = validateNotices([good], routes);
  expect(notice?.startsAt).toBe(Date.UTC(2026, 11, 1, 0, 0));
  expect(dhakaMillis('2026-12-02 06:00')).toBe(notice?.endsAt);
});

test('an end before the start is refused', () => {
  expect(problem({ ...good, end: '2026-11-30 06:00' })).toContain(
    'notices.ts: notice "fog", end: 2026-11-30 06:00 is not after the start 2026-12-01 06:00',
  );
});

test('an unknown route is refused, naming the routes there are', () => {
  const slip = misspelling(routes[1]!, routes);
  expect(problem({ ...good, routes: [slip] })).toContain(
    `notices.ts: notice "fog", routes.0: unknown route "${slip}" (routes are ${routes.map((id) => `"${id}"`).join(', ')})`,
  );
});

test('a missing or untranslated Bangla text is refused', () => {
  expect(problem({ ...good, text: { en: 'Late.' } })).toContain(
    'notices.ts: notice "fog", text.bn: the Bangla text is missing (missing translation)',
  );
  expect(problem({ ...good, title: { en: 'Fog', bn: 'Fog' } })).toContain(
    'notices.ts: notice "fog", title.bn: the Bangla title must be written in Bangla',
  );
});

test('a duplicate id, an unknown severity and a malformed time are refused', () => {
  expect(() => validateNotices([good, good], routes, 'notices.ts')).toThrow(
    'notices.ts: notice "fog": id is used by another notice (duplicate id)',
  );
  expect(problem({ ...good, severity: 'closed' })).toContain(
    `notice "fog", severity: severity must be one of 'information', 'disruption', 'suspended'`,
  );
  expect(problem({ ...good, start: '1 Dec 2026' })).toContain(
    'notice "fog", start: must be a date and time "YYYY-MM-DD HH:MM" in Bangladesh time',
  );
});

test("a notice for every route says routes: 'all', and is shown on each", () => {
  const [notice] = validateNotices([{ ...good, routes: 'all' }], routes);
  expect(notice).toMatchObject({ routes, allRoutes: true });
  expect(validateNotices([good], routes)[0]?.allRoutes).toBe(false);
  expect(problem({ ...good, routes: [] })).toContain('notice "fog", routes: routes must name at least one route, or be \'all\'');
  expect(problem({ ...good, routes: 'every' })).toContain('notice "fog", routes: routes must be \'all\' or a list of route ids');
});

test('a date that is not on the calendar is refused, not moved to the next month', () => {
  expect(problem({ ...good, end: '2026-11-31 06:00' })).toContain('notice "fog", end: 2026-11-31 is not a date on the calendar');
  expect(problem({ ...good, start: '2026-02-29 06:00' })).toContain('notice "fog", start: 2026-02-29 is not a date on the calendar');
  expect(() => validateNotices([{ ...good, start: '2028-02-29 06:00', end: '2028-03-01 06:00' }], routes)).not.toThrow();
});

test('every problem is listed at once', () => {
  let message = '';
  try {
    validateNotices(
      [
        { ...good, routes: ['nowhere'] },
        { ...good, id: 'two', end: '2020-01-01 00:00' },
      ],
      routes,
      'notices.ts',
    );
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message.split('\n')).toHaveLength(2);
});

/** The status file's own rules: signal, sailing changes, `updated`; each message names file, entry and field. */
/*
 * The fixtures, from the timetable by rule: a storm evening (signal 2 from 15:00 to 06:00 the next
 * morning, the status written at 18:30, read at 19:00) on the first day of the season with two
 * sailings leaving between 19:00 and midnight (one cancelled, one under the signal), and the next
 * morning a sailing leaving after the signal (delayed 45 minutes) and another (on time).
 */
const leaves = (sailing: { calls: { depart?: string }[] }) => minutesOf(sailing.calls[0]!.depart!);
const evening = (date: string) =>
  everySailing(timetable).filter(
    ({ sailing }) => runsOnDate(sailing, date) && leaves(sailing) >= 19 * 60 && leaves(sailing) + 45 < 24 * 60,
  );
const afterSignal = (date: string) =>
  everySailing(timetable).filter(({ sailing }) => runsOnDate(sailing, date) && leaves(sailing) >= 6 * 60 && leaves(sailing) + 45 < 24 * 60);
const day = findSeasonDay(
  timetable,
  'an evening with two sailings leaving after 19:00, followed by a day with two sailings after 06:00',
  (date) => date < timetable.validUntil && evening(date).length >= 2 && afterSignal(addDays(date, 1)).length >= 2,
);
const nextDay = addDays(day, 1);
const [{ sailing: cancelled }, { sailing: underSignal }] = evening(day) as [Placed, Placed];
const [{ sailing: delayedNext }, { sailing: onTimeNext }] = afterSignal(nextDay) as [Placed, Placed];
const delayedTo = clockPlus(delayedNext.calls[0]!.depart!, 45);
const now = dhakaInstant(day, 19 * 60);
const status = {
  updated: `${day} 18:30`,
  signal: { number: 2, from: `${day} 15:00`, until: `${nextDay} 06:00` },
  notices: [good],
  sailings: [
    { sailing: cancelled.id, date: day, status: 'cancelled', note: { en: 'Signal 2.', bn: '২ নম্বর সংকেত।' } },
    { sailing: delayedNext.id, date: nextDay, status: 'delayed', departs: delayedTo },
    { sailing: onTimeNext.id, date: nextDay, status: 'on-time' },
  ],
};
const statusProblem = (input: unknown) => {
  try {
    validateStatus(input, 'status.json', now);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the status was accepted');
};

test('no contradictions: a sailing leaving while a signal that stops launches covers it is refused, and the signal’s notice ending before it', () => {
  const under = { sailing: underSignal.id, date: day };
  const late = clockPlus(underSignal.calls[0]!.depart!, 45);
  expect(statusProblem({ ...status, sailings: [{ ...under, status: 'delayed', departs: late }] })).toContain(
    `status.json: sailing change 1 ("${underSignal.id}"), status: delayed to ${late}, but storm signal 2 stops every launch until ${nextDay} 06:00`,
  );
  expect(statusProblem({ ...status, sailings: [{ ...under, status: 'on-time' }] })).toContain(
    `sailing change 1 ("${underSignal.id}"), status: on time, but storm signal 2 stops`,
  );
  // Cancelled, delayed past the signal's end, or under a signal we sail in: no contradiction.
  for (const sailings of [
    [{ ...under, status: 'cancelled' }],
    [{ sailing: delayedNext.id, date: nextDay, status: 'delayed', departs: delayedTo }],
  ])
    expect(() => validateStatus({ ...status, sailings }, 'status.json', now)).not.toThrow();
  expect(() =>
    validateStatus(
      { ...status, signal: { ...status.signal, number: 1 }, sailings: [{ ...under, status: 'delayed', departs: late }] },
      'status.json',
      now,
    ),
  ).not.toThrow();
  // The notice that explains the signal (the desk's, from the signal's template) runs as long as it.
  const explainsId = `signal-${day.replaceAll('-', '')}1500`;
  const explains = { ...good, id: explainsId, start: `${day} 15:00`, end: `${nextDay} 03:00` };
  expect(statusProblem({ ...status, notices: [explains] })).toContain(
    `status.json: notice "${explainsId}", end: ${nextDay} 03:00 is before the end of the storm signal it explains (${nextDay} 06:00): end it with the signal`,
  );
  expect(() => validateStatus({ ...status, notices: [{ ...explains, end: `${nextDay} 06:00` }] }, 'status.json', now)).not.toThrow();
});

test('a good status passes: times in Bangladesh time, a delay read after the timetabled departure', () => {
  const checked = validateStatus(status, 'status.json', now);
  expect(checked.updatedAt).toBe(dhakaInstant(day, 18 * 60 + 30));
  expect(checked.staleAt - checked.updatedAt).toBe(STALE_AFTER_HOURS * 3_600_000);
  expect(checked.signal?.untilAt).toBe(dhakaInstant(nextDay, 6 * 60));
  const delayed = checked.sailings.find((change) => change.status === 'delayed')!;
  expect(delayed.departsAt - delayed.scheduledAt).toBe(45 * 60_000);
  expect(
    validateStatus(
      { ...status, signal: null, sailings: [{ sailing: cancelled.id, date: day, status: 'delayed', departs: '00:30' }] },
      'status.json',
      now,
    ).sailings[0]!.departsAt,
  ).toBe(dhakaInstant(nextDay, 30));
});

test('what is in force follows the clock: a lowered signal and a past sailing are over', () => {
  const checked = validateStatus(status, 'status.json', now);
  expect(statusAt(checked, now).signal).not.toBeNull();
  const morning = dhakaInstant(nextDay, 6 * 60 + 10);
  expect(statusAt(checked, morning).signal).toBeNull();
  expect(statusAt(checked, morning).stale).toBe(false);
  expect(statusAt(checked, checked.staleAt).stale).toBe(true);
});

test('a sailing change is checked against the timetable', () => {
  const unknown = misspelling(
    cancelled.id,
    everySailing(timetable).map(({ sailing }) => sailing.id),
  );
  expect(statusProblem({ ...status, sailings: [{ sailing: unknown, date: day, status: 'cancelled' }] })).toContain(
    `status.json: sailing change 1 ("${unknown}"), sailing: unknown sailing id "${unknown}"`,
  );
  expect(statusProblem({ ...status, sailings: [status.sailings[0], status.sailings[0]] })).toContain(
    `status.json: sailing change 2 ("${cancelled.id}"), date: ${cancelled.id} on ${day} is listed twice (duplicate entry)`,
  );
  const next = { sailing: delayedNext.id, date: nextDay };
  expect(statusProblem({ ...status, sailings: [{ ...next, status: 'delayed' }] })).toContain(
    `sailing change 1 ("${delayedNext.id}"), departs: is missing`,
  );
  expect(statusProblem({ ...status, sailings: [{ ...next, status: 'cancelled', departs: delayedTo }] })).toContain(
    'departs: only a delayed sailing has a new departure time',
  );
  const unreal = `${nextDay.slice(0, 4)}-02-30`;
  expect(statusProblem({ ...status, sailings: [{ ...next, date: unreal, status: 'cancelled' }] })).toContain(
    `sailing change 1 ("${delayedNext.id}"), date: ${unreal} is not a date`,
  );
  expect(statusProblem({ ...status, sailings: [{ ...next, status: 'late' }] })).toContain(
    'status: status must be one of "cancelled", "delayed", "on-time"',
  );
  expect(statusProblem({ ...status, sailings: [{ ...status.sailings[0], note: { en: 'Storm.' } }] })).toContain(
    `sailing change 1 ("${cancelled.id}"), note.bn: the Bangla note is missing (missing translation)`,
  );
});

test('a sailing that does not run on the date is refused', () => {
  // A sailing on some weekdays only, a day near the storm evening it runs and one it does not.
  const weekly = everySailing(timetable).find(({ sailing }) => {
    const days = weekdaysOf(sailing.days).length;
    return days > 0 && days < 7;
  })?.sailing;
  expect(weekly, 'the timetable has a sailing on some weekdays only').toBeDefined();
  const off = findSeasonDay(
    timetable,
    `a day from ${day} that ${weekly!.id} does not run`,
    (date) => date >= day && !runsOnDate(weekly!, date),
  );
  const on = findSeasonDay(timetable, `a day from ${day} that ${weekly!.id} runs`, (date) => date >= day && runsOnDate(weekly!, date));
  const names = weekdaysOf(weekly!.days).map(nameOfWeekday);
  expect(statusProblem({ ...status, sailings: [{ sailing: weekly!.id, date: off, status: 'cancelled' }] })).toContain(
    `sailing change 1 ("${weekly!.id}"), date: ${weekly!.id} runs on ${names.join(', ')} only, and ${off} is a ${weekdayName(off)} not in its "extraDates" (content/timetable/timetable.json): add the date there and publish a new release if it runs that day, or check the date`,
  );
  expect(() =>
    validateStatus({ ...status, sailings: [{ sailing: weekly!.id, date: on, status: 'cancelled' }] }, 'status.json', now),
  ).not.toThrow();
});

test('the signal, `updated` and the shape are checked', () => {
  const { from, until } = status.signal;
  expect(statusProblem({ ...status, signal: { number: 2, from: until, until: from } })).toContain(
    `status.json: signal, until: ${from} is not after from ${until}`,
  );
  expect(statusProblem({ ...status, signal: { ...status.signal, number: 5 } })).toContain(
    'status.json: signal.number: number must be 1, 2, 3 or 4',
  );
  const yearOn = `${addDays(day, 365)} 18:30`;
  expect(statusProblem({ ...status, updated: yearOn })).toContain(`status.json: updated: ${yearOn} is in the future`);
  expect(statusProblem({ ...status, sailings: undefined })).toContain('status.json: sailings: sailings must be a list');
  expect(statusProblem({ ...status, extra: 1 })).toContain('status.json: the file: unknown key "extra": delete it or check the spelling');
  expect(statusProblem([])).toContain('status.json: the file: the status must be an object');
});

test('a file that is not JSON is named by line and column, and a missing file as missing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'status-'));
  const file = join(dir, 'status.json');
  writeFileSync(file, `{\n  "updated": "${status.updated}",\n`);
  expect(() => readStatusFile(file, now)).toThrow(`${file}: line 3, column 1: not valid JSON`);
  expect(() => readStatusFile(join(dir, 'missing.json'), now)).toThrow(
    'missing.json: there is no such file or folder, so the publisher could not read the status file: check the name',
  );
});

test.describe('the published JSON Schema of status.json (/status.schema.json)', () => {
  // An independent reader: Ajv, the JSON Schema validator, in draft 2020-12 mode.
  const validator = () =>
    new Ajv2020({ allErrors: true, strict: true }).compile(JSON.parse(readFileSync(join(outDir, 'status.schema.json'), 'utf8')));
  const example = () =>
    JSON.parse(readFileSync('content/status.example.json', 'utf8')) as Record<string, unknown> & { sailings: Record<string, unknown>[] };

  test('is generated from the rules, and content/status.json names the copy beside it, which editors read', () => {
    const written = JSON.parse(readFileSync(STATUS_SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
    expect(written, `${STATUS_SCHEMA_FILE} is out of date: run npm run check`).toEqual(statusFileSchema());
    for (const file of ['content/status.json', 'content/status.example.json']) {
      expect((JSON.parse(readFileSync(file, 'utf8')) as { $schema?: string }).$schema, file).toBe('./status.schema.json');
    }
    const published = JSON.parse(readFileSync(join(outDir, 'status.schema.json'), 'utf8')) as Record<string, unknown>;
    expect({ ...published, $id: undefined }).toEqual({ ...written, $id: undefined });
  });

  test('the build published it, and it accepts the status the build published and the storm-evening example', () => {
    const validate = validator();
    for (const file of [join(outDir, 'status.json'), 'content/status.example.json']) {
      expect(validate(JSON.parse(readFileSync(file, 'utf8'))), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  const faults: [string, (status: ReturnType<typeof example>) => void, string][] = [
    [
      'a sailing the timetable does not have',
      (status) =>
        (status.sailings[0]!.sailing = misspelling(
          String(status.sailings[0]!.sailing),
          everySailing(timetable).map(({ sailing }) => sailing.id),
        )),
      '/sailings/0/sailing',
    ],
    ['a time in another form', (status) => (status.updated = String(status.updated).replace(' ', 'T')), '/updated'],
    ['a misspelt field', (status) => (status.sailings[0]!.stauts = 'cancelled'), '/sailings/0'],
    ['a signal out of range', (status) => (status.signal = { number: 5, from: status.updated, until: status.updated }), '/signal'],
  ];
  for (const [what, fault, path] of faults) {
    test(`refuses ${what}`, () => {
      const validate = validator();
      const status = example();
      fault(status);
      expect(validate(status)).toBe(false);
      expect(validate.errors!.map((error) => error.instancePath)).toContain(path);
    });
  }
});
