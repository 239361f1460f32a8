import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { outDir } from '../support/routes';
import { dhakaNow } from '../../lib/status/status';
import { servedLiveFile } from '../../lib/status/publish/layout';
import { liveFiles } from '../../lib/status/live-files';

/*
 * Two Unix users on one deploy root (issue 53), set up as docs/operator-guide.md says ("Two users,
 * one deploy root"): the desk's user owns it, root runs deploy/publish.sh, both publish the status,
 * in every order. Before, the desk's second publish after a release switch went live and then
 * failed with "EACCES ... Nothing was published", and so did every later one. Also here: a full
 * and a read-only disk under live-publishes/ (tmpfs mounts), where a failed write must leave
 * nothing behind. The test makes its own system user and group, and mounts: it needs root, and
 * fails, saying so, without it.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const USER = 'nodipoth-e2e-desk';
const GROUP = 'nodipoth-e2e';
const work = join(tmpdir(), `nodipoth-two-users-${process.pid}`);
const root = join(work, 'srv');
const versions = join(root, 'live-publishes');
const publishScript = join(process.cwd(), 'deploy', 'publish.sh');
const noNginx = { NGINX_TEST_CMD: 'true', NGINX_RELOAD_CMD: 'true' };

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs a command, as `user` when given (setpriv with the user's groups); stopped after 60 s. */
function run(command: string, args: string[], options: { user?: string; env?: Record<string, string> } = {}): Promise<Run> {
  const [file, argv] = options.user
    ? ['setpriv', [`--reuid=${options.user}`, `--regid=${GROUP}`, '--init-groups', '--', command, ...args]]
    : [command, args];
  const child = spawn(file, argv, { env: { ...process.env, ...options.env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** Runs a setup command as root, failing the test with its own words if it fails. */
function must(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? result.stderr.trim()}): this test needs root, to make a user and a group and to mount a small disk`,
    );
  }
}

let counter = 0;
/** A status file of now, readable by both users, its note marked so that the live files say whose publish they are. */
function statusFile(mark: string): string {
  const file = join(work, `status-${++counter}.json`);
  const now = Date.now();
  writeFileSync(
    file,
    JSON.stringify({
      updated: dhakaNow(now),
      signal: { number: 1, from: dhakaNow(now), until: dhakaNow(now + 3_600_000) },
      notices: [
        {
          id: 'two-users',
          severity: 'information',
          routes: 'all',
          start: dhakaNow(now),
          end: dhakaNow(now + 3_600_000),
          title: { en: `Publish ${mark}`, bn: `প্রকাশ ${mark}` },
          text: { en: `Published by ${mark}`, bn: `প্রকাশ করেছেন ${mark}` },
        },
      ],
      sailings: [],
    }),
  );
  chmodSync(file, 0o644);
  return file;
}

/** The publisher of the live release, as the desk's user or as root. */
const publish = (mark: string, user?: string) =>
  run(process.execPath, [join(root, 'current', '_publish', 'status.mjs'), statusFile(mark), root], { user });

/** Whose publish visitors are served now, from the live status page. */
const liveMark = () => /Publish (desk-\d+|root-\d+)/.exec(readFileSync(servedLiveFile(root, 'status.html'), 'utf8'))?.[1];

test.beforeAll(() => {
  if (spawnSync('getent', ['group', GROUP]).status !== 0) must('groupadd', ['--system', GROUP]);
  if (spawnSync('id', [USER]).status !== 0)
    must('useradd', ['--system', '--no-create-home', '--gid', GROUP, '--shell', '/usr/sbin/nologin', USER]);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  chmodSync(work, 0o755);
  // The operator guide's set-up: the deploy root owned by the desk's user and the shared group, setgid.
  must('chown', [`${USER}:${GROUP}`, root]);
  must('chmod', ['2775', root]);
});

test.afterAll(() => {
  spawnSync('umount', [versions]);
  rmSync(work, { recursive: true, force: true });
});

test('the desk and root publish in turn, around release switches, and every publish goes live without an error', async () => {
  const gid = Number(spawnSync('getent', ['group', GROUP], { encoding: 'utf8' }).stdout.split(':')[2]);
  const switched = await run('bash', [publishScript, outDir, root], { env: noNginx });
  expect(switched.code, switched.stderr).toBe(0);
  // In the order of the issue: desk, switch, desk (which failed), desk again; then root's and the desk's in turn.
  const steps: ('desk' | 'root' | 'switch')[] = ['desk', 'switch', 'desk', 'desk', 'root', 'desk', 'switch', 'root', 'desk'];
  for (const [index, step] of steps.entries()) {
    if (step === 'switch') {
      const result = await run('bash', [publishScript, outDir, root], { env: noNginx });
      expect(result.code, `${index} switch: ${result.stderr}`).toBe(0);
      continue;
    }
    const mark = `${step}-${index}`;
    const result = await publish(mark, step === 'desk' ? USER : undefined);
    expect(result.code, `${index} ${step}: ${result.stderr}`).toBe(0);
    expect(result.stderr, `${index} ${step}`).toBe('');
    expect(liveMark(), `${index} ${step}`).toBe(mark);
    // The clean-up removed the other user's leftovers: the live version and the one before it.
    expect(readdirSync(versions).length, `${index} ${step}`).toBeLessThanOrEqual(2);
    // Everything the publish made: the deploy root's group, writable by it, folders setgid.
    const version = join(root, readlinkSync(join(root, 'live')));
    for (const entry of [
      { path: version, folder: true },
      ...readdirSync(version, { recursive: true, withFileTypes: true }).map((e) => ({
        path: join(e.parentPath, e.name),
        folder: e.isDirectory(),
      })),
    ]) {
      const stat = statSync(entry.path);
      expect(stat.mode & 0o7777, entry.path).toBe(entry.folder ? 0o2775 : 0o664);
      expect(stat.gid, entry.path).toBe(gid);
    }
    for (const { file } of liveFiles) expect(existsSync(servedLiveFile(root, file)), file).toBe(true);
    // The lock file names no one once the publish is over.
    expect(readFileSync(join(root, '.publish.lock'), 'utf8'), `${index} ${step}`).toBe('');
  }
});

test('a leftover the desk may not remove is reported, and the publish still goes live', async () => {
  // What an older publisher run as root left: a folder only root may empty.
  const leftover = join(versions, '20000101T000000.000Z-1.partial');
  mkdirSync(leftover);
  writeFileSync(join(leftover, 'status.html'), 'old');
  chmodSync(leftover, 0o755);
  chownSync(leftover, 0, 0);
  const result = await publish('desk-100', USER);
  expect(result.code, result.stderr).toBe(0);
  expect(liveMark()).toBe('desk-100');
  expect(result.stderr).toBe(
    `Warning: could not remove live-publishes/20000101T000000.000Z-1.partial, left by an earlier publish (${join(leftover, 'status.html')}: the user running the publisher may not remove it here: run it as the deploy root's owner or a member of its group, or see "Two users, one deploy root" in docs/operator-guide.md). It does no harm; remove it as root: rm -rf ${leftover}\n`,
  );
  expect(result.stderr).not.toContain('Nothing was published');
  // Root's next publish removes it.
  const next = await publish('root-101');
  expect(next.code, next.stderr).toBe(0);
  expect(existsSync(leftover)).toBe(false);
});

test("in a sticky live-publishes/ (as /tmp is), a folder of root's the desk may not remove is said in a sentence, and the publish goes live", async () => {
  // With the sticky bit only a folder's owner (or the parent's) may remove it: rmdir gives EPERM.
  must('chown', [`root:${GROUP}`, versions]);
  must('chmod', ['3775', versions]);
  try {
    expect((await publish('root-300')).code).toBe(0);
    const rootVersion = join(root, readlinkSync(join(root, 'live')));
    expect((await publish('desk-301', USER)).code).toBe(0);
    // The third publish removes all but the live version and the one before: root's is the one to go.
    const result = await publish('desk-302', USER);
    expect(result.code, result.stderr).toBe(0);
    expect(liveMark()).toBe('desk-302');
    const name = `live-publishes/${rootVersion.split('/').pop()!}`;
    // Root's version of the test before may be named too: every line is such a warning.
    for (const line of result.stderr.trimEnd().split('\n')) expect(line).toMatch(/^Warning: could not remove live-publishes\//);
    expect(result.stderr).toContain(
      `Warning: could not remove ${name}, left by an earlier publish (${rootVersion}: the system does not allow the user running the publisher to remove it here (it belongs to another user): run it as that user or as root, or see "Two users, one deploy root" in docs/operator-guide.md). It does no harm; remove it as root: rm -rf ${rootVersion}\n`,
    );
  } finally {
    must('chmod', ['2775', versions]);
  }
  expect((await publish('root-303')).code).toBe(0);
  expect(readdirSync(versions).length).toBeLessThanOrEqual(2);
});

test('a full disk and a read-only disk refuse the publish in a sentence, leave no .partial folder, and keep the live status', async () => {
  const before = readlinkSync(join(root, 'live'));
  const mark = liveMark();
  // A disk of 64 KB under live-publishes/: too small for one publish's pages and their twins.
  must('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=2775', 'tmpfs', versions]);
  try {
    must('chown', [`${USER}:${GROUP}`, versions]);
    const full = await publish('desk-200', USER);
    expect(full.code).toBe(1);
    expect(full.stderr).toMatch(
      /^\S+: the disk is full, so the publisher could not write the live files: free some space \(old releases under releases\/, logs\), then publish again\n\nNothing was published\. Fix the lines above and run the command again\.\n$/,
    );
    expect(readdirSync(versions)).toEqual([]);
    must('mount', ['-o', 'remount,ro', versions]);
    const readOnly = await publish('root-201');
    expect(readOnly.code).toBe(1);
    expect(readOnly.stderr).toMatch(
      /^\S+: is on a disk mounted read-only, so the publisher could not write the live files: remount it read-write \(or publish to a disk that is\), then publish again\n/,
    );
  } finally {
    must('umount', [versions]);
  }
  expect(readlinkSync(join(root, 'live'))).toBe(before);
  expect(liveMark()).toBe(mark);
  expect(readdirSync(versions).filter((name) => name.endsWith('.partial'))).toEqual([]);
});
