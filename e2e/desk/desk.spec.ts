import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { expect, test, type Page } from '@playwright/test';
import { dictionary } from '../../lib/words/copy';
import { formatNumber } from '../../lib/i18n/format';
import { signalName } from '../../lib/status/text';
import { dhakaNow } from '../../lib/status/status';
import { deskWords } from '../../desk/words';
import { runUserCommand } from '../../desk/user';
import { DATABASE_FILE } from '../../desk/store';
import { outDir } from '../support/routes';
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
/** The desk's clock: today in Dhaka at 18:00, so tonight's 21:00 is still to leave whenever the suite runs. */
const deskNow = Date.parse(`${dhaka(Date.now()).slice(0, 10)}T18:00:00+06:00`);
const today = dhaka(deskNow).slice(0, 10);
const en = deskWords.en;
const bn = deskWords.bn;

let work = '';
let site = '';
let data = '';
let server: ChildProcess | undefined;
let publicSite: StaticServer | undefined;

async function startDesk() {
  server = spawn(
    process.execPath,
    [
      join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'desk/server.ts',
      '--site',
      site,
      '--data',
      data,
      '--port',
      String(port),
    ],
    {
      env: { ...process.env, NODIPOTH_DESK_NOW: String(deskNow) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  server.stdout!.on('data', (chunk) => (log += chunk));
  server.stderr!.on('data', (chunk) => (log += chunk));
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`${desk}/desk/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the desk did not start:\n${log}`);
}

function stopDesk() {
  server?.kill('SIGTERM');
  server = undefined;
}

/** An invitation link for `name`, as `npm run desk:user -- add NAME` prints it. */
function invitation(name: string): string {
  const { code, output } = runUserCommand(['add', name, '--data', data, '--public-url', desk]);
  expect(code, output).toBe(0);
  return output.split('\n').at(-1)!;
}

async function acceptInvitation(page: Page, name: string, password: string) {
  await page.goto(invitation(name));
  await page.getByLabel(en.newPassword).fill(password);
  await page.getByRole('button', { name: en.setPassword }).click();
  await expect(page.getByRole('button', { name: en.preview })).toBeVisible();
}

async function signIn(page: Page, name: string, password: string) {
  await page.goto(`${desk}/desk/`);
  await page.getByLabel(en.name).fill(name);
  await page.getByLabel(en.password).fill(password);
  await page.getByRole('button', { name: en.signIn }).click();
}

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
  work = mkdtempSync(join(tmpdir(), 'desk-'));
  site = join(work, 'site');
  data = join(work, 'data');
  cpSync(outDir, site, { recursive: true });
  await startDesk();
  publicSite = await serveStatic(site, { port: port + 1 });
});

test.afterAll(async () => {
  stopDesk();
  await publicSite?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a storm evening from a phone: invitation, sign in, signal 2 until 06:00 and tonight’s 21:00 to Barishal cancelled, live at once', async ({
  page,
}) => {
  await acceptInvitation(page, 'rahima', 'a long river password');
  await page.getByRole('button', { name: en.signOut }).click();
  await signIn(page, 'rahima', 'a long river password');

  // The taps: signal 2, until the next morning, the 21:00 Dhaka to Barishal cancelled, Preview, Publish.
  await page.getByRole('radio', { name: en.signalNumber.replace('{number}', '2') }).check();
  await page.getByRole('radio', { name: en.morning }).check();
  const sailing = page.getByRole('group', { name: /9:00 pm Dhaka → Barishal/ }).first();
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
  const entries = page.locator('ol.history > li');
  await expect(entries.first()).toContainText('rahima');
  await expect(entries.first()).toContainText('Storm signal: signal 2');
  const withSignal = entries.filter({ hasText: 'no signal -> signal 2' });
  await withSignal.getByRole('button', { name: en.restore }).click();
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
  await expect(page.getByRole('alert')).toContainText('signal 2 from');
  expect(liveStatus().signal?.number).toBe(1);
  await page.getByRole('button', { name: en.publishAnyway }).click();
  await expect(page.getByRole('status')).toContainText('Published at');
  expect(liveStatus().signal?.number).toBe(3);
});

test('the desk speaks Bangla when the clerk asks, its controls named in Bangla', async ({ page }) => {
  await signIn(page, 'rahima', 'a long river password');
  await page.getByRole('link', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  for (const name of [bn.cancelled, bn.delayed, bn.onTime]) await expect(page.getByRole('radio', { name }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: bn.unchanged })).toBeVisible();
  await expect(page.getByRole('button', { name: bn.preview })).toBeVisible();
  await expect(page.getByText(bn.signal, { exact: true })).toBeVisible();
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
  for (const flag of ['HttpOnly', 'SameSite=Strict', 'Path=/desk']) expect(cookie).toContain(flag);
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

test('six wrong passwords for one name end in 429, with the same answer for a wrong name and a wrong password', async () => {
  const wrongName = await post('/desk/sign-in', { name: 'nobody', password: 'whatever it is' });
  const wrongPassword = await post('/desk/sign-in', { name: 'rahima', password: 'not her password' });
  expect(wrongName.status).toBe(401);
  expect(wrongPassword.status).toBe(401);
  const answer = (text: string) => text.replace(/value="[^"]*"/g, '');
  expect(answer(await wrongName.text())).toBe(answer(await wrongPassword.text()));
  const codes = [];
  for (let attempt = 0; attempt < 5; attempt++)
    codes.push((await post('/desk/sign-in', { name: 'rahima', password: `wrong ${attempt}` })).status);
  expect(codes).toEqual([401, 401, 401, 401, 429]);
  // Now even the right password waits out the quarter hour.
  expect((await post('/desk/sign-in', { name: 'rahima', password: 'a long river password' })).status).toBe(429);
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
  stopDesk();
  await page.goto(`${publicSite!.origin}/status`);
  await expect(page.locator('[data-status-updated]').first()).toHaveAttribute('data-status-updated', published.updated);
  await expect(fetch(`${desk}/desk/`)).rejects.toThrow();
  await startDesk();
});
