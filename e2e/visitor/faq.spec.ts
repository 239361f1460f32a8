import { CANCELLATION } from '../../lib/site/constants';
import { cancellationTiers, faqItems } from '../../lib/landing/sections';
import { dictionary, fillCopy } from '../../lib/words/copy';
import { formatNumber, formatPercent } from '../../lib/i18n/format';
import { localePath, locales } from '../../lib/i18n/locales';
import { expect, openLanding, test } from '../support/fixtures';
import { localName, sailingEnds, timetable } from '../../lib/timetable/model';
import { tag } from '../support/routes';

for (const locale of locales) {
  const items = faqItems(locale);
  const faq = dictionary(locale).faq;

  test.describe(`${tag(locale)} FAQ`, () => {
    test.beforeEach(async ({ page }) => {
      await openLanding(page, localePath(locale, '/'));
      await page.locator('#faq').scrollIntoViewIfNeeded();
    });

    test('has five questions on the spec topics, all closed at first', async ({ page }) => {
      const questions = page.locator('#faq summary');
      await expect(questions).toHaveText(items.map((item) => item.question));
      // The spec's five topics, in its order (the texts above come from the same dictionary).
      if (locale === 'en') await expect(questions).toHaveText([/routes/i, /book/i, /safety/i, /amenities/i, /cancellation/i]);
      for (const item of items) {
        await expect(page.getByText(item.answer[0]!)).toBeHidden();
      }
    });

    test('each item opens and closes on its own', async ({ page }) => {
      const summaries = page.locator('#faq summary');
      const answers = items.map((item) => page.getByText(item.answer[0]!));

      await summaries.nth(0).click();
      await expect(answers[0]!).toBeVisible();
      await summaries.nth(2).click();
      await expect(answers[0]!).toBeVisible();
      await expect(answers[2]!).toBeVisible();
      await expect(answers[1]!).toBeHidden();

      await summaries.nth(0).click();
      await expect(answers[0]!).toBeHidden();
      await expect(answers[2]!).toBeVisible();
    });

    test('opens from the keyboard', async ({ page }) => {
      const summary = page.locator('#faq summary').nth(1);
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(items[1]!.answer[0]!)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(page.getByText(items[1]!.answer[0]!)).toBeHidden();
    });

    test('the routes answer lists every route of the timetable and links its times and fares', async ({ page }) => {
      await page.locator('#faq summary', { hasText: faq.routes.question }).click();
      const answer = page.locator('#faq details[open]');
      const listed = answer.getByRole('listitem');
      // One line per route, its ends named from the timetable in the page's language.
      await expect(listed).toHaveCount(timetable.routes.length);
      for (const [at, route] of timetable.routes.entries()) {
        const { from, to } = sailingEnds(route, 'outbound');
        await expect(listed.nth(at)).toContainText(`${localName(from.town, locale)} – ${localName(to.town, locale)}: `);
      }
      // Read against the shipped timetable: the Dhaka–Barishal launches leave every evening.
      if (locale === 'en') await expect(listed.first()).toHaveText('Dhaka – Barishal: Every evening');
      else await expect(listed.first()).toHaveText('ঢাকা – বরিশাল: প্রতিদিন সন্ধ্যার পর');
      await expect(answer.getByRole('link', { name: faq.routes.link })).toHaveAttribute('href', localePath(locale, '/timetable'));
    });

    test('the cancellation answer gives the tiers and links the refund policy', async ({ page }) => {
      await page.locator('#faq summary', { hasText: faq.cancellation.question }).click();
      const answer = page.locator('#faq details[open]');
      const listed = answer.getByRole('listitem');
      await expect(listed).toHaveText([...cancellationTiers(locale), fillCopy(locale, faq.cancellation.arriveEarly)]);
      // The spec's figures, written in the page's digits.
      const n = (value: number) => formatNumber(locale, value);
      if (locale === 'en') {
        await expect(listed).toHaveText([
          /more than 48 hours.*full refund minus a small processing fee/i,
          /24 to 48 hours.*50% refund/i,
          /less than 24 hours.*no refund.*rescheduled for a fee/i,
          /if we cancel.*full refund or free rescheduling/i,
          /arrive 30 minutes before departure/i,
        ]);
      }
      await expect(listed.nth(0)).toContainText(n(CANCELLATION.fullRefundHours));
      await expect(listed.nth(1)).toContainText(n(CANCELLATION.halfRefundFromHours));
      await expect(listed.nth(1)).toContainText(formatPercent(locale, CANCELLATION.halfRefundPercent));
      await expect(listed.nth(2)).toContainText(n(CANCELLATION.halfRefundFromHours));
      await expect(listed.nth(4)).toContainText(n(CANCELLATION.arriveEarlyMinutes));
      await expect(answer.getByRole('link', { name: faq.cancellation.link })).toHaveAttribute('href', localePath(locale, '/refund_policy'));
    });
  });
}
