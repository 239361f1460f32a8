import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { brand, siteConfig } from '../../lib/site/brand';
import { cancellationTiers } from '../../lib/landing/sections';
import { copyFacts, latinNames } from '../../lib/words/copy';
import { parseDocument, sectionTexts, type MarkdownDocument } from '../../lib/documents/markdown';
import { formatDate } from '../../lib/i18n/format';
import { locales, type Locale } from '../../lib/i18n/locales';
import { documentContext, documentFile, documentNames, documentProblems, siteDocument, type DocumentName } from '../../lib/documents/legal';

/*
 * The legal pages and the accessibility statement are Markdown documents (content/legal/<lang>/),
 * read and checked by lib/documents/markdown.ts when lib/documents/legal.ts is loaded (by the build and by
 * `npm run check`). Each mistake an editor could make must be refused with a line naming the file,
 * the line and what to write instead. The faults are made in copies of the shipped documents.
 */

const source = (locale: Locale, name: DocumentName) => readFileSync(documentFile(locale, name), 'utf8');
/** The line (from 1) of the first line holding `text`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

/** A shipped document with one edit, checked as the build checks it: its problems. */
function edited(locale: Locale, name: DocumentName, from: string, to: string) {
  const original = source(locale, name);
  expect(original, `${documentFile(locale, name)} holds "${from}"`).toContain(from);
  const text = original.replace(from, to);
  return { problems: parseDocument(text, documentContext(locale, documentFile(locale, name))).problems, line: lineOf(text, to || from) };
}

const parse = (locale: Locale, text: string) => parseDocument(text, documentContext(locale, `content/legal/${locale}/test.md`));
const minimal = (body: string, front = 'reviewed: 2024-11-14') => `---\n${front}\n---\n\n${body}`;

test('the shipped documents pass, in both languages, with the same sections', () => {
  expect(documentProblems().problems).toEqual([]);
  for (const name of documentNames) {
    const [en, bn] = locales.map((locale) => siteDocument(locale, name));
    expect(en!.sections.length, name).toBeGreaterThan(0);
    expect(bn!.sections.map((section) => section.id)).toEqual(en!.sections.map((section) => section.id));
  }
});

test('npm run check reads the documents', () => {
  const output = execFileSync('node_modules/.bin/tsx', ['scripts/build/check-content.ts'], { encoding: 'utf8' });
  expect(output).toContain(`the documents (content/legal, ${documentNames.length} in each language)`);
});

test('placeholders are filled from the facts of the language; Bangla pages get Bangla digits', () => {
  for (const locale of locales) {
    const facts = copyFacts(locale);
    const terms = siteDocument(locale, 'terms');
    expect(terms.description).toContain(siteConfig.siteName);
    expect(sectionTexts(terms.sections.find((section) => section.id === 'eligibility')!).paragraphs[0]).toContain(facts.termsMinimumAge);
    const text = JSON.stringify(siteDocument(locale, 'privacy'));
    expect(text).not.toMatch(/\{\w+\}/);
    if (locale === 'bn') {
      // Every digit of a Bangla document is Bangla, but the Latin names' own.
      for (const name of documentNames) {
        const all = JSON.stringify(siteDocument(locale, name));
        const own = latinNames
          .reduce((rest, latin) => rest.split(latin).join(''), all)
          .replace(/"(?:dateTime|reviewed|href)":"[^"]*"/g, '');
        expect(own, name).not.toMatch(/[0-9]/);
      }
    }
  }
  // A fact that ends with its own full stop ends the sentence: "Nodipoth Travels Ltd." takes no second one.
  const who = sectionTexts(siteDocument('en', 'privacy').sections[0]!).paragraphs[0]!;
  expect(siteConfig.siteName.endsWith('.')).toBe(true);
  expect(who).toMatch(/ mean Nodipoth Travels Ltd\.$/);
  expect(who).not.toContain('..');
});

test('{reviewed} is the front matter date in a <time>; link lists, links and block placeholders become their own blocks', () => {
  const doc = parse(
    'bn',
    minimal(
      'সর্বশেষ পর্যালোচনা {reviewed} তারিখে।\n\n## যোগাযোগ {#contact}\n\nলিখুন [নিরাপত্তা](/safety#signals) পাতায়।\n\n- [{phone}](tel:{phoneE164})\n- [{email}](mailto:{email})\n\n{contact}\n\n{cancellationTiers}\n',
    ),
  );
  expect(doc.problems).toEqual([]);
  const document = doc.document as MarkdownDocument;
  expect(document.lead).toEqual([
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'সর্বশেষ পর্যালোচনা ' },
        { type: 'date', dateTime: '2024-11-14', text: formatDate('bn', '2024-11-14') },
        { type: 'text', text: ' তারিখে।' },
      ],
    },
  ]);
  const [paragraph, links, contact, tiers] = document.sections[0]!.blocks;
  expect(paragraph).toEqual({
    type: 'paragraph',
    content: [
      { type: 'text', text: 'লিখুন ' },
      { type: 'link', href: '/bn/safety#signals', children: [{ type: 'text', text: 'নিরাপত্তা' }] },
      { type: 'text', text: ' পাতায়।' },
    ],
  });
  expect(links).toEqual({
    type: 'links',
    links: [
      { href: `tel:${brand.phone.e164}`, label: copyFacts('bn').phone },
      { href: `mailto:${brand.email}`, label: brand.email },
    ],
  });
  expect(contact).toEqual({ type: 'block', name: 'contact' });
  expect(tiers).toEqual({ type: 'block', name: 'cancellationTiers' });
  // The refund policy places the FAQ's tiers, not a copy of them.
  expect(cancellationTiers('en').length).toBeGreaterThan(0);
  expect(siteDocument('en', 'refund').sections.find((section) => section.id === 'amounts')!.blocks).toContainEqual({
    type: 'block',
    name: 'cancellationTiers',
  });
  // Emphasis is kept; a comment is a note for editors and is dropped; a numbered list's numbers are no typed facts.
  const emphasis = parse('en', minimal('## A {#a}\n\n<!-- note: 18 -->\nSome **strong** and _soft_ words.\n\n1. First\n2. Second\n'));
  expect(emphasis.problems).toEqual([]);
  expect(emphasis.document!.sections[0]!.blocks).toEqual([
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Some ' },
        { type: 'strong', children: [{ type: 'text', text: 'strong' }] },
        { type: 'text', text: ' and ' },
        { type: 'em', children: [{ type: 'text', text: 'soft' }] },
        { type: 'text', text: ' words.' },
      ],
    },
    { type: 'list', ordered: true, items: [[{ type: 'text', text: 'First' }], [{ type: 'text', text: 'Second' }]] },
  ]);
});

test('an unknown placeholder is refused, naming the file and the line, with the nearest name or the list', () => {
  const misspelt = edited('en', 'privacy', '{adultAge}', '{adultAg}');
  expect(misspelt.problems).toEqual([
    `content/legal/en/privacy.md:${misspelt.line}: {adultAg} is not a fact a document can use: did you mean {adultAge}?`,
  ]);
  const unknown = edited('bn', 'terms', '{termsMinimumAge}', '{minimumAgeOfUsers}');
  expect(unknown.problems).toHaveLength(1);
  expect(unknown.problems[0]).toMatch(
    new RegExp(
      `^content/legal/bn/terms\\.md:${unknown.line}: \\{minimumAgeOfUsers\\} is not a fact a document can use: write one of \\{reviewed\\}, .*\\{termsMinimumAge\\}`,
    ),
  );
  // Another placeholder form is not a placeholder.
  const doubled = edited('en', 'refund', '{refundRequestWindowDays}', '{{refundRequestWindowDays}}');
  expect(doubled.problems).toEqual([
    `content/legal/en/refund.md:${doubled.line}: a "{" that opens or closes no placeholder: a placeholder is written {name}, with nothing else in the braces`,
  ]);
  const spaced = edited('en', 'refund', '{refundResponseDays}', '{ refundResponseDays }');
  expect(spaced.problems).toEqual([
    expect.stringMatching(
      new RegExp(`^content/legal/en/refund\\.md:${spaced.line}: "\\{ refundResponseDays \\}" is not a placeholder: write \\{name\\}`),
    ),
  ]);
  // A block placeholder stands alone on its line.
  const inline = edited('en', 'privacy', 'Questions about privacy can be sent to:', 'Questions about privacy can be sent to: {contact}');
  expect(inline.problems).toEqual([
    `content/legal/en/privacy.md:${inline.line}: {contact} stands on a line of its own, with nothing else on it`,
  ]);
});

test('a name typed where it is a fact is refused: the hub terminal, in either language', () => {
  const en = edited('en', 'accessibility', 'the gate {atHubTerminal}', 'the gate at Barishal River Port');
  expect(en.problems).toEqual([
    `content/legal/en/accessibility.md:${en.line}: "at Barishal River Port" is typed where it is a fact: write {atHubTerminal}`,
  ]);
  const bn = edited('bn', 'accessibility', 'জন্য {atHubTerminal} আমাদের', 'জন্য বরিশাল নদীবন্দরে আমাদের');
  expect(bn.problems).toEqual([
    `content/legal/bn/accessibility.md:${bn.line}: "বরিশাল নদীবন্দরে" is typed where it is a fact: write {atHubTerminal}`,
  ]);
});

test('a number typed where a fact exists is refused, in either language and either digits', () => {
  const adult = edited('en', 'cookies', '{adultAge} or older', '18 or older');
  expect(adult.problems).toEqual([
    `content/legal/en/cookies.md:${adult.line}: the number 18 is typed where it is a fact: write {termsMinimumAge} or {adultAge} (a number that is not that fact is written in words)`,
  ]);
  const days = edited('bn', 'refund', '{refundRequestWindowDays}', '৩০');
  expect(days.problems).toEqual([
    `content/legal/bn/refund.md:${days.line}: the number ৩০ is typed where it is a fact: write {arriveEarlyMinutes} or {alertUnusedDays} or {refundRequestWindowDays} (a number that is not that fact is written in words)`,
  ]);
  const percent = edited('en', 'refund', 'The amount depends on', 'Up to 50% back. The amount depends on');
  expect(percent.problems[0]).toContain(
    `content/legal/en/refund.md:${percent.line}: the number 50 is typed where it is a fact: write {halfRefundPercent}`,
  );
  // A number a fact stands for in part, as the support hours' 24 of "24/7", is one too.
  const hours = parse('en', minimal('## A {#a}\n\nWe answer 24/7.\n'));
  expect(hours.problems[0]).toMatch(/^content\/legal\/en\/test\.md:7: the number 24 is typed where it is a fact: write .*\{supportHours\}/);
  // A version number is not a fact: WCAG 2.2 keeps its "2" although signal 2 is one.
  expect(copyFacts('en').stopAtSignal).toBe('2');
  expect(source('en', 'accessibility')).toContain('(WCAG) 2.2');
});

test('a Latin digit typed in Bangla text is refused; Bangla digits that are no fact and Latin names are not', () => {
  const latin = edited('bn', 'accessibility', 'WCAG ২.২', 'WCAG 2.2');
  expect(latin.problems).toEqual([
    `content/legal/bn/accessibility.md:${latin.line}: the Latin digits "2.2" are typed in Bangla text: a number comes from a fact ({name}) or is written in Bangla digits`,
  ]);
  expect(parse('bn', minimal(`## ক {#a}\n\n${siteConfig.contactEmail} ঠিকানায় লিখুন।\n`)).problems).toEqual([]);
});

test('front matter: missing, unclosed, the date missing, an unknown field, twice, empty, an unclosed quote, and a bad date are refused', () => {
  const body = '## A {#a}\n\nText.\n';
  expect(parse('en', body).problems).toEqual([
    'content/legal/en/test.md:1: the file must start with its front matter: a line "---", the line "reviewed: YYYY-MM-DD", and "---"',
  ]);
  expect(parse('en', `---\nreviewed: 2024-11-14\n${body}`).problems).toEqual([
    'content/legal/en/test.md:1: the front matter that starts here never ends: close it with a line "---"',
  ]);
  expect(parse('en', minimal(body, '')).problems).toEqual([
    'content/legal/en/test.md:3: front matter: reviewed is missing (the date the text was last reviewed, YYYY-MM-DD)',
  ]);
  expect(parse('en', minimal(body, 'reviewed: 2024-11-14\nreviewed: 2024-11-15\ntitle: A\nsummary')).problems).toEqual([
    'content/legal/en/test.md:3: front matter: reviewed is given twice',
    'content/legal/en/test.md:4: front matter: unknown field "title"; the fields are reviewed',
    'content/legal/en/test.md:5: front matter: "summary" is not a "name: value" line',
  ]);
  expect(parse('en', minimal(body, 'reviewed:')).problems).toEqual(['content/legal/en/test.md:2: front matter: reviewed is empty']);
  expect(edited('en', 'privacy', 'reviewed: 2026-11-26', 'reviewed: "2026-11-26').problems).toEqual([
    'content/legal/en/privacy.md:2: front matter: reviewed opens a double quote it does not close (write \\" for a quote inside it)',
  ]);
  expect(edited('en', 'refund', 'reviewed: 2024-11-14', 'reviewed: 14/11/2024').problems).toEqual([
    'content/legal/en/refund.md:2: front matter: reviewed "14/11/2024" must be a date written YYYY-MM-DD, like "2024-11-14"',
  ]);
  expect(edited('bn', 'accessibility', 'reviewed: 2026-11-22', 'reviewed: 2026-11-31').problems).toEqual([
    'content/legal/bn/accessibility.md:2: front matter: reviewed "2026-11-31" is not a date on the calendar',
  ]);
  expect(edited('en', 'terms', 'reviewed: 2024-11-14', 'reviewed: 2999-01-01').problems).toEqual([
    'content/legal/en/terms.md:2: front matter: reviewed "2999-01-01" is in the future',
  ]);
});

test('sections: a heading without an id, an id twice, another level, HTML, a link to no page and other Markdown are refused', () => {
  const noId = edited('en', 'terms', '## Governing law {#law}', '## Governing law');
  expect(noId.problems).toEqual([
    `content/legal/en/terms.md:${noId.line}: the section "Governing law" needs an id for the contents and for links to it: write "## Governing law {#some-id}"`,
  ]);
  const twice = edited('en', 'terms', '{#law}', '{#about}');
  expect(twice.problems).toEqual([
    `content/legal/en/terms.md:${lineOf(source('en', 'terms'), '{#law}')}: the section id {#about} is used twice (first on line ${lineOf(source('en', 'terms'), '{#about}')})`,
  ]);
  expect(edited('en', 'terms', '{#law}', '{#Law_1}').problems[0]).toContain(
    'the section id "Law_1" may hold only lowercase letters, digits and single dashes, like {#who-we-are}',
  );
  // The body starts on line 5 (lines 1 to 3 are the front matter, 4 is blank).
  expect(
    parse('en', minimal('# Title\n\n## A {#a}\n\nText.\n\n### B {#b}\n\nMore.\n\n<div>Raw</div>\n\n> Quoted.\n\n    code\n')).problems,
  ).toEqual([
    'content/legal/en/test.md:5: a "#" heading: the title is the page\'s, in lib/site/pages.ts; sections start with "## "',
    'content/legal/en/test.md:11: a heading of level 3: sections start with "## ", and have no subsections',
    'content/legal/en/test.md:15: HTML is not used in a document: write Markdown (a comment <!-- ... --> is fine)',
    'content/legal/en/test.md:17: a quotation (">") is not used in a document: write paragraphs, "- " lists and "## Heading {#id}" sections',
    'content/legal/en/test.md:19: a code block is not used in a document: write paragraphs, "- " lists and "## Heading {#id}" sections',
  ]);
  const link = edited('bn', 'privacy', '(/cookies_policy)', '(/cookie_policy)');
  expect(link.problems[0]).toBe(
    `content/legal/bn/privacy.md:${link.line}: the link to "/cookie_policy" leads to no page of the site; the pages are /, /timetable, /status, /safety, /accessibility, /open-data, /privacy_policy, /cookies_policy, /terms_of_service, /refund_policy, /thank, /offline`,
  );
  expect(parse('en', minimal('## A {#a}\n\nSee [this](http://example.com) &amp; that.\n')).problems).toEqual([
    'content/legal/en/test.md:7: the link to "http://example.com": a link leads to a page of the site ("/safety"), "https://...", "tel:" or "mailto:"',
    'content/legal/en/test.md:7: "&amp;" is an HTML character reference: type the character itself',
  ]);
  expect(parse('en', minimal('Only a lead.\n')).problems).toEqual([
    'content/legal/en/test.md:4: the document has no section: start each with a line "## Heading {#id}"',
  ]);
  expect(parse('en', minimal('## A {#a}\n\n## B {#b}\n\nText.\n')).problems).toEqual([
    'content/legal/en/test.md:5: the section {#a} has no text',
  ]);
});

test('across the files: a missing document, sections that differ between the languages and a statement without its date are refused', () => {
  const read = (file: string) => readFileSync(file, 'utf8');
  expect(documentProblems((file) => (file === 'content/legal/bn/cookies.md' ? null : read(file))).problems).toEqual([
    'content/legal/bn/cookies.md: missing: every document is written in both languages',
  ]);
  const renamed = documentProblems((file) =>
    file === 'content/legal/bn/refund.md' ? read(file).replace('{#timing}', '{#time}') : read(file),
  );
  expect(renamed.problems).toEqual([
    'content/legal/bn/refund.md: its sections (requests, amounts, time, missed, website, contact) are not those of content/legal/en/refund.md (requests, amounts, timing, missed, website, contact): both languages have the same sections, with the same ids, in the same order',
  ]);
  const undated = documentProblems((file) =>
    file === 'content/legal/en/accessibility.md' ? read(file).replace('{reviewed}', 'last year') : read(file),
  );
  expect(undated.problems).toEqual([
    'content/legal/en/accessibility.md: the statement says when it was last reviewed: put {reviewed} in its text',
  ]);
});

test('a link to a section of another document must name one it has', () => {
  const edited = (file: string) =>
    file === documentFile('bn', 'privacy')
      ? source('bn', 'privacy').replace('(/cookies_policy)', '(/cookies_policy#nosuch)')
      : readFileSync(file, 'utf8');
  expect(source('bn', 'privacy')).toContain('(/cookies_policy)');
  const { problems } = documentProblems(edited);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(
    /^content\/legal\/bn\/privacy\.md: the link to "\/bn\/cookies_policy#nosuch" names no section of content\/legal\/bn\/cookies\.md; its sections are #/,
  );
});
