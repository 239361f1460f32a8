import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dictionary, fillCopy } from '../../lib/words/copy';
import { dhakaDate, formatDay, formatNumber, formatTime, formatWhen } from '../../lib/i18n/format';
import { localePath, locales } from '../../lib/i18n/locales';
import { dhakaMillis } from '../../lib/status/notices';
import { validateStatus } from '../../lib/status/status';
import { sailingVerdict } from '../../lib/status/verdict';
import { timetable } from '../../lib/timetable/model';
import { timetableCopy } from '../../lib/timetable/copy';
import { ruleSailing } from '../../components/status/SailingBadges';
import { STALE_AFTER_HOURS } from '../../lib/site/constants';
import { inEachScheme } from '../support/colour-scheme';
import { expect, rememberAgeAnswer, test } from '../support/fixtures';
import { outDir, tag } from '../support/routes';
import { serveStatic, type StaticServer } from '../support/static-server';

/**
 * The live status as visitors get it: a copy of the built site (out/, with the shipped status),
 * into which the publisher the build bundles (out/_publish/status.mjs, what the operator runs)
 * publishes a storm evening's status, served with the site's Content-Security-Policy. The publish
 * writes every page (issue 52); a status published while a page is open reaches it after its
 * first paint.
 */
/**
 * The copy this worker serves: a folder of its own (made in beforeAll), so that no other run's
 * beforeAll or afterAll removes it while this one's server still answers from it.
 */
let site = '';
const port = Number(process.env.TEST_PORT || 4173) + 3;
const origin = `http://127.0.0.1:${port}`;
const publisher = join(outDir, '_publish', 'status.mjs');

const HOUR = 3_600_000;
const dhaka = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
const published = Date.now();
const today = dhaka(published).slice(0, 10);
const tomorrow = dhaka(published + 24 * HOUR).slice(0, 10);
const hostile = '<img src=x onerror=alert(1)> </script>';
/** Long enough to stay mostly Bangla with the markup in it (the text rules ask that of a Bangla note). */
const bnNote = 'ঝড়ের খবর: আজ রাতের লঞ্চ বাতিল, টিকিটের পুরো টাকা কাউন্টার থেকে ফেরত পাবেন';
const status = {
  updated: dhaka(published - 5 * 60_000),
  // Ends before tomorrow's 07:00 whatever the hour: tomorrow's delayed sailing leaves after it (the
  // status's rules refuse a sailing leaving under a signal that stops launches).
  signal: {
    number: 2,
    from: dhaka(published - 2 * HOUR),
    until: dhaka(Math.min(published + 10 * HOUR, Date.parse(`${tomorrow}T07:00:00+06:00`))),
  },
  notices: [
    {
      id: 'pontoon-11',
      severity: 'disruption',
      routes: ['dhaka-barishal'],
      start: dhaka(published - 24 * HOUR),
      end: dhaka(published + 72 * HOUR),
      title: { en: 'Sadarghat: board from pontoon 11', bn: 'সদরঘাট: ১১ নম্বর পন্টুন থেকে উঠুন' },
      text: { en: 'Pontoon 7 is under repair.', bn: '৭ নম্বর পন্টুন মেরামত চলছে।' },
    },
  ],
  sailings: [
    { sailing: 'dhk-bsl-2100', date: today, status: 'cancelled', note: { en: `Storm note ${hostile}`, bn: `${bnNote} ${hostile}` } },
    { sailing: 'bsl-bhl-0730', date: tomorrow, status: 'delayed', departs: '08:15' },
  ],
};
const untilAt = dhakaMillis(status.signal.until);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const staleAt = dhakaMillis(status.updated) + STALE_AFTER_HOURS * HOUR;

/** The CSP the build's pages are sent with (out/_headers, the list for hosts other than nginx). */
function pageCsp(): string {
  const line = readFileSync(join(outDir, '_headers'), 'utf8')
    .split('\n')
    .find((entry) => entry.trim().startsWith('Content-Security-Policy:'));
  if (!line) throw new Error('out/_headers has no Content-Security-Policy');
  return line.trim().slice('Content-Security-Policy:'.length).trim();
}

/** Every file under a folder with its SHA-256, to show a refused publish changed nothing. */
function fingerprint(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path, createHash('sha256').update(readFileSync(path)).digest('hex')];
    }),
  );
}

function publish(file: string, dir = site) {
  return spawnSync(process.execPath, [publisher, file, dir], { encoding: 'utf8' });
}

let server: StaticServer | undefined;
let scratch = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  if (!existsSync(publisher)) throw new Error(`${publisher} is missing: run npm run build first.`);
  site = join(mkdtempSync(join(tmpdir(), 'nodipoth-status-site-')), 'site');
  cpSync(outDir, site, { recursive: true });
  scratch = mkdtempSync(join(tmpdir(), 'status-'));
  const file = join(scratch, 'status.json');
  writeFileSync(file, JSON.stringify(status));
  const result = publish(file);
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toMatch(/Published the status of .* in \d+ ms:/);
  server = await serveStatic(site, { port, headers: { 'Content-Security-Policy': pageCsp() } });
});

test.afterAll(async () => {
  // The server first: close() returns once no answer reads the folder any more.
  await server?.close();
  if (site) rmSync(dirname(site), { recursive: true, force: true });
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Fails the test on any Content-Security-Policy violation or dialog (an alert run from a note). */
async function watchForScripts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

/** axe's WCAG 2.2 AA findings on the page as it is, in the light and the dark scheme (issue 48). */
async function expectAccessibleInEachScheme(page: Page) {
  await inEachScheme(page, async (scheme) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
    expect(found, `${scheme} scheme`).toEqual([]);
  });
}

for (const locale of locales) {
  const text = dictionary(locale);
  const t = text.status;
  const signalName = fillCopy(locale, t.signalName, { number: formatNumber(locale, 2), name: text.safety.signals.warning.name });
  /** A day as the badge says it, from the reader's day (the test's: the status is published now). */
  const day = (date: string) => {
    const words = formatDay(locale, date, dhakaDate(Date.now()));
    return locale === 'en' ? words.charAt(0).toUpperCase() + words.slice(1) : words;
  };
  /** A time as the pages say it on the reader's day, or on any other day (the build's status, read later). */
  const said = (value: string) =>
    new RegExp([formatWhen(locale, value, dhakaDate(Date.now())), formatWhen(locale, value, value.slice(0, 4))].map(escape).join('|'));
  const cancelled = fillCopy(locale, t.badge, { date: day(today), change: t.change.cancelled });
  const banner = (page: Page) => page.getByRole('region', { name: t.label });

  test(`${tag(locale)} the published status is in every page as served, and its note stays text`, async ({ page }) => {
    await rememberAgeAnswer(page);
    await watchForScripts(page);
    for (const path of ['/', '/privacy_policy']) {
      // The publish wrote every page (issue 52): the HTML carries the status before any script runs.
      const html = await (await fetch(origin + localePath(locale, path))).text();
      expect(html).toContain(`data-status-updated="${status.updated}"`);
      await page.goto(origin + localePath(locale, path));
      const region = banner(page);
      // The bar shows the most serious entry (the signal that stops us), and counts the rest.
      await expect(region.locator('.bar-entry:not([hidden])')).toContainText(
        fillCopy(locale, t.bar.signalStops, { number: formatNumber(locale, 2), until: formatWhen(locale, status.signal.until, today) }),
      );
      await expect(region.locator('.bar-more:not([hidden])')).toHaveText(
        `${fillCopy(locale, t.bar.more, { count: formatNumber(locale, 3) })} `,
      );
      await expect(region).toContainText(status.notices[0]!.title[locale]);
      await expect(region.locator('.bar-updated')).toContainText(
        fillCopy(locale, t.updated, { time: formatWhen(locale, status.updated, today) }),
      );
      await expect(region.getByText(t.bar.allNormal)).toBeHidden();
      await expect(region.getByRole('link', { name: t.link })).toHaveAttribute('href', localePath(locale, '/status'));
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      // Above the header, and nothing took the focus.
      const [bannerBox, headerBox] = await Promise.all([region.boundingBox(), page.locator('header.site-header').boundingBox()]);
      expect(bannerBox!.y).toBeLessThan(headerBox!.y);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      expect(await violations(page)).toEqual([]);
    }
  });

  test(`${tag(locale)} the timetable marks the cancelled sailing's row, its route and the finder's result`, async ({ page }) => {
    await page.goto(`${origin}${localePath(locale, '/timetable')}?from=dhaka&to=barishal&date=${today}`);
    await expect(page.locator('#dhk-bsl-2100')).toContainText(cancelled);
    // The 20:30 is held when it would leave while the signal is up (the one rule, lib/status/verdict.ts); else it has no badge.
    const evening = timetable.routes
      .flatMap((route) => route.sailings.map((sailing) => ({ route, sailing })))
      .find(({ sailing }) => sailing.id === 'dhk-bsl-2030')!;
    const verdict = sailingVerdict(validateStatus(status, 'status.json', published), ruleSailing(evening.route, evening.sailing), today);
    if (verdict.kind === 'held')
      await expect(page.locator('#dhk-bsl-2030 .sailing-badge')).toContainText(
        fillCopy(locale, timetableCopy[locale].verdict.held, { number: formatNumber(locale, status.signal.number) }),
      );
    else await expect(page.locator('#dhk-bsl-2030 .sailing-badge')).toHaveCount(0);
    await expect(page.locator('#bsl-bhl-0730')).toContainText(
      fillCopy(locale, t.badge, {
        date: day(tomorrow),
        change: fillCopy(locale, t.change.delayed, { time: formatTime(locale, '08:15') }),
      }),
    );
    await expect(page.locator('#dhaka-barishal [data-live="route-dhaka-barishal"]')).toContainText(status.notices[0]!.title[locale]);
    await expect(page.locator('#barishal-mehendiganj [data-live="route-barishal-mehendiganj"]')).toBeHidden();
    const trips = page.locator('.tt-trip');
    // The finder's result says it in its own words, from the same rule.
    await expect(trips.filter({ hasText: timetableCopy[locale].finder.cancelled })).toHaveCount(1);
    await expect(trips).toHaveCount(2);
    // The red and amber of the rows, the finder and the bar keep their contrast in both schemes.
    await expectAccessibleInEachScheme(page);
  });

  test(`${tag(locale)} the safety page says which signal is up now; past its end by the visitor's clock it is not`, async ({ page }) => {
    await page.goto(origin + localePath(locale, '/safety'));
    const now = page.locator('#signal-now');
    await expect(now).toContainText(signalName);
    await expect(now.getByText(t.noSignal)).toBeHidden();
    await expect(page.locator('#notices')).toContainText(status.notices[0]!.title[locale]);

    await page.clock.setFixedTime(untilAt + 60_000);
    await page.reload();
    await expect(now.getByText(t.noSignal)).toBeVisible();
    await expect(now.locator('.status-signal')).toBeHidden();
    await expect(banner(page).locator('.status-signal')).toBeHidden();
  });

  test(`${tag(locale)} a status not updated for ${STALE_AFTER_HOURS} hours says so, and never "all normal"`, async ({ page }) => {
    await page.clock.setFixedTime(staleAt + 60_000);
    await page.goto(origin + localePath(locale, '/'));
    const region = banner(page);
    await expect(region.locator('.status-stale')).toBeVisible();
    await expect(region.locator('.status-stale')).toContainText(fillCopy(locale, t.bar.stale, { time: 'TIME' }).split('TIME')[0]!);
    await expect(region.locator('.status-stale')).toContainText(said(status.updated));
    await expect(region.locator('.status-stale a[href^="tel:"]')).toBeVisible();
    await expect(region.locator('.bar-updated')).toBeHidden();
    await expect(region.getByText(t.bar.allNormal)).toBeHidden();
  });

  test(`${tag(locale)} a missing, truncated or invalid status.json keeps the page as served, and says nothing`, async ({
    page,
    consoleProblems,
  }) => {
    const file = join(site, 'status.json');
    const good = readFileSync(file);
    try {
      for (const body of ['{"updated": "2099-01-01 00', '{"updated": 5}', '<!doctype html><p>Bad gateway</p>', undefined]) {
        if (body === undefined) rmSync(file);
        else writeFileSync(file, body);
        const fetched = page.waitForResponse((response) => response.url().endsWith('/status.json'));
        await page.goto(origin + localePath(locale, '/'));
        expect((await fetched).status()).toBe(body === undefined ? 404 : 200);
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
        // The page keeps the status its HTML was published with.
        const region = banner(page);
        await expect(region.locator('[data-status-updated]')).toHaveAttribute('data-status-updated', status.updated);
        await expect(region).toContainText(status.notices[0]!.title[locale]);
      }
    } finally {
      writeFileSync(file, good);
    }
    // Our code logs nothing; a missing file is one line of the browser's own network log.
    const missing = consoleProblems.findIndex((line) => line.includes('the server responded with a status of 404'));
    expect(missing).toBeGreaterThanOrEqual(0);
    consoleProblems.splice(missing, 1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test(`${tag(locale)} the status page is the published status, its note as text`, async ({ page }) => {
      await page.goto(origin + localePath(locale, '/status'));
      const main = page.locator('main');
      await expect(main).toContainText(signalName);
      await expect(main).toContainText(status.notices[0]!.title[locale]);
      await expect(main.locator('[data-live="status-page"] .status-cancelled')).toContainText(hostile);
      await expect(main.getByText(t.noChanges)).toBeHidden();
      // The bar does not repeat the page.
      await expect(banner(page)).toBeHidden();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    });
  });

  test(`${tag(locale)} the published status page has no accessibility violations, light or dark`, async ({ page }) => {
    await page.goto(origin + localePath(locale, '/status'));
    await expect(page.locator('main')).toContainText(signalName);
    await expectAccessibleInEachScheme(page);
    // At a phone's width it does not scroll sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}

test('the published status pages are valid HTML', () => {
  const vnu = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  let report = '';
  try {
    execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', join(site, 'status.html'), join(site, 'bn', 'status.html')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    report = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = report ? (JSON.parse(report) as { messages: { url: string; message: string }[] }).messages : [];
  expect(messages.map((message) => `${message.url}: ${message.message}`)).toEqual([]);
});

test('a bad status file is refused with its file, entry and field, and nothing is written', () => {
  const before = fingerprint(site);
  const bad: [string, unknown, string][] = [
    [
      'unknown sailing',
      { ...status, sailings: [{ sailing: 'dhk-bsl-2200', date: today, status: 'cancelled' }] },
      'sailing change 1 ("dhk-bsl-2200"), sailing: unknown sailing id',
    ],
    ['signal ends first', { ...status, signal: { ...status.signal, until: status.signal.from } }, 'signal, until:'],
    [
      'missing Bangla',
      { ...status, notices: [{ ...status.notices[0], title: { en: 'Only English' } }] },
      'notice "pontoon-11", title.bn: the Bangla title is missing',
    ],
    ['duplicate', { ...status, sailings: [status.sailings[0], status.sailings[0]] }, 'is listed twice (duplicate entry)'],
    ['not a date', { ...status, updated: 'tonight' }, 'updated: must be a date and time'],
  ];
  for (const [name, content, message] of bad) {
    const file = join(scratch, `${name.replace(/\W/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(content));
    const result = publish(file);
    expect(result.status, name).toBe(1);
    expect(result.stderr, name).toContain(`${file}: `);
    expect(result.stderr, name).toContain(message);
    expect(result.stderr, name).toContain('Nothing was published.');
  }
  const truncated = join(scratch, 'truncated.json');
  writeFileSync(truncated, JSON.stringify(status).slice(0, 80));
  const result = publish(truncated);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(new RegExp(`${truncated}: line 1, column \\d+: not valid JSON`));
  expect(fingerprint(site)).toEqual(before);
});

/*
 * A page left open picks up a status published after it loaded (issue 43): pages ask for
 * /status.json every minute while visible. The test shortens the minute through the documented
 * hook, window.nodipothStatusRefreshMs (components/status/LiveStatus.tsx), set before the page's
 * scripts run; the page itself is as the publish before wrote it.
 */
test('a page left open shows a status published after it loaded, within a minute', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    (window as { nodipothStatusRefreshMs?: number }).nodipothStatusRefreshMs = 2_000;
  });
  await rememberAgeAnswer(page);
  await page.goto(`${origin}/status`);
  const block = page.locator('[data-live="status-page"]');
  await expect(block).toContainText('Storm note');
  const later = {
    ...status,
    updated: dhaka(Date.now()),
    sailings: [{ ...status.sailings[0], note: { en: 'Published while the page was open', bn: `${bnNote}, পাতা খোলা থাকতেই` } }],
  };
  const file = join(scratch, 'later.json');
  writeFileSync(file, JSON.stringify(later));
  const published = Date.now();
  const result = publish(file);
  expect(result.status, result.stderr).toBe(0);
  await expect(block).toContainText('Published while the page was open', { timeout: 70_000 });
  console.log(`The open page showed the new status ${Math.round((Date.now() - published) / 1000)} s after it was published.`);
});
