import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { latinNames, registryWords, textRules } from '../../lib/words/copy';
import { dictionaryProblems } from '../../lib/words/facts-check';
import { localePath, locales } from '../../lib/i18n/locales';
import { pageWords } from '../../lib/words/page-words';
import { pageKeys, pages, type PageEntry } from '../../lib/site/pages';
import { pageFile, pageRoutes } from '../../scripts/build/post-build/exported-html';
import { appRoutes, pageRegistryProblems } from '../../scripts/build/page-registry-check';
import { outDir, routes } from '../support/routes';

/*
 * The page registry (lib/site/pages.ts) is the one list of pages: the sitemap, hreflang, navigation,
 * the service worker, the budgets and every page-level test read it. These tests hold it to the
 * route files in app/ and to what the export wrote, and show what `npm run check` says when a
 * page is added without its entry (README.md, "Add a page"). No browser.
 */
const appDir = join(__dirname, '..', '..', 'app');

test('every page in app/ has a registry entry and every entry has its page in both languages', () => {
  expect(pageRegistryProblems(appDir)).toEqual([]);
  for (const locale of locales) {
    expect(appRoutes(appDir, locale)).toEqual(pageKeys.map((key) => localePath(locale, pages[key].path)).sort());
  }
});

test('the export wrote exactly the registry’s pages, in both languages', () => {
  expect(pageRoutes(outDir)).toEqual([...routes].sort());
});

test.describe('a page added without following the list is refused, naming what to add', () => {
  let copy: string;
  test.beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), 'pages-'));
    cpSync(appDir, copy, { recursive: true });
  });
  test.afterEach(() => rmSync(copy, { recursive: true, force: true }));

  test('following README.md’s "Add a page" leaves nothing to add', () => {
    // Step 1: the entry. Step 3: the two route files, as the README writes them.
    const entry: PageEntry = {
      path: '/fares',
      title: { en: 'Fares', bn: 'ভাড়া' },
      description: { en: 'Every fare.', bn: 'সব ভাড়া।' },
      search: { indexed: true, changeFrequency: 'monthly', priority: 0.5 },
      links: { footer: 'explore' },
    };
    for (const [locale, folder] of [
      ['en', join(copy, '(en)', 'fares')],
      ['bn', join(copy, '(bn)', 'bn', 'fares')],
    ] as const) {
      mkdirSync(folder);
      writeFileSync(join(folder, 'page.tsx'), `export const metadata = metadataFor('${locale}', 'fares');\n`);
    }
    expect(pageRegistryProblems(copy, [...pageKeys.map((key) => pages[key]), entry])).toEqual([]);
  });

  test('a route file without an entry', () => {
    mkdirSync(join(copy, '(en)', 'fares'));
    writeFileSync(join(copy, '(en)', 'fares', 'page.tsx'), 'export default function Page() { return null; }\n');
    expect(pageRegistryProblems(copy)).toEqual([
      'app/(en)/fares/page.tsx: the page /fares has no entry in lib/site/pages.ts (add one: its path, title, description and search settings).',
    ]);
  });

  test('an entry without its route files', () => {
    const entry: PageEntry = {
      path: '/fares',
      title: { en: 'Fares', bn: 'ভাড়া' },
      description: { en: 'Every fare.', bn: 'সব ভাড়া।' },
      search: { indexed: false },
    };
    expect(pageRegistryProblems(copy, [...pageKeys.map((key) => pages[key]), entry])).toEqual([
      'lib/site/pages.ts: the page /fares has no route file (add app/(en)/fares/page.tsx).',
      'lib/site/pages.ts: the page /bn/fares has no route file (add app/(bn)/bn/fares/page.tsx).',
    ]);
  });

  test('a Bangla twin missing', () => {
    rmSync(join(copy, '(bn)', 'bn', 'safety'), { recursive: true });
    expect(pageRegistryProblems(copy)).toEqual([
      'lib/site/pages.ts: the page /bn/safety has no route file (add app/(bn)/bn/safety/page.tsx).',
    ]);
  });
});

test('every entry’s words are whole in both languages, their facts filled in', () => {
  const latin = new RegExp(latinNames.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  for (const key of pageKeys) {
    for (const locale of locales) {
      const words = pageWords(locale, key);
      for (const [field, text] of Object.entries(words)) {
        if (text === undefined) continue;
        const where = `${key}.${field} (${locale})`;
        expect(text.trim(), where).not.toBe('');
        expect(text, `${where} keeps a placeholder`).not.toMatch(/[{}]/);
        if (locale === 'bn') expect(text.replace(latin, ''), `${where} types a Latin digit`).not.toMatch(/[0-9]/);
      }
    }
  }
  // Only indexed pages carry sitemap settings; the others are unlinked pages reached by a form or the worker.
  for (const key of pageKeys) {
    const page: PageEntry = pages[key];
    if (!page.search.indexed) expect(page.unlinked, `${key} is kept out of search, so no link should lead to it`).toBe(true);
  }
});

test('the registry’s words are checked at build like the dictionaries’: a misspelt fact and a typed terminal are refused', () => {
  const files = { en: 'lib/site/pages.ts (en)', bn: 'lib/site/pages.ts (bn)' };
  const words = { en: registryWords('en'), bn: registryWords('bn') };
  expect(dictionaryProblems(words, textRules, files)).toEqual([]);
  const safety = words.en.safety as Record<string, string>;
  const edited = { ...words, en: { ...words.en, safety: { ...safety, title: 'Safety on board at Barishal River Port, {brandNme}' } } };
  expect(dictionaryProblems(edited, textRules, files)).toEqual([
    'lib/site/pages.ts (en): safety.title names {brandNme}, which is no fact of lib/site/facts.ts',
    'lib/site/pages.ts (en): safety.title types "at Barishal River Port" where it means {atHubTerminal}: write {atHubTerminal}',
  ]);
});

test('no exported page shows a placeholder left unfilled, in its text or its head', () => {
  for (const route of routes) {
    const html = readFileSync(pageFile(outDir, route)!, 'utf8');
    // Scripts and styles hold braces of their own; the page's words and attributes must not.
    const words = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '');
    expect(words.match(/\{[a-zA-Z]\w*\}/g), route).toBeNull();
  }
});
