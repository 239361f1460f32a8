import { test as base, expect, type Page } from '@playwright/test';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '../lib/constants';
import { missingPaths } from './routes';

type Fixtures = {
  /** Console errors, warnings and uncaught exceptions seen during the test; checked after it. */
  consoleProblems: string[];
};

/**
 * Every test fails if the page logs an error or warning (hydration warnings included) or throws.
 */
export const test = base.extend<Fixtures>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // Chromium logs a document's own 404 as an error; on the paths opened to see the 404 page
        // that status is the point (the tests assert it), so only that message is let through.
        const path = message.location().url ? new URL(message.location().url).pathname : '';
        if (message.text().includes('status of 404') && (missingPaths as readonly string[]).includes(path)) return;
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Stores the age gate's answer before any page script runs, as a returning visitor has it. */
export async function rememberAgeAnswer(page: Page) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE] as const);
}

/** Opens the landing page as a returning visitor who has already answered the age gate. */
export async function openLanding(page: Page, path = '/') {
  await rememberAgeAnswer(page);
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits until React has hydrated, so clicks reach the islands' handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('site-logo');
    return !!root && Object.keys(root).some((key) => key.startsWith('__react'));
  });
}
