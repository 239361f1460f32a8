import { BACK_TO_TOP_THRESHOLD_PX, FADE_IN_DURATION_MS, FADE_IN_VISIBLE_RATIO } from '../../lib/site/constants';
import { sectionLinks } from '../../lib/landing/sections';
import { dictionary } from '../../lib/words/copy';
import { localePath, locales } from '../../lib/i18n/locales';
import { drawEveryBlock, expect, openLanding, test } from '../support/fixtures';
import { tag } from '../support/routes';

for (const locale of locales) {
  const home = localePath(locale, '/');
  const chrome = dictionary(locale).chrome;

  test.describe(`${tag(locale)} back to top`, { tag: '@phone' }, () => {
    test.beforeEach(async ({ page }) => openLanding(page, home));

    test(`appears only past ${BACK_TO_TOP_THRESHOLD_PX}px and returns to the top`, async ({ page }) => {
      const button = page.getByRole('button', { name: chrome.backToTop });
      await expect(button).toBeHidden();

      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), BACK_TO_TOP_THRESHOLD_PX);
      await page.waitForTimeout(100);
      await expect(button).toBeHidden();

      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), BACK_TO_TOP_THRESHOLD_PX + 1);
      await expect(button).toBeVisible();

      await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' }));
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toBeHidden();
    });
  });

  test.describe(`${tag(locale)} fade-in sections`, () => {
    test(
      `a section below the fold fades in over ${FADE_IN_DURATION_MS}ms once ${FADE_IN_VISIBLE_RATIO * 100}% shows`,
      { tag: '@phone' },
      async ({ page }) => {
        // Every transition that starts on the team section, from the first byte of the page.
        await page.addInitScript(() => {
          const runs: string[] = [];
          Object.assign(window, { teamTransitions: runs });
          document.addEventListener(
            'transitionrun',
            (event) => {
              if ((event.target as Element).id === 'team') runs.push(event.propertyName);
            },
            true,
          );
        });
        const teamTransitions = () => page.evaluate(() => (window as unknown as { teamTransitions: string[] }).teamTransitions);
        await openLanding(page, home);
        const section = page.locator('section#team');
        await expect(section).toHaveClass(/fade-pending/);
        await expect(section).toHaveCSS('opacity', '0');
        // Hidden at once: a section nobody sees yet does not animate out while the page starts.
        expect(await teamTransitions()).toEqual([]);

        // Bring 5% of it into view: still hidden. (Positions are taken with the sections above it
        // drawn: at stand-in heights they would move as they are drawn on the way.)
        await drawEveryBlock(page);
        const { top, height } = await section.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return { top: box.top + window.scrollY, height: box.height };
        });
        const viewport = page.viewportSize()!;
        const scrollFor = (ratio: number) => top - viewport.height + height * ratio;
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollFor(0.05));
        await page.waitForTimeout(300);
        await expect(section).toHaveClass(/fade-pending/);

        // Past 10%: it fades in.
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollFor(0.15));
        await expect(section).not.toHaveClass(/fade-pending/);
        await expect(section).toHaveCSS('transition-duration', `${FADE_IN_DURATION_MS / 1000}s`);
        await expect.poll(teamTransitions).toEqual(expect.arrayContaining(['opacity', 'transform']));
        await expect(section).toHaveCSS('opacity', '1', { timeout: FADE_IN_DURATION_MS * 3 });
      },
    );

    test('a jump from the header to a section not yet faded in lands just below the header', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await openLanding(page, home);
      const last = sectionLinks(locale, true).at(-1)!;
      const section = page.locator(`section${last.href}`);
      await expect(section).toHaveClass(/fade-pending/);
      await page.getByRole('navigation', { name: chrome.mainNav }).getByRole('link', { name: last.label, exact: true }).click();
      await expect(section).toHaveCSS('opacity', '1', { timeout: FADE_IN_DURATION_MS * 3 });
      // Its top where the jump aimed, not 1.5rem above it (where a section shifted down for its
      // fade rises to once shown), and no block drawn on the way has moved it.
      const offset = () =>
        section.evaluate((element) =>
          Math.abs(
            Math.round(element.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)),
          ),
        );
      await expect.poll(offset).toBe(0);
      await page.waitForTimeout(300);
      expect(await offset()).toBe(0);
    });

    test('the first screen is never hidden', { tag: '@phone' }, async ({ page }) => {
      await openLanding(page, home);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('opacity', '1');
      await expect(page.locator('.fade-pending').filter({ has: page.locator('h1') })).toHaveCount(0);
    });

    test('with reduced motion every section is simply visible', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openLanding(page, home);
      await expect(page.locator('.fade-pending')).toHaveCount(0);
      await expect(page.locator('section#reviews')).toHaveCSS('opacity', '1');
    });
  });

  test.describe(`${tag(locale)} without JavaScript`, { tag: '@phone' }, () => {
    test.use({ javaScriptEnabled: false });

    test('every section is visible and the section links are reachable', async ({ page, isMobile }) => {
      await page.goto(home);
      for (const id of ['mission', 'routes', 'faq', 'team', 'reviews']) {
        const section = page.locator(`section#${id}`);
        await section.scrollIntoViewIfNeeded();
        await expect(section).toBeVisible();
        await expect(section).toHaveCSS('opacity', '1');
      }
      const nav = page.getByRole('navigation', { name: chrome.mainNav });
      // On a phone behind the menu's toggle, which opens its popover without any script.
      if (isMobile) await nav.getByRole('button', { name: chrome.menu }).click();
      for (const link of sectionLinks(locale, true)) await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
