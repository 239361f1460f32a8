import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE, AGE_GATE_QUESTION } from '../lib/constants';
import { expect, rememberAgeAnswer, test, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

const gate = (page: Page) => page.getByRole('dialog', { name: AGE_GATE_QUESTION });
const scrollLocked = (page: Page) =>
  page.evaluate(async () => {
    window.scrollTo(0, 1500);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return window.scrollY === 0 && getComputedStyle(document.documentElement).overflow === 'hidden';
  });

test.describe('age gate', () => {
  test('opens on a first visit and locks scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(gate(page)).toBeVisible();
    await expect(gate(page).getByRole('heading', { name: AGE_GATE_QUESTION })).toBeVisible();
    await page.mouse.wheel(0, 1200);
    expect(await scrollLocked(page)).toBe(true);
  });

  test('Yes stores the answer, closes the gate and unlocks scrolling', async ({ page }) => {
    await page.goto('/');
    await gate(page).getByRole('button', { name: 'Yes' }).click();
    await expect(gate(page)).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), AGE_CONFIRMED_KEY)).toBe(AGE_CONFIRMED_VALUE);
    expect(await scrollLocked(page)).toBe(false);

    await page.reload();
    await waitForHydration(page);
    await expect(gate(page)).toBeHidden();
  });

  test('No does nothing: the gate stays open and nothing is stored', async ({ page }) => {
    await page.goto('/');
    await gate(page).getByRole('button', { name: 'No' }).click();
    await expect(gate(page)).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), AGE_CONFIRMED_KEY)).toBeNull();
    expect(await scrollLocked(page)).toBe(true);
  });

  test('Escape does not dismiss it, even pressed twice', async ({ page }) => {
    await page.goto('/');
    await expect(gate(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(gate(page)).toBeVisible();
  });

  test('holds keyboard focus inside', async ({ page }) => {
    await page.goto('/');
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
    await page.goto('/');
    await expect(gate(page)).toBeVisible();
    await gate(page).getByRole('button', { name: 'Yes' }).click();
    await expect(gate(page)).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('any stored answer keeps it closed', async ({ page }) => {
    await rememberAgeAnswer(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(gate(page)).toBeHidden();
  });
});
