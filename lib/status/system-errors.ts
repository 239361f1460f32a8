/**
 * A system error (a failed open, write, rename...) as a sentence an operator can act on: what
 * failed, where, and what to do. The publisher, the status desk and a release switch all print
 * these instead of Node's "EACCES: permission denied, open '...'": a code and a stack say nothing
 * to a clerk on a storm evening. Imports nothing of the site, so any part of the publish path may use it.
 */
import { lstatSync } from 'node:fs';

/** What was being done, for the sentence: "read the status file", "write the live files". */
export type Doing = string;

function code(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/** The path the error names, else the one given. */
function where(error: unknown, path: string): string {
  const named = error && typeof error === 'object' && 'path' in error ? (error as { path: unknown }).path : undefined;
  return typeof named === 'string' ? named : path;
}

function isDanglingLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * The sentence for `error`, met while trying to `doing` at `path`; undefined for anything that is
 * not a system error (a bug is reported as one).
 */
export function systemErrorSentence(error: unknown, path: string, doing: Doing): string | undefined {
  const errno = code(error);
  if (!errno || !/^E[A-Z]+$/.test(errno)) return undefined;
  const at = where(error, path);
  const sentences: Record<string, string> = {
    ENOENT: isDanglingLink(at)
      ? `${at}: is a symbolic link to something that no longer exists, so the publisher could not ${doing}: point the link at the file again, or give the file itself`
      : `${at}: there is no such file or folder, so the publisher could not ${doing}: check the name`,
    ENOTDIR: `${at}: a part of this path is a file where a folder should be, so the publisher could not ${doing}: check the path`,
    EISDIR: `${at}: is a folder where a file was expected, so the publisher could not ${doing}: give the file itself`,
    ELOOP: `${at}: its symbolic links point at each other in a circle (or more than 40 deep), so the publisher could not ${doing}: point the link at the real file`,
    EACCES: `${at}: the user running the publisher may not ${doing} here: run it as the deploy root's owner or a member of its group, or see "Two users, one deploy root" in docs/operator-guide.md`,
    EPERM: `${at}: the system does not allow the user running the publisher to ${doing} here (it belongs to another user): run it as that user or as root, or see "Two users, one deploy root" in docs/operator-guide.md`,
    EROFS: `${at}: is on a disk mounted read-only, so the publisher could not ${doing}: remount it read-write (or publish to a disk that is), then publish again`,
    ENOSPC: `${at}: the disk is full, so the publisher could not ${doing}: free some space (old releases under releases/, logs), then publish again`,
    EDQUOT: `${at}: the disk quota of the user running the publisher is used up, so it could not ${doing}: free some space, then publish again`,
    EMFILE: `the publisher has too many files open to ${doing} (${at}): publish again; if it happens again, raise the open-files limit (ulimit -n)`,
    ENFILE: `the system has too many files open to ${doing} (${at}): publish again in a minute`,
    EIO: `${at}: the disk reported a read or write error, so the publisher could not ${doing}: check the disk (dmesg), then publish again`,
    EBUSY: `${at}: is in use by another program, so the publisher could not ${doing}: publish again in a minute`,
    EEXIST: `${at}: already exists, so the publisher could not ${doing}: publish again (the publisher removes what an interrupted publish left)`,
    ENAMETOOLONG: `${at}: the path is too long for the system, so the publisher could not ${doing}: use a shorter folder name`,
    EXDEV: `${at}: is on another disk than the deploy root, so the publisher could not ${doing}: keep live-publishes/ and live on the deploy root's disk`,
  };
  return (
    sentences[errno] ??
    `${at}: the system refused to let the publisher ${doing}: check the folder's owner, permissions and free space, then publish again`
  );
}
