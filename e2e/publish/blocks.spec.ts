import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { liveFiles } from '../../lib/status/live-files';
import { livePages } from '../../lib/status/live-pages';
import { liveBlockElements } from '../../lib/status/publish/blocks';
import { readHtml } from '../../scripts/build/post-build/exported-html';
import { outDir } from '../support/routes';

/**
 * The publisher finds the live blocks of every page with a tag scan (lib/status/publish/blocks.ts),
 * not a full parse: on every page it publishes, the scan must find exactly the elements, offsets
 * and keys an HTML parser (parse5, the post-build steps') finds.
 */
test('the tag scan finds every live block of every published page where parse5 does', () => {
  const pages = [...livePages, ...liveFiles].filter(({ file }) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(2);
  for (const { file } of pages) {
    const html = readFileSync(join(outDir, file), 'utf8');
    const parsed = readHtml(html, file)
      .elements.filter((element) => element.attrs.has('data-live'))
      .map((element) => ({
        key: element.attrs.get('data-live'),
        tag: element.tag,
        start: element.start,
        startTagEnd: element.startTagEnd,
        endTagStart: element.endTagStart,
        end: element.end,
      }));
    const scanned = liveBlockElements(html, file).map(({ key, tag, start, startTagEnd, endTagStart, end }) => ({
      key,
      tag,
      start,
      startTagEnd,
      endTagStart,
      end,
    }));
    expect(parsed.length, file).toBeGreaterThan(0);
    expect(scanned, file).toEqual(parsed);
  }
});

test('a block inside a script, a style or a comment is not a block; one without its end tag is refused', () => {
  const block = '<div data-live="banner"><span>x</span></div>';
  const html = `<script>var a = '<div data-live="notices">'</script><!-- <div data-live="notices"> --><style>/* data-live="x" */</style>${block}`;
  expect(liveBlockElements(html, 'page').map((element) => element.key)).toEqual(['banner']);
  expect(() => liveBlockElements('<div data-live="banner"><div></div>', 'page.html')).toThrow(
    /page\.html: the live block "banner" has no end tag/,
  );
});
