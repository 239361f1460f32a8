import { nightColor, themeColor } from '../../lib/site/brand';
import { locales } from '../../lib/i18n/locales';
import { expect, test } from '../support/fixtures';
import { bodyBackground, computed } from '../support/colour-scheme';
import { islandPaths, pagesIn, tag, unknownPath } from '../support/routes';

/**
 * The dark scheme (issue 48) comes from the phone's setting through CSS alone: the first paint is
 * already dark, with or without JavaScript, on every page (the offline page the service worker
 * falls back to included); paper stays light; the browser's toolbar and its own controls follow.
 * Contrast in the dark scheme is axe's (e2e/audit/axe.spec.ts), the status colours' meaning
 * e2e/status/bar.spec.ts.
 */
test.describe('in the dark scheme, without JavaScript', () => {
  test.use({ colorScheme: 'dark', javaScriptEnabled: false });

  for (const locale of locales) {
    test(`${tag(locale)} every page is dark from its first paint, its controls too`, async ({ page }) => {
      const routes = [...pagesIn(locale).map((entry) => entry.route), ...(locale === 'en' ? [unknownPath] : [])];
      for (const route of routes) {
        await page.goto(route);
        // Nothing runs to switch it: what the first paint drew is what is here now.
        const drawn = await page.evaluate(() => ({
          scheme: getComputedStyle(document.documentElement).colorScheme,
          text: getComputedStyle(document.body).color,
        }));
        expect(await bodyBackground(page), route).toBe(computed('surface', 'dark'));
        expect(drawn, route).toEqual({ scheme: 'light dark', text: computed('strong', 'dark') });
      }
    });
  }
});

test('the light scheme is unchanged: white page, slate text', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  for (const route of ['/', '/bn/timetable']) {
    await page.goto(route);
    expect(await bodyBackground(page), route).toBe('rgb(255, 255, 255)');
    expect(await page.evaluate(() => getComputedStyle(document.body).color), route).toBe(computed('strong', 'light'));
  }
});

test('printed from a phone in the dark scheme, every kind of page is light, its controls too', async ({ page }) => {
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  for (const path of islandPaths) {
    await page.goto(path);
    expect(await bodyBackground(page), path).toBe('rgb(255, 255, 255)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), path).toBe('light');
    // And the text its light colour.
    expect(await page.evaluate(() => getComputedStyle(document.body).color), path).toBe(computed('strong', 'light'));
  }
});

test('the toolbar has a colour for each scheme, and the page says it has both', async ({ page }) => {
  for (const route of ['/', '/bn', '/bn/status', unknownPath]) {
    await page.goto(route);
    const metas = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((elements) =>
        elements.map((element) => ({ media: element.getAttribute('media'), color: element.getAttribute('content') })),
      );
    expect(metas, route).toEqual([
      { media: '(prefers-color-scheme: light)', color: themeColor },
      { media: '(prefers-color-scheme: dark)', color: nightColor },
    ]);
    await expect(page.locator('meta[name="color-scheme"]'), route).toHaveAttribute('content', 'light dark');
  }
});
