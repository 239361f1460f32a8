/**
 * The publish lock: one publish (from the command line, the status desk or a release switch in
 * deploy/publish.sh) at a time per deploy root. It is the flock(2) lock deploy/publish.sh takes
 * with flock(1) on DEPLOY_ROOT/.publish.lock, so the two exclude each other. Node has no flock, so
 * a small `flock` process holds it for us: it takes the lock, says so on its output, and keeps it
 * until its input closes, which happens when we release it or when this process ends in any way
 * (killed too), so a lock is never left behind. While held, the lock file names its holder, for
 * whoever waits; the holder empties it before letting go, and a name whose process is gone (a
 * publish killed) is not believed. A lock taken by anything else (`flock` typed by hand) is found
 * in the kernel's table of locks (/proc/locks) and described as such; a publisher run under such a
 * `flock` by its own parent uses the lock its parent holds instead of waiting for it.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { systemErrorSentence } from '../system-errors';

/** Whether a process is running (signal 0 checks without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The processes holding a flock on `path`, from the kernel's table of locks (Linux); none elsewhere. */
export function lockHolders(path: string): number[] {
  try {
    const inode = statSync(path).ino;
    return readFileSync('/proc/locks', 'utf8')
      .split('\n')
      .map((line) => /^\d+: FLOCK\s+\S+\s+\S+\s+(\d+)\s+[0-9a-f]+:[0-9a-f]+:(\d+)\s/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null && Number(match[2]) === inode)
      .map((match) => Number(match[1]));
  } catch {
    return [];
  }
}

/** A process's parent (from /proc), or 0. */
function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(/^\d+ \(.*\) \S+ (\d+)/s.exec(stat)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Whether `pid` is this process's parent, grandparent... */
function isAncestor(pid: number): boolean {
  for (let at = parentOf(process.pid), steps = 0; at > 1 && steps < 64; at = parentOf(at), steps++) if (at === pid) return true;
  return false;
}

/** A process's command line as typed, or undefined. */
function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ') || undefined;
  } catch {
    return undefined;
  }
}

/** Who holds the lock at `path`, in words, for a publish that waited for it in vain. */
export function describeHolder(path: string): string {
  let note = '';
  try {
    note = readFileSync(path, 'utf8').trim();
  } catch {
    // Unreadable: the kernel's table still says who.
  }
  const notedPid = Number(/\bpid (\d+)/.exec(note)?.[1] ?? 0);
  if (note && notedPid && alive(notedPid)) return note;
  const holders = lockHolders(path);
  if (holders.length) {
    return holders
      .map((pid) => {
        const command = commandLine(pid);
        return `pid ${pid}${command ? `, "${command}"` : ''}: a program other than the publisher and deploy/publish.sh (a \`flock\` typed by hand, say); if it is stuck, stop it with: kill ${pid}`;
      })
      .join('; ');
  }
  return 'another publish';
}

/** How long a publish waits for another one to finish: PUBLISH_LOCK_WAIT seconds (as for deploy/publish.sh), else a minute. */
export const LOCK_WAIT_SECONDS = Number(process.env.PUBLISH_LOCK_WAIT) > 0 ? Number(process.env.PUBLISH_LOCK_WAIT) : 60;

/** Set by deploy/publish.sh for the publisher it runs while it holds the lock itself. */
export const LOCK_HELD_VARIABLE = 'NODIPOTH_PUBLISH_LOCK_HELD';

export class LockError extends Error {}

export type Lock = { release: () => void };

/**
 * Takes the lock at `path`, waiting at most `waitSeconds`; `holder` says who we are, for a
 * publish that waits on us. Throws a LockError naming the holder when the wait runs out.
 */
export async function acquirePublishLock(path: string, holder: string, waitSeconds = LOCK_WAIT_SECONDS): Promise<Lock> {
  if (process.env[LOCK_HELD_VARIABLE] === path) return { release: () => {} };
  // Run under `flock LOCK node status.mjs ...` (an older operator guide's command): the parent holds it for us.
  if (existsSync(path) && lockHolders(path).some(isAncestor)) return { release: () => {} };
  const child = spawn(
    'flock',
    ['--wait', String(waitSeconds), '--conflict-exit-code', '75', path, 'sh', '-c', 'echo locked; exec cat >/dev/null'],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let noted = false;
  const release = () => {
    // The note says who holds the lock only while they do: emptied before letting go.
    if (noted) {
      try {
        writeFileSync(path, '');
      } catch {
        // Left as it is: a waiting publish sees that its pid has ended.
      }
    }
    child.stdin.end();
    child.unref();
  };
  const outcome = await new Promise<'locked' | number | Error>((settle) => {
    child.stdout.once('data', () => settle('locked'));
    child.once('error', settle);
    child.once('exit', (code) => settle(code ?? 1));
  });
  if (outcome === 'locked') {
    // The holder's name, for whoever waits. Written in place (the lock is on the file, not its name).
    try {
      writeFileSync(path, `${holder}, pid ${process.pid}, since ${new Date().toISOString()}\n`);
      noted = true;
      // Group-writable, for the other user publishing into the same deploy root (write.ts); only its owner may.
      chmodSync(path, 0o664);
    } catch {
      // A lock file we may not write still locks; only the holder's name is lost.
    }
    return { release };
  }
  release();
  if (outcome instanceof Error) {
    const missing = (outcome as NodeJS.ErrnoException).code === 'ENOENT';
    throw new LockError(
      missing
        ? 'flock (from util-linux) is not installed: the publisher needs it to lock the deploy root'
        : (systemErrorSentence(outcome, path, 'lock the deploy root') ?? `${path}: could not be locked: publish again`),
    );
  }
  if (outcome === 75) {
    throw new LockError(
      `${path} is locked (${describeHolder(path)}) and was not let go within ${waitSeconds} s, so nothing was published: try again when it has`,
    );
  }
  // flock could not open the lock file (it says why on its error output, which is not shown).
  throw new LockError(
    `${path}: the lock file could not be opened, so nothing was published: check that the user running the publisher may write in the deploy root (see "Two users, one deploy root" in docs/operator-guide.md)`,
  );
}
