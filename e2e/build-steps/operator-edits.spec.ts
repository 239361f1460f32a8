import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { applyEdits, modify } from 'jsonc-parser';
import { format, resolveConfig } from 'prettier';
import { unzipSync, strFromU8 } from 'fflate';
import { checkByteBudget, networkSize, type NetworkSize } from '../../bench/budgets';
import { pageWeight } from '../../bench/weights';
import { checkGtfs, formatNotices } from '../../scripts/gtfs-check';
import { isPlaceholder } from '../../scripts/build/write-gtfs';
import { pageFile, pageRoutes } from '../../scripts/build/post-build/exported-html';
import { serveStatic, type StaticServer } from '../support/static-server';

/*
 * The operator's recipes, followed to the letter on one copy of the project and built once (a
 * whole `npm run build`, the costliest step of the suite: about seven minutes here beside the
 * other workers, so one build serves both recipes; no browser but for the map):
 * - README.md's "Add a page": the new page must come out in both languages and pass the gates a
 *   registry entry is meant to bring with it (sitemap and hreflang, the footer link, its byte
 *   budget, valid HTML), with nothing else edited;
 * - content/timetable/README.md's "Add a stop", "Add a launch" and "Add a route", with nothing but
 *   content/timetable/timetable.json edited: a route Dhaka – Patuakhali with a new stop, two new
 *   launches taking its sailings night about, and a sailing each way. The build (which runs
 *   `npm run check`) must pass, and the new route must reach what is made from the timetable (the
 *   status's schema, the GTFS feed, the landing's description), keep every page within its byte
 *   budget (which grows with the timetable) and have its stop and name inside the route map in
 *   both languages.
 * The copy lives inside the project (.generated/) and links the project's node_modules.
 */
const root = resolve(__dirname, '..', '..');
const copy = join(root, '.generated', 'operator-edits');
const out = join(copy, 'out');
const copied = [
  'app',
  'components',
  'lib',
  'content',
  'public',
  'scripts',
  'deploy',
  // e2e/support/ imports the desk's code, and `npm run check` type-checks every file it holds.
  'desk',
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

// "Add a page"
/** "Add a page", step 1: the entry, as the other entries of lib/site/pages.ts are written. */
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

/** "Add a page", step 2: the page, one component taking \`locale\`, in PageShell. */
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

/** "Add a page", step 3: the two route files. */
const routeFile = (locale: 'en' | 'bn') => `import { FaresPage } from '@/components/pages/FaresPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('${locale}', 'fares');

export default function Page() {
  return <FaresPage locale="${locale}" />;
}
`;

/** "Add a page", steps 1 to 3, on the copy. */
function addPage() {
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
}

// "Add a stop", "Add a launch", "Add a route"
const timetableFile = join(copy, 'content', 'timetable', 'timetable.json');

type Data = {
  stops: { id: string; position: { lat: number; lon: number } }[];
  vessels: unknown[];
  routes: { id: string; stops: string[]; path: [number, number][]; sailings: { id: string }[] }[];
};

/** "Add a stop", step 1: the ghat, its names in both languages and its position. */
const stop = {
  id: 'patuakhali',
  town: { en: 'Patuakhali', bn: 'পটুয়াখালী' },
  terminal: { en: 'Patuakhali Launch Ghat', bn: 'পটুয়াখালী লঞ্চঘাট' },
  position: { lat: 22.35, lon: 90.33 },
};

/** "Add a launch", step 1: two launches, each with its classes. */
const vessels = [
  {
    id: 'kuakata',
    name: { en: 'MV Nodipoth Kuakata', bn: 'এমভি নদীপথ কুয়াকাটা' },
    classes: ['deck', 'chair', 'single', 'double'],
  },
  {
    id: 'payra',
    name: { en: 'MV Nodipoth Payra', bn: 'এমভি নদীপথ পায়রা' },
    classes: ['deck', 'chair', 'single', 'double'],
  },
];

/**
 * "Add a route", step 2: its stops, distance, path (a route it shares the way with, on to the new
 * stop) and sailings, the two launches taking each one night about (step 2 of "Add a launch").
 */
function route(data: Data) {
  const [lat, lon] = [stop.position.lat, stop.position.lon];
  const barishal = data.stops.find((s) => s.id === 'barishal')!.position;
  const shared = data.routes.find((r) => r.stops[0] === 'dhaka' && r.stops.at(-1) === 'barishal')!.path;
  const fares = { deck: 550, chair: 900, single: 1400, double: 2500 };
  return {
    id: 'dhaka-patuakhali',
    stops: ['dhaka', 'patuakhali'],
    note: 'About 200 km of river. Deck by the formula: 100 × 3 + 100 × 2.60 = Tk 560; Tk 550 charged.',
    distanceKm: 200,
    path: [...shared, [barishal.lat - 0.1, barishal.lon - 0.02], [lat + 0.1, lon + 0.01], [lat, lon]],
    sailings: [
      {
        id: 'dhk-ptk-1830',
        direction: 'outbound',
        vessel: 'kuakata',
        alternatesWith: 'payra',
        days: 'daily',
        calls: [
          { stop: 'dhaka', depart: '18:30' },
          { stop: 'patuakhali', arrive: '06:00' },
        ],
        fares,
      },
      {
        id: 'ptk-dhk-1730',
        direction: 'return',
        vessel: 'payra',
        alternatesWith: 'kuakata',
        days: 'daily',
        calls: [
          { stop: 'patuakhali', depart: '17:30' },
          { stop: 'dhaka', arrive: '05:00' },
        ],
        fares,
      },
    ],
  };
}

let before: NetworkSize;
let after: NetworkSize;

/**
 * The three timetable recipes on the copy: each entry pasted at the end of its list, the rest of
 * the file as it was, then saved as the operator's editor saves it (formatted as `npm run lint`
 * wants it).
 */
async function addRoute() {
  let text = readFileSync(timetableFile, 'utf8');
  const data = JSON.parse(text) as Data;
  before = networkSize(data);
  const added: [string, unknown][] = [
    ['stops', stop],
    ...vessels.map((vessel) => ['vessels', vessel] as [string, unknown]),
    ['routes', route(data)],
  ];
  for (const [list, entry] of added) {
    text = applyEdits(
      text,
      modify(text, [list, -1], entry, { isArrayInsertion: true, formattingOptions: { insertSpaces: true, tabSize: 2 } }),
    );
  }
  after = networkSize(JSON.parse(text) as Data);
  const options = (await resolveConfig(timetableFile)) ?? {};
  writeFileSync(timetableFile, await format(text, { ...options, filepath: timetableFile }));
}

let build: { status: number | null; log: string };

test.describe('the operator’s recipes, followed on a copy of the project', () => {
  // One worker for both tests, so one build; the second still runs when the first fails.
  test.describe.configure({ mode: 'default', timeout: 1_200_000 });
  test.beforeAll(async () => {
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    for (const path of [...copied, ...files]) cpSync(join(root, path), join(copy, path), { recursive: true });
    // The build's scripts read packages' files by their path from the project folder.
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    // The copy starts without the schema `npm run check` writes, as a fresh clone does.
    rmSync(join(copy, 'content', 'status.schema.json'), { force: true });
    addPage();
    await addRoute();
    const run = spawnSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    build = { status: run.status, log: `${run.stdout}\n${run.stderr}` };
  });
  test.afterAll(() => rmSync(copy, { recursive: true, force: true }));

  test('"Add a page", step 4: npm run check and the build pass, and the page passes the gates in both languages', () => {
    expect(build.status, build.log.slice(-4000)).toBe(0);
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
      for (const check of checkByteBudget(route, pageWeight(out, file!), undefined, after))
        expect(check.ok, `${route} ${check.message}`).toBe(true);
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

  test('a route, stop and launches added: the build passes and everything made from the timetable follows', async ({ page }) => {
    expect(build.status, build.log.slice(-4000)).toBe(0);
    expect(after.routes).toBe(before.routes + 1);
    // The check counted the new route and its sailings.
    expect(build.log).toContain(`the timetable (${after.routes} routes, ${after.sailings} sailings)`);
    // The status's schema, written by the check, takes the new route's and sailings' ids.
    const schema = readFileSync(join(copy, 'content', 'status.schema.json'), 'utf8');
    for (const id of ['dhaka-patuakhali', 'dhk-ptk-1830', 'ptk-dhk-1730']) expect(schema).toContain(`"${id}"`);

    // The GTFS feed has the route, its trips and its shape, and passes the feed check.
    const feed = Object.fromEntries(
      Object.entries(unzipSync(readFileSync(join(out, 'gtfs.zip')))).map(([name, bytes]) => [name, strFromU8(bytes)]),
    );
    expect(feed['routes.txt']).toContain('dhaka-patuakhali');
    expect(feed['trips.txt']).toContain('dhk-ptk-1830');
    expect(feed['stops.txt']).toContain('patuakhali');
    const errors = checkGtfs(feed).filter((notice) => notice.severity === 'ERROR' && !isPlaceholder(notice));
    expect(formatNotices(errors)).toBe('');

    // The landing page's description names the new town, in each language.
    expect(readFileSync(pageFile(out, '/')!, 'utf8')).toMatch(/<meta name="description" content="[^"]*Patuakhali/);
    expect(readFileSync(pageFile(out, '/bn')!, 'utf8')).toMatch(/<meta name="description" content="[^"]*পটুয়াখালী/);

    // Every page within its byte budget, for the timetable it carries.
    for (const route of pageRoutes(out)) {
      for (const check of checkByteBudget(route, pageWeight(out, pageFile(out, route)!), undefined, after)) {
        expect.soft(check.ok, `${route} ${check.message}`).toBe(true);
      }
    }

    // The new stop, every other and their names inside the route map, above the sea, in both languages.
    let server: StaticServer | undefined;
    try {
      const port = Number(process.env.TEST_PORT || 4173) + 17;
      server = await serveStatic(out, { port, lastPort: port + 20 });
      for (const path of ['/timetable', '/bn/timetable']) {
        await page.goto(`${server.origin}${path}`);
        const outside = await page.locator('.tt-map svg').evaluate((svg: SVGSVGElement) => {
          const box = svg.viewBox.baseVal;
          const sea = svg.querySelector<SVGRectElement>('.tt-sea')!.y.baseVal.value;
          return [...svg.querySelectorAll<SVGGraphicsElement>('.tt-towns circle, .tt-towns text')].flatMap((element) => {
            const b = element.getBBox();
            const inside = b.x >= box.x && b.x + b.width <= box.x + box.width && b.y >= box.y && b.y + b.height <= sea;
            return inside
              ? []
              : [
                  `${element.tagName} "${element.textContent}" at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`,
                ];
          });
        });
        expect(outside, `${path}: outside the map's land`).toEqual([]);
        await expect(page.locator('.tt-towns text', { hasText: path === '/timetable' ? stop.town.en : stop.town.bn })).toHaveCount(1);
      }
    } finally {
      await server?.close();
    }
  });
});
