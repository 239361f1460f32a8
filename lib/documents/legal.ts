/**
 * The legal pages and the accessibility statement. Their text is in Markdown documents,
 * content/legal/<lang>/<doc>.md (read and checked by lib/documents/markdown.ts), written for the legal
 * entity (siteConfig), never the landing brand, with every number a fact put in by `{name}` from
 * lib/words/copy.ts, so the policies cannot drift from the FAQ, the age gate or the tests. Each
 * document's front matter holds its review date; its title and description are its page's, in the
 * page registry (lib/site/pages.ts). LegalPage and AccessibilityPage render them.
 *
 * Every document is read and checked when this module is first imported (the footer imports it on
 * every page, and `npm run check` imports it): a problem stops the build, naming file and line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand } from '../site/brand';
import { copyFacts, latinNames } from '../words/copy';
import { parseDocument, type DocumentContext, type MarkdownDocument } from './markdown';
import { checkedFacts, refuse, type Problem } from '../words/facts-check';
import { localePath, locales, type Locale } from '../i18n/locales';
import { pageWords } from '../words/page-words';
import { footerPages, pageKeys, pages } from '../site/pages';

/** The legal pages: those the registry puts in the footer's "Legal" column, in its order. */
export const legalKeys = footerPages('legal') as LegalKey[];
export type LegalKey = 'privacy' | 'cookies' | 'terms' | 'refund';

/** Every document: the legal pages and the accessibility statement, named as their files are. */
export type DocumentName = LegalKey | 'accessibility';
export const documentNames: readonly DocumentName[] = [...legalKeys, 'accessibility'];

/** Where a document's text is, from the project folder. */
export const documentFile = (locale: Locale, name: DocumentName) => `content/legal/${locale}/${name}.md`;

/**
 * Blocks a document places with a line of their own, filled by the page (components/legal/DocumentBody.tsx):
 * the legal entity's address, phone and email, and the cancellation tiers the FAQ states too.
 */
export const documentBlocks = ['contact', 'cancellationTiers'] as const;

/** What a document of the language may put in: the copy's facts, and the phone as dialled for tel: links. */
export function documentContext(locale: Locale, file: string): DocumentContext {
  return {
    file,
    locale,
    facts: { ...copyFacts(locale), phoneE164: brand.phone.e164 },
    blocks: documentBlocks,
    paths: pageKeys.map((key) => pages[key].path),
    latin: latinNames,
    numbers: Object.entries(checkedFacts).reduce((byNumber, [name, fact]) => {
      for (const number of fact.numbers) byNumber.set(String(number), [...(byNumber.get(String(number)) ?? []), name]);
      return byNumber;
    }, new Map<string, string[]>()),
    named: Object.entries(checkedFacts)
      .filter(([, fact]) => fact.numbers.length === 0 && !fact.word)
      .map(([name, fact]) => ({ name, written: fact.written[locale] }))
      .filter(({ written }) => !latinNames.includes(written))
      .sort((a, b) => b.written.length - a.written.length),
  };
}

export type LegalDocument = MarkdownDocument & {
  name: DocumentName;
  /** The page's title and description, from the page registry. */
  title: string;
  description: string;
  /** The English route; the page's own path is localePath(locale, path). */
  path: string;
  file: string;
};

const titleOf = (locale: Locale, name: DocumentName) => {
  const { title, description } = pageWords(locale, name);
  return { title, description };
};

/** Reads and checks every document in both languages; both languages' sections must match. */
export function documentProblems(read: (file: string) => string | null = readDocument): {
  documents: Map<string, LegalDocument>;
  problems: Problem[];
} {
  const documents = new Map<string, LegalDocument>();
  const problems: Problem[] = [];
  for (const name of documentNames) {
    for (const locale of locales) {
      const file = documentFile(locale, name);
      const source = read(file);
      if (source === null) {
        problems.push(`${file}: missing: every document is written in both languages`);
        continue;
      }
      const parsed = parseDocument(source, documentContext(locale, file));
      problems.push(...parsed.problems);
      if (!parsed.document) continue;
      documents.set(`${locale}/${name}`, { ...parsed.document, ...titleOf(locale, name), name, path: pages[name].path, file });
      // The legal pages print the review date above the text; the statement says it in its own words.
      if (name === 'accessibility' && !JSON.stringify(parsed.document).includes('"type":"date"'))
        problems.push(`${file}: the statement says when it was last reviewed: put {reviewed} in its text`);
    }
    // The contents and other pages link to sections by id, in either language.
    const [en, bn] = locales.map((locale) => documents.get(`${locale}/${name}`));
    const ids = (document: LegalDocument) => document.sections.map((section) => section.id).join(', ');
    if (en && bn && ids(en) !== ids(bn)) {
      problems.push(
        `${bn.file}: its sections (${ids(bn)}) are not those of ${en.file} (${ids(en)}): both languages have the same sections, with the same ids, in the same order`,
      );
    }
  }
  problems.push(...anchorProblems(documents));
  return { documents, problems };
}

/** Links into another document's section ("/privacy_policy#contact") must name one it has. */
function anchorProblems(documents: Map<string, LegalDocument>): Problem[] {
  const problems: Problem[] = [];
  for (const document of documents.values()) {
    const locale = document.file.split('/')[2] as Locale;
    const hrefs = JSON.stringify(document).matchAll(/"href":"([^"#]*)#([^"]*)"/g);
    for (const [, path, id] of hrefs) {
      const target = [...documents.values()].find(
        (other) => other.file.split('/')[2] === locale && localePath(locale, other.path) === path,
      );
      if (target && !target.sections.some((section) => section.id === id))
        problems.push(
          `${document.file}: the link to "${path}#${id}" names no section of ${target.file}; its sections are ${target.sections.map((section) => `#${section.id}`).join(', ')}`,
        );
    }
  }
  return problems;
}

function readDocument(file: string): string | null {
  try {
    return readFileSync(join(process.cwd(), file), 'utf8');
  } catch {
    return null;
  }
}

const loaded = documentProblems();
refuse('The documents in content/legal', loaded.problems);

/** One document in one language. */
export function siteDocument(locale: Locale, name: DocumentName): LegalDocument {
  return loaded.documents.get(`${locale}/${name}`)!;
}

/** One legal page in one language. */
export function legalDocument(locale: Locale, key: LegalKey): LegalDocument {
  return siteDocument(locale, key);
}

/** The legal pages as links in one language, for the footer. */
export function legalLinks(locale: Locale) {
  return legalKeys.map((key) => ({ href: localePath(locale, pages[key].path), label: pageWords(locale, key).linkText }));
}
