import type { Page } from '@playwright/test';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '../lib/constants';
import { legalDocuments, type LegalDocument } from '../lib/legal';
import { expect, test, waitForHydration } from './fixtures';
import { routes, unknownPath } from './routes';

/**
 * Opens a missing page. Chromium logs the document's own 404 as a console error; that one message
 * is expected, so it is taken out of the fixture's list. Any other error still fails the test.
 */
async function openMissing(page: Page, consoleProblems: string[], path: string) {
  const documentErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && new URL(message.location().url).pathname === path && message.text().includes('404')) {
      documentErrors.push(`error: ${message.text()}`);
    }
  });
  const response = await page.goto(path);
  await waitForHydration(page);
  expect(documentErrors).toHaveLength(1);
  const index = consoleProblems.indexOf(documentErrors[0]!);
  expect(index).toBeGreaterThanOrEqual(0);
  consoleProblems.splice(index, 1);
  return response;
}

test.describe('not-found page', () => {
  for (const path of [unknownPath, '/privacy_policy/extra', '/a/b/c']) {
    test(`${path} is answered with status 404 and the not-found page`, async ({ page, consoleProblems }) => {
      const response = await openMissing(page, consoleProblems, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/drifted off course/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('links home', async ({ page, consoleProblems }) => {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE] as const);
    await openMissing(page, consoleProblems, unknownPath);
    const home = page.getByRole('main').getByRole('link', { name: 'Go to the home page' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /cross the rivers/i })).toBeVisible();
  });
});

/** The h1 of each route, so a path that serves the wrong page is caught. */
const expectedHeading: Record<(typeof routes)[number], string | RegExp> = {
  '/': /cross the rivers/i,
  ...(Object.fromEntries(legalDocuments.map((policy) => [policy.path, policy.title])) as Record<LegalDocument['path'], string>),
  '/thank': 'Thank You!',
};

test.describe('clean URLs on the static server', () => {
  for (const route of routes) {
    const variants = route === '/' ? ['/'] : [route, `${route}/`];
    for (const path of variants) {
      test(`${path} reaches the page with status 200`, async ({ page }) => {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE] as const);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading[route]);
      });
    }
  }
});
