// Publishes the live service status beside a built site, without `next build`:
//
//   npm run status:publish -- FILE SITE_DIR
//   node _publish/status.mjs FILE SITE_DIR      (on the server: the build bundles this script)
//
// FILE is a status file (content/README.md describes it). SITE_DIR is either an exported site (out/,
// or a copy) or a deploy root laid out by deploy/publish.sh (current/ -> the release served,
// live/ -> what this script writes, which nginx serves before the release's own copies).
//
// It checks FILE with the build's own rules (lib/status/status.ts). On any problem it prints each one
// (file, entry, field) and exits 1 having written nothing. Otherwise it writes, each file under a
// temporary name and then renamed over the old one, with its .gz and .br twins:
//   status.html, bn/status.html   the status pages, their live blocks rewritten in the exported page
//                                 (scripts/build/post-build/exported-html.ts: scripts and styles
//                                 untouched, so the CSP hashes hold)
//   notices.atom, bn/notices.atom Atom feeds of what is in force
//   gtfs-rt/alerts.pb             GTFS Realtime service alerts
//   status.json                   last: what the pages check, so they never find a newer status
//                                 than the pages they copy it from
// `--no-twins` leaves the twins out (the build's precompress step writes them for out/).
// Why a publisher apart from the build: docs/decisions/016-live-status-without-rebuild.md.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { liveBlockEmpty, liveBlocks, liveElement, liveKeys } from '../components/status/StatusParts';
import { localePath, locales, type Locale } from '../lib/i18n/locales';
import { readStatusFile, type Status } from '../lib/status/status';
import { alertsFeed, atomFeed } from '../lib/status/feeds';
import { editHtml, readHtml, replaceContent, replaceStartTag, startTag, type HtmlEdit } from './build/post-build/exported-html';

/** A file to write: its path under the output folder and its bytes. */
type Output = { path: string; content: Buffer };

/** Where the exported status pages are read from, and where the published files go. */
export function siteLayout(siteDir: string): { templates: string; output: string } {
  const current = join(siteDir, 'current');
  if (existsSync(join(current, 'status.html'))) return { templates: current, output: join(siteDir, 'live') };
  if (existsSync(join(siteDir, 'status.html'))) return { templates: siteDir, output: siteDir };
  throw new Error(`${siteDir}: neither an exported site (status.html) nor a deploy root (current/status.html)`);
}

/**
 * The exported status page with each live block rewritten from `status`. Only the blocks change:
 * every other byte of the page (Next's markup, its inline scripts, whose hashes the CSP lists)
 * stays as the build wrote it. Every block must be there: a page without them was not built from
 * this site's StatusPage, and publishing into it would change nothing a visitor sees.
 */
export function renderStatusPage(template: string, file: string, status: Status, locale: Locale, now: number): string {
  const page = readHtml(template, file);
  const context = { locale, status, now };
  const blocks = liveBlocks(context);
  const found = new Set<string>();
  const spans: { start: number; end: number }[] = [];
  const edits: HtmlEdit[] = [];
  for (const element of page.elements) {
    const key = element.attrs.get('data-live');
    if (key === undefined) continue;
    if (!(key in blocks))
      throw new Error(`${file}: a live block "${key}" this publisher does not know: build and publish with the same version`);
    const { start, end } = element;
    if (start === undefined || end === undefined || element.endTagStart === undefined) {
      throw new Error(`${file}: the live block "${key}" is not a complete element`);
    }
    if (spans.some((span) => span.start < end && start < span.end))
      throw new Error(`${file}: the live block "${key}" is inside another one`);
    spans.push({ start, end });
    found.add(key);
    const attributes = [...element.attrs].filter(([name]) => name !== 'hidden');
    if (liveElement(key).hideEmpty && liveBlockEmpty(key, context)) attributes.push(['hidden', '']);
    edits.push(
      replaceStartTag(element, startTag(element.tag, attributes)),
      replaceContent(element, renderToStaticMarkup(createElement(Fragment, null, blocks[key]))),
    );
  }
  const missing = liveKeys.filter((key) => !found.has(key));
  if (missing.length)
    throw new Error(
      `${file}: the live blocks ${missing.map((key) => `"${key}"`).join(', ')} are missing: is this the exported /status page of this site?`,
    );
  return editHtml(template, edits);
}

/** Everything a status publishes, in the order it is written (status.json last). */
export function statusOutputs(status: Status, statusJson: string, templates: string, now: number): Output[] {
  const outputs: Output[] = [];
  for (const locale of locales) {
    const path = `${localePath(locale, '/status').slice(1)}.html`;
    const file = join(templates, path);
    outputs.push({ path, content: Buffer.from(renderStatusPage(readFileSync(file, 'utf8'), file, status, locale, now)) });
  }
  for (const locale of locales)
    outputs.push({ path: `${localePath(locale, '/notices.atom').slice(1)}`, content: Buffer.from(atomFeed(status, locale, now)) });
  outputs.push({ path: 'gtfs-rt/alerts.pb', content: Buffer.from(alertsFeed(status, now)) });
  outputs.push({ path: 'status.json', content: Buffer.from(statusJson) });
  return outputs;
}

/** gzip -9 and Brotli q11, as scripts/build/precompress.mjs writes them; none where not smaller. */
function twins(content: Buffer): [string, Buffer][] {
  const gz = gzipSync(content, { level: 9 });
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const candidates: [string, Buffer][] = [
    ['.gz', gz],
    ['.br', br],
  ];
  return candidates.filter(([, compressed]) => compressed.length < content.length);
}

/**
 * Writes each output under a temporary name, then renames it into place: a visitor gets the old
 * file or the new one, never half of one. A twin that would not be smaller is removed, so nginx
 * never sends an old compressed copy of a new file. The twins share their file's time (nginx's
 * ETag and Last-Modified for a twin are the twin's own).
 */
export function writeOutputs(outputDir: string, outputs: Output[], withTwins: boolean): void {
  const staged: [string, string][] = [];
  const stale: string[] = [];
  try {
    for (const { path, content } of outputs) {
      const target = join(outputDir, path);
      mkdirSync(dirname(target), { recursive: true });
      const files: [string, Buffer][] = [['', content], ...(withTwins ? twins(content) : [])];
      const moment = new Date();
      // Twins first: the plain file's rename is the one that makes the new version current.
      for (const [suffix, bytes] of files.reverse()) {
        const temporary = `${target}${suffix}.publishing-${process.pid}`;
        writeFileSync(temporary, bytes);
        utimesSync(temporary, moment, moment);
        staged.push([temporary, `${target}${suffix}`]);
      }
      if (withTwins) for (const suffix of ['.gz', '.br']) if (!files.some(([s]) => s === suffix)) stale.push(`${target}${suffix}`);
    }
  } catch (error) {
    for (const [temporary] of staged) rmSync(temporary, { force: true });
    throw error;
  }
  for (const path of stale) rmSync(path, { force: true });
  for (const [temporary, target] of staged) renameSync(temporary, target);
}

/** Checks FILE and publishes it into SITE_DIR; returns what it wrote. Throws, having written nothing, on any problem. */
export function publishStatus(file: string, siteDir: string, options: { now?: number; twins?: boolean } = {}) {
  const now = options.now ?? Date.now();
  const status = readStatusFile(file, now);
  const { templates, output } = siteLayout(siteDir);
  // What pages read: the file as checked, in one stable layout.
  const statusJson = `${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2)}\n`;
  const outputs = statusOutputs(status, statusJson, templates, now);
  writeOutputs(output, outputs, options.twins ?? true);
  return { status, output, files: outputs.map((entry) => entry.path) };
}

function main(argv: string[]): void {
  const started = performance.now();
  const withTwins = !argv.includes('--no-twins');
  const [file, siteDir] = argv.filter((arg) => !arg.startsWith('--'));
  if (!file || !siteDir) {
    console.error('Usage: npm run status:publish -- FILE SITE_DIR   (FILE: a status JSON file; SITE_DIR: out/ or the deploy root)');
    process.exit(2);
  }
  try {
    const { status, output, files } = publishStatus(file, siteDir, { twins: withTwins });
    const ms = Math.round(performance.now() - started);
    console.log(
      `Published the status of ${status.updated} (Bangladesh time) from ${file} into ${resolve(output)}: ${files.join(', ')}` +
        `${withTwins ? ' with their .gz and .br twins' : ''}, in ${ms} ms.`,
    );
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : String(error)}\n\nNothing was published. Fix the lines above and run the command again.`,
    );
    process.exit(1);
  }
}

// Run as a command (tsx, or the bundle the build makes); imported by the tests, it only exports.
if (process.argv[1] && /publish-status\.ts$|status\.mjs$/.test(process.argv[1])) main(process.argv.slice(2));
