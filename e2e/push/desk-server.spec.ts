import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { runAlertsCommand } from '../../desk/alerts';
import { watchLiveStatus } from '../../desk/watch';
import { dhakaNow } from '../../lib/status/status';
import { outDir } from '../support/routes';
import { PushService } from '../support/push-service';
import { testCertificate } from '../support/test-certificate';

/*
 * Push alerts as an operator runs them: the desk started as `npm run desk` starts it, told of the
 * test's push service by configuration (--push-service, and NODE_EXTRA_CA_CERTS for its
 * certificate), the site's push.json offering its key, a subscription over HTTP as a page makes
 * it, a publish from the command line reaching the phone within 10 seconds, and
 * `npm run desk:alerts -- off` withdrawing everything. And the watch that tells the desk of a
 * publish the moment it lands, in either layout.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const port = Number(process.env.TEST_PORT || 4173) + 11;
const desk = `http://127.0.0.1:${port}`;
const tsx = join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');
let work = '';
let site = '';
let data = '';
let server: ChildProcess | undefined;
let log = '';
let service: PushService;

const pushFile = () => JSON.parse(readFileSync(join(site, 'push.json'), 'utf8')) as { key: string | null };

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'push-desk-'));
  site = join(work, 'site');
  data = join(work, 'data');
  cpSync(outDir, site, { recursive: true });
  service = new PushService(() => pushFile().key ?? '');
  await service.start();
  server = spawn(
    process.execPath,
    [tsx, 'desk/server.ts', '--site', site, '--data', data, '--port', String(port), '--push-service', service.origin],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: testCertificate().ca },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout!.on('data', (chunk) => (log += chunk));
  server.stderr!.on('data', (chunk) => (log += chunk));
  await expect.poll(() => pushFile().key, { timeout: 20_000, message: log }).toMatch(/^[A-Za-z0-9_-]{80,}$/);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await service?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('a publish from the command line reaches a subscribed phone within 10 seconds', async () => {
  const subscription = service.subscribe();
  const response = await fetch(`${desk}/desk/push/subscribe`, {
    method: 'POST',
    headers: { Origin: desk, 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys, routes: ['barishal-bhola'], language: 'bn' }),
  });
  expect(response.status, log).toBe(200);
  // The welcome went before the desk answered: the subscription counts from it.
  expect(service.received).toHaveLength(1);
  expect(service.received[0]!.message.body).toContain('বরিশাল – ভোলা');

  const now = Date.now();
  const file = join(work, 'status.json');
  const until = dhakaNow(now + 6 * 3_600_000);
  writeFileSync(
    file,
    JSON.stringify({ updated: dhakaNow(now), signal: { number: 2, from: dhakaNow(now), until }, notices: [], sailings: [] }),
  );
  const published = spawnSync(process.execPath, [tsx, 'scripts/publish-status.ts', file, site, '--no-twins'], { encoding: 'utf8' });
  expect(published.status, published.stderr).toBe(0);
  const done = Date.now();
  await service.waitFor(2, 10_000);
  const alert = service.received[1]!;
  expect(alert.at - done).toBeLessThan(10_000);
  expect(service.rejected).toEqual([]);
  expect(alert.message.lang).toBe('bn');
  expect(alert.message.body).toContain('২ নম্বর সংকেত');
  expect(alert.urgency).toBe('high');
});

test('alerts off for everyone: subscriptions deleted, nothing offered, subscribing refused', async () => {
  const { code, output } = await runAlertsCommand(['off', '--site', site, '--data', data]);
  expect(code, output).toBe(0);
  expect(output).toMatch(/1 subscription\(s\) deleted/);
  expect(pushFile().key).toBeNull();
  const subscription = service.subscribe();
  const response = await fetch(`${desk}/desk/push/subscribe`, {
    method: 'POST',
    headers: { Origin: desk, 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys, routes: ['barishal-bhola'], language: 'en' }),
  });
  expect(response.status).toBe(503);
  const on = await runAlertsCommand(['on', '--site', site, '--data', data]);
  expect(on.code, on.output).toBe(0);
  expect(pushFile().key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
});

test('the desk is told of a publish as its last rename lands, in a built site and in a deploy root', async () => {
  const folder = mkdtempSync(join(work, 'watch-'));
  const told = { site: 0, deploy: 0 };
  const siteRoot = join(folder, 'site');
  const deployRoot = join(folder, 'deploy');
  mkdirSync(siteRoot);
  mkdirSync(join(deployRoot, 'live-publishes', 'b'), { recursive: true });
  symlinkSync('live-publishes/a', join(deployRoot, 'live'));
  const stops = [
    watchLiveStatus({ kind: 'site', root: siteRoot, templates: siteRoot, lock: join(folder, 'lock') }, () => (told.site += 1)),
    watchLiveStatus(
      {
        kind: 'deploy-root',
        root: deployRoot,
        templates: join(deployRoot, 'current'),
        release: 'a',
        live: join(deployRoot, 'live'),
        versions: join(deployRoot, 'live-publishes'),
        lock: join(deployRoot, '.publish.lock'),
      },
      () => (told.deploy += 1),
    ),
  ];
  try {
    // As lib/status/publish/write.ts ends a publish: the status file renamed into the site, the
    // `live` link renamed over the old one in a deploy root.
    writeFileSync(join(siteRoot, '.status.json.new'), '{}');
    renameSync(join(siteRoot, '.status.json.new'), join(siteRoot, 'status.json'));
    symlinkSync('live-publishes/b', join(deployRoot, '.live.new-1'));
    renameSync(join(deployRoot, '.live.new-1'), join(deployRoot, 'live'));
    await expect.poll(() => told.site > 0 && told.deploy > 0, { timeout: 10_000, message: JSON.stringify(told) }).toBe(true);
  } finally {
    for (const stop of stops) stop();
  }
});
