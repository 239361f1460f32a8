import type { Page } from '@playwright/test';
import { dictionary } from '../../lib/words/copy';
import { localePath, locales } from '../../lib/i18n/locales';
import { pageWords } from '../../lib/words/page-words';
import { accessibleExpanded, expect, openLanding, test } from '../support/fixtures';
import { routes, tag } from '../support/routes';

/** Tabs through the whole page and returns, for each stop, whether a focus indicator is drawn. */
async function tabThroughPage(page: Page) {
  const stops: { label: string; ring: boolean; visible: boolean }[] = [];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
      const box = el.getBoundingClientRect();
      // On screen and not hidden under the sticky header (WCAG 2.4.11, focus not obscured).
      const header = document.querySelector('header')!;
      const onTop = header.contains(el) || style.position === 'fixed';
      const headerBox = header.getBoundingClientRect();
      const headerBottom = onTop ? 0 : headerBox.bottom;
      // Above the header (the status bar at the top of the page) is not under it either.
      const clear = box.top >= headerBottom - 1 || (!onTop && box.bottom <= headerBox.top + 1 && box.top >= 0);
      const visible = box.width > 0 && box.height > 0 && clear && box.bottom <= window.innerHeight + 1;
      return {
        label: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
        ring,
        visible,
      };
    });
    if (!stop) break;
    if (stops.length && stops[0]!.label === stop.label) break; // wrapped round
    stops.push(stop);
  }
  return stops;
}

test.describe('keyboard', () => {
  // Reduced motion makes focus scrolling instant, so each stop is judged where it ends up.
  test.use({ reducedMotion: 'reduce' });

  for (const locale of locales) {
    const text = dictionary(locale);
    test(`${tag(locale)} a skip link is the first stop and moves focus to the main content`, async ({ page }) => {
      await openLanding(page, localePath(locale, '/'));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: text.chrome.skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      // The next stop is inside main (the hero's phone link), not back in the header.
      expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
    });
  }

  for (const route of routes) {
    test(`${route}: every stop is on screen with a visible focus ring`, async ({ page }) => {
      await openLanding(page, route);
      const stops = await tabThroughPage(page);
      expect(stops.length).toBeGreaterThan(5);
      const bad = stops.filter((stop) => !stop.ring || !stop.visible).map((stop) => stop.label);
      expect(bad, 'stops without a visible focus ring or off screen').toEqual([]);
    });
  }

  for (const locale of locales) {
    const text = dictionary(locale);
    test(`${tag(locale)} the phone menu and FAQ work from the keyboard`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openLanding(page, localePath(locale, '/'));
      const toggle = page.getByRole('button', { name: text.chrome.menu });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => accessibleExpanded(toggle)).toBe(true);
      // The timetable leads the menu, then the page's sections.
      const nav = page.getByRole('navigation', { name: text.chrome.mainNav });
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: pageWords(locale, 'timetable').linkText })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: text.nav.mission })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
      await expect(page.locator('#mission-title')).toBeInViewport();

      const summary = page.locator('#faq summary').first();
      await summary.focus();
      await page.keyboard.press('Enter');
      expect(await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
    });
  }
});
