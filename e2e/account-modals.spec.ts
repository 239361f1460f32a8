import type { Locator, Page } from '@playwright/test';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '../lib/constants';
import { thankYou } from '../lib/content';
import { expect, openLanding, test } from './fixtures';

const register = (page: Page) => page.getByRole('dialog', { name: 'Create an account' });
const login = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const headerButton = (page: Page, name: 'Register' | 'Login') => page.getByRole('banner').getByRole('button', { name, exact: true });

async function clickBackdrop(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('dialog has no box');
  // A point beside the panel, on the backdrop.
  await page.mouse.click(Math.max(2, box.x / 2), Math.max(2, box.y / 2));
}

test.describe('register and login modals', () => {
  test.beforeEach(async ({ page }) => openLanding(page));

  test('register has name, email, password and a terms checkbox, all required', async ({ page }) => {
    await headerButton(page, 'Register').click();
    const dialog = register(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveAttribute('type', 'text');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('checkbox', { name: /accept the terms/i })).toBeVisible();
    for (const field of [dialog.getByLabel('Name'), dialog.getByLabel('Email'), dialog.getByLabel('Password'), dialog.getByRole('checkbox')]) {
      await expect(field).toHaveAttribute('required', '');
    }
  });

  test('login has email, password and a terms checkbox, all required', async ({ page }) => {
    await headerButton(page, 'Login').click();
    const dialog = login(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveCount(0);
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Password')).toHaveAttribute('type', 'password');
    for (const field of [dialog.getByLabel('Email'), dialog.getByLabel('Password'), dialog.getByRole('checkbox')]) {
      await expect(field).toHaveAttribute('required', '');
    }
  });

  test('focus moves into the modal and returns to the opener on Escape', async ({ page }) => {
    for (const [name, dialog] of [['Register', register(page)], ['Login', login(page)]] as const) {
      const opener = headerButton(page, name);
      await opener.click();
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test('keeps Tab focus inside while open', async ({ page }) => {
    await headerButton(page, 'Login').click();
    const dialog = login(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('a backdrop click closes it; a click inside does not', async ({ page }) => {
    await headerButton(page, 'Register').click();
    const dialog = register(page);
    await dialog.getByRole('heading', { name: 'Create an account' }).click();
    await dialog.getByLabel('Name').click();
    await expect(dialog).toBeVisible();
    await clickBackdrop(page, dialog);
    await expect(dialog).toBeHidden();
    await expect(headerButton(page, 'Register')).toBeFocused();
  });

  test('the close button closes it', async ({ page }) => {
    await headerButton(page, 'Login').click();
    await login(page).getByRole('button', { name: 'Close' }).click();
    await expect(login(page)).toBeHidden();
  });

  test('an invalid submit stays put with the browser’s own message', async ({ page }) => {
    await headerButton(page, 'Register').click();
    const dialog = register(page);
    await dialog.getByLabel('Name').fill('Rafi');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password').fill('secret');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const message = await dialog.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validationMessage);
    expect(message).not.toBe('');

    await dialog.getByLabel('Email').fill('rafi@example.com');
    await dialog.getByRole('checkbox').uncheck();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toBeVisible();
    expect(await dialog.getByRole('checkbox').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  });

  for (const kind of ['Register', 'Login'] as const) {
    test(`${kind}: a valid submit goes to /thank without sending or keeping anything typed`, async ({ page }) => {
      const secrets = { name: 'Zebulon Quartzfield', email: 'zebulon.q@example.com', password: 'pw-Xq93-secret' };
      const requests: { url: string; method: string; body: string | null }[] = [];
      page.on('request', (request) => requests.push({ url: request.url(), method: request.method(), body: request.postData() }));

      await headerButton(page, kind).click();
      const dialog = kind === 'Register' ? register(page) : login(page);
      if (kind === 'Register') await dialog.getByLabel('Name').fill(secrets.name);
      await dialog.getByLabel('Email').fill(secrets.email);
      await dialog.getByLabel('Password').fill(secrets.password);
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: kind === 'Register' ? 'Register' : 'Log in' }).click();

      await expect(page).toHaveURL(/\/thank$/);
      await expect(page.getByRole('heading', { name: thankYou.title })).toBeVisible();

      const typed = Object.values(secrets).map((value) => encodeURIComponent(value));
      for (const request of requests) {
        // Only page and data loads (GET, or HEAD checks by the router): nothing is posted.
        expect(['GET', 'HEAD']).toContain(request.method);
        for (const value of [...typed, ...Object.values(secrets)]) {
          expect(request.url).not.toContain(value);
          expect(request.body ?? '').not.toContain(value);
        }
      }
      const kept = await page.evaluate(() => ({
        local: JSON.stringify({ ...window.localStorage }),
        session: JSON.stringify({ ...window.sessionStorage }),
        history: JSON.stringify(window.history.state),
        cookies: document.cookie,
      }));
      for (const value of Object.values(secrets)) {
        for (const store of Object.values(kept)) expect(store).not.toContain(value);
      }
      expect(JSON.parse(kept.local)).toEqual({ [AGE_CONFIRMED_KEY]: AGE_CONFIRMED_VALUE });

      // Going back shows the landing page with empty forms.
      await page.goBack();
      await headerButton(page, kind).click();
      await expect((kind === 'Register' ? register(page) : login(page)).getByLabel('Email')).toHaveValue('');
    });
  }
});
