import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { deferScripts, placeholderType, scriptsAfterPaint } from '../../scripts/build/post-build/after-paint';
import { compileHint, loadScripts, markCompileHints } from '../../scripts/build/post-build/compile-hints';
import {
  bengaliRuns,
  checkedWeights,
  cutFont,
  cutFontFile,
  family,
  fullFontFile,
  loadFont,
  mismatchedRuns,
  shipBengaliFont,
  weightRange,
} from '../../scripts/build/bengali-font';
import { fontProbe, fontProbeCode, probeInstalledFonts } from '../../scripts/build/post-build/font-probes';
import {
  exportedFiles,
  fontFaces,
  isJsonLd,
  localSourceList,
  pageFile,
  pageRoutes,
  readHtml,
} from '../../scripts/build/post-build/exported-html';
import { inlineHashes, sha256, siteInlineHashes } from '../../scripts/build/post-build/inline-hashes';
import { inlineStructuredData, structuredDataName } from '../../scripts/build/post-build/inline-structured-data';
import { dropRscPayloads } from '../../scripts/build/post-build/rsc-payloads';
import { writeSecurityHeaders } from '../../scripts/build/post-build/security-headers';
import { trimPayload } from '../../scripts/build/post-build/static-payload';
import { switchFontUrl } from '../../components/RootDocument';
import { outDir } from '../support/routes';

/*
 * The post-build steps (scripts/build/post-build/post-build.ts) on small pages and temporary out/ folders: what
 * they must refuse, loudly and naming the file, and pages in nested folders such as the Bangla
 * ones (out/bn.html, out/bn/privacy_policy.html). No browser; the last test reads the real out/.
 */

const nextScript = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = (head: string, body = '<p>Text</p>') => `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const exportedPage = (body = '<p>Text</p>') =>
  page(
    `<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>${nextScript('a')}${nextScript('b')}`,
    `${body}<script>self.__next_f=[]</script>`,
  );

/** Temporary out/ folders, removed after each test. */
const temps: string[] = [];
test.afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary out/ holding these files (paths relative to it). */
function makeOut(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'post-build-'));
  temps.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

const jsonLd = '{"@context":"https://schema.org","@type":"Organization","name":"Launch"}';

test.describe('scripts after first paint', () => {
  test('moves the plain script tags, drops their preloads and adds the loader before </body>', () => {
    // A ">" inside an attribute and a script tag inside a comment must not confuse it.
    const html = page(`<meta name="description" content="a > b"/><!-- ${nextScript('commented')} -->${nextScript('a')}`);
    const { html: result, moved } = deferScripts(html, 'index.html');
    expect(moved).toBe(1);
    expect(result).toContain(`<meta name="description" content="a > b"/><!-- ${nextScript('commented')} -->`);
    expect(result).toContain(`<script type="${placeholderType}" data-src="/_next/static/chunks/a.js"></script>`);
    expect(result).toMatch(/<script>\(\(\)=>\{[^<]*type:"paint"[^<]*<\/script><\/body><\/html>$/);
    const preloaded = deferScripts(exportedPage(), 'index.html').html;
    expect(preloaded).not.toContain('rel="preload"');
  });

  const refusals: [string, string, RegExp][] = [
    ['no script tags', page('<title>x</title>'), /^bn\/index\.html: no Next\.js script tags found/],
    [
      'a script with another attribute',
      page('<script src="/_next/static/chunks/a.js" async="" defer=""></script>'),
      /^bn\/index\.html: unexpected script tag <script src/,
    ],
    ['a script that is not async', page('<script src="/_next/static/chunks/a.js"></script>'), /^bn\/index\.html: unexpected script tag/],
    [
      'a script from elsewhere',
      page('<script src="https://cdn.example/a.js" async=""></script>'),
      /^bn\/index\.html: unexpected script tag/,
    ],
    [
      'a script with a body',
      page('<script src="/_next/static/chunks/a.js" async="">run()</script>'),
      /^bn\/index\.html: unexpected script tag/,
    ],
    ['no </body>', `<!DOCTYPE html><html><head>${nextScript('a')}</head><p>x</p>`, /^bn\/index\.html: no <\/body>/],
    ['a page already processed', deferScripts(exportedPage(), 'x').html, /^bn\/index\.html has already been processed/],
  ];
  for (const [what, html, message] of refusals) {
    test(`refuses ${what}, naming the file`, () => {
      expect(() => deferScripts(html, 'bn/index.html')).toThrow(message);
    });
  }

  test('rewrites pages in nested folders, and refuses a second run', () => {
    const dir = makeOut({
      'index.html': exportedPage(),
      'bn.html': exportedPage(),
      'bn/privacy_policy.html': exportedPage(),
      '404.html': exportedPage(),
    });
    expect(scriptsAfterPaint(dir)).toBe('Scripts after first paint: 8 script tags in 4 pages.');
    for (const file of ['index.html', 'bn.html', 'bn/privacy_policy.html', '404.html'])
      expect(read(dir, file), file).toContain(placeholderType);
    expect(() => scriptsAfterPaint(dir)).toThrow(/^404\.html has already been processed/);
  });

  test('a page it refuses leaves every page untouched', () => {
    const dir = makeOut({ 'index.html': exportedPage(), 'bn/timetable.html': page('<title>no scripts</title>') });
    expect(() => scriptsAfterPaint(dir)).toThrow(/^bn\/timetable\.html: no Next\.js script tags found/);
    expect(read(dir, 'index.html')).toBe(exportedPage());
  });

  test('refuses an out/ without pages', () => {
    const dir = makeOut({ 'robots.txt': '' });
    expect(() => scriptsAfterPaint(dir)).toThrow(/No HTML in .*: run next build first/);
  });
});

test.describe('compile hints', () => {
  const placeholder = (name: string) => `<script type="${placeholderType}" data-src="/_next/static/chunks/${name}.js"></script>`;
  const deferred = (...names: string[]) => page(names.map(placeholder).join(''));
  const chunk = (name: string) => `/* ${name} */(()=>{})();`;

  test('marks each script the pages ask for at load once, in nested folders too, and no other', () => {
    const dir = makeOut({
      'index.html': deferred('a', 'b'),
      'bn/privacy_policy.html': deferred('a', 'c'),
      '_next/static/chunks/a.js': chunk('a'),
      '_next/static/chunks/b.js': chunk('b'),
      '_next/static/chunks/c.js': chunk('c'),
      '_next/static/chunks/later.js': chunk('later'),
    });
    expect(loadScripts(dir)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
    expect(markCompileHints(dir)).toBe('Compile hints: 3 scripts the pages load at start marked for eager compilation.');
    for (const name of ['a', 'b', 'c'])
      expect(read(dir, `_next/static/chunks/${name}.js`)).toBe(`//# allFunctionsCalledOnLoad\n${chunk(name)}`);
    expect(read(dir, '_next/static/chunks/later.js'), 'a script no page loads at start').toBe(chunk('later'));
    expect(() => markCompileHints(dir)).toThrow(
      /^\/_next\/static\/chunks\/a\.js already starts with the compile hint: run npm run build afresh/,
    );
  });

  test('refuses a script a page names that is not there, and writes nothing', () => {
    const dir = makeOut({ 'index.html': deferred('a', 'gone'), '_next/static/chunks/a.js': chunk('a') });
    expect(() => markCompileHints(dir)).toThrow(/^\/_next\/static\/chunks\/gone\.js is asked for by a page but is not in /);
    expect(read(dir, '_next/static/chunks/a.js')).toBe(chunk('a'));
  });

  test('refuses an out/ whose pages have no placeholders', () => {
    const dir = makeOut({ 'index.html': exportedPage(), '_next/static/chunks/a.js': chunk('a') });
    expect(() => markCompileHints(dir)).toThrow(
      /No after-paint script placeholders in .*: run scripts\/build\/post-build\/after-paint\.ts first/,
    );
  });

  test('the build marked every script the pages load at start, and not the noModule polyfill', () => {
    const urls = loadScripts(outDir);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(readFileSync(join(outDir, url), 'utf8').startsWith(compileHint), url).toBe(true);
    const { elements } = readHtml(readFileSync(join(outDir, 'index.html'), 'utf8'), 'index.html');
    const polyfills = elements
      .filter((element) => element.tag === 'script' && element.attrs.has('nomodule'))
      .map((element) => element.attrs.get('src')!);
    for (const url of polyfills) expect(readFileSync(join(outDir, url), 'utf8').startsWith(compileHint), url).toBe(false);
  });
});

test.describe('JSON-LD inlining', () => {
  test('inlines out/<dir>/structured-data.json into the page of <dir>, at any depth, and deletes it', () => {
    const dir = makeOut({
      'index.html': page('<title>en</title>'),
      [structuredDataName]: jsonLd,
      'bn.html': page('<title>bn</title>'),
      [`bn/${structuredDataName}`]: jsonLd,
      'bn/timetable/index.html': page('<title>bn timetable</title>'),
      [`bn/timetable/${structuredDataName}`]: jsonLd,
      'timetable.html': page('<title>timetable</title>'),
    });
    expect(inlineStructuredData(dir)).toBe('JSON-LD inlined into bn.html, bn/timetable/index.html, index.html.');
    for (const file of ['index.html', 'bn.html', 'bn/timetable/index.html']) {
      expect(read(dir, file), file).toContain(`<script type="application/ld+json">${jsonLd}</script></head>`);
    }
    expect(read(dir, 'timetable.html')).toBe(page('<title>timetable</title>'));
    expect(exportedFiles(dir, (name) => name === structuredDataName)).toEqual([]);
    // Twice on the same out/: refused.
    expect(() => inlineStructuredData(dir)).toThrow(/already has JSON-LD .*already been processed/);
  });

  const refusals: [string, Record<string, string>, RegExp][] = [
    [
      'a structured-data.json with no page',
      { 'index.html': page(''), [structuredDataName]: jsonLd, [`safety/${structuredDataName}`]: jsonLd },
      /^safety\/structured-data\.json has no page to go into \(looked for safety\.html and safety\/index\.html\)/,
    ],
    [
      'a page with no </head>',
      { 'bn.html': '<!DOCTYPE html><html><title>x</title><body></body></html>', [`bn/${structuredDataName}`]: jsonLd },
      /^bn\.html: no <\/head>/,
    ],
    [
      'a page that already has JSON-LD',
      { 'bn.html': page(`<script type="application/ld+json">${jsonLd}</script>`), [`bn/${structuredDataName}`]: jsonLd },
      /^bn\.html already has JSON-LD/,
    ],
    [
      'an unescaped "<"',
      { 'index.html': page(''), [structuredDataName]: '{"name":"</script>"}' },
      /^structured-data\.json contains an unescaped "<"/,
    ],
    ['JSON that does not parse', { 'index.html': page(''), [structuredDataName]: '{"name":' }, /^structured-data\.json is not valid JSON/],
    ['an out/ without any', { 'index.html': page('') }, /^No structured-data\.json in .*: run next build first/],
  ];
  for (const [what, files, message] of refusals) {
    test(`refuses ${what}, naming the file, and writes nothing`, () => {
      const dir = makeOut(files);
      expect(() => inlineStructuredData(dir)).toThrow(message);
      for (const [path, content] of Object.entries(files)) expect(read(dir, path), path).toBe(content);
    });
  }
});

test.describe('inline hashes and the security headers', () => {
  test('hash what the browser runs, as the browser reads it', () => {
    // A "</script>" inside a comment-escaped script does not end it (the HTML spec's double-escaped
    // state); the JSON-LD and the after-paint placeholders are data, not code.
    const code = 'if(a<!--<script>)</script>b';
    const html = page(
      `<script>${code}</script><script type="application/ld+json">${jsonLd}</script><script type="${placeholderType}" data-src="/a.js"></script><noscript><style>.x{}</style></noscript>`,
      '<p style="color: red">x</p>',
    );
    expect(inlineHashes(html)).toEqual({ scripts: [sha256(code)], styles: [sha256('.x{}')], styleAttributes: [sha256('color: red')] });
  });

  const refusals: [string, string, RegExp][] = [
    ['an inline event handler', page('', '<img src="/a.png" alt="" onerror="run()">'), /^bn\/safety\.html: inline event handler in <img/],
    ['a javascript: URL', page('', '<a href=" javascript:run()">x</a>'), /^bn\/safety\.html: javascript: URL in <a/],
  ];
  for (const [what, html, message] of refusals) {
    test(`refuse ${what}, naming the file`, () => {
      expect(() => inlineHashes(html, 'bn/safety.html')).toThrow(message);
    });
  }

  test('cover every page, nested folders too, in the one policy', () => {
    const dir = makeOut({
      'index.html': page('<script>en()</script>'),
      'bn.html': page('<script>bn()</script>'),
      'bn/privacy_policy.html': page('<script>bnPrivacy()</script><script>en()</script>'),
    });
    const hashes = siteInlineHashes(dir);
    expect(hashes).toEqual({ pages: 3, scripts: ['bn()', 'bnPrivacy()', 'en()'].map(sha256).sort(), styles: [], styleAttributes: [] });
    writeSecurityHeaders(dir);
    for (const hash of hashes.scripts) expect(read(dir, '_headers')).toContain(`'sha256-${hash}'`);
    expect(read(dir, '_nginx/page-headers.conf')).toContain(`'sha256-${sha256('bnPrivacy()')}'`);
  });

  test('refuse an out/ without pages', () => {
    const dir = makeOut({ 'robots.txt': '' });
    expect(() => writeSecurityHeaders(dir)).toThrow(/No HTML in .*: run next build first/);
  });
});

test.describe('hydration payload trimming', () => {
  /** A payload chunk as the export writes it: whole rows, each ending in a newline. */
  const push = (rows: string[]) => `<script>self.__next_f.push(${JSON.stringify([1, rows.map((row) => `${row}\n`).join('')])})</script>`;
  /** The payload rows of a page, by id, read back from its push scripts. */
  const rowsOf = (html: string) => {
    const text = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/g)].map((match) => JSON.parse(match[1]!)[1]).join('');
    return new Map(
      text
        .split('\n')
        .filter(Boolean)
        .map((row: string) => [row.slice(0, row.indexOf(':')), row.slice(row.indexOf(':') + 1)]),
    );
  };
  const html = `<section id="a" data-static=""><p>Words</p><ul>List</ul></section>`;
  const rows = [
    '1:"$Sreact.fragment"',
    '2:I[1,[],"Island"]',
    '3:["$","section",null,{"id":"a","data-static":"","children":[["$","p",null,{"children":"Words < more"}],"$4"]}]',
    '4:["$","ul",null,{"children":"$9"}]',
    '5:["$","main",null,{"children":["$3",["$","$L2",null,{}]]}]',
    // A row only a removed row uses (a table row inside a static block's table) goes too.
    '9:["$","li",null,{"children":"List"}]',
  ];
  const head = [
    '6:"$Sreact.suspense"',
    '7:["$","div",null,{"hidden":true,"children":["$","$6",null,{"name":"Next.Metadata","children":"$L8"}]}]',
    '8:[["$","title","0",{"children":"Title"}],["$","meta","1",{"name":"description","content":"D"}]]',
  ];

  test('empties static blocks and the head tags, drops rows only they used, keeps the HTML and the islands', () => {
    const before = page('<title>Title</title>', `${html}${push(rows.slice(0, 3))}${push([...rows.slice(3), ...head])}`);
    const { html: after, blocks } = trimPayload(before, 'bn.html');
    expect(blocks).toBe(1);
    expect(after).toContain(`<title>Title</title></head><body>${html}`);
    const trimmed = rowsOf(after);
    expect(JSON.parse(trimmed.get('3')!)).toEqual([
      '$',
      'section',
      null,
      { id: 'a', 'data-static': '', dangerouslySetInnerHTML: { __html: '' } },
    ]);
    expect(trimmed.has('4')).toBe(false);
    expect(trimmed.has('9')).toBe(false);
    expect(trimmed.get('8')).toBe('null');
    expect(trimmed.get('2')).toBe('I[1,[],"Island"]');
    expect(trimmed.get('5')).toBe(rows[4]!.slice(2));
    // Two chunks still, each a script no text can end early.
    expect(after.match(/self\.__next_f\.push/g)).toHaveLength(2);
    expect(after).not.toContain('Words < more');
  });

  test("empties a static inline script's copy of its code, and leaves the script in the HTML", () => {
    const script = '<script data-static="">run(document)</script>';
    const before = page(
      '',
      `${script}${push(['1:["$","script",null,{"data-static":"","dangerouslySetInnerHTML":{"__html":"run(document)"}}]'])}`,
    );
    const { html: after, blocks } = trimPayload(before, 'bn.html');
    expect(blocks).toBe(1);
    expect(after).toContain(`<body>${script}`);
    expect(JSON.parse(rowsOf(after).get('1')!)).toEqual([
      '$',
      'script',
      null,
      { 'data-static': '', dangerouslySetInnerHTML: { __html: '' } },
    ]);
  });

  test('leaves a page without static blocks or head tags as it was', () => {
    const before = page('', push(rows.slice(0, 2)));
    expect(trimPayload(before, 'x.html')).toEqual({ html: before, blocks: 0 });
  });

  const refusals: [string, string[], RegExp][] = [
    [
      'a client component in a static block',
      ['2:I[1,[],"Island"]', '3:["$","section",null,{"id":"a","data-static":"","children":["$","$L2",null,{}]}]'],
      /^bn\.html: the static block <section id="a"> contains 2:I\[1,\[\],"Island"\], which is not plain HTML/,
    ],
    [
      'one in a row the block points at',
      ['2:I[1,[],"Island"]', '3:["$","div",null,{"data-static":"","children":"$4"}]', '4:["$","p",null,{"children":["$","$L2",null,{}]}]'],
      /^bn\.html: the static block <div> contains 2:I/,
    ],
    [
      'head tags that are not title, meta or link',
      ['6:"$Sreact.suspense"', '7:["$","$6",null,{"name":"Next.Metadata","children":"$L8"}]', '8:[["$","div",null,{}]]'],
      /^bn\.html: the head's metadata row is not a list of title, meta and link elements/,
    ],
  ];
  for (const [what, payload, message] of refusals) {
    test(`refuses ${what}`, () => {
      expect(() => trimPayload(page('', push(payload)), 'bn.html')).toThrow(message);
    });
  }

  test('a row Next cut between two chunks is made whole in the chunk it starts in, and trimmed the same', () => {
    const text = [...rows, ...head].map((row) => `${row}\n`).join('');
    // Cut inside row 3 (the static block), as Next's flush by size may.
    const cutAt = text.indexOf('"children":[["$","p"');
    const chunk = (part: string) => `<script>self.__next_f.push(${JSON.stringify([1, part])})</script>`;
    const whole = trimPayload(page('<title>Title</title>', `${html}${push([...rows, ...head])}`), 'bn.html');
    const cut = trimPayload(page('<title>Title</title>', `${html}${chunk(text.slice(0, cutAt))}${chunk(text.slice(cutAt))}`), 'bn.html');
    expect(cut.blocks).toBe(1);
    expect(rowsOf(cut.html)).toEqual(rowsOf(whole.html));
    // Each chunk left holds whole rows.
    for (const match of cut.html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/g)) {
      expect(JSON.parse(match[1]!)[1]).toMatch(/\n$/);
    }
  });

  test('refuses a payload that ends inside a row', () => {
    const cut = `<script>self.__next_f.push(${JSON.stringify([1, '3:["$","div",null,{"data-static":"",'])})</script>`;
    expect(() => trimPayload(page('', cut), 'bn.html')).toThrow(/^bn\.html: the payload does not end at a row boundary/);
  });

  test('the build left every static block in the HTML and out of the payload, and the head tags out of it', () => {
    for (const file of exportedFiles(outDir).filter((name) => !name.endsWith('404.html') && !name.includes('_not-found'))) {
      const exported = readFileSync(file, 'utf8');
      const name = file.slice(outDir.length + 1);
      const payload = [...rowsOf(exported).values()].join('\n');
      // The title is in <head> once, and nowhere in the payload.
      const title = /<title>([^<]*)<\/title>/.exec(exported)?.[1];
      expect(title, name).toBeTruthy();
      expect(payload, name).not.toContain(JSON.stringify(title).slice(1, -1));
      // Each static block still has its words in the HTML, and the payload has none of them.
      const blocks = readHtml(exported, name).elements.filter((element) => element.attrs.has('data-static'));
      expect(blocks.length, name).toBeGreaterThan(0);
      expect(payload.match(/"data-static":""/g) ?? [], name).toHaveLength(blocks.length);
      expect(payload, name).not.toMatch(/"data-static":"","children"/);
      expect(payload, name).not.toMatch(/"data-static":"","dangerouslySetInnerHTML":\{"__html":"[^"]/);
      for (const block of blocks) {
        const start = block.startTagEnd!;
        expect(
          exported
            .slice(start, start + 200)
            .replace(/<[^>]*>/g, '')
            .trim().length,
          `${name}: a static block is empty`,
        ).toBeGreaterThan(0);
      }
    }
  });
});

test('pages are found at any depth and named by their routes', () => {
  const dir = makeOut({
    'index.html': '',
    '404.html': '',
    'bn.html': '',
    'bn/privacy_policy.html': '',
    'timetable/index.html': '',
    '_next/static/x.html': '',
  });
  expect(pageRoutes(dir)).toEqual(['/', '/bn', '/bn/privacy_policy', '/timetable']);
});

test('the build left no structured-data.json in out/ and inlined the landing page JSON-LD in its <head>', () => {
  expect(existsSync(outDir), 'out/ is missing: run `npm run build` first').toBe(true);
  expect(exportedFiles(outDir, (name) => name === structuredDataName)).toEqual([]);
  const html = read(outDir, 'index.html');
  const blocks = readHtml(html, 'index.html').elements.filter(isJsonLd);
  expect(blocks).toHaveLength(1);
  expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  expect(() => JSON.parse(blocks[0]!.text)).not.toThrow();
});

test.describe('RSC payload files', () => {
  /** Every file under `dir` outside the asset folders, relative, sorted. */
  const filesIn = (dir: string) => exportedFiles(dir, () => true).map((file) => file.slice(dir.length + 1));

  test('are deleted with the folders they leave empty; robots.txt and other text files stay', () => {
    const dir = makeOut({
      'index.html': '',
      'index.txt': '',
      '__next._tree.txt': '',
      'bn.html': '',
      'bn.txt': '',
      'bn/privacy_policy.html': '',
      'bn/privacy_policy.txt': '',
      'bn/privacy_policy/__next._full.txt': '',
      'bn/privacy_policy/__next.!KGJuKQ.bn.privacy_policy.__PAGE__.txt': '',
      'timetable/segment/__next._full.txt': '',
      'robots.txt': 'User-agent: *',
      'notes/readme.txt': 'kept',
    });
    expect(dropRscPayloads(dir)).toContain('removed 7 .txt files and 3 folders');
    expect(filesIn(dir)).toEqual(['bn.html', 'bn/privacy_policy.html', 'index.html', 'notes/readme.txt', 'robots.txt']);
    expect(existsSync(join(dir, 'bn', 'privacy_policy'))).toBe(false);
    expect(existsSync(join(dir, 'timetable')), 'a folder whose only content was an emptied folder').toBe(false);
  });

  test('an export without them is refused: Next has changed how it writes them', () => {
    const dir = makeOut({ 'index.html': '', 'robots.txt': '' });
    expect(() => dropRscPayloads(dir)).toThrow(/no RSC payload/);
  });

  test('the build left none in out/, and kept robots.txt', () => {
    expect(existsSync(outDir), 'out/ is missing: run `npm run build` first').toBe(true);
    const texts = filesIn(outDir).filter((file) => /\.txt(\.(gz|br))?$/.test(file));
    expect(texts).toEqual(['robots.txt']);
  });
});

test.describe('Bengali font cut', () => {
  const full = () => readFileSync(fullFontFile);
  // থেকে passes through a glyph it does not end with: the cut must keep what shaping only traverses.
  const words = new Set(['বাংলা', 'ক্ষমা', 'টিকিট', 'থেকে']);

  test('draws the words it was cut for as the full face does at every weight, and a conjunct they never form unlike it', async () => {
    const { woff2 } = await cutFont(full(), words);
    const [whole, cut] = await Promise.all([loadFont(full()), loadFont(woff2)]);
    expect(woff2.length).toBeLessThan(full().length / 4);
    expect(checkedWeights).toEqual([400, 500, 600, 700, 800, 900]);
    expect(mismatchedRuns(whole, cut, words)).toEqual([]);
    // ষ, ট and the hasanta are all kept (ক্ষমা, টিকিট), but the conjunct ষ্ট is not: the cut draws it apart.
    expect(mismatchedRuns(whole, cut, ['ষ্ট', 'কমা'])).toEqual(['ষ্ট']);
    // Only the weights from 400 up are kept: at 300 the cut draws its own words at 400.
    expect(mismatchedRuns(whole, cut, words, [300])).toEqual([...words]);
  });

  test('keeps every letter and digit of the alphabet, for what a visitor types, whatever the words', async () => {
    const [whole, cut] = await Promise.all([loadFont(full()), cutFont(full(), new Set(['বাংলা'])).then(({ woff2 }) => loadFont(woff2))]);
    const alphabet = [...whole.codePoints].filter((codePoint) => codePoint >= 0x0980 && codePoint <= 0x09ef);
    expect(alphabet.length).toBeGreaterThan(80);
    expect(alphabet.filter((codePoint) => !cut.codePoints.has(codePoint)).map((codePoint) => codePoint.toString(16))).toEqual([]);
  });

  test('refuses a character the full face has no glyph for', async () => {
    await expect(cutFont(full(), new Set(['ক\u0984']))).rejects.toThrow(/has no glyph for U\+0984/);
  });

  test('reads Bangla runs from sources and scripts, escaped or not', () => {
    expect([...bengaliRuns('const a = "ঢাকা থেকে"; const b = "\\u09ac\\u09b0\\u09bf\\u09b6\\u09be\\u09b2।"; // Dhaka')]).toEqual([
      'ঢাকা',
      'থেকে',
      'বরিশাল।',
    ]);
  });

  /**
   * A project folder whose generated font is cut to `words` (the full face from the real
   * node_modules), and an export whose stylesheet declares it, as app/bengali-font.css does (two
   * rules, one file), and whose pages hold `pages`.
   */
  async function makeSite(pages: Record<string, string>, { fontIn = cutFontFile, styles = 'body{margin:0}' } = {}) {
    const root = makeOut({});
    symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
    const rule = (weight: string) =>
      `@font-face{font-family:${family};${weight};src:local(${family}),url(../media/bn.woff2)format("woff2")}`;
    const css = `${rule('font-weight:400')}${rule('font-weight:500 900')}`;
    const { woff2 } = await cutFont(full(), words);
    mkdirSync(dirname(join(root, cutFontFile)), { recursive: true });
    writeFileSync(join(root, cutFontFile), woff2);
    const files: Record<string, string | Buffer> = {
      '_next/static/chunks/bn.css': css,
      '_next/static/chunks/en.css': styles,
      '_next/static/media/bn.woff2': readFileSync(join(root, fontIn)),
      ...pages,
    };
    const out = makeOut({});
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(out, path)), { recursive: true });
      writeFileSync(join(out, path), content);
    }
    return { root, out };
  }
  const sheet = (name: string) => `<link rel="stylesheet" href="/_next/static/chunks/${name}.css"/>`;
  const bnPage = (body: string) =>
    `<!DOCTYPE html><html lang="bn"><head>${sheet('en')}${sheet('bn')}<title>t</title></head><body>${body}</body></html>`;

  test('checks the export and preloads the face on the pages whose stylesheets declare it, once', async () => {
    const { root, out } = await makeSite({
      'bn.html': bnPage('<p>বাংলা টিকিট</p>'),
      'bn/thank.html': bnPage('<p>ক্ষমা</p>'),
      'index.html': page(sheet('en')),
    });
    expect(await shipBengaliFont(out, root)).toMatch(
      /drawn as by the full face at weights 400, 500, 600, 700, 800, 900; preloaded on 2 pages/,
    );
    for (const file of ['bn.html', 'bn/thank.html']) {
      expect(read(out, file)).toContain(
        `${sheet('bn')}<link rel="preload" href="/_next/static/media/bn.woff2" as="font" type="font/woff2" crossorigin=""/><title>`,
      );
    }
    expect(read(out, 'index.html')).toBe(page(sheet('en')));
    await expect(shipBengaliFont(out, root)).rejects.toThrow(/^bn\.html already preloads the Bengali font/);
  });

  test('refuses an export with a word the cut draws unlike the full face, naming it', async () => {
    const { root, out } = await makeSite({ 'bn.html': bnPage('<p>বাংলা</p>'), '_next/static/chunks/app.js': 'x("ষ্ট")' });
    await expect(shipBengaliFont(out, root)).rejects.toThrow(/draws 1 Bengali words of .* unlike the full face: ষ্ট\./);
    expect(read(out, 'bn.html')).not.toContain('rel="preload"');
  });

  test('refuses a stylesheet that names another font than the cut', async () => {
    const { root, out } = await makeSite({ 'bn.html': bnPage('<p>বাংলা</p>') }, { fontIn: fullFontFile });
    await expect(shipBengaliFont(out, root)).rejects.toThrow(
      /must all name the cut \(\.generated\/fonts\/noto-sans-bengali\.woff2\) and nothing else; they name \/_next\/static\/media\/bn\.woff2\./,
    );
  });

  test('refuses a stylesheet weight the cut does not keep', async () => {
    const { root, out } = await makeSite(
      { 'bn.html': bnPage('<p>বাংলা</p>') },
      { styles: '.font-light{font-weight:300}.font-bold{font-weight:700}' },
    );
    expect(weightRange).toEqual([400, 900]);
    await expect(shipBengaliFont(out, root)).rejects.toThrow(
      /set font-weight 300, which the cut of Noto Sans Bengali does not keep \(weights 400 to 900\)/,
    );
  });

  test('the build preloaded the cut face on every Bangla page and the 404 page, and the switch face on every English page and the 404 page, each through a probe', () => {
    const fontsOf = (file: string) => {
      const { elements } = readHtml(read(outDir, file), file);
      const firstSheet = elements.findIndex((element) => element.tag === 'link' && element.attrs.get('rel') === 'stylesheet');
      const probes = elements.flatMap((element, index) =>
        element.tag === 'script' && element.attrs.has('data-font')
          ? [
              {
                font: element.attrs.get('data-font'),
                local: element.attrs.get('data-local'),
                code: element.text,
                beforeSheets: index < firstSheet,
              },
            ]
          : [],
      );
      const preloaded = elements.filter(
        (element) => element.tag === 'link' && element.attrs.get('as') === 'font' && element.attrs.get('rel') === 'preload',
      );
      return { probes, preloaded };
    };
    /** The local() sources of each @font-face rule of a source stylesheet for a family, as the probe lists them. */
    const localOf = (css: string, familyName: string) =>
      fontFaces(css, '/')
        .filter(({ body }) => body.includes(`font-family: '${familyName}'`))
        .map(({ localNames }) => localSourceList(localNames))
        .join('|');
    const globals = readFileSync('app/globals.css', 'utf8');
    // The switch's face, as the stylesheet every page links declares it.
    const switchFace = /font-family:\s*'Bangla Switch'[^}]*url\('([^']+)'\)/.exec(globals)?.[1];
    expect(switchFace).toBe(switchFontUrl);
    const switchProbe = { font: switchFontUrl, local: localOf(globals, 'Bangla Switch'), code: fontProbeCode, beforeSheets: true };
    // The Bengali cut: its regular rule's sources and its medium-to-black rule's.
    const cutProbe = {
      font: expect.stringMatching(/^\/_next\/static\/media\/noto-sans-bengali\.[^/]+\.woff2$/),
      local: localOf(readFileSync('app/bengali-font.css', 'utf8'), family),
      code: fontProbeCode,
      beforeSheets: true,
    };
    expect(switchProbe.local).toBe("local('Noto Sans Bengali Bold'), local('NotoSansBengali-Bold')");
    expect(cutProbe.local).toBe(
      `local('${family}'), local('NotoSansBengali-Regular')|local('${family} Bold'), local('NotoSansBengali-Bold')`,
    );
    for (const route of pageRoutes(outDir)) {
      const file = pageFile(outDir, route)!.slice(outDir.length + 1);
      const { probes, preloaded } = fontsOf(file);
      expect(probes, file).toEqual([route === '/bn' || route.startsWith('/bn/') ? cutProbe : switchProbe]);
      expect(preloaded, file).toEqual([]);
    }
    // The 404 page speaks both languages: it uses the Bengali face, and its English header's switch
    // draws "বাংলা" with the switch's face first, as on every English page.
    expect(fontsOf('404.html').probes).toEqual([switchProbe, cutProbe]);
  });
});

test.describe('font probes', () => {
  const sheet = '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>';
  const preload = (href: string) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin=""/>`;
  const css = [
    // Two rules name one file: the probe asks for the sources of both.
    '@font-face{font-family:Face;font-weight:500 900;src:local(Face Bold),url(../media/face.woff2)format("woff2")}',
    '@font-face{font-family:Face;font-weight:400;src:local(\'Face\'),local("Face-Regular"),url(../media/face.woff2)format("woff2")}',
    // No local() source: every device downloads it, so its preload stays.
    '@font-face{font-family:Web;src:url(/fonts/web.woff2)format("woff2")}',
  ].join('');

  /** A hydration payload chunk with these rows, as Next writes it. */
  const payload = (...rows: string[]) =>
    `<script>self.__next_f.push(${JSON.stringify([1, rows.map((row) => `${row}\n`).join('')])})</script>`;
  const faceHint = ':HL["/_next/static/media/face.woff2","font",{"crossOrigin":"","type":"font/woff2"}]';
  const otherHints = [
    ':HL["/fonts/web.woff2","font",{"crossOrigin":""}]',
    ':HL["/icon.svg","image"]',
    '0:["$","p",null,{"children":"Text"}]',
  ];

  test('replaces each preload of a font a device may have by a probe before the stylesheets, drops its hint from the payload, and refuses a second run', () => {
    const out = makeOut({
      '_next/static/chunks/a.css': css,
      // The second chunk holds nothing but the hint: it goes whole.
      'index.html': page(
        `<meta charset="utf-8"/>${sheet}${preload('/_next/static/media/face.woff2')}${preload('/fonts/web.woff2')}<title>t</title>`,
        `<p>Text</p>${payload(faceHint, ...otherHints)}${payload(faceHint)}`,
      ),
      'plain.html': page(`${sheet}<title>t</title>`),
    });
    expect(probeInstalledFonts(out)).toBe(
      'Font probes: /_next/static/media/face.woff2 on 1 pages (asked for only where the device has no face of its own).',
    );
    const probe = `<script data-font="/_next/static/media/face.woff2" data-local="local('Face Bold')|local('Face'), local('Face-Regular')">${fontProbeCode}</script>`;
    expect(fontProbe('/_next/static/media/face.woff2', ["local('Face Bold')", "local('Face'), local('Face-Regular')"])).toBe(probe);
    // Written as HTML attribute text.
    expect(fontProbe('/f.woff2?a=1&b="2"', ["local('F')"])).toContain('data-font="/f.woff2?a=1&amp;b=&quot;2&quot;"');
    // React would add the preload back from its hint when it hydrates: only that hint goes.
    expect(read(out, 'index.html')).toBe(
      page(`<meta charset="utf-8"/>${probe}${sheet}${preload('/fonts/web.woff2')}<title>t</title>`, `<p>Text</p>${payload(...otherHints)}`),
    );
    expect(read(out, 'plain.html')).toBe(page(`${sheet}<title>t</title>`));
    expect(() => probeInstalledFonts(out)).toThrow(/^index\.html already has a font probe/);
  });

  test('refuses a font name the probe cannot carry in an HTML attribute', () => {
    const out = makeOut({
      '_next/static/chunks/a.css': css.replace("local('Face')", "local('Face<Regular>')"),
      'index.html': page(`${sheet}${preload('/_next/static/media/face.woff2')}`),
    });
    expect(() => probeInstalledFonts(out)).toThrow(/local\(Face<Regular>\) in an @font-face rule for \/_next\/static\/media\/face\.woff2/);
    expect(read(out, 'index.html')).toContain(preload('/_next/static/media/face.woff2'));
  });
});
