import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { dictionary } from '../../lib/words/copy';
import { formatTime } from '../../lib/i18n/format';
import { locales, localePath, type Locale } from '../../lib/i18n/locales';
import { dhakaNow, validateStatus, type StatusFile } from '../../lib/status/status';
import { progressAt } from '../../lib/status/progress';
import { progressLine, progressWords, sailingDayWords } from '../../lib/status/progress-text';
import { localName, runsOnDate, sailingEnds, sailingTimes, stopById, timedCalls, timetable } from '../../lib/timetable/model';
import { deskWords, ghatWords } from '../../desk/words';
import { acceptInvitation, deskOnCopy, invitation, type DeskUnderTest } from '../support/desk';
import { serveStatic, type StaticServer } from '../support/static-server';

/*
 * Departures and arrivals tapped at the ghats (issue 57), as clerks tap them on a phone 390 px
 * wide: the desk (desk/server.ts) publishing into a copy of the built site, restarted with its
 * clock at each moment of the night, and the site served beside it. A clerk at the first stop
 * taps Departed for tonight's sailing, the status page says when it left and when it is due (both
 * languages, with and without JavaScript), the earlier sailing nobody tapped is said to be not
 * yet recorded as left, a clerk at the last stop taps Arrived, and Undo takes it back. The
 * sailings are the timetable's: two evening sailings from one stop, twenty minutes or more apart.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// +51 (and +52 for the public site): the push project's desk-server spec has +11, and the two run side by side.
const port = Number(process.env.TEST_PORT || 4173) + 51;
const desk = `http://127.0.0.1:${port}`;
const MINUTE = 60_000;
const today = dhakaNow(Date.now()).slice(0, 10);

/** Two of today's evening sailings from one stop, the later one at least 20 minutes after the other. */
const [late, tapped] = (() => {
  const evening = timetable.routes
    .flatMap((route) => route.sailings.map((sailing) => ({ route, sailing, depart: sailingTimes(sailing).depart })))
    .filter(({ sailing, depart }) => runsOnDate(sailing, today) && depart >= 18 * 60 && depart < 24 * 60)
    .sort((a, b) => a.depart - b.depart);
  for (const first of evening) {
    const second = evening.find(
      (other) =>
        other.sailing.calls[0]!.stop === first.sailing.calls[0]!.stop &&
        other.depart >= first.depart + 20 &&
        other.depart - first.depart < 60,
    );
    if (second) return [first, second];
  }
  throw new Error('the timetable has no two evening sailings from one stop 20 to 60 minutes apart');
})();
const firstStop = tapped.sailing.calls[0]!.stop;
const lastStop = tapped.sailing.calls.at(-1)!.stop;
const at = (minutes: number) => Date.parse(`${today}T00:00:00+06:00`) + minutes * MINUTE;
/** Seven minutes after its time: the earlier sailing, untapped, is past its 20 minutes. */
const leftAt = at(tapped.depart + 7);
const arrivedAt = at(timedCalls(tapped.sailing).at(-1)!.arriveAt! + 4);

let underTest: DeskUnderTest;
let site = '';
let publicSite: StaticServer | undefined;

const startDesk = (now: number) => underTest.start(now);
const stopDesk = () => underTest.stop();

/** A clerk invited, with a password, signed in, at their home ghat. */
async function clerkAt(page: Page, name: string, stop: string) {
  await acceptInvitation(page, invitation(underTest, name), 'a long river password');
  await page.getByRole('link', { name: ghatWords.en.nav, exact: true }).click();
  await page.getByLabel(ghatWords.en.chooseGhat).selectOption(stop);
  await page.getByRole('button', { name: ghatWords.en.saveGhat }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(localName(stopById(stop).town, 'en'));
}

/** The launch's group on the ghat page, by its time and its far end, as the clerk reads it. */
function launch(page: Page, entry: typeof tapped, timetabledAt: string) {
  const { to } = sailingEnds(entry.route, entry.sailing.direction);
  return page
    .getByRole('group')
    .filter({ hasText: formatTime('en', timetabledAt.slice(11)) })
    .filter({ hasText: `→ ${localName(to.town, 'en')}` });
}

const liveFile = () => JSON.parse(readFileSync(join(site, 'status.json'), 'utf8')) as StatusFile;

/** The line a passenger should read for a sailing, from the live status at `now`. */
function expectedLine(locale: Locale, entry: typeof tapped, now: number) {
  const status = validateStatus(liveFile(), 'status.json', now);
  const words = progressWords(locale, progressAt(status, entry.sailing.id, today, now)!)!;
  return progressLine(locale, { route: entry.route, sailing: entry.sailing, date: today }, words, dhakaNow(now).slice(0, 10));
}

/** The status page as served, in a language, with JavaScript off (the HTML is the status) or on at `now`. */
async function statusPage(browser: Browser, locale: Locale, javaScript: boolean, now: number) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (javaScript) await page.clock.install({ time: now });
  await page.goto(`${publicSite!.origin}${localePath(locale, '/status')}`);
  return { page, close: () => context.close() };
}

test.beforeAll(async () => {
  underTest = deskOnCopy(port, 'ghat-');
  ({ site } = underTest);
  publicSite = await serveStatic(site, { port: port + 1 });
});

test.afterAll(async () => {
  await publicSite?.close();
  await underTest.close();
});

test('a clerk at the first stop taps Departed; /status says when it left and when it is due, and the untapped earlier sailing is not yet recorded as left', async ({
  page,
  browser,
}) => {
  await startDesk(leftAt);
  await clerkAt(page, 'ghat-first', firstStop);
  const group = launch(page, tapped, dhakaNow(at(tapped.depart)));
  await group.getByRole('button', { name: ghatWords.en.departed }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(launch(page, tapped, dhakaNow(at(tapped.depart)))).toContainText(formatTime('en', dhakaNow(leftAt).slice(11)));

  const movement = liveFile().movements?.find((entry) => entry.sailing === tapped.sailing.id && entry.date === today);
  expect(movement?.departed).toBe(dhakaNow(leftAt));

  // Journey planners get it at once: the recorded departure at the first stop of the trip.
  const feed = GtfsRealtimeBindings.transit_realtime.FeedMessage.decode(readFileSync(join(site, 'gtfs-rt', 'trip-updates.pb')));
  const update = feed.entity.find((entity) => entity.tripUpdate?.trip.tripId === tapped.sailing.id)?.tripUpdate;
  expect(Number(update?.stopTimeUpdate?.[0]?.departure?.time)).toBe(Math.round(leftAt / 60_000) * 60);

  // The history says who and what.
  await page.getByRole('link', { name: deskWords.en.history }).click();
  const latest = page.locator('ul.history > li').first();
  await expect(latest).toContainText('ghat-first');
  // In the clerk's words: the ghat, the departure and its time, never the sailing's id.
  await expect(latest).toContainText(deskWords.en.change.movement.split('{sailing}')[0]!);
  await expect(latest).toContainText(ghatWords.en.departed);
  await expect(latest).toContainText(formatTime('en', dhakaNow(leftAt).slice(11)));
  await expect(latest).not.toContainText(tapped.sailing.id);
  // A publish from the form (a notice, a signal) keeps the taps.
  await page.getByRole('link', { name: deskWords.en.form, exact: true }).click();
  await page.getByRole('button', { name: deskWords.en.unchanged }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.getByRole('button', { name: deskWords.en.preview }).click();
  await page.getByRole('button', { name: deskWords.en.publish, exact: true }).click();
  await expect(page.getByRole('status')).toBeVisible();
  expect(liveFile().movements?.find((entry) => entry.sailing === tapped.sailing.id)?.departed).toBe(dhakaNow(leftAt));

  for (const locale of locales) {
    const t = dictionary(locale).progress;
    // The due time is the timetabled arrival moved by the departure's delay (7 minutes).
    const due = formatTime(locale, dhakaNow(at(timedCalls(tapped.sailing).at(-1)!.arriveAt! + 7)).slice(11));
    for (const javaScript of [false, true]) {
      const { page: reader, close } = await statusPage(browser, locale, javaScript, leftAt);
      const section = reader.locator('[data-live="status-page"]');
      await expect(section.getByRole('heading', { name: t.heading })).toBeVisible();
      const line = section.locator('li.status-progress').filter({ hasText: expectedLine(locale, tapped, leftAt) });
      await expect(line).toBeVisible();
      await expect(line).toContainText(formatTime(locale, dhakaNow(leftAt).slice(11)));
      await expect(line).toContainText(due);
      const untapped = section
        .locator('li.status-progress')
        .filter({ hasText: sailingDayWords(locale, { ...late, date: today }, dhakaNow(leftAt).slice(0, 10)) });
      await expect(untapped).toContainText(t.notRecorded);
      await expect(untapped).toBeVisible();
      // The bar says it too: never "all launches on time" over a launch nobody saw leave.
      await expect(reader.locator('[data-bar] .bar-entry:not([hidden])')).toContainText(t.notRecorded);
      await close();
    }
  }

  // The timetable's route block says it as well (copied in from the published status page by its
  // script, until the publisher writes every page).
  const { page: reader, close } = await statusPage(browser, 'en', true, leftAt);
  await reader.goto(`${publicSite!.origin}/timetable`);
  await expect(reader.locator(`[data-live="route-${tapped.route.id}"]`)).toContainText(expectedLine('en', tapped, leftAt));
  await close();
  await stopDesk();
});

test('a clerk at the last stop taps Arrived the next morning; Undo takes it back', async ({ page, browser }) => {
  await startDesk(arrivedAt);
  await clerkAt(page, 'ghat-last', lastStop);
  const group = () => launch(page, tapped, dhakaNow(at(timedCalls(tapped.sailing).at(-1)!.arriveAt!)));
  await group().getByRole('button', { name: ghatWords.en.arrived }).click();
  await expect(page.getByRole('status')).toBeVisible();
  expect(liveFile().movements?.find((entry) => entry.sailing === tapped.sailing.id)?.arrived).toBe(dhakaNow(arrivedAt));

  for (const locale of locales) {
    const t = dictionary(locale).progress;
    const arrived = t.arrived.replace('{stop}', localName(stopById(lastStop).town, locale)).split(' {time}')[0]!;
    const { page: reader, close } = await statusPage(browser, locale, false, arrivedAt);
    const line = reader
      .locator('[data-live="status-page"] li.status-progress')
      .filter({ hasText: expectedLine(locale, tapped, arrivedAt) });
    await expect(line).toContainText(arrived);
    await expect(line).toContainText(formatTime(locale, dhakaNow(arrivedAt).slice(11)));
    await close();
  }

  await group().getByRole('button', { name: ghatWords.en.undo }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const movement = liveFile().movements?.find((entry) => entry.sailing === tapped.sailing.id);
  expect(movement?.arrived).toBeUndefined();
  expect(movement?.departed).toBe(dhakaNow(leftAt));
  await expect(group().getByRole('button', { name: ghatWords.en.arrived })).toBeVisible();
  const { page: reader, close } = await statusPage(browser, 'en', false, arrivedAt);
  const line = reader.locator('[data-live="status-page"] li.status-progress').filter({ hasText: expectedLine('en', tapped, arrivedAt) });
  await expect(line).toContainText(dictionary('en').progress.left.split(' {stop}')[0]!);
  await close();
  await stopDesk();
});

test('a tap refused: a launch not listed for the clerk’s ghat, or a time older than an hour, publishes nothing', async ({ page }) => {
  await startDesk(arrivedAt);
  await page.goto(`${desk}/desk/`);
  await page.getByLabel(deskWords.en.name).fill('ghat-last');
  await page.getByLabel(deskWords.en.password).fill('a long river password');
  await page.getByRole('button', { name: deskWords.en.signIn }).click();
  await page.goto(`${desk}/desk/ghat`);
  const before = readFileSync(join(site, 'status.json'), 'utf8');
  const csrf = await page.locator('input[name=csrf]').first().inputValue();
  for (const body of [
    { sailing: late.sailing.id, date: today, kind: 'departed', ago: '0' },
    { sailing: tapped.sailing.id, date: today, kind: 'arrived', ago: '90' },
  ]) {
    const response = await page.request.post(`${desk}/desk/ghat/tap`, { form: { csrf, ...body }, headers: { Origin: desk } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(ghatWords.en.notListed);
  }
  expect(readFileSync(join(site, 'status.json'), 'utf8')).toBe(before);
  await stopDesk();
});
