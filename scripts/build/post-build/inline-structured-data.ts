// A build step (scripts/build/post-build/post-build.ts runs it): moves each page's JSON-LD, which a
// `structured-data.json` route renders from lib/ at build time, into that page's <head>.
//
// The rule: out/<dir>/structured-data.json belongs to the page of <dir>: out/index.html for the
// root, otherwise out/<dir>.html (or out/<dir>/index.html). So app/structured-data.json/route.ts
// feeds the landing page, and app/(bn)/bn/structured-data.json/route.ts feeds out/bn.html.
// The JSON file is deleted once inlined: it is not part of the site. React 19 skips unexpected
// tags in <head> when it hydrates, so the page is unaffected, and the data is not duplicated into
// the page's inline script payload.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import {
  closingTagOffset,
  editHtml,
  exportedFiles,
  htmlFiles,
  insertAt,
  isJsonLd,
  pageCandidates,
  pageFile,
  readHtml,
} from './exported-html';

export const structuredDataName = 'structured-data.json';

/**
 * Inlines every structured-data.json under out/ into its page. Everything is checked before
 * anything is written, so a file it must refuse leaves out/ untouched.
 */
export function inlineStructuredData(outDir: string): string {
  const sources = exportedFiles(outDir, (name) => name === structuredDataName);
  if (sources.length === 0) {
    const processed = htmlFiles(outDir).find((file) => readHtml(readFileSync(file, 'utf8')).elements.some(isJsonLd));
    if (processed)
      throw new Error(
        `${relative(outDir, processed)} already has JSON-LD and no ${structuredDataName} is left: out/ has already been processed; run npm run build afresh.`,
      );
    throw new Error(`No ${structuredDataName} in ${outDir}/: run next build first.`);
  }

  const planned = sources.map((source) => {
    const name = relative(outDir, source);
    const folder = relative(outDir, dirname(source)).split(sep).join('/');
    const page = pageFile(outDir, folder);
    if (!page) {
      const looked = pageCandidates(outDir, folder).map((file) => relative(outDir, file));
      throw new Error(`${name} has no page to go into (looked for ${looked.join(' and ')}).`);
    }
    const json = readFileSync(source, 'utf8');
    // Serialised with `<` escaped (lib/seo/structured-data.ts), so it cannot close the element early.
    if (json.includes('<')) throw new Error(`${name} contains an unescaped "<".`);
    try {
      JSON.parse(json);
    } catch (error) {
      throw new Error(`${name} is not valid JSON: ${error instanceof Error ? error.message : error}`);
    }
    const pageName = relative(outDir, page);
    const html = readFileSync(page, 'utf8');
    const parsed = readHtml(html, pageName);
    if (parsed.elements.some(isJsonLd)) throw new Error(`${pageName} already has JSON-LD.`);
    const inlined = editHtml(html, [insertAt(closingTagOffset(parsed, 'head'), `<script type="application/ld+json">${json}</script>`)]);
    return { source, page, pageName, html: inlined };
  });
  const pages = new Map<string, string>();
  for (const { source, pageName } of planned) {
    if (pages.has(pageName)) throw new Error(`${relative(outDir, source)} and ${pages.get(pageName)} both go into ${pageName}.`);
    pages.set(pageName, relative(outDir, source));
  }

  for (const { source, page, html } of planned) {
    writeFileSync(page, html);
    rmSync(source);
  }
  return `JSON-LD inlined into ${planned.map(({ pageName }) => pageName).join(', ')}.`;
}
