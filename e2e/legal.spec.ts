import { brand, siteConfig, siteConfigTelHref } from '../lib/brand';
import {
  AGE_CONFIRMED_KEY,
  AGE_CONFIRMED_VALUE,
  CANCELLATION,
  DEFAULT_MINIMUM_AGE,
  LEGAL_LAST_UPDATED,
  PRIVACY_MINIMUM_AGE,
  REFUND_POLICY,
} from '../lib/constants';
import { cancellationTiers, footerSections, navSections } from '../lib/content';
import { cookiesPolicy, legalDocuments, privacyPolicy, refundPolicy, termsOfService } from '../lib/legal';
import { expect, openLanding, rememberAgeAnswer, test, waitForHydration } from './fixtures';

for (const policy of legalDocuments) {
  test.describe(`${policy.title} (${policy.path})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(policy.path);
      await waitForHydration(page);
    });

    test('has one h1, the last-updated date and an h2 per section', async ({ page }) => {
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await expect(main).toContainText(`Last updated ${LEGAL_LAST_UPDATED.display}`);
      await expect(main.locator('time')).toHaveAttribute('dateTime', LEGAL_LAST_UPDATED.iso);
      await expect(main.locator('time')).toHaveText(LEGAL_LAST_UPDATED.display);
      const sectionHeadings = main.getByRole('region').getByRole('heading', { level: 2 });
      await expect(sectionHeadings).toHaveText(policy.sections.map((section) => section.heading));
    });

    test('the table of contents links to every section', async ({ page }) => {
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const links = toc.getByRole('link');
      await expect(links).toHaveText(policy.sections.map((section) => section.heading));
      const last = policy.sections.at(-1)!;
      await toc.getByRole('link', { name: last.heading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: last.heading, exact: true })).toBeInViewport();
    });

    test('names the legal entity and its contacts, not the landing brand', async ({ page }) => {
      const main = page.getByRole('main');
      await expect(main).toContainText(siteConfig.siteName);
      await expect(main).toContainText(siteConfig.contactAddress);
      await expect(main.getByRole('link', { name: siteConfig.contactEmail })).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);
      await expect(main.getByRole('link', { name: siteConfig.tel })).toHaveAttribute('href', siteConfigTelHref);
      await expect(main).not.toContainText(brand.email);
      await expect(main).not.toContainText(brand.phone.display);
    });

    test('has a way back to the landing page', async ({ page }) => {
      await rememberAgeAnswer(page);
      await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('navigation', { name: 'Legal' })).toBeAttached();
    });

    test('header and footer section links lead to the landing page sections', async ({ page }) => {
      await expect(page.locator('#site-logo')).toHaveAttribute('href', '/');
      // On phones the header links sit in the closed menu, so find them by address, not by role.
      const header = page.getByRole('banner');
      for (const section of navSections) {
        await expect(header.locator(`a[href="/#${section.id}"]`)).toHaveText(section.label);
      }
      const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
      for (const id of footerSections) {
        await expect(quickLinks.locator(`a[href="/#${id}"]`)).toHaveCount(1);
      }
    });

    test('prints the text alone', async ({ page }) => {
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: policy.sections[0]!.heading, exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('keeps the text at a comfortable reading width', async ({ page }) => {
      const firstParagraph = page.getByRole('main').getByRole('region').first().locator('p').first();
      const box = await firstParagraph.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(720);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    test('sets no cookies', async ({ page, context }) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await context.cookies()).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe('');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every legal page is fully readable', async ({ page }) => {
    for (const policy of legalDocuments) {
      await page.goto(policy.path);
      await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
      const last = policy.sections.at(-1)!;
      await expect(page.getByRole('heading', { level: 2, name: last.heading, exact: true })).toBeVisible();
    }
  });
});

test.describe('legal page content', () => {
  test('terms: minimum age falls back to the default, no real-money activities, no accounts, links to refunds', async ({ page }) => {
    const minimumAge = siteConfig.minimumAge || DEFAULT_MINIMUM_AGE;
    await page.goto(termsOfService.path);
    const main = page.getByRole('main');
    await expect(main).toContainText(`You must be at least ${minimumAge} years old to use this website.`);
    await expect(main).toContainText('It offers no real-money activities');
    await expect(main).toContainText('do not create an account');
    const refundLink = main.getByRole('link', { name: 'Refund Policy' });
    await expect(refundLink).toHaveAttribute('href', refundPolicy.path);
    await refundLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(refundPolicy.title);
  });

  test(`privacy: not directed at children under ${PRIVACY_MINIMUM_AGE}; stores only ${AGE_CONFIRMED_KEY}; collects nothing`, async ({ page }) => {
    await page.goto(privacyPolicy.path);
    const main = page.getByRole('main');
    await expect(main).toContainText(`not directed at children under ${PRIVACY_MINIMUM_AGE}`);
    await expect(main).toContainText(`the key "${AGE_CONFIRMED_KEY}" with the text "${AGE_CONFIRMED_VALUE}"`);
    await expect(main).toContainText('We do not collect personal information through this website.');
    await expect(main).toContainText('no account is created');
  });

  test(`cookies: no cookies, one local-storage key ${AGE_CONFIRMED_KEY}, and how to clear it`, async ({ page }) => {
    await page.goto(cookiesPolicy.path);
    const main = page.getByRole('main');
    await expect(main).toContainText('This website does not set cookies');
    const storage = page.getByRole('region', { name: 'The one thing we keep in your browser' });
    await expect(storage.getByRole('listitem')).toContainText([`Name: ${AGE_CONFIRMED_KEY}`, `Value: the text "${AGE_CONFIRMED_VALUE}"`]);
    await expect(page.getByRole('region', { name: 'How to clear it' })).toContainText('Clear the site data');
  });

  test(`refund: ${REFUND_POLICY.requestWindowDays} days, ${REFUND_POLICY.responseBusinessDays} and ${REFUND_POLICY.processingBusinessDays} business days, the FAQ's tiers`, async ({ page }) => {
    await page.goto(refundPolicy.path);
    const main = page.getByRole('main');
    await expect(main).toContainText(`within ${REFUND_POLICY.requestWindowDays} days of purchase`);
    await expect(main).toContainText(`within ${REFUND_POLICY.responseBusinessDays} business days`);
    await expect(main).toContainText(`within ${REFUND_POLICY.processingBusinessDays} business days of approval`);
    const tiers = page.getByRole('region', { name: 'How much is refunded' }).getByRole('listitem');
    await expect(tiers).toHaveText([...cancellationTiers]);
    await expect(tiers.first()).toContainText(`More than ${CANCELLATION.fullRefundHours} hours`);
    await expect(tiers.nth(2)).toContainText(`Less than ${CANCELLATION.halfRefundFromHours} hours`);

    // The landing FAQ states the very same tiers and links here.
    await openLanding(page);
    const answer = page.locator('details').filter({ hasText: 'What is your cancellation policy?' });
    await answer.getByText('What is your cancellation policy?').click();
    for (const tier of cancellationTiers) await expect(answer.getByText(tier, { exact: true })).toBeVisible();
    await expect(answer.getByRole('link', { name: 'Read the full refund policy' })).toHaveAttribute('href', refundPolicy.path);
  });

  test('every legal page is linked from the footer on every page', async ({ page }) => {
    for (const path of ['/', ...legalDocuments.map((policy) => policy.path), '/thank']) {
      await (path === '/' ? openLanding(page) : page.goto(path));
      const legal = page.getByRole('navigation', { name: 'Legal' });
      for (const policy of legalDocuments) {
        await expect(legal.getByRole('link', { name: policy.title })).toHaveAttribute('href', policy.path);
      }
    }
  });
});
