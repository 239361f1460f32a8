import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AGE_GATE_QUESTION } from '../../lib/constants';
import { expect, openLanding, test, waitForHydration } from '../fixtures';
import { routes, unknownPath } from '../routes';
import { viewports } from './viewports';

/** WCAG 2.2 A and AA plus axe's best practices, colour contrast included. */
async function expectNoViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary, `axe violations: ${state}`).toEqual([]);
}

// Scans run with reduced motion so no section is caught mid-fade, when its colours are blended.
test.use({ reducedMotion: 'reduce' });

for (const viewport of viewports.axe) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const route of [...routes, unknownPath]) {
      test(`${route} has no violations`, async ({ page }) => {
        await openLanding(page, route);
        await expectNoViolations(page, route);
      });
    }

    test('age gate open', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: AGE_GATE_QUESTION })).toBeVisible();
      await expectNoViolations(page, 'age gate open');
    });

    for (const [button, dialog] of [
      ['Register', 'Create an account'],
      ['Login', 'Log in'],
    ] as const) {
      test(`${button} modal open`, async ({ page }) => {
        await openLanding(page);
        await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
        await expectNoViolations(page, `${button} open`);
      });
    }

    test('every FAQ item open', async ({ page }) => {
      await openLanding(page);
      const summaries = page.locator('#faq summary');
      for (let i = 0; i < (await summaries.count()); i++) await summaries.nth(i).click();
      await expect(page.locator('#faq details[open]')).toHaveCount(await summaries.count());
      await expectNoViolations(page, 'FAQ open');
    });

    if (viewport.width < 768) {
      test('phone menu open', async ({ page }) => {
        await openLanding(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mission' })).toBeVisible();
        await expectNoViolations(page, 'menu open');
      });

      test('phone menu open on a legal page', async ({ page }) => {
        await page.goto('/privacy_policy');
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        await expectNoViolations(page, 'menu open on /privacy_policy');
      });
    }
  });
}
