import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { expect, test, type Page } from '@playwright/test';
import { dictionary } from '../../lib/words/copy';
import { formatNumber } from '../../lib/i18n/format';
import { runsOnDate, timetable, vesselNameOn } from '../../lib/timetable/model';
import { signalName } from '../../lib/status/text';
import { dhakaNow } from '../../lib/status/status';
import { deskWords, fill, say } from '../../desk/words';
import { SESSION_IDLE_DAYS } from '../../desk/auth';
import { departures, sayDeparture, type Departure } from '../../desk/form';
import { noticeTemplates } from '../../lib/status/templates';
import { runUserCommand } from '../../desk/user';
import { DATABASE_FILE } from '../../desk/store';
import { outDir } from '../support/routes';
import { acceptInvitation as accept, deskOnCopy, invitation as inviteLink, signIn as signInAt, type DeskUnderTest } from '../support/desk';
import { serveStatic, type StaticServer } from '../support/static-server';

/*
 * The status desk (issue 42), driven as a counter clerk drives it on a phone, 390 px wide: the
 * desk (desk/server.ts, as `npm run desk` starts it) publishing into a copy of the built site,
 * with a data folder of its own, and the site served beside it as a static host would. Then the
 * attacks a server meets from day one: wrong passwords, other origins, missing tokens, big bodies,
 * old invitations, revoked sessions.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const port = Number(process.env.TEST_PORT || 4173) + 7;
const desk = `http://127.0.0.1:${port}`;
const dhaka = dhakaNow;
/**
 * The desk's clock: the last 18:00 in Dhaka (today's, or yesterday's before 18:00), so that
 * evening's 21:00 is still to leave whenever the suite runs, and a status the command line stamps
 * with the desk's time is never in the machine's future (the publisher refuses one that is).
 */
const deskNow = (() => {
  const evening = Date.parse(`${dhaka(Date.now()).slice(0, 10)}T18:00:00+06:00`);
  return evening <= Date.now() ? evening : evening - 86_400_000;
})();
const today = dhaka(deskNow).slice(0, 10);
const en = deskWords.en;
const bn = deskWords.bn;

let underTest: DeskUnderTest;
let work = '';
let site = '';
let data = '';
let publicSite: StaticServer | undefined;

const startDesk = () => underTest.start(deskNow);
const stopDesk = () => underTest.stop();
const invitation = (name: string) => inviteLink(underTest, name);
const acceptInvitation = (page: Page, name: string, password: string) => accept(page, invitation(name), password);
const signIn = (page: Page, name: string, password: string) => signInAt(page, underTest, name, password);

/** A POST as a browser on another site, or a script without the form's token, would send it. */
function post(path: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${desk}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: desk, ...headers },
    body: new URLSearchParams(body).toString(),
  });
}

const liveStatus = () =>
  JSON.parse(readFileSync(join(site, 'status.json'), 'utf8')) as {
    updated: string;
    signal: { number: number; until: string } | null;
    sailings: { sailing: string; date: string; status: string }[];
  };

test.beforeAll(async () => {
  underTest = deskOnCopy(port);
  ({ work, site, data } = underTest);
  await startDesk();
  publicSite = await serveStatic(site, { port: port + 1 });
});

test.afterAll(async () => {
  await publicSite?.close();
  await underTest.close();
});

test('a storm evening from a phone: invitation, sign in, signal 2 until 06:00 and tonight’s 21:00 to Barishal cancelled, live at once', async ({
  page,
}) => {
  await acceptInvitation(page, 'rahima', 'a long river password');
  await page.getByRole('button', { name: en.signOut }).click();
  await signIn(page, 'rahima', 'a long river password');

  // The taps: signal 2, until the next morning, the 21:00 Dhaka to Barishal cancelled, Preview, Publish.
  await page.getByRole('radio', { name: en.signalNumber.replace('{number}', '2') }).check();
  await page.getByRole('radio', { name: fill(en.morning, { time: 'tomorrow 6:00 am' }) }).check();
  const sailing = page.getByRole('group', { name: /^Tonight 9:00 pm Dhaka – Barishal/ }).first();
  await sailing.getByRole('radio', { name: en.cancelled }).check();
  await page.getByRole('button', { name: en.preview }).click();
  await expect(page.getByRole('heading', { name: en.previewTitle })).toBeVisible();
  // The bar as passengers will see it, the signal first ("Signal 2 until …: we do not sail.").
  const barSignal = dictionary('en').status.bar.signalStops.split(' {until}')[0]!.replace('{number}', formatNumber('en', 2));
  await expect(page.locator('.preview[lang=en] .bar-text')).toContainText(barSignal);
  const signalLine = signalName('en', 2);
  await page.getByRole('button', { name: en.publish, exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Published at');

  const status = liveStatus();
  expect(status.signal?.number).toBe(2);
  expect(status.signal?.until).toMatch(/ 06:00$/);
  expect(status.sailings).toContainEqual({ sailing: 'dhk-bsl-2100', date: today, status: 'cancelled' });
  expect(readFileSync(join(site, 'notices.atom'), 'utf8')).toContain('dhk-bsl-2100');
  const alerts = GtfsRealtimeBindings.transit_realtime.FeedMessage.decode(readFileSync(join(site, 'gtfs-rt', 'alerts.pb')));
  expect(JSON.stringify(alerts.toJSON())).toContain('dhk-bsl-2100');

  // A passenger's page, after a reload, shows both.
  await page.goto(`${publicSite!.origin}/status`);
  const main = page.locator('[data-live="status-page"]');
  await expect(main).toContainText(signalLine);
  await expect(main).toContainText(dictionary('en').status.change.cancelled, { ignoreCase: true });
});

test('the list names the launch of each night: a sailing two launches take night about, today and tomorrow', async ({ page }) => {
  await signIn(page, 'rahima', 'a long river password');
  const tomorrow = dhaka(deskNow + 24 * 3_600_000).slice(0, 10);
  const nightAbout = timetable.routes.flatMap((route) =>
    route.sailings.filter((s) => s.alternatesWith && runsOnDate(s, today) && runsOnDate(s, tomorrow)),
  );
  expect(nightAbout.length).toBeGreaterThan(0);
  const listed = departures('en', deskNow);
  // Tomorrow's sailings are folded away under their own summary: open it.
  const tomorrowCount = listed.filter((departure) => departure.day === 'tomorrow').length;
  await page.getByText(fill(en.tomorrowSailings, { count: formatNumber('en', tomorrowCount) })).click();
  for (const sailing of nightAbout) {
    expect(vesselNameOn(sailing, today, 'en')).not.toBe(vesselNameOn(sailing, tomorrow, 'en'));
    // Each night's group is named with that night's launch: "Tonight 8:30 pm …, MV A", "Tomorrow 8:30 pm …, MV B".
    for (const date of [today, tomorrow]) {
      const departure = listed.find((entry) => entry.sailing === sailing.id && entry.date === date)!;
      expect(departure.vessel).toBe(vesselNameOn(sailing, date, 'en'));
      await expect(page.getByRole('group', { name: legend('en', departure), exact: true })).toBeVisible();
    }
  }
});

test('Nothing has changed republishes the status in force, checked now, in one tap', async ({ page }) => {
  await signIn(page, 'rahima', 'a long river password');
  const before = liveStatus();
  await page.getByRole('button', { name: en.unchanged }).click();
  await expect(page.getByRole('status')).toContainText('Published at');
  const after = liveStatus();
  expect(after.signal).toEqual(before.signal);
  expect(after.sailings).toEqual(before.sailings);
  expect(after.updated >= before.updated).toBe(true);
});

test('the history lists each publish with who and what changed, and Restore brings an older one back', async ({ page }) => {
  await signIn(page, 'rahima', 'a long river password');
  // Lower the signal, then restore the status that had it.
  await page.getByRole('radio', { name: en.noSignal }).check();
  await page.getByRole('button', { name: en.preview }).click();
  await page.getByRole('button', { name: en.publish, exact: true }).click();
  expect(liveStatus().signal).toBeNull();
  await page.getByRole('link', { name: en.history }).click();
  const entries = page.locator('ul.history > li');
  await expect(entries.first()).toContainText('rahima');
  await expect(entries.first()).toContainText(fill(en.change.signalDown, { number: '2' }));
  const withSignal = entries.filter({ hasText: fill(en.change.signalUp, { number: '2', until: 'tomorrow 6:00 am' }) });
  await withSignal.getByRole('button', { name: en.restore }).click();
  // Restore asks first: the preview of the older status, and nothing published yet.
  await expect(page.getByRole('heading', { name: en.restoreTitle })).toBeVisible();
  expect(liveStatus().signal).toBeNull();
  await page.getByRole('button', { name: en.restore }).click();
  await expect(page.getByRole('status')).toContainText('Published at');
  expect(liveStatus().signal?.number).toBe(2);
});

test('two clerks at once: a publish made since the form opened is shown, with who and what, before it is overwritten', async ({ page }) => {
  await signIn(page, 'rahima', 'a long river password');
  await page.getByRole('radio', { name: en.signalNumber.replace('{number}', '3') }).check();
  await page.getByRole('button', { name: en.preview }).click();
  // Meanwhile, from the command line: signal 1.
  const file = join(work, 'cli.json');
  const current = liveStatus();
  // Its `updated` by the real clock (the command line has no other), so --force: it may be before the desk's.
  writeFileSync(file, JSON.stringify({ ...current, updated: dhaka(Date.now()), signal: { ...current.signal, number: 1 } }));
  const cli = spawnSync(process.execPath, [join(outDir, '_publish', 'status.mjs'), '--force', file, site], { encoding: 'utf8' });
  expect(cli.status, cli.stderr).toBe(0);
  await page.getByRole('button', { name: en.publish, exact: true }).click();
  await expect(page.getByRole('heading', { name: en.conflictTitle })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(en.commandLine);
  await expect(page.getByRole('alert')).toContainText(fill(en.change.signalChanged, { old: '2', number: '1', until: 'tomorrow 6:00 am' }));
  expect(liveStatus().signal?.number).toBe(1);
  await page.getByRole('button', { name: en.publishAnyway }).click();
  await expect(page.getByRole('status')).toContainText('Published at');
  expect(liveStatus().signal?.number).toBe(3);
});

test('the desk speaks Bangla when the clerk asks, its controls named in Bangla', async ({ page }) => {
  await signIn(page, 'rahima', 'a long river password');
  await page.getByRole('link', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  for (const name of [bn.cancelled, fill(bn.delayBy, { minutes: formatNumber('bn', 45) }), bn.onTime])
    await expect(page.getByRole('radio', { name }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: bn.unchanged })).toBeVisible();
  await expect(page.getByRole('button', { name: bn.preview })).toBeVisible();
  await expect(page.getByRole('heading', { name: bn.signal })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: test.info().outputPath('desk-bn-390.png'), fullPage: false });
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the session cookie is HttpOnly, SameSite=Strict, Path=/desk, and Secure when the request came over HTTPS', async () => {
  invitation('karim');
  const token = invitation('karim').split('/').at(-1)!;
  const plain = await post(`/desk/invite/${token}`, { password: 'another long password' });
  expect(plain.status).toBe(303);
  const cookie = plain.headers.get('set-cookie')!;
  expect(cookie).toMatch(/^desk_session=[\w-]{43};/);
  // Max-Age: the session outlives a closed browser, as long as the server keeps it (30 days unused).
  for (const flag of ['HttpOnly', 'SameSite=Strict', 'Path=/desk', `Max-Age=${SESSION_IDLE_DAYS * 86_400}`]) expect(cookie).toContain(flag);
  expect(cookie).not.toContain('Secure');
  const overHttps = await post(
    '/desk/sign-in',
    { name: 'karim', password: 'another long password' },
    { 'X-Forwarded-Proto': 'https', Origin: desk.replace('http:', 'https:') },
  );
  expect(overHttps.headers.get('set-cookie')).toContain('Secure');
});

test('a POST from another origin, or without the session’s token, is refused with 403, and changes nothing', async () => {
  const signedIn = await post('/desk/sign-in', { name: 'karim', password: 'another long password' });
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  const form = await (await fetch(`${desk}/desk/`, { headers: { Cookie: cookie } })).text();
  const csrf = form.match(/name="csrf" value="([^"]+)"/)![1]!;
  const before = readFileSync(join(site, 'status.json'), 'utf8');
  expect((await post('/desk/unchanged', { csrf }, { Cookie: cookie, Origin: 'https://evil.example' })).status).toBe(403);
  expect((await post('/desk/unchanged', { csrf }, { Cookie: cookie, Origin: '' })).status).toBe(403);
  expect((await post('/desk/unchanged', {}, { Cookie: cookie })).status).toBe(403);
  expect((await post('/desk/unchanged', { csrf: `${csrf}x` }, { Cookie: cookie })).status).toBe(403);
  expect(readFileSync(join(site, 'status.json'), 'utf8')).toBe(before);
  // A GET changes nothing either: there is no GET that publishes.
  expect((await fetch(`${desk}/desk/unchanged`, { headers: { Cookie: cookie } })).status).toBe(404);
  // The same request with the token and the desk's own origin goes through.
  expect((await post('/desk/unchanged', { csrf }, { Cookie: cookie })).status).toBe(200);
  // And a body over 64 KB is refused before it is read.
  expect((await post('/desk/preview', { csrf, padding: 'x'.repeat(70_000) }, { Cookie: cookie })).status).toBe(413);
});

/** A departure's name on the form, as the clerk reads it: "আজ রাত ৯:০০ ঢাকা – বরিশাল, এমভি …". */
const legend = (locale: 'en' | 'bn', departure: Departure) =>
  `${sayDeparture(locale, departure.date, departure.time, deskNow)} ${departure.from} – ${departure.to}, ${departure.vessel}`;

/** The storm's sailings, by rule: tonight's first at or after 21:00 (else the last), tomorrow's first after 06:00. */
function stormSailings(locale: 'en' | 'bn') {
  const list = departures(locale, deskNow);
  const tonight = list.filter((departure) => departure.day === 'today' && !departure.left);
  const cancelled = tonight.find((departure) => departure.time >= '21:00') ?? tonight.at(-1)!;
  const tomorrow = list.filter((departure) => departure.day === 'tomorrow');
  return {
    cancelled, // Another of tonight's, well after the desk's clock (which runs on from 18:00 as the suite runs).
    other: tonight.find((departure) => departure !== cancelled && departure.time >= '19:00')!,
    delayed: tomorrow.find((departure) => departure.time >= '06:00')!,
    tomorrow,
  };
}

/**
 * Publishes a calm status from the command line (no signal, no notice, no change), dated by the
 * desk's clock, not the machine's: a calm status stamped later than the desk's now would read as
 * newer than anything the desk publishes.
 */
function publishCalm() {
  const file = join(work, 'calm.json');
  writeFileSync(file, JSON.stringify({ updated: dhaka(deskNow), signal: null, notices: [], sailings: [] }));
  const cli = spawnSync(process.execPath, [join(outDir, '_publish', 'status.mjs'), '--force', file, site], { encoding: 'utf8' });
  expect(cli.status, cli.stderr).toBe(0);
}

/**
 * The text a clerk reads has words, not the files' ids or ISO dates, and Bengali digits only: every
 * sailing, route and notice id of the status and the timetable is checked for.
 */
function expectWords(text: string) {
  expect(text, 'Latin digits (or an ISO date) in the Bangla desk').not.toMatch(/[0-9]/);
  const ids = [
    ...timetable.routes.flatMap((route) => [route.id, ...route.sailings.map((sailing) => sailing.id)]),
    ...noticeTemplates.map((template) => `${template.id}-`),
  ];
  for (const id of ids) expect(text).not.toContain(id);
}

const NASRIN = 'nasrin’s river password';

async function signInBangla(page: Page) {
  await page.goto(`${desk}/desk/`);
  await page.getByLabel(bn.name).fill('nasrin');
  await page.getByLabel(bn.password).fill(NASRIN);
  await page.getByRole('button', { name: bn.signIn }).click();
  await expect(page.getByRole('button', { name: bn.preview })).toBeVisible();
}

test.describe('in Bangla, the browser’s language, at 390 px', () => {
  test.use({ locale: 'bn-BD', extraHTTPHeaders: { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.5' } });

  test('the invitation and sign-in speak Bangla with a switch, a wrong password keeps Bangla, the clerk’s language is kept, the cookie lasts 30 days', async ({
    page,
  }) => {
    const link = invitation('nasrin');
    // The link names the desk's real address (the port it runs on), without --public-url.
    const { output } = runUserCommand(['add', 'nasrin', '--reset', '--data', data]);
    expect(output.split('\n').at(-1)).toMatch(new RegExp(`^${desk}/desk/invite/`));
    expect(link).not.toBe(output.split('\n').at(-1));
    await page.goto(output.split('\n').at(-1)!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: bn.inviteTitle })).toBeVisible();
    await expect(page.getByText(fill(bn.inviteFor, { name: 'nasrin' }))).toBeVisible();
    // The name is said, not offered as a box that looks editable.
    await expect(page.getByRole('textbox', { name: bn.name })).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: test.info().outputPath('invitation-bn-390.png') });
    await page.getByLabel(say('bn', bn.newPassword)).fill(NASRIN);
    await page.getByRole('button', { name: bn.setPassword }).click();
    await expect(page.getByRole('button', { name: bn.preview })).toBeVisible();
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'desk_session')!;
    expect(session.expires).toBeGreaterThan(Date.now() / 1000 + (SESSION_IDLE_DAYS - 1) * 86_400);

    // The clerk chooses English: kept for the clerk, whatever the sign-in page's language.
    await page.getByRole('link', { name: bn.language }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: en.signOut }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: bn.signIn })).toBeVisible();
    await page.getByLabel(bn.name).fill('nasrin');
    await page.getByLabel(bn.password).fill('not her password');
    await page.getByRole('button', { name: bn.signIn }).click();
    await expect(page.getByRole('alert')).toHaveText(bn.wrong);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    expectWords(await page.locator('main').innerText());
    await page.screenshot({ path: test.info().outputPath('sign-in-wrong-bn-390.png') });
    // The switch on the sign-in page, and back.
    await page.getByRole('link', { name: bn.language }).click();
    await expect(page.getByRole('heading', { name: en.signIn })).toBeVisible();
    await page.getByRole('link', { name: en.language }).click();
    await expect(page.getByRole('heading', { name: bn.signIn })).toBeVisible();
    await page.getByLabel(bn.name).fill('nasrin');
    await page.getByLabel(bn.password).fill(NASRIN);
    await page.getByRole('button', { name: bn.signIn }).click();
    await expect(page.getByRole('button', { name: en.preview })).toBeVisible();
    await page.getByRole('link', { name: en.language }).click();
    await expect(page.getByRole('button', { name: bn.preview })).toBeVisible();

    // The command line's times are Bangladesh time.
    const list = runUserCommand(['list', '--data', data]).output;
    expect(list).toMatch(new RegExp(`nasrin\\t.*last used ${today} \\d\\d:\\d\\d Bangladesh time`));
  });

  test('the storm evening by the controls’ names, nothing typed: signal 2, a cancellation, 45 minutes late, the signal’s notice in both languages', async ({
    page,
  }) => {
    publishCalm();
    await signInBangla(page);
    const { cancelled, delayed, tomorrow } = stormSailings('bn');
    await page.getByRole('radio', { name: fill(bn.signalNumber, { number: formatNumber('bn', 2) }) }).check();
    await page
      .getByRole('group', { name: legend('bn', cancelled), exact: true })
      .getByRole('radio', { name: bn.cancelled })
      .check();
    await page.getByText(fill(bn.tomorrowSailings, { count: formatNumber('bn', tomorrow.length) })).click();
    await page
      .getByRole('group', { name: legend('bn', delayed), exact: true })
      .getByRole('radio', { name: fill(bn.delayBy, { minutes: formatNumber('bn', 45) }) })
      .check();
    await page.getByRole('button', { name: bn.preview }).click();
    await expect(page.getByRole('heading', { name: bn.previewTitle }).first()).toBeVisible();
    const changes = page.locator('ul.changes');
    await expect(changes).toContainText(legend('bn', cancelled));
    await expect(changes).toContainText(legend('bn', delayed));
    // What the clerk reads: every part of the preview but the English bar.
    expectWords(
      await page
        .locator('main > :not(.preview[lang=en])')
        .allInnerTexts()
        .then((texts) => texts.join('\n')),
    );
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: test.info().outputPath('preview-bn-390.png'), fullPage: true });
    await page.getByRole('button', { name: bn.publish, exact: true }).click();
    await expect(page.getByRole('status')).toBeVisible();
    expectWords(await page.getByRole('status').innerText());

    const status = JSON.parse(readFileSync(join(site, 'status.json'), 'utf8')) as {
      signal: { number: number; until: string };
      notices: { id: string; end: string; title: { en: string; bn: string }; text: { en: string; bn: string } }[];
      sailings: { sailing: string; date: string; status: string; departs?: string }[];
    };
    expect(status.signal.number).toBe(2);
    const signalTemplate = noticeTemplates.find((template) => template.signal)!;
    expect(status.notices).toHaveLength(1);
    const notice = status.notices[0]!;
    expect(notice.id.startsWith(`${signalTemplate.id}-`)).toBe(true);
    expect(notice.end).toBe(status.signal.until);
    expect(notice.title.bn).toContain(formatNumber('bn', 2));
    expect(notice.title.en).toContain('2');
    for (const text of [notice.title.en, notice.title.bn, notice.text.en, notice.text.bn]) expect(text).not.toMatch(/\{\w+\}/);
    expect(status.sailings).toContainEqual({ sailing: cancelled.sailing, date: cancelled.date, status: 'cancelled' });
    const late = delayed.minutes + 45;
    const departs = `${String(Math.floor(late / 60) % 24).padStart(2, '0')}:${String(late % 60).padStart(2, '0')}`;
    expect(status.sailings).toContainEqual({ sailing: delayed.sailing, date: delayed.date, status: 'delayed', departs });

    await page.getByRole('link', { name: bn.history }).click();
    await expect(page.getByRole('heading', { name: bn.historyTitle })).toBeVisible();
    expectWords(await page.locator('main').innerText());
    await page.screenshot({ path: test.info().outputPath('history-bn-390.png'), fullPage: true });
  });

  test('errors: a summary at the top links to each field, a refused notice stays open and unpublished, a contradiction is refused with the fix offered', async ({
    page,
  }) => {
    await signInBangla(page);
    const before = readFileSync(join(site, 'status.json'), 'utf8');
    const { other } = stormSailings('bn');
    const sailing = page.getByRole('group', { name: legend('bn', other), exact: true });
    // Delayed, but no time; and a notice written in English only.
    await sailing.getByRole('radio', { name: bn.delayAt }).check();
    await page.getByRole('radio', { name: bn.noTemplate }).check();
    await page.getByText(bn.ownWords).click();
    await page.getByRole('textbox', { name: bn.titleEn }).fill('Ghat road flooded');
    await page.getByRole('button', { name: bn.preview }).click();

    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: bn.problems }) });
    await expect(summary).toBeVisible();
    // At the top: above the signal's choices, the first thing the clerk sees.
    const [top, signal] = await Promise.all([summary.boundingBox(), page.getByRole('group', { name: bn.signal }).boundingBox()]);
    expect(top!.y).toBeLessThan(signal!.y);
    const toSailing = summary.getByRole('link', { name: new RegExp(say('bn', bn.problem.delayNoTime).slice(0, 12)) });
    await expect(toSailing).toContainText(legend('bn', other));
    await toSailing.click();
    await expect(page.locator(`[id="${(await toSailing.getAttribute('href'))!.slice(1)}"]`)).toBeInViewport();
    const toBox = summary.getByRole('link', { name: new RegExp(bn.titleBn) });
    await toBox.click();
    const box = page.locator(`[id="${(await toBox.getAttribute('href'))!.slice(1)}"]`);
    await expect(box).toBeInViewport();
    await expect(box).toBeEditable();
    // The refused notice is open with its fields, and says it is not published.
    const refused = page.getByRole('group', { name: `${bn.unpublished} Ghat road flooded` });
    await expect(refused).toBeVisible();
    await expect(refused.getByRole('textbox', { name: bn.titleEn })).toHaveValue('Ghat road flooded');
    await expect(refused.getByRole('checkbox', { name: bn.endNow })).toHaveCount(0);
    expectWords(await summary.innerText());
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: test.info().outputPath('errors-bn-390.png') });

    // Leave the notice out; the sailing 45 minutes late, while signal 2 stops every launch.
    await refused.getByRole('checkbox', { name: bn.dropNotice }).check();
    await sailing.getByRole('radio', { name: fill(bn.delayBy, { minutes: formatNumber('bn', 45) }) }).check();
    await page.getByRole('button', { name: bn.preview }).click();
    await expect(summary).toContainText(bn.problem.underSignal.split('{number}')[0]!);
    expect(readFileSync(join(site, 'status.json'), 'utf8')).toBe(before);
    await page.getByRole('button', { name: bn.fix }).click();
    await expect(page.getByRole('heading', { name: bn.previewTitle }).first()).toBeVisible();
    await expect(page.locator('ul.changes')).toContainText(fill(bn.change.cancelled, { sailing: legend('bn', other) }));
    expect(readFileSync(join(site, 'status.json'), 'utf8')).toBe(before);
  });

  test('lowering the signal asks about its notice; Restore shows the preview and asks first; the history marks it, with who', async ({
    page,
  }) => {
    await signInBangla(page);
    await expect(page.getByRole('group', { name: bn.signalNotice })).toBeVisible();
    await page.getByRole('radio', { name: bn.noSignal }).check();
    await page.getByRole('button', { name: bn.preview }).click();
    await expect(page.locator('ul.changes')).toContainText(fill(bn.change.signalDown, { number: formatNumber('bn', 2) }));
    await expect(page.locator('ul.changes')).toContainText(bn.change.noticeEnded.split('“')[0]!);
    await page.getByRole('button', { name: bn.publish, exact: true }).click();
    expect(liveStatus().signal).toBeNull();

    await page.getByRole('link', { name: bn.history }).click();
    const entries = page.locator('ul.history > li');
    const withSignal = entries
      .filter({ hasText: bn.change.signalUp.split(' {until}')[0]!.replace('{number}', formatNumber('bn', 2)) })
      .first();
    await withSignal.getByRole('button', { name: bn.restore }).click();
    await expect(page.getByRole('heading', { name: bn.restoreTitle })).toBeVisible();
    expectWords(
      await page
        .locator('main > :not(.preview[lang=en])')
        .allInnerTexts()
        .then((texts) => texts.join('\n')),
    );
    expect(liveStatus().signal).toBeNull();
    await page.getByRole('button', { name: bn.restore }).click();
    await expect(page.getByRole('status')).toBeVisible();
    expect(liveStatus().signal?.number).toBe(2);
    await page.getByRole('link', { name: bn.history }).click();
    await expect(entries.first()).toContainText('nasrin');
    await expect(entries.first()).toContainText(new RegExp(bn.restored.replace('{time}', '.+')));
    expectWords(await page.locator('main').innerText());
  });
});

test('six wrong passwords for one name end in 429, with the same answer for a wrong name and a wrong password', async () => {
  const wrongName = await post('/desk/sign-in', { name: 'nobody', password: 'whatever it is' });
  const wrongPassword = await post('/desk/sign-in', { name: 'rahima', password: 'not her password' });
  expect(wrongName.status).toBe(401);
  expect(wrongPassword.status).toBe(401);
  const answer = (text: string) => text.replace(/value="[^"]*"/g, '');
  expect(answer(await wrongName.text())).toBe(answer(await wrongPassword.text()));
  // From an address that never signed in as her (her own are not locked out: e2e/desk/attacks.spec.ts).
  const stranger = { 'X-Real-IP': '198.51.100.9' };
  const codes = [];
  for (let attempt = 0; attempt < 5; attempt++)
    codes.push((await post('/desk/sign-in', { name: 'rahima', password: `wrong ${attempt}` }, stranger)).status);
  expect(codes).toEqual([401, 401, 401, 401, 401]);
  // Now even the right password waits out the quarter hour there.
  expect((await post('/desk/sign-in', { name: 'rahima', password: 'a long river password' }, stranger)).status).toBe(429);
  // Other names from other addresses are not held up.
  expect((await post('/desk/sign-in', { name: 'karim', password: 'another long password' }, { 'X-Real-IP': '192.0.2.7' })).status).toBe(
    303,
  );
});

test('an expired invitation is refused, and a used one cannot be used again', async ({ page }) => {
  const link = invitation('selim');
  const db = new Database(join(data, DATABASE_FILE));
  db.prepare('UPDATE invitations SET expires = 0').run();
  db.close();
  await page.goto(link);
  await expect(page.getByText(en.inviteExpired)).toBeVisible();
  expect((await post(`/desk/invite/${link.split('/').at(-1)}`, { password: 'a long enough password' })).status).toBe(410);
  const fresh = invitation('selim');
  expect((await post(`/desk/invite/${fresh.split('/').at(-1)}`, { password: 'short' })).status).toBe(400);
  expect((await post(`/desk/invite/${fresh.split('/').at(-1)}`, { password: 'a long enough password' })).status).toBe(303);
  expect((await post(`/desk/invite/${fresh.split('/').at(-1)}`, { password: 'a long enough password' })).status).toBe(410);
});

test('a session revoked from the command line is signed out', async ({ page }) => {
  await signIn(page, 'karim', 'another long password');
  await expect(page.getByRole('button', { name: en.preview })).toBeVisible();
  const revoke = spawnSync(
    process.execPath,
    [join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'desk/user.ts', 'sessions', 'karim', '--revoke', '--data', data],
    { encoding: 'utf8' },
  );
  expect(revoke.status, revoke.stderr).toBe(0);
  expect(revoke.stdout).toMatch(/session\(s\) of karim ended/);
  await page.reload();
  await expect(page.getByRole('button', { name: en.signIn })).toBeVisible();
});

test('with the desk stopped, the site keeps working and shows the status last published', async ({ page }) => {
  const published = liveStatus();
  await stopDesk();
  await page.goto(`${publicSite!.origin}/status`);
  await expect(page.locator('[data-status-updated]').first()).toHaveAttribute('data-status-updated', published.updated);
  await expect(fetch(`${desk}/desk/`)).rejects.toThrow();
  await startDesk();
});
