// The steps that finish Next's export in out/, in order, each with what it expects and a check
// that it happened. scripts/build/post-build/README.md is the table of them; each optimisation's reasons are
// in its decision record (docs/decisions/).
//
// Required steps make the site correct (fonts that draw every word, the security policy's hashes,
// the offline worker): they cannot be skipped. Optional steps are optimisations, and most of them
// read output that Next does not document (the RSC payload's rows, the form of its script tags),
// which a Next upgrade may change. So an optional step names the Next versions it was written
// against, and its effect is checked after it runs: a step that finds nothing to change, or
// leaves what it should have changed, stops the build with a message that names it and says how
// to build without it (POST_BUILD_SKIP=<id>), never a silent no-op that lets budgets drift.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { placeholderType, scriptsAfterPaint } from './after-paint';
import { cutFontFile, shipBengaliFont } from '../bengali-font';
import { compileHint, loadScripts, markCompileHints } from './compile-hints';
import {
  exportedFiles,
  htmlFiles,
  isInlineScript,
  isJsonLd,
  pageFile,
  readHtml,
  tokens,
  urlFile,
  type HtmlElement,
  type HtmlPage,
} from './exported-html';
import { probeInstalledFonts } from './font-probes';
import { siteInlineHashes } from './inline-hashes';
import { inlineStructuredData, structuredDataName } from './inline-structured-data';
import { dropRscPayloads } from './rsc-payloads';
import { writeSecurityHeaders } from './security-headers';
import { wantedRoutes, writeServiceWorker } from './service-worker';
import { staticMarker, trimStaticPayloads } from './static-payload';

/** The environment variable that lists optional steps to leave out, by id, comma-separated. */
export const skipVariable = 'POST_BUILD_SKIP';

/** Where scripts/build/post-build/post-build.ts keeps the export as Next wrote it, for the tests. */
export const exportCopy = '.generated/export';

/** The Next versions whose private output the optional steps were written against and checked on. */
const checkedOn = ['16.4.5', '16.4.6'];

/** The installed Next's version. */
export function nextVersion(root = process.cwd()): string {
  return (createRequire(join(root, 'package.json'))('next/package.json') as { version: string }).version;
}

/** Each page of outDir: its name, its HTML and the parsed elements. */
const pages = (outDir: string) =>
  htmlFiles(outDir).map((file) => {
    const name = relative(outDir, file);
    const html = readFileSync(file, 'utf8');
    return { file, name, html, page: readHtml(html, name) };
  });

/** The text of a page's hydration payload chunks (the inline scripts Next pushes them with). */
const payloadText = (page: HtmlPage) =>
  page.elements
    .filter((element) => element.tag === 'script' && isInlineScript(element) && element.text.startsWith('self.__next_f.push('))
    .map((element) => element.text)
    .join('\n');

const fail = (message: string): never => {
  throw new Error(message);
};

/**
 * A post-build step: what it does (for the log and its failure message), the file it is written in,
 * and for a required one what the site would be without it; for an optional one what it reads of
 * Next's output and its decision record (docs/decisions/), and the step it needs, if any. `measure`
 * (before) and `verify` (after) check its effect.
 */
export type PostBuildStep = {
  id: string;
  required: boolean;
  does: string;
  source: string;
  without?: string;
  reads?: string;
  decision?: string;
  needs?: string;
  measure?: (outDir: string) => Map<string, { bytes: number; blocks: boolean }>;
  run: (outDir: string) => string | Promise<string>;
  verify: (outDir: string, before?: Map<string, { bytes: number; blocks: boolean }>) => void;
};

const inPostBuild = (id: string) => `scripts/build/post-build/${id}.ts`;

export const steps: PostBuildStep[] = [
  {
    id: 'bengali-font',
    required: true,
    does: 'checks that the cut Bengali face draws every word of the export as the full face does, and preloads it on the pages that use it',
    without: 'Bangla words the cut face lacks would be drawn wrongly, and Bangla pages would paint their text twice',
    source: 'scripts/build/bengali-font.ts',
    run: (outDir) => shipBengaliFont(outDir),
    verify(outDir) {
      // The cut's exported name keeps its stem: /_next/static/media/noto-sans-bengali.<hash>.woff2.
      const stem = basename(cutFontFile, '.woff2');
      const preloads = (page: HtmlPage) =>
        page.elements.some(
          (element) =>
            element.tag === 'link' &&
            tokens(element, 'rel').includes('preload') &&
            basename(element.attrs.get('href') ?? '').startsWith(`${stem}.`),
        );
      const bangla = pages(outDir).filter(({ page }) =>
        page.elements.some((element) => element.tag === 'html' && element.attrs.get('lang') === 'bn'),
      );
      if (!bangla.length) fail(`no page of ${outDir}/ is in Bangla (<html lang="bn">)`);
      const without = bangla.find(({ page }) => !preloads(page));
      if (without) fail(`${without.name} is in Bangla but does not preload the cut face (${stem})`);
    },
  },
  {
    id: 'font-probes',
    required: false,
    does: "turns each font preload into a probe that asks the device's own fonts first, and drops React's copy of the preload from the payload",
    reads: "React's font preload hints (`:HL` rows) in the RSC payload",
    decision: '003-font-probes.md',
    source: inPostBuild('font-probes'),
    run: (outDir) => probeInstalledFonts(outDir),
    verify(outDir) {
      let probes = 0;
      for (const { name, page } of pages(outDir)) {
        const probed = page.elements.filter((element) => element.tag === 'script' && element.attrs.has('data-font'));
        probes += probed.length;
        const payload = payloadText(page);
        for (const element of probed) {
          const url = element.attrs.get('data-font');
          const left = page.elements.find(
            (link) => link.tag === 'link' && tokens(link, 'rel').includes('preload') && link.attrs.get('href') === url,
          );
          if (left) fail(`${name} still preloads ${url} beside its probe`);
          // React adds back, when it hydrates, any preload its payload still hints at.
          if (url !== undefined && payload.includes(url))
            fail(`${name}'s payload still names ${url}, so React would add the preload back when it hydrates`);
        }
      }
      if (!probes) fail('no font preload was found to turn into a probe');
    },
  },
  {
    id: 'structured-data',
    required: true,
    does: 'moves each structured-data.json (JSON-LD made from lib/) into the <head> of its page and deletes the file',
    without: 'the pages would lose their JSON-LD and out/ would hold files that are not part of the site',
    source: inPostBuild('inline-structured-data'),
    run: (outDir) => inlineStructuredData(outDir),
    verify(outDir) {
      const left = exportedFiles(outDir, (name) => name === structuredDataName);
      if (left[0]) fail(`${relative(outDir, left[0])} is still in ${outDir}/`);
      if (!pages(outDir).some(({ page }) => page.elements.some(isJsonLd))) fail('no page has JSON-LD');
    },
  },
  {
    id: 'static-payload',
    required: false,
    does: 'leaves the words of data-static blocks, and the head tags, out of each page’s hydration payload',
    reads: 'the RSC payload: its `self.__next_f.push` chunks, row format and element tuples',
    decision: '004-static-payload.md',
    source: inPostBuild('static-payload'),
    measure: (outDir) =>
      new Map(
        pages(outDir).map(({ name, html, page }) => [
          name,
          { bytes: html.length, blocks: page.elements.some((element) => element.attrs.has(staticMarker)) },
        ]),
      ),
    run: (outDir) => trimStaticPayloads(outDir),
    verify(outDir, before) {
      let trimmed = 0;
      for (const { name, html } of pages(outDir)) {
        const was = before?.get(name);
        if (!was) continue;
        if (html.length < was.bytes) trimmed += 1;
        else if (was.blocks) fail(`${name} has data-static blocks but its payload lost no bytes`);
      }
      if (!trimmed) fail('no page’s payload was trimmed');
    },
  },
  {
    id: 'rsc-payloads',
    required: false,
    does: 'deletes the RSC payload .txt files that only client-side navigation would fetch',
    reads: 'the names of the payload files the export writes (<page>.txt, __next.*.txt)',
    decision: '005-rsc-payload-files.md',
    source: inPostBuild('rsc-payloads'),
    run: (outDir) => dropRscPayloads(outDir),
    verify(outDir) {
      const left = exportedFiles(outDir, (name) => name.endsWith('.txt')).filter(
        (file) => basename(file).startsWith('__next.') || existsSync(`${file.slice(0, -'.txt'.length)}.html`),
      );
      if (left[0]) fail(`${relative(outDir, left[0])} is still in ${outDir}/`);
    },
  },
  {
    id: 'after-paint',
    required: false,
    does: "makes each page ask for Next's script files only after its first paint",
    reads: 'the form of the export\'s chunk script tags (<script src="/_next/static/..." async>) and script preloads',
    decision: '002-scripts-after-paint.md',
    source: inPostBuild('after-paint'),
    run: (outDir) => scriptsAfterPaint(outDir),
    verify(outDir) {
      for (const { name, page } of pages(outDir)) {
        const early = page.elements.find(
          (element: HtmlElement) =>
            (element.tag === 'script' && element.attrs.has('src') && !element.attrs.has('nomodule')) ||
            (element.tag === 'link' && tokens(element, 'rel').includes('preload') && element.attrs.get('as') === 'script'),
        );
        if (early) fail(`${name} still asks for ${early.attrs.get('src') ?? early.attrs.get('href')} before its first paint`);
        if (!page.elements.some((element) => element.tag === 'script' && element.attrs.get('type') === placeholderType)) {
          fail(`${name} has no script to load after its first paint`);
        }
      }
    },
  },
  {
    id: 'compile-hints',
    required: false,
    needs: 'after-paint',
    does: 'marks the scripts every page loads at start for eager compilation off the main thread',
    reads: 'the after-paint placeholders, and the chunk files they name',
    decision: '006-compile-hints.md',
    source: inPostBuild('compile-hints'),
    run: (outDir) => markCompileHints(outDir),
    verify(outDir) {
      const urls = loadScripts(outDir);
      if (!urls.length) fail('no script is loaded at start');
      const unmarked = urls.find((url) => !readFileSync(urlFile(outDir, url), 'utf8').startsWith(compileHint));
      if (unmarked) fail(`${unmarked} does not start with the compile hint`);
    },
  },
  {
    id: 'security-headers',
    required: true,
    does: 'writes the security headers (_headers and _nginx/*.conf), with a Content-Security-Policy that allows every inline script and style by hash',
    without: 'the pages would be served without their policy, or with one that blocks their own scripts',
    source: inPostBuild('security-headers'),
    run: (outDir) => writeSecurityHeaders(outDir),
    verify(outDir) {
      const headers = readFileSync(join(outDir, '_headers'), 'utf8');
      const conf = readFileSync(join(outDir, '_nginx', 'page-headers.conf'), 'utf8');
      const { scripts, styles } = siteInlineHashes(outDir);
      const missing = [...scripts, ...styles].find((hash) => !headers.includes(`'sha256-${hash}'`) || !conf.includes(`'sha256-${hash}'`));
      if (missing) fail(`the policy does not allow inline code with hash sha256-${missing}`);
    },
  },
  {
    id: 'service-worker',
    required: true,
    does: 'writes the offline worker (sw.js) with the pages and files it keeps, versioned by their hash',
    without: 'the site would not open offline, and visitors would keep an old release in their cache',
    source: inPostBuild('service-worker'),
    run: (outDir) => writeServiceWorker(outDir),
    verify(outDir) {
      const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
      const precache = JSON.parse(/^const PRECACHE = (.*);$/m.exec(worker)?.[1] ?? '[]') as string[];
      const exported = wantedRoutes().filter((route) => pageFile(outDir, route));
      if (!exported.length) fail('none of the pages the worker should keep is in the export');
      const missing = exported.find((route) => !precache.includes(route));
      if (missing) fail(`sw.js does not keep ${missing}`);
    },
  },
];

/** The step ids named in POST_BUILD_SKIP (or `value`), checked against the steps. */
export function skippedSteps(value = process.env[skipVariable] ?? ''): string[] {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  for (const id of ids) {
    const step = steps.find((candidate) => candidate.id === id);
    if (!step)
      throw new Error(`${skipVariable} names "${id}", which is not a post-build step; optional steps: ${optionalIds().join(', ')}.`);
    if (step.required) throw new Error(`${skipVariable} names "${id}", a required step: without it ${step.without}. It cannot be skipped.`);
  }
  return ids;
}

const optionalIds = () => steps.filter((step) => !step.required).map((step) => step.id);

/** The message a failed step stops the build with. */
function failure(step: PostBuildStep, error: unknown, version: string): string {
  const detail = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
  if (step.required) return `post-build step "${step.id}" (required: it ${step.does}) failed: ${detail}`;
  const versions = checkedOn.includes(version)
    ? `It was written against Next ${checkedOn.join(' and ')}, which is the version installed.`
    : `It was written against Next ${checkedOn.join(' and ')}; this build uses Next ${version}, whose output may have changed.`;
  return (
    `post-build step "${step.id}" (optional: it ${step.does}) failed: ${detail}. ` +
    `It reads ${step.reads}. ${versions} Update ${step.source} for this output, ` +
    `or build without it: ${skipVariable}=${step.id} npm run build (scripts/build/post-build/README.md; its reasons: docs/decisions/${step.decision}).`
  );
}

/**
 * Runs every step on outDir in order, except those skipped (and the steps that need them), checks
 * each one's effect, and returns the lines for the build log. Throws at the first failure, with
 * the step's message. `only` (for the tests) runs those steps alone.
 */
export async function runPostBuild(
  outDir: string,
  { skip = [], only, version = nextVersion() }: { skip?: string[]; only?: string[]; version?: string } = {},
): Promise<string[]> {
  const lines: string[] = [];
  const left = new Set(skip);
  for (const step of steps) {
    if (only && !only.includes(step.id)) continue;
    if (left.has(step.id) || (step.needs && left.has(step.needs))) {
      left.add(step.id);
      const why = skip.includes(step.id) ? skipVariable : `${skipVariable}: it needs ${step.needs}`;
      lines.push(`Skipped ${step.id} (${why}): it ${step.does}.`);
      continue;
    }
    try {
      const before = step.measure?.(outDir);
      lines.push(await step.run(outDir));
      step.verify(outDir, before);
    } catch (error) {
      throw new Error(failure(step, error, version));
    }
  }
  return lines;
}
