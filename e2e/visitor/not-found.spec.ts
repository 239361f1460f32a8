import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dictionary } from '../../lib/words/copy';
import { localePath, locales } from '../../lib/i18n/locales';
import { pageFile } from '../../scripts/build/post-build/exported-html';
import { expect, rememberAgeAnswer, test, waitForHydration } from '../support/fixtures';
import { missingPaths, outDir, routes, tag, unknownPaths } from '../support/routes';

/** Opens a missing page (the fixture expects its own 404 console message on these paths). */
async function openMissing(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

const en = dictionary('en').notFound;
const bn = dictionary('bn').notFound;

test.describe('not-found page', () => {
  for (const path of missingPaths) {
    test(`${path} is answered with status 404 and the bilingual not-found page`, async ({ page }) => {
      const response = await openMissing(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The same page speaks Bangla too, in a block marked as Bangla.
      const bangla = page.locator('[lang="bn"]').filter({ has: page.getByRole('heading', { name: bn.title }) });
      await expect(bangla).toHaveCount(1);
      await expect(bangla).toContainText(bn.message);
      await expect(bangla.getByRole('heading', { name: bn.title })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('the keyboard starts at its skip link, as on every page', async ({ page }) => {
    await rememberAgeAnswer(page);
    await openMissing(page, unknownPaths.bn);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: dictionary('en').chrome.skipLink })).toBeFocused();
  });

  test.describe('without JavaScript on a phone', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    test('the menu toggle works: the menu is a popover, HTML alone', async ({ page }) => {
      await page.goto(unknownPaths.bn);
      const nav = page.getByRole('navigation', { name: dictionary('en').chrome.mainNav });
      await expect(nav.getByRole('link').first()).toBeHidden();
      await nav.getByRole('button', { name: dictionary('en').chrome.menu }).click();
      await expect(nav.getByRole('link').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link').first()).toBeHidden();
    });
  });

  for (const locale of locales) {
    const text = dictionary(locale);
    test(`${tag(locale)} links to the ${locale} home page`, async ({ page }) => {
      await rememberAgeAnswer(page);
      await openMissing(page, unknownPaths[locale]);
      const home = page.getByRole('main').getByRole('link', { name: text.notFound.homeLink });
      await expect(home).toHaveAttribute('href', localePath(locale, '/'));
      await home.click();
      await expect(page).toHaveURL(localePath(locale, '/'));
      await expect(page.getByRole('heading', { level: 1, name: text.hero.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  }
});

/** The exported file of a route: out/index.html, out/privacy_policy.html, out/bn.html, out/bn/thank.html. */
/** The file the export wrote for a route, as every build step finds it (scripts/build/post-build/exported-html.ts). */
const routeFile = (route: string) => pageFile(outDir, route) ?? `${outDir}: no page for ${route}`;

test.describe('clean URLs on the static server', () => {
  for (const route of routes) {
    test(`${route}${route === '/' ? '' : ` and ${route}/`} reach the page with status 200`, async ({ request }) => {
      // Served byte for byte from the route's own file, so a path that serves the wrong page is caught.
      const file = readFileSync(routeFile(route), 'utf8');
      for (const path of route === '/' ? ['/'] : [route, `${route}/`]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(await response.text(), `${path} serves ${routeFile(route)}`).toBe(file);
      }
    });
  }

  test('the served pages have the right h1 in a browser', async ({ page }) => {
    await rememberAgeAnswer(page);
    for (const locale of locales) {
      await page.goto(localePath(locale, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionary(locale).hero.title);
      await page.goto(`${localePath(locale, '/thank')}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionary(locale).thankYou.title);
    }
  });

  test('folders are not listed: they get the 404 page too', async ({ request }) => {
    // serve.json turns serve's directory listings off; nginx never lists them (security spec).
    for (const path of ['/_next/static/', '/_next/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(en.title);
    }
  });
});
