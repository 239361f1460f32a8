import { placeholderType } from '../../scripts/build/post-build/after-paint';
import { readHtml, tokens } from '../../scripts/build/post-build/exported-html';
import { expect, openLanding, test } from '../support/fixtures';
import { routes } from '../support/routes';

/*
 * scripts/build/post-build/after-paint.ts makes every page ask for Next's scripts only after its first paint.
 * These tests hold the two halves of that promise: the HTML itself fetches no script, and once the
 * browser reports the page's first paint each script is loaded exactly once (React must find the
 * tags it rendered rather than add its own, which would run a chunk twice) and the page hydrates.
 */
for (const route of routes) {
  test(`${route} loads each of its scripts once, after the first paint`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const response = await page.request.get(route);
    const { elements } = readHtml(await response.text(), route);
    const scripts = elements.filter((element) => element.tag === 'script');
    const early = scripts.filter((script) => script.attrs.has('src') && !script.attrs.has('nomodule'));
    expect(
      early.map((script) => script.attrs.get('src')),
      'script tags in the HTML that would load before the first paint',
    ).toEqual([]);
    const preloads = elements.filter((element) => element.tag === 'link' && element.attrs.get('as') === 'script');
    expect(
      preloads.map((link) => tokens(link, 'rel')),
      'script preloads in the HTML',
    ).toEqual([]);
    const placeholders = scripts
      .filter((script) => script.attrs.get('type') === placeholderType && script.text === '')
      .map((script) => script.attrs.get('data-src')!);
    expect(placeholders.length, 'placeholders for the page scripts').toBeGreaterThan(0);

    await openLanding(page, route);
    const inDocument = await page.evaluate(() => ({
      // When the first frame reached the screen, as the browser reports it.
      firstPaintAt: performance.getEntriesByType('paint')[0]?.startTime,
      scriptsAskedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      waiting: document.querySelectorAll('script[data-src]').length,
      scripts: Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))
        .filter((script) => !script.noModule)
        .map((script) => new URL(script.src).pathname),
    }));
    expect(inDocument.firstPaintAt, 'a first paint').toBeDefined();
    expect(inDocument.scriptsAskedAt.length).toBeGreaterThan(0);
    expect(
      Math.min(...inDocument.scriptsAskedAt),
      'first script asked for after the first paint reached the screen',
    ).toBeGreaterThanOrEqual(inDocument.firstPaintAt!);
    expect(inDocument.waiting, 'placeholders left in the page').toBe(0);
    expect(inDocument.scripts.sort(), 'each script element once').toEqual([...new Set(placeholders)].sort());
    expect([...requested].sort(), 'each script fetched once').toEqual([...new Set(requested)].sort());
    for (const src of placeholders) expect(requested, `${src} fetched`).toContain(src);
  });
}

test('a browser without paint entries loads the scripts after its first frame instead', async ({ page }) => {
  // Paint timing is newer than the rest of what the scripts need (Safari before 14.1 lacks it).
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['mark', 'measure', 'resource'] });
    requestAnimationFrame(() => {
      (window as Window & { firstFrameAt?: number }).firstFrameAt = performance.now();
    });
  });
  await openLanding(page, '/bn');
  const { firstFrameAt, scriptsAskedAt } = await page.evaluate(() => ({
    firstFrameAt: (window as Window & { firstFrameAt?: number }).firstFrameAt,
    scriptsAskedAt: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(scriptsAskedAt.length).toBeGreaterThan(0);
  expect(Math.min(...scriptsAskedAt), 'first script asked for after the first frame').toBeGreaterThanOrEqual(firstFrameAt!);
  await expect(page.locator('script[data-src]')).toHaveCount(0);
});
