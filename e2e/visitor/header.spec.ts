import { sectionLinks } from '../../lib/landing/sections';
import { dictionary } from '../../lib/words/copy';
import { localePath, locales } from '../../lib/i18n/locales';
import { accessibleExpanded, expect, openLanding, test } from '../support/fixtures';
import { tag } from '../support/routes';

for (const locale of locales) {
  const chrome = dictionary(locale).chrome;
  const links = sectionLinks(locale, true);

  test.describe(`${tag(locale)} header`, { tag: '@phone' }, () => {
    test.beforeEach(async ({ page }) => openLanding(page, localePath(locale, '/')));

    test('stays at the top while the page scrolls', async ({ page }) => {
      await page.mouse.wheel(0, 2500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const banner = page.getByRole('banner');
      await expect(banner).toBeInViewport();
      // The header's bar (logo, links, buttons) is whole and flush with the top of the window, with
      // nothing of the page showing above it; a strip above the bar may scroll away.
      await expect(page.locator('#site-logo')).toBeInViewport({ ratio: 1 });
      const edge = await page.evaluate(() => {
        const header = document.querySelector('header')!;
        const logo = document.getElementById('site-logo')!;
        const bar = logo.parentElement!;
        const x = logo.getBoundingClientRect().left + 1;
        return { barTop: bar.getBoundingClientRect().top, topIsHeader: header.contains(document.elementFromPoint(x, 0)) };
      });
      expect(edge.barTop).toBe(0);
      expect(edge.topIsHeader).toBe(true);
    });

    test('with text at 200% the header scrolls away rather than cover a third of the window', async ({ page }) => {
      // Reduced motion: jumps land at once, and sections not yet shown are not offset by their fade-in.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openLanding(page, localePath(locale, '/'));
      const banner = page.getByRole('banner');
      const big = await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      // Its bar wraps into rows; sticking, it would hide what the keyboard moves to under it.
      await expect(banner).toHaveAttribute('data-scrolls', '');
      await page.mouse.wheel(0, 2500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await expect(banner).not.toBeInViewport();
      // A jump to a section stops just below the top of the window, not a header's height below it.
      await page.evaluate(() => document.getElementById('faq')!.scrollIntoView());
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('faq')!.offsetTop - window.scrollY))).toBe(32);
      // Back to the usual size, it sticks again and jumps stop below its bar.
      await big.evaluate((style) => (style as Element).remove());
      await expect(banner).not.toHaveAttribute('data-scrolls');
      await expect(banner).toBeInViewport();
      const bar = await page.locator('#site-logo').evaluate((logo) => logo.parentElement!.getBoundingClientRect().height);
      await page.evaluate(() => document.getElementById('faq')!.scrollIntoView());
      await expect
        .poll(() => page.evaluate(() => Math.round(document.getElementById('faq')!.offsetTop - window.scrollY)))
        .toBe(Math.round(bar) + 16);
    });

    test('each section link scrolls its section heading into view, clear of the header', async ({ page, isMobile }) => {
      const nav = page.getByRole('navigation', { name: chrome.mainNav });
      const toggle = nav.getByRole('button', { name: chrome.menu });
      for (const link of links) {
        const id = link.href.slice(1);
        if (isMobile) await toggle.click();
        await nav.getByRole('link', { name: link.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}#${id}$`));
        const heading = page.locator(`#${id}-title`);
        await expect(heading).toBeInViewport();
        // The heading must sit below the sticky header, not under it.
        await expect
          .poll(async () => {
            const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
            const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
            return headingTop - headerBottom;
          })
          .toBeGreaterThanOrEqual(0);
      }
    });

    test('the logo scrolls back to the top', async ({ page }) => {
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page
        .getByRole('banner')
        .getByRole('link', { name: /nodipoth/i })
        .click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('phone menu toggles open and shut and closes when a link is chosen', async ({ page, isMobile }) => {
      const nav = page.getByRole('navigation', { name: chrome.mainNav });
      const toggle = nav.getByRole('button', { name: chrome.menu });
      const firstLink = nav.getByRole('link', { name: links[0]!.label, exact: true });
      if (!isMobile) {
        // On wide screens the links sit in the header and there is no toggle.
        await expect(toggle).toBeHidden();
        await expect(firstLink).toBeVisible();
        return;
      }
      await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
      await expect(firstLink).toBeHidden();

      await toggle.click();
      await expect.poll(() => accessibleExpanded(toggle)).toBe(true);
      await expect(firstLink).toBeVisible();

      await toggle.click();
      await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
      await expect(firstLink).toBeHidden();

      const team = links.find((link) => link.href === '#team')!;
      await toggle.click();
      await nav.getByRole('link', { name: team.label, exact: true }).click();
      await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
      await expect(firstLink).toBeHidden();
      await expect(page.locator('#team-title')).toBeInViewport();
    });

    test('the open phone menu closes on Escape, when the focus leaves it and on a tap outside it @phone', async ({ page, isMobile }) => {
      const nav = page.getByRole('navigation', { name: chrome.mainNav });
      const toggle = nav.getByRole('button', { name: chrome.menu });
      const firstLink = nav.getByRole('link').first();
      const lastLink = nav.getByRole('link').last();
      if (!isMobile) {
        // On wide screens the links are the header itself: Escape leaves them be.
        await firstLink.focus();
        await page.keyboard.press('Escape');
        await expect(firstLink).toBeVisible();
        await expect(firstLink).toBeFocused();
        return;
      }

      // Escape: closed, and the focus back on the toggle.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(firstLink).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(firstLink).toBeFocused();
      await page.keyboard.press('Escape');
      await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
      await expect(firstLink).toBeHidden();
      await expect(toggle).toBeFocused();

      // Tab past the last link: the panel no longer covers where the focus went.
      await page.keyboard.press('Enter');
      await lastLink.focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
      await expect(lastLink).toBeHidden();

      // A tap on the page outside the menu.
      await toggle.click();
      await expect(firstLink).toBeVisible();
      const panel = (await page.locator('#site-nav-links').boundingBox())!;
      await page.mouse.click(4, panel.y + panel.height + 40);
      await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
    });
  });
}
