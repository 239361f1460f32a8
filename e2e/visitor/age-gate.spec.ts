import type { Page } from '@playwright/test';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '../../lib/site/constants';
import { ageGateText, dictionary } from '../../lib/words/copy';
import { localePath, locales, otherLocale } from '../../lib/i18n/locales';
import { afterNextFrames, expect, rememberAgeAnswer, test, waitForHydration } from '../support/fixtures';
import { tag } from '../support/routes';

const scrollLocked = (page: Page) =>
  page.evaluate(async () => {
    window.scrollTo(0, 1500);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return window.scrollY === 0 && getComputedStyle(document.documentElement).overflow === 'hidden';
  });
const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), AGE_CONFIRMED_KEY);

for (const locale of locales) {
  const text = ageGateText(locale);
  const home = localePath(locale, '/');
  const gate = (page: Page) => page.getByRole('dialog', { name: text.question });

  test.describe(`${tag(locale)} age gate`, () => {
    test('opens on a first visit, asks in the page language and locks scrolling', { tag: '@phone' }, async ({ page }) => {
      await page.goto(home);
      await expect(gate(page)).toBeVisible();
      await expect(gate(page).getByRole('heading', { name: text.question })).toBeVisible();
      if (locale === 'en') expect(text.question).toBe('Are you 18 years old or older?');
      await expect(gate(page)).toContainText(text.text);
      await expect(gate(page).getByRole('button')).toHaveText([text.yes, text.no]);
      expect(await gate(page).evaluate((dialog) => dialog.closest('[lang]')?.getAttribute('lang'))).toBe(locale);
      await page.mouse.wheel(0, 1200);
      expect(await scrollLocked(page)).toBe(true);
    });

    test('Yes stores the answer, closes the gate and unlocks scrolling', { tag: '@phone' }, async ({ page }) => {
      await page.goto(home);
      await gate(page).getByRole('button', { name: text.yes }).click();
      await expect(gate(page)).toBeHidden();
      expect(await stored(page)).toBe(AGE_CONFIRMED_VALUE);
      expect(await scrollLocked(page)).toBe(false);

      await page.reload();
      await waitForHydration(page);
      await afterNextFrames(page);
      await expect(gate(page)).toBeHidden();
    });

    test('Yes from the keyboard leaves the focus at the top of the page, on the skip link', async ({ page }) => {
      await page.goto(home);
      await gate(page).getByRole('button', { name: text.yes }).focus();
      await page.keyboard.press('Enter');
      await expect(gate(page)).toBeHidden();
      const skip = page.getByRole('link', { name: dictionary(locale).chrome.skipLink });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
    });

    test('No does nothing: the gate stays open and nothing is stored', async ({ page }) => {
      await page.goto(home);
      await gate(page).getByRole('button', { name: text.no }).click();
      await expect(gate(page)).toBeVisible();
      expect(await stored(page)).toBeNull();
      expect(await scrollLocked(page)).toBe(true);
    });

    test('Escape does not dismiss it, even pressed twice', async ({ page }) => {
      await page.goto(home);
      await expect(gate(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(gate(page)).toBeVisible();
    });

    test('holds keyboard focus inside', async ({ page }) => {
      await page.goto(home);
      await expect(gate(page)).toBeVisible();
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab');
        expect(await gate(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await gate(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    });

    test('where storage throws, Yes still closes it for this visit', async ({ page }) => {
      await page.addInitScript(() => {
        const fail = () => {
          throw new DOMException('blocked', 'SecurityError');
        };
        Object.defineProperty(window, 'localStorage', { get: fail, configurable: true });
      });
      await page.goto(home);
      await expect(gate(page)).toBeVisible();
      await gate(page).getByRole('button', { name: text.yes }).click();
      await expect(gate(page)).toBeHidden();
      expect(await scrollLocked(page)).toBe(false);
    });

    test('any stored answer keeps it closed', async ({ page }) => {
      await rememberAgeAnswer(page);
      await page.goto(home);
      await waitForHydration(page);
      await afterNextFrames(page);
      await expect(gate(page)).toBeHidden();
    });

    test('opens and answers before the framework arrives: its behaviour is in the page itself', async ({ page }) => {
      // No script file of the framework arrives, as on a phone still downloading them: the requests
      // are held, never answered.
      const held: string[] = [];
      await page.route('**/_next/static/**/*.js', (route) => {
        held.push(route.request().url());
      });
      // Not waiting for "load": scripts the page has asked for hold it back.
      await page.goto(home, { waitUntil: 'domcontentloaded' });
      await expect(gate(page)).toBeVisible();
      expect(await scrollLocked(page)).toBe(true);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(gate(page)).toBeVisible();
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab');
        expect(await gate(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      await gate(page).getByRole('button', { name: text.yes }).click();
      await expect(gate(page)).toBeHidden();
      expect(await stored(page)).toBe(AGE_CONFIRMED_VALUE);
      expect(await scrollLocked(page)).toBe(false);
      // The scripts were asked for and are still on their way, and React has not hydrated the page.
      expect(held.length).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => Object.keys(document.getElementById('site-logo') ?? {}).some((key) => key.startsWith('__react'))),
      ).toBe(false);
    });

    const other = otherLocale(locale);
    test(`one answer covers both languages: Yes on ${home}, then ${localePath(other, '/')} asks nothing`, async ({ page }) => {
      await page.goto(home);
      await gate(page).getByRole('button', { name: text.yes }).click();
      await expect(gate(page)).toBeHidden();

      await page.goto(localePath(other, '/'));
      await waitForHydration(page);
      await afterNextFrames(page);
      // The page is the other language's landing page, and its gate (in its words) stays shut.
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.getByRole('heading', { level: 1, name: dictionary(other).hero.title })).toBeVisible();
      await expect(page.getByRole('dialog', { name: ageGateText(other).question })).toBeHidden();
      expect(await page.evaluate(() => ({ ...window.localStorage }))).toEqual({ [AGE_CONFIRMED_KEY]: AGE_CONFIRMED_VALUE });
    });
  });
}
