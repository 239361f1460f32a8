// `npm run bench`: Lighthouse (mobile, simulated throttling, its defaults) on every route of the
// exported site and on the bare reference page in bench/fixture, interleaved in the same run, so
// the ratios between them hold even when the machine is busy. Prints medians, the gzipped
// JavaScript each page loads, the landing page's ratios to the reference, and the budgets from
// bench/budgets.ts; writes every run to bench/results/latest.json.
//
//   npm run bench                   5 runs per page, builds out/ and the fixture when missing
//   npm run bench -- --runs 3       fewer runs
//   npm run bench -- --rebuild      rebuild out/ and the fixture first
//   npm run bench -- --routes /,/thank
//   npm run bench -- --runs 0       bytes only (no Lighthouse), e.g. to refresh referenceJs
//   npm run bench -- --out DIR      serve and measure DIR (another build) instead of out/; never builds
//   npm run bench -- --controls-only
//                                   only the controls' dead windows (bench/controls.ts),
//                                   written to bench/results/controls-latest.json
//   npm run bench -- --compare DIR  also measure the same routes (and controls) of DIR, another
//                                   build, interleaved with the main site's in the same run, and
//                                   print the two side by side (stored under `compare`)
//   npm run bench -- --dark         every Lighthouse run with the dark scheme set, as on a phone set to dark
//
// After Lighthouse, bench/controls.ts loads /, /bn and /timetable as a slow phone does
// and taps the first screen's controls from the moment they are drawn until they work.
//
// Nothing leaves the machine: both sites are served from 127.0.0.1, Chromium runs with the
// test suite's offline flags, and Lighthouse never asks CrUX or PageSpeed Insights. The server is
// the tests' (e2e/support/static-server.ts: serve's rules from serve.json), with gzip at the level
// bench/weights.ts counts.
//
// Run by tsx as CommonJS (package.json has no "type": "module"): hence main() below, and __dirname.
// Lighthouse and bench/controls.ts are loaded with import(), by Node's own ESM loader: a static
// import would make tsx compile them as it requires them, and esbuild's keepNames then wraps inner
// functions in __name(), which does not exist in the browser that Lighthouse and the controls' part
// send their functions to ("ReferenceError: __name is not defined" from Lighthouse's first run).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import type { Result as LighthouseResult } from 'lighthouse';
import { budgetFor, checkByteBudget, precacheLimit, referenceJs, timingBudgets } from './budgets';
import { chromiumArgs, ensureChromium } from '../e2e/support/chromium';
import { serveStatic, type StaticServer } from '../e2e/support/static-server';
import { GZIP_LEVEL, gzipSize, kb, pageWeight, type PageWeight } from './weights';
import { pageFile, pageRoutes, readHtml } from '../scripts/build/post-build/exported-html';
import { buildReferencePage, referenceOut as fixtureOut } from './reference-page';
import { installedBengaliFont } from '../e2e/support/installed-font';
import { precacheEntries } from '../scripts/build/post-build/service-worker';

const root = resolve(__dirname, '..');
const resultsFile = join(root, 'bench', 'results', 'latest.json');
const controlsFile = join(root, 'bench', 'results', 'controls-latest.json');
/** The benchmark's ports: the first free one from --port up to this. */
const LAST_PORT = 4399;

/** A served folder as the controls' part names it: its label in the output and its address. */
interface Site {
  label: string;
  origin: string;
}
/** One site's controls figures, as bench/controls.ts returns them (printed and written out by it). */
type ControlsResult = Awaited<ReturnType<(typeof import('./controls'))['measureControls']>>[number];
type Lighthouse = (typeof import('lighthouse'))['default'];

/** Where a page is served from: the main folder, the reference page, or the --compare folder. */
type SiteName = 'site' | 'fixture' | 'compare';
/** A page Lighthouse measures. */
interface Target {
  name: string;
  site: SiteName;
  route: string;
  /** Its first-load bytes, for the pages weighed (the reference page and the main site's). */
  weight?: PageWeight;
  /** Measured on a Chromium with Noto Sans Bengali installed. */
  installedFont?: boolean;
}
type Weighed = Target & { weight: PageWeight };

/** The figures the table shows, from one Lighthouse report. */
interface Figures {
  performance: number | null | undefined;
  accessibility: number | null | undefined;
  bestPractices: number | null | undefined;
  seo: number | null | undefined;
  seoWithoutCrawlable: number | undefined;
  fcp: number | undefined;
  lcp: number | undefined;
  tbt: number | undefined;
  cls: number | undefined;
  speedIndex: number | undefined;
  requests: number;
  transfer: number;
  htmlBytes: number;
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  imageBytes: number;
  lcpElement: string | undefined;
  failing: string[];
}
const keys = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'seoWithoutCrawlable',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'speedIndex',
  'requests',
  'transfer',
  'htmlBytes',
  'jsBytes',
  'cssBytes',
  'fontBytes',
  'imageBytes',
] as const;
/** The medians of the numeric figures (undefined where no run gave a number). */
type Medians = Record<(typeof keys)[number], number | undefined>;

/** A table's columns: label and width. */
type Column = readonly [label: string, width: number];
type Cell = string | number | undefined;

const pad = (value: Cell, width: number) => String(value).padStart(width);
const padEnd = (value: Cell, width: number) => String(value).padEnd(width);

const median = (values: (number | null | undefined)[]): number | undefined => {
  const sorted = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * `dir` served as the tests serve an export (serve's rules, from serve.json) with gzip at
 * GZIP_LEVEL, on the first free port from `first` to LAST_PORT (the benchmark's range).
 */
function serveOnFreePort(dir: string, first: number): Promise<StaticServer> {
  return serveStatic(dir, { port: first, lastPort: LAST_PORT, gzipLevel: GZIP_LEVEL });
}

// ---------------------------------------------------------------------------------------------
// Build

// The site is built by `npm run build`, the same command as for a deployment: `next build`
// alone would skip the post-build steps (scripts after first paint, JSON-LD, headers), and the
// benchmark would measure pages nobody deploys.
function buildSite() {
  console.log('Building the site (npm run build)...');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status}).`);
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

// chrome-launcher's own flags, except that it switches RenderDocument off (its --disable-features
// list, added for Lighthouse's CI), while Chromium ships with it on, as Puppeteer now leaves it. With
// it off, this Chromium painted and committed a page's first frame on time but drew it 1 or 2 s
// late in about half the loads of both languages (1,217 ms instead of 265 in one trace: every
// compositor frame dropped after the tree activated), and Lighthouse then counted the scripts
// that load after that frame into its LCP estimate. Passenger phones run Chrome's default.
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) => {
  const [name, list = ''] = flag.split('=');
  if (name !== '--disable-features') return flag;
  return `${name}=${list
    .split(',')
    .filter((feature) => feature !== 'RenderDocument')
    .join(',')}`;
});
// The one flag chrome-launcher adds on Linux beside its list, dropped with it by ignoreDefaultFlags.
if (process.platform === 'linux') launcherFlags.push('--disable-setuid-sandbox');

/** Chromium flags added to every Lighthouse run: `--dark` sets the phone's dark setting (issue 48). */
const schemeFlags: string[] = [];

async function measure(
  lighthouse: Lighthouse,
  chromePath: string,
  url: string,
  envVars: Record<string, string | undefined> = process.env,
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: [...launcherFlags, ...chromiumArgs, ...schemeFlags, '--headless=new'],
    envVars,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** A category's score computed as Lighthouse does (weighted mean of scored audits), leaving one audit out. */
function scoreWithout(category: LighthouseResult.Category | undefined, audits: LighthouseResult['audits'], left: string) {
  const scoreOf = (id: string) => audits[id]?.score;
  const refs = (category?.auditRefs ?? []).filter((ref) => ref.id !== left && ref.weight > 0 && typeof scoreOf(ref.id) === 'number');
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return weight ? refs.reduce((sum, ref) => sum + ref.weight * (scoreOf(ref.id) ?? 0), 0) / weight : undefined;
}

/** The rows of an audit's table (its details' items), as plain records. */
function auditItems(lhr: LighthouseResult, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details;
  return details && 'items' in details && Array.isArray(details.items) ? (details.items as Record<string, unknown>[]) : [];
}

/** The figures the table shows, from one Lighthouse report. */
function summarise(lhr: LighthouseResult): Figures {
  const audit = (id: string) => lhr.audits[id];
  const summary = Object.fromEntries(auditItems(lhr, 'resource-summary').map((item) => [String(item.resourceType), item]));
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  const bytes = (type: string) => count(summary[type]?.transferSize);
  const lcpElement = auditItems(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'node');
  return {
    performance: lhr.categories.performance?.score,
    accessibility: lhr.categories.accessibility?.score,
    bestPractices: lhr.categories['best-practices']?.score,
    seo: lhr.categories.seo?.score,
    seoWithoutCrawlable: scoreWithout(lhr.categories.seo, lhr.audits, 'is-crawlable'),
    fcp: audit('first-contentful-paint')?.numericValue,
    lcp: audit('largest-contentful-paint')?.numericValue,
    tbt: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    speedIndex: audit('speed-index')?.numericValue,
    requests: count(summary.total?.requestCount),
    transfer: bytes('total'),
    htmlBytes: bytes('document'),
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
    fontBytes: bytes('font'),
    imageBytes: bytes('image'),
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ''} ${lcpElement.snippet ?? ''}`.slice(0, 160) : undefined,
    failing: Object.values(lhr.audits)
      .filter(
        (entry) =>
          entry.score !== null &&
          entry.score < 1 &&
          entry.scoreDisplayMode !== 'informative' &&
          entry.scoreDisplayMode !== 'notApplicable' &&
          entry.scoreDisplayMode !== 'manual',
      )
      .map((entry) => entry.id),
  };
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      rebuild: { type: 'boolean', default: false },
      routes: { type: 'string' },
      port: { type: 'string', default: '4304' },
      // Another export to measure (a build kept from before a change, say), served as out/ is.
      out: { type: 'string' },
      'controls-only': { type: 'boolean', default: false },
      // A second build measured beside the first (a variant without one build step, say).
      compare: { type: 'string' },
      // Every page in the dark scheme (prefers-color-scheme: dark), as a phone set to dark shows it.
      dark: { type: 'boolean', default: false },
    },
  });
  if (options.dark) schemeFlags.push('--blink-settings=preferredColorScheme=0');
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 0) throw new Error(`--runs must be a whole number, got ${options.runs}`);
  const outDir = options.out ? resolve(options.out) : join(root, 'out');
  /** How a served folder is named in the output: relative to the project when inside it, else in full. */
  const folderLabel = (dir: string) => (dir === join(root, 'out') ? 'out/' : dir.startsWith(root + sep) ? relative(root, dir) : dir);
  const outLabel = folderLabel(outDir);
  if (options.out && options.rebuild) throw new Error('--rebuild builds out/; it cannot build the folder given by --out.');
  if (options.out && !existsSync(join(outDir, 'index.html')))
    throw new Error(`--out ${options.out}: no index.html there (a static export is expected).`);
  const compareDir = options.compare ? resolve(options.compare) : undefined;
  const compareLabel = compareDir && folderLabel(compareDir);
  if (compareDir && !existsSync(join(compareDir, 'index.html')))
    throw new Error(`--compare ${options.compare}: no index.html there (a static export is expected).`);
  if (compareDir === outDir) throw new Error(`--compare ${options.compare} is the folder measured already.`);
  /** The pages --routes asks for, if it does. */
  const routeList = options.routes ? options.routes.split(',').map((route) => route.trim()) : undefined;

  // A folder given by --out is measured as it is: it may be a build from before a change.
  if (!options.out && (options.rebuild || !existsSync(join(outDir, 'index.html')))) buildSite();

  // -------------------------------------------------------------------------------------------
  // --controls-only: the controls' dead windows alone (no bytes, no Lighthouse, no reference page)

  /**
   * Measures the controls on each of `sites`, interleaved, prints their tables (and, for two, the
   * side-by-side one), returns the results in the same order.
   */
  async function controlsPart(sites: Site[]): Promise<ControlsResult[]> {
    const { measureControls, printControls, printControlsSideBySide } = await import('./controls');
    const results = await measureControls({ sites, runs, routes: routeList });
    for (const result of results) printControls(result);
    if (results.length === 2) printControlsSideBySide(results as [ControlsResult, ControlsResult]);
    return results;
  }

  /** Serves the --compare folder on the first free port after `after`'s, when one is given. */
  async function serveCompared(after: StaticServer): Promise<StaticServer | undefined> {
    if (!compareDir) return undefined;
    const served = await serveOnFreePort(compareDir, after.port + 1);
    console.log(`Serving ${compareLabel} (--compare) at ${served.origin}.`);
    return served;
  }

  /** The sites the controls are measured on: the main folder, and the --compare one beside it. */
  const controlSites = (first: StaticServer, beside: StaticServer | undefined): Site[] => [
    { label: outLabel, origin: first.origin },
    ...(beside && compareLabel ? [{ label: compareLabel, origin: beside.origin }] : []),
  ];

  if (options['controls-only']) {
    if (runs === 0) {
      console.log('--runs 0: no controls measured.');
      process.exit(0);
    }
    const alone = await serveOnFreePort(outDir, Number(options.port));
    console.log(`Serving ${outLabel} at ${alone.origin} (gzip level ${GZIP_LEVEL}).`);
    const beside = await serveCompared(alone);
    try {
      const [controls, compared] = await controlsPart(controlSites(alone, beside));
      mkdirSync(dirname(controlsFile), { recursive: true });
      writeFileSync(
        controlsFile,
        JSON.stringify(
          {
            date: new Date().toISOString(),
            served: outDir,
            controls,
            ...(compared ? { compare: { served: compareDir, controls: compared } } : {}),
          },
          null,
          2,
        ),
      );
      console.log(`\nAll runs: ${relative(root, controlsFile)}`);
    } finally {
      await alone.close();
      await beside?.close();
    }
    process.exit(0);
  }

  // The fixture has no node_modules of its own: Node resolves next and react from the project's
  // node_modules, one folder up the tree from bench/fixture, so it builds with the same versions.
  if (buildReferencePage({ force: options.rebuild })) console.log('Built the reference page (bench/fixture/out/).');

  // -------------------------------------------------------------------------------------------
  // Pages to measure

  /** The exported file of a route in a folder known to hold it. */
  const fileOf = (dir: string, route: string) => {
    const file = pageFile(dir, route);
    if (!file) throw new Error(`No page for ${route} in ${dir}.`);
    return file;
  };
  // Every page the export holds, both languages: nothing to keep in step with the tests' list.
  const wanted = routeList ?? pageRoutes(outDir);
  const missing = wanted.filter((route) => !pageFile(outDir, route));
  const routes = wanted.filter((route) => pageFile(outDir, route));
  if (missing.length) console.log(`Not in ${outLabel} (skipped): ${missing.join(', ')}`);

  const REFERENCE = 'reference';
  /**
   * The Bangla landing page once more, on a Chromium that has Noto Sans Bengali installed, as most
   * Android phones (and the phone Lighthouse simulates) have: what the web font costs a passenger
   * whose phone already has the face. This machine has no Bengali font, so every other row is a
   * device that must download it.
   */
  const BN_INSTALLED = '/bn, font installed';
  /** Every page weighed: the reference page first, then our routes. */
  const reference: Weighed = { name: REFERENCE, site: 'fixture', route: '/', weight: pageWeight(fixtureOut, fileOf(fixtureOut, '/')) };
  const targets: Weighed[] = [
    reference,
    ...routes.map((route): Weighed => ({ name: route, site: 'site', route, weight: pageWeight(outDir, fileOf(outDir, route)) })),
  ];
  /** What Lighthouse measures besides: /bn with the font installed. */
  const bnTarget = targets.find((target) => target.route === '/bn' && target.site === 'site');
  const bnInstalledTarget: Target[] = bnTarget ? [{ ...bnTarget, name: BN_INSTALLED, installedFont: true }] : [];
  /**
   * With --compare, each route of the other folder, named after it. Not weighed, and held to no
   * budget: it is there to be set beside the main site's figures, not checked.
   */
  const comparedName = (route: string) => `${route} in ${compareLabel}`;
  const comparedRoutes = compareDir ? routes.filter((route) => pageFile(compareDir, route)) : [];
  if (compareDir && comparedRoutes.length < routes.length)
    console.log(`Not in ${compareLabel} (not compared): ${routes.filter((route) => !comparedRoutes.includes(route)).join(', ')}`);
  /**
   * Everything Lighthouse measures, as the groups a round takes back to back: the reference page,
   * each route with its compared twin beside it (so both meet the same load on the machine), and
   * /bn with the font installed.
   */
  const rounds: Target[][] = [
    ...targets.map((target): Target[] =>
      comparedRoutes.includes(target.route) && target.site === 'site'
        ? [target, { name: comparedName(target.route), site: 'compare', route: target.route }]
        : [target],
    ),
    ...bnInstalledTarget.map((target) => [target]),
  ];
  const measured = rounds.flat();
  /** The main site's and the reference's, the ones the tables and budgets are about. */
  const ownTargets = measured.filter((target) => target.site !== 'compare');

  // -------------------------------------------------------------------------------------------
  // Bytes from out/ (deterministic)

  const nameWidth = Math.max(18, ...ownTargets.map((target) => target.name.length + 2));
  /** The run log also names the compared pages, whose names hold their folder. */
  const logWidth = Math.max(nameWidth, ...measured.map((target) => target.name.length + 2));

  function printTable(title: string, columns: readonly Column[], rows: [name: string, cells: Cell[]][]) {
    console.log(`\n${title}`);
    const header = padEnd('page', nameWidth) + columns.map(([label, width]) => pad(label, width)).join('');
    console.log(header);
    console.log('-'.repeat(header.length));
    for (const [name, cells] of rows)
      console.log(padEnd(name, nameWidth) + cells.map((cell, index) => pad(cell, columns[index]?.[1] ?? 0)).join(''));
  }

  printTable(
    `JavaScript each page loads, KB gzip level ${GZIP_LEVEL} (from the built HTML; noModule polyfills not counted)`,
    [
      ['script files', 14],
      ['(count)', 9],
      ['inline', 9],
      ['(count)', 9],
      ['JS total', 10],
      ['vs ref', 9],
      ['limit', 9],
    ],
    targets.map((target) => {
      const { weight } = target;
      const isReference = target.name === REFERENCE;
      return [
        target.name,
        [
          kb(weight.jsFiles),
          weight.jsFileCount,
          kb(weight.inlineJs),
          weight.inlineJsCount,
          kb(weight.js),
          isReference ? '' : `${weight.js >= reference.weight.js ? '+' : ''}${kb(weight.js - reference.weight.js)}`,
          isReference ? '' : `+${kb(budgetFor(target.route).jsOverReference)}`,
        ],
      ];
    }),
  );
  printTable(
    `First-load bytes by type, KB gzip level ${GZIP_LEVEL} (HTML includes its inline scripts)`,
    [
      ['HTML', 8],
      ['JS files', 10],
      ['CSS', 8],
      ['fonts', 8],
      ['images', 8],
      ['total', 9],
      ['limit', 9],
    ],
    targets.map(({ name, route, weight }) => [
      name,
      [
        kb(weight.html),
        kb(weight.jsFiles),
        kb(weight.css),
        kb(weight.fonts),
        kb(weight.images),
        kb(weight.total),
        name === REFERENCE ? '' : `<${kb(budgetFor(route).total)}`,
      ],
    ]),
  );
  if (Math.abs(reference.weight.js - referenceJs) > 1024) {
    console.log(
      `\nNote: the reference page now loads ${reference.weight.js} B of JavaScript but bench/budgets.ts records ` +
        `referenceJs = ${referenceJs}. Update it there (the budget test uses the recorded figure).`,
    );
  } else {
    console.log(`\nReference JavaScript measured ${reference.weight.js} B; bench/budgets.ts records ${referenceJs} B.`);
  }

  // Byte budgets (deterministic, the same check as the budget test), against the reference page
  // measured in this run.
  const byteChecks = targets
    .filter((target) => target.name !== REFERENCE)
    .flatMap((target) =>
      checkByteBudget(target.route, target.weight, reference.weight.js).map((check) => ({ ...check, name: target.name })),
    );
  console.log('\nByte budgets (bench/budgets.ts):');
  for (const { name, ok, message } of byteChecks) console.log(`  ${ok ? 'ok  ' : 'MISS'} ${name}: ${message}`);

  // Offline reading: the worker's own size and what it keeps on install (uncompressed, as the browser
  // stores it, and gzip, what the first visit downloads for it in the background: the budget).
  const workerFile = join(outDir, 'sw.js');
  if (existsSync(workerFile)) {
    const { entries } = precacheEntries(outDir);
    const kept = entries.reduce((total, entry) => total + entry.bytes, 0);
    const keptGzip = entries.reduce((total, entry) => total + gzipSize(readFileSync(entry.file)), 0);
    const worker = readFileSync(workerFile);
    console.log(`\nService worker: sw.js ${kb(worker.length)} KB (${kb(gzipSize(worker))} KB gzip)`);
    console.log(
      `  keeps on install: ${entries.length} files, ${kb(kept)} KB (${kb(keptGzip)} KB gzip): ${entries
        .filter((entry) => !entry.url.startsWith('/_next/'))
        .map((entry) => entry.url)
        .join(' ')} and ${entries.filter((entry) => entry.url.startsWith('/_next/')).length} files under /_next/`,
    );
    console.log(`  ${keptGzip <= precacheLimit ? 'ok  ' : 'MISS'} fetched on install: ${keptGzip} B gzip, at most ${precacheLimit} B`);
  } else {
    console.log('\nService worker: no out/sw.js (build with npm run build)');
  }

  if (runs === 0) process.exit(0);

  const site = await serveOnFreePort(outDir, Number(options.port));
  const fixture = await serveOnFreePort(fixtureOut, site.port + 1);
  const compared = await serveCompared(fixture);
  const origins: Record<SiteName, string | undefined> = { site: site.origin, fixture: fixture.origin, compare: compared?.origin };

  // -------------------------------------------------------------------------------------------
  // Lighthouse

  const { default: lighthouse } = await import('lighthouse');
  const found = ensureChromium('full');
  const chromePath = found.path ?? chromium.executablePath();
  console.log(
    `\nLighthouse ${JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version} in ${chromePath}`,
  );
  console.log(`Serving ${outLabel} at ${site.origin} and the reference page at ${fixture.origin} (gzip level ${GZIP_LEVEL}).`);
  console.log(`${runs} runs x ${measured.length} pages, interleaved; mobile, simulated throttling.`);
  if (compared) console.log(`Each route of ${outLabel} is measured next to its twin in ${compareLabel}, the two in turns first.`);

  const samples = new Map<string, Figures[]>(measured.map((target) => [target.name, []]));
  /** The runs of one page (every page measured has an entry). */
  const samplesOf = (name: string) => samples.get(name) ?? [];
  const started = Date.now();
  const installedFont = measured.some((target) => target.installedFont) ? await installedBengaliFont() : undefined;
  try {
    for (let run = 0; run < runs; run += 1) {
      // Rotate the order each round so no page always runs first (or right after the reference),
      // and swap each route and its compared twin every other round so neither always goes first.
      const order = rounds.flatMap((_, index) => {
        const group = rounds[(index + run) % rounds.length] ?? [];
        return run % 2 ? [...group].reverse() : group;
      });
      for (const target of order) {
        const url = `${origins[target.site]}${target.route}`;
        const figures = summarise(await measure(lighthouse, chromePath, url, target.installedFont ? installedFont?.env : process.env));
        samplesOf(target.name).push(figures);
        console.log(
          `  run ${run + 1}/${runs} ${padEnd(target.name, logWidth)} perf ${Math.round((figures.performance ?? 0) * 100)}  ` +
            `LCP ${Math.round(figures.lcp ?? 0)} ms  TBT ${Math.round(figures.tbt ?? 0)} ms`,
        );
      }
    }
  } catch (error) {
    await site.close();
    await compared?.close();
    throw error;
  } finally {
    // The sites stay served for the controls' part, after the tables.
    await fixture.close();
    installedFont?.remove();
  }

  const medians = new Map<string, Medians>(
    measured.map((target) => [
      target.name,
      Object.fromEntries(keys.map((key) => [key, median(samplesOf(target.name).map((sample) => sample[key]))])) as Medians,
    ]),
  );
  /** The medians of one page measured. */
  const mediansOf = (name: string): Medians => {
    const entry = medians.get(name);
    if (!entry) throw new Error(`No figures for ${name}.`);
    return entry;
  };

  const score = (value: number | undefined) => (value === undefined ? '-' : Math.round(value * 100));
  const ms = (value: number | undefined) => (value === undefined ? '-' : Math.round(value));
  printTable(
    `Lighthouse medians of ${runs} runs (mobile, simulated throttling; times in ms, bytes in KB as transferred)`,
    [
      ['perf', 6],
      ['a11y', 6],
      ['BP', 5],
      ['SEO', 5],
      ['FCP', 7],
      ['LCP', 7],
      ['TBT', 6],
      ['CLS', 7],
      ['SI', 7],
      ['reqs', 6],
      ['total', 8],
      ['HTML', 7],
      ['JS', 8],
      ['CSS', 6],
      ['font', 6],
      ['img', 6],
    ],
    ownTargets.map(({ name }) => {
      const m = mediansOf(name);
      return [
        name,
        [
          score(m.performance),
          score(m.accessibility),
          score(m.bestPractices),
          score(m.seo),
          ms(m.fcp),
          ms(m.lcp),
          ms(m.tbt),
          (m.cls ?? 0).toFixed(3),
          ms(m.speedIndex),
          m.requests,
          kb(m.transfer ?? 0),
          kb(m.htmlBytes ?? 0),
          kb(m.jsBytes ?? 0),
          kb(m.cssBytes ?? 0),
          kb(m.fontBytes ?? 0),
          kb(m.imageBytes ?? 0),
        ],
      ];
    }),
  );

  // -------------------------------------------------------------------------------------------
  // --compare: the two folders side by side

  /** The compared folder's medians, by route. */
  const comparedMedians = Object.fromEntries(comparedRoutes.map((route) => [route, mediansOf(comparedName(route))]));
  if (compared && compareLabel) {
    const group: Column[] = [
      ['perf', 6],
      ['FCP', 7],
      ['LCP', 7],
      ['TBT', 6],
      ['CLS', 7],
    ];
    const groupWidth = group.reduce((sum, [, width]) => sum + width, 0);
    // Long folder names keep their end, the part that tells two builds apart.
    const fit = (label: string) => (label.length <= groupWidth - 2 ? label : `…${label.slice(-(groupWidth - 3))}`);
    const cells = (m: Medians): Cell[] => [score(m.performance), ms(m.fcp), ms(m.lcp), ms(m.tbt), (m.cls ?? 0).toFixed(3)];
    const signed = (value: number | undefined, digits = 0) =>
      value === undefined || Number.isNaN(value) ? '-' : `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
    /** b - a, NaN (printed '-') where either has no figure. */
    const minus = (b: number | undefined, a: number | undefined) => (b ?? NaN) - (a ?? NaN);
    const difference = (a: Medians, b: Medians): Cell[] => [
      signed(Math.round((b.performance ?? NaN) * 100) - Math.round((a.performance ?? NaN) * 100)),
      signed(minus(b.fcp, a.fcp)),
      signed(minus(b.lcp, a.lcp)),
      signed(minus(b.tbt, a.tbt)),
      signed((b.cls ?? 0) - (a.cls ?? 0), 3),
    ];
    printTable(
      `Side by side: Lighthouse medians of ${runs} runs, interleaved (times in ms)\n${' '.repeat(nameWidth)}${[outLabel, compareLabel, 'difference (2nd - 1st)'].map((label) => pad(fit(label), groupWidth)).join('')}`,
      [...group, ...group, ...group],
      comparedRoutes.map((route) => {
        const own = mediansOf(route);
        const theirs = mediansOf(comparedName(route));
        return [route, [...cells(own), ...cells(theirs), ...difference(own, theirs)]];
      }),
    );
  }

  // -------------------------------------------------------------------------------------------
  // Landing page against the reference page, and the budgets

  const ref = mediansOf(REFERENCE);
  const landing = medians.get('/');
  const landingWeight = targets.find((target) => target.name === '/')?.weight;
  const ratio = (ours: number | undefined, theirs: number | undefined) => (ours === undefined || !theirs ? undefined : ours / theirs);
  const ratios =
    landing && landingWeight
      ? {
          lcp: ratio(landing.lcp, ref.lcp),
          tbt: ratio(landing.tbt, ref.tbt),
          js: ratio(landingWeight.js, reference.weight.js),
          jsOverReference: landingWeight.js - reference.weight.js,
        }
      : undefined;
  const fmtRatio = (value: number | undefined) => (value === undefined ? 'n/a (reference is 0)' : `${value.toFixed(2)}x`);
  const checks: string[] = [];
  const check = (label: string, ok: boolean) => checks.push(`  ${ok ? 'ok  ' : 'MISS'} ${label}`);
  // A missing figure (no run gave one) fails the check it belongs to, as the comparisons with
  // undefined did when this script was JavaScript.
  const atMost = (value: number | undefined, limit: number) => value !== undefined && value <= limit;
  const atLeast = (value: number | null | undefined, limit: number) => typeof value === 'number' && value >= limit;

  if (landing && landingWeight && ratios) {
    console.log('\nLanding page / reference page (same run):');
    console.log(`  LCP ${ms(landing.lcp)} / ${ms(ref.lcp)} ms = ${fmtRatio(ratios.lcp)}`);
    console.log(`  TBT ${ms(landing.tbt)} / ${ms(ref.tbt)} ms = ${fmtRatio(ratios.tbt)}`);
    // TBT hangs on how the framework's start-up lands in tasks, which varies run to run for both
    // pages alike: the sorted samples show how settled the medians are.
    const tbtSamples = (name: string) =>
      samplesOf(name)
        .map((sample) => Math.round(sample.tbt ?? 0))
        .sort((a, b) => a - b)
        .join(' ');
    console.log(`      samples: / ${tbtSamples('/')}; reference ${tbtSamples(REFERENCE)}`);
    console.log(
      `  JS  ${kb(landingWeight.js)} / ${kb(reference.weight.js)} KB = ${fmtRatio(ratios.js)} (+${kb(ratios.jsOverReference)} KB)`,
    );
    const lcpElement = samplesOf('/')
      .map((sample) => sample.lcpElement)
      .find(Boolean);
    if (lcpElement) console.log(`  LCP element: ${lcpElement}`);
    check(`landing LCP <= ${timingBudgets.maxLcpRatio}x reference`, atMost(ratios.lcp, timingBudgets.maxLcpRatio));
    check(`landing LCP < ${timingBudgets.maxLandingLcpMs} ms`, landing.lcp !== undefined && landing.lcp < timingBudgets.maxLandingLcpMs);
    // A reference TBT of 0 cannot be a divisor: then the landing page must be 0 too.
    check(
      `landing TBT <= ${timingBudgets.maxTbtRatio}x reference`,
      ref.tbt ? atMost(landing.tbt, ref.tbt * timingBudgets.maxTbtRatio) : landing.tbt === 0,
    );
  }
  // What the Bangla pages' web font costs: /bn against / (the same page in English, which has no
  // web font but the switch's 1 KB), on this machine without a Bengali font and with one installed.
  const bnLanding = medians.get('/bn');
  const bnInstalled = medians.get(BN_INSTALLED);
  if (landing && bnLanding) {
    console.log('\nBangla landing page / English landing page (same run):');
    const line = (m: Medians, label: string) =>
      `  LCP ${ms(m.lcp)} / ${ms(landing.lcp)} ms = ${fmtRatio(ratio(m.lcp, landing.lcp))}, FCP ${ms(m.fcp)} / ${ms(landing.fcp)} ms; ${label} (fonts downloaded: ${kb(m.fontBytes ?? 0)} KB)`;
    console.log(line(bnLanding, 'a phone without a Bengali font'));
    if (bnInstalled) console.log(line(bnInstalled, 'a phone with Noto Sans Bengali installed'));
  }
  for (const target of ownTargets.filter((entry) => entry.name !== REFERENCE)) {
    const m = mediansOf(target.name);
    const failingAudits = [...new Set(samplesOf(target.name).flatMap((sample) => sample.failing))];
    // A page that asks search engines not to index it (/thank) fails Lighthouse's is-crawlable audit
    // by design; its SEO budget applies to every other SEO audit, and the table keeps the raw score.
    const noindex = readHtml(readFileSync(fileOf(outDir, target.route), 'utf8')).elements.some(
      (element) =>
        element.tag === 'meta' && element.attrs.get('name') === 'robots' && /\bnoindex\b/i.test(element.attrs.get('content') ?? ''),
    );
    const seo = noindex ? m.seoWithoutCrawlable : m.seo;
    check(
      `${target.name}: scores ${score(m.performance)}/${score(m.accessibility)}/${score(m.bestPractices)}/${score(m.seo)}, CLS ${(m.cls ?? 0).toFixed(3)}` +
        (noindex ? ` (noindex on purpose: SEO ${score(seo)} without is-crawlable)` : '') +
        (failingAudits.length ? ` (audits below 100 in some run: ${failingAudits.join(', ')})` : ''),
      atLeast(m.performance, timingBudgets.minPerformance) &&
        atLeast(m.accessibility, timingBudgets.minAccessibility) &&
        atLeast(m.bestPractices, timingBudgets.minBestPractices) &&
        atLeast(seo, timingBudgets.minSeo) &&
        atMost(m.cls, timingBudgets.maxCls),
    );
  }
  for (const { name, ok, message } of byteChecks) check(`${name}: ${message}`, ok);
  console.log('\nBudgets (bench/budgets.ts):');
  console.log(checks.join('\n'));

  // -------------------------------------------------------------------------------------------
  // The controls' dead windows, on the same server

  let controls: ControlsResult | undefined;
  let comparedControls: ControlsResult | undefined;
  try {
    [controls, comparedControls] = await controlsPart(controlSites(site, compared));
  } finally {
    await site.close();
    await compared?.close();
  }

  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(
    resultsFile,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: 'mobile, simulated throttling (defaults)',
        chromium: chromePath,
        gzipLevel: GZIP_LEVEL,
        runs,
        seconds: Math.round((Date.now() - started) / 1000),
        weights: Object.fromEntries(targets.map((target) => [target.name, target.weight])),
        medians: Object.fromEntries(ownTargets.map((target) => [target.name, medians.get(target.name)])),
        ratios,
        checks,
        samples: Object.fromEntries(ownTargets.map((target) => [target.name, samples.get(target.name)])),
        served: outDir,
        controls,
        // The compared folder's figures by route, measured in the same rounds as those above.
        ...(compared
          ? {
              compare: {
                served: compareDir,
                medians: comparedMedians,
                samples: Object.fromEntries(comparedRoutes.map((route) => [route, samples.get(comparedName(route))])),
                controls: comparedControls,
              },
            }
          : {}),
      },
      null,
      2,
    ),
  );
  console.log(`\nAll runs: ${resultsFile.slice(root.length + 1)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
