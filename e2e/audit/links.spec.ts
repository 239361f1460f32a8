import { siteUrl } from '../../lib/seo/site-url';
import { expect, test } from '../support/fixtures';
import { formOnlyPaths, pages } from '../support/routes';
import { OPEN_DATA_LICENCE } from '../../lib/site/constants';

/**
 * Crawls the exported site from the landing page: every link, script, stylesheet, image, icon and
 * preload on every page must answer 200, and every in-page anchor must have its target.
 */
test('the site has no broken link, missing asset or dangling anchor', async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const queue: string[] = ['/'];
  const visited = new Set<string>();
  const checked = new Map<string, number>();
  const problems: string[] = [];
  const anchorsToCheck: { from: string; page: string; id: string }[] = [];
  const idsByPage = new Map<string, string[]>();

  while (queue.length) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await page.goto(path);
    if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);

    const refs = await page.evaluate(() => {
      const attr = (selector: string, name: string) =>
        Array.from(document.querySelectorAll(selector)).map((el) => el.getAttribute(name) ?? '');
      return {
        links: attr('a[href]', 'href'),
        assets: [
          ...attr('script[src]', 'src'),
          ...attr('link[href]:not([rel="canonical"]):not([rel="alternate"][hreflang])', 'href'),
          ...attr('img[src]', 'src'),
          ...attr('source[srcset]', 'srcset'),
        ],
        // Canonical and hreflang links are absolute on the deployed host (SITE_URL).
        deployed: attr('link[rel="canonical"], link[rel="alternate"][hreflang]', 'href'),
        ids: Array.from(document.querySelectorAll('[id]')).map((el) => el.id),
      };
    });

    for (const href of refs.links) {
      // Contact and booking links hand over to the phone's own apps; nothing is loaded from them.
      if (/^(mailto:|tel:|sms:)/.test(href) || href.startsWith('https://wa.me/')) continue;
      // The open data's licence is linked to its own text (its terms ask for that); nothing loads from it.
      if (href === OPEN_DATA_LICENCE.url) continue;
      const url = new URL(href, new URL(path, origin));
      if (url.origin !== origin) {
        problems.push(`${path}: external link ${href}`);
        continue;
      }
      if (url.hash && url.pathname === new URL(path, origin).pathname) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!refs.ids.includes(id)) problems.push(`${path}: anchor ${href} has no target`);
      } else if (url.hash) {
        // The anchor is checked once that page has been visited (queued just below).
        anchorsToCheck.push({ from: path, page: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
      }
      // Data files (the status feeds, the open data and its on-time record, calendar files) are
      // fetched, not browsed: a browser downloads them rather than showing a page.
      if (/\.(json|atom|pb|ics|zip|csv)$/.test(url.pathname)) {
        if (!checked.has(url.pathname)) checked.set(url.pathname, (await request.get(url.pathname)).status());
        if (checked.get(url.pathname) !== 200) problems.push(`${path}: ${href} answers ${checked.get(url.pathname)}`);
        continue;
      }
      if (!visited.has(url.pathname)) queue.push(url.pathname);
    }
    for (const href of refs.deployed) {
      const url = new URL(href);
      if (url.origin !== siteUrl.origin) {
        problems.push(`${path}: ${href} is not on the site's own host`);
        continue;
      }
      const key = url.pathname;
      if (!checked.has(key)) checked.set(key, (await request.get(key)).status());
      if (checked.get(key) !== 200) problems.push(`${path}: ${href} answers ${checked.get(key)}`);
    }
    for (const src of refs.assets) {
      const url = new URL(src, new URL(path, origin));
      if (url.origin !== origin) {
        problems.push(`${path}: third-party asset ${src}`);
        continue;
      }
      const key = url.pathname + url.search;
      if (!checked.has(key)) checked.set(key, (await request.get(key)).status());
      if (checked.get(key) !== 200) problems.push(`${path}: ${src} answers ${checked.get(key)}`);
    }
    idsByPage.set(path, refs.ids);
  }

  for (const anchor of anchorsToCheck) {
    if (!idsByPage.get(anchor.page)?.includes(anchor.id)) problems.push(`${anchor.from}: ${anchor.page}#${anchor.id} has no target`);
  }
  expect(problems).toEqual([]);
  // Every page of both languages was reached by following links from the English landing page (the
  // language switch leads to the Bangla pages); the thank-you pages are reached by a form.
  for (const { path, route } of pages) if (!formOnlyPaths.includes(path)) expect([...visited]).toContain(route);
});
