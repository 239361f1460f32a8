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

/** The notices' rules, fed bad data: each message names the file, the notice and the field. */
const routes = ['dhaka-barishal', 'barishal-bhola'];
function validateNotices(input: unknown[], routeIds: string[], file = 'status.json') {
  const problems: string[] = [];
  const notices = checkNotices(input, routeIds, file, problems);
  if (problems.length) throw new Error(problems.join('\n'));
  return notices;
}
const good = {
  id: 'fog',
  severity: 'disruption',
  routes: ['barishal-bhola'],
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
  expect(problem({ ...good, routes: ['barishal-hatiya'] })).toContain(
    'notices.ts: notice "fog", routes.0: unknown route "barishal-hatiya" (routes are "dhaka-barishal", "barishal-bhola")',
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
const now = Date.parse('2026-11-24T13:00:00Z'); // 19:00 in Bangladesh
const status = {
  updated: '2026-11-24 18:30',
  signal: { number: 2, from: '2026-11-24 15:00', until: '2026-11-25 06:00' },
  notices: [good],
  sailings: [
    { sailing: 'dhk-bsl-2100', date: '2026-11-24', status: 'cancelled', note: { en: 'Signal 2.', bn: '২ নম্বর সংকেত।' } },
    { sailing: 'bsl-bhl-0730', date: '2026-11-25', status: 'delayed', departs: '08:15' },
    { sailing: 'dhk-bsl-2030', date: '2026-11-25', status: 'on-time' },
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
  const under = { sailing: 'dhk-bsl-2030', date: '2026-11-24' };
  expect(statusProblem({ ...status, sailings: [{ ...under, status: 'delayed', departs: '21:15' }] })).toContain(
    'status.json: sailing change 1 ("dhk-bsl-2030"), status: delayed to 21:15, but storm signal 2 stops every launch until 2026-11-25 06:00',
  );
  expect(statusProblem({ ...status, sailings: [{ ...under, status: 'on-time' }] })).toContain(
    'sailing change 1 ("dhk-bsl-2030"), status: on time, but storm signal 2 stops',
  );
  // Cancelled, delayed past the signal's end, or under a signal we sail in: no contradiction.
  for (const sailings of [
    [{ ...under, status: 'cancelled' }],
    [{ sailing: 'bsl-bhl-0730', date: '2026-11-25', status: 'delayed', departs: '08:15' }],
  ])
    expect(() => validateStatus({ ...status, sailings }, 'status.json', now)).not.toThrow();
  expect(() =>
    validateStatus(
      { ...status, signal: { ...status.signal, number: 1 }, sailings: [{ ...under, status: 'delayed', departs: '21:15' }] },
      'status.json',
      now,
    ),
  ).not.toThrow();
  // The notice that explains the signal (the desk's, from the signal's template) runs as long as it.
  const explains = { ...good, id: 'signal-202611241500', start: '2026-11-24 15:00', end: '2026-11-25 03:00' };
  expect(statusProblem({ ...status, notices: [explains] })).toContain(
    'status.json: notice "signal-202611241500", end: 2026-11-25 03:00 is before the end of the storm signal it explains (2026-11-25 06:00): end it with the signal',
  );
  expect(() => validateStatus({ ...status, notices: [{ ...explains, end: '2026-11-25 06:00' }] }, 'status.json', now)).not.toThrow();
});

test('a good status passes: times in Bangladesh time, a delay read after the timetabled departure', () => {
  const checked = validateStatus(status, 'status.json', now);
  expect(checked.updatedAt).toBe(Date.UTC(2026, 10, 24, 12, 30));
  expect(checked.staleAt - checked.updatedAt).toBe(STALE_AFTER_HOURS * 3_600_000);
  expect(checked.signal?.untilAt).toBe(Date.UTC(2026, 10, 25, 0, 0));
  const delayed = checked.sailings.find((change) => change.status === 'delayed')!;
  expect(delayed.departsAt - delayed.scheduledAt).toBe(45 * 60_000);
  expect(
    validateStatus(
      { ...status, signal: null, sailings: [{ sailing: 'dhk-bsl-2100', date: '2026-11-24', status: 'delayed', departs: '00:30' }] },
      'status.json',
      now,
    ).sailings[0]!.departsAt,
  ).toBe(Date.UTC(2026, 10, 24, 18, 30));
});

test('what is in force follows the clock: a lowered signal and a past sailing are over', () => {
  const checked = validateStatus(status, 'status.json', now);
  expect(statusAt(checked, now).signal).not.toBeNull();
  const morning = Date.parse('2026-11-25T00:10:00Z');
  expect(statusAt(checked, morning).signal).toBeNull();
  expect(statusAt(checked, morning).stale).toBe(false);
  expect(statusAt(checked, checked.staleAt).stale).toBe(true);
});

test('a sailing change is checked against the timetable', () => {
  expect(statusProblem({ ...status, sailings: [{ sailing: 'dhk-bsl-2200', date: '2026-11-24', status: 'cancelled' }] })).toContain(
    'status.json: sailing change 1 ("dhk-bsl-2200"), sailing: unknown sailing id "dhk-bsl-2200"',
  );
  expect(statusProblem({ ...status, sailings: [status.sailings[0], status.sailings[0]] })).toContain(
    'status.json: sailing change 2 ("dhk-bsl-2100"), date: dhk-bsl-2100 on 2026-11-24 is listed twice (duplicate entry)',
  );
  expect(statusProblem({ ...status, sailings: [{ sailing: 'bsl-bhl-0730', date: '2026-11-25', status: 'delayed' }] })).toContain(
    'sailing change 1 ("bsl-bhl-0730"), departs: is missing',
  );
  expect(
    statusProblem({ ...status, sailings: [{ sailing: 'bsl-bhl-0730', date: '2026-11-25', status: 'cancelled', departs: '08:00' }] }),
  ).toContain('departs: only a delayed sailing has a new departure time');
  expect(statusProblem({ ...status, sailings: [{ sailing: 'bsl-bhl-0730', date: '2026-11-31', status: 'cancelled' }] })).toContain(
    'sailing change 1 ("bsl-bhl-0730"), date: 2026-11-31 is not a date',
  );
  expect(statusProblem({ ...status, sailings: [{ sailing: 'bsl-bhl-0730', date: '2026-11-25', status: 'late' }] })).toContain(
    'status: status must be one of "cancelled", "delayed", "on-time"',
  );
  expect(statusProblem({ ...status, sailings: [{ ...status.sailings[0], note: { en: 'Storm.' } }] })).toContain(
    'sailing change 1 ("dhk-bsl-2100"), note.bn: the Bangla note is missing (missing translation)',
  );
});

test('a sailing that does not run on the date is refused', () => {
  // The Jhalokathi launch leaves Dhaka on Sundays, Tuesdays and Thursdays.
  expect(statusProblem({ ...status, sailings: [{ sailing: 'dhk-jkt-1930', date: '2026-11-25', status: 'cancelled' }] })).toContain(
    'sailing change 1 ("dhk-jkt-1930"), date: dhk-jkt-1930 runs on Sunday, Tuesday, Thursday only, and 2026-11-25 is a Wednesday not in its "extraDates" (content/timetable/timetable.json): add the date there and publish a new release if it runs that day, or check the date',
  );
  expect(() =>
    validateStatus({ ...status, sailings: [{ sailing: 'dhk-jkt-1930', date: '2026-11-24', status: 'cancelled' }] }, 'status.json', now),
  ).not.toThrow();
});

test('the signal, `updated` and the shape are checked', () => {
  expect(statusProblem({ ...status, signal: { number: 2, from: '2026-11-25 06:00', until: '2026-11-24 15:00' } })).toContain(
    'status.json: signal, until: 2026-11-24 15:00 is not after from 2026-11-25 06:00',
  );
  expect(statusProblem({ ...status, signal: { number: 5, from: '2026-11-24 15:00', until: '2026-11-25 06:00' } })).toContain(
    'status.json: signal.number: number must be 1, 2, 3 or 4',
  );
  expect(statusProblem({ ...status, updated: '2027-11-24 18:30' })).toContain('status.json: updated: 2027-11-24 18:30 is in the future');
  expect(statusProblem({ ...status, sailings: undefined })).toContain('status.json: sailings: sailings must be a list');
  expect(statusProblem({ ...status, extra: 1 })).toContain('status.json: the file: unknown key "extra": delete it or check the spelling');
  expect(statusProblem([])).toContain('status.json: the file: the status must be an object');
});

test('a file that is not JSON is named by line and column, and a missing file as missing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'status-'));
  const file = join(dir, 'status.json');
  writeFileSync(file, '{\n  "updated": "2026-11-24 18:30",\n');
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
    ['a sailing the timetable does not have', (status) => (status.sailings[0]!.sailing = 'dhk-bsl-2359'), '/sailings/0/sailing'],
    ['a time in another form', (status) => (status.updated = '2026-11-24T18:30'), '/updated'],
    ['a misspelt field', (status) => (status.sailings[0]!.stauts = 'cancelled'), '/sailings/0'],
    ['a signal out of range', (status) => (status.signal = { number: 5, from: '2026-11-24 15:00', until: '2026-11-25 06:00' }), '/signal'],
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
