import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { blockedWorkerNote } from '../support/fixtures';
import { dictionary } from '../../lib/words/copy';
import { liveHeaders, livePaths } from '../../deploy/headers';
import { publishShEnv, startNginx, stopNginx } from '../support/nginx-server';
import { isTwin } from '../../lib/deploy/compression';
import { servedLiveFile } from '../../lib/status/publish/layout';
import { precompress } from '../../scripts/build/precompress';
import { decoded, get, keepAliveAgent, testCa } from '../support/http';
import { nginxPort } from '../support/nginx';
import { outDir } from '../support/routes';

/*
 * Atomic deploys: deploy/publish.sh publishes releases into a deploy folder whose `current` symlink
 * is the root of an nginx running deploy/nginx.conf. While visitors load pages and their scripts
 * without pause, a new release goes live, is rolled back and goes live again: no request may fail
 * and every page fetched must find every script and stylesheet it names, whichever release it came
 * from. The second release is this build with every content-hashed file renamed, as a real new
 * build renames the files whose content changed, so a page of one release cannot find its scripts
 * in the other.
 *
 * The live service status: the operator's publisher (each release's _publish/status.mjs) writes it
 * into the deploy folder's live/, which nginx serves before the release's own copies. A published
 * status must survive every switch and rollback, its pages re-rendered by the release that goes
 * live (they name that release's scripts); a release that cannot render it must not go live; a
 * status the publisher refuses must change nothing.
 */

// Serial, and given time: each test copies whole releases and reloads nginx, slow on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const port = nginxPort + 20;
const origin = `https://127.0.0.1:${port}`;
const work = join(tmpdir(), `nodipoth-deploy-${port}`);
const nginxDir = join(work, 'nginx');
const deployRoot = join(work, 'srv');
const buildB = join(work, 'build-b');
const publishScript = join(process.cwd(), 'deploy', 'publish.sh');

/** publish.sh's nginx commands, aimed at this test's nginx instead of the system's, and this Node. */
const nginxEnv = publishShEnv(nginxDir);

/**
 * Runs deploy/publish.sh without blocking the event loop (the load keeps running meanwhile). A
 * publish copies 5 MB and takes well under a second; one still running after 30 s is stopped and
 * reported, so a hang fails with its arguments rather than as a test timeout.
 */
function publish(args: string[], env: Record<string, string> = nginxEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', [publishScript, ...args], { env: { ...process.env, ...env } });
    let output = '';
    const timer = setTimeout(() => {
      output += `\n(publish ${args.join(' ')} still running after 30 s: stopped)`;
      child.kill('SIGKILL');
    }, 30_000);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, output });
    });
  });
}

const link = (name: string) => readlinkSync(join(deployRoot, name));
const live = join(deployRoot, 'live');
/**
 * A live file as the live release is served it: a page from its release's folder of the live
 * version (live/releases/<id>/, through the release's _live link), any other file from live/.
 */
const liveFile = (file: string) => servedLiveFile(deployRoot, file);
/** The publish a page carries: its banner's data-publish (epoch seconds), or undefined. */
const publishOf = (html: string) => /data-publish="(\d+)"/.exec(html)?.[1];
/** The publish of the status in force: its file's modification time in seconds (nginx's Last-Modified). */
const statusPublish = () => String(Math.floor(statSync(join(live, 'status.json')).mtimeMs / 1000));
const releases = () =>
  readdirSync(join(deployRoot, 'releases'))
    .filter((name) => !name.startsWith('.'))
    .sort();

/** out/ with every file under _next/static/chunks and media renamed, and the references to them. */
async function buildSecondRelease() {
  cpSync(outDir, buildB, { recursive: true, preserveTimestamps: true, filter: (source) => !isTwin(source) });
  const renamed: [string, string][] = [];
  for (const folder of ['chunks', 'media']) {
    const dir = join(buildB, '_next', 'static', folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const next = name.replace(/^([^.]+)/, '$1-b');
      renameSync(join(dir, name), join(dir, next));
      renamed.push([`static/${folder}/${name}`, `static/${folder}/${next}`]);
    }
  }
  const textFiles = readdirSync(buildB, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(html|txt|js|css|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
  for (const file of textFiles) {
    const text = readFileSync(file, 'utf8');
    const changed = renamed.reduce((result, [from, to]) => result.split(from).join(to), text);
    if (changed !== text) writeFileSync(file, changed);
  }
  await precompress(buildB);
}

/** Pages by clean URL (the 404 pages apart), from the HTML files the export wrote, nested too. */
const pages = (existsSync(outDir) ? readdirSync(outDir, { withFileTypes: true, recursive: true }) : [])
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) =>
    relative(outDir, join(entry.parentPath ?? entry.path, entry.name))
      .split(sep)
      .join('/'),
  )
  .filter((file) => !/^(404|_not-found)\.html$/.test(file))
  .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`));

/** The /_next/static/ files a page names: scripts (also the after-paint placeholders), styles, preloads. */
const assetsOf = (html: string) => [
  ...new Set([...html.matchAll(/(?:src|href|data-src)="(\/_next\/static\/[^"?#]+)"/g)].map((match) => match[1]!)),
];

/** A GET with exactly these request headers (no Accept-Encoding unless given), answered as sent. */
function fetchRaw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string>; raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false, ca: testCa }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const flat = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
        );
        resolve({ status: response.statusCode ?? 0, headers: flat, raw: Buffer.concat(chunks) });
      });
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`GET ${path}: no response in 15 s`)));
    req.on('error', reject);
    req.end();
  });
}

const HOUR = 3_600_000;
/** Bangladesh time (UTC+6, no daylight saving) "YYYY-MM-DD HH:MM" at an instant. */
const dhaka = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
/**
 * A storm evening's status, as of the real clock: tonight's 21:00 Dhaka-Barishal launch (it runs
 * daily) cancelled. It is shown until 12 hours after its departure, so whenever the suite runs,
 * today's in Dhaka is in force.
 */
const published = Date.now();
const stormStatus = {
  updated: dhaka(published),
  signal: null,
  notices: [],
  sailings: [
    {
      sailing: 'dhk-bsl-2100',
      date: dhaka(published).slice(0, 10),
      status: 'cancelled',
      note: { en: 'Storm test note', bn: 'ঝড়ের পরীক্ষা' },
    },
  ],
};
/** What the status pages must show, by path: the cancelled sailing's note in the page's language. */
const statusPages: [path: string, file: string, text: string][] = [
  ['/status', 'status.html', 'Storm test note'],
  ['/bn/status', 'bn/status.html', 'ঝড়ের পরীক্ষা'],
];
/** The file under live/ (or a release) that a status path is served from. */
const statusFile = (path: string) => (/\.\w+$/.test(path) ? path.slice(1) : `${path.slice(1)}.html`);
const contentTypes: Record<string, string> = {
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.pb': 'application/x-protobuf',
  '.csv': 'text/csv; charset=utf-8',
};

/** Runs the live release's status publisher, as the operator does: node current/_publish/status.mjs FILE DEPLOY_ROOT. */
function publishStatus(status: unknown) {
  const file = join(work, `status-${Date.now()}.json`);
  writeFileSync(file, typeof status === 'string' ? status : JSON.stringify(status, null, 2));
  return spawnSync(process.execPath, [join(deployRoot, 'current', '_publish', 'status.mjs'), file, deployRoot], { encoding: 'utf8' });
}

/** Every file under a folder with the SHA-256 of its bytes (temporary files left behind included). */
function fingerprint(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
      .map((path) => [relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex')]),
  );
}

/** The Content-Security-Policy of the live release, as its nginx include has it. */
const livePolicy = () =>
  readFileSync(join(deployRoot, 'current', '_nginx', 'page-headers.conf'), 'utf8').match(/Content-Security-Policy "([^"]+)"/)?.[1];

/**
 * The published status as nginx serves it: status.json byte for byte as before, the pages showing
 * the cancellation, and every script or stylesheet they name a file of the live release (of the
 * renamed second build or not, as `secondBuild` says) that nginx serves.
 */
async function expectStatusKept(statusJson: Buffer, secondBuild: boolean) {
  expect(readFileSync(join(live, 'status.json')).equals(statusJson), 'live/status.json unchanged').toBe(true);
  expect((await fetchRaw('/status.json')).raw.equals(statusJson), '/status.json serves it').toBe(true);
  for (const [path, file, text] of statusPages) {
    const page = await fetchRaw(path);
    expect(page.status, path).toBe(200);
    expect(page.raw.toString('utf8'), path).toContain(text);
    expect(page.raw.equals(readFileSync(liveFile(file))), `${path} is the live release's live/${file}`).toBe(true);
    expect(publishOf(page.raw.toString('utf8')), `${path} carries the status in force`).toBe(statusPublish());
    const assets = assetsOf(readFileSync(liveFile(file), 'utf8'));
    expect(assets.length, `live/${file} names /_next/static/ files`).toBeGreaterThan(0);
    expect(
      assets.some((asset) => /-b\.\w+$/.test(asset)),
      `live/${file} names the ${secondBuild ? 'second' : 'first'} build's files`,
    ).toBe(secondBuild);
    for (const asset of assets) {
      expect(existsSync(join(deployRoot, 'current', asset)), `live/${file} names ${asset}, in the live release`).toBe(true);
      expect((await fetchRaw(asset)).status, asset).toBe(200);
    }
  }
}

test.beforeAll(async () => {
  stopNginx(nginxDir);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(deployRoot, { recursive: true });
  await buildSecondRelease();
  // The first release goes out before nginx runs (its config includes current/_nginx/*.conf).
  const first = await publish([outDir, deployRoot], { NGINX_TEST_CMD: 'true', NGINX_RELOAD_CMD: 'true' });
  expect(first.code, first.output).toBe(0);
  startNginx({ dir: nginxDir, port, base: deployRoot });
});

test.afterAll(() => {
  stopNginx(nginxDir);
  rmSync(work, { recursive: true, force: true });
});

test('a published status is served from live/ before the release, revalidated, with its own caching and its twins', async () => {
  // Nothing is published yet (the first publish makes live/, a link to its folder), so the release's
  // build-time copies are served.
  expect(existsSync(live)).toBe(false);
  const shipped = await fetchRaw('/status.json');
  expect(shipped.status).toBe(200);
  expect(shipped.raw.equals(readFileSync(join(deployRoot, 'current', 'status.json')))).toBe(true);
  expect(readFileSync(join(deployRoot, 'current', 'status.html'), 'utf8')).not.toContain('Storm test note');

  const result = publishStatus(stormStatus);
  expect(result.status, result.stderr).toBe(0);
  const csp = livePolicy();
  expect(csp).toBeTruthy();
  for (const path of livePaths) {
    const file = statusFile(path);
    const variants = file.endsWith('.html') ? [path, `${path}/`, `/${file}`] : [path];
    for (const variant of variants) {
      const response = await fetchRaw(variant);
      expect(response.status, variant).toBe(200);
      expect(response.raw.equals(readFileSync(liveFile(file))), `${variant} serves live/${file}`).toBe(true);
      expect(response.headers['content-type'], variant).toBe(contentTypes[file.match(/\.\w+$/)![0]]);
      for (const [name, value] of liveHeaders(csp!)) expect(response.headers[name.toLowerCase()], `${variant}: ${name}`).toBe(value);
      expect(response.headers['last-modified'], variant).toBeTruthy();
    }
  }
  expect(JSON.parse((await fetchRaw('/status.json')).raw.toString('utf8'))).toEqual(stormStatus);
  // The feeds are the published ones too: the note in the Atom feed, the sailing in the alerts.
  expect((await fetchRaw('/notices.atom')).raw.toString('utf8')).toContain('Storm test note');
  expect((await fetchRaw('/bn/notices.atom')).raw.toString('utf8')).toContain('ঝড়ের পরীক্ষা');
  expect((await fetchRaw('/gtfs-rt/alerts.pb')).raw.includes(Buffer.from('dhk-bsl-2100'))).toBe(true);
  for (const [path, , text] of statusPages) {
    for (const variant of [path, `${path}/`, `${path}.html`])
      expect((await fetchRaw(variant)).raw.toString('utf8'), variant).toContain(text);
  }

  // Unchanged since the last visit: a 304 without a body, still with the status's caching.
  for (const encoding of ['identity', 'gzip']) {
    const first = await fetchRaw('/status.json', { 'accept-encoding': encoding });
    const etag = first.headers['etag'];
    expect(etag, `ETag (${encoding})`).toBeTruthy();
    const again = await fetchRaw('/status.json', { 'accept-encoding': encoding, 'if-none-match': etag! });
    expect(again.status, encoding).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, must-revalidate');
  }

  // A client asking for gzip gets the twin the publisher wrote beside the live file, as it is;
  // the status page always has one, and its twin keeps an ETag (its own) for the next 304.
  expect(existsSync(liveFile('status.html.gz'))).toBe(true);
  for (const path of livePaths) {
    const twin = liveFile(`${statusFile(path)}.gz`);
    if (!existsSync(twin)) continue;
    const response = await fetchRaw(path, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding'], path).toBe('gzip');
    expect(response.raw.equals(readFileSync(twin)), `${path} sends live/${statusFile(path)}.gz`).toBe(true);
    const etag = response.headers['etag'];
    expect(etag, path).toBeTruthy();
    expect((await fetchRaw(path, { 'accept-encoding': 'gzip', 'if-none-match': etag! })).status, path).toBe(304);
  }
});

// Before any switch: the renamed second build carries the first one's policy, which does not allow
// its renamed inline payloads, so its pages are only fetched, never run, in this file.
test('in the browser, under nginx, the banner, the cancelled row and /status show the published status without a rebuild', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text() !== blockedWorkerNote) problems.push(`${message.type()}: ${message.text()}`);
  });
  // The timetable as served (from live/, written by the publish) already says the storm, and the
  // release's own copy, as built, does not: the publish wrote it, not the build.
  expect((await fetchRaw('/timetable')).raw.toString('utf8')).toContain('Storm test note');
  expect(readFileSync(join(deployRoot, 'current', 'timetable.html'), 'utf8')).not.toContain('Storm test note');
  await page.goto(`${origin}/timetable`);
  // The bar names the cancellation (its note is on the route and /status: the bar has two lines).
  await expect(page.getByRole('region', { name: dictionary('en').status.label }).locator('.bar-entry:not([hidden])')).toContainText(
    dictionary('en').status.change.cancelled,
    { ignoreCase: true },
  );
  await expect(page.locator('[data-live="route-dhaka-barishal"]')).toContainText('Storm test note');
  await expect(page.locator('#dhk-bsl-2100 .sailing-badge')).toContainText(dictionary('en').status.change.cancelled);
  await page.goto(`${origin}/bn/status`);
  await expect(page.locator('[data-live="status-page"] .status-cancelled')).toContainText('ঝড়ের পরীক্ষা');
  expect(problems).toEqual([]);
});

/*
 * No window (issue 52): every page comes from the live pages of the release `current` names, so
 * while releases switch, a page may only name files of the release that was live while it was
 * asked for and answered (`current` read before the request and after the answer: one release if
 * no switch came between, else either), and every page carries the status in force (its banner's
 * data-publish is the status file's publish). A rule on each answer, whatever the machine's speed.
 */
test("a release switched and rolled back under load: no failed request, every page finds its scripts and styles, names only the live release's files and carries the status in force", async () => {
  test.setTimeout(120_000);
  expect(pages.length).toBeGreaterThan(0);
  // The status published by the test above: every page comes from live/, rendered for each
  // release before the switch to it, and must find its scripts too.
  expect(existsSync(join(live, 'status.json'))).toBe(true);
  const inForce = statusPublish();
  const releaseA = link('current');

  const failures: string[] = [];
  const counts = { pages: 0, assets: 0, fromA: 0, fromB: 0 };
  const retries = { count: 0 };
  let stop = false;
  // Bounded: the load ends when the switches are done, and in any case after 45 s or 20,000 pages.
  const deadline = Date.now() + 45_000;
  const visitor = async (index: number) => {
    // Each visitor keeps its connection open between requests, as a browser does.
    const agent = keepAliveAgent(origin);
    for (let i = index; !stop && Date.now() < deadline && counts.pages < 20_000; i += 1) {
      const page = pages[i % pages.length]!;
      try {
        const before = link('current');
        const response = await get(origin, page, 'gzip, br', agent, retries);
        const after = link('current');
        counts.pages += 1;
        if (response.status !== 200) {
          failures.push(`${page}: ${response.status}`);
          continue;
        }
        const html = decoded(response).toString('utf8');
        const assets = assetsOf(html);
        if (assets.length === 0) failures.push(`${page}: names no /_next/static/ file`);
        const served = [...new Set([before, after])];
        if (!served.some((release) => assets.every((asset) => existsSync(join(deployRoot, release, asset))))) {
          failures.push(`${page}: names files that ${served.join(' or ')} (live while it was asked for) lacks`);
        }
        if (publishOf(html) !== inForce) failures.push(`${page}: carries publish ${publishOf(html)}, not the status in force (${inForce})`);
        if (assets.some((asset) => /-b\.\w+$/.test(asset))) counts.fromB += 1;
        else counts.fromA += 1;
        for (const asset of assets) {
          const answer = await get(origin, asset, 'gzip, br', agent, retries);
          counts.assets += 1;
          if (answer.status !== 200) failures.push(`${page}: ${asset} answered ${answer.status}`);
        }
      } catch (error) {
        failures.push(`${page}: ${error instanceof Error ? error.message : error}`);
      }
    }
    agent.destroy();
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const load = Promise.all(Array.from({ length: 6 }, (_, index) => visitor(index)));
  const steps: string[] = [];
  await pause(1000);
  const switched = await publish([buildB, deployRoot]);
  expect(switched.code, switched.output).toBe(0);
  const releaseB = link('current');
  steps.push(`published ${releaseB}`);
  await pause(1000);
  const rolledBack = await publish(['--rollback', deployRoot]);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  expect(link('current')).toBe(releaseA);
  expect(link('previous')).toBe(releaseB);
  steps.push('rolled back');
  await pause(1000);
  const forward = await publish(['--rollback', deployRoot]);
  expect(forward.code, forward.output).toBe(0);
  steps.push('rolled forward');
  await pause(1000);
  stop = true;
  await load;

  test.info().annotations.push({
    type: 'load',
    description:
      `${steps.join(', ')}; ${counts.pages} pages (${counts.fromA} of the first release, ${counts.fromB} of the second) and ` +
      `${counts.assets} assets; ${retries.count} requests sent again after nginx closed an idle kept-alive connection`,
  });
  expect(failures, 'failed requests, and pages of another release or status').toEqual([]);
  expect(counts.fromA, 'pages served from the first release').toBeGreaterThan(0);
  expect(counts.fromB, 'pages served from the second release').toBeGreaterThan(0);
  expect(link('current')).toBe(releaseB);
  expect(link('previous')).toBe(releaseA);
  // The policy nginx sends is the live release's (the reload read its include).
  const policy = readFileSync(join(deployRoot, 'current', '_nginx', 'page-headers.conf'), 'utf8').match(
    /Content-Security-Policy "([^"]+)"/,
  )?.[1];
  expect((await get(origin, '/')).headers['content-security-policy']).toBe(policy);
});

test("release switches and a rollback keep the published status, its pages naming the live release's scripts", async () => {
  const statusJson = readFileSync(join(live, 'status.json'));
  const steps: [args: string[], secondBuild: boolean][] = [
    [[buildB, deployRoot], true],
    [[outDir, deployRoot], false],
    [['--rollback', deployRoot], true],
  ];
  for (const [args, secondBuild] of steps) {
    const before = link('current');
    const result = await publish(args);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Rendering the live pages');
    expect(link('current')).not.toBe(before);
    await expectStatusKept(statusJson, secondBuild);
    // The pages and the policy nginx sends them with are of the same release.
    expect((await fetchRaw('/status')).headers['content-security-policy']).toBe(livePolicy());
  }
});

test('a release that cannot render the live status never goes live: the release and the status stay as they were', async () => {
  const statusJson = readFileSync(join(live, 'status.json'));
  const state = () => ({ current: link('current'), previous: link('previous'), releases: releases(), live: fingerprint(live) });
  const before = state();
  const secondBuild = assetsOf(readFileSync(liveFile('status.html'), 'utf8')).some((asset) => /-b\.\w+$/.test(asset));
  const broken = join(work, 'build-c');
  cpSync(outDir, broken, { recursive: true, preserveTimestamps: true });

  // Built before the live status existed: refused before anything is switched.
  rmSync(join(broken, '_publish'), { recursive: true });
  const unbundled = await publish([broken, deployRoot]);
  expect(unbundled.code, unbundled.output).toBe(1);
  expect(unbundled.output).toContain('has no _publish/status.mjs');
  expect(unbundled.output).toContain('nothing was switched');
  expect(state()).toEqual(before);

  // Built before a release could render its pages ahead of its switch: refused the same way.
  mkdirSync(join(broken, '_publish'));
  writeFileSync(join(broken, '_publish', 'status.mjs'), "console.error('an older publisher'); process.exit(1);\n");
  const older = await publish([broken, deployRoot]);
  expect(older.code, older.output).toBe(1);
  expect(older.output).toContain('cannot render its pages before a switch');
  expect(older.output).toContain('nothing was switched');
  expect(state()).toEqual(before);

  // A publisher that refuses the status in force (as the rules of a release whose timetable lost
  // that sailing would): asked for its pages before the switch, it refuses; nothing is switched
  // and the release is removed.
  writeFileSync(
    join(broken, '_publish', 'status.mjs'),
    "// knows --pages-for=\nconsole.error('live/status.json: this release refuses it'); process.exit(1);\n",
  );
  const refused = await publish([broken, deployRoot]);
  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toContain('this release refuses it');
  expect(refused.output).toContain('nothing was switched');
  expect(state()).toEqual(before);
  await expectStatusKept(statusJson, secondBuild);

  // Nor does a rollback to a release without a publisher switch anything.
  const previousPublisher = join(deployRoot, link('previous'), '_publish');
  renameSync(previousPublisher, `${previousPublisher}.away`);
  try {
    const rollback = await publish(['--rollback', deployRoot]);
    expect(rollback.code, rollback.output).toBe(1);
    expect(rollback.output).toContain('has no _publish/status.mjs');
    expect(state()).toEqual(before);
  } finally {
    renameSync(`${previousPublisher}.away`, previousPublisher);
  }
});

test('a reload that fails after the switch switches back, to the pages of the release before, still in live/', async () => {
  const statusJson = readFileSync(join(live, 'status.json'));
  const before = { current: link('current'), previous: link('previous'), releases: releases() };
  const secondBuild = assetsOf(readFileSync(liveFile('status.html'), 'utf8')).some((asset) => /-b\.\w+$/.test(asset));
  // The other build than the live one, so that its rendering names other scripts.
  const failed = await publish([secondBuild ? outDir : buildB, deployRoot], { ...nginxEnv, NGINX_RELOAD_CMD: 'false' });
  expect(failed.code, failed.output).toBe(1);
  expect(failed.output).toContain('reloading nginx failed');
  // Rendered once, before the switch; the release switched back to kept its pages.
  expect(failed.output.match(/Rendering the live pages/g)).toHaveLength(1);
  expect({ current: link('current'), previous: link('previous'), releases: releases() }).toEqual(before);
  await expectStatusKept(statusJson, secondBuild);
});

test('the status publisher in the release, and its link to its live pages, are not served', async () => {
  expect(existsSync(join(deployRoot, 'current', '_publish', 'status.mjs'))).toBe(true);
  // The 404 page as published (with the status in force) once a status is, the release's before.
  const notFound = readFileSync(existsSync(liveFile('404.html')) ? liveFile('404.html') : join(deployRoot, 'current', '404.html'));
  // Nor the release's link to its live pages (they are served at their own addresses).
  expect(readlinkSync(join(deployRoot, 'current', '_live'))).toBe(`../../live/releases/${basename(link('current'))}`);
  for (const path of ['/_publish/status.mjs', '/_publish/', '/_publish', '/live/status.json', '/_live/index.html', '/_live']) {
    const response = await fetchRaw(path);
    expect(response.status, path).toBe(404);
    expect(response.raw.equals(notFound), `${path} gets the 404 page`).toBe(true);
  }
});

test('a status the publisher refuses exits non-zero and leaves live/ byte for byte as it was', async () => {
  const before = fingerprint(live);
  expect(Object.keys(before)).toContain('status.json');
  const served = (await fetchRaw('/status.json')).raw;
  const today = dhaka(Date.now()).slice(0, 10);
  const bad: [what: string, status: unknown, mentions?: string][] = [
    ['not JSON', '{ "updated": "2026-11-25 08:00", "signal": null,'],
    [
      'an unknown sailing',
      { ...stormStatus, sailings: [{ sailing: 'no-such-sailing', date: today, status: 'cancelled' }] },
      'no-such-sailing',
    ],
    ['updated in the future', { ...stormStatus, updated: dhaka(Date.now() + 2 * HOUR) }, 'updated'],
    ['a field missing', { updated: stormStatus.updated, notices: [], sailings: [] }, 'signal'],
  ];
  for (const [what, status, mentions] of bad) {
    const result = publishStatus(status);
    expect(result.status, `${what}: ${result.stdout}`).not.toBe(0);
    if (mentions) expect(result.stderr, what).toContain(mentions);
    expect(fingerprint(live), what).toEqual(before);
  }
  expect((await fetchRaw('/status.json')).raw.equals(served)).toBe(true);
});

test('a failing nginx -t leaves the live release as it was, and old releases are pruned', async () => {
  const before = { current: link('current'), previous: link('previous'), releases: releases() };
  const failed = await publish([outDir, deployRoot], { ...nginxEnv, NGINX_TEST_CMD: 'false' });
  expect(failed.code).toBe(1);
  expect(failed.output).toContain('nginx -t failed');
  expect({ current: link('current'), previous: link('previous'), releases: releases() }).toEqual(before);
  expect((await get(origin, '/')).status).toBe(200);

  const notABuild = await publish([join(work, 'no-such-folder'), deployRoot]);
  expect(notABuild.code).toBe(1);
  expect(notABuild.output).toContain('has no index.html');

  for (let i = 0; i < 3; i += 1) {
    const result = await publish(['--keep', '2', outDir, deployRoot]);
    expect(result.code, result.output).toBe(0);
  }
  const kept = releases();
  expect(kept).toHaveLength(2);
  expect(kept).toContain(basename(link('current')));
  expect(kept).toContain(basename(link('previous')));
  expect((await get(origin, '/')).status).toBe(200);
});

test('publishes in the same second get distinct release names', async () => {
  // A root of its own, where the names a publish in this second or the next would take, and the
  // next two after each, are taken already: the publish must count on to -003.
  const root = join(work, 'same-second');
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
  const now = Date.now();
  const taken = [now, now + 1000].flatMap((time) => {
    const id = stamp(new Date(time));
    return [id, `${id}-001`, `${id}-002`];
  });
  for (const id of taken) mkdirSync(join(root, 'releases', id), { recursive: true });
  const result = await publish(['--keep', '10', outDir, root], { NGINX_TEST_CMD: 'true', NGINX_RELOAD_CMD: 'true' });
  expect(result.code, result.output).toBe(0);
  const live = basename(readlinkSync(join(root, 'current')));
  expect(taken.map((id) => `${id.split('-')[0]}-003`)).toContain(live);
  expect(
    readdirSync(join(root, 'releases'))
      .filter((name) => !name.startsWith('.'))
      .sort(),
  ).toEqual([...taken, live].sort());
});
