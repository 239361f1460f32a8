// Reading and rewriting the HTML that `next build` exports: the one module every post-build step
// (scripts/build/post-build/post-build.ts), the status publisher (scripts/publish-status.ts), the
// benchmark's byte counter (bench/weights.ts) and the tests use, so that they all see a page the
// same way.
//
// Pages are read with parse5, which tokenises and builds the tree by the WHATWG algorithm, as a
// browser does: an attribute order, a ">" inside an attribute value, a comment or a "</script>"
// inside a script's escaped text cannot fool it the way they fool a regular expression. A page is
// never re-serialised: parse5 reports where each tag stands in the source, and a step edits those
// spans and leaves every other byte as Next wrote it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['parentNode'] | DefaultTreeAdapterMap['childNode'];

/** Folders of the export that hold no pages: Next's own assets. */
const assetFolders = new Set(['_next']);
/** Pages the export writes that no route answers: the 404 page (and Next's copy of it). */
const errorPages = /^(404|_not-found)\.html$/;

/**
 * Every file under `dir` whose name matches (by default every .html page), at any depth, sorted,
 * leaving out Next's asset folder.
 */
export function exportedFiles(dir: string, matches: (name: string) => boolean = (name) => name.endsWith('.html')): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && matches(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split(sep)
          .some((part) => assetFolders.has(part)),
    )
    .sort();
}

/** Every exported .html page (the 404 page included), at any depth, sorted. */
export const htmlFiles = (dir: string): string[] => exportedFiles(dir);

/**
 * The HTML file the export writes for a route: '/' -> index.html, '/thank' -> thank.html,
 * '/bn' -> bn.html (or bn/index.html, with trailingSlash), '/bn/privacy_policy' ->
 * bn/privacy_policy.html. Undefined when there is none.
 */
export function pageFile(outDir: string, route: string): string | undefined {
  const clean = route.replace(/^\/+|\/+$/g, '');
  return pageCandidates(outDir, clean).find((file) => existsSync(file));
}

/** Where the page of a route may be, in the order pageFile looks ('' is the root). */
export function pageCandidates(outDir: string, path: string): string[] {
  return path === '' ? [join(outDir, 'index.html')] : [join(outDir, `${path}.html`), join(outDir, path, 'index.html')];
}

/** The route a page answers (the inverse of pageFile): bn/index.html and bn.html -> '/bn'. */
export function pageRoute(outDir: string, file: string): string {
  const path = relative(outDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  return `/${path.replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
}

/** The routes of every exported page, sorted, without the 404 page. */
export function pageRoutes(outDir: string): string[] {
  const files = htmlFiles(outDir).filter((file) => !errorPages.test(basename(file)));
  return [...new Set(files.map((file) => pageRoute(outDir, file)))].sort();
}

/**
 * One element of a page: its tag name (lower case), its attributes in source order (names in
 * lower case, values decoded as the browser decodes them), the text it holds directly (a script's
 * or a style's code) and where it stands in the source. Elements the parser implied (a missing
 * <head> or <body>) have no `start`; an element whose end tag was left out has no `endTagStart`.
 */
export type HtmlElement = {
  tag: string;
  attrs: Map<string, string>;
  text: string;
  start?: number;
  end?: number;
  startTagEnd?: number;
  endTagStart?: number;
};

/** A parsed page: the name its errors give, its source and its elements in document order. */
export type HtmlPage = { name: string; html: string; elements: HtmlElement[] };

/**
 * Parses a page. `name` (the file, relative to out/) is what error messages name.
 *
 * Scripting is off for the parse, so the contents of <noscript> are read as the markup a browser
 * without JavaScript sees: its <style> needs a hash in the policy as much as any other.
 */
export function readHtml(html: string, name = 'page'): HtmlPage {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const elements: HtmlElement[] = [];
  const walk = (node: Node) => {
    for (const child of 'childNodes' in node ? node.childNodes : []) {
      if ('tagName' in child) {
        const location = child.sourceCodeLocation;
        elements.push({
          tag: child.tagName,
          attrs: new Map(
            child.attrs.map((attribute) => [attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name, attribute.value]),
          ),
          text: child.childNodes
            .filter((node) => node.nodeName === '#text')
            .map((node) => ('value' in node ? node.value : ''))
            .join(''),
          start: location?.startOffset,
          end: location?.endOffset,
          startTagEnd: location?.startTag?.endOffset,
          endTagStart: location?.endTag?.startOffset,
        });
      }
      walk(child);
      // A <template>'s markup lives in its content fragment, not among its children.
      if ('content' in child) walk(child.content);
    }
  };
  walk(document);
  return { name, html, elements };
}

/**
 * What a stylesheet served at `cssUrl` loads (fonts, images): its url()s that stay on the site,
 * resolved against it, as URL paths (with any query).
 */
export function cssUrls(css: string, cssUrl: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
    .map((match) => match[2]!)
    .filter((url) => !url.startsWith('data:'))
    .map((url) => new URL(url, `https://site${cssUrl}`))
    .filter((url) => url.origin === 'https://site')
    .map((url) => url.pathname + url.search);
}

/** Every stylesheet of the export (Next's, under _next/): its URL path and its text, sorted. */
export function exportedStylesheets(outDir: string): { url: string; css: string }[] {
  return exportedFiles(join(outDir, '_next'), (name) => name.endsWith('.css')).map((file) => ({
    url: `/${relative(outDir, file).split(sep).join('/')}`,
    css: readFileSync(file, 'utf8'),
  }));
}

/**
 * A stylesheet's @font-face rules: the files each one names (as `cssUrls` gives them) and the
 * names of its local() sources, the fonts a device may have installed, in order.
 */
export function fontFaces(css: string, cssUrl: string): { body: string; urls: string[]; localNames: string[] }[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
    body,
    urls: cssUrls(body, cssUrl),
    localNames: [...body.matchAll(/local\(\s*(["']?)([^)"']+)\1\s*\)/g)].map(([, , name = '']) => name.trim()),
  }));
}

/** local() names as a FontFace source list: local('A'), local('B'); '' for none. */
export const localSourceList = (names: string[]): string => names.map((name) => `local('${name}')`).join(', ');

/** The file in an export that a site URL path (as `cssUrls` gives them, query and all) is served from. */
export function urlFile(outDir: string, url: string): string {
  return join(outDir, decodeURIComponent(url.split('?')[0]!));
}

/** The element's start tag as written, for error messages. */
export function startTagOf(page: HtmlPage, element: HtmlElement): string {
  return element.start === undefined ? `<${element.tag}>` : page.html.slice(element.start, element.startTagEnd);
}

/** The space-separated tokens of an attribute (rel), in lower case. */
export function tokens(element: HtmlElement, name: string): string[] {
  return (element.attrs.get(name) ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** Script types the browser executes; anything else (JSON, JSON-LD, our placeholders) is data. */
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** An inline script the browser runs: CSP governs it, and it counts as JavaScript the page carries. */
export function isInlineScript(element: HtmlElement): boolean {
  return (
    element.tag === 'script' && !element.attrs.has('src') && executableTypes.has((element.attrs.get('type') ?? '').trim().toLowerCase())
  );
}

/** A JSON-LD data block. */
export function isJsonLd(element: HtmlElement): boolean {
  return element.tag === 'script' && (element.attrs.get('type') ?? '').trim().toLowerCase() === 'application/ld+json';
}

/**
 * The inline code of a page, in document order: every script the browser runs and every <style>,
 * with the text the browser hashes for a Content-Security-Policy.
 */
export function inlineCode(page: HtmlPage): { tag: string; text: string }[] {
  return page.elements
    .filter((element) => isInlineScript(element) || element.tag === 'style')
    .map((element) => ({ tag: element.tag, text: element.text }));
}

/**
 * Where a step inserts before a closing tag (</head>, </body>): the offset of that tag in the
 * source. Throws, naming the file, when the export wrote none.
 */
export function closingTagOffset(page: HtmlPage, tag: string): number {
  const offset = page.elements.find((element) => element.tag === tag)?.endTagStart;
  if (offset === undefined) throw new Error(`${page.name}: no </${tag}>; has the export's markup changed?`);
  return offset;
}

/** A change to a page's source: the text that replaces the span from `start` to `end`. */
export type HtmlEdit = { start?: number; end?: number; text: string };

/** An edit replacing an element, start tag to end tag. */
export const replaceElement = (element: HtmlElement, text: string): HtmlEdit => ({ start: element.start, end: element.end, text });
/** An edit removing an element. */
export const removeElement = (element: HtmlElement): HtmlEdit => replaceElement(element, '');
/** An edit inserting text at an offset. */
export const insertAt = (offset: number, text: string): HtmlEdit => ({ start: offset, end: offset, text });
/** An edit replacing an element's start tag (with `startTag`'s, say); its content and end tag stay. */
export const replaceStartTag = (element: HtmlElement, text: string): HtmlEdit => ({ start: element.start, end: element.startTagEnd, text });
/** An edit replacing what an element holds, between its start and end tags (both must be written). */
export const replaceContent = (element: HtmlElement, text: string): HtmlEdit => ({
  start: element.endTagStart === undefined ? undefined : element.startTagEnd,
  end: element.endTagStart,
  text,
});

/** An attribute value as HTML text, for a double-quoted attribute. */
export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A start tag written from a tag name and attributes (in their order), values double-quoted. */
export const startTag = (tag: string, attrs: Iterable<[string, string]>): string =>
  `<${tag}${[...attrs].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`;

/** The page with the edits made; every byte outside them stays as it was. Edits may not overlap. */
export function editHtml(html: string, edits: HtmlEdit[]): string {
  const spans = edits.map(({ start, end, text }) => {
    if (start === undefined || end === undefined) throw new Error('An edit needs an element that stands in the source.');
    return { start, end, text };
  });
  let result = '';
  let at = 0;
  for (const edit of spans.sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (edit.start < at) throw new Error(`Overlapping edits at offset ${edit.start}.`);
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}
