// Post-build step `static-payload` (optional): in each page's hydration payload (the RSC rows in its
// `self.__next_f.push` scripts), an element marked `data-static` (components/Section.tsx and others)
// loses its children for an empty `dangerouslySetInnerHTML`, and the rows only those children used
// are dropped. React hydrates an element that sets its inner HTML without looking inside, so the
// HTML the export wrote stays. The head's metadata row (title, description, link tags, repeated
// for client navigation only) is emptied too. Why: docs/decisions/004-static-payload.md.
//
// What it needs, and checks (the build stops, naming the page and block, when they do not hold):
// - a static block holds plain HTML only: no client component (it would never hydrate), no
//   Suspense or other React type;
// - nothing navigates on the client (no next/link; forms leave with a full page load), so React
//   never mounts these elements afresh from the trimmed payload;
// - every payload chunk is made of whole rows, in the row format of the React version in use.
// `next dev` is untouched: the payload there is complete.

import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  editHtml,
  htmlFiles,
  isInlineScript,
  readHtml,
  removeElement,
  replaceElement,
  type HtmlEdit,
  type HtmlElement,
  type HtmlPage,
} from './exported-html';

export const staticMarker = 'data-static';

const pushPrefix = 'self.__next_f.push(';
const pushSuffix = ')';

/** What Next escapes in a payload chunk, so that no text in it can end the script element. */
const escapeForScript = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A payload row: `<hex id>:<JSON model>`, or anything else (imports, hints, text), kept as is. */
const modelRow = /^([0-9a-f]+):([[{"].*)$/s;
/** A string in a model that points at another row: "$<id>", "$L<id>" (lazy), "$@<id>" (promise). */
const rowReference = /^\$[L@]?([0-9a-f]+)$/;

/** A value of a payload row's JSON model. */
type Model = unknown;
/** A React element in a model: ['$', type, key, props]. */
type ElementTuple = ['$', string, unknown, Record<string, unknown> | null];
/** What `walk` calls back with: every array it meets, and every row id a string points at. */
type Visit = { array?: (value: unknown[]) => void; reference?: (id: string) => void };

/** Row ids a model value points at, and every element type in it. */
function walk(value: Model, visit: Visit): void {
  if (Array.isArray(value)) {
    visit.array?.(value);
    for (const item of value) walk(item, visit);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) walk(item, visit);
  } else if (typeof value === 'string') {
    const reference = rowReference.exec(value);
    if (reference) visit.reference?.(reference[1]!);
  }
}

const isElement = (value: unknown): value is ElementTuple =>
  Array.isArray(value) && value.length === 4 && value[0] === '$' && typeof value[1] === 'string';

/**
 * Reads one page's payload rows, empties its static blocks and its head's metadata row. Returns the
 * model rows rewritten (by id), the ids of rows nothing uses any more, how many blocks were emptied
 * and whether the metadata row was.
 */
function trimRows(rows: string[], name: string): { dropped: Set<string>; rewritten: Map<string, string>; blocks: number; head: boolean } {
  const models = new Map<string, { value: Model }>();
  for (const row of rows) {
    const match = modelRow.exec(row);
    if (match) models.set(match[1]!, { value: JSON.parse(match[2]!) });
  }
  const rowText = new Map(rows.map((row) => [row.slice(0, row.indexOf(':')), row]));
  const fragment = [...rowText].find(([, row]) => row.endsWith(':"$Sreact.fragment"'))?.[0];

  // Is everything under `value` plain HTML? Follows references into the rows they point at.
  const checkPlain = (value: Model, block: string, seen = new Set<string>()): void =>
    walk(value, {
      array(item) {
        if (!isElement(item)) return;
        const type = item[1];
        if (!type.startsWith('$') || type === `$${fragment}`) return;
        const target = rowText.get(type.replace(/^\$[L@]?/, '')) ?? type;
        throw new Error(
          `${name}: the static block ${block} contains ${target}, which is not plain HTML; a static block cannot hold a client component or any React type. Move it out of the block.`,
        );
      },
      reference(id) {
        if (seen.has(id)) return;
        seen.add(id);
        const model = models.get(id);
        if (model) checkPlain(model.value, block, seen);
        else if (id !== fragment)
          throw new Error(
            `${name}: the static block ${block} refers to payload row ${id}, which is not an element (${rowText.get(id) ?? 'missing'}).`,
          );
      },
    });

  let blocks = 0;
  const removed = new Set<string>();
  const changed = new Set<string>();
  for (const [id, model] of models) {
    walk(model.value, {
      array(item) {
        if (!isElement(item)) return;
        const props = item[3];
        if (!props || typeof props !== 'object' || !(staticMarker in props)) return;
        // An element that sets its own inner HTML (an inline script) loses the copy in the payload.
        const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
        if (typeof inner?.__html === 'string' && !('children' in props)) {
          props.dangerouslySetInnerHTML = { __html: '' };
          blocks += 1;
          changed.add(id);
          return;
        }
        if (!('children' in props)) return;
        const block = `<${item[1]}${props.id ? ` id="${String(props.id)}"` : ''}>`;
        checkPlain(props.children, block);
        walk(props.children, { reference: (row) => removed.add(row) });
        delete props.children;
        props.dangerouslySetInnerHTML = { __html: '' };
        blocks += 1;
        changed.add(id);
      },
    });
  }

  // The page's <title>, description, canonical, hreflang and link-preview tags: Next renders them
  // into <head> and repeats them in one payload row, for client navigation only. React hydrates
  // such tags (hoistable title, meta and link elements) by looking them up in <head>, and never
  // removes one it did not render; with the row empty, the tags the export wrote simply stay.
  let head = false;
  for (const model of models.values()) {
    walk(model.value, {
      array(item) {
        if (!isElement(item) || item[3]?.name !== 'Next.Metadata') return;
        const children = item[3].children;
        const id = /^\$L([0-9a-f]+)$/.exec(typeof children === 'string' ? children : '')?.[1];
        const row = id === undefined ? undefined : models.get(id);
        const tags = row && Array.isArray(row.value) ? row.value : undefined;
        // Next's IconMark is the one component among them: it renders nothing in the browser.
        const isHeadTag = (tag: unknown) =>
          isElement(tag) &&
          (['title', 'meta', 'link'].includes(tag[1]) || /,"IconMark"\]$/.test(rowText.get(tag[1].replace(/^\$L/, '')) ?? ''));
        if (id === undefined || !row || !tags || !tags.every(isHeadTag)) {
          throw new Error(
            `${name}: the head's metadata row is not a list of title, meta and link elements; this build step must be updated for this Next version.`,
          );
        }
        row.value = null;
        changed.add(id);
        head = true;
      },
    });
  }

  // Rows only the removed children used go too (a row may point at further rows: repeat).
  const stillUsed = new Set<string>();
  for (const model of models.values()) walk(model.value, { reference: (id) => stillUsed.add(id) });
  const dropped = new Set<string>();
  let more = true;
  while (more) {
    more = false;
    for (const id of [...removed]) {
      if (stillUsed.has(id) || dropped.has(id) || !models.has(id)) continue;
      dropped.add(id);
      // The rows a dropped row points at may now be unused too: a table row's own row, say.
      walk(models.get(id)?.value, { reference: (row) => removed.add(row) });
      more = true;
    }
    if (more) {
      stillUsed.clear();
      for (const [id, model] of models) if (!dropped.has(id)) walk(model.value, { reference: (ref) => stillUsed.add(ref) });
    }
  }

  const rewritten = new Map<string, string>();
  for (const id of changed) if (!dropped.has(id)) rewritten.set(id, `${id}:${JSON.stringify(models.get(id)?.value)}`);
  return { dropped, rewritten, blocks, head };
}

/** A page's payload chunks: the inline scripts that push them. */
const payloadPushes = (page: HtmlPage): HtmlElement[] =>
  page.elements.filter((element) => element.tag === 'script' && isInlineScript(element) && element.text.startsWith(`${pushPrefix}[1,`));

/**
 * Each chunk's rows, without their newlines, and each chunk's text as Next wrote it. Next may cut a
 * long row between two chunks (it flushes by size): such a row is given whole to the chunk it
 * starts in, and the next chunk keeps only the rows that start in it. The whole payload must end
 * at a row boundary, and hold no text row (`<id>:T<length>,`, whose text may span lines).
 */
function payloadRows(pushes: HtmlElement[], name: string): { chunks: string[][]; texts: string[] } {
  const texts = pushes.map((element) => {
    const [kind, text] = JSON.parse(element.text.slice(pushPrefix.length, -pushSuffix.length)) as unknown[];
    if (kind !== 1 || typeof text !== 'string') {
      throw new Error(
        `${name}: a payload chunk is not [1, text]; this build step reads Next's payload rows and must be updated for this Next version.`,
      );
    }
    return text;
  });
  const all = texts.join('');
  if (!all.endsWith('\n')) {
    throw new Error(
      `${name}: the payload does not end at a row boundary; this build step reads Next's payload rows and must be updated for this Next version.`,
    );
  }
  if (/(^|\n)[0-9a-f]*:T[0-9a-f]+,/.test(all)) throw new Error(`${name}: the payload has a text row, which this build step does not read.`);
  const chunks = texts.map((): string[] => []);
  let chunk = 0;
  let chunkEnd = texts[0]!.length;
  let offset = 0;
  for (const row of all.slice(0, -1).split('\n')) {
    while (offset >= chunkEnd) chunkEnd += texts[++chunk]!.length;
    chunks[chunk]!.push(row);
    offset += row.length + 1;
  }
  return { chunks, texts };
}

/** Edits that write back each chunk whose rows changed: as `rows`, or removed when none is left. */
const rewriteChunks = (pushes: HtmlElement[], texts: string[], rows: string[][]): HtmlEdit[] =>
  pushes.flatMap((element, index) => {
    const chunkRows = rows[index] ?? [];
    const text = chunkRows.map((row) => `${row}\n`).join('');
    if (text === texts[index]) return [];
    return [text ? rewriteChunk(element, chunkRows) : removeElement(element)];
  });

/** The edit that writes a chunk back with the rows given, escaped as Next escapes it. */
const rewriteChunk = (element: HtmlElement, rows: string[]): HtmlEdit =>
  replaceElement(
    element,
    `<script>${pushPrefix}${escapeForScript(JSON.stringify([1, rows.map((row) => `${row}\n`).join('')]))}${pushSuffix}</script>`,
  );

/** One page with its static blocks emptied from the payload; `name` is for errors. */
export function trimPayload(html: string, name: string): { html: string; blocks: number } {
  const page = readHtml(html, name);
  const pushes = payloadPushes(page);
  if (pushes.length === 0) return { html, blocks: 0 };
  const { chunks, texts } = payloadRows(pushes, name);
  const { dropped, rewritten, blocks, head } = trimRows(chunks.flat(), name);
  if (blocks === 0 && !head) return { html, blocks };

  // Back into the same chunks, each keeping the rows it had that are left.
  const rows = chunks.map((chunk) =>
    chunk.flatMap((row) => {
      const id = modelRow.exec(row)?.[1];
      if (id === undefined) return [row];
      return dropped.has(id) ? [] : [rewritten.get(id) ?? row];
    }),
  );
  const edits = rewriteChunks(pushes, texts, rows);
  return { html: editHtml(html, edits), blocks };
}

/**
 * A page's hints to preload a file as a font: the payload rows `:HL["<href>","font",{...}]` with
 * which React adds a preload link when it hydrates. `withoutFontHints` leaves out those for `hrefs`
 * (scripts/build/post-build/font-probes.ts, which replaces those preloads by probes); `dropped` is how many.
 */
export function withoutFontHints(html: string, name: string, hrefs: string[]): { html: string; dropped: number } {
  const pushes = payloadPushes(readHtml(html, name));
  if (pushes.length === 0) return { html, dropped: 0 };
  const { chunks, texts } = payloadRows(pushes, name);
  const isDropped = (row: string) => {
    if (!row.startsWith(':HL[')) return false;
    const [href, as] = JSON.parse(row.slice(':HL'.length)) as unknown[];
    return as === 'font' && typeof href === 'string' && hrefs.includes(href);
  };
  const dropped = chunks.flat().filter(isDropped).length;
  if (!dropped) return { html, dropped };
  // A chunk of nothing but those hints goes whole: an empty chunk is no row at all.
  const edits = rewriteChunks(
    pushes,
    texts,
    chunks.map((chunk) => chunk.filter((row) => !isDropped(row))),
  );
  return { html: editHtml(html, edits), dropped };
}

/** Trims every exported page; returns a line for the build log. */
export function trimStaticPayloads(outDir: string): string {
  const results = htmlFiles(outDir).map((file) => {
    const name = relative(outDir, file);
    const before = readFileSync(file, 'utf8');
    const { html, blocks } = trimPayload(before, name);
    return { file, html, blocks, changed: html !== before, saved: Buffer.byteLength(before) - Buffer.byteLength(html) };
  });
  for (const { file, html, changed } of results) if (changed) writeFileSync(file, html);
  const blocks = results.reduce((sum, result) => sum + result.blocks, 0);
  const saved = results.reduce((sum, result) => sum + result.saved, 0);
  const pages = results.filter((result) => result.blocks > 0).length;
  const trimmed = results.filter((result) => result.changed).length;
  return `Hydration payloads trimmed on ${trimmed} pages: ${blocks} static blocks on ${pages} pages and the head's tags left out (${(saved / 1024).toFixed(1)} KB of HTML).`;
}
