import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { nginxCommand, startNginx, stopNginx } from '../scripts/nginx-server.mjs';
import { isTwin, precompress } from '../scripts/precompress.mjs';
import { decoded, get } from './http';
import { nginxPort } from './nginx';
import { outDir } from './routes';

/*
 * Atomic deploys: deploy/publish.sh publishes releases into a deploy folder whose `current` symlink
 * is the root of an nginx running deploy/nginx.conf. While visitors load pages and their scripts
 * without pause, a new release goes live, is rolled back and goes live again: no request may fail
 * and every page fetched must find every script and stylesheet it names, whichever release it came
 * from. The second release is this build with every content-hashed file renamed, as a real new
 * build renames the files whose content changed, so a page of one release cannot find its scripts
 * in the other.
 */

// Serial, and given time: each test copies whole releases and reloads nginx, slow on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const port = nginxPort + 20;
const origin = `http://127.0.0.1:${port}`;
const work = join(tmpdir(), `nodipoth-deploy-${port}`);
const nginxDir = join(work, 'nginx');
const deployRoot = join(work, 'srv');
const buildB = join(work, 'build-b');
const publishScript = join(process.cwd(), 'deploy', 'publish.sh');

const quote = (argument: string) => `'${argument.replace(/'/g, `'\\''`)}'`;
/** publish.sh's nginx commands, aimed at this test's nginx instead of the system's. */
const nginxEnv = {
  NGINX_TEST_CMD: nginxCommand(nginxDir, '-t', '-q').map(quote).join(' '),
  NGINX_RELOAD_CMD: nginxCommand(nginxDir, '-s', 'reload').map(quote).join(' '),
};

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
const releases = () => readdirSync(join(deployRoot, 'releases')).filter((name) => !name.startsWith('.')).sort();

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
  .map((entry) => relative(outDir, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/'))
  .filter((file) => !/^(404|_not-found)\.html$/.test(file))
  .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`));

/** The /_next/static/ files a page names: scripts (also the after-paint placeholders), styles, preloads. */
const assetsOf = (html: string) => [...new Set([...html.matchAll(/(?:src|href|data-src)="(\/_next\/static\/[^"?#]+)"/g)].map((match) => match[1]!))];

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

test('a release switched and rolled back under load: no failed request, every page finds its scripts and styles', async () => {
  test.setTimeout(120_000);
  expect(pages.length).toBeGreaterThan(0);
  const releaseA = link('current');

  const failures: string[] = [];
  const counts = { pages: 0, assets: 0, fromA: 0, fromB: 0 };
  const retries = { count: 0 };
  let stop = false;
  // Bounded: the load ends when the switches are done, and in any case after 45 s or 20,000 pages.
  const deadline = Date.now() + 45_000;
  const visitor = async (index: number) => {
    // Each visitor keeps its connection open between requests, as a browser does.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = index; !stop && Date.now() < deadline && counts.pages < 20_000; i += 1) {
      const page = pages[i % pages.length]!;
      try {
        const response = await get(origin, page, 'gzip, br', agent, retries);
        counts.pages += 1;
        if (response.status !== 200) {
          failures.push(`${page}: ${response.status}`);
          continue;
        }
        const assets = assetsOf(decoded(response).toString('utf8'));
        if (assets.length === 0) failures.push(`${page}: names no /_next/static/ file`);
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
  expect(failures, 'failed requests').toEqual([]);
  expect(counts.fromA, 'pages served from the first release').toBeGreaterThan(0);
  expect(counts.fromB, 'pages served from the second release').toBeGreaterThan(0);
  expect(link('current')).toBe(releaseB);
  expect(link('previous')).toBe(releaseA);
  // The policy nginx sends is the live release's (the reload read its include).
  const policy = readFileSync(join(deployRoot, 'current', '_nginx', 'page-headers.conf'), 'utf8').match(/Content-Security-Policy "([^"]+)"/)?.[1];
  expect((await get(origin, '/')).headers['content-security-policy']).toBe(policy);
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
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
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
  expect(readdirSync(join(root, 'releases')).filter((name) => !name.startsWith('.')).sort()).toEqual([...taken, live].sort());
});
