// Post-build step `font-probes` (optional, after `bengali-font`, before the security headers, which
// hash the probe): each woff2 <link rel="preload" as="font"> whose file every @font-face rule of the
// export names with local() sources becomes a one-line script at the top of <head>
// (`fontProbeCode`). It loads each rule's local() sources with FontFace, which reads the device's
// fonts and downloads nothing, and adds the same preload unless every rule found an installed face.
// It stands before the stylesheets because an inline script after a stylesheet waits for it; the
// code is the same on every page (one CSP hash), the font and its sources are attributes. React's
// own hint for a preload it asked for (a `:HL` payload row) goes too, or React would add the link
// back when it hydrates. Why: docs/decisions/003-font-probes.md.

import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  editHtml,
  escapeAttribute,
  exportedStylesheets,
  fontFaces,
  htmlFiles,
  insertAt,
  localSourceList,
  readHtml,
  removeElement,
  tokens,
} from './exported-html';
import { withoutFontHints } from './static-payload';

/**
 * The probe's code. `data-font` is the file; `data-local` the local() sources of each rule that
 * names it (FontFace source lists, joined by "|").
 */
export const fontProbeCode =
  '(function(s){try{Promise.all(s.dataset.local.split("|").map(function(x){return new FontFace("probe",x).load()})).catch(function(){' +
  'var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";l.href=s.dataset.font;document.head.appendChild(l)' +
  '})}catch(e){}})(document.currentScript)';

/** The probe element for a font file and the local() sources of its rules. */
export const fontProbe = (url: string, rules: string[]): string =>
  `<script data-font="${escapeAttribute(url)}" data-local="${escapeAttribute(rules.join('|'))}">${fontProbeCode}</script>`;

/**
 * Every font file of the export that a device may have installed: the files whose every
 * @font-face rule names local() sources, each with those sources, a FontFace source list per rule.
 * The device has the face when every list finds a font; the probe and the offline worker ask that.
 */
export function installableFonts(outDir: string): Map<string, string[]> {
  const rules = new Map<string, ReturnType<typeof fontFaces>>();
  for (const { url: cssUrl, css } of exportedStylesheets(outDir)) {
    for (const face of fontFaces(css, cssUrl)) {
      for (const url of face.urls) rules.set(url, [...(rules.get(url) ?? []), face]);
    }
  }
  const fonts = new Map<string, string[]>();
  for (const [url, faces] of rules) {
    if (faces.some((face) => !face.localNames.length)) continue;
    const odd = faces.flatMap((face) => face.localNames).find((name) => !/^[\w .+-]+$/.test(name));
    if (odd)
      throw new Error(
        `local(${odd}) in an @font-face rule for ${url}: the probe and the worker quote font names in a FontFace source list, so they may hold letters, digits, spaces and . + - only.`,
      );
    fonts.set(
      url,
      faces.map((face) => localSourceList(face.localNames)),
    );
  }
  return fonts;
}

/** The build step: replaces the font preloads of every page of `outDir` by probes; says what it did. */
export function probeInstalledFonts(outDir: string): string {
  const fonts = installableFonts(outDir);
  const pagesByFont = new Map<string, number>();
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const page = readHtml(html, relative(outDir, file));
    if (page.elements.some((element) => element.tag === 'script' && element.attrs.has('data-font'))) {
      throw new Error(`${page.name} already has a font probe: build afresh instead of running the post-build steps twice.`);
    }
    const preloads = page.elements.filter(
      (element) =>
        element.tag === 'link' &&
        tokens(element, 'rel').includes('preload') &&
        element.attrs.get('as') === 'font' &&
        element.attrs.get('type') === 'font/woff2' &&
        fonts.has(element.attrs.get('href') ?? ''),
    );
    if (!preloads.length) continue;
    const firstSheet = page.elements.find((element) => element.tag === 'link' && tokens(element, 'rel').includes('stylesheet'));
    if (!firstSheet) throw new Error(`${page.name} preloads a font but links no stylesheet: nothing would use it.`);
    const hrefs = preloads.map((element) => element.attrs.get('href') ?? '');
    const probes = hrefs.map((href) => fontProbe(href, fonts.get(href) ?? [])).join('');
    const probed = editHtml(html, [
      ...preloads.map(removeElement),
      insertAt(Math.min(...[firstSheet, ...preloads].map((element) => element.start ?? Infinity)), probes),
    ]);
    writeFileSync(file, withoutFontHints(probed, page.name, hrefs).html);
    for (const href of hrefs) pagesByFont.set(href, (pagesByFont.get(href) ?? 0) + 1);
  }
  const summary = [...pagesByFont].map(([url, pages]) => `${url} on ${pages} pages`).join(', ');
  return `Font probes: ${summary || 'no font preload to probe'} (asked for only where the device has no face of its own).`;
}
