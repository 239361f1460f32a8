/**
 * What a publish writes: the status pages (the release's exported pages with their live blocks
 * rewritten, every other byte as the build wrote it, so the Content-Security-Policy's hashes hold),
 * the Atom feeds and the GTFS Realtime feed, and the status file itself, each at the path the
 * live files list gives (lib/status/live-files.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { liveBlockEmpty, liveBlocks, liveElement, liveKeys } from '../../../components/status/StatusParts';
import { localePath, locales, type Locale } from '../../i18n/locales';
import { alertsFeed, atomEntries, atomFeed, tripUpdatesFeed } from '../feeds';
import { liveFiles, type PushFile } from '../live-files';
import { onTimeCsv } from '../on-time';
import type { Status } from '../status';
import {
  editHtml,
  readHtml,
  replaceContent,
  replaceStartTag,
  startTag,
  type HtmlEdit,
} from '../../../scripts/build/post-build/exported-html';

/** A file to write: its path under the output folder and its bytes. */
export type Output = { path: string; content: Buffer };

/**
 * The exported pages, parsed once per release: the status desk publishes many times from one
 * release, and parsing is a third of a publish's rendering. Keyed by the page's text itself.
 */
const parsedPages = new Map<string, ReturnType<typeof readHtml>>();
function parsed(template: string, file: string): ReturnType<typeof readHtml> {
  let page = parsedPages.get(template);
  if (!page) {
    if (parsedPages.size >= 4) parsedPages.clear();
    page = readHtml(template, file);
    parsedPages.set(template, page);
  }
  return page;
}

/**
 * The exported status page with each live block rewritten from `status`. Only the blocks change:
 * every other byte of the page (Next's markup, its inline scripts, whose hashes the CSP lists)
 * stays as the build wrote it (spliced by the post-build steps' HTML module). Every block must be
 * there: a page without them was not built from this site's StatusPage, and publishing into it
 * would change nothing a visitor sees.
 */
export function renderStatusPage(template: string, file: string, status: Status, locale: Locale, now: number): string {
  const page = parsed(template, file);
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

type Context = { status: Status; statusJson: string; templates: string; now: number; previousDir?: string; push?: PushFile };

/**
 * push.json as the publish being replaced left it: a publish that does not set it (the command
 * line, a release switch) carries the desk's key over. Anything unreadable there is no key.
 */
function previousPush(previousDir: string | undefined): PushFile {
  try {
    const { key } = JSON.parse(previousText(previousDir, 'push.json') ?? '') as { key?: unknown };
    return { key: typeof key === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(key) ? key : null };
  } catch {
    return { key: null };
  }
}

/** The live file `file` as the publish being replaced left it in `dir`, if there is one. */
function previousText(dir: string | undefined, file: string): string | undefined {
  const path = dir === undefined ? undefined : join(dir, file);
  return path && existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** How one live file is made; a file of the list without a maker stops the publish. */
function maker(file: string): ((context: Context) => string | Uint8Array) | undefined {
  for (const locale of locales) {
    if (file === `${localePath(locale, '/status').slice(1)}.html`) {
      return ({ status, templates, now }) => {
        const template = join(templates, file);
        return renderStatusPage(readFileSync(template, 'utf8'), template, status, locale, now);
      };
    }
    if (file === localePath(locale, '/notices.atom').slice(1)) {
      // Each entry keeps the `updated` it had in the feed this one replaces while it says the same.
      return ({ status, now, previousDir }) => atomFeed(status, locale, now, atomEntries(previousText(previousDir, file)));
    }
  }
  if (file === 'gtfs-rt/alerts.pb') return ({ status, now }) => alertsFeed(status, now);
  if (file === 'gtfs-rt/trip-updates.pb') return ({ status, now }) => tripUpdatesFeed(status, now);
  if (file === 'push.json') return ({ push, previousDir }) => `${JSON.stringify(push ?? previousPush(previousDir))}\n`;
  if (file === 'status.json') return ({ statusJson }) => statusJson;
  if (file === 'on-time.csv') return ({ status, now }) => onTimeCsv(status.onTime, now);
  return undefined;
}

/**
 * Everything a status publishes, in the order of the live files list (status.json last).
 * `previousDir`: the folder of the live files this publish replaces (read under the lock); `push`:
 * what push.json says, when this publish sets it (the status desk).
 */
export function statusOutputs(
  status: Status,
  statusJson: string,
  templates: string,
  now: number,
  previousDir?: string,
  push?: PushFile,
): Output[] {
  return liveFiles.map(({ file }) => {
    const make = maker(file);
    if (!make) throw new Error(`the live file ${file} has no maker in lib/status/publish/render.ts`);
    return { path: file, content: Buffer.from(make({ status, statusJson, templates, now, previousDir, push })) };
  });
}
