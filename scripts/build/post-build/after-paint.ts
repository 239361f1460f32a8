// Post-build step `after-paint` (optional): each `<script src="/_next/..." async>` becomes an inert
// placeholder (`<script type="text/x-after-paint" data-src>`), script preloads are dropped, and a
// few lines at the end of <body> swap the placeholders for real `<script async src>` elements, at
// the same places with the same attributes (React looks for `script[async][src]` when it hydrates),
// once the first frame is on screen. The noModule polyfill tag is left alone.
// Why: docs/decisions/002-scripts-after-paint.md. bench/weights.ts counts the placeholders
// as the scripts they stand for.

import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  closingTagOffset,
  editHtml,
  htmlFiles,
  insertAt,
  readHtml,
  removeElement,
  replaceElement,
  startTagOf,
  tokens,
  type HtmlEdit,
  type HtmlElement,
} from './exported-html';

export const placeholderType = 'text/x-after-paint';

// The scripts are asked for once the browser reports the first paint: a `paint` performance entry
// is queued when the frame has reached the screen, not when it was drawn, so the scripts never
// share the link or the main thread with that frame. Where paint entries are not supported,
// requestAnimationFrame (just before the first frame is drawn, never while the stylesheet still
// blocks rendering) and a timeout after it stand in.
const loader =
  '(()=>{const l=()=>{for(const p of document.querySelectorAll("script[data-src]")){' +
  'const s=document.createElement("script");s.src=p.dataset.src;s.async=1;p.replaceWith(s)}};' +
  'if(PerformanceObserver.supportedEntryTypes?.includes("paint")){const o=new PerformanceObserver(()=>{o.disconnect();l()});o.observe({type:"paint",buffered:!0})}' +
  'else requestAnimationFrame(()=>setTimeout(l))})()';

/** The one form of script tag the export writes for its chunks: nothing else is moved. */
const isPlainNextScript = (element: HtmlElement) =>
  element.attrs.size === 2 &&
  element.attrs.get('async') === '' &&
  /^\/_next\/static\/[^"'&<>\s]+\.js$/.test(element.attrs.get('src') ?? '') &&
  element.text === '';

/** The page with its script tags made placeholders and the loader added; `name` is for errors. */
export function deferScripts(html: string, name: string): { html: string; moved: number } {
  const page = readHtml(html, name);
  const edits: HtmlEdit[] = [];
  let moved = 0;
  for (const element of page.elements) {
    if (element.tag === 'script' && element.attrs.get('type') === placeholderType) {
      throw new Error(`${name} has already been processed (it holds after-paint placeholders): run npm run build afresh.`);
    }
    if (element.tag === 'script' && element.attrs.has('src') && !element.attrs.has('nomodule')) {
      // Only the plain form the export writes; anything else would be left fetching early unnoticed.
      if (!isPlainNextScript(element)) throw new Error(`${name}: unexpected script tag ${startTagOf(page, element).slice(0, 160)}`);
      edits.push(replaceElement(element, `<script type="${placeholderType}" data-src="${element.attrs.get('src')}"></script>`));
      moved += 1;
    } else if (element.tag === 'link' && tokens(element, 'rel').includes('preload') && element.attrs.get('as') === 'script') {
      edits.push(removeElement(element));
    }
  }
  if (moved === 0) throw new Error(`${name}: no Next.js script tags found; has the export's markup changed?`);
  edits.push(insertAt(closingTagOffset(page, 'body'), `<script>${loader}</script>`));
  return { html: editHtml(html, edits), moved };
}

/**
 * The build step: every page under out/, nested folders too. All pages are rewritten in memory
 * first, so a page it must refuse leaves out/ untouched.
 */
export function scriptsAfterPaint(outDir: string): string {
  const files = htmlFiles(outDir);
  if (files.length === 0) throw new Error(`No HTML in ${outDir}/: run next build first.`);
  const results = files.map((file) => ({ file, ...deferScripts(readFileSync(file, 'utf8'), relative(outDir, file)) }));
  for (const { file, html } of results) writeFileSync(file, html);
  const moved = results.reduce((total, result) => total + result.moved, 0);
  return `Scripts after first paint: ${moved} script tags in ${files.length} pages.`;
}
