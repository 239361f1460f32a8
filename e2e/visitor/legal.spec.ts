import { brand, phoneDisplay, siteConfig, siteConfigTelHref } from '../../lib/site/brand';
import {
  AGE_CONFIRMED_KEY,
  ALERT_ROUTES_KEY,
  AGE_CONFIRMED_VALUE,
  CANCELLATION,
  DEFAULT_MINIMUM_AGE,
  PRIVACY_MINIMUM_AGE,
  REFUND_POLICY,
} from '../../lib/site/constants';
import { cancellationTiers, footerLinks, headerLinks } from '../../lib/landing/sections';
import { copyFacts, dictionary } from '../../lib/words/copy';
import { formatDate, formatNumber } from '../../lib/i18n/format';
import { localePath, locales, type Locale } from '../../lib/i18n/locales';
import { sectionTexts } from '../../lib/documents/markdown';
import { legalDocument, legalKeys, legalLinks, siteDocument, type LegalKey } from '../../lib/documents/legal';
import { expect, openLanding, rememberAgeAnswer, test, waitForHydration } from '../support/fixtures';
import { pagesIn, tag } from '../support/routes';

const route = (locale: Locale, key: LegalKey) => localePath(locale, legalDocument(locale, key).path);

for (const locale of locales) {
  const text = dictionary(locale);

  for (const key of legalKeys) {
    const policy = legalDocument(locale, key);
    const path = route(locale, key);
    // The review date is the document's own (its front matter).
    const lastUpdated = formatDate(locale, policy.reviewed);

    // One load per page: its headings and date, its table of contents, its contacts.
    test(`${tag(locale)} ${path}: h1, last-updated date, an h2 per section, table of contents, the legal entity's contacts`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const main = page.getByRole('main');

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      // The title and description of the document's front matter are the page's too.
      await expect(page).toHaveTitle(`${policy.title} | ${brand.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', policy.description);
      await expect(main.locator('header')).toContainText(policy.description);
      await expect(main).toContainText(`${text.legalPage.lastUpdated} ${lastUpdated}`);
      await expect(main.locator('time')).toHaveAttribute('dateTime', policy.reviewed);
      await expect(main.locator('time')).toHaveText(lastUpdated);
      const sectionHeadings = main.getByRole('region').getByRole('heading', { level: 2 });
      await expect(sectionHeadings).toHaveText(policy.sections.map((section) => section.heading));

      // Names the legal entity and its contacts, not the landing brand.
      await expect(main).toContainText(siteConfig.siteName);
      await expect(main).toContainText(copyFacts(locale).entityAddress);
      await expect(main.getByRole('link', { name: siteConfig.contactEmail })).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);
      // Printed in the page's digits (Bangla pages: as dialled at home, ০৪৩১-…); dialled as E.164.
      const tel = main.getByRole('link', { name: phoneDisplay(locale, siteConfig.tel) });
      await expect(tel).toHaveAttribute('href', siteConfigTelHref);
      await expect(tel).toHaveAttribute('href', /^tel:\+\d+$/);
      await expect(main).not.toContainText(brand.email);
      await expect(main).not.toContainText(copyFacts(locale).phone);
      await expect(main).not.toContainText(brand.phone.display);

      // The table of contents links to every section.
      const toc = page.getByRole('navigation', { name: text.legalPage.onThisPage });
      await expect(toc.getByRole('link')).toHaveText(policy.sections.map((section) => section.heading));
      const last = policy.sections.at(-1)!;
      await toc.getByRole('link', { name: last.heading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#${last.id}$`));
      await expect(main.getByRole('heading', { level: 2, name: last.heading, exact: true })).toBeInViewport();
    });
  }

  // What all legal pages share (one component): tested once per language, on its first page.
  const first = route(locale, legalKeys[0]!);
  test.describe(`${tag(locale)} legal pages`, () => {
    test('have a way back to the landing page', async ({ page }) => {
      await rememberAgeAnswer(page);
      await page.goto(first);
      await waitForHydration(page);
      await page.getByRole('main').getByRole('link', { name: text.chrome.backHome }).click();
      await expect(page).toHaveURL(localePath(locale, '/'));
      await expect(page.getByRole('heading', { level: 1, name: text.hero.title })).toBeVisible();
    });

    test('header and footer section links lead to the landing page sections', async ({ page }) => {
      await page.goto(first);
      await expect(page.locator('#site-logo')).toHaveAttribute('href', localePath(locale, '/'));
      // On phones the header links sit in the closed menu, so find them by address, not by role.
      const header = page.getByRole('banner');
      for (const link of headerLinks(locale, false)) {
        await expect(header.locator(`a[href="${link.href}"]`)).toHaveText(link.label);
      }
      const quickLinks = page.getByRole('navigation', { name: text.footer.quickLinks });
      for (const link of footerLinks(locale, false)) {
        await expect(quickLinks.locator(`a[href="${link.href}"]`)).toHaveCount(1);
      }
    });

    test('print the text alone', async ({ page }) => {
      const policy = legalDocument(locale, legalKeys[0]!);
      await page.goto(first);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: policy.sections[0]!.heading, exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('navigation', { name: text.legalPage.onThisPage })).toBeHidden();
      await expect(page.getByRole('link', { name: text.chrome.backHome })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('keep the text at a comfortable reading width', async ({ page }) => {
      for (const key of legalKeys) {
        await page.goto(route(locale, key));
        const firstParagraph = page.getByRole('main').getByRole('region').first().locator('p').first();
        const box = await firstParagraph.boundingBox();
        expect(box!.width, key).toBeLessThanOrEqual(720);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), key).toBeLessThanOrEqual(page.viewportSize()!.width);
      }
    });
  });

  test.describe(`${tag(locale)} legal pages without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('every legal page is linked from the footer on every page', async ({ page }) => {
      test.slow(); // every page of the language
      for (const { route: path } of pagesIn(locale)) {
        await page.goto(path);
        const legal = page.getByRole('navigation', { name: text.footer.legal });
        await expect(legal.getByRole('link')).toHaveCount(legalKeys.length);
        for (const link of legalLinks(locale)) {
          await expect(legal.getByRole('link', { name: link.label, exact: true }), path).toHaveAttribute('href', link.href);
        }
      }
    });

    test('every legal page is fully readable', async ({ page }) => {
      for (const key of legalKeys) {
        const policy = legalDocument(locale, key);
        await page.goto(route(locale, key));
        await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
        const last = policy.sections.at(-1)!;
        await expect(page.getByRole('main').getByRole('heading', { level: 2, name: last.heading, exact: true })).toBeVisible();
      }
    });
  });

  test.describe(`${tag(locale)} legal page content`, () => {
    const n = (value: number) => formatNumber(locale, value);
    const section = (key: LegalKey, id: string) => {
      const found = legalDocument(locale, key).sections.find((s) => s.id === id)!;
      return { heading: found.heading, ...sectionTexts(found) };
    };

    test('terms: minimum age falls back to the default, no real-money activities, no accounts, links to refunds', async ({ page }) => {
      const minimumAge = siteConfig.minimumAge || DEFAULT_MINIMUM_AGE;
      await page.goto(route(locale, 'terms'));
      const main = page.getByRole('main');
      const eligibility = section('terms', 'eligibility').paragraphs[0]!;
      expect(eligibility).toContain(n(minimumAge));
      await expect(main).toContainText(eligibility);
      if (locale === 'en') {
        await expect(main).toContainText(`You must be at least ${minimumAge} years old to use this website.`);
        await expect(main).toContainText('It offers no real-money activities');
        await expect(main).toContainText('do not create an account');
      } else {
        for (const paragraph of [...section('terms', 'service').paragraphs, ...section('terms', 'accounts').paragraphs]) {
          await expect(main).toContainText(paragraph);
        }
      }
      const refund = legalDocument(locale, 'refund');
      const refundLink = main.getByRole('link', { name: refund.title });
      await expect(refundLink).toHaveAttribute('href', route(locale, 'refund'));
      await refundLink.click();
      await expect(page).toHaveURL(route(locale, 'refund'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(refund.title);
    });

    test(`privacy: not directed at children under ${PRIVACY_MINIMUM_AGE}; stores ${AGE_CONFIRMED_KEY}; collects nothing but the alerts a passenger turns on`, async ({
      page,
    }) => {
      await page.goto(route(locale, 'privacy'));
      const main = page.getByRole('main');
      const children = section('privacy', 'children').paragraphs[0]!;
      expect(children).toContain(n(PRIVACY_MINIMUM_AGE));
      await expect(main).toContainText(children);
      const stored = section('privacy', 'what-we-store').paragraphs[0]!;
      expect(stored).toContain(AGE_CONFIRMED_KEY);
      expect(stored).toContain(AGE_CONFIRMED_VALUE);
      await expect(main).toContainText(stored);
      for (const paragraph of section('privacy', 'what-we-collect').paragraphs) await expect(main).toContainText(paragraph);
      // Push alerts (issue 44): what is kept, why, for how long, how to turn them off, and the key on the phone.
      const alerts = section('privacy', 'alerts');
      expect(alerts.paragraphs).toHaveLength(4);
      expect(alerts.paragraphs[3]).toContain(ALERT_ROUTES_KEY);
      for (const paragraph of alerts.paragraphs) await expect(main).toContainText(paragraph);
      // A link to another page of the site leads to the page of the same language.
      const stores = section('privacy', 'what-we-store');
      expect(stores.links.map((link) => link.href)).toEqual([route(locale, 'cookies')]);
      const cookies = page.getByRole('region', { name: stores.heading }).getByRole('link');
      await expect(cookies).toHaveText(legalDocument(locale, 'cookies').title);
      await expect(cookies).toHaveAttribute('href', route(locale, 'cookies'));
      if (locale === 'en') {
        await expect(main).toContainText(`not directed at children under ${PRIVACY_MINIMUM_AGE}`);
        await expect(main).toContainText(`the key "${AGE_CONFIRMED_KEY}" with the text "${AGE_CONFIRMED_VALUE}"`);
        await expect(main).toContainText(
          'We do not collect personal information through this website, apart from the alerts you may turn on yourself',
        );
        await expect(main).toContainText('until you turn alerts off, or until the push service tells us it no longer exists');
        await expect(main).toContainText('no account is created');
      }
    });

    test(`cookies: no cookies, one local-storage key ${AGE_CONFIRMED_KEY}, and how to clear it`, async ({ page }) => {
      await page.goto(route(locale, 'cookies'));
      const main = page.getByRole('main');
      await expect(main).toContainText(section('cookies', 'no-cookies').paragraphs[0]!);
      const local = section('cookies', 'local-storage');
      const storage = page.getByRole('region', { name: local.heading });
      await expect(storage.getByRole('listitem')).toHaveText(local.list);
      expect(local.list[0]).toContain(AGE_CONFIRMED_KEY);
      expect(local.list[1]).toContain(AGE_CONFIRMED_VALUE);
      const clearing = section('cookies', 'clearing');
      await expect(page.getByRole('region', { name: clearing.heading })).toContainText(clearing.paragraphs[0]!);
      if (locale === 'en') {
        await expect(main).toContainText('This website does not set cookies');
        await expect(storage.getByRole('listitem')).toContainText([
          `Name: ${AGE_CONFIRMED_KEY}`,
          `Value: the text "${AGE_CONFIRMED_VALUE}"`,
        ]);
        await expect(page.getByRole('region', { name: 'How to clear it' })).toContainText('Clear the site data');
      }
    });

    test(`refund: ${REFUND_POLICY.requestWindowDays} days, ${REFUND_POLICY.responseBusinessDays} and ${REFUND_POLICY.processingBusinessDays} business days, the FAQ's tiers`, async ({
      page,
    }) => {
      await page.goto(route(locale, 'refund'));
      const main = page.getByRole('main');
      const requests = section('refund', 'requests').paragraphs[0]!;
      const timing = section('refund', 'timing').paragraphs[0]!;
      expect(requests).toContain(n(REFUND_POLICY.requestWindowDays));
      expect(timing).toContain(n(REFUND_POLICY.responseBusinessDays));
      expect(timing).toContain(n(REFUND_POLICY.processingBusinessDays));
      await expect(main).toContainText(requests);
      await expect(main).toContainText(timing);
      if (locale === 'en') {
        await expect(main).toContainText(`within ${REFUND_POLICY.requestWindowDays} days of purchase`);
        await expect(main).toContainText(`within ${REFUND_POLICY.responseBusinessDays} business days`);
        await expect(main).toContainText(`within ${REFUND_POLICY.processingBusinessDays} business days of approval`);
      }
      const tiers = page.getByRole('region', { name: section('refund', 'amounts').heading }).getByRole('listitem');
      await expect(tiers).toHaveText([...cancellationTiers(locale)]);
      await expect(tiers.first()).toContainText(n(CANCELLATION.fullRefundHours));
      await expect(tiers.nth(2)).toContainText(n(CANCELLATION.halfRefundFromHours));
      if (locale === 'en') {
        await expect(tiers.first()).toContainText(`More than ${CANCELLATION.fullRefundHours} hours`);
        await expect(tiers.nth(2)).toContainText(`Less than ${CANCELLATION.halfRefundFromHours} hours`);
      }

      // The landing FAQ of the same language states the very same tiers and links here.
      await openLanding(page, localePath(locale, '/'));
      const question = text.faq.cancellation.question;
      const answer = page.locator('details').filter({ hasText: question });
      await answer.getByText(question).click();
      for (const tier of cancellationTiers(locale)) await expect(answer.getByText(tier, { exact: true })).toBeVisible();
      await expect(answer.getByRole('link', { name: text.faq.cancellation.link })).toHaveAttribute('href', route(locale, 'refund'));
    });
  });
}

for (const locale of locales) {
  test(`${tag(locale)} the accessibility statement: its title, review date, sections, facts and the ways to report a problem`, async ({
    page,
  }) => {
    const statement = siteDocument(locale, 'accessibility');
    const facts = copyFacts(locale);
    await page.goto(localePath(locale, '/accessibility'));
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(statement.title);
    await expect(page).toHaveTitle(`${statement.title} | ${brand.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', statement.description);
    // The lead says when it was last reviewed: the front matter's date, in a <time>.
    const reviewed = main.locator('header time');
    await expect(reviewed).toHaveAttribute('dateTime', statement.reviewed);
    await expect(reviewed).toHaveText(formatDate(locale, statement.reviewed));
    await expect(main.getByRole('region').getByRole('heading', { level: 2 })).toHaveText(statement.sections.map((s) => s.heading));
    // Facts come in written in the page's digits.
    await expect(main).toContainText(facts.narrowestScreen);
    await expect(main).toContainText(facts.assistanceHours);
    const report = page.getByRole('region', { name: statement.sections.at(-1)!.heading });
    await expect(report).toContainText(sectionTexts(statement.sections.at(-1)!).paragraphs[0]!);
    await expect(report.getByRole('link', { name: facts.phone, exact: true })).toHaveAttribute('href', `tel:${brand.phone.e164}`);
    await expect(report.getByRole('link', { name: brand.email, exact: true })).toHaveAttribute('href', `mailto:${brand.email}`);
    if (locale === 'en') {
      await expect(main).toContainText('Web Content Accessibility Guidelines (WCAG) 2.2 at level AA');
      await expect(report).toContainText(`We reply within ${facts.responseDays} business days.`);
    }
  });
}

test('a focus ring on the edge of a section drawn near the window is drawn whole', async ({ page }) => {
  // Legal sections are drawn only as they near the window (content-visibility in app/globals.css),
  // and a drawn section clips its painting to its box and a margin. A link that starts a line sits
  // on the section's left edge: its ring (3px, 2px off the link) falls outside the box.
  await page.goto(route('bn', 'privacy'));
  const links = page.locator('.legal-body > section a');
  const index = await links.evaluateAll((all) =>
    all.findIndex((link) => Math.abs(link.getBoundingClientRect().left - link.closest('section')!.getBoundingClientRect().left) < 0.5),
  );
  expect(index, 'a link on the left edge of its section').toBeGreaterThanOrEqual(0);
  const link = links.nth(index);
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  // The strip just left of the link, outside the section: only the ring can change it.
  const strip = { x: box.x - 5, y: box.y, width: 3, height: box.height };
  const before = await page.screenshot({ clip: strip });
  await link.focus();
  await expect(link).toHaveCSS('outline-style', 'solid');
  expect((await page.screenshot({ clip: strip })).equals(before), 'the ring drawn left of the link').toBe(false);
});
