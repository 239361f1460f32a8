import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillText } from '../../lib/i18n/text';
import { formatNumber, formatTime } from '../../lib/i18n/format';
import { localePath, locales, type Locale } from '../../lib/i18n/locales';
import { dhakaNow, validateStatus, type StatusFile } from '../../lib/status/status';
import { publishStatusBytes } from '../../lib/status/publish';
import { serviceMinute } from '../../lib/status/movements';
import { dictionary, fillCopy } from '../../lib/words/copy';
import { sailingVerdict, sails } from '../../lib/status/verdict';
import { stormSignals } from '../../lib/site/safety';
import { timetableCopy } from '../../lib/timetable/copy';
import { addDays, nextDeparture } from '../../lib/timetable/departures';
import { localName, runsOnDate, sailingEnds, sailingTimes, stopById, timedCalls, timetable, vesselNameOn } from '../../lib/timetable/model';
import { sailingSlot } from '../../lib/timetable/rotations';
import { expect, rememberAgeAnswer, test } from '../support/fixtures';
import { outDir } from '../support/routes';
import { serveStatic, type StaticServer } from '../support/static-server';

/**
 * Issue 52: the trip finder never offers what the status forbids. A copy of the build, into which
 * the bundled publisher publishes a signal under which we do not sail, a suspension of a route and
 * a cancellation in turn; the timetable page, opened with the build's own status in its HTML,
 * takes the published one in (LiveStatus) and the finder judges by it. The route, its sailings and
 * the launches that take one night about are the timetable's, found here, never named.
 */
const site = join(process.cwd(), 'e2e', '.finder-site');
const port = Number(process.env.TEST_PORT || 4173) + 13;
const origin = `http://127.0.0.1:${port}`;
const publisher = join(outDir, '_publish', 'status.mjs');
const HOUR = 3_600_000;
const season = [timetable.validFrom, timetable.validUntil] as const;

// The direction of the first sailing two launches take night about: its route, ends and sailings.
const route = timetable.routes.find((r) => r.sailings.some((s) => s.alternatesWith))!;
const alternating = route.sailings.find((s) => s.alternatesWith)!;
const { from, to } = sailingEnds(route, alternating.direction);
const trips = route.sailings.filter((s) => s.direction === alternating.direction).map((s) => ({ ...sailingSlot(s), id: s.id, sailing: s }));
const stops = stormSignals.find((signal) => signal.stopsOurLaunches)!.number;

let server: StaticServer | undefined;
let scratch = '';
let now = Date.now();

/** Publishes a status (its `updated` just now) into the site copy, as the operator's command does. */
function publish(file: Omit<StatusFile, 'updated'>) {
  now = Date.now();
  const path = join(scratch, 'status.json');
  const status = { updated: dhakaNow(now - 60_000), ...file };
  writeFileSync(path, JSON.stringify(status));
  const result = spawnSync(process.execPath, [publisher, path, site], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return validateStatus(status, 'status.json', now);
}

/** The timetable's next departures of the direction from `at`, whatever the status. */
const upcoming = (at: number) => {
  const found: NonNullable<ReturnType<typeof nextDeparture<(typeof trips)[number]>>>[] = [];
  for (let after = at; found.length < 3;) {
    const next = nextDeparture(trips, after, season)!;
    found.push(next);
    after = next.at;
  }
  return found;
};

async function openFinder(page: import('@playwright/test').Page, locale: Locale, date = '') {
  await page.goto(`${origin}${localePath(locale, '/timetable')}?from=${from.id}&to=${to.id}${date ? `&date=${date}` : ''}`);
  return page.locator('.tt-results');
}

const words = (locale: Locale) => timetableCopy[locale].finder;
/** The words of a template before its first blank: what a line starts with whatever fills it. */
const lead = (template: string) => template.split('{')[0]!;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  if (!existsSync(publisher)) throw new Error(`${publisher} is missing: run npm run build first.`);
  rmSync(site, { recursive: true, force: true });
  cpSync(outDir, site, { recursive: true });
  scratch = mkdtempSync(join(tmpdir(), 'finder-'));
});

test.beforeAll(async () => {
  server = await serveStatic(site, { port });
});

test.afterAll(async () => {
  // The server first: no folder it still serves is removed under it.
  await server?.close();
  rmSync(site, { recursive: true, force: true });
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('under a signal we do not sail in, the finder offers nothing before it ends: it says why and gives the first that can go', async ({
  page,
}) => {
  await rememberAgeAnswer(page);
  const [first, second] = upcoming(Date.now() + 10 * 60_000);
  // Up now, until a minute after the next departure: that one is held, the one after goes.
  const status = publish({
    signal: { number: stops, from: dhakaNow(Date.now() - HOUR), until: dhakaNow(first!.at + 60_000) },
    notices: [],
    sailings: [],
  });
  const rule = (trip: (typeof trips)[number]) => ({ id: trip.id, route: route.id, depart: trip.depart });
  expect(sailingVerdict(status, rule(first!.slot), first!.date).kind).toBe('held');
  const canGo = nextDeparture(trips, Date.now(), season, undefined, (slot, date) => sails(sailingVerdict(status, rule(slot), date)))!;
  expect(canGo.at).toBe(second!.at);
  for (const locale of locales) {
    const t = words(locale);
    const results = await openFinder(page, locale);
    await expect(results.locator('[data-verdict]').first()).toContainText(fillText(t.held, { number: formatNumber(locale, stops) }));
    const next = results.locator('.tt-next');
    await expect(next).toContainText(lead(t.firstCanGo));
    await expect(next).toContainText(formatTime(locale, canGo.slot.sailing.calls[0]!.depart!));
    // On the held sailing's date: the held launch with why, and no booking or calendar for it.
    await openFinder(page, locale, first!.date);
    const held = results
      .locator('.tt-trip')
      .filter({ hasText: formatTime(locale, first!.slot.sailing.calls[0]!.depart!) })
      .first();
    await expect(held.locator('[data-verdict]')).toContainText(fillText(t.held, { number: formatNumber(locale, stops) }));
    await expect(held.getByRole('link')).toHaveCount(0);
  }
});

test('a suspension of the route: nothing offered while it lasts, the notice named', async ({ page }) => {
  await rememberAgeAnswer(page);
  const [first, second] = upcoming(Date.now() + 10 * 60_000);
  const title = { en: 'Ghat closed for dredging', bn: 'খননের জন্য ঘাট বন্ধ' };
  publish({
    signal: null,
    notices: [
      {
        id: 'dredging',
        severity: 'suspended',
        routes: [route.id],
        start: dhakaNow(Date.now() - HOUR),
        end: dhakaNow(first!.at + 60_000),
        title,
        text: { en: 'No launches on this route until the dredger has passed.', bn: 'ড্রেজার চলে না যাওয়া পর্যন্ত এই রুটে লঞ্চ চলবে না।' },
      },
    ],
    sailings: [],
  });
  for (const locale of locales) {
    const t = words(locale);
    const results = await openFinder(page, locale);
    await expect(results.locator('[data-verdict]').first()).toContainText(fillText(t.suspended, { title: title[locale] }));
    await expect(results.locator('.tt-next')).toContainText(lead(t.firstCanGo));
    await expect(results.locator('.tt-next')).toContainText(formatTime(locale, second!.slot.sailing.calls[0]!.depart!));
  }
});

test('a cancellation and a delay on a date: the cancelled launch offered no booking, the delayed one with its new time; each night names its own launch', async ({
  page,
}) => {
  await rememberAgeAnswer(page);
  // The alternating sailing's next two nights: cancelled on the first; another sailing of the
  // direction that night delayed by 45 minutes.
  const nights = [0, 1, 2, 3, 4]
    .map((day) => addDays(dhakaNow(Date.now() + 12 * HOUR).slice(0, 10), day))
    .filter((d) => runsOnDate(alternating, d));
  const [night, after] = nights as [string, string];
  const other = trips.find((trip) => trip.id !== alternating.id && runsOnDate(trip.sailing, night))!;
  const late = sailingTimes(other.sailing).depart + 45;
  const departs = `${String(Math.floor(late / 60) % 24).padStart(2, '0')}:${String(late % 60).padStart(2, '0')}`;
  publish({
    signal: null,
    notices: [],
    sailings: [
      { sailing: alternating.id, date: night, status: 'cancelled' },
      { sailing: alternating.id, date: after, status: 'cancelled' },
      { sailing: other.id, date: night, status: 'delayed', departs },
    ],
  });
  for (const locale of locales) {
    const t = words(locale);
    const results = await openFinder(page, locale, night);
    const row = (sailing: (typeof trips)[number]) =>
      results
        .locator('.tt-trip')
        .filter({ hasText: formatTime(locale, sailing.sailing.calls[0]!.depart!) })
        .first();
    const cancelled = row(trips.find((trip) => trip.id === alternating.id)!);
    await expect(cancelled.locator('[data-verdict]')).toContainText(t.cancelled);
    await expect(cancelled.getByRole('link')).toHaveCount(0);
    await expect(cancelled).toContainText(vesselNameOn(alternating, night, locale));
    await expect(row(other).locator('[data-verdict]')).toContainText(fillText(t.delayed, { time: formatTime(locale, departs) }));
    await expect(row(other).getByRole('link').first()).toBeVisible();
    // The next night the other launch of the two: named as the rotation says.
    await openFinder(page, locale, after);
    await expect(row(trips.find((trip) => trip.id === alternating.id)!)).toContainText(vesselNameOn(alternating, after, locale));
    expect(vesselNameOn(alternating, after, locale)).not.toBe(vesselNameOn(alternating, night, locale));

    // /status names the launch of each night.
    await page.goto(origin + localePath(locale, '/status'));
    const changes = page.locator('[data-live="status-page"] .status-change');
    for (const date of [night, after]) {
      const launch = fillText(timetableCopy[locale].verdict.launch, { vessel: vesselNameOn(alternating, date, locale) });
      await expect(changes.filter({ hasText: launch })).toHaveCount(1);
    }
  }
});

test('a launch recorded as left: its result says when it left and when it is due, as the route block says it', async ({ page }) => {
  await rememberAgeAnswer(page);
  // A day ahead on which the direction sails (the publish and the page's clock are set to it), and
  // its first sailing that day, tapped seven minutes late; the page is read 30 minutes after its time.
  const day = [1, 2, 3, 4, 5, 6, 7]
    .map((ahead) => addDays(dhakaNow(Date.now()).slice(0, 10), ahead))
    .find((date) => trips.some((trip) => runsOnDate(trip.sailing, date)))!;
  const tapped = trips.filter((trip) => runsOnDate(trip.sailing, day)).sort((a, b) => a.depart - b.depart)[0]!;
  const departs = sailingTimes(tapped.sailing).depart;
  const left = serviceMinute(day, departs + 7);
  const at = serviceMinute(day, departs + 30);
  const status = {
    updated: dhakaNow(at - 60_000),
    signal: null,
    notices: [],
    sailings: [],
    movements: [{ sailing: tapped.id, date: day, departed: dhakaNow(left) }],
  };
  await publishStatusBytes(Buffer.from(JSON.stringify(status)), 'status.json', site, { now: at, force: true, twins: false });
  await page.clock.setFixedTime(at);
  const due = serviceMinute(day, timedCalls(tapped.sailing).at(-1)!.arriveAt! + 7);
  for (const locale of locales) {
    const t = dictionary(locale).progress;
    const time = (instant: number) => formatTime(locale, dhakaNow(instant).slice(11));
    const results = await openFinder(page, locale);
    const row = results
      .locator('.tt-trip')
      .filter({ hasText: formatTime(locale, tapped.sailing.calls[0]!.depart!) })
      .first();
    const line = row.locator('[data-progress]');
    await expect(line).toContainText(
      fillCopy(locale, t.left, { stop: localName(stopById(tapped.sailing.calls[0]!.stop).town, locale), time: time(left) }),
    );
    await expect(line).toContainText(
      fillCopy(locale, t.due, { stop: localName(stopById(tapped.sailing.calls.at(-1)!.stop).town, locale), time: time(due) }),
    );
    // The same line as the route's block in the timetable below.
    const block = page.locator(`[data-live="route-${route.id}"] [data-progress-sailing="${tapped.id}"]`);
    await expect(block).toContainText((await line.textContent())!);
    // Another date chosen: nothing of today's launch.
    await openFinder(page, locale, addDays(day, 1));
    await expect(results.locator('[data-progress]')).toHaveCount(0);
  }
});
