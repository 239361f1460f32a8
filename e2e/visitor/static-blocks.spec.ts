import { expect, test, waitForHydration, rememberAgeAnswer } from '../support/fixtures';
import { localePath, locales } from '../../lib/i18n/locales';
import { tag, type PagePath } from '../support/routes';

/*
 * The blocks a page marks data-static travel once, in the HTML: the build leaves them out of the
 * hydration payload (scripts/build/post-build/static-payload.ts), and so does it the head's title and meta tags.
 * Here, in the browser: React hydrates around them and they keep every word, and the head keeps
 * its tags. One page of each kind per language (landing, legal, timetable, safety, thank-you).
 */
const kinds: readonly PagePath[] = ['/', '/privacy_policy', '/timetable', '/safety', '/thank'];

for (const locale of locales) {
  for (const path of kinds) {
    const route = localePath(locale, path);
    test(`${tag(locale)} ${route}: static blocks and head tags are unchanged by hydration`, async ({ page, request }) => {
      // What the export wrote, as the server sent it.
      const served = await (await request.get(route)).text();

      await rememberAgeAnswer(page);
      await page.goto(route);
      await waitForHydration(page);
      // Each block's inner HTML in the live page against the same block parsed from the served HTML:
      // React neither emptied a block nor rendered it again.
      const blocks = await page.evaluate((html) => {
        const sent = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[data-static]')].map(
          (element) => element.innerHTML,
        );
        const elements = [...document.querySelectorAll('[data-static]')];
        const live = elements.map((element) => element.innerHTML);
        const shown = elements.filter((element) => !element.closest('[hidden]')).map((element) => element.innerHTML);
        return { sent, live, shown };
      }, served);
      expect(blocks.live.length).toBeGreaterThan(0);
      expect(blocks.live).toEqual(blocks.sent);
      // None is empty; a block a reader sees has words, while a hidden one may carry only data
      // (the status's rules the trip finder reads are a data attribute).
      for (const html of blocks.live) expect(html.trim()).not.toBe('');
      for (const html of blocks.shown) expect(html.replace(/<[^>]*>/g, '').trim()).not.toBe('');

      const head = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        alternates: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
        titles: document.head.querySelectorAll('title').length,
      }));
      expect(head.title).toBe(/<title>([^<]*)<\/title>/.exec(served)?.[1]);
      expect(head.titles).toBe(1);
      expect(head.description).toBeTruthy();
      expect(head.canonical).toBeTruthy();
      expect(head.alternates).toBe(3);
    });
  }
}
