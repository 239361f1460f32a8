import { request as httpsRequest } from 'node:https';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { serve, type ServerType } from '@hono/node-server';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { deskApp } from '../../desk/app';
import { invite, signIn } from '../../desk/auth';
import { runBackupCommand } from '../../desk/backup';
import { passwordProblem } from '../../desk/passwords';
import { DATABASE_FILE, openStore, SCHEMA_VERSION, type Store } from '../../desk/store';
import { deskTrouble } from '../../desk/trouble';
import { runUserCommand } from '../../desk/user';
import { deskWords, fill } from '../../desk/words';
import { securityHeaders } from '../../deploy/headers';
import { formatNumber } from '../../lib/i18n/format';
import { dhakaNow } from '../../lib/status/status';
import { nginxCommand, nginxConfig } from '../support/nginx-server';
import { outDir } from '../support/routes';
import { testCertificate } from '../support/test-certificate';

/*
 * The desk against the attack run of issue 54, in this process (its app answering requests, its
 * clock the machine's) and once over HTTP behind the shipped nginx config: resets that reset,
 * a stranger who cannot lock a clerk out, a crowd of sign-ins that leaves every other request
 * answered, malformed forms, a status older than the live one, a missing site and a full disk
 * told in words, the health check, backups, and a database of the previous release migrated.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const port = Number(process.env.TEST_PORT || 4173) + 31;
const nginxPort = Number(process.env.NGINX_PORT || 8203) + 31;
const DESK = 'http://desk.test';
const en = deskWords.en;
const bn = deskWords.bn;

let work = '';
let site = '';
let data = '';
let db: Store;
let app: ReturnType<typeof deskApp>;
let server: ServerType | undefined;
let nginxDir = '';

type Browser = { cookies: Record<string, string>; address: string };

/** A request as a browser at `address` with `cookies` sends it; Set-Cookie answers are kept in `cookies`. */
async function send(
  browser: Browser,
  path: string,
  form?: Record<string, string | string[]> | string,
  headers: Record<string, string> = {},
) {
  const body =
    form === undefined
      ? undefined
      : typeof form === 'string'
        ? form
        : new URLSearchParams(
            Object.entries(form).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => [name, one])),
          ).toString();
  const response = await app.request(`${DESK}${path}`, {
    method: form === undefined ? 'GET' : 'POST',
    headers: {
      Host: 'desk.test',
      Origin: DESK,
      'X-Real-IP': browser.address,
      Cookie: Object.entries(browser.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      ...(body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }),
      ...headers,
    },
    body,
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, value] = pair!.split('=') as [string, string];
    if (/Max-Age=0/i.test(line) || value === '') delete browser.cookies[name];
    else browser.cookies[name] = value;
  }
  return response;
}

const browserAt = (address: string): Browser => ({ cookies: {}, address });

/** The form token of a signed-in browser, from the desk's page. */
async function csrf(browser: Browser): Promise<string> {
  const html = await (await send(browser, '/desk/')).text();
  return html.match(/name="csrf" value="([^"]+)"/)![1]!;
}

/** A clerk invited as `npm run desk:user -- add` does, her password set on `browser` (which is then signed in). */
async function clerk(name: string, password: string, browser: Browser) {
  const { code, output } = runUserCommand(['add', name, '--data', data, '--public-url', DESK]);
  expect(code, output).toBe(0);
  const response = await send(browser, new URL(output.split('\n').at(-1)!).pathname, { password });
  expect(response.status, await response.clone().text()).toBe(303);
}

const signInAs = (browser: Browser, name: string, password: string) => send(browser, '/desk/sign-in', { name, password });

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'desk-attacks-'));
  site = join(work, 'site');
  data = join(work, 'data');
  cpSync(outDir, site, { recursive: true });
  db = openStore(data);
  app = deskApp(db, site);
  server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
});

test.afterAll(async () => {
  if (nginxDir && existsSync(join(nginxDir, 'nginx.pid'))) {
    const pid = Number(readFileSync(join(nginxDir, 'nginx.pid'), 'utf8'));
    if (pid) process.kill(pid, 'SIGQUIT');
  }
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  db?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a reset stops the old password at once, and a disabled clerk stays disabled until enabled', async () => {
  const phone = browserAt('203.0.113.10');
  await clerk('rahima', 'a long river password', phone);
  expect((await signInAs(browserAt('203.0.113.10'), 'rahima', 'a long river password')).status).toBe(303);

  const reset = runUserCommand(['add', 'rahima', '--reset', '--data', data, '--public-url', DESK]);
  expect(reset.code, reset.output).toBe(0);
  // Before the new link is used, the old password no longer signs in, and her sessions are over.
  expect((await signInAs(browserAt('203.0.113.10'), 'rahima', 'a long river password')).status).toBe(401);
  expect((await send(phone, '/desk/history')).status).toBe(303);
  const link = new URL(reset.output.split('\n').at(-1)!).pathname;

  // Disabled, then reset: still disabled, the link refused; enabled, the link works.
  expect(runUserCommand(['disable', 'rahima', '--data', data]).code).toBe(0);
  const again = runUserCommand(['add', 'rahima', '--reset', '--data', data, '--public-url', DESK]);
  expect(again.output).toContain('enable rahima');
  const fresh = new URL(again.output.split('\n').at(-1)!).pathname;
  expect((await send(phone, fresh)).status).toBe(410);
  expect((await send(phone, link)).status).toBe(410);
  const enabled = runUserCommand(['enable', 'rahima', '--data', data]);
  expect(enabled.code, enabled.output).toBe(0);
  expect((await send(phone, fresh, { password: 'a new long river password' })).status).toBe(303);
  expect((await signInAs(browserAt('203.0.113.11'), 'rahima', 'a new long river password')).status).toBe(303);
});

test('blank, invisible and common passwords are refused, in the clerk’s language', async () => {
  for (const password of [
    ' '.repeat(12),
    '\u200b'.repeat(12),
    '\u200d\u200c'.repeat(6) + 'abc',
    '\u3000'.repeat(10),
    'abc\u00ad'.repeat(3),
  ])
    expect(passwordProblem(password), JSON.stringify(password)).toBe('short');
  for (const password of ['1234567890', 'Password123', 'QWERTYUIOP', 'bangladesh', 'aaaaaaaaaaaa', 'abababababab'])
    expect(passwordProblem(password), password).toBe('common');
  expect(passwordProblem('x'.repeat(201))).toBe('long');
  expect(passwordProblem('ইলিশ ধরার নৌকা ঘাটে')).toBeUndefined();

  for (const [locale, words] of [
    ['en', en],
    ['bn', bn],
  ] as const) {
    const browser = browserAt('203.0.113.12');
    const token = invite(db, `clerk-${locale}`, Date.now());
    const page = `/desk/invite/${token}?lang=${locale}`;
    const blank = await send(browser, page, { password: ' '.repeat(12) });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain(fill(words.passwordVisible, { count: formatNumber(locale, 10) }));
    const common = await send(browser, page, { password: 'password123' });
    expect(common.status).toBe(400);
    expect(await common.text()).toContain(words.passwordCommon);
  }
});

test('a stranger’s wrong passwords do not lock the clerk out from her phone or her address', async () => {
  const phone = browserAt('203.0.113.20');
  await clerk('karim', 'the ghat at dawn is calm', phone);
  const stranger = browserAt('198.51.100.66');
  const statuses: number[] = [];
  for (let tries = 0; tries < 8; tries++) statuses.push((await signInAs(stranger, 'karim', `guess ${tries}`)).status);
  // Five wrong, then the stranger is stopped for the name, even with the right password.
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.slice(5)).toEqual([429, 429, 429]);
  expect((await signInAs(stranger, 'karim', 'the ghat at dawn is calm')).status).toBe(429);
  expect((await signInAs(browserAt('198.51.100.67'), 'karim', 'the ghat at dawn is calm')).status).toBe(429);
  // Her phone (its device cookie from her last sign-in) gets in from anywhere, and so does her usual address.
  const travelling = { cookies: { desk_device: phone.cookies.desk_device! }, address: '192.0.2.44' };
  expect((await signInAs(travelling, 'karim', 'the ghat at dawn is calm')).status).toBe(303);
  expect((await signInAs(browserAt('203.0.113.20'), 'karim', 'the ghat at dawn is calm')).status).toBe(303);
  // A device cookie is no master key: it is hers only, and for her name only.
  const forged = { cookies: { desk_device: 'made-up' }, address: '198.51.100.68' };
  expect((await signInAs(forged, 'karim', 'the ghat at dawn is calm')).status).toBe(429);
});

test('forty sign-ins at once leave the desk answering everything else (figures printed)', async () => {
  const desk = `http://127.0.0.1:${port}`;
  const timeStatic = async () => {
    const start = performance.now();
    const response = await fetch(`${desk}/desk/desk.css`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    return performance.now() - start;
  };
  const idle: number[] = [];
  for (let index = 0; index < 10; index++) idle.push(await timeStatic());
  let spraying = true;
  const during: number[] = [];
  const spray = Promise.all(
    Array.from({ length: 40 }, async (_, index) => {
      const response = await fetch(`${desk}/desk/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: desk,
          'X-Real-IP': `192.0.2.${index + 100}`,
        },
        body: new URLSearchParams({ name: `sprayed-${index % 4}`, password: `wrong password ${index}` }).toString(),
      });
      await response.text();
      return response.status;
    }),
  ).finally(() => (spraying = false));
  while (spraying) during.push(await timeStatic());
  const statuses = await spray;
  // Each is answered: wrong (401), or told the desk is busy (503) when the queue of hashes is full.
  expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const max = (values: number[]) => Math.max(...values);
  console.log(
    `Sign-in spray (40 at once, scrypt N=2^15 off the event loop, 2 at a time): a static GET took ${median(idle).toFixed(1)} ms median before, ` +
      `${median(during).toFixed(1)} ms median and ${max(during).toFixed(1)} ms at most during (${during.length} requests); sign-ins answered ${[...new Set(statuses)].join(', ')}`,
  );
  expect(during.length).toBeGreaterThan(0);
});

test('malformed forms and fields get 400 or 422, never 500', async () => {
  const browser = browserAt('203.0.113.30');
  await clerk('nasrin', 'publish with care please', browser);
  const token = await csrf(browser);
  const live = JSON.parse(readFileSync(join(site, 'status.json'), 'utf8')) as Record<string, unknown>;
  const cases: [string, string, Record<string, string | string[]> | string][] = [
    ['signal_until=__proto__', '/desk/preview', { csrf: token, signal: '2', signal_until: '__proto__' }],
    ['signal_until=constructor', '/desk/preview', { csrf: token, signal: '3', signal_until: 'constructor' }],
    ['signal as an array', '/desk/preview', { csrf: token, signal: ['2', '3'], signal_until: ['6h', '12h'] }],
    ['a custom time that is not one', '/desk/preview', { csrf: token, signal: '2', signal_until: 'custom', signal_until_time: '99:99' }],
    ['a signal far out of range', '/desk/preview', { csrf: token, signal: '1e308', signal_until: 'valueOf' }],
    [
      'new notice hours not a number',
      '/desk/preview',
      { csrf: token, 'new.title_en': 'x', 'new.title_bn': 'ক', 'new.hours': 'NaN', 'new.routes': ['__proto__'] },
    ],
    ['status as raw arrays', '/desk/publish', { csrf: token, status: ['[]', '{}'], based_on: ['a', 'b'] }],
    ['status an array', '/desk/publish', { csrf: token, status: '[]', based_on: 'x' }],
    ['status null', '/desk/publish', { csrf: token, status: 'null', based_on: 'x' }],
    ['status not JSON', '/desk/publish', { csrf: token, status: '{"updated":', based_on: 'x' }],
    ['status a number', '/desk/publish', { csrf: token, status: '42', confirm: '1' }],
    ['status missing its fields', '/desk/publish', { csrf: token, status: '{}', confirm: '1' }],
    ['status with __proto__', '/desk/publish', { csrf: token, status: '{"__proto__":{"updated":1},"signal":[]}', confirm: '1' }],
    [
      'status with wrong types',
      '/desk/publish',
      { csrf: token, status: JSON.stringify({ ...live, signal: 'x', notices: {}, sailings: 'y' }), confirm: '1' },
    ],
    ['restore of no publish', '/desk/restore/__proto__', { csrf: token }],
    ['restore of a huge id', '/desk/restore/1e400', { csrf: token }],
    ['sign-in with arrays', '/desk/sign-in', { name: ['a', 'b'], password: ['c', 'd'] }],
    ['an invitation that is not one', '/desk/invite/__proto__', { password: ['x', 'y'] }],
    ['a broken multipart body', '/desk/preview', `--x\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${token}\r\n--x`],
  ];
  for (const [what, path, form] of cases) {
    const headers: Record<string, string> = typeof form === 'string' ? { 'Content-Type': 'multipart/form-data; boundary=x' } : {};
    const response = await send(browser, path, form, headers);
    const text = await response.text();
    expect([303, 400, 401, 404, 409, 410, 422], `${what}: ${response.status} ${text.slice(0, 200)}`).toContain(response.status);
    expect(text, what).not.toMatch(/Internal Server Error|at .+\.ts:\d+/);
  }
});

test('a status older than the live one is published only when the clerk confirms', async () => {
  const browser = browserAt('203.0.113.31');
  await signInAs(browser, 'nasrin', 'publish with care please');
  const token = await csrf(browser);
  const html = await (await send(browser, '/desk/')).text();
  const basedOn = html.match(/name="based_on" value="([^"]+)"/)![1]!;
  const live = JSON.parse(readFileSync(join(site, 'status.json'), 'utf8')) as { updated: string };
  const old = { ...live, updated: dhakaNow(Date.now() - 26 * 86_400_000), signal: null, notices: [], sailings: [] };
  const asked = await send(browser, '/desk/publish', { csrf: token, based_on: basedOn, status: JSON.stringify(old) });
  expect(asked.status).toBe(409);
  expect(await asked.text()).toContain(en.olderTitle);
  expect((JSON.parse(readFileSync(join(site, 'status.json'), 'utf8')) as { updated: string }).updated).toBe(live.updated);
  // The same in Bangla, for a clerk who reads the desk in Bangla.
  await send(browser, '/desk/language?to=bn');
  const inBangla = await send(browser, '/desk/publish', { csrf: token, based_on: basedOn, status: JSON.stringify(old) });
  expect(await inBangla.text()).toContain(bn.olderTitle);
  await send(browser, '/desk/language?to=en');
  const confirmed = await send(browser, '/desk/publish', { csrf: token, based_on: basedOn, status: JSON.stringify(old), confirm: '1' });
  expect(confirmed.status).toBe(200);
  expect((JSON.parse(readFileSync(join(site, 'status.json'), 'utf8')) as { updated: string }).updated).toBe(old.updated);
});

test('a missing site folder and a full disk are told in words; health says how old the status is and nothing secret', async () => {
  const health = await send(browserAt('203.0.113.40'), '/desk/health');
  expect(health.status).toBe(200);
  const body = (await health.json()) as Record<string, unknown>;
  expect(body).toEqual({ ok: true, statusAgeSeconds: expect.any(Number), lastPublishAgeSeconds: expect.any(Number) });
  expect(JSON.stringify(body)).not.toMatch(/nasrin|rahima|scrypt|vapid|desk\.sqlite|\//i);

  const browser = browserAt('203.0.113.41');
  await signInAs(browser, 'nasrin', 'publish with care please');
  const aside = `${site}-aside`;
  renameSync(site, aside);
  try {
    for (const [locale, words] of [
      ['en', en],
      ['bn', bn],
    ] as const) {
      await send(browser, `/desk/language?to=${locale}`);
      const response = await send(browser, '/desk/');
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(text).toContain(words.siteMissing);
      expect(text).not.toContain(site);
    }
    expect((await send(browser, '/desk/health')).status).toBe(503);
  } finally {
    renameSync(aside, site);
    await send(browser, '/desk/language?to=en');
  }
  // A full disk (ENOSPC, as the publisher's write meets it) is told as such; the live status is untouched by a failed write.
  const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  expect(deskTrouble(full)).toMatchObject({ status: 507, words: 'diskFull' });
  expect(en.diskFull).not.toBe(bn.diskFull);
});

test('a backup copies the database while the desk has it open', async () => {
  const file = join(work, 'backup', 'desk-copy.sqlite');
  mkdirSync(join(work, 'backup'));
  invite(db, 'backup-clerk', Date.now());
  const made = await runBackupCommand([file, '--data', data]);
  expect(made.code, made.output).toBe(0);
  const copy = new Database(file, { readonly: true });
  expect(copy.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  const names = (copy.prepare('SELECT name FROM users ORDER BY name').all() as { name: string }[]).map((row) => row.name);
  copy.close();
  const live = (db.prepare('SELECT name FROM users ORDER BY name').all() as { name: string }[]).map((row) => row.name);
  expect(live).toContain('backup-clerk');
  expect(names).toEqual(live);
  // Never over an existing file.
  expect((await runBackupCommand([file, '--data', data])).code).toBe(1);
});

test('a database made by the previous release’s schema opens, migrated, with its clerks and subscriptions', async () => {
  const old = join(work, 'old-data');
  mkdirSync(old);
  const made = new Database(join(old, DATABASE_FILE));
  made.exec(readFileSync(join(__dirname, 'fixtures', 'round5-schema.sql'), 'utf8'));
  // A clerk whose password was hashed by that release (scrypt, the same format), and a subscription.
  const hash =
    'scrypt$32768$8$1$' +
    (await new Promise<string>((resolve) => {
      const salt = Buffer.alloc(16, 1);
      void import('node:crypto').then(({ scrypt }) =>
        scrypt('an old long password', salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (_error, key) =>
          resolve(`${salt.toString('base64')}$${key.toString('base64')}`),
        ),
      );
    }));
  made.prepare('INSERT INTO users (name, password, created) VALUES (?, ?, ?)').run('old-clerk', hash, 1);
  made
    .prepare('INSERT INTO push_subscriptions (endpoint, p256dh, auth, routes, language, created) VALUES (?, ?, ?, ?, ?, ?)')
    .run('https://fcm.googleapis.com/fcm/send/old', 'BA', 'AA', '["dhaka-barishal"]', 'en', 1);
  made.prepare('INSERT INTO failed_sign_ins (name, address, at) VALUES (?, ?, ?)').run('old-clerk', '192.0.2.1', Date.now());
  expect(made.pragma('user_version', { simple: true })).toBe(0);
  made.close();

  const opened = openStore(old);
  try {
    expect(opened.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    // Subscriptions the old release kept had taken alerts: they count.
    expect(opened.prepare('SELECT confirmed, failing_since FROM push_subscriptions').get()).toEqual({ confirmed: 1, failing_since: null });
    const result = await signIn(opened, 'old-clerk', 'an old long password', { address: '192.0.2.9', device: undefined }, Date.now());
    expect(typeof result === 'object' && result.user.name).toBe('old-clerk');
  } finally {
    opened.close();
  }
  // Opening again changes nothing; a database from a newer release is refused with a sentence.
  openStore(old).close();
  const newer = new Database(join(old, DATABASE_FILE));
  newer.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
  newer.close();
  expect(() => openStore(old)).toThrow(/newer release/);
});

test('through the shipped nginx, desk pages carry one set of security headers', async () => {
  nginxDir = join(work, 'nginx');
  const base = join(work, 'deploy');
  mkdirSync(base);
  cpSync(outDir, join(base, 'current'), { recursive: true });
  mkdirSync(nginxDir);
  const config = nginxConfig({ dir: nginxDir, port: nginxPort, httpPort: nginxPort + 1000, base }).replaceAll(
    '127.0.0.1:8787',
    `127.0.0.1:${port}`,
  );
  expect(config).toContain(`proxy_pass http://127.0.0.1:${port}`);
  writeFileSync(join(nginxDir, 'nginx.conf'), config);
  const { spawnSync } = await import('node:child_process');
  const [command, ...args] = nginxCommand(nginxDir);
  const started = spawnSync(command, args, { encoding: 'utf8' });
  expect(started.status, started.stderr).toBe(0);

  const ca = readFileSync(testCertificate().ca);
  const get = (path: string) =>
    new Promise<{ status: number; raw: string[] }>((resolve, reject) => {
      const outgoing = httpsRequest({ host: '127.0.0.1', port: nginxPort, path, ca, servername: 'localhost' }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, raw: response.rawHeaders }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  let answer: { status: number; raw: string[] } | undefined;
  await expect.poll(async () => (answer = await get('/desk/').catch(() => undefined))?.status, { timeout: 10_000 }).toBe(200);
  const counts = new Map<string, string[]>();
  for (let index = 0; index < answer!.raw.length; index += 2) {
    const name = answer!.raw[index]!.toLowerCase();
    counts.set(name, [...(counts.get(name) ?? []), answer!.raw[index + 1]!]);
  }
  const once = [
    'content-security-policy',
    'referrer-policy',
    'cache-control',
    'x-content-type-options',
    'permissions-policy',
    'cross-origin-opener-policy',
    'strict-transport-security',
    'x-robots-tag',
  ];
  for (const name of once) expect(counts.get(name), name).toHaveLength(1);
  // The desk's own rules, not the site's: no code at all, and the site's HSTS.
  expect(counts.get('content-security-policy')![0]).toContain("default-src 'none'");
  expect(counts.get('cache-control')![0]).toBe('no-store');
  expect(counts.get('strict-transport-security')![0]).toBe(securityHeaders.find(([name]) => name === 'Strict-Transport-Security')![1]);
});
