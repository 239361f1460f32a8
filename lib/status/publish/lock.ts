/**
 * The publish lock: one publish (from the command line, the status desk or a release switch in
 * deploy/publish.sh) at a time per deploy root. It is the flock(2) lock deploy/publish.sh takes
 * with flock(1) on DEPLOY_ROOT/.publish.lock, so the two exclude each other. Node has no flock, so
 * a small `flock` process holds it for us: it takes the lock, says so on its output, and keeps it
 * until its input closes, which happens when we release it or when this process ends in any way
 * (killed too), so a lock is never left behind. While held, the lock file names its holder, for
 * whoever waits.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

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
  const child = spawn(
    'flock',
    ['--wait', String(waitSeconds), '--conflict-exit-code', '75', path, 'sh', '-c', 'echo locked; exec cat >/dev/null'],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const release = () => {
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
        : `cannot lock ${path}: ${outcome.message}`,
    );
  }
  if (outcome === 75) {
    let who = 'another publish';
    try {
      who = readFileSync(path, 'utf8').trim() || who;
    } catch {
      // Unreadable: say what we know.
    }
    throw new LockError(`another publish holds ${path} (${who}) and did not finish within ${waitSeconds} s: try again when it has`);
  }
  throw new LockError(`cannot lock ${path} (flock exited with ${outcome})`);
}
