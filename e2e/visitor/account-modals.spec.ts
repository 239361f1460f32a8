import type { BrowserContext, Locator, Page } from '@playwright/test';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '../../lib/site/constants';
import { dictionary } from '../../lib/words/copy';
import { localePath, locales } from '../../lib/i18n/locales';
import { afterNextFrames, expect, openLanding, rememberAgeAnswer, test, waitForHydration } from '../support/fixtures';
import { tag } from '../support/routes';

/**
 * Counts each dialog's openings, whatever opened it (the browser's Invoker Commands or the
 * fallback): every time its `open` attribute appears. Mutation records are never merged, as
 * `toggle` events are, so two openings are always two. One tap must open a dialog exactly once.
 */
async function countOpenings(context: BrowserContext) {
  await context.addInitScript(() => {
    const opened: Record<string, number> = {};
    (window as unknown as { __opened: Record<string, number> }).__opened = opened;
    new MutationObserver((records) => {
      for (const record of records) {
        const dialog = record.target as HTMLElement;
        if (record.oldValue === null) opened[dialog.id] = (opened[dialog.id] ?? 0) + 1;
      }
    }).observe(document, { subtree: true, attributeFilter: ['open'], attributeOldValue: true });
  });
}
/** The openings counted so far, once the observer has had its records (it runs after the page's tasks). */
const openings = async (page: Page) => {
  await afterNextFrames(page);
  return page.evaluate(() => ({ ...(window as unknown as { __opened: Record<string, number> }).__opened }));
};

async function clickBackdrop(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('dialog has no box');
  // A point beside the panel, on the backdrop.
  await page.mouse.click(Math.max(2, box.x / 2), Math.max(2, box.y / 2));
}

for (const locale of locales) {
  const text = dictionary(locale).account;
  const close = dictionary(locale).chrome.close;
  const home = localePath(locale, '/');
  const thank = localePath(locale, '/thank');
  const register = (page: Page) => page.getByRole('dialog', { name: text.registerTitle });
  const login = (page: Page) => page.getByRole('dialog', { name: text.loginTitle });
  const headerButton = (page: Page, kind: 'Register' | 'Login') =>
    page.getByRole('banner').getByRole('button', { name: kind === 'Register' ? text.register : text.login, exact: true });
  const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true });

  test.describe(`${tag(locale)} register and login modals`, () => {
    test.beforeEach(async ({ page }) => openLanding(page, home));

    test('register has name, email, password and a terms checkbox, all required', { tag: '@phone' }, async ({ page }) => {
      await headerButton(page, 'Register').click();
      const dialog = register(page);
      await expect(dialog).toBeVisible();
      await expect(field(dialog, text.name)).toHaveAttribute('type', 'text');
      await expect(field(dialog, text.email)).toHaveAttribute('type', 'email');
      await expect(field(dialog, text.password)).toHaveAttribute('type', 'password');
      const accept = dialog.getByRole('checkbox', { name: text.terms });
      await expect(accept).toBeVisible();
      await expect(accept).toHaveAccessibleName(new RegExp(`${text.acceptBefore}.*${text.terms}.*${text.privacy}`));
      // The terms and privacy links stay in the page's language.
      await expect(dialog.getByRole('link', { name: text.terms })).toHaveAttribute('href', localePath(locale, '/terms_of_service'));
      await expect(dialog.getByRole('link', { name: text.privacy })).toHaveAttribute('href', localePath(locale, '/privacy_policy'));
      for (const input of [
        field(dialog, text.name),
        field(dialog, text.email),
        field(dialog, text.password),
        dialog.getByRole('checkbox'),
      ]) {
        await expect(input).toHaveAttribute('required', '');
      }
    });

    test('login has email, password and a terms checkbox, all required', { tag: '@phone' }, async ({ page }) => {
      await headerButton(page, 'Login').click();
      const dialog = login(page);
      await expect(dialog).toBeVisible();
      await expect(field(dialog, text.name)).toHaveCount(0);
      await expect(field(dialog, text.email)).toHaveAttribute('type', 'email');
      await expect(field(dialog, text.password)).toHaveAttribute('type', 'password');
      for (const input of [field(dialog, text.email), field(dialog, text.password), dialog.getByRole('checkbox')]) {
        await expect(input).toHaveAttribute('required', '');
      }
    });

    test('focus moves into the modal and returns to the opener on Escape', { tag: '@phone' }, async ({ page }) => {
      for (const [kind, dialog] of [
        ['Register', register(page)],
        ['Login', login(page)],
      ] as const) {
        const opener = headerButton(page, kind);
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

    test('a backdrop click closes it; a click inside does not', { tag: '@phone' }, async ({ page }) => {
      await headerButton(page, 'Register').click();
      const dialog = register(page);
      await dialog.getByRole('heading', { name: text.registerTitle }).click();
      await field(dialog, text.name).click();
      await expect(dialog).toBeVisible();
      await clickBackdrop(page, dialog);
      await expect(dialog).toBeHidden();
      await expect(headerButton(page, 'Register')).toBeFocused();
    });

    test('the close button closes it', { tag: '@phone' }, async ({ page }) => {
      await headerButton(page, 'Login').click();
      await login(page).getByRole('button', { name: close }).click();
      await expect(login(page)).toBeHidden();
    });

    test('an invalid submit stays put with the browser’s own message', async ({ page }) => {
      await headerButton(page, 'Register').click();
      const dialog = register(page);
      const submit = dialog.getByRole('button', { name: text.registerSubmit, exact: true });
      await field(dialog, text.name).fill('Rafi');
      await field(dialog, text.email).fill('not-an-email');
      await field(dialog, text.password).fill('secret');
      await dialog.getByRole('checkbox').check();
      await submit.click();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(home);
      const message = await field(dialog, text.email).evaluate((input: HTMLInputElement) => input.validationMessage);
      expect(message).not.toBe('');

      await field(dialog, text.email).fill('rafi@example.com');
      await dialog.getByRole('checkbox').uncheck();
      await submit.click();
      await expect(dialog).toBeVisible();
      expect(await dialog.getByRole('checkbox').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    });

    for (const kind of ['Register', 'Login'] as const) {
      test(`${kind}: a valid submit goes to ${thank} without sending or keeping anything typed`, async ({ page }) => {
        const secrets = { name: 'Zebulon Quartzfield', email: 'zebulon.q@example.com', password: 'pw-Xq93-secret' };
        const requests: { url: string; method: string; body: string | null }[] = [];
        page.on('request', (request) => requests.push({ url: request.url(), method: request.method(), body: request.postData() }));

        await headerButton(page, kind).click();
        const dialog = kind === 'Register' ? register(page) : login(page);
        if (kind === 'Register') await field(dialog, text.name).fill(secrets.name);
        await field(dialog, text.email).fill(secrets.email);
        await field(dialog, text.password).fill(secrets.password);
        await dialog.getByRole('checkbox').check();
        await dialog.getByRole('button', { name: kind === 'Register' ? text.registerSubmit : text.loginSubmit, exact: true }).click();

        // The thank-you page of the same language.
        await expect(page).toHaveURL(thank);
        await expect(page.getByRole('heading', { level: 1, name: dictionary(locale).thankYou.title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);

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
        await expect(page).toHaveURL(home);
        // The page is loaded afresh: its islands wake after the first paint, as on the first visit.
        await waitForHydration(page);
        await headerButton(page, kind).click();
        await expect(field(kind === 'Register' ? register(page) : login(page), text.email)).toHaveValue('');
      });
    }
  });

  test.describe(`${tag(locale)} the account buttons are HTML: they work before and without the scripts`, () => {
    const switchTo = (dialog: Locator, label: string) => dialog.getByRole('button', { name: label, exact: true });

    test(
      'with JavaScript off: Register and Log in open, switch, and close with Escape and the close button',
      { tag: '@phone' },
      async ({ browser, viewport, isMobile, hasTouch }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile, hasTouch });
        const page = await context.newPage();
        try {
          await page.goto(home);
          // Open, the first field focused (autofocus), the close button closes, the focus returns.
          await headerButton(page, 'Register').click();
          await expect(register(page)).toBeVisible();
          await expect(field(register(page), text.name)).toBeFocused();
          await register(page).getByRole('button', { name: close }).click();
          await expect(register(page)).toBeHidden();
          await expect(headerButton(page, 'Register')).toBeFocused();

          // Escape closes, and the focus returns to the opener.
          await headerButton(page, 'Login').click();
          await expect(login(page)).toBeVisible();
          await expect(field(login(page), text.email)).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(login(page)).toBeHidden();
          await expect(headerButton(page, 'Login')).toBeFocused();

          // The switch opens the other form over this one (without script the first stays open behind
          // it, inert under the backdrop); Escape then closes each in turn.
          await headerButton(page, 'Register').click();
          await switchTo(register(page), text.toLogin).click();
          await expect(login(page)).toBeVisible();
          await expect(field(login(page), text.email)).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(login(page)).toBeHidden();
          await page.keyboard.press('Escape');
          await expect(page.locator('dialog[open]')).toHaveCount(0);
        } finally {
          await context.close();
        }
      },
    );

    test(
      'before the scripts have loaded, a tap opens the dialog once and the switch replaces it',
      { tag: '@phone' },
      async ({ page, context }) => {
        await countOpenings(context);
        // Hold back every script file: the page stays as its first paint left it (inline scripts run).
        await page.route(/\/_next\/static\/.*\.js$/, () => undefined);
        await rememberAgeAnswer(page);
        await page.goto(home, { waitUntil: 'commit' });
        await headerButton(page, 'Register').click();
        await expect(register(page)).toBeVisible();
        await switchTo(register(page), text.toLogin).click();
        await expect(login(page)).toBeVisible();
        await expect(register(page)).toBeHidden();
        await switchTo(login(page), text.toRegister).click();
        await expect(register(page)).toBeVisible();
        await expect(login(page)).toBeHidden();
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog[open]')).toHaveCount(0);
        expect(await openings(page)).toEqual({ register: 2, login: 1 });
        // Nothing of React ran: these were the browser's own commands.
        expect(await page.evaluate(() => Object.keys(document.getElementById('site-logo')!).some((key) => key.startsWith('__react')))).toBe(
          false,
        );
      },
    );

    test('where the browser has no Invoker Commands, the island opens, switches and closes them after hydration, once per tap', async ({
      page,
      context,
    }) => {
      await countOpenings(context);
      // Firefox ESR 140 and Safari before 26.2, as far as a page can tell: no `command` on buttons,
      // and the browser's own command cancelled, so only the fallback can act.
      await context.addInitScript(() => {
        delete (HTMLButtonElement.prototype as { command?: string }).command;
        document.addEventListener('command', (event) => event.preventDefault(), true);
      });
      await openLanding(page, home);
      await waitForHydration(page);
      expect(await page.evaluate(() => 'command' in HTMLButtonElement.prototype)).toBe(false);

      await headerButton(page, 'Register').click();
      await expect(register(page)).toBeVisible();
      await switchTo(register(page), text.toLogin).click();
      await expect(login(page)).toBeVisible();
      await expect(register(page)).toBeHidden();
      await login(page).getByRole('button', { name: close }).click();
      await expect(login(page)).toBeHidden();
      await headerButton(page, 'Login').click();
      await expect(login(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(login(page)).toBeHidden();
      await expect(headerButton(page, 'Login')).toBeFocused();
      await afterNextFrames(page);
      expect(await openings(page)).toEqual({ register: 1, login: 2 });
    });

    test('where the browser has them, the island adds nothing: one tap, one opening', async ({ page, context }) => {
      await countOpenings(context);
      await openLanding(page, home);
      await waitForHydration(page);
      await headerButton(page, 'Register').click();
      await expect(register(page)).toBeVisible();
      await switchTo(register(page), text.toLogin).click();
      await expect(login(page)).toBeVisible();
      await expect(register(page)).toBeHidden();
      await afterNextFrames(page);
      expect(await openings(page)).toEqual({ register: 1, login: 1 });
    });
  });
}
