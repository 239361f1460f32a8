import { expect, openLanding, test } from '../support/fixtures';
import { routes, unknownPath } from '../support/routes';
import { viewports } from '../support/viewports';

const overflow = () =>
  Array.from(document.querySelectorAll('body *'))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.right > document.documentElement.clientWidth + 1 || box.left < -1) && !el.closest('.sr-only');
    })
    .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}`)
    .slice(0, 5);

const smallTargets = () =>
  Array.from(document.querySelectorAll<HTMLElement>('a[href], button, summary, input'))
    .filter((el) => !el.closest('.sr-only, dialog:not([open])') && el.getClientRects().length > 0)
    .filter((el) => {
      const box = el.getBoundingClientRect();
      // Links inside running text are exempt (WCAG 2.5.8 inline exception).
      const inline = getComputedStyle(el).display === 'inline' && el.closest('p, li');
      return !inline && (box.width < 24 || box.height < 24);
    })
    .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"`);

const widths = viewports.layout.map((viewport) => viewport.width);

/*
 * One load per page, resized through every width: layout is CSS, so a resize lays the page out as a
 * fresh load at that width would. Then the phone's tap targets, and last the text doubled in size.
 */
for (const route of [...routes, unknownPath]) {
  test(`${route}: no sideways scrolling from ${widths[0]} to ${widths.at(-1)} px, tap targets, 200% text down to 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.layout[0]!);
    await openLanding(page, route);
    // Measured in the page's own font: on a busy machine the Bengali face can arrive after the
    // load, and the fallback's wider words would wrap the header bar.
    await page.evaluate(() => document.fonts.ready);
    for (const viewport of viewports.layout) {
      await page.setViewportSize(viewport);
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(width.scroll, `${route} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(width.client);
      expect(await page.evaluate(overflow), `${route} elements past the edge at ${viewport.width}px`).toEqual([]);
      // At normal text size the header's bar (logo, links, buttons) is one row: it only wraps when
      // the text is enlarged. The language strip above it is a row of its own.
      const barHeight = await page.locator('#site-logo').evaluate((el) => el.parentElement!.getBoundingClientRect().height);
      expect(barHeight, `${route} header bar height at ${viewport.width}px`).toBeLessThanOrEqual(72);
    }

    // Tap targets on a phone are at least 24 by 24 px.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(smallTargets), `${route} small tap targets`).toEqual([]);

    // Text doubled in size (200%, as a browser's text-size setting does) still fits without sideways
    // scrolling, on a desktop, a tablet and a phone.
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    for (const textWidth of [1280, 768, 390]) {
      await page.setViewportSize({ width: textWidth, height: 900 });
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(width.scroll, `${route} at 200% text, ${textWidth}px`).toBeLessThanOrEqual(width.client);
    }
  });
}
