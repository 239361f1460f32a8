/**
 * Finding the live blocks of an exported page fast. A publish rewrites every page of both
 * languages, and a full HTML parse (parse5, as the build's post-build steps use) costs most of a
 * publish's time; the blocks are elements our own components write (components/status/Live.tsx,
 * StatusBanner.tsx), whose markup React escapes (no `<` or `>` inside an attribute value or a
 * text), so a scan of the tags finds them and their ends exactly. Scripts, styles and comments
 * are skipped (Next's inline payload names the blocks too, in its own syntax). The post-build
 * spec (e2e/publish) holds this scan to parse5's offsets on every exported page.
 */

/** A live block as it stands in the page's source: its key, tag, start tag and content offsets. */
export type LiveBlockElement = {
  key: string;
  tag: string;
  /** The start tag as written. */
  startTag: string;
  start: number;
  startTagEnd: number;
  endTagStart: number;
  end: number;
};

/** Text that holds no markup: raw-text elements and comments. */
const OPAQUE = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
/** A start tag with a data-live attribute (double-quoted, as React writes it). */
const LIVE_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)(?=[\s/>])[^<>]*?\sdata-live="([^"<>]*)"[^<>]*>/g;
/** Any start or end tag. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?=[\s/>])[^<>]*>/g;

/** Every live block of `html`, in document order. `file` names the page in errors. */
export function liveBlockElements(html: string, file: string): LiveBlockElement[] {
  const opaque: [number, number][] = [];
  for (const match of html.matchAll(OPAQUE)) opaque.push([match.index, match.index + match[0].length]);
  const inOpaque = (offset: number) => opaque.some(([start, end]) => start <= offset && offset < end);
  const blocks: LiveBlockElement[] = [];
  for (const match of html.matchAll(LIVE_TAG)) {
    if (inOpaque(match.index)) continue;
    const tag = match[1]!.toLowerCase();
    const start = match.index;
    const startTagEnd = start + match[0].length;
    const tags = new RegExp(TAG.source, 'g');
    tags.lastIndex = startTagEnd;
    let depth = 1;
    let close: RegExpExecArray | null = null;
    for (let next = tags.exec(html); next; next = tags.exec(html)) {
      if (inOpaque(next.index) || next[2]!.toLowerCase() !== tag) continue;
      depth += next[1] ? -1 : 1;
      if (depth === 0) {
        close = next;
        break;
      }
    }
    if (!close) throw new Error(`${file}: the live block "${match[2]}" has no end tag: is the page complete?`);
    blocks.push({
      key: match[2]!,
      tag,
      startTag: match[0],
      start,
      startTagEnd,
      endTagStart: close.index,
      end: close.index + close[0].length,
    });
  }
  return blocks;
}

/**
 * The start tag with `remove`d attributes taken out and `add`ed ones put before its `>`; every
 * other byte as written.
 */
export function editStartTag(startTag: string, remove: readonly string[], add: readonly [string, string][]): string {
  let tag = startTag;
  for (const name of remove) tag = tag.replace(new RegExp(`\\s${name}(?:="[^"]*")?(?=[\\s/>])`, 'g'), '');
  const added = add.map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`).join('');
  return tag.replace(/\s*\/?>$/, (end) => `${added}${end}`);
}
