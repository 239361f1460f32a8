import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { formatNumber } from '../../lib/i18n/format';
import { dhakaNow } from '../../lib/status/status';
import { brand } from '../../lib/site/brand';
import { runsOnDate, sailingTimes, timetable } from '../../lib/timetable/model';
import { FAILURES_PER_NAME } from '../../desk/auth';
import { departures, sayDeparture, type Departure } from '../../desk/form';
import { DATABASE_FILE } from '../../desk/store';
import { runUserCommand } from '../../desk/user';
import { deskWords, fill, ghatWords, say } from '../../desk/words';
import { outDir } from '../support/routes';
import { acceptInvitation, deskOnCopy, invitation, signIn, type DeskUnderTest } from '../support/desk';

/*
 * Issue 58: the desk as a clerk who reads no English meets it on a storm night, page by page, from
 * the invitation to the history, the ghat page and the pages that refuse: each one's visible text
 * has no Latin digit and no Latin word but a name (a clerk's sign-in name, the brand), and nothing
 * switches to English on the way. One desk for the file, its clock set just after an evening
 * launch leaves, so the ghat page has a departure to tap and the form has the night's sailings.
 */
// One long walk (some twenty pages, each read whole, six sign-ins hashed): minutes on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'bn-BD',
  extraHTTPHeaders: { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.5' },
});

const bn = deskWords.bn;
const g = ghatWords.bn;
// +61 (+62 unused): desk.spec has +7, ghat.spec +51, the push project's desk +11.
const port = Number(process.env.TEST_PORT || 4173) + 61;
const PASSWORD = 'নদীর ধারে লম্বা পাসওয়ার্ড';
const CLERK = 'nasrin';

/** The evening's first launch from its first stop, today: the ghat page's departure to tap. */
const today = dhakaNow(Date.now()).slice(0, 10);
const evening = timetable.routes
  .flatMap((route) => route.sailings.map((sailing) => ({ route, sailing, depart: sailingTimes(sailing).depart })))
  .filter(({ sailing, depart }) => runsOnDate(sailing, today) && depart >= 18 * 60 && depart < 23 * 60)
  .sort((a, b) => a.depart - b.depart)[0]!;
/** Seven minutes after it left: within the hour a tap may be late, and the night's later launches still to go. */
const deskNow = Date.parse(`${today}T00:00:00+06:00`) + (evening.depart + 7) * 60_000;

let desk: DeskUnderTest;

test.beforeAll(async () => {
  desk = deskOnCopy(port, 'desk-bn-');
  await desk.start(deskNow);
});

test.afterAll(async () => {
  await desk?.close();
});

/**
 * The Latin words the Bangla desk may show, by rule (content/words/glossary.md: Latin stays Latin
 * only for the brand's names): the brand, and the desk's clerks' sign-in names, which the office
 * types (read from the desk's own list).
 */
function allowedLatin(): Set<string> {
  const clerks = runUserCommand(['list', '--data', desk.data])
    .output.split('\n')
    .map((line) => line.split('\t')[0]!);
  return new Set([brand.name, brand.shortName, ...clerks].flatMap((name) => name.split(/\s+/)).filter(Boolean));
}

/**
 * The page as a Bangla clerk reads it: every fold opened, the body's visible text. What the page
 * marks as English by design (the switch to English, the English bar in the preview) is left out,
 * and only those may be so marked. No Latin digit, no Latin word but the allowed names.
 */
async function expectBangla(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const { text, english } = await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    const marked = [...document.querySelectorAll<HTMLElement>('body [lang]:not([lang|="bn"])')].filter(
      (element) => element.innerText.trim() !== '',
    );
    const english = marked.map((element) => (element.matches('.preview') ? 'preview' : element.innerText.trim()));
    const shown = marked.map((element) => element.style.display);
    for (const element of marked) element.style.display = 'none';
    const text = document.body.innerText;
    marked.forEach((element, index) => (element.style.display = shown[index]!));
    return { text, english };
  });
  for (const part of english) expect([bn.language, 'preview'], `${name}: marked English`).toContain(part);
  expect(text.match(/[0-9]+/g) ?? [], `${name}: Latin digits in\n${text}`).toEqual([]);
  const allowed = allowedLatin();
  const latin = (text.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []).filter((word) => !allowed.has(word.replace(/[.’'-]+$/, '')));
  expect(latin, `${name}: Latin words in\n${text}`).toEqual([]);
  await page.evaluate(() => document.fonts.ready);
  // The first screen, for a reader of the report (the whole form is some 13,000 px at this width).
  await page.screenshot({ path: test.info().outputPath(`${name}-bn-390.png`) });
}

/** A departure's name on the form: "আজ রাত ৯:০০ ঢাকা – বরিশাল, এমভি …". */
const legend = (departure: Departure) =>
  `${sayDeparture('bn', departure.date, departure.time, deskNow)} ${departure.from} – ${departure.to}, ${departure.vessel}`;
const group = (page: Page, departure: Departure) => page.getByRole('group', { name: legend(departure), exact: true });

/** The night's launches still to leave, and tomorrow's first after the signal's dawn. */
const coming = departures('bn', deskNow).filter((departure) => !departure.left);
const tonight = coming.filter((departure) => departure.day === 'today');
const tomorrowMorning = coming.find((departure) => departure.day === 'tomorrow' && departure.time >= '07:00')!;

/** Sends a form the desk's pages would not, from the page (as a stale or tampered page would). */
async function submitForm(page: Page, action: string, fields: [string, string][]) {
  // The answer's page loaded, whatever its status: the caller reads it.
  const answered = page.waitForResponse(
    (response) => response.url() === `${desk.origin}${action}` && response.request().method() === 'POST',
  );
  await page.evaluate(
    ([target, entries]) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = target;
      for (const [key, value] of entries) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = key;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    [action, fields] as const,
  );
  await answered;
  await page.waitForLoadState();
}

test('a clerk’s night in Bangla, from the invitation to the history, with no English word or Latin digit on any page', async ({
  page,
  browser,
}) => {
  expect(tonight.length, 'two launches still to leave tonight').toBeGreaterThanOrEqual(2);

  // The invitation, a password too short, then set.
  const link = invitation(desk, CLERK);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: bn.inviteTitle })).toBeVisible();
  await expectBangla(page, 'invitation');
  await page.getByLabel(say('bn', bn.newPassword)).fill('ছোট');
  // The browser's own minimum would stop the short one before the desk sees it: the desk's answer is what is read here.
  await page.locator('input[name=password]').evaluate((input: HTMLInputElement) => input.removeAttribute('minlength'));
  await page.getByRole('button', { name: bn.setPassword }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectBangla(page, 'invitation-short');
  await acceptInvitation(page, link, PASSWORD, 'bn');
  await expectBangla(page, 'form');

  // The ghat page: the ghat chosen, the launch that left seven minutes ago tapped Departed, then undone.
  await page.getByRole('link', { name: g.nav, exact: true }).click();
  await expectBangla(page, 'ghat-choose');
  await page.getByLabel(g.chooseGhat).selectOption(evening.sailing.calls[0]!.stop);
  await page.getByRole('button', { name: g.saveGhat }).click();
  const launch = page.locator('form.ghat-event').filter({ has: page.locator(`input[name=sailing][value="${evening.sailing.id}"]`) });
  await expectBangla(page, 'ghat');
  await launch.getByRole('button', { name: g.departed }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expectBangla(page, 'ghat-departed');
  await launch.getByRole('button', { name: g.undo }).click();
  await expect(launch.getByRole('button', { name: g.departed })).toBeVisible();
  await expectBangla(page, 'ghat-undone');

  // The storm: signal 2 until dawn, tonight's next launch cancelled, tomorrow morning's 45 minutes late.
  await page.getByRole('link', { name: bn.form, exact: true }).click();
  await page.getByRole('radio', { name: fill(bn.signalNumber, { number: formatNumber('bn', 2) }) }).check();
  await group(page, tonight[0]!).getByRole('radio', { name: bn.cancelled }).check();
  await page
    .locator('details.fold')
    .last()
    .evaluate((details: HTMLDetailsElement) => (details.open = true));
  await group(page, tomorrowMorning)
    .getByRole('radio', { name: fill(bn.delayBy, { minutes: formatNumber('bn', 45) }) })
    .check();
  await page.getByRole('button', { name: bn.preview }).click();
  await expect(page.getByRole('heading', { name: bn.previewHeading })).toBeVisible();
  await expectBangla(page, 'preview');
  await page.getByRole('button', { name: bn.publish, exact: true }).click();
  await expect(page.getByRole('status')).toBeVisible();
  // The form after the publish: the signal's notice live, so the form asks what to do with it when the signal changes.
  await expect(page.getByRole('group', { name: bn.signalNotice })).toBeVisible();
  await expectBangla(page, 'published');

  // The likeliest mistakes: Delayed with no time, a note in one language only.
  const other = group(page, tonight[1]!);
  await other.getByRole('radio', { name: bn.delayAt }).check();
  await other.locator('details').evaluate((details: HTMLDetailsElement) => (details.open = true));
  await other.getByLabel(bn.noteBn).fill('ঘাটে পানি উঠেছে');
  await page.getByRole('button', { name: bn.preview }).click();
  await expect(page.getByRole('heading', { name: bn.problems })).toBeVisible();
  // The box named in the clerk's words, and its link lands on it.
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: bn.problems }) });
  await summary.getByRole('link', { name: new RegExp(bn.noteEn) }).click();
  await expect(page.locator(':target')).toHaveAttribute('name', /\.en$/);
  await expectBangla(page, 'problems-note');
  // The note taken out, the time still missing: the next answer names it.
  await group(page, tonight[1]!).getByLabel(bn.noteBn).fill('');
  await page.getByRole('button', { name: bn.preview }).click();
  await expect(summary).toContainText(say('bn', bn.problem.delayNoTime));
  await expectBangla(page, 'problems-delay');

  // Two at once: signal 3 previewed here while the office publishes signal 1 from the server.
  await page.getByRole('link', { name: bn.form, exact: true }).click();
  await page.getByRole('radio', { name: fill(bn.signalNumber, { number: formatNumber('bn', 3) }) }).check();
  await page.getByRole('button', { name: bn.preview }).click();
  const current = JSON.parse(readFileSync(join(desk.site, 'status.json'), 'utf8')) as { signal: Record<string, unknown> };
  const file = join(desk.work, 'office.json');
  // Stamped by the real clock, as the command line stamps it: the desk's clock is this evening's, which
  // before the evening is in the machine's future, and the publisher refuses a status from the future.
  writeFileSync(file, JSON.stringify({ ...current, updated: dhakaNow(Date.now()), signal: { ...current.signal, number: 1 } }));
  const office = spawnSync(process.execPath, [join(outDir, '_publish', 'status.mjs'), '--force', file, desk.site], { encoding: 'utf8' });
  expect(office.status, office.stderr).toBe(0);
  await page.getByRole('button', { name: bn.publish, exact: true }).click();
  await expect(page.getByRole('heading', { name: bn.conflictTitle })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(bn.commandLine);
  await expectBangla(page, 'conflict');
  await page.getByRole('button', { name: bn.publishAnyway }).click();
  await expect(page.getByRole('status')).toBeVisible();

  // The history, and Restore's question.
  await page.getByRole('link', { name: bn.history, exact: true }).click();
  await expect(page.getByRole('heading', { name: bn.historyTitle })).toBeVisible();
  await expect(page.locator('ul.history > li').first()).toContainText(CLERK);
  await expectBangla(page, 'history');
  await page.locator('ul.history > li').nth(1).getByRole('button', { name: bn.restore }).click();
  await expect(page.getByRole('heading', { name: bn.restoreTitle })).toBeVisible();
  await expectBangla(page, 'restore');

  // A publish no longer in the history, and a form the desk did not send.
  const csrf = await page.locator('input[name=csrf]').first().inputValue();
  await submitForm(page, '/desk/restore/999999999', [['csrf', csrf]]);
  await expect(page.getByText(bn.restoreGone)).toBeVisible();
  await expectBangla(page, 'restore-gone');
  await submitForm(page, '/desk/preview', [
    ['csrf', csrf],
    ['signal', '2'],
    ['signal', '3'],
  ]);
  await expect(page.getByText(bn.badForm)).toBeVisible();
  await expectBangla(page, 'bad-form');

  // A form left open in one tab while the clerk signed out and in again in another: out of date.
  await page.goto(`${desk.origin}/desk/`);
  const otherTab = await page.context().newPage();
  await otherTab.goto(`${desk.origin}/desk/`);
  await otherTab.getByRole('button', { name: bn.signOut }).click();
  await signIn(otherTab, desk, CLERK, PASSWORD, 'bn');
  await expect(otherTab.getByRole('button', { name: bn.preview })).toBeVisible();
  await otherTab.close();
  await page.getByRole('button', { name: bn.unchanged }).click();
  await expect(page.getByText(bn.outOfDate)).toBeVisible();
  await expectBangla(page, 'form-out-of-date');

  // A page the desk does not have.
  await page.goto(`${desk.origin}/desk/nowhere`);
  await expect(page.getByText(bn.notFound)).toBeVisible();
  await expectBangla(page, 'not-found');

  // The site's folder gone from the server (a wrong --site, a release removed): said, in Bangla.
  renameSync(desk.site, `${desk.site}-away`);
  try {
    await page.goto(`${desk.origin}/desk/`);
    await expect(page.getByText(bn.siteMissing)).toBeVisible();
    await expectBangla(page, 'site-missing');
  } finally {
    renameSync(`${desk.site}-away`, desk.site);
  }

  // Signed out: the sign-in page, a wrong password (Bangla kept), and the quarter hour's stop after too many.
  await page.goto(`${desk.origin}/desk/`);
  await page.getByRole('button', { name: bn.signOut }).click();
  await expect(page.getByRole('heading', { name: bn.signIn })).toBeVisible();
  await expectBangla(page, 'sign-in');
  await signIn(page, desk, CLERK, 'এটি তাঁর পাসওয়ার্ড নয়', 'bn');
  await expect(page.getByRole('alert')).toHaveText(bn.wrong);
  await expectBangla(page, 'sign-in-wrong');
  const stranger = await browser.newContext({
    locale: 'bn-BD',
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'Accept-Language': 'bn-BD,bn;q=0.9', 'X-Real-IP': '198.51.100.58' },
  });
  const guesser = await stranger.newPage();
  for (let attempt = 0; attempt <= FAILURES_PER_NAME; attempt++) await signIn(guesser, desk, CLERK, `ভুল অনুমান ${attempt}`, 'bn');
  await expect(guesser.getByRole('alert')).toHaveText(say('bn', bn.limited));
  await expectBangla(guesser, 'sign-in-limited');
  await stranger.close();

  // An invitation that has expired.
  const expired = invitation(desk, 'selina');
  const db = new Database(join(desk.data, DATABASE_FILE));
  db.prepare('UPDATE invitations SET expires = 0').run();
  db.close();
  await page.goto(expired);
  await expect(page.getByText(bn.inviteExpired)).toBeVisible();
  await expectBangla(page, 'invitation-expired');
});
