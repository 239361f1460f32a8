import { THANK_YOU_REPLY_HOURS, THANK_YOU_REVEAL_DELAY_MS } from '../../lib/site/constants';
import { copyFacts, dictionary, fillCopy } from '../../lib/words/copy';
import { formatPlain } from '../../lib/i18n/format';
import { localePath, locales } from '../../lib/i18n/locales';
import { expect, readDigits, rememberAgeAnswer, test, waitForHydration } from '../support/fixtures';
import { tag } from '../support/routes';

for (const locale of locales) {
  const text = dictionary(locale);
  const thankYou = text.thankYou;
  const facts = copyFacts(locale);
  const thank = localePath(locale, '/thank');
  const home = localePath(locale, '/');

  test.describe(`${tag(locale)} thank-you page`, () => {
    test('shows the success graphic, heading, message and three steps', async ({ page }) => {
      await page.goto(thank);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYou.title);
      await expect(main.getByText(thankYou.message, { exact: true })).toBeVisible();
      // The graphic is decorative: drawn, but hidden from assistive technology.
      const graphic = main.locator('svg').first();
      await expect(graphic).toBeVisible();
      await expect(graphic).toHaveAttribute('aria-hidden', 'true');

      const steps = main.getByRole('list').getByRole('listitem');
      await expect(steps).toHaveCount(3);
      await expect(steps.getByRole('heading', { level: 2 })).toHaveText(thankYou.steps.map((step) => step.title));
      await expect(steps.nth(2)).toContainText(fillCopy(locale, thankYou.steps[2]!.text));
      await expect(steps.nth(2)).toContainText(facts.replyTime);
      if (locale === 'en') await expect(steps.nth(2)).toContainText(`within ${THANK_YOU_REPLY_HOURS.join('-')} business hours`);
    });

    test(`${thankYou.backLink} leads to ${home}`, async ({ page }) => {
      await rememberAgeAnswer(page);
      await page.goto(thank);
      await waitForHydration(page);
      const back = page.getByRole('link', { name: thankYou.backLink });
      await expect(back).toHaveAttribute('href', home);
      await back.click();
      await expect(page).toHaveURL(home);
      await expect(page.getByRole('heading', { level: 1, name: text.hero.title })).toBeVisible();
    });

    test('asks search engines not to index it', async ({ page }) => {
      await page.goto(thank);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test(`fades in ${THANK_YOU_REVEAL_DELAY_MS}ms after load`, async ({ page }) => {
      await page.goto(thank);
      const content = page.getByRole('heading', { level: 1 }).locator('..');
      await expect(content).toHaveCSS('animation-name', 'reveal');
      await expect(content).toHaveCSS('animation-delay', `${THANK_YOU_REVEAL_DELAY_MS / 1000}s`);
      // It starts transparent (held through the delay by fill-mode both) and ends fully shown.
      const keyframes = await content.evaluate((el) => {
        const animation = el.getAnimations()[0] as CSSAnimation | undefined;
        return (animation?.effect as KeyframeEffect | undefined)?.getKeyframes().map((frame) => frame.opacity);
      });
      expect(keyframes).toEqual(['0', '1']);
      await expect(content).toHaveCSS('animation-fill-mode', 'both');
      await expect(content).toHaveCSS('opacity', '1');
    });

    test('with reduced motion it is simply shown', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(thank);
      const content = page.getByRole('heading', { level: 1 }).locator('..');
      await expect(content).toHaveCSS('animation-name', 'none');
      expect(await content.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    });

    test('the footer shows the year from the visitor clock, not the build, in the page’s digits', async ({ page, request }) => {
      // The exported HTML carries the year the site was built in (in Bangla digits on Bangla pages).
      const html = await (await request.get(thank)).text();
      const built = html.match(/©\s*(?:<!-- -->)?\s*([0-9০-৯]{4})/)?.[1] ?? '';
      const buildYear = readDigits(built);
      expect(buildYear).toBeGreaterThan(2000);
      expect(built).toBe(formatPlain(locale, buildYear));

      const visitorYear = buildYear + 5;
      await page.clock.setFixedTime(new Date(`${visitorYear}-06-15T12:00:00`));
      await page.goto(thank);
      await waitForHydration(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`© ${formatPlain(locale, visitorYear)}`);
      await expect(footer).not.toContainText(`© ${formatPlain(locale, buildYear)}`);
    });
  });

  test.describe(`${tag(locale)} thank-you page without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('is fully visible', async ({ page }) => {
      await page.goto(thank);
      const content = page.getByRole('heading', { level: 1, name: thankYou.title }).locator('..');
      await expect(page.getByText(thankYou.message, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: thankYou.backLink })).toBeVisible();
      await expect(content).toHaveCSS('opacity', '1');
    });
  });
}
