import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { checkByteBudget } from '../../bench/budgets';
import { pageWeight } from '../../bench/weights';
import { pageFile } from '../../scripts/build/post-build/exported-html';

/*
 * README.md's "Add a page", followed to the letter on a copy of the project, then built: the new
 * page must come out in both languages and pass the gates that a registry entry is meant to bring
 * with it (sitemap and hreflang, the footer link, its byte budget, valid HTML), with nothing else
 * edited. The copy lives inside the project (.generated/) and links the project's node_modules. One
 * build, the whole of `npm run build` (about six and a half minutes here beside another build); no browser.
 */
const root = resolve(__dirname, '..', '..');
const copy = join(root, '.generated', 'add-page');
const copied = [
  'app',
  'components',
  'lib',
  'content',
  'public',
  'scripts',
  'deploy',
  'e2e/support',
  'bench/budgets.ts',
  'bench/weights.ts',
];
const files = [
  'package.json',
  'next.config.mjs',
  'tsconfig.json',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'serve.json',
  'playwright.config.ts',
];

/** Step 1: the entry, as the other entries of lib/site/pages.ts are written. */
const entry = `  fares: {
    path: '/fares',
    title: { en: 'Fares by class', bn: 'শ্রেণি অনুযায়ী ভাড়া' },
    description: {
      en: 'What a deck seat, a chair and a cabin cost on our launches.',
      bn: 'আমাদের লঞ্চে ডেক, চেয়ার আর কেবিনের ভাড়া কত।',
    },
    search: { indexed: true, changeFrequency: 'monthly', priority: 0.5 },
    links: { footer: 'explore', label: { en: 'Fares', bn: 'ভাড়া' } },
  },
`;

/** Step 2: the page, one component taking \`locale\`, in PageShell. */
const component = `import { PageShell } from '@/components/PageShell';
import type { Locale } from '@/lib/i18n/locales';
import { pageWords } from '@/lib/words/page-words';
import { pages } from '@/lib/site/pages';

export function FaresPage({ locale }: { locale: Locale }) {
  const words = pageWords(locale, 'fares');
  return (
    <PageShell locale={locale} path={pages.fares.path}>
      <div className="container-page py-14">
        <h1>{words.title}</h1>
        <p>{words.description}</p>
      </div>
    </PageShell>
  );
}
`;

/** Step 3: the two route files. */
const routeFile = (locale: 'en' | 'bn') => `import { FaresPage } from '@/components/pages/FaresPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('${locale}', 'fares');

export default function Page() {
  return <FaresPage locale="${locale}" />;
}
`;

test.describe('a page added by README.md’s "Add a page"', () => {
  // One build: the same whole build as add-route.spec.ts's, so the same time; 7 minutes was less
  // than it takes beside the suite's other workers.
  test.describe.configure({ timeout: 1_200_000 });
  test.beforeAll(() => {
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    for (const path of [...copied, ...files]) cpSync(join(root, path), join(copy, path), { recursive: true });
    // The build's scripts read packages' files by their path from the project folder.
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

    const registry = join(copy, 'lib', 'site', 'pages.ts');
    const source = readFileSync(registry, 'utf8');
    const end = '} as const satisfies Record<string, PageEntry>;';
    expect(source, 'lib/site/pages.ts ends its entries as the test expects').toContain(end);
    writeFileSync(registry, source.replace(end, `${entry}${end}`));
    writeFileSync(join(copy, 'components', 'pages', 'FaresPage.tsx'), component);
    for (const [locale, folder] of [
      ['en', join(copy, 'app', '(en)', 'fares')],
      ['bn', join(copy, 'app', '(bn)', 'bn', 'fares')],
    ] as const) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'page.tsx'), routeFile(locale));
    }
  });
  test.afterAll(() => rmSync(copy, { recursive: true, force: true }));

  test('step 4: npm run check and the build pass, and the page passes the gates in both languages', () => {
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-4000)).toBe(0);
    const out = join(copy, 'out');

    for (const [route, title] of [
      ['/fares', 'Fares by class'],
      ['/bn/fares', 'শ্রেণি অনুযায়ী ভাড়া'],
    ] as const) {
      const file = pageFile(out, route);
      expect(file && existsSync(file), `${route} was exported`).toBeTruthy();
      const html = readFileSync(file!, 'utf8');
      expect(html).toContain(`<title>${title} | Nodipoth Launch</title>`);
      expect(html).toContain('hrefLang="bn"');
      // Its byte budget, the text pages' one.
      for (const check of checkByteBudget(route, pageWeight(out, file!))) expect(check.ok, `${route} ${check.message}`).toBe(true);
    }

    // The sitemap lists both, each with its twin.
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(/<loc>[^<]*\/fares<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/bn\/fares<\/loc>/);
    // The footer of every page links to it in the page's language.
    expect(readFileSync(pageFile(out, '/')!, 'utf8')).toMatch(/<a [^>]*href="\/fares"[^>]*>Fares<\/a>/);
    expect(readFileSync(pageFile(out, '/bn/safety')!, 'utf8')).toMatch(/<a [^>]*href="\/bn\/fares"[^>]*>ভাড়া<\/a>/);

    // Valid HTML, by the same validator as every other page.
    const vnu = join(root, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
    execFileSync('java', ['-jar', vnu, '--errors-only', pageFile(out, '/fares')!, pageFile(out, '/bn/fares')!], { stdio: 'pipe' });
  });
});
