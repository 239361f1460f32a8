import { existsSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { dictionary } from '../lib/copy';
import { localePath, locales } from '../lib/i18n';
import { dhakaMillis, formatDhakaTime } from '../lib/notices';
import { expect, rememberAgeAnswer, test } from './fixtures';
import { tag } from './routes';
import { serveFolder } from './serve-folder';

/**
 * Service notices in both states, on exported builds: in force (the site built with
 * e2e/fixtures/notices.json by scripts/build-notices-fixture.mjs, served here) and none (the main
 * build, with lib/notices-data.ts as shipped). The fixture has a notice in force until 2099, one
 * until 30 June 2098 18:00, one for every route (`routes: 'all'`) until 2097, and one that ended
 * in 2021.
 */
const fixtureDir = join(process.cwd(), 'e2e', '.notices-out');
const port = Number(process.env.TEST_PORT || 4173) + 2;
const fixture = `http://127.0.0.1:${port}`;
const suspended = { title: { en: 'Bhola launches suspended', bn: 'ভোলার লঞ্চ চলাচল বন্ধ' }, end: '2099-12-31 23:59' };
const works = { title: { en: 'Sadarghat: board from pontoon 11', bn: 'সদরঘাট: ১১ নম্বর পন্টুন থেকে উঠুন' }, end: '2098-06-30 18:00' };
const ended = { title: { en: 'Fog delays', bn: 'কুয়াশায় দেরি' } };
const everyRoute = { title: { en: 'Eid: extra launches on every route', bn: 'ঈদে সব রুটে বাড়তি লঞ্চ' } };

let server: ChildProcess | undefined;

test.describe('notices in force', () => {
  // One worker owns the fixture's server: a second would find the port taken, or lose it when the
  // first worker's afterAll stops the server under it.
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    if (!existsSync(join(fixtureDir, 'index.html'))) {
      throw new Error(`${fixtureDir} is missing: run node scripts/build-notices-fixture.mjs (npm test does).`);
    }
    server = await serveFolder(fixtureDir, port);
  });
  test.afterAll(() => {
    server?.kill();
  });

  for (const locale of locales) {
    const text = dictionary(locale);
    const banner = (page: Page) => page.getByRole('region', { name: text.notices.label });

    test(`${tag(locale)} every page shows the current notices at the top, politely, and not the ended one`, async ({ page }) => {
      await rememberAgeAnswer(page);
      for (const path of ['/', '/privacy_policy', '/timetable', '/thank']) {
        await page.goto(fixture + localePath(locale, path));
        const region = banner(page);
        await expect(region).toBeVisible();
        await expect(region).toHaveAttribute('aria-live', 'polite');
        await expect(region.getByText(suspended.title[locale])).toBeVisible();
        await expect(region.getByText(works.title[locale])).toBeVisible();
        await expect(region.getByText(ended.title[locale])).toHaveCount(0);
        // A notice for every route says so, rather than listing them.
        const all = region.locator('.notice', { hasText: everyRoute.title[locale] });
        await expect(all).toContainText(text.notices.allRoutes);
        await expect(region.locator('.notice', { hasText: works.title[locale] })).not.toContainText(text.notices.allRoutes);
        // Above the header, and nothing took the focus.
        const [bannerTop, headerTop] = await Promise.all([region.boundingBox(), page.locator('header.site-header').boundingBox()]);
        expect(bannerTop!.y).toBeLessThan(headerTop!.y);
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      }
    });

    test(`${tag(locale)} the timetable shows each notice on the routes it names`, async ({ page }) => {
      await page.goto(fixture + localePath(locale, '/timetable'));
      await expect(page.locator('#barishal-bhola').getByText(suspended.title[locale])).toBeVisible();
      await expect(page.locator('#dhaka-barishal').getByText(works.title[locale])).toBeVisible();
      await expect(page.locator('#dhaka-jhalokathi').getByText(works.title[locale])).toBeVisible();
      // Mehendiganj is named by no notice but the one for every route.
      await expect(page.locator('#barishal-mehendiganj .notice')).toHaveCount(1);
      await expect(page.locator('#barishal-mehendiganj .notice')).toContainText(everyRoute.title[locale]);
      for (const id of ['dhaka-barishal', 'barishal-bhola', 'dhaka-jhalokathi']) await expect(page.locator(`#${id}`).getByText(everyRoute.title[locale])).toBeVisible();
    });

    test(`${tag(locale)} a notice whose end has passed by the visitor's clock is no longer shown`, async ({ page }) => {
      await page.clock.setFixedTime(dhakaMillis(works.end) + 60_000);
      await page.goto(fixture + localePath(locale, '/safety'));
      const region = banner(page);
      await expect(region.getByText(suspended.title[locale])).toBeVisible();
      await expect(region.getByText(works.title[locale])).toBeHidden();
      await expect(page.locator('main').getByText(works.title[locale])).toBeHidden();
      await expect(page.getByText(text.safety.noNotices)).toBeHidden();

      // Past every end: no banner, and the safety page says no notice is in force.
      await page.clock.setFixedTime(dhakaMillis(suspended.end) + 60_000);
      await page.reload();
      await expect(region).toBeHidden();
      await expect(page.getByText(text.safety.noNotices)).toBeVisible();
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const locale of locales) {
      test(`${tag(locale)} each notice prints when it ends`, async ({ page }) => {
        await page.goto(fixture + localePath(locale, '/'));
        const region = page.getByRole('region', { name: dictionary(locale).notices.label });
        await expect(region).toContainText(formatDhakaTime(locale, suspended.end));
        await expect(region).toContainText(formatDhakaTime(locale, works.end));
      });
    }
  });
});

test.describe('no notice in force (the shipped data)', () => {
  for (const locale of locales) {
    const text = dictionary(locale);
    test(`${tag(locale)} nothing shows, and the safety page says so`, async ({ page }) => {
      await rememberAgeAnswer(page);
      await page.goto(localePath(locale, '/'));
      await expect(page.getByRole('region', { name: text.notices.label })).toHaveCount(0);
      await page.goto(localePath(locale, '/timetable'));
      await expect(page.locator('.notice')).toHaveCount(0);
      await page.goto(localePath(locale, '/safety'));
      await expect(page.getByText(text.safety.noNotices)).toBeVisible();
    });
  }
});
