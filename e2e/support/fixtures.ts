import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '../../lib/site/constants';
import { missingPaths } from './routes';

/** Playwright's own console note where a project blocks service workers (playwright.config.ts): not the page's. */
export const blockedWorkerNote = 'Service Worker registration blocked by Playwright';

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
        if (message.text() === blockedWorkerNote) return;
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

/** Opens a page (the landing page by default) as a returning visitor who has already answered the age gate. */
export async function openLanding(page: Page, path = '/') {
  await rememberAgeAnswer(page);
  await page.goto(path);
  await waitForHydration(page);
}

/** A string as a regular expression that matches it literally. */
export function literal(text: string, flags?: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}

/** Digits in any numbering system (Latin or Bangla) as a number: "২০২৬" → 2026. */
export function readDigits(text: string): number {
  return Number(text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)));
}

/** Waits until React has hydrated, so clicks reach the islands' handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('site-logo');
    return !!root && Object.keys(root).some((key) => key.startsWith('__react'));
  });
}

/**
 * Waits two animation frames: whatever acts in a frame after hydration has then run, so "still
 * closed" means closed, not "not opened yet".
 */
export async function afterNextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Draws every block the browser would draw only near the window (content-visibility: auto in
 * app/globals.css), as a jump to a :target does. For tests that measure text or positions far from
 * the window: until drawn, a block has a stand-in height and its text no boxes.
 */
export async function drawEveryBlock(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}

/**
 * Whether the browser tells assistive technology that a control is expanded (true, false, or
 * undefined where it says nothing), read from Chromium's accessibility tree. For a popovertarget
 * button the browser works it out from the popover: HTML forbids aria-expanded there, and
 * Playwright's own role queries only read that attribute.
 */
export async function accessibleExpanded(locator: Locator): Promise<boolean | undefined> {
  const page = locator.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    const handle = await locator.elementHandle();
    const marker = `expanded-${Math.random().toString(36).slice(2)}`;
    await handle!.evaluate((element, name) => element.setAttribute('data-ax-probe', name), marker);
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-ax-probe="${marker}"]` });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    await handle!.evaluate((element) => element.removeAttribute('data-ax-probe'));
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}
