/**
 * What a publish writes: every page of both languages (the release's exported pages with their
 * live blocks rewritten, every other byte as the build wrote it, so the Content-Security-Policy's
 * hashes hold), the Atom feeds and the GTFS Realtime feed, and the status file itself, each at the
 * path the live files list gives (lib/status/live-pages.ts's livePages, then lib/status/live-files.ts's liveFiles).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { liveBlockEmpty, liveBlocks, liveElement, liveKeys } from '../../../components/status/StatusParts';
import { localePath, locales, type Locale } from '../../i18n/locales';
import { alertsFeed, atomEntries, atomFeed, tripUpdatesFeed } from '../feeds';
import { liveFiles, type PushFile } from '../live-files';
import { livePages } from '../live-pages';
import { onTimeCsv } from '../on-time';
import type { Status } from '../status';
import { editHtml, type HtmlEdit } from '../../../scripts/build/post-build/exported-html';
import { editStartTag, liveBlockElements } from './blocks';

/** A file to write: its path under the output folder and its bytes. */
export type Output = { path: string; content: Buffer };

/**
 * An exported page with each of its live blocks rewritten from `status`, and the banner marked
 * with the publish (`data-publish`: the publish's moment in epoch seconds, one a second later than
 * the previous publish's at least, see ./write.ts), which LiveStatus compares to adopt any newer
 * publish, also one in the same minute. Only the blocks change: every other byte of the page
 * (Next's markup, its inline scripts, whose hashes the CSP lists) stays as the build wrote it
 * (found by ./blocks.ts, spliced by the post-build steps' HTML module). `required`: the blocks the page must have (the
 * status page all of them, every other page the banner): a page without them was not built from
 * this site's components, and publishing into it would change nothing a visitor sees.
 */
export function renderLivePage(
  template: string,
  file: string,
  status: Status,
  locale: Locale,
  now: number,
  options: { required: readonly string[]; publish?: number; markup?: BlockMarkup },
): string {
  const context = { locale, status, now };
  const markup = options.markup ?? blockMarkup();
  const blocks = markup.blocks(context);
  const found = new Set<string>();
  const spans: { start: number; end: number }[] = [];
  const edits: HtmlEdit[] = [];
  for (const element of liveBlockElements(template, file)) {
    const { key, start, end } = element;
    if (!(key in blocks))
      throw new Error(`${file}: a live block "${key}" this publisher does not know: build and publish with the same version`);
    if (spans.some((span) => span.start < end && start < span.end))
      throw new Error(`${file}: the live block "${key}" is inside another one`);
    spans.push({ start, end });
    found.add(key);
    const added: [string, string][] = [];
    if (liveElement(key).hideEmpty && liveBlockEmpty(key, context)) added.push(['hidden', '']);
    if (key === 'banner' && options.publish !== undefined) added.push([PUBLISH_ATTRIBUTE, String(options.publish)]);
    edits.push(
      { start, end: element.startTagEnd, text: editStartTag(element.startTag, ['hidden', PUBLISH_ATTRIBUTE], added) },
      { start: element.startTagEnd, end: element.endTagStart, text: markup.html(locale, key, blocks[key]) },
    );
  }
  const missing = options.required.filter((key) => !found.has(key));
  if (missing.length)
    throw new Error(
      `${file}: the live blocks ${missing.map((key) => `"${key}"`).join(', ')} are missing: is this a page exported by \`npm run build\` of this site?`,
    );
  return editHtml(template, edits);
}

/**
 * The blocks' HTML, each rendered once per language and publish however many pages hold it (the
 * banner is on every page): a publish's render time is then that of the status page's blocks.
 */
type BlockMarkup = {
  blocks: (context: { locale: Locale; status: Status; now: number }) => Record<string, ReactNode>;
  html: (locale: Locale, key: string, block: ReactNode) => string;
};
function blockMarkup(): BlockMarkup {
  const blocks = new Map<Locale, Record<string, ReactNode>>();
  const html = new Map<string, string>();
  return {
    blocks: (context) => {
      if (!blocks.has(context.locale)) blocks.set(context.locale, liveBlocks(context));
      return blocks.get(context.locale)!;
    },
    html: (locale, key, block) => {
      const id = `${locale}\0${key}`;
      if (!html.has(id)) html.set(id, renderToStaticMarkup(createElement(Fragment, null, block)));
      return html.get(id)!;
    },
  };
}

/** The banner's attribute naming the publish that wrote the page (LiveStatus reads it). */
export const PUBLISH_ATTRIBUTE = 'data-publish';

/** The exported status page, which must hold every live block (see renderLivePage). */
export function renderStatusPage(
  template: string,
  file: string,
  status: Status,
  locale: Locale,
  now: number,
  publish?: number,
  markup?: BlockMarkup,
): string {
  return renderLivePage(template, file, status, locale, now, { required: liveKeys, publish, markup });
}

type Context = {
  status: Status;
  statusJson: string;
  templates: string;
  now: number;
  /** The publish's moment in epoch seconds (the pages' data-publish). */
  publish?: number;
  markup: BlockMarkup;
  previousDir?: string;
  push?: PushFile;
};

/** Reads a page of the release, saying which one is missing rather than a bare ENOENT. */
function readTemplate(templates: string, file: string): [string, string] {
  const template = join(templates, file);
  if (!existsSync(template))
    throw new Error(`${template}: the release has no such page: publish into a release built with \`npm run build\` of this version`);
  return [readFileSync(template, 'utf8'), template];
}

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
      return ({ status, templates, now, publish, markup }) =>
        renderStatusPage(...readTemplate(templates, file), status, locale, now, publish, markup);
    }
    if (file === localePath(locale, '/notices.atom').slice(1)) {
      // Each entry keeps the `updated` it had in the feed this one replaces while it says the same.
      return ({ status, now, previousDir }) => atomFeed(status, locale, now, atomEntries(previousText(previousDir, file)));
    }
  }
  const page = livePages.find((entry) => entry.file === file);
  if (page) {
    return ({ status, templates, now, publish, markup }) =>
      renderLivePage(...readTemplate(templates, file), status, page.locale, now, { required: ['banner'], publish, markup });
  }
  if (file === 'gtfs-rt/alerts.pb') return ({ status, now }) => alertsFeed(status, now);
  if (file === 'gtfs-rt/trip-updates.pb') return ({ status, now }) => tripUpdatesFeed(status, now);
  if (file === 'push.json') return ({ push, previousDir }) => `${JSON.stringify(push ?? previousPush(previousDir))}\n`;
  if (file === 'status.json') return ({ statusJson }) => statusJson;
  if (file === 'on-time.csv') return ({ status, now }) => onTimeCsv(status.onTime, now);
  return undefined;
}

/**
 * Everything a status publishes: every page but the status pages, then the live files list in its
 * order (status.json last, so that in a site folder, written file by file, no page is older than
 * the status file). `previousDir`: the folder of the live files this publish replaces (read under
 * the lock); `push`: what push.json says, when this publish sets it (the status desk); `publish`:
 * the publish's moment in epoch seconds, written into every page's banner.
 */
export function statusOutputs(
  status: Status,
  statusJson: string,
  templates: string,
  now: number,
  previousDir?: string,
  push?: PushFile,
  publish?: number,
): Output[] {
  const markup = blockMarkup();
  return [...livePages, ...liveFiles].map(({ file }) => {
    const make = maker(file);
    if (!make) throw new Error(`the live file ${file} has no maker in lib/status/publish/render.ts`);
    return { path: file, content: Buffer.from(make({ status, statusJson, templates, now, publish, markup, previousDir, push })) };
  });
}
