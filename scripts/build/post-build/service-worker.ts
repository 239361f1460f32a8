// A build step (scripts/build/post-build/post-build.ts runs it, before precompress.ts): writes out/sw.js, the
// service worker that keeps pages for offline reading (its code: scripts/build/post-build/offline-worker.js).
//
// It reads what is really in out/ after the export: the kept pages of lib/site/pages.ts in
// both languages and the offline pages (a page not exported is skipped with a note), and every
// stylesheet, script, icon, image and font those pages reference, read with
// scripts/build/post-build/exported-html.ts (fonts from the stylesheets' url()s). The worker's VERSION is a hash of
// those files' contents, so every deploy that changes any of them changes the worker byte for
// byte, which is what makes browsers install it. It changes no page, so the inline-script hashes
// of the security headers step are unaffected.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { workerUrl } from '../../../lib/site/offline-pages';
import { pushFilePath, statusFilePath } from '../../../lib/status/live-files';
import { offlineFallback, offlinePaths, pages } from '../../../lib/site/pages';
import { cssUrls, pageFile, readHtml, tokens, urlFile, type HtmlPage } from './exported-html';
import { installableFonts } from './font-probes';

/**
 * Files the worker keeps besides the pages: the live status the pages read, so that offline, even
 * before the worker has seen a newer one, the status bar has a status and its time to show; and
 * push.json, which the alert buttons read, so that offline they ask the cache, not a dead network.
 */
const keptFiles = [statusFilePath, pushFilePath];

/** The page the worker answers an uncached page with offline (lib/site/pages.ts). */
const offlinePath = pages[offlineFallback].path;

/** What the status bar fetches (LiveStatus, components/status): the status file, and the status page in each language. */
const livePaths = () => [...keptFiles, ...localePrefixes.map((prefix) => `${prefix}${pages.status.path}`)];

/** The URL prefixes of the two languages (lib/i18n/locales.ts: English at the root, Bangla under /bn). */
const localePrefixes = ['', '/bn'];

/** The worker's code, which this step writes out after a header of the build's values. */
// dirname(__filename), not __dirname: tsx gives a TypeScript module that an ES module imports
// (bench/bench.ts) its __filename but a __dirname of "data:text".
const template = join(dirname(__filename), 'offline-worker.js');

/** The routes the worker keeps on install, in both languages: '/', '/bn', '/timetable', '/bn/timetable'... */
export const wantedRoutes = (): string[] =>
  [...offlinePaths, offlinePath].flatMap((path) => localePrefixes.map((prefix) => (prefix && path === '/' ? prefix : `${prefix}${path}`)));

/** link rel values whose href the kept pages need. */
const linkedRels = new Set(['stylesheet', 'icon', 'apple-touch-icon', 'preload']);

/** A same-origin URL a page references, without its fragment; undefined for anything else. */
function localUrl(value: string | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return undefined;
  return value.split('#')[0]!;
}

/** Every same-origin file a page references: stylesheets, scripts (after-paint placeholders too), icons, images. */
function referencedUrls(page: HtmlPage): string[] {
  const urls: (string | undefined)[] = [];
  for (const element of page.elements) {
    const { tag, attrs } = element;
    if (tag === 'link' && tokens(element, 'rel').some((rel) => linkedRels.has(rel))) urls.push(attrs.get('href'));
    else if (tag === 'script' && !attrs.has('nomodule')) urls.push(attrs.get('src'), attrs.get('data-src'));
    else if (tag === 'img' || tag === 'source') urls.push(attrs.get('src'));
    else if (tag === 'use' || tag === 'image') urls.push(attrs.get('href'), attrs.get('xlink:href'));
  }
  return urls.map(localUrl).filter((url) => url !== undefined);
}

/** A file the worker keeps on install: its URL, where it is in the export, its size. */
export type PrecacheEntry = { url: string; file: string; bytes: number };

/**
 * What the worker keeps on install: [{ url, file, bytes }] sorted by URL, the pages first; the
 * routes skipped because the export has no page for them; and the kept fonts a device skips when
 * it has them installed, with the local() sources of every rule that names them (font-probes.ts
 * `installableFonts`).
 */
export function precacheEntries(outDir: string): { entries: PrecacheEntry[]; skipped: string[]; installed: Record<string, string[]> } {
  const pages: { url: string; file: string }[] = [];
  const skipped: string[] = [];
  for (const route of wantedRoutes()) {
    const file = pageFile(outDir, route);
    if (file) pages.push({ url: route, file });
    else skipped.push(route);
  }
  if (!pages.some((entry) => entry.url === '/')) throw new Error(`No ${outDir}/index.html: run next build first.`);
  const assets = new Map<string, string>();
  const add = (url: string, from: string) => {
    if (assets.has(url)) return;
    const file = urlFile(outDir, url);
    if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`${from} references ${url}, which is not in ${outDir}/`);
    assets.set(url, file);
    if (url.split('?')[0]!.endsWith('.css')) for (const inner of cssUrls(readFileSync(file, 'utf8'), url)) add(inner, url);
  };
  for (const { file } of pages) {
    const name = relative(outDir, file);
    for (const url of referencedUrls(readHtml(readFileSync(file, 'utf8'), name))) add(url, name);
  }
  for (const url of keptFiles) {
    const file = urlFile(outDir, url);
    if (!existsSync(file)) throw new Error(`${file} is missing: the status publisher writes it before this step (npm run build)`);
    assets.set(url, file);
  }
  const entries = [...pages, ...[...assets].sort(([a], [b]) => a.localeCompare(b)).map(([url, file]) => ({ url, file }))];
  const installed = Object.fromEntries(
    [...installableFonts(outDir)].filter(([url]) => assets.has(url)).sort(([a], [b]) => a.localeCompare(b)),
  );
  return { entries: entries.map((entry) => ({ ...entry, bytes: statSync(entry.file).size })), skipped, installed };
}

/** The build step: writes out/sw.js and says what it keeps. */
export function writeServiceWorker(outDir: string): string {
  const workerFile = join(outDir, workerUrl.slice(1));
  if (existsSync(workerFile)) throw new Error(`${workerFile} exists already: run npm run build afresh.`);
  const { entries, skipped, installed } = precacheEntries(outDir);
  const hash = createHash('sha256');
  for (const { url, file } of entries) hash.update(`${url}\0`).update(readFileSync(file)).update('\0');
  const version = hash.digest('hex').slice(0, 16);
  const offlinePages = Object.fromEntries(localePrefixes.map((prefix) => [prefix ? prefix.slice(1) : 'en', `${prefix}${offlinePath}`]));
  const header = [
    `// Generated by scripts/build/post-build/service-worker.ts on every build. Do not edit.`,
    `const VERSION = ${JSON.stringify(version)};`,
    `const PRECACHE = ${JSON.stringify(entries.map((entry) => entry.url))};`,
    // The pages among them, which every status publish rewrites: fetched again on a new status.
    `const KEPT_PAGES = ${JSON.stringify(entries.filter((entry) => entry.file.endsWith('.html')).map((entry) => entry.url))};`,
    `const STATUS_PATH = ${JSON.stringify(statusFilePath)};`,
    `const OFFLINE_PAGES = ${JSON.stringify(offlinePages)};`,
    `const INSTALLED_FACES = ${JSON.stringify(installed)};`,
    `const LIVE_PATHS = new Set(${JSON.stringify(livePaths())});`,
    '',
  ].join('\n');
  const code = readFileSync(template, 'utf8').replace(/^\/\* global[^\n]*\n/, '');
  writeFileSync(workerFile, header + code);
  const bytes = entries.reduce((total, entry) => total + entry.bytes, 0);
  const notes = skipped.map((route) => `\n  ${route}: not exported (yet), not kept`).join('');
  const fonts = Object.keys(installed).length;
  return `Service worker: ${workerUrl} version ${version}, keeps ${entries.length} files (${(bytes / 1024).toFixed(1)} KB) on install, ${fonts} font files of them only where the device has no face of its own for them.${notes}`;
}
