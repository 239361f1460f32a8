/**
 * Documents written in Markdown (content/legal/<lang>/<doc>.md): their review date, their text
 * with facts put in by `{name}`, and every check a hand edit needs, turned into a small tree the
 * pages render (components/legal/DocumentBody.tsx). Server only, at build time: the Markdown
 * library never reaches the browser. Which files, and with which facts: lib/documents/legal.ts. A document's
 * title and description are its page's, in the page registry (lib/site/pages.ts).
 *
 * A document is:
 *
 *   ---
 *   reviewed: 2024-11-14                         (the date the text was last reviewed)
 *   ---
 *   Optional lead paragraphs.
 *
 *   ## Who we are {#who-we-are}                  (a section: its heading and its stable id)
 *
 *   Paragraphs, "- " lists, [links](/cookies_policy), **bold**, _italic_.
 *
 *   {contact}                                    (a block placeholder, on a line of its own)
 *
 * Only that subset is accepted: anything else (HTML, tables, code, other headings) is refused, as
 * is an unknown placeholder, a missing or broken front matter field, a Latin digit in Bangla text
 * and a number typed where a fact exists; each problem names the file and the line.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { dateProblem, type Problem } from '../words/facts-check';
import { formatDate } from '../i18n/format';
import { localePath, type Locale } from '../i18n/locales';
import { idPattern, latinDigits } from '../i18n/patterns';

/** Text inside a paragraph, list item or heading. */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  /** The document's review date, `{reviewed}`: shown written out, in a <time>. */
  | { type: 'date'; dateTime: string; text: string };

export type Block =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  /** A list whose every item is one link: set apart as links (ul.legal-links). */
  | { type: 'links'; links: { href: string; label: string }[] }
  /** A block placeholder (`{contact}`): the page puts its own content there. */
  | { type: 'block'; name: string };

export type DocumentSection = { id: string; heading: string; blocks: Block[] };

export type MarkdownDocument = {
  /** YYYY-MM-DD: the legal pages' "Last updated", the sitemap's lastModified. */
  reviewed: string;
  /** What comes before the first section. */
  lead: Block[];
  sections: DocumentSection[];
};

export type DocumentContext = {
  /** The file as named in messages, like "content/legal/bn/privacy.md". */
  file: string;
  locale: Locale;
  /** What `{name}` may put in, already written for the language (lib/words/copy.ts copyFacts). */
  facts: Readonly<Record<string, string>>;
  /** Names that stand alone on a line and are replaced by a block of the page's: `{contact}`. */
  blocks: readonly string[];
  /** The pages a link may lead to, by English route; a link is made the page language's. */
  paths: readonly string[];
  /** Latin names a Bangla text may carry, digits and all (lib/words/copy.ts latinNames). */
  latin: readonly string[];
  /** The numbers the facts stand for ("24" for {supportHours}, 24/7), by the facts' names: typing one is refused. */
  numbers?: ReadonlyMap<string, readonly string[]>;
  /** Facts that are names or phrases (the hub's terminal, the phone) as written, longest first: typing one is refused. */
  named?: readonly { name: string; written: string }[];
  /** Today, for the review date (not in the future). */
  today?: Date;
};

const fields = ['reviewed'] as const;
type Field = (typeof fields)[number];

/** The one placeholder form, as lib/i18n/text.ts fillText fills: `{name}`. */
const placeholder = /\{([^{}]*)\}/g;
const placeholderName = /^\w+$/;
const sectionId = idPattern;
/** A number as typed, decimals kept whole ("2.2" is not "2"), in either language's digits. */
const typedNumber = /[0-9০-৯]+(?:[.,][0-9০-৯]+)*/g;
const westernDigits = latinDigits;

/** Reads, checks and converts one document. `document` is null when there are problems. */
export function parseDocument(source: string, context: DocumentContext): { document: MarkdownDocument | null; problems: Problem[] } {
  const problems: Problem[] = [];
  const at = (line: number, message: string) => problems.push(`${context.file}:${line}: ${message}`);
  // Comments are notes for editors: blanked, newlines kept so that line numbers hold.
  const text = source.replace(/\r\n?/g, '\n').replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
  const lines = text.split('\n');

  const front = frontMatter(lines, at, context);
  if (!front) return { document: null, problems };
  const { values, bodyStart } = front;

  // Line by line: placeholders and typed numbers in the body.
  lines.slice(bodyStart).forEach((content, index) => lineProblems(bodyStart + index + 1, content, true, context, at));

  const reviewed = values.reviewed?.value ?? '';
  const { lead, sections } = bodyBlocks(lines.slice(bodyStart).join('\n'), bodyStart, context, reviewed, at);
  if (!sections.length) at(bodyStart + 1, 'the document has no section: start each with a line "## Heading {#id}"');
  if (problems.length) {
    // In the order of the file, as an editor fixes them.
    const lineOf = (problem: Problem) => Number(problem.slice(context.file.length + 1).split(':')[0]);
    return { document: null, problems: problems.sort((a, b) => lineOf(a) - lineOf(b)) };
  }
  return {
    document: { reviewed, lead, sections },
    problems,
  };
}

type FieldValue = { value: string; line: number };

/** The front matter: "---", one "name: value" line per field, "---". */
function frontMatter(
  lines: string[],
  at: (line: number, message: string) => void,
  context: DocumentContext,
): { values: Partial<Record<Field, FieldValue>>; bodyStart: number } | null {
  if (lines[0]?.trim() !== '---') {
    at(1, 'the file must start with its front matter: a line "---", the line "reviewed: YYYY-MM-DD", and "---"');
    return null;
  }
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end === -1) {
    at(1, 'the front matter that starts here never ends: close it with a line "---"');
    return null;
  }
  const values: Partial<Record<Field, FieldValue>> = {};
  // A field refused on its own line is not reported missing as well.
  const seen = new Set<string>();
  for (let index = 1; index < end; index += 1) {
    const line = index + 1;
    const raw = lines[index]!;
    if (!raw.trim()) continue;
    const match = /^([A-Za-z]\w*):(?:\s+(.*))?$/.exec(raw.trimEnd());
    if (!match) {
      at(line, `front matter: "${raw.trim()}" is not a "name: value" line`);
      continue;
    }
    const name = match[1]!;
    if (!(fields as readonly string[]).includes(name)) {
      at(line, `front matter: unknown field "${name}"; the fields are ${fields.join(', ')}`);
      continue;
    }
    if (seen.has(name)) {
      at(line, `front matter: ${name} is given twice`);
      continue;
    }
    seen.add(name);
    const value = scalar(match[2] ?? '', name, (message) => at(line, message));
    if (value === null) continue;
    if (!value.trim()) {
      at(line, `front matter: ${name} is empty`);
      continue;
    }
    values[name as Field] = { value, line };
  }
  for (const field of fields) {
    if (!seen.has(field))
      at(end + 1, `front matter: ${field} is missing${field === 'reviewed' ? ' (the date the text was last reviewed, YYYY-MM-DD)' : ''}`);
  }
  if (values.reviewed) {
    const problem = dateProblem(values.reviewed.value, context.today);
    if (problem) {
      at(values.reviewed.line, `front matter: reviewed ${problem}`);
      delete values.reviewed;
    }
  }
  return { values, bodyStart: end + 1 };
}

/**
 * A value as YAML reads it, in the two forms accepted: plain, or in double quotes (JSON's string
 * syntax, which YAML shares). A plain value that YAML would read as something else must be quoted.
 */
function scalar(raw: string, name: string, refuse: (message: string) => void): string | null {
  const value = raw.trim();
  if (value.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // Reported below.
    }
    refuse(`front matter: ${name} opens a double quote it does not close (write \\" for a quote inside it)`);
    return null;
  }
  if (/^[[\]{}'&*!|>%@`#,?:-]/.test(value) || /: | #|:$/.test(value)) {
    refuse(`front matter: ${name} must be written in double quotes ("..."): as it is, YAML reads it as something else than text`);
    return null;
  }
  return value;
}

/** One line of text: its placeholders are known, its numbers are not facts typed by hand. */
function lineProblems(line: number, content: string, body: boolean, context: DocumentContext, at: (line: number, message: string) => void) {
  const heading = body && /^#{1,6}\s/.test(content);
  for (const match of content.matchAll(placeholder)) {
    const inside = match[1]!;
    if (heading && inside.startsWith('#')) continue; // the section's id, checked with the heading
    if (!placeholderName.test(inside)) {
      at(line, `"{${inside}}" is not a placeholder: write {name}, one of ${known(context)}`);
    } else if (context.blocks.includes(inside)) {
      if (!body || content.trim() !== match[0]) at(line, `{${inside}} stands on a line of its own, with nothing else on it`);
    } else if (!(inside in context.facts) && inside !== 'reviewed') {
      const near = ['reviewed', ...Object.keys(context.facts), ...context.blocks].find((name) => distance(name, inside) <= 2);
      at(line, `{${inside}} is not a fact a document can use: ${near ? `did you mean {${near}}?` : `write one of ${known(context)}`}`);
    }
  }
  const brace = /[{}]/.exec(content.replace(placeholder, ''));
  if (brace)
    at(line, `a "${brace[0]}" that opens or closes no placeholder: a placeholder is written {name}, with nothing else in the braces`);
  // What the writer typed: not the list numbers, the placeholders, the links' addresses or the Latin names.
  const typed = context.latin.reduce(
    (rest, name) => rest.split(name).join(' '),
    content
      .replace(body ? /^\s*\d+[.)]\s/ : /^$/, ' ') // a numbered list's marker
      .replace(placeholder, ' ')
      .replace(/\]\([^)]*\)/g, '] '),
  );
  let rest = typed;
  for (const { name, written } of context.named ?? []) {
    if (!rest.includes(written)) continue;
    at(line, `"${written}" is typed where it is a fact: write {${name}}`);
    rest = rest.split(written).join(' '); // once: not again as a shorter fact inside it
  }
  const numbers = context.numbers ?? numericFacts(context.facts);
  for (const [number] of typed.matchAll(typedNumber)) {
    const facts = numbers.get(westernDigits(number));
    if (facts) {
      at(
        line,
        `the number ${number} is typed where it is a fact: write ${facts.map((name) => `{${name}}`).join(' or ')} (a number that is not that fact is written in words)`,
      );
    } else if (context.locale === 'bn' && /[0-9]/.test(number)) {
      at(line, `the Latin digits "${number}" are typed in Bangla text: a number comes from a fact ({name}) or is written in Bangla digits`);
    }
  }
}

/** How many letters to add, drop or change to turn one name into the other (case counts as no change). */
function distance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let row = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= y.length; j += 1) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length]!;
}

/** The facts whose value is a number (or a percentage), by that number in Latin digits. */
function numericFacts(facts: Readonly<Record<string, string>>): Map<string, string[]> {
  const numbers = new Map<string, string[]>();
  for (const [name, value] of Object.entries(facts)) {
    const number = /^(\d+)\s*%?$/.exec(westernDigits(value).replace('٪', '%'))?.[1];
    if (number) numbers.set(number, [...(numbers.get(number) ?? []), name]);
  }
  return numbers;
}

const known = (context: DocumentContext) =>
  `${['reviewed', ...Object.keys(context.facts)].map((name) => `{${name}}`).join(', ')}; on a line of its own ${context.blocks.map((name) => `{${name}}`).join(', ')}`;

/** The body: the lead, then a section per "## Heading {#id}". */
function bodyBlocks(
  body: string,
  bodyStart: number,
  context: DocumentContext,
  reviewed: string,
  at: (line: number, message: string) => void,
): { lead: Block[]; sections: DocumentSection[] } {
  const lead: Block[] = [];
  const sections: DocumentSection[] = [];
  const headingLines = new Map<string, number>();
  let cursor = 0;
  // GFM off: no autolinked addresses or tables; the documents need neither.
  for (const token of new Lexer({ gfm: false }).lex(body)) {
    const found = body.indexOf(token.raw, cursor);
    const offset = found === -1 ? cursor : found;
    cursor = offset + token.raw.length;
    const line = bodyStart + 1 + (body.slice(0, offset).match(/\n/g)?.length ?? 0);
    // Leading blank lines are part of the token's raw text: count from its first character.
    const firstLine = line + (/^\n*/.exec(token.raw)?.[0].length ?? 0);
    const blocks = sections.at(-1)?.blocks ?? lead;

    if (token.type === 'space') continue;
    if (token.type === 'html') {
      if (token.raw.trim()) at(firstLine, 'HTML is not used in a document: write Markdown (a comment <!-- ... --> is fine)');
      continue;
    }
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      if (heading.depth !== 2) {
        at(
          firstLine,
          heading.depth === 1
            ? 'a "#" heading: the title is the page\'s, in lib/site/pages.ts; sections start with "## "'
            : `a heading of level ${heading.depth}: sections start with "## ", and have no subsections`,
        );
        continue;
      }
      const match = /^(.*?)\s*\{#([^{}]*)\}$/.exec(heading.text);
      if (!match || !sectionId.test(match[2]!)) {
        at(
          firstLine,
          match
            ? `the section id "${match[2]}" may hold only lowercase letters, digits and single dashes, like {#who-we-are}`
            : `the section "${heading.text}" needs an id for the contents and for links to it: write "## ${heading.text} {#some-id}"`,
        );
        continue;
      }
      const id = match[2]!;
      if (headingLines.has(id)) at(firstLine, `the section id {#${id}} is used twice (first on line ${headingLines.get(id)})`);
      headingLines.set(id, firstLine);
      sections.push({
        id,
        heading: textOf(inlines(new Lexer({ gfm: false }).inlineTokens(match[1]!), context, reviewed, firstLine, at)),
        blocks: [],
      });
      continue;
    }
    if (token.type === 'paragraph') {
      const name = /^\{(\w+)\}$/.exec(token.raw.trim())?.[1];
      if (name && context.blocks.includes(name)) blocks.push({ type: 'block', name });
      else blocks.push({ type: 'paragraph', content: inlines((token as Tokens.Paragraph).tokens, context, reviewed, firstLine, at) });
      continue;
    }
    if (token.type === 'list') {
      const list = token as Tokens.List;
      let itemCursor = 0;
      const items = list.items.map((item) => {
        const itemOffset = Math.max(list.raw.indexOf(item.raw, itemCursor), itemCursor);
        itemCursor = itemOffset + item.raw.length;
        const itemLine = line + (list.raw.slice(0, itemOffset).match(/\n/g)?.length ?? 0);
        const content = item.tokens.filter((inner) => inner.type !== 'space');
        const only = content[0];
        if (content.length !== 1 || !only || (only.type !== 'text' && only.type !== 'paragraph')) {
          at(itemLine, 'a list item holds one line of text: no paragraphs, lists or blocks inside it');
          return [];
        }
        return inlines((only as Tokens.Text).tokens ?? [only], context, reviewed, itemLine, at);
      });
      const links = items.map((item) => (item.length === 1 && item[0]!.type === 'link' ? item[0] : null));
      if (!list.ordered && links.every(Boolean))
        blocks.push({ type: 'links', links: links.map((link) => ({ href: (link as { href: string }).href, label: textOf([link!]) })) });
      else blocks.push({ type: 'list', ordered: list.ordered, items });
      continue;
    }
    at(firstLine, `${describe(token)} is not used in a document: write paragraphs, "- " lists and "## Heading {#id}" sections`);
  }
  for (const section of sections) {
    if (!section.blocks.length) at(headingLines.get(section.id)!, `the section {#${section.id}} has no text`);
  }
  return { lead, sections };
}

const describe = (token: Token) =>
  ({ code: 'a code block', blockquote: 'a quotation (">")', hr: 'a rule ("---" or "***")', table: 'a table', def: 'a link definition' })[
    token.type
  ] ?? `Markdown of the kind "${token.type}"`;

/** Inline tokens as the page shows them: placeholders filled, links made the page language's. */
function inlines(
  tokens: readonly Token[],
  context: DocumentContext,
  reviewed: string,
  line: number,
  at: (line: number, message: string) => void,
): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'text': {
        const textToken = token as Tokens.Text;
        if (textToken.tokens?.length) out.push(...inlines(textToken.tokens, context, reviewed, line, at));
        else {
          if (/&(?:#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.test(textToken.text))
            at(line, `"${/&[^;\s]*;/.exec(textToken.text)![0]}" is an HTML character reference: type the character itself`);
          out.push(...fillInline(textToken.text.replace(/\n/g, ' '), context, reviewed));
        }
        break;
      }
      case 'escape':
        out.push({ type: 'text', text: (token as Tokens.Escape).text });
        break;
      case 'strong':
      case 'em':
        out.push({ type: token.type, children: inlines((token as Tokens.Strong).tokens, context, reviewed, line, at) });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const href = linkHref(fillText(link.href, context, reviewed), context, (message) => at(line, message));
        out.push({ type: 'link', href, children: inlines(link.tokens, context, reviewed, line, at) });
        break;
      }
      case 'html':
        if (!/^<!--[\s\S]*-->$/.test(token.raw.trim()))
          at(line, 'HTML is not used in a document: write Markdown (a comment <!-- ... --> is fine)');
        break;
      default:
        at(
          line,
          `${{ codespan: 'code (`...`)', image: 'an image', del: 'struck-through text', br: 'a forced line break' }[token.type] ?? `Markdown of the kind "${token.type}"`} is not used in a document`,
        );
    }
  }
  // Neighbouring texts as one: React would put a comment between them in the HTML.
  return out.reduce<Inline[]>((merged, node) => {
    const last = merged.at(-1);
    if (last?.type === 'text' && node.type === 'text') merged[merged.length - 1] = { type: 'text', text: last.text + node.text };
    else merged.push(node);
    return merged;
  }, []);
}

/** An address as the page links it: one of the site's pages in the page's language, or a phone, an e-mail or https. */
function linkHref(href: string, context: DocumentContext, refuse: (message: string) => void): string {
  if (href.startsWith('/')) {
    const path = href.split('#')[0]!;
    if (!context.paths.includes(path))
      refuse(`the link to "${href}" leads to no page of the site; the pages are ${context.paths.join(', ')}`);
    return localePath(context.locale, href);
  }
  if (/^(?:https:\/\/|tel:\+?\d+$|mailto:[^\s@]+@[^\s@]+$)/.test(href)) return href;
  refuse(`the link to "${href}": a link leads to a page of the site ("/safety"), "https://...", "tel:" or "mailto:"`);
  return href;
}

/** Text with its placeholders filled: facts as text, `{reviewed}` as the date in a <time>. */
function fillInline(template: string, context: DocumentContext, reviewed: string): Inline[] {
  const out: Inline[] = [];
  let rest = '';
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}(\.?)/g)) {
    rest += template.slice(last, match.index);
    last = match.index + match[0].length;
    const [, name, stop] = match as unknown as [string, string, string];
    if (name === 'reviewed' && reviewed) {
      if (rest) out.push({ type: 'text', text: rest });
      rest = stop;
      out.push({ type: 'date', dateTime: reviewed, text: formatDate(context.locale, reviewed) });
      continue;
    }
    const value = context.facts[name] ?? `{${name}}`;
    // A fact that ends a sentence with its own full stop ("Nodipoth Travels Ltd.") takes no second one.
    rest += value + (value.endsWith('.') ? '' : stop);
  }
  rest += template.slice(last);
  if (rest) out.push({ type: 'text', text: rest });
  return out;
}

const fillText = (template: string, context: DocumentContext, reviewed: string) => textOf(fillInline(template, context, reviewed));

/** What inline content reads as, in plain text. */
export function textOf(nodes: readonly Inline[]): string {
  return nodes.map((node) => ('children' in node ? textOf(node.children) : node.text)).join('');
}

/** A section's paragraphs and list items as plain text, in order: for tests and summaries. */
export function sectionTexts(section: DocumentSection): { paragraphs: string[]; list: string[]; links: { href: string; label: string }[] } {
  const paragraphs: string[] = [];
  const list: string[] = [];
  const links: { href: string; label: string }[] = [];
  for (const block of section.blocks) {
    if (block.type === 'paragraph') paragraphs.push(textOf(block.content));
    else if (block.type === 'list') list.push(...block.items.map(textOf));
    else if (block.type === 'links') links.push(...block.links);
  }
  return { paragraphs, list, links };
}
