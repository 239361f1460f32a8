import { faq } from '../lib/content';
import { expect, openLanding, test } from './fixtures';

test.describe('FAQ', () => {
  test.beforeEach(async ({ page }) => {
    await openLanding(page);
    await page.locator('#faq').scrollIntoViewIfNeeded();
  });

  test('has five questions on the spec topics, all closed at first', async ({ page }) => {
    const questions = page.locator('#faq summary');
    await expect(questions).toHaveText([/routes/i, /book/i, /safety/i, /amenities/i, /cancellation/i]);
    for (const item of faq.items) {
      await expect(page.getByText(item.answer[0]!)).toBeHidden();
    }
  });

  test('each item opens and closes on its own', async ({ page }) => {
    const summaries = page.locator('#faq summary');
    const answers = faq.items.map((item) => page.getByText(item.answer[0]!));

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
    await expect(page.getByText(faq.items[1]!.answer[0]!)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByText(faq.items[1]!.answer[0]!)).toBeHidden();
  });

  test('the cancellation answer gives the tiers and links the refund policy', async ({ page }) => {
    await page.locator('#faq summary', { hasText: /cancellation/i }).click();
    const answer = page.locator('#faq details[open]');
    await expect(answer.getByRole('listitem')).toHaveText([
      /more than 48 hours.*full refund minus a small processing fee/i,
      /24 to 48 hours.*50% refund/i,
      /less than 24 hours.*no refund.*rescheduled for a fee/i,
      /if we cancel.*full refund or free rescheduling/i,
      /arrive 30 minutes before departure/i,
    ]);
    await expect(answer.getByRole('link', { name: /refund policy/i })).toHaveAttribute('href', '/refund_policy');
  });
});
