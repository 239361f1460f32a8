import type { Page } from '@playwright/test';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '../../lib/site/constants';
import { ageGateText, dictionary } from '../../lib/words/copy';
import { localeInfo, localePath, locales, otherLocale, type Locale } from '../../lib/i18n/locales';
import { afterNextFrames, expect, openLanding, test, waitForHydration } from '../support/fixtures';
import { pagesIn, tag } from '../support/routes';

/*
 * The language switch: on every page a plain link to the same page in the other language, named in
 * that language. Nothing detects, redirects to or remembers a language: the address alone decides.
 */

/** The switch in the header: found by its name in the other language. */
const languageSwitch = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('link', { name: localeInfo[otherLocale(locale)].name, exact: true });

/** What a visit may leave behind: the age answer in local storage, nothing else, and no cookie. */
async function expectNothingKeptButTheAgeAnswer(page: Page) {
  const kept = await page.evaluate(() => ({
    local: { ...window.localStorage },
    session: { ...window.sessionStorage },
    cookie: document.cookie,
  }));
  expect(kept).toEqual({ local: { [AGE_CONFIRMED_KEY]: AGE_CONFIRMED_VALUE }, session: {}, cookie: '' });
  expect(await page.context().cookies()).toEqual([]);
}

for (const locale of locales) {
  const other = otherLocale(locale);
  const target = localeInfo[other];

  test.describe(`${tag(locale)} language switch`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      // The other language's test follows the twin's switch: together they make the way back.
      test(`on every ${locale} page it is a plain link named “${target.name}” that leads to the twin`, async ({ page }) => {
        test.slow(); // two page loads for every page of the language
        for (const { path, route } of pagesIn(locale)) {
          const twin = localePath(other, path);
          await page.goto(route);
          const link = languageSwitch(page, locale);
          await expect(link, route).toHaveCount(1);
          await expect(link, route).toHaveText(target.name);
          await expect(link, route).toHaveAttribute('href', twin);
          await expect(link, route).toHaveAttribute('lang', target.lang);
          await expect(link, route).toHaveAttribute('hreflang', target.lang);
          await link.click();
          await expect(page).toHaveURL(twin);
          await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
        }
      });
    });

    test('works from the keyboard', async ({ page }) => {
      const home = localePath(locale, '/');
      await openLanding(page, home);
      const link = languageSwitch(page, locale);
      for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(localePath(other, '/'));
      await expect(page.getByRole('heading', { level: 1, name: dictionary(other).hero.title })).toBeVisible();
    });

    test('fits and works on a 320 px phone', { tag: '@phone' }, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const path of ['/', '/privacy_policy'] as const) {
        const route = localePath(locale, path);
        await openLanding(page, route);
        const link = languageSwitch(page, locale);
        await expect(link, route).toBeVisible();
        await expect(link, route).toBeInViewport({ ratio: 1 });
        const box = (await link.boundingBox())!;
        expect(box.x, route).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, route).toBeLessThanOrEqual(320);
        expect(Math.min(box.width, box.height), `${route} target size`).toBeGreaterThanOrEqual(24);
        const width = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(width.scroll, `${route} scrolls sideways`).toBeLessThanOrEqual(width.client);
        await link.click();
        await expect(page).toHaveURL(localePath(other, path));
      }
    });

    test('a visit to every page keeps nothing but the age answer: no cookie, no remembered language', async ({ page }) => {
      test.slow(); // every page of the language
      // A first-time visitor: answers the age gate, then reads every page of the language.
      await page.goto(localePath(locale, '/'));
      await page
        .getByRole('dialog', { name: ageGateText(locale).question })
        .getByRole('button', { name: dictionary(locale).ageGate.yes })
        .click();
      for (const { route } of pagesIn(locale)) {
        await page.goto(route);
        await waitForHydration(page);
        await expectNothingKeptButTheAgeAnswer(page);
      }
      // Switching language is remembered nowhere: the other language's address still opens as asked.
      await languageSwitch(page, locale).click();
      await waitForHydration(page);
      await page.goto(localePath(locale, '/'));
      await waitForHydration(page);
      await afterNextFrames(page);
      await expect(page).toHaveURL(localePath(locale, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].lang);
      await expectNothingKeptButTheAgeAnswer(page);
    });
  });
}

test.describe('no language detection', () => {
  for (const locale of locales) {
    const other = otherLocale(locale);
    test.describe(`${tag(other)} pages in a browser set to ${localeInfo[locale].intl}`, () => {
      test.use({ locale: localeInfo[locale].intl, extraHTTPHeaders: { 'Accept-Language': `${localeInfo[locale].intl},${locale};q=0.9` } });

      test('stay in their own language: no redirect', async ({ page }) => {
        for (const path of ['/', '/privacy_policy'] as const) {
          const route = localePath(other, path);
          await openLanding(page, route);
          await page.waitForLoadState('networkidle');
          await afterNextFrames(page);
          await expect(page).toHaveURL(route);
          await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[other].lang);
        }
        // The server answered the page itself, not a redirect to the browser's language.
        const direct = await page.request.get(localePath(other, '/'), {
          maxRedirects: 0,
          headers: { 'Accept-Language': localeInfo[locale].intl },
        });
        expect(direct.status()).toBe(200);
      });
    });
  }
});
