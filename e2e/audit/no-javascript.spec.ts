import { sectionLinks } from '../../lib/landing/sections';
import { dictionary } from '../../lib/words/copy';
import { localePath, locales } from '../../lib/i18n/locales';
import { legalLinks } from '../../lib/documents/legal';
import { expect, test } from '../support/fixtures';
import { islandPages, routes, tag, unknownPath } from '../support/routes';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of [...routes, unknownPath]) {
    test(`${route}: all text is shown and nothing is left invisible`, async ({ page }) => {
      await page.goto(route);
      // CSS animations still run without scripts: let them finish before looking.
      // (Polled from the test: waitForFunction needs the page's own scripts.)
      await expect.poll(() => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running'))).toBe(true);
      const hidden = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main *, footer *'))
          // .js-only: what needs scripts (the trip finder), hidden on purpose.
          // The live status hides its lines by the clock (out of date, offline, over) and keeps the
          // other pages' blocks hidden on /status: e2e/status/status.spec.ts checks each one shows when due.
          // The alert buttons and their words show only where a script finds Web Push and a desk
          // (e2e/push/browser.spec.ts checks that they do).
          .filter(
            (el) =>
              el.textContent?.trim() &&
              !el.closest(
                '.sr-only, .js-only, details:not([open]), [aria-hidden="true"], [data-live] [hidden], [data-live-fragments], [data-alerts], [data-alert-route], [data-alert-words]',
              ),
          )
          .filter((el) => {
            const style = getComputedStyle(el);
            return style.opacity === '0' || style.visibility === 'hidden' || style.display === 'none';
          })
          .map((el) => `${el.tagName} ${el.textContent!.trim().slice(0, 40)}`),
      );
      expect(hidden).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  for (const locale of locales) {
    const text = dictionary(locale);
    test(`${tag(locale)} links work: the header leads to the sections and the footer to the legal pages`, async ({ page }) => {
      const routesLink = sectionLinks(locale, false).find((link) => link.href.endsWith('#routes'))!;
      const terms = legalLinks(locale).find((link) => link.href === localePath(locale, '/terms_of_service'))!;
      await page.goto(localePath(locale, '/privacy_policy'));
      await page.getByRole('navigation', { name: text.chrome.mainNav }).getByRole('link', { name: routesLink.label, exact: true }).click();
      await expect(page).toHaveURL(routesLink.href);
      await expect(page.locator('#routes-title')).toBeInViewport();
      await page.getByRole('contentinfo').getByRole('link', { name: terms.label, exact: true }).click();
      await expect(page).toHaveURL(terms.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  // Motion comes from the shared stylesheet and the islands: one page of each set, in each language.
  for (const { route } of islandPages) {
    test(`${route}: no smooth scrolling and nothing animates`, async ({ page }) => {
      await page.goto(route);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(100);
      const animating = await page.evaluate(() => document.getAnimations().map((a) => (a as CSSAnimation).animationName ?? 'transition'));
      expect(animating).toEqual([]);
      await expect(page.locator('.fade-pending')).toHaveCount(0);
    });
  }
});
