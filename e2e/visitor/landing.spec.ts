import { routeCards } from '../../lib/timetable/view';
import { brand, brandAddress } from '../../lib/site/brand';
import { footerLinks, navSections } from '../../lib/landing/sections';
import { copyFacts, dictionary, fillCopy } from '../../lib/words/copy';
import { formatNumber } from '../../lib/i18n/format';
import { localePath, locales } from '../../lib/i18n/locales';
import {
  MAX_RATING,
  initialsProblem,
  landingContent,
  reviewsSection,
  routeWords,
  statsSection,
  teamSection,
} from '../../content/words/landing';
import { legalLinks } from '../../lib/documents/legal';
import { drawEveryBlock, expect, literal, openLanding, test } from '../support/fixtures';
import { tag } from '../support/routes';

const latinDigit = /[0-9]/;
const banglaDigit = /[০-৯]/;

for (const locale of locales) {
  const text = dictionary(locale);
  const facts = copyFacts(locale);
  const routes = routeWords(locale);
  const team = teamSection(locale);
  const stats = statsSection(locale);
  const reviews = reviewsSection(locale);

  test.describe(`${tag(locale)} landing page content`, () => {
    test.beforeEach(async ({ page }) => openLanding(page, localePath(locale, '/')));

    test('shows the hero with the brand phone and email as working links', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const hero = page.getByRole('region', { name: text.hero.title });
      // The number is printed in the page's digits; the tel: link dials E.164 in either language.
      const phone = hero.getByRole('link', { name: facts.phone });
      await expect(phone).toHaveText(facts.phone);
      await expect(phone).toHaveAttribute('href', `tel:${brand.phone.e164}`);
      await expect(phone).toHaveAttribute('href', /^tel:\+\d+$/);
      await expect(hero.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
      await expect(hero).toContainText(fillCopy(locale, text.hero.eyebrow));
      // English pages print the number as dialled from abroad; Bangla pages as dialled at home.
      if (locale === 'en') expect(facts.phone).toBe(brand.phone.display);
      else expect(facts.phone).toBe('০১৭৫৫-২০৪০৬০');
    });

    test('with text at 200% on a 320 px phone, nothing is wider than the window', { tag: '@phone' }, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      await drawEveryBlock(page);
      // The account buttons wrap under each other, a button's icon goes above its words, a word
      // of a title or question wider than the window breaks, and a grid's one column is the
      // window's width.
      const wider = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // Past the window's edge, or a link or button whose words spill out of its box (one that
        // clips its content, as the skip link does until focused, cannot spill).
        return [...document.querySelectorAll<HTMLElement>('body *')]
          .filter(
            (element) =>
              element.getBoundingClientRect().right > width + 0.5 ||
              (element.matches('a, button') &&
                getComputedStyle(element).overflowX === 'visible' &&
                element.clientWidth > 0 &&
                element.scrollWidth > element.clientWidth + 1),
          )
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}.${element.getAttribute('class')}: ${Math.round(element.getBoundingClientRect().right)} px, ${element.scrollWidth} in ${element.clientWidth}`,
          );
      });
      expect(wider).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        await page.evaluate(() => document.documentElement.clientWidth),
      );
    });

    test('has every section in the order the spec gives', async ({ page }) => {
      const expected = [
        text.mission.title,
        text.whyUs.title,
        routes.title,
        text.journey.title,
        text.faq.title,
        team.title,
        stats.title,
        text.highlights.title,
        reviews.title,
      ];
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toEqual(expected);
      for (const id of navSections) {
        await expect(page.locator(`section#${id}`)).toHaveCount(1);
      }
    });

    test('mission has three cards and why-us three reasons', async ({ page }) => {
      const missionSection = page.getByRole('region', { name: text.mission.title });
      await expect(missionSection.getByRole('listitem')).toHaveCount(3);
      for (const card of text.mission.cards) await expect(missionSection.getByRole('heading', { name: card.title })).toBeVisible();
      const why = page.getByRole('region', { name: text.whyUs.title });
      await expect(why.getByRole('listitem')).toHaveCount(3);
      for (const item of text.whyUs.items) await expect(why.getByRole('heading', { name: item.title })).toBeAttached();
    });

    test('route planning shows a card per timetable route, each linking to its times and fares', async ({ page }) => {
      const section = page.getByRole('region', { name: routes.title });
      const cards = section.getByRole('list').first().locator(':scope > li');
      const routeCardData = routeCards(locale);
      await expect(cards).toHaveCount(routeCardData.length);
      const first = routeCardData[0]!;
      await expect(cards.first().getByRole('heading')).toHaveText(`${first.from} ${routes.to} ${first.to}`);
      await expect(cards.first()).toContainText(first.duration);
      if (locale === 'en') await expect(cards.first().getByRole('heading')).toHaveText(/Dhaka.*Barishal/);
      for (const [index, route] of routeCardData.entries()) {
        await expect(section.getByRole('heading', { name: `${route.from} ${routes.to} ${route.to}` })).toBeAttached();
        await expect(cards.nth(index)).toContainText(route.fromFare);
        await expect(cards.nth(index).getByRole('link', { name: new RegExp(`^${route.linkLabel}`) })).toHaveAttribute('href', route.href);
      }
    });

    test('the journey is an ordered list of five steps', async ({ page }) => {
      const section = page.getByRole('region', { name: text.journey.title });
      const steps = section.locator('ol > li');
      await expect(steps).toHaveCount(5);
      for (const [index, step] of text.journey.steps.entries()) {
        await expect(steps.nth(index).getByRole('heading')).toHaveText(
          `${text.journey.stepLabel} ${formatNumber(locale, index + 1)}: ${step.title}`,
        );
        await expect(steps.nth(index)).toContainText(fillCopy(locale, step.text));
      }
    });

    test('team shows three members', async ({ page }) => {
      const section = page.getByRole('region', { name: team.title });
      await expect(section.getByRole('listitem')).toHaveCount(3);
      for (const member of team.members) await expect(section.getByRole('heading', { name: member.name })).toBeAttached();
    });

    test('each avatar shows the member’s initials as whole letters of the name', async ({ page }) => {
      const avatars = page.getByRole('region', { name: team.title }).locator('li .badge');
      await expect(avatars).toHaveText(team.members.map((member) => member.initials));
      for (const [index, shown] of (await avatars.allTextContents()).entries()) {
        const name = team.members[index]!.name;
        expect(initialsProblem(shown, name), `${name}: "${shown}"`).toBeNull();
        // A Bangla letter is never cut from its vowel sign or left with a hasanta.
        expect(shown).not.toMatch(/^[\u0981-\u0983\u09BC\u09BE-\u09CD\u09D7]|\u09CD$/);
        if (locale === 'bn') expect(name.startsWith(shown), `${name} starts with ${shown}`).toBe(true);
      }
      if (locale === 'bn') expect(await avatars.allTextContents()).toEqual(['র', 'কা', 'নু']);
    });

    test('statistics show the spec figures in the page’s digits', async ({ page }) => {
      const section = page.getByRole('region', { name: stats.title });
      const items = stats.items;
      if (locale === 'en') expect(items.map((item) => item.value)).toEqual(['98%', '10+', '50+', '50,000+', '24/7', '2015']);
      else {
        // The same figures as the English page, in Bangla digits (৯৮%, ৫০,০০০+, ২০১৫...).
        for (const item of items) {
          expect(item.value, item.label).toMatch(banglaDigit);
          expect(item.value, item.label).not.toMatch(latinDigit);
        }
      }
      await expect(section.getByRole('term')).toHaveText(items.map((item) => item.label));
      for (const item of items) {
        await expect(section.getByRole('definition').filter({ hasText: new RegExp(`^${literal(item.value).source}$`) })).toHaveCount(1);
      }
    });

    test('highlights are listed', async ({ page }) => {
      const section = page.getByRole('region', { name: text.highlights.title });
      await expect(section.getByRole('listitem')).toHaveCount(text.highlights.items.length);
    });

    test('three reviews, each rated five stars in words a screen reader reads', async ({ page }) => {
      const section = page.getByRole('region', { name: reviews.title });
      await expect(section.getByRole('figure')).toHaveCount(3);
      // Each review carries its own rating.
      expect(landingContent.reviews.items.map((review) => review.rating)).toEqual([5, 5, 5]);
      const label = fillCopy(locale, landingContent.reviews.rating[locale], {
        value: formatNumber(locale, 5),
        max: formatNumber(locale, MAX_RATING),
      });
      if (locale === 'en') expect(label).toBe('Rated 5 out of 5 stars');
      else expect(label).toBe('রেটিং: ৫ তারার মধ্যে ৫');
      await expect(section.getByRole('img', { name: label })).toHaveCount(3);
      await expect(section.locator('figure .rating-5')).toHaveCount(3);
      for (const review of reviews.items) {
        const caption = section.locator('figcaption', { hasText: review.name });
        await expect(caption).toHaveCount(1);
        // The town is the timetable's name for the stop, in the page's language.
        await expect(caption).toContainText(review.from);
      }
      if (locale === 'bn') expect(reviews.items.map((review) => review.from)).toEqual(['ঢাকা', 'ভোলা', 'ঝালকাঠি']);
    });

    test('footer carries the legal notice, 18+ note, contacts and links', async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(text.footer.legalNotice);
      if (locale === 'en') await expect(footer).toContainText('no real-money activities');
      await expect(footer.getByText(fillCopy(locale, text.footer.ageNote))).toBeVisible();
      if (locale === 'en') await expect(footer.getByText('Recommended for users 18+')).toBeVisible();
      await expect(footer).toContainText(brandAddress(locale));
      const phone = footer.getByRole('link', { name: facts.phone });
      await expect(phone).toHaveAttribute('href', `tel:${brand.phone.e164}`);
      await expect(footer.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
      const legal = footer.getByRole('navigation', { name: text.footer.legal });
      await expect(legal.getByRole('link')).toHaveText(legalLinks(locale).map((link) => link.label));
      for (const link of legalLinks(locale)) {
        await expect(legal.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      }
      const quick = footer.getByRole('navigation', { name: text.footer.quickLinks });
      await expect(quick.getByRole('link')).toHaveText(footerLinks(locale, true).map((link) => link.label));
    });

    test('footer scroll links bring their section into view', async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: text.nav.routes, exact: true }).click();
      await expect(page).toHaveURL(/#routes$/);
      await expect(page.getByRole('heading', { name: routes.title })).toBeInViewport();
    });
  });
}
