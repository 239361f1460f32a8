import type { Page } from '@playwright/test';
import { hero, notFound, thankYou } from '../lib/content';
import { legalDocuments, type LegalDocument } from '../lib/legal';
import { expect, rememberAgeAnswer, test, waitForHydration } from './fixtures';
import { missingPaths, routes, unknownPath } from './routes';
import { timetableCopy } from '../lib/timetable-copy';

/** Opens a missing page (the fixture expects its own 404 console message on these paths). */
async function openMissing(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

test.describe('not-found page', () => {
  for (const path of missingPaths) {
    test(`${path} is answered with status 404 and the not-found page`, async ({ page }) => {
      const response = await openMissing(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('links home', async ({ page }) => {
    await rememberAgeAnswer(page);
    await openMissing(page, unknownPath);
    const home = page.getByRole('main').getByRole('link', { name: notFound.homeLink });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
  });
});

/** The h1 of each route, so a path that serves the wrong page is caught. */
const expectedHeading: Record<(typeof routes)[number], string | RegExp> = {
  '/': hero.title,
  ...(Object.fromEntries(legalDocuments.map((policy) => [policy.path, policy.title])) as Record<LegalDocument['path'], string>),
  '/thank': thankYou.title,
  '/timetable': timetableCopy.en.title,
};

test.describe('clean URLs on the static server', () => {
  for (const route of routes) {
    const variants = route === '/' ? ['/'] : [route, `${route}/`];
    for (const path of variants) {
      test(`${path} reaches the page with status 200`, async ({ page }) => {
        await rememberAgeAnswer(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading[route]);
      });
    }
  }

  test('folders are not listed: they get the 404 page too', async ({ request }) => {
    // serve.json turns serve's directory listings off; nginx never lists them (security spec).
    for (const path of ['/_next/static/', '/_next/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(notFound.title);
    }
  });
});
