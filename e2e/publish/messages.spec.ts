import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { outDir } from '../support/routes';
import { dhakaNow, MAX_NOTICES, MAX_PAGE_BYTES, MAX_SAILING_CHANGES, validateStatus } from '../../lib/status/status';
import { decodeStatusBytes, MAX_NESTING, MAX_STATUS_BYTES, StatusInputError } from '../../lib/status/input';
import { MAX_NOTICE_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../../lib/status/text-rules';
import { runsOnDate, sailingTimes, seasonDates, timetable, weekdaysOf } from '../../lib/timetable/model';
import { weekdayOf } from '../../lib/timetable/departures';
import { atomFeed } from '../../lib/status/feeds';

/*
 * The publish path's second pass (issue 53): what the first one let through or said wrongly. Every
 * case is a file made here and given to the publisher every release carries (out/_publish/status.mjs)
 * with --check against the built site, which checks and renders exactly as a publish does and
 * writes nothing. The messages that name a cause are asserted word for word. No server.
 */

// Each case starts the publisher (a 2 MB bundle): seconds apiece on a loaded machine.
test.describe.configure({ timeout: 240_000 });

const work = join(tmpdir(), `nodipoth-publish-messages-${process.pid}`);
const publisher = join(outDir, '_publish', 'status.mjs');
const HOUR = 3_600_000;

test.beforeAll(() => mkdirSync(work, { recursive: true }));
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string; ms: number };

/**
 * The publisher with --check on FILE against the built site, as an operator runs it. Stopped after
 * `limitMs` (its code then null, which every test's assertion on the code rejects).
 */
function check(file: string, limitMs = 60_000): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, [publisher, '--check', file, outDir]);
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  child.on('close', () => clearTimeout(timer));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started })));
}

let counter = 0;
/** Writes a status (a value, or the exact text or bytes) to a file of its own and returns its path. */
function statusFile(content: unknown): string {
  const file = join(work, `status-${++counter}.json`);
  writeFileSync(file, Buffer.isBuffer(content) || typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

const today = dhakaNow().slice(0, 10);
/** The first sailing of the timetable and a date of the season it runs on (today if it can). */
const [firstRoute] = timetable.routes;
const firstSailing = firstRoute!.sailings[0]!;
const runningDate = [today, ...seasonDates()].find((date) => date >= timetable.validFrom && runsOnDate(firstSailing, date))!;

/** A valid status of now with one sailing change, whose fields `change` overrides. */
function status(change: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    updated: dhakaNow(),
    signal: null,
    notices: [],
    sailings: [{ sailing: firstSailing.id, date: runningDate, status: 'cancelled', ...change }],
    ...extra,
  };
}
const bn = 'ঝড়ের জন্য আজ রাতের লঞ্চ বাতিল';
const where = (file: string, id = firstSailing.id) => `${file}: sailing change 1 ("${id}")`;

test('text with no visible letter, and noncharacters XML 1.0 forbids, are refused in every text', async () => {
  const cases: [string, string][] = [
    ['\uFFA0', 'the English note is empty (it has only spaces or invisible characters)'],
    ['\u3164 \u3164', 'the English note is empty (it has only spaces or invisible characters)'],
    [
      '\u2800\u2800',
      'the English note has no letter or digit a reader can see (it holds only U+2800: blank-looking characters or marks without a letter): write the text in words',
    ],
    [
      '\u0301\u0302',
      'the English note has no letter or digit a reader can see (it holds only U+0301, U+0302: blank-looking characters or marks without a letter): write the text in words',
    ],
    [
      'Storm \uFFFE tonight',
      'the English note has a noncharacter (U+FFFE), which is not text and which the Atom feeds cannot carry: delete it and type the text again',
    ],
    [
      'Storm \uFFFF tonight',
      'the English note has a noncharacter (U+FFFF), which is not text and which the Atom feeds cannot carry: delete it and type the text again',
    ],
  ];
  for (const [en, message] of cases) {
    const file = statusFile(status({ note: { en, bn } }));
    const result = await check(file);
    expect(result.code, message).toBe(1);
    expect(result.stderr).toContain(`${where(file)}, note.en: ${message}`);
  }
  // The same rules in Bangla, and in a notice's title.
  const notice = {
    id: 'blank-title',
    severity: 'information',
    routes: 'all',
    start: dhakaNow(),
    end: dhakaNow(Date.now() + HOUR),
    title: { en: 'Ferry works', bn: '\u2800' },
    text: { en: 'Works at the ghat', bn },
  };
  const file = statusFile(status({ note: { en: 'Storm', bn: '\u0981\u09bc' } }, { notices: [notice] }));
  const result = await check(file);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(
    `${where(file)}, note.bn: the Bangla note has no letter or digit a reader can see (it holds only U+0981, U+09BC: blank-looking characters or marks without a letter): write the text in words`,
  );
  expect(result.stderr).toContain(
    `${file}: notice "blank-title", title.bn: the Bangla title has no letter or digit a reader can see (it holds only U+2800: blank-looking characters or marks without a letter): write the text in words`,
  );
});

test('the Atom feeds stay well-formed XML whatever text reaches them', () => {
  const value = status({ note: { en: 'Storm', bn } });
  const checked = validateStatus(value, 'status.json');
  // Past the text rules (as a future field or a name from content/ would be): every character XML forbids.
  const broken = {
    ...checked,
    sailings: checked.sailings.map((change) => ({ ...change, note: { en: 'a\uFFFEb\uFFFF\u0001\uD800c', bn } })),
  };
  const now = Date.parse(`${runningDate}T00:00:00+06:00`);
  for (const locale of ['en', 'bn'] as const) {
    const feed = atomFeed(broken, locale, now);
    // XML 1.0's Char production (section 2.2): anything else makes the document ill-formed.
    const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
    expect(feed.match(notXmlChar)?.[0], locale).toBeUndefined();
    if (locale === 'en') expect(feed).toContain('a\uFFFDb\uFFFD\uFFFD\uFFFDc');
  }
});

test('a bad byte at the end of 256 KB is named by line and column at once; a NUL byte and deep nesting are said as such', async () => {
  // A note long enough that the file is 256 KB, the last byte of its text a Latin-1 "é".
  const json = JSON.stringify(status({ note: { en: `${'x'.repeat(MAX_STATUS_BYTES - 1200)}Caf@`, bn } }), null, 2);
  const text = json.slice(0, json.indexOf('@'));
  const bytes = Buffer.concat([Buffer.from(text), Buffer.from([0xe9]), Buffer.from(json.slice(json.indexOf('@') + 1))]);
  expect(bytes.length).toBeLessThanOrEqual(MAX_STATUS_BYTES);
  const lines = text.split('\n');
  const file = statusFile(bytes);
  // The old reader decoded every prefix again: 67 s here, 115-134 s under load. A generous bound
  // that any linear reader meets on a loaded machine, and the figure printed.
  const result = await check(file, 15_000);
  const started = performance.now();
  expect(() => decodeStatusBytes(bytes, file)).toThrow(StatusInputError);
  console.log(
    `a bad byte at byte ${Buffer.byteLength(text) + 1} of ${bytes.length}: refused in ${Math.round(result.ms)} ms by the publisher (its start included), decoded in ${(performance.now() - started).toFixed(1)} ms`,
  );
  expect(result.code, 'refused within 15 s').toBe(1);
  expect(result.stderr).toContain(
    `${file}: line ${lines.length}, column ${lines.at(-1)!.length + 1}: byte ${Buffer.byteLength(text) + 1} is not UTF-8 (it is 0xE9: the file was saved in another encoding): save it as UTF-8`,
  );

  const nul = statusFile(Buffer.from(`{\n  "updated": "${dhakaNow()}\u0000",\n}`));
  const nulResult = await check(nul);
  expect(nulResult.stderr).toContain(
    `${nul}: line 2, column ${`  "updated": "${dhakaNow()}`.length + 1}: a zero byte (NUL), which no text holds: delete it (a copy from another program can leave one)`,
  );
  expect(nulResult.stderr).not.toContain('UTF-16');

  // About 5,000 levels in 12 KB: the old reader's stack overflowed.
  const deep = statusFile(`{"updated": "${dhakaNow()}", "signal":\n  ${'['.repeat(5000)}${']'.repeat(5000)}}`);
  const deepResult = await check(deep);
  expect(deepResult.code).toBe(1);
  expect(deepResult.stderr).toContain(
    `${deep}: line 2, column ${3 + MAX_NESTING - 1}: objects and lists are nested more than ${MAX_NESTING} deep here (a status is 4 deep): a bracket is probably repeated; compare the file with content/status.example.json`,
  );
  expect(deepResult.stderr).not.toContain('call stack');
});

test('a delay before departure, a date the sailing does not run and an id written as a number say the real cause', async () => {
  const depart = sailingTimes(firstSailing).depart;
  const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const early = statusFile(status({ status: 'delayed', departs: clock(depart - 15) }));
  expect((await check(early)).stderr).toContain(
    `${where(early)}, departs: ${clock(depart - 15)} is before the timetabled ${clock(depart)}: a delayed sailing leaves later. Write the new, later time; if it leaves early, set "on-time" and say so in the note`,
  );

  const sailings = timetable.routes.flatMap((route) => route.sailings);
  const file = 'content/timetable/timetable.json';
  const notOn = sailings.find((sailing) => sailing.notOn?.some((date) => date >= timetable.validFrom && date <= timetable.validUntil));
  const onlyExtra = sailings.find((sailing) => weekdaysOf(sailing.days).length === 0);
  const someDays = sailings.find((sailing) => weekdaysOf(sailing.days).length > 0 && weekdaysOf(sailing.days).length < 7);
  const weekday = (day: number) => new Date(Date.UTC(2023, 0, 1 + day)).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const cases: [string, string, string][] = [];
  if (notOn) {
    const date = notOn.notOn!.find((day) => day >= timetable.validFrom && day <= timetable.validUntil)!;
    cases.push([
      notOn.id,
      date,
      `${notOn.id} does not run on ${date}: the timetable lists that date in the sailing's "notOn" (${file}). If it sails that day after all, take the date out of "notOn" and publish a new release; otherwise delete this entry`,
    ]);
  }
  if (onlyExtra) {
    const date = seasonDates().find((day) => !runsOnDate(onlyExtra, day))!;
    cases.push([
      onlyExtra.id,
      date,
      `${onlyExtra.id} runs only on the dates in its "extraDates" (${file}), and ${date} is not one of them: add it there and publish a new release if the sailing runs that day, or check the date`,
    ]);
  }
  if (someDays) {
    const date = seasonDates().find((day) => !runsOnDate(someDays, day) && !someDays.notOn?.includes(day))!;
    cases.push([
      someDays.id,
      date,
      `${someDays.id} runs on ${weekdaysOf(someDays.days).map(weekday).join(', ')} only, and ${date} is a ${weekday(weekdayOf(date))} not in its "extraDates" (${file}): add the date there and publish a new release if it runs that day, or check the date`,
    ]);
  }
  // The timetable has each kind of sailing today; should it lose one, the others are still checked.
  expect(cases.length).toBeGreaterThan(0);
  for (const [id, date, message] of cases) {
    const path = statusFile(status({ sailing: id, date }));
    const result = await check(path);
    expect(result.code, id).toBe(1);
    expect(result.stderr).toContain(`${where(path, id)}, date: ${message}`);
  }

  const number = statusFile(status({ sailing: 2100 }));
  expect((await check(number)).stderr).toContain(
    `${number}: sailing change 1, sailing: the sailing id must be text in double quotes, like "dhk-bsl-2100", not 2100`,
  );
  const noticeId = statusFile({
    ...status(),
    notices: [
      {
        id: 7,
        severity: 'information',
        routes: 'all',
        start: dhakaNow(),
        end: dhakaNow(Date.now() + HOUR),
        title: { en: 'W', bn },
        text: { en: 'W', bn },
      },
    ],
  });
  expect((await check(noticeId)).stderr).toContain(
    `${noticeId}: notice 1, id: id must be text in double quotes, like "ferry-works", not 7`,
  );
});

test('a dangling symbolic link and a loop of links are said as such, not as "no such file"', async () => {
  const dangling = join(work, 'dangling.json');
  symlinkSync(join(work, 'gone.json'), dangling);
  const loopA = join(work, 'loop-a.json');
  const loopB = join(work, 'loop-b.json');
  symlinkSync(loopB, loopA);
  symlinkSync(loopA, loopB);
  const first = await check(dangling);
  expect(first.code).toBe(1);
  expect(first.stderr).toContain(
    `${dangling}: is a symbolic link to something that no longer exists, so the publisher could not read the status file: point the link at the file again, or give the file itself`,
  );
  const second = await check(loopA);
  expect(second.stderr).toContain(
    `${loopA}: its symbolic links point at each other in a circle (or more than 40 deep), so the publisher could not read the status file: point the link at the real file`,
  );
  for (const result of [first, second]) expect(result.stderr).not.toMatch(/E[A-Z]{3,}|no such file/);
});

test('more notices or sailing changes than the limit, or a page past 200 KB, are refused naming the limit', async () => {
  const notice = (i: number, length = 40) => ({
    id: `works-${i}`,
    severity: 'information',
    routes: 'all',
    start: dhakaNow(),
    end: dhakaNow(Date.now() + HOUR),
    title: { en: `Works ${i}`.padEnd(Math.min(length, MAX_TITLE_LENGTH), '.'), bn: `ঘাটে কাজ চলছে ${i}` },
    text: { en: `Works at the ghat ${i}`.padEnd(length, '.'), bn: `ঘাটে কাজ চলছে ${i} `.padEnd(length, 'ক') },
  });
  const many = statusFile({ ...status(), notices: Array.from({ length: MAX_NOTICES + 1 }, (_, i) => notice(i)) });
  const kb = `${MAX_PAGE_BYTES / 1024} KB`;
  expect((await check(many)).stderr).toContain(
    `${many}: notices: there are ${MAX_NOTICES + 1} notices: at most ${MAX_NOTICES}, so that no page grows past ${kb}. Delete the notices that are over, or merge notices that say the same`,
  );
  const changes = Array.from({ length: MAX_SAILING_CHANGES + 1 }, () => ({
    sailing: firstSailing.id,
    date: runningDate,
    status: 'cancelled',
  }));
  const tooManyChanges = statusFile({ ...status(), sailings: changes });
  expect((await check(tooManyChanges)).stderr).toContain(
    `${tooManyChanges}: sailings: there are ${MAX_SAILING_CHANGES + 1} sailing changes: at most ${MAX_SAILING_CHANGES}, so that no page grows past ${kb}. Delete the changes of sailings that are over, or cancel a whole day with one notice`,
  );
  // Within the count, every text at its longest: the pages as rendered are over the limit.
  const long = statusFile({ ...status(), notices: Array.from({ length: MAX_NOTICES }, (_, i) => notice(i, MAX_NOTICE_TEXT_LENGTH)) });
  const result = await check(long);
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(
    new RegExp(
      `: with this status (bn/)?status\\.html would be \\d+ KB: a page or feed may be at most ${kb}\\. Shorten the notices' texts and the sailings' notes, or delete the entries that are over`,
    ),
  );
});
