import { routeCards } from '../lib/timetable/view';
import { brand, brandAddress } from '../lib/brand';
import { footerLinks, maxRating, navSections, reviewRatings, statItems } from '../lib/content';
import { copyFacts, dictionary } from '../lib/copy';
import { formatNumber } from '../lib/format';
import { localePath, locales } from '../lib/i18n';
import { legalLinks } from '../lib/legal';
import { drawEveryBlock, expect, literal, openLanding, test } from './fixtures';
import { tag } from './routes';

const latinDigit = /[0-9]/;
const banglaDigit = /[০-৯]/;

for (const locale of locales) {
  const text = dictionary(locale);
  const facts = copyFacts(locale);

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
      await expect(hero).toContainText(text.hero.eyebrow(facts));
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
        text.routes.title,
        text.journey.title,
        text.faq.title,
        text.team.title,
        text.stats.title,
        text.highlights.title,
        text.reviews.title,
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
      const section = page.getByRole('region', { name: text.routes.title });
      const cards = section.getByRole('list').first().locator(':scope > li');
      const routeCardData = routeCards(locale);
      await expect(cards).toHaveCount(routeCardData.length);
      const first = routeCardData[0]!;
      await expect(cards.first().getByRole('heading')).toHaveText(`${first.from} ${text.routes.to} ${first.to}`);
      await expect(cards.first()).toContainText(first.duration);
      if (locale === 'en') await expect(cards.first().getByRole('heading')).toHaveText(/Dhaka.*Barishal/);
      for (const [index, route] of routeCardData.entries()) {
        await expect(section.getByRole('heading', { name: `${route.from} ${text.routes.to} ${route.to}` })).toBeAttached();
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
        await expect(steps.nth(index)).toContainText(step.text(facts));
      }
    });

    test('team shows three members', async ({ page }) => {
      const section = page.getByRole('region', { name: text.team.title });
      await expect(section.getByRole('listitem')).toHaveCount(3);
      for (const member of text.team.members) await expect(section.getByRole('heading', { name: member.name })).toBeAttached();
    });

    test('statistics show the spec figures in the page’s digits', async ({ page }) => {
      const section = page.getByRole('region', { name: text.stats.title });
      const items = statItems(locale);
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
      const section = page.getByRole('region', { name: text.reviews.title });
      await expect(section.getByRole('figure')).toHaveCount(3);
      expect(reviewRatings).toEqual([5, 5, 5]);
      const label = text.reviews.rating(formatNumber(locale, 5), formatNumber(locale, maxRating));
      if (locale === 'en') expect(label).toBe('Rated 5 out of 5 stars');
      await expect(section.getByRole('img', { name: label })).toHaveCount(3);
      for (const review of text.reviews.items) await expect(section.getByText(review.name)).toBeAttached();
    });

    test('footer carries the legal notice, 18+ note, contacts and links', async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(text.footer.legalNotice);
      if (locale === 'en') await expect(footer).toContainText('no real-money activities');
      await expect(footer.getByText(text.footer.ageNote(facts))).toBeVisible();
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
      await expect(page.getByRole('heading', { name: text.routes.title })).toBeInViewport();
    });
  });
}
