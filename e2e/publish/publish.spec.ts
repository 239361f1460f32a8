import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { publishShEnv, shellQuote, startNginx, stopNginx } from '../support/nginx-server';
import { decoded, get } from '../support/http';
import { nginxPort } from '../support/nginx';
import { outDir } from '../support/routes';
import { liveFiles } from '../../lib/status/live-files';
import { servedLiveFile } from '../../lib/status/publish/layout';
import { lockHolders } from '../../lib/status/publish/lock';
import { CHANGE_SHOWN_HOURS, dhakaNow, MAX_SAILING_CHANGES } from '../../lib/status/status';
import { sailingTimes, timetable } from '../../lib/timetable/model';

/*
 * The one publish path (issue 43), tried as a tired operator and as an attacker would: on a copy of
 * the built site laid out as a deploy root by deploy/publish.sh (releases/, current, live) and
 * served by the shipped deploy/nginx.conf on an nginx of its own, with the publisher every release
 * carries (current/_publish/status.mjs), run as the operator runs it. Each test is named after the
 * item of the issue it shows. No browser: the open page picking up a publish is in e2e/status/.
 */

// Serial: every test publishes into the one deploy root, and the order of publishes matters.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const port = nginxPort + 40;
const origin = `https://127.0.0.1:${port}`;
const work = join(tmpdir(), `nodipoth-publish-${port}`);
const nginxDir = join(work, 'nginx');
const root = join(work, 'srv');
const publishScript = join(process.cwd(), 'deploy', 'publish.sh');

/** publish.sh's nginx commands, aimed at this test's nginx instead of the system's, and this Node. */
const nginxEnv = publishShEnv(nginxDir);

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs a command without blocking the event loop; stopped (and said so) after 60 s. */
function run(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; umask?: string } = {},
): Promise<Run> & { pid?: number; kill: () => void } {
  const child = options.umask
    ? spawn('sh', ['-c', `umask ${options.umask} && exec "$@"`, 'sh', command, ...args], { env: { ...process.env, ...options.env } })
    : spawn(command, args, { env: { ...process.env, ...options.env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const promise = new Promise<Run>((resolve) => {
    const timer = setTimeout(() => {
      stderr += '\n(still running after 60 s: stopped)';
      child.kill('SIGKILL');
    }, 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
  return Object.assign(promise, { pid: child.pid, kill: () => child.kill('SIGKILL') });
}

/** The publisher of the live release, as the operator runs it. */
const publish = (args: string[], options: { env?: Record<string, string>; umask?: string } = {}) =>
  run(process.execPath, [join(root, 'current', '_publish', 'status.mjs'), ...args], options);

const HOUR = 3_600_000;
const dhaka = dhakaNow;

let counter = 0;
/** A status as of now: tonight's 21:00 Dhaka-Barishal cancelled, its note saying which one this is. */
function status(changes: { updatedMs?: number; mark?: string; extra?: Record<string, unknown> } = {}) {
  const now = Date.now();
  const mark = changes.mark ?? `Run ${++counter}`;
  return {
    mark,
    value: {
      $schema: './status.schema.json',
      updated: dhaka(changes.updatedMs ?? now),
      signal: null,
      notices: [],
      sailings: [
        {
          sailing: 'dhk-bsl-2100',
          date: dhaka(now).slice(0, 10),
          status: 'cancelled',
          note: { en: `${mark} storm note`, bn: `ঝড়ের খবর, আজ রাতের লঞ্চ বাতিল (${mark})` },
        },
      ],
      ...changes.extra,
    },
  };
}

/** Writes a status (a value, or the exact text or bytes given) to a file of its own. */
function statusFile(content: unknown): string {
  const file = join(work, `status-${Date.now()}-${++counter}.json`);
  writeFileSync(file, Buffer.isBuffer(content) || typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

/** The folder `live` points at, and every file under the deploy root's live folders with its size and time. */
function liveState() {
  const versions = join(root, 'live-publishes');
  const files = existsSync(versions)
    ? readdirSync(versions, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          // Byte for byte, and the time nginx's validators are made of.
          return `${path} ${createHash('sha256').update(readFileSync(path)).digest('hex')} ${statSync(path).mtimeMs}`;
        })
        .sort()
    : [];
  return { link: existsSync(join(root, 'live')) ? readlinkSync(join(root, 'live')) : null, files };
}

const served = async (path: string, encoding = 'identity') => {
  const response = await get(origin, path, encoding);
  return { ...response, text: decoded(response).toString('utf8') };
};
/** Whether a process has a child of this name (read from /proc, Linux's process table). */
function childNamed(pid: number, name: string): boolean {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, comm, rest] = stat.match(/^\d+ \((.*)\) (.*)$/s) ?? [];
      if (comm === name && Number(rest?.split(' ')[1]) === pid) return true;
    } catch {
      // gone meanwhile
    }
  }
  return false;
}

/** The run's mark in a status file and in a status page ("Run 7"). */
const markOf = (text: string) => text.match(/Run \d+/)?.[0];

test.beforeAll(async () => {
  stopNginx(nginxDir);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const first = await run('bash', [publishScript, outDir, root], { env: { NGINX_TEST_CMD: 'true', NGINX_RELOAD_CMD: 'true' } });
  expect(first.code, first.stderr).toBe(0);
  startNginx({ dir: nginxDir, port, base: root });
});

test.afterAll(() => {
  stopNginx(nginxDir);
  rmSync(work, { recursive: true, force: true });
});

test('the first publish makes live a link to a complete folder, and nginx serves every live file from it', async () => {
  const { mark, value } = status();
  const result = await publish([statusFile(value), root]);
  expect(result.code, result.stderr).toBe(0);
  expect(lstatSync(join(root, 'live')).isSymbolicLink()).toBe(true);
  expect(readlinkSync(join(root, 'live'))).toMatch(/^live-publishes\/\d{8}T\d{6}\.\d{3}Z-\d+$/);
  for (const { file, path } of liveFiles) {
    expect(existsSync(servedLiveFile(root, file)), file).toBe(true);
    expect((await served(path)).status, path).toBe(200);
  }
  expect((await served('/status')).text).toContain(`${mark} storm note`);
  expect(JSON.parse((await served('/status.json')).text)).toEqual(value);
});

test('1. read once: a file replaced while its publish waits for the lock is published as it was checked', async () => {
  const { mark, value } = status();
  const file = statusFile(value);
  const holder = run('flock', [join(root, '.publish.lock'), 'sleep', '3']);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const publishing = publish([file, root]);
  // The publisher has read the file once it waits for the lock: its flock helper is then running.
  for (let tries = 0; !childNamed(publishing.pid!, 'flock'); tries++) {
    if (tries > 150) throw new Error('the publisher never waited for the lock');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // What an attacker (or a second editor) swaps in meanwhile: unchecked, a signal that does not exist.
  writeFileSync(file, JSON.stringify({ ...value, signal: { number: 9, from: '2099-01-01 00:00', until: '2099-01-02 00:00' } }));
  await holder;
  const result = await publishing;
  expect(result.code, result.stderr).toBe(0);
  expect(JSON.parse((await served('/status.json')).text)).toEqual(value);
  expect((await served('/status')).text).toContain(mark);
});

test('2. every live file is readable by the web server and writable by the group whatever the umask', async () => {
  const { value } = status();
  const result = await publish([statusFile(value), root], { umask: '077' });
  expect(result.code, result.stderr).toBe(0);
  const version = join(root, readlinkSync(join(root, 'live')));
  for (const entry of readdirSync(version, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    // Readable by the web server; writable by the deploy root's group (the desk's user and root), folders setgid.
    expect(statSync(path).mode & 0o7777, path).toBe(entry.isDirectory() ? 0o2775 : 0o664);
  }
  expect(statSync(version).mode & 0o7777).toBe(0o2775);
  for (const { path } of liveFiles)
    for (const encoding of ['identity', 'gzip', 'br']) expect((await served(path, encoding)).status, `${path} ${encoding}`).toBe(200);
});

test('3. --no-twins into a deploy root leaves no older compressed copy to be served', async () => {
  const before = await publish([statusFile(status().value), root]);
  expect(before.code, before.stderr).toBe(0);
  expect(existsSync(servedLiveFile(root, 'status.html.gz'))).toBe(true);
  const { mark, value } = status();
  const result = await publish(['--no-twins', statusFile(value), root]);
  expect(result.code, result.stderr).toBe(0);
  expect(readdirSync(join(root, 'live'), { recursive: true }).filter((name) => /\.(gz|br)$/.test(String(name)))).toEqual([]);
  for (const encoding of ['gzip', 'br', 'identity']) expect(markOf((await served('/status', encoding)).text), encoding).toBe(mark);
});

test('5. an older status is refused unless --force, which says what it replaces; a wrong year and a key twice are refused; a stale one is published with a warning', async () => {
  const liveNow = readFileSync(join(root, 'live', 'status.json'), 'utf8');
  const older = status({ updatedMs: Date.now() - 2 * HOUR });
  const state = liveState();
  const refused = await publish([statusFile(older.value), root]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('is older than the status visitors see now');
  expect(refused.stderr).toContain('add --force');
  expect(liveState()).toEqual(state);

  const year0 = await publish([statusFile({ ...older.value, updated: '0000-01-01 00:00' }), root]);
  expect(year0.code).toBe(1);
  expect(year0.stderr).toContain('updated: the year 0000 is wrong (check the date)');
  const twice = await publish([
    statusFile(`{"updated": "${dhaka(Date.now())}", "signal": null, "signal": {"number": 2}, "notices": [], "sailings": []}`),
    root,
  ]);
  expect(twice.code).toBe(1);
  expect(twice.stderr).toMatch(/line 1, column \d+: the key "signal" is written twice/);
  expect(liveState()).toEqual(state);

  const forced = await publish(['--force', statusFile(older.value), root]);
  expect(forced.code, forced.stderr).toBe(0);
  expect(forced.stderr).toContain(
    `replaced the newer status visitors saw (updated ${(JSON.parse(liveNow) as { updated: string }).updated})`,
  );
  const stale = status({ updatedMs: Date.now() - 13 * HOUR });
  const staleRun = await publish(['--force', statusFile(stale.value), root]);
  expect(staleRun.code, staleRun.stderr).toBe(0);
  expect(staleRun.stderr).toContain('every page will show this status as out of date');
  // Back to a status of now for the tests after this one.
  expect((await publish([statusFile(status().value), root])).code).toBe(0);
});

test('6. current, a release or the live folder given instead of the deploy root is refused, naming the deploy root', async () => {
  const file = statusFile(status().value);
  const state = liveState();
  const release = join(
    root,
    'releases',
    readdirSync(join(root, 'releases')).find((name) => !name.startsWith('.'))!,
  );
  for (const [dir, part] of [
    [join(root, 'current'), '`current`'],
    [release, 'a release'],
    [join(root, 'releases'), '`releases/`, the folder of all releases,'],
    [join(root, 'live'), 'a live folder'],
  ] as const) {
    const result = await publish([file, dir]);
    expect(result.code, dir).toBe(1);
    expect(result.stderr, dir).toContain(`is ${part} of the deploy root ${root}`);
  }
  const elsewhere = await publish([file, work]);
  expect(elsewhere.code).toBe(1);
  expect(elsewhere.stderr).toContain('is neither a built site');
  expect(liveState()).toEqual(state);
});

test('7. an unknown option is refused with the usage, and --check writes nothing but says what would change', async () => {
  const { value } = status({ extra: { signal: { number: 2, from: dhaka(Date.now()), until: dhaka(Date.now() + 6 * HOUR) } } });
  const file = statusFile(value);
  const state = liveState();
  const dryRun = await publish(['--dry-run', file, root]);
  expect(dryRun.code).toBe(2);
  expect(dryRun.stderr).toContain('unknown option --dry-run');
  expect(dryRun.stderr).toContain('Usage:');
  const checked = await publish(['--check', file, root]);
  expect(checked.code, checked.stderr).toBe(0);
  expect(checked.stdout).toContain('Storm signal: no signal -> signal 2');
  expect(checked.stdout).toContain('Nothing was written (--check).');
  expect(liveState()).toEqual(state);
});

test('8. the lock: a publish waits for the holder, and says who holds it when its wait runs out', async () => {
  const lock = join(root, '.publish.lock');
  const holder = run('sh', [
    '-c',
    `exec 9>>${shellQuote(lock)}; flock 9; printf 'deploy/publish.sh (a release switch), pid %s\\n' $$ > ${shellQuote(lock)}; sleep 10`,
  ]);
  // Held once its note names it (a loaded machine may take a while to start it).
  await expect.poll(() => readFileSync(lock, 'utf8'), { timeout: 20_000 }).toContain(`pid ${holder.pid}`);
  const state = liveState();
  const gaveUp = await publish([statusFile(status().value), root], { env: { PUBLISH_LOCK_WAIT: '1' } });
  expect(gaveUp.code).toBe(1);
  expect(gaveUp.stderr).toContain(
    `${lock} is locked (deploy/publish.sh (a release switch), pid ${holder.pid}) and was not let go within 1 s, so nothing was published: try again when it has`,
  );
  expect(liveState()).toEqual(state);
  const { mark, value } = status();
  const waited = await publish([statusFile(value), root]);
  await holder;
  expect(waited.code, waited.stderr).toBe(0);
  expect(markOf((await served('/status')).text)).toBe(mark);
});

test('8. concurrency: of 20 pairs at once, and 10 publishes during deploy/publish.sh, the last published is live, whole', async () => {
  // 60 publishes and 10 release switches, each publish writing every page. Two publishes in the same second: the second waits for the next second (Last-Modified is never
  // later than now), up to a second per pair on top of the publishes themselves.
  test.setTimeout(600_000);
  const started = Date.now();
  for (let pair = 0; pair < 20; pair++) {
    const a = status({ updatedMs: Date.now() - 60_000 });
    const b = status();
    const [first, second] = await Promise.all([publish([statusFile(a.value), root]), publish([statusFile(b.value), root])]);
    expect(second.code, second.stderr).toBe(0);
    // a is older: it goes live only if it got the lock first, and then b replaces it.
    expect([0, 1], first.stderr).toContain(first.code);
    expect(markOf(readFileSync(join(root, 'live', 'status.json'), 'utf8')), `pair ${pair}`).toBe(b.mark);
    for (const { file } of liveFiles.filter((entry) => entry.file.endsWith('.html'))) {
      expect(markOf(readFileSync(servedLiveFile(root, file), 'utf8')), `pair ${pair} ${file}`).toBe(b.mark);
    }
  }
  for (let round = 0; round < 10; round++) {
    const switching = run('bash', [publishScript, outDir, root], { env: nginxEnv });
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 400));
    const { mark, value } = status();
    const published = await publish([statusFile(value), root]);
    const switched = await switching;
    expect(switched.code, switched.stderr).toBe(0);
    expect(published.code, published.stderr).toBe(0);
    expect(markOf((await served('/status.json')).text), `round ${round}`).toBe(mark);
    const page = (await served('/status')).text;
    expect(markOf(page), `round ${round}`).toBe(mark);
    // The pages name the scripts of the release that is live now.
    for (const asset of page.match(/\/_next\/static\/chunks\/[^"]+\.js/g) ?? [])
      expect(existsSync(join(root, 'current', asset)), asset).toBe(true);
  }
  console.log(`20 pairs of publishes and 10 during release switches: ${Math.round((Date.now() - started) / 1000)} s`);
});

test('9. killed at any moment, a publish leaves every request a whole publish, and the next one removes its leftovers', async () => {
  const published = new Set([markOf(readFileSync(join(root, 'live', 'status.json'), 'utf8'))]);
  let reading = true;
  const pairs: [string | undefined, string | undefined][] = [];
  const client = (async () => {
    while (reading) {
      const json = markOf((await served('/status.json')).text);
      const page = markOf((await served('/status', 'gzip')).text);
      pairs.push([json, page]);
    }
  })();
  for (let round = 0; round < 20; round++) {
    const { mark, value } = status();
    published.add(mark);
    const publishing = publish([statusFile(value), root]);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 700));
    publishing.kill();
    await publishing;
  }
  reading = false;
  await client;
  expect(pairs.length).toBeGreaterThan(20);
  for (const [json, page] of pairs) {
    expect(published.has(json), `status.json from a publish: ${json}`).toBe(true);
    expect(published.has(page), `status page from a publish: ${page}`).toBe(true);
    // The page was asked for after the status file: it is from the same publish or a later one.
    expect(Number(page!.slice(4)), `${json} then ${page}`).toBeGreaterThanOrEqual(Number(json!.slice(4)));
  }
  const { mark, value } = status();
  const next = await publish([statusFile(value), root]);
  expect(next.code, next.stderr).toBe(0);
  expect(readdirSync(root).filter((name) => name.startsWith('.live.new'))).toEqual([]);
  const versions = readdirSync(join(root, 'live-publishes'));
  expect(versions.filter((name) => name.endsWith('.partial'))).toEqual([]);
  expect(versions.length).toBeLessThanOrEqual(2);
  expect(markOf((await served('/status')).text)).toBe(mark);
});

test('10. a control character, a lone surrogate or a byte that is not UTF-8 is refused', async () => {
  const state = liveState();
  const { value } = status();
  const withNote = (en: string) => ({ ...value, sailings: [{ ...value.sailings[0], note: { ...value.sailings[0]!.note, en } }] });
  const control = await publish([statusFile(withNote('Storm\u0000 \u0001note')), root]);
  expect(control.stderr).toContain('the English note has an invisible control character (U+0000)');
  const surrogate = await publish([statusFile(JSON.stringify(withNote('x')).replace('"x"', '"\\ud800 storm"')), root]);
  expect(surrogate.stderr).toContain('a lone UTF-16 surrogate, U+D800');
  const latin1 = await publish([statusFile(Buffer.from(JSON.stringify(withNote('Caf\u00e9')), 'latin1')), root]);
  expect(latin1.stderr).toMatch(/line 1, column \d+: byte \d+ is not UTF-8 .*save it as UTF-8/);
  for (const result of [control, surrogate, latin1]) expect(result.code).toBe(1);
  expect(liveState()).toEqual(state);
});

test('11. every refusal says what to fix, in at most 20 lines and a count, escaped, and ends with its last line when piped', async () => {
  const state = liveState();
  const { value } = status();
  const cases: [string | Buffer | unknown, string | RegExp][] = [
    ['', 'is empty'],
    [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(value))]), 'byte order mark (BOM)'],
    [Buffer.from(`\ufeff${JSON.stringify(value)}`, 'utf16le'), 'is saved as UTF-16'],
    [{ ...value, untill: 'x' }, 'unknown key "untill"'],
    [{ ...value, signal: { number: '2', from: value.updated, until: value.updated } }, 'number must be written without quotes: 2, not "2"'],
    [{ ...value, sailings: [{ ...value.sailings[0], date: '2027-06-05' }] }, "2027-06-05 is outside the timetable's season"],
    [`{\n  "updated": "${value.updated}"\n  "signal": null\n}`, 'line 3, column 3: not valid JSON (a comma is missing before this)'],
    [{ ...value, sailings: [{ ...value.sailings[0], sailing: 'dhk\u001b[2Jbsl' }] }, 'dhk\\e[2Jbsl'],
  ];
  for (const [content, message] of cases) {
    const result = await publish([statusFile(content), root]);
    expect(result.code, String(message)).toBe(1);
    if (typeof message === 'string') expect(result.stderr).toContain(message);
    else expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toContain('\u001b');
  }
  const many = {
    ...value,
    sailings: Array.from({ length: MAX_SAILING_CHANGES }, (_, i) => ({ sailing: `nope-${i}`, date: '2026-11-26', status: 'cancelled' })),
  };
  const flood = await run('sh', [
    '-c',
    `${shellQuote(process.execPath)} ${shellQuote(join(root, 'current', '_publish', 'status.mjs'))} ${shellQuote(statusFile(JSON.stringify(many)))} ${shellQuote(root)} 2>&1 | cat`,
  ]);
  const lines = flood.stdout.trim().split('\n');
  expect(lines.filter((line) => line.includes('unknown sailing id'))).toHaveLength(20);
  expect(flood.stdout).toContain(`... and ${MAX_SAILING_CHANGES - 20} more problems`);
  expect(lines.at(-1)).toBe('Nothing was published. Fix the lines above and run the command again.');
  expect(liveState()).toEqual(state);
});

test('12. a FIFO (or a folder) given as the status is refused at once', async () => {
  const fifo = join(work, 'status.fifo');
  expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
  const started = Date.now();
  const result = await publish([fifo, root]);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('is a pipe (FIFO), not a file');
  expect(Date.now() - started).toBeLessThan(10_000);
  const folder = await publish([work, root]);
  expect(folder.stderr).toContain('is a folder, not a file');
});

test('13. two publishes in the same second still give every live file a new ETag and Last-Modified', async () => {
  const seen = new Map<string, Set<string>>();
  for (let i = 0; i < 3; i++) {
    const { value } = status();
    // The same size each time: nginx's ETag is the time and the size.
    const result = await publish([statusFile(value), root]);
    expect(result.code, result.stderr).toBe(0);
    for (const { path } of liveFiles) {
      const { headers } = await served(path);
      const validators = seen.get(path) ?? new Set<string>();
      validators.add(`${headers.etag} ${headers['last-modified']}`);
      seen.set(path, validators);
    }
  }
  for (const [path, validators] of seen) expect(validators.size, path).toBe(3);
});

test('14. limits: over 256 KB, a note over 500 characters, only invisible characters, English as Bangla and direction overrides are refused', async () => {
  const state = liveState();
  const { value } = status();
  const withNote = (note: { en: string; bn: string }) => ({ ...value, sailings: [{ ...value.sailings[0], note }] });
  const bn = value.sailings[0]!.note.bn;
  const cases: [unknown, string][] = [
    [withNote({ en: 'x'.repeat(300_000), bn }), 'a status file may be at most'],
    [withNote({ en: 'y'.repeat(501), bn }), 'the English note is 501 characters long: at most 500'],
    [withNote({ en: '\u200b', bn }), 'the English note is empty (it has only spaces or invisible characters)'],
    [
      withNote({ en: 'Storm', bn: 'Storm tonight: no launches ক' }),
      'the Bangla note must be written in Bangla (1 of its 23 letters are Bangla)',
    ],
    [withNote({ en: 'Storm \u202egnirts', bn }), 'has a direction control character (U+202E)'],
  ];
  for (const [content, message] of cases) {
    const result = await publish([statusFile(content), root]);
    expect(result.code, message).toBe(1);
    expect(result.stderr).toContain(message);
  }
  expect(liveState()).toEqual(state);
});

// The second pass (issue 53). The two-user set-up, the full disk and the messages of refusals are
// in two-users.spec.ts and messages.spec.ts.

test('15. the lock file names its holder only while held; an outside flock is described as such; a publisher under flock runs', async () => {
  const lock = join(root, '.publish.lock');
  expect((await publish([statusFile(status().value), root])).code).toBe(0);
  expect(readFileSync(lock, 'utf8')).toBe('');
  const outside = run('flock', [lock, 'sleep', '10']);
  // Held once the kernel's table of locks says so.
  await expect.poll(() => lockHolders(lock), { timeout: 20_000 }).toContain(outside.pid);
  const gaveUp = await publish([statusFile(status().value), root], { env: { PUBLISH_LOCK_WAIT: '1' } });
  expect(gaveUp.code).toBe(1);
  expect(gaveUp.stderr).toContain(
    `${lock} is locked (pid ${outside.pid}, "flock ${lock} sleep 10": a program other than the publisher and deploy/publish.sh (a \`flock\` typed by hand, say); if it is stuck, stop it with: kill ${outside.pid}) and was not let go within 1 s, so nothing was published: try again when it has`,
  );
  await outside;
  // An older guide's command: the publisher under a flock its parent holds uses that lock, not waits for it.
  const { mark, value } = status();
  const started = Date.now();
  const wrapped = await run('flock', [lock, process.execPath, join(root, 'current', '_publish', 'status.mjs'), statusFile(value), root], {
    env: { PUBLISH_LOCK_WAIT: '30' },
  });
  expect(wrapped.code, wrapped.stderr).toBe(0);
  console.log(`a publish under \`flock ${lock}\`: ${Date.now() - started} ms`);
  expect(markOf((await served('/status')).text)).toBe(mark);
});

test('16. a change of note only is said as such, not "cancelled -> cancelled"', async () => {
  const { value } = status({ mark: 'Run 900' });
  expect((await publish([statusFile(value), root])).code).toBe(0);
  const change = value.sailings[0]!;
  const renoted = { ...value, sailings: [{ ...change, note: { ...change.note, en: 'Run 901 storm note' } }] };
  const checked = await publish(['--check', statusFile(renoted), root]);
  expect(checked.code, checked.stderr).toBe(0);
  expect(checked.stdout).toContain(`  Sailing ${change.sailing} on ${change.date}: still cancelled, note changed\n`);
  expect(checked.stdout).not.toContain('cancelled -> cancelled');
});

test('17. after a publish with the clock a day ahead, Last-Modified is never later than now and a newer status is not refused', async () => {
  // What such a publish leaves: every live file a day in the future, and a status "updated" tomorrow.
  const version = join(root, readlinkSync(join(root, 'live')));
  const tomorrow = Date.now() + 24 * HOUR;
  const ahead = JSON.parse(readFileSync(join(version, 'status.json'), 'utf8')) as { updated: string };
  ahead.updated = dhaka(tomorrow);
  writeFileSync(join(version, 'status.json'), JSON.stringify(ahead));
  for (const entry of readdirSync(version, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) utimesSync(join(entry.parentPath, entry.name), new Date(tomorrow), new Date(tomorrow));
  const { mark, value } = status();
  const result = await publish([statusFile(value), root]);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toBe(
    `Warning: the status visitors saw says it was updated ${ahead.updated}, later than now (${dhaka(Date.now())}, Bangladesh time): it was published while a clock was ahead. This one replaces it; check the clock of the computer that published it (timedatectl on a server).\n`,
  );
  expect(markOf((await served('/status')).text)).toBe(mark);
  for (const { path } of liveFiles) {
    const modified = Date.parse((await served(path)).headers['last-modified'] as string);
    expect(modified, path).toBeLessThanOrEqual(Date.now());
  }
});

test('18. entries already over are published with a warning naming each; --force says which pages show the older status', async () => {
  const now = Date.now();
  const { value } = status();
  // A sailing of two days ago, on a day it ran.
  const past = dhaka(now - 48 * HOUR).slice(0, 10);
  const over = {
    ...value,
    signal: { number: 2, from: dhaka(now - 6 * HOUR), until: dhaka(now - HOUR) },
    notices: [
      {
        id: 'ended-works',
        severity: 'information',
        routes: 'all',
        start: dhaka(now - 6 * HOUR),
        end: dhaka(now - 2 * HOUR),
        title: { en: 'Works', bn: 'ঘাটে কাজ' },
        text: { en: 'Works at the ghat', bn: 'ঘাটে কাজ চলছে' },
      },
    ],
    sailings: [...value.sailings, { ...value.sailings[0]!, date: past }],
  };
  const file = statusFile(over);
  const result = await publish([file, root]);
  expect(result.code, result.stderr).toBe(0);
  const change = value.sailings[0]!;
  const timetabled = timetable.routes.flatMap((route) => route.sailings).find((sailing) => sailing.id === change.sailing)!;
  const shownUntil = dhaka(Date.parse(`${past}T00:00:00+06:00`) + sailingTimes(timetabled).depart * 60_000 + CHANGE_SHOWN_HOURS * HOUR);
  expect(result.stderr).toContain(`Warning: ${file}: already over at `);
  expect(result.stderr).toContain(
    ` (Bangladesh time), so no page shows them: the storm signal 2 (until ${over.signal.until}); notice "ended-works" (ended ${over.notices[0]!.end}); the change to ${change.sailing} on ${past} (shown until ${shownUntil}). Check the dates; if they are right, delete these entries from the file.\n`,
  );

  const older = status({ updatedMs: now - HOUR });
  const forced = await publish(['--force', statusFile(older.value), root]);
  expect(forced.code, forced.stderr).toBe(0);
  const pages = liveFiles.filter(({ file: page }) => page.endsWith('.html')).map(({ file: page }) => page);
  expect(forced.stderr).toContain(
    `It shows on the pages this publish writes (${pages.join(', ')}); a page holding a newer status (built with one, or open in a browser since) keeps it until a newer one is published.`,
  );
  expect((await publish([statusFile(status().value), root])).code).toBe(0);
});
