import { navSections } from '../lib/content';
import { expect, openLanding, test } from './fixtures';

test.describe('header', () => {
  test.beforeEach(async ({ page }) => openLanding(page));

  test('stays at the top while the page scrolls', async ({ page }) => {
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(page.getByRole('banner')).toBeInViewport();
    const top = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(0);
  });

  test('each section link scrolls its section heading into view, clear of the header', async ({ page, isMobile }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    for (const section of navSections) {
      if (isMobile) await toggle.click();
      await nav.getByRole('link', { name: section.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
      const heading = page.locator(`#${section.id}-title`);
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
    await page.getByRole('banner').getByRole('link', { name: /nodipoth/i }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('phone menu toggles open and shut and closes when a link is chosen', async ({ page, isMobile }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    const missionLink = nav.getByRole('link', { name: 'Mission' });
    if (!isMobile) {
      // On wide screens the links sit in the header and there is no toggle.
      await expect(toggle).toBeHidden();
      await expect(missionLink).toBeVisible();
      return;
    }
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(missionLink).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(missionLink).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(missionLink).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(missionLink).toBeHidden();
    await expect(page.locator('#team-title')).toBeInViewport();
  });
});
