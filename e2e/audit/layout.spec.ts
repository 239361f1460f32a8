import { expect, openLanding, test } from '../fixtures';
import { routes, unknownPath } from '../routes';
import { viewports } from './viewports';

const overflow = () =>
  Array.from(document.querySelectorAll('body *'))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.right > document.documentElement.clientWidth + 1 || box.left < -1) && !el.closest('.sr-only');
    })
    .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}`)
    .slice(0, 5);

for (const viewport of viewports.layout) {
  test(`no horizontal scrolling at ${viewport.width}px on any route`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const route of [...routes, unknownPath]) {
      await openLanding(page, route);
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(width.scroll, `${route} scrolls sideways`).toBeLessThanOrEqual(width.client);
      expect(await page.evaluate(overflow), `${route} elements past the edge`).toEqual([]);
      // At normal text size the header is one row: it only wraps when the text is enlarged.
      expect(await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height), `${route} header height`).toBeLessThanOrEqual(72);
    }
  });
}

test('text doubled in size (200%) still fits without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const route of routes) {
    await openLanding(page, route);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(width.scroll, `${route} at 200% text`).toBeLessThanOrEqual(width.client);
  }
});

test('tap targets on a phone are at least 24 by 24 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const route of routes) {
    await openLanding(page, route);
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('a[href], button, summary, input'))
        .filter((el) => !el.closest('.sr-only, dialog:not([open])') && el.getClientRects().length > 0)
        .filter((el) => {
          const box = el.getBoundingClientRect();
          // Links inside running text are exempt (WCAG 2.5.8 inline exception).
          const inline = getComputedStyle(el).display === 'inline' && el.closest('p, li');
          return !inline && (box.width < 24 || box.height < 24);
        })
        .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"`),
    );
    expect(small, route).toEqual([]);
  }
});
