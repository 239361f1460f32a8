import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { precacheLimit } from '../../bench/budgets';
import { fillCopy } from '../../lib/words/copy';
import { en } from '../../content/words/en';
import { bn } from '../../content/words/bn';
import { localeInfo } from '../../lib/i18n/locales';
import { pageWords } from '../../lib/words/page-words';
import { legalDocument } from '../../lib/documents/legal';
import { dhakaDate, formatWhen } from '../../lib/i18n/format';
import { dhakaNow } from '../../lib/status/status';
import { gzipSize } from '../../bench/weights';
import { pageFile } from '../../scripts/build/post-build/exported-html';
import { precacheEntries, writeServiceWorker } from '../../scripts/build/post-build/service-worker';
import { family } from '../../scripts/build/bengali-font';
import { accessibleExpanded, expect, rememberAgeAnswer, test, waitForHydration } from '../support/fixtures';
import { browserWithInstalledBengaliFont } from '../support/installed-font-browser';
import { serveStatic } from '../support/static-server';
import { nginxOrigin } from '../support/nginx';
import { outDir } from '../support/routes';

/*
 * Offline reading (the `offline` project): the service worker of scripts/build/post-build/service-worker.ts on the
 * exported site. Each test has a fresh browser context, so it installs the worker itself: it
 * opens a page online, waits until the worker controls it, then goes offline.
 */

const savedOn = {
  en: /^You are offline: this page was saved on .+\d{4}\.$/,
  bn: /^আপনি অফলাইনে আছেন: এই পাতাটি সংরক্ষণ করা হয়েছিল .+ তারিখে।$/,
};

/** Opens `path` online as a returning visitor and waits until the installed worker controls the page. */
async function installWorker(page: Page, path = '/') {
  await rememberAgeAnswer(page);
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** The URLs (path and query) in the worker's caches, and the caches' names. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names)
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    return { names, urls };
  });

/** The page's "saved on" notice, if shown. */
const notice = (page: Page) => page.getByRole('status').filter({ hasText: /offline|অফলাইনে/ });

/** Waits for the islands, then for the worker's answer about this page to have reached the notice. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        navigator.serviceWorker.controller?.postMessage('served-from-cache?', [channel.port2]);
        if (!navigator.serviceWorker.controller) resolve(null);
      }),
  );
}

test('install keeps the wanted pages in both languages with every file they reference', async ({ page }) => {
  const { entries, skipped } = precacheEntries(outDir);
  const wanted = entries.map((entry) => entry.url);
  expect(wanted).toEqual(expect.arrayContaining(['/', '/bn', '/offline', '/bn/offline']));
  expect(wanted.some((url) => url.endsWith('.css'))).toBe(true);
  expect(wanted.some((url) => url.endsWith('.js'))).toBe(true);
  const fetched = entries.reduce((total, entry) => total + gzipSize(readFileSync(entry.file)), 0);
  expect(fetched, 'bytes fetched (gzip) on install').toBeLessThanOrEqual(precacheLimit);
  // Skipped only when the export really has no such page.
  for (const route of skipped) expect(pageFile(outDir, route), route).toBeUndefined();
  await installWorker(page);
  const { names, urls } = await keptUrls(page);
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^nodipoth-[0-9a-f]{16}$/);
  expect(urls).toEqual(expect.arrayContaining(wanted));
  expect(readFileSync(join(outDir, 'sw.js'), 'utf8')).toContain(`"${names[0]!.slice('nodipoth-'.length)}"`);
});

test('a device with Noto Sans Bengali installed keeps no copy of the fonts it never asks for, and reads Bangla offline in its own', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const { entries, installed } = precacheEntries(outDir);
  // The Bengali cut and the switch's subset: every rule that names them starts with local() sources.
  const skippable = Object.keys(installed);
  expect(skippable).toEqual([
    expect.stringMatching(/^\/_next\/static\/media\/noto-sans-bengali\.[^/]+\.woff2$/),
    '/fonts/bangla-switch.woff2',
  ]);
  const { browser, close } = await browserWithInstalledBengaliFont(playwright, launchOptions);
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const fonts: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await installWorker(page, '/bn');
    const { urls } = await keptUrls(page);
    expect(urls.sort()).toEqual(
      entries
        .map((entry) => entry.url)
        .filter((url) => !skippable.includes(url))
        .sort(),
    );
    expect(fonts, 'font files fetched, by the page or the worker').toEqual([]);

    await context.setOffline(true);
    await page.goto('/bn/safety');
    await settled(page);
    await expect(notice(page)).toHaveText(savedOn.bn);
    const faces = await page.evaluate(async (name) => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === name).map((face) => face.status);
    }, family);
    expect(faces).toEqual(['loaded', 'loaded']);
  } finally {
    await close();
  }
});

test('offline, the kept pages open and link to each other in both languages, islands working', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installWorker(page);
  await context.setOffline(true);

  // Never visited, kept on install.
  await page.goto('/bn');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bn.hero.title);
  await expect(notice(page)).toHaveText(savedOn.bn);
  await expectMenuToggles(page, bn.chrome.menu, bn.nav.mission);

  // The language switch leads to the English twin, also from the kept copy.
  await page.getByRole('link', { name: localeInfo.en.name, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.hero.title);
  await expect(notice(page)).toHaveText(savedOn.en);
  await expectMenuToggles(page, en.chrome.menu, en.nav.mission);
});

async function expectMenuToggles(page: Page, menu: string, firstLink: string) {
  const toggle = page.getByRole('button', { name: menu });
  await toggle.click();
  await expect.poll(() => accessibleExpanded(toggle)).toBe(true);
  await expect(page.getByRole('navigation').getByRole('link', { name: firstLink })).toBeVisible();
  await toggle.click();
  await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
}

test('offline, a page never opened gives the offline page in its language, one opened before its kept copy', async ({ page, context }) => {
  await installWorker(page);
  // Opened online under the worker: kept as it was served.
  await page.goto('/cookies_policy');
  await settled(page);
  await expect(notice(page)).toHaveCount(0);
  await context.setOffline(true);

  await page.goto('/privacy_policy');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageWords('en', 'offline').title);
  await expect(notice(page)).toHaveCount(0);
  // It links to what is kept, with the pages' names.
  await expect(page.getByRole('main').getByRole('link', { name: pageWords('en', 'home').offlineText })).toHaveAttribute('href', '/');

  await page.goto('/bn/terms_of_service');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageWords('bn', 'offline').title);
  await page
    .getByRole('main')
    .getByRole('link', { name: pageWords('bn', 'home').offlineText })
    .click();
  await expect(page).toHaveURL(/\/bn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bn.hero.title);

  await page.goto('/cookies_policy');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalDocument('en', 'cookies').title);
  await expect(notice(page)).toHaveText(savedOn.en);
});

test('the saved-on notice shows only offline', async ({ page, context }) => {
  await installWorker(page, '/bn');
  await page.reload();
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bn.hero.title);
  await expect(notice(page)).toHaveCount(0);
  await context.setOffline(true);
  await page.reload();
  await settled(page);
  await expect(notice(page)).toHaveText(savedOn.bn);
  await context.setOffline(false);
  await page.reload();
  await settled(page);
  await expect(notice(page)).toHaveCount(0);
});

test('offline, the status bar shows the last status the worker kept, and its time', async ({ page, context }) => {
  const built = JSON.parse(readFileSync(join(process.cwd(), 'content', 'status.json'), 'utf8')) as { updated: string };
  const offlineLine = page.locator('.status-banner [data-offline]');
  await installWorker(page, '/bn/timetable');
  // Now controlled: the page's fetch of /status.json goes through the worker, which keeps it.
  await page.reload();
  await expect.poll(async () => (await keptUrls(page)).urls).toContain('/status.json');
  await expect(offlineLine).toBeHidden();
  await context.setOffline(true);
  await page.reload();
  await settled(page);
  await expect(offlineLine).toBeVisible();
  // Said from the reader's day, or any other day's way when the build is older.
  const said = [formatWhen('bn', built.updated, dhakaDate(Date.now())), formatWhen('bn', built.updated, built.updated.slice(0, 4))];
  await expect(offlineLine).toContainText(new RegExp(said.map((time) => fillCopy('bn', bn.status.bar.offline, { time })).join('|')));
  await context.setOffline(false);
  await page.reload();
  await settled(page);
  await expect(offlineLine).toBeHidden();
});

test('after a new deploy, the next online visit brings the new content, kept for offline too', async ({ page, context }) => {
  test.slow();
  const port = Number(process.env.TEST_PORT || 4173) + 1;
  const origin = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(join(tmpdir(), 'nodipoth-offline-'));
  const site = join(work, 'site');
  const next = join(work, 'next');
  cpSync(outDir, site, { recursive: true });
  // The next build: a new hero title (in the HTML and in the page's payload alike), and the worker
  // regenerated from it, as the build step does.
  cpSync(outDir, next, { recursive: true });
  const newTitle = `${en.hero.title}, now with a new timetable`;
  for (const file of ['index.html']) {
    const path = join(next, file);
    writeFileSync(path, readFileSync(path, 'utf8').split(en.hero.title).join(newTitle));
  }
  rmSync(join(next, 'sw.js'));
  writeServiceWorker(next);

  const server = await serveStatic(site, { port });
  try {
    await installWorker(page, `${origin}/`);
    const before = (await keptUrls(page)).names;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.hero.title);

    // Deploy: the new files over the old, as a host does.
    cpSync(next, site, { recursive: true });
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    // The browser found the new worker on that visit; it takes over and drops the old copies.
    await expect.poll(async () => (await keptUrls(page)).names, { timeout: 20_000 }).toEqual([expect.not.stringMatching(before[0]!)]);

    await context.setOffline(true);
    await page.goto(`${origin}/`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await expect(notice(page)).toHaveText(savedOn.en);
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
});

test('a status publish seen online refreshes the kept pages before the kept status, so offline no page is older than it', async ({
  page,
}) => {
  test.slow();
  const port = Number(process.env.TEST_PORT || 4173) + 2;
  const origin = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(join(tmpdir(), 'nodipoth-offline-publish-'));
  const site = join(work, 'site');
  cpSync(outDir, site, { recursive: true });
  const server = await serveStatic(site, { port });
  try {
    await installWorker(page, `${origin}/`);
    // A publish (every page rewritten with it), as the status publisher does on the host.
    const updated = dhakaNow(Date.now() - 60_000);
    const file = join(work, 'status.json');
    writeFileSync(file, JSON.stringify({ updated, signal: null, notices: [], sailings: [] }));
    const published = spawnSync(process.execPath, [join(outDir, '_publish', 'status.mjs'), file, site], { encoding: 'utf8' });
    expect(published.status, published.stderr).toBe(0);
    // The next online visit asks for the status: the worker sees a new one and fetches its pages again.
    await page.goto(`${origin}/safety`);
    const kept = (path: string) =>
      page.evaluate(async (url) => (await (await caches.match(url, { ignoreVary: true }))?.text()) ?? '', path);
    const marker = `data-status-updated="${updated}"`;
    await expect.poll(() => kept('/status.json'), { timeout: 20_000 }).toContain(updated);
    // Every kept page carries the new status by the time the status is kept (they are first).
    const pages = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) {
          const response = await (await caches.open(name)).match(request);
          if (response?.headers.get('content-type')?.startsWith('text/html')) urls.push(new URL(request.url).pathname);
        }
      return urls;
    });
    expect(pages.length).toBeGreaterThan(1);
    for (const path of pages) expect(await kept(path), path).toContain(marker);
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
});

test.describe('under nginx with deploy/nginx.conf and the full policy', () => {
  test.use({ baseURL: nginxOrigin });

  test('the worker is served revalidated, installs and answers offline with no CSP violation', async ({ page, context, request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");

    const violations: string[] = [];
    await watchPolicy(context, page, violations);
    await installWorker(page);
    await page.goto('/bn');
    await settled(page);
    await context.setOffline(true);
    for (const path of ['/', '/bn', '/privacy_policy', '/bn/offline']) {
      await page.goto(path);
      await settled(page);
    }
    expect(violations).toEqual([]);
  });
});

/** Collects securitypolicyviolation events and console reports of the policy, in every page of the context. */
async function watchPolicy(context: BrowserContext, page: Page, violations: string[]) {
  await context.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}
