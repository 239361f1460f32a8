import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { dhakaDate } from '../../lib/i18n/format';
import { locales, type Locale } from '../../lib/i18n/locales';
import { stopAtSignal } from '../../lib/site/safety';
import { dhakaNow, validateStatus, type Signal } from '../../lib/status/status';
import { signalBarWords, signalWords } from '../../lib/status/text';
import { dictionary } from '../../lib/words/copy';
import { expect, rememberAgeAnswer, test } from '../support/fixtures';
import { nginxPort } from '../support/nginx';
import { publishShEnv, startNginx, stopNginx } from '../support/nginx-server';
import { outDir, pagesIn, tag, unknownPaths } from '../support/routes';

/*
 * The HTML is the status (issue 52). A deploy root laid by deploy/publish.sh from this build, a
 * storm published into it with the release's own publisher (a signal under which no launch
 * sails, from the storm signals' data), served by nginx with the shipped configuration. Every page
 * of both languages, and the 404 page, read as a passenger on a phone reads it: without JavaScript
 * (Opera Mini, data saver), and with JavaScript while /status.json never arrives (a slow network):
 * the first screen says the signal, and nothing on the page says launches run as usual.
 */
const port = nginxPort + 60;
const origin = `https://127.0.0.1:${port}`;
const HOUR = 3_600_000;

test.describe.configure({ mode: 'serial' });

let work = '';
let root = '';
const now = Date.now();
const signal = { number: stopAtSignal, from: dhakaNow(now - HOUR), until: dhakaNow(now + 10 * HOUR) };
const status = { updated: dhakaNow(now - 60_000), signal, notices: [], sailings: [] };
/** The signal as the status module reads it (its instants), for the words the pages say. */
const inForce = validateStatus(status, 'the test status', now).signal as Signal;
const today = dhakaDate(now);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = mkdtempSync(join(tmpdir(), 'nodipoth-live-pages-'));
  // mkdtemp's folder is the owner's only: nginx's workers must be able to enter it.
  chmodSync(work, 0o755);
  root = join(work, 'srv');
  mkdirSync(root);
  const env = { ...process.env, ...publishShEnv(join(work, 'nginx')), NGINX_TEST_CMD: 'true', NGINX_RELOAD_CMD: 'true' };
  const release = spawnSync('bash', [join('deploy', 'publish.sh'), outDir, root], { encoding: 'utf8', env });
  expect(release.status, release.stderr).toBe(0);
  const file = join(work, 'storm.json');
  writeFileSync(file, JSON.stringify(status));
  const published = spawnSync(process.execPath, [join(root, 'current', '_publish', 'status.mjs'), file, root], { encoding: 'utf8' });
  expect(published.status, published.stderr).toBe(0);
  startNginx({ dir: join(work, 'nginx'), port, base: root });
});

test.afterAll(() => {
  if (!work) return;
  stopNginx(join(work, 'nginx'));
  rmSync(work, { recursive: true, force: true });
});

/** Every page of a language by its route, and the 404 page (English first) once. */
const routesIn = (locale: Locale) => [...pagesIn(locale).map((page) => page.route), ...(locale === 'en' ? [unknownPaths.en] : [])];

/** The words that would tell a passenger all is well: "All launches on time.", "No storm signal...". */
function allWellWords(locale: Locale): string[] {
  const t = dictionary(locale).status;
  return [t.bar.allNormal, t.allNormal, t.noSignal].map((words) => words.split('{')[0]!.trim()).filter(Boolean);
}

/**
 * The words of `phrases` in text a reader sees: not under [hidden] or display: none (read from
 * the DOM, so that text under content-visibility: auto counts too).
 */
function shownPhrases(page: Page, phrases: string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, template, [hidden]')) continue;
      let shown = true;
      for (let at: Element | null = element; at && shown; at = at.parentElement) shown = getComputedStyle(at).display !== 'none';
      if (!shown) continue;
      for (const phrase of list) if ((node.textContent ?? '').includes(phrase)) found.add(phrase);
    }
    return [...found];
  }, phrases);
}

/**
 * Reads one page: the signal on its first screen, and no words of all being well anywhere. `day`
 * is the reader's date the words are said for: today's with JavaScript (the pages' clock pass says
 * "tomorrow 6:47 am"); without it, the year alone, since the HTML keeps the words that name the
 * day ("November 28, 6:47 am": components/status/Said.tsx), a page being read on any day.
 */
async function expectStorm(page: Page, locale: Locale, route: string, day: string) {
  const response = await page.goto(`${origin}${route}`);
  expect(response?.status(), route).toBe(route === unknownPaths.en ? 404 : 200);
  // The status page does not draw its bar: it says the signal itself, at the top of its story.
  const statusPage = route.endsWith('/status');
  const verdict = statusPage
    ? page.locator('[data-live="status-page"] .status-signal')
    : page.locator('[data-live="banner"] .bar-entry:not([hidden])');
  await expect(verdict, route).toHaveCount(1);
  await expect(verdict, route).toContainText(statusPage ? signalWords(locale, inForce, day) : signalBarWords(locale, inForce, day), {
    useInnerText: true,
  });
  await expect(verdict, `${route}: the signal on the first screen`).toBeInViewport();
  expect(await shownPhrases(page, allWellWords(locale)), route).toEqual([]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  for (const locale of locales) {
    test(`${tag(locale)} every page says the storm on its first screen, and none that launches run`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const route of routesIn(locale)) await expectStorm(page, locale, route, today.slice(0, 4));
    });
  }
});

test.describe('with JavaScript, the status file held back', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of locales) {
    test(`${tag(locale)} every page says the storm on its first screen before /status.json arrives`, async ({ page, context }) => {
      test.setTimeout(120_000);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const asked: string[] = [];
      // On the context, so that the service worker's requests are held too (a page's route does not see them).
      await context.route('**/status.json*', async (route) => {
        asked.push(route.request().url());
        await held;
        await route.abort().catch(() => {});
      });
      await rememberAgeAnswer(page);
      try {
        for (const route of routesIn(locale)) {
          await expectStorm(page, locale, route, today);
        }
        // The pages' script did ask, and got nothing: what they showed was the HTML's.
        expect(asked.length).toBeGreaterThan(0);
      } finally {
        // The page goes first, so that no script of it sees the held request fail.
        await page.close();
        release();
        await context.unrouteAll({ behavior: 'ignoreErrors' });
      }
    });
  }
});

/*
 * A correction published in the same minute (issue 52): the same `updated`, a later publish. An
 * open page compares the publish (its banner's data-publish against the status file's
 * Last-Modified, which nginx takes from the publish's one modification time), not the minute.
 */
test('a page left open takes a correction published in the same minute', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    (window as { nodipothStatusRefreshMs?: number }).nodipothStatusRefreshMs = 2_000;
  });
  await rememberAgeAnswer(page);
  await page.goto(`${origin}/privacy_policy`);
  const entry = page.locator('[data-live="banner"] .bar-entry:not([hidden])');
  await expect(entry).toContainText(signalBarWords('en', inForce, today), { useInnerText: true });
  // The same minute, a higher signal.
  const corrected = { ...status, signal: { ...signal, number: stopAtSignal + 1 } };
  const file = join(work, 'correction.json');
  writeFileSync(file, JSON.stringify(corrected));
  const published = spawnSync(process.execPath, [join(root, 'current', '_publish', 'status.mjs'), file, root], { encoding: 'utf8' });
  expect(published.status, published.stderr).toBe(0);
  const correctedSignal = validateStatus(corrected, 'the correction', now).signal as Signal;
  await expect(entry).toContainText(signalBarWords('en', correctedSignal, today), { useInnerText: true, timeout: 60_000 });
});
