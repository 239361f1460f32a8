import { dictionary } from '../../lib/words/copy';
import { localeInfo, localePath, locales, type Locale } from '../../lib/i18n/locales';
import { accessibleExpanded, expect, openLanding, test } from '../support/fixtures';
import { pages, tag, unknownPath } from '../support/routes';

// The 404 page is one bilingual page in English (its Bangla block marks its own language).
for (const { route, locale } of [...pages, { route: unknownPath, locale: 'en' as Locale }]) {
  test(`${route}: landmarks, one h1, headings in order, lang="${localeInfo[locale].lang}"`, async ({ page }) => {
    await openLanding(page, route);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: dictionary(locale).chrome.mainNav })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.locator('html').getAttribute('lang')).toBe(localeInfo[locale].lang);

    // Headings never skip a level going down (h2 to h4), in document order, outside closed dialogs.
    const levels = await page.evaluate(() =>
      Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
        .filter((h) => !h.closest('dialog'))
        .map((h) => Number(h.tagName[1])),
    );
    expect(levels[0], 'the first heading is the h1').toBe(1);
    const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
    expect(skips, `heading levels ${levels.join(',')}`).toEqual([]);
  });
}

for (const locale of locales) {
  test(`${tag(locale)} menu toggle and FAQ items expose their expanded state`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page, localePath(locale, '/'));
    // A popovertarget button: the browser derives the state from the menu itself.
    const toggle = page.getByRole('button', { name: dictionary(locale).chrome.menu });
    await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
    await toggle.click();
    await expect.poll(() => accessibleExpanded(toggle)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
    // Native <details>: the summary is exposed as an expandable control.
    const summary = page.locator('#faq summary').first();
    expect(await summary.evaluate((el) => el.parentElement?.tagName)).toBe('DETAILS');
    await summary.click();
    expect(await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
  });

  test(`${tag(locale)} the thank-you graphic is hidden from assistive technology or named`, async ({ page }) => {
    await openLanding(page, localePath(locale, '/thank'));
    const graphics = page.getByRole('main').locator('svg, img');
    const count = await graphics.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const graphic = graphics.nth(i);
      const hidden = await graphic.evaluate((el) => el.closest('[aria-hidden="true"]') !== null);
      const name = await graphic.evaluate(
        (el) => el.getAttribute('aria-label') || el.getAttribute('alt') || el.querySelector('title')?.textContent || '',
      );
      expect(hidden || name.length > 0).toBe(true);
    }
  });
}
