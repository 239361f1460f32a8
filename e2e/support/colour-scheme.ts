import { expect, type Page } from '@playwright/test';
import { roles, type Role } from '../../lib/site/colour-scheme';

export type Scheme = 'light' | 'dark';

/** A role's colour in a scheme as getComputedStyle writes it: "rgb(15, 26, 29)". */
export function computed(role: Role, scheme: Scheme): string {
  const hex = roles[role][scheme === 'light' ? 0 : 1].replace('#', '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The page's background as drawn: the body's (the root has none of its own). */
export const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Runs a check on the page as it is, in the light scheme, then again with the phone's setting
 * turned to dark, and turns it back. The dark scheme is CSS alone, so the same load serves both:
 * no reload, no second visit to reach an open dialog or a published state. The switch is
 * checked, so a page that stayed light cannot pass as dark.
 */
export async function inEachScheme(page: Page, check: (scheme: Scheme) => Promise<void>) {
  await check('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    expect(await bodyBackground(page), 'the page follows the dark setting').toBe(computed('surface', 'dark'));
    await check('dark');
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}
