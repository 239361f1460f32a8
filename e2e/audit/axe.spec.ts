import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { ageGateText, dictionary } from '../../lib/words/copy';
import { localePath, locales } from '../../lib/i18n/locales';
import { inEachScheme } from '../support/colour-scheme';
import { expect, openLanding, test, waitForHydration } from '../support/fixtures';
import { routes, tag, unknownPath } from '../support/routes';
import { viewports } from '../support/viewports';

/** WCAG 2.2 A and AA plus axe's best practices, colour contrast included. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * The rules of those tags that read colours. The dark scheme changes colours and nothing else (the
 * same DOM, names, roles and order), so in the dark scheme these are the rules whose answer can
 * differ; the others ran on the same load in the light scheme a moment before. Checked: every
 * rule of the tags that mentions colour is listed (see the test at the end).
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

async function expectNoViolations(page: Page, state: string, onlyColours = false) {
  const builder = new AxeBuilder({ page });
  const results = await (onlyColours ? builder.withRules(colourRules) : builder.withTags(tags)).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary, `axe violations: ${state}`).toEqual([]);
}

/**
 * The scan in the light scheme and again in the dark one (issue 48), on the same load and in the
 * same state: the dark scheme is CSS alone, so only the scans are added, not the loads.
 */
async function expectNoViolationsInEachScheme(page: Page, state: string) {
  // The dark scheme is read at night on a phone: its colour scan runs at the phone's width, the
  // light scheme's full scan at every width.
  if (page.viewportSize()!.width >= 768) return expectNoViolations(page, `${state}, light scheme`);
  await inEachScheme(page, (scheme) => expectNoViolations(page, `${state}, ${scheme} scheme`, scheme === 'dark'));
}

// Scans run with reduced motion so no section is caught mid-fade, when its colours are blended.
test.use({ reducedMotion: 'reduce' });

const widths = viewports.axe.map((viewport) => viewport.width).join(' and ');

// Every page, both languages (and the one bilingual 404 page), at every axe width, in the light and
// the dark scheme: one load each.
for (const route of [...routes, unknownPath]) {
  test(`${route} has no violations at ${widths}px, light and dark`, async ({ page }) => {
    await page.setViewportSize(viewports.axe[0]!);
    await openLanding(page, route);
    for (const viewport of viewports.axe) {
      await page.setViewportSize(viewport);
      await expectNoViolationsInEachScheme(page, `${route} at ${viewport.width}px`);
    }
  });
}

// The islands' open states, once per language and width, in both schemes.
for (const locale of locales) {
  const text = dictionary(locale);
  const home = localePath(locale, '/');

  for (const viewport of viewports.axe) {
    test.describe(`${tag(locale)} axe at ${viewport.width}px`, () => {
      test.use({ viewport });

      test('age gate open', async ({ page }) => {
        await page.goto(home);
        await expect(page.getByRole('dialog', { name: ageGateText(locale).question })).toBeVisible();
        await expectNoViolationsInEachScheme(page, 'age gate open');
      });

      test('register and login modals open, every FAQ item open', async ({ page }) => {
        await openLanding(page, home);
        for (const [button, dialog] of [
          [text.account.register, text.account.registerTitle],
          [text.account.login, text.account.loginTitle],
        ] as const) {
          await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
          await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
          await expectNoViolationsInEachScheme(page, `${button} open`);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
        }
        // Switched from one form to the other, by the button under the form.
        await page.getByRole('banner').getByRole('button', { name: text.account.register, exact: true }).click();
        await page.getByRole('dialog', { name: text.account.registerTitle }).getByRole('button', { name: text.account.toLogin }).click();
        await expect(page.getByRole('dialog', { name: text.account.loginTitle })).toBeVisible();
        await expectNoViolationsInEachScheme(page, 'switched to the login form');
        await page.keyboard.press('Escape');

        const summaries = page.locator('#faq summary');
        for (let i = 0; i < (await summaries.count()); i++) await summaries.nth(i).click();
        await expect(page.locator('#faq details[open]')).toHaveCount(await summaries.count());
        await expectNoViolationsInEachScheme(page, 'FAQ open');
      });

      if (viewport.width < 768) {
        test('phone menu open, on the landing page and on a legal page', async ({ page }) => {
          for (const path of ['/', '/privacy_policy']) {
            await openLanding(page, localePath(locale, path));
            await waitForHydration(page);
            await page.getByRole('button', { name: text.chrome.menu }).click();
            await expect(
              page.getByRole('navigation', { name: text.chrome.mainNav }).getByRole('link', { name: text.nav.mission }),
            ).toBeVisible();
            await expectNoViolationsInEachScheme(page, `menu open on ${localePath(locale, path)}`);
          }
        });
      }
    });
  }
}

test('the dark scheme’s scans cover every rule of the tags that reads colours or contrast', () => {
  const reading = axe
    .getRules(tags)
    .filter((rule) => /colou?r|contrast/i.test(`${rule.description} ${rule.help}`))
    .map((rule) => rule.ruleId);
  expect(reading.length).toBeGreaterThan(0);
  expect(colourRules).toEqual(expect.arrayContaining(reading));
});
