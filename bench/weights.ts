// What each exported page costs on first load, read from the built files (no browser): the bytes a
// visitor's phone downloads for the HTML, the JavaScript it runs (script files and inline scripts
// apart), the stylesheets and the fonts. Shared by `npm run bench` and the budget test, so both
// count the same way; pages are read by scripts/build/post-build/exported-html.ts, like every build step.
//
// Every size is gzip at level 9 (zlib), the same level the benchmark's server sends, so the
// printed bytes and Lighthouse's transfer sizes agree.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { placeholderType } from '../scripts/build/post-build/after-paint';
import { cssUrls, isInlineScript, readHtml, tokens } from '../scripts/build/post-build/exported-html';

export const GZIP_LEVEL = 9;

/** One file a page loads: its URL as the page names it, its size and its gzipped size (fonts and images as they are). */
export type FileWeight = { url: string; raw: number; gzip: number };

/** What one page costs on first load, in gzipped bytes (see pageWeight). */
export type PageWeight = {
  html: number;
  jsFiles: number;
  jsFileCount: number;
  inlineJs: number;
  inlineJsCount: number;
  legacyJs: number;
  css: number;
  fonts: number;
  images: number;
  js: number;
  total: number;
  files: Record<'scripts' | 'legacy' | 'stylesheets' | 'fonts' | 'images', FileWeight[]>;
};

/** Gzipped size of a string or buffer, in bytes. */
export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: GZIP_LEVEL }).length;
}

/** Resolves a URL found in a page or stylesheet to a file under out/, or undefined for other origins. */
function localFile(outDir: string, url: string | undefined, fromFile: string): string | undefined {
  if (!url || /^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
  const path = url.split(/[?#]/)[0]!;
  const file = path.startsWith('/') ? join(outDir, decodeURI(path)) : join(dirname(fromFile), decodeURI(posix.normalize(path)));
  return existsSync(file) ? file : undefined;
}

/**
 * The first-load weight of one exported HTML page. `html` is the whole document (inline scripts
 * included); `inlineJs` is the inline scripts alone (concatenated, then gzipped), so it overlaps
 * `html` and is never added to the total. `legacyJs` is the noModule polyfill bundle that modern
 * browsers skip: shown, not counted.
 */
export function pageWeight(outDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const scripts = new Map<string, FileWeight>();
  const legacy = new Map<string, FileWeight>();
  const stylesheets = new Map<string, FileWeight>();
  const fonts = new Map<string, FileWeight>();
  const images = new Map<string, FileWeight>();
  let inline = '';
  let inlineCount = 0;

  const add = (map: Map<string, FileWeight>, url: string | undefined, fromFile = htmlFile) => {
    const file = localFile(outDir, url, fromFile);
    if (url !== undefined && file && !map.has(file)) {
      const content = readFileSync(file);
      map.set(file, {
        url,
        raw: content.length,
        gzip: /\.(woff2?|png|jpe?g|webp|avif|gif)$/i.test(file) ? content.length : gzipSize(content),
      });
    }
    return file;
  };

  for (const element of readHtml(html, htmlFile).elements) {
    const attribute = (name: string) => element.attrs.get(name);
    if (element.tag === 'script') {
      // Next's scripts, which scripts/build/post-build/after-paint.ts turned into placeholders: still loaded.
      if (attribute('type') === placeholderType) add(scripts, attribute('data-src'));
      else if (element.attrs.has('src')) add(element.attrs.has('nomodule') ? legacy : scripts, attribute('src'));
      else if (isInlineScript(element)) {
        inline += element.text;
        inlineCount += 1;
      }
    } else if (element.tag === 'link') {
      const rel = tokens(element, 'rel');
      const as = attribute('as');
      if (rel.includes('stylesheet')) add(stylesheets, attribute('href'));
      else if ((rel.includes('preload') && as === 'script') || rel.includes('modulepreload')) add(scripts, attribute('href'));
      else if (rel.includes('preload') && as === 'font') add(fonts, attribute('href'));
      else if (rel.includes('preload') && as === 'image') add(images, attribute('href'));
    } else if (element.tag === 'img') add(images, attribute('src'));
    // SVG files the markup draws through <use href="/file.svg#id"> (the hero, the icon sprite).
    else if (element.tag === 'use') add(images, attribute('href') ?? attribute('xlink:href'));
  }
  // Fonts the stylesheets declare: counted whether or not the page uses every face (an upper bound).
  for (const [file, { url }] of stylesheets) {
    for (const fontUrl of cssUrls(readFileSync(file, 'utf8'), url)) if (/\.woff2?$/i.test(fontUrl.split('?')[0]!)) add(fonts, fontUrl);
  }

  const sum = (map: Map<string, FileWeight>) => [...map.values()].reduce((total, entry) => total + entry.gzip, 0);
  const htmlGzip = gzipSize(html);
  const weight = {
    html: htmlGzip,
    jsFiles: sum(scripts),
    jsFileCount: scripts.size,
    inlineJs: inline ? gzipSize(inline) : 0,
    inlineJsCount: inlineCount,
    legacyJs: sum(legacy),
    css: sum(stylesheets),
    fonts: sum(fonts),
    images: sum(images),
    files: {
      scripts: [...scripts.values()],
      legacy: [...legacy.values()],
      stylesheets: [...stylesheets.values()],
      fonts: [...fonts.values()],
      images: [...images.values()],
    },
  };
  return {
    ...weight,
    js: weight.jsFiles + weight.inlineJs,
    // The document already carries its inline scripts, so the total adds the script files only.
    total: weight.html + weight.jsFiles + weight.css + weight.fonts + weight.images,
  };
}

/** KB with one decimal (1 KB = 1024 bytes), for tables. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
