/**
 * Writing a publish so that no visitor ever gets files from two publishes.
 *
 * In a deploy root the whole set is written into a new folder under live-publishes/, complete with
 * its compressed twins, and then the `live` symlink is switched to it by renaming a new link over
 * it (rename(2) is atomic): every request reads the old set or the new one, whenever the publisher
 * is stopped. What an interrupted publish leaves (a `.partial` folder, a link never switched to)
 * is removed by the next one; the set before the live one is kept, for requests that opened it
 * just before the switch.
 *
 * In a built site (out/, served as it is by `npm run serve`) each file is renamed into place, the
 * status file last, as the build does; a try-out needs no more.
 *
 * Either way every file is readable by the web server whatever the operator's umask, and writable
 * by the deploy root's group (files 0664, folders 2775, each given the deploy root's group): the
 * desk's user and root (deploy/publish.sh) publish into the same deploy root, and each must be able
 * to replace and remove what the other wrote (docs/operator-guide.md, "Two users, one deploy root").
 * The setgid bit on the folders keeps that group for whatever is made in them later.
 *
 * Every file of a publish gets one modification time: now, or a second after the previous
 * publish's when that was in this same second (the publish waits for it): nginx's ETag and
 * Last-Modified are made of that time (and the size), so two publishes in the same second still
 * differ for a browser or a CDN revalidating. Never later than now: a publish made while the clock
 * was ahead must not keep every later Last-Modified in the future.
 */
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { LIVE_BROTLI_QUALITY, twinSuffixes, twinsOfAsync } from '../../deploy/compression';
import { liveFiles } from '../live-files';
import { isPageFile, LIVE_RELEASES, LIVE_VERSIONS, type Layout } from './layout';
import type { Output } from './render';
import { systemErrorSentence } from '../system-errors';

const FILE_MODE = 0o664;
const FOLDER_MODE = 0o2775;
const PARTIAL = '.partial';

/**
 * Gives `path` (made by this publish) its mode and the deploy root's group. A group the user is
 * not in cannot be given (EPERM): the file keeps the user's own, which the operator guide's set-up
 * makes the same.
 */
function share(path: string, mode: number, group: number | undefined): void {
  chmodSync(path, mode);
  if (group === undefined) return;
  try {
    chownSync(path, -1, group);
  } catch {
    // Not in that group: the setgid folder above already gave it, or the operator's set-up is different.
  }
}

/** The group a publish gives what it makes: the deploy root's (or the site folder's). */
function groupOf(root: string): number | undefined {
  try {
    return statSync(root).gid;
  } catch {
    return undefined;
  }
}

type DeployRoot = Extract<Layout, { kind: 'deploy-root' }>;
type Site = Extract<Layout, { kind: 'site' }>;

/** The status file visitors are served now, in either layout. */
export function liveStatusFile(layout: Layout): string {
  if (layout.kind === 'site') return join(layout.root, 'status.json');
  const published = join(layout.live, 'status.json');
  return existsSync(published) ? published : join(layout.templates, 'status.json');
}

/**
 * The publish's one modification time (see above): never later than now. Read from the machine's
 * clock, not the publish's `now` (a test's or the desk's chosen clock): it is the file's real time,
 * which nginx sends as Last-Modified.
 */
export function publishMoment(layout: Layout): Date {
  const now = Date.now();
  let previous = -Infinity;
  try {
    previous = statSync(liveStatusFile(layout)).mtimeMs;
  } catch {
    // Nothing published yet.
  }
  const second = Math.floor(now / 1000);
  const previousSecond = Math.floor(previous / 1000);
  if (previousSecond !== second) return new Date(second * 1000);
  // The previous publish was in this same second: wait for the next one (at most a second, under the lock).
  const next = (second + 1) * 1000;
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(0, next - Date.now()));
  return new Date(next);
}

/** Makes the folders of `file` under `root`, each readable by the web server and writable by the group. */
function makeFolders(root: string, file: string, group: number | undefined): void {
  let folder = root;
  for (const part of dirname(file)
    .split('/')
    .filter((name) => name !== '.')) {
    folder = join(folder, part);
    if (existsSync(folder)) continue;
    mkdirSync(folder);
    share(folder, FOLDER_MODE, group);
  }
}

function writeFile(path: string, content: Buffer, moment: Date, group: number | undefined): void {
  writeFileSync(path, content, { mode: FILE_MODE });
  share(path, FILE_MODE, group);
  utimesSync(path, moment, moment);
}

/**
 * A publish's files: each output, then its twins (when asked for), as [relative path, bytes], and
 * for a file carried over from the live version as it was, its modification time (otherwise the
 * publish's moment).
 */
export type PublishFiles = { outputs: Output[]; files: [string, Buffer, Date?][] };

/**
 * Each output with its twins, compressed all at once on libuv's thread pool, Brotli at the
 * publisher's quality (every page is rewritten: at the highest it was most of a publish's time).
 */
export async function withTwins(outputs: Output[], twins: boolean): Promise<PublishFiles> {
  const compressed = await Promise.all(
    outputs.map(({ path, content }) => (twins ? twinsOfAsync(path, content, LIVE_BROTLI_QUALITY) : Promise.resolve([]))),
  );
  const files = outputs.flatMap(({ path, content }, index): [string, Buffer][] => [
    [path, content],
    ...compressed[index]!.map((twin): [string, Buffer] => [`${path}${twin.suffix}`, twin.content]),
  ]);
  return { outputs, files };
}

/**
 * What a release switch carries over from the live version as it is, bytes and modification times
 * (its ETags and Last-Modified stay, and the status file's is still the publish's id): every live
 * file but the pages, with its twins, and the pages of the release `keep` (the one served now).
 * The pages of any other release are left behind: only `current` is served, and a switch to
 * another release renders that one's pages first.
 */
export function carriedFiles(layout: DeployRoot, keep: string | undefined): [string, Buffer, Date][] {
  const carried: [string, Buffer, Date][] = [];
  const add = (path: string) => {
    const full = join(layout.live, path);
    if (!existsSync(full) || !statSync(full).isFile()) return;
    // Whole milliseconds rounded down: a Date made by statSync rounds, and could carry a file into the next second.
    carried.push([path, readFileSync(full), new Date(Math.floor(statSync(full).mtimeMs))]);
  };
  for (const { file } of liveFiles.filter(({ file }) => !isPageFile(file))) {
    for (const suffix of ['', ...twinSuffixes]) add(`${file}${suffix}`);
  }
  const pages = keep === undefined ? undefined : join(layout.live, LIVE_RELEASES, keep);
  if (pages && existsSync(pages)) {
    for (const entry of readdirSync(pages, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) add(relative(layout.live, join(entry.parentPath, entry.name)));
    }
  }
  return carried;
}

/** The version folder `live` points at now (its name), or undefined. */
function liveTarget(layout: DeployRoot): string | undefined {
  try {
    if (!lstatSync(layout.live).isSymbolicLink()) return undefined;
    return basename(readlinkSync(layout.live));
  } catch {
    return undefined;
  }
}

/**
 * Removes what earlier publishes left: `.partial` folders, versions never switched to or replaced
 * since, links never renamed into place. Keeps the live version and the one before it. Never
 * throws: what cannot be removed (made by another user, say, before the deploy root was shared) is
 * returned as a sentence, and stays until someone who may remove it does.
 */
export function removeLeftovers(layout: DeployRoot): { removed: string[]; kept: string[] } {
  const removed: string[] = [];
  const kept: string[] = [];
  const remove = (path: string, name: string) => {
    try {
      rmSync(path, { recursive: true, force: true });
      removed.push(name);
    } catch (error) {
      kept.push(
        `could not remove ${name}, left by an earlier publish (${systemErrorSentence(error, path, 'remove it') ?? String(error)}). It does no harm; remove it as root: rm -rf ${path}`,
      );
    }
  };
  try {
    for (const name of readdirSync(layout.root)) if (name.startsWith('.live.new-')) remove(join(layout.root, name), name);
    if (!existsSync(layout.versions)) return { removed, kept };
    const live = liveTarget(layout);
    const complete = readdirSync(layout.versions)
      .filter((name) => !name.endsWith(PARTIAL))
      .sort();
    const previous = live ? complete.filter((name) => name < live).pop() : undefined;
    for (const name of readdirSync(layout.versions)) {
      if (name === live || name === previous) continue;
      remove(join(layout.versions, name), `${LIVE_VERSIONS}/${name}`);
    }
  } catch (error) {
    kept.push(
      `could not look for what earlier publishes left (${systemErrorSentence(error, layout.root, 'list the folder') ?? String(error)})`,
    );
  }
  return { removed, kept };
}

/** A name for a new version: the time (sortable), then this process, for two in the same millisecond. */
function versionName(now: number): string {
  return `${new Date(now).toISOString().replace(/[-:]/g, '')}-${process.pid}`;
}

/**
 * Writes the whole publish into a new folder and switches `live` to it in one rename. A failure
 * before the switch removes the folder it was writing and throws: nothing was published. Nothing
 * after the switch throws: what the clean-up could not do is added to `warnings`.
 */
export function writeLiveVersion(
  layout: DeployRoot,
  { files }: PublishFiles,
  options: { now: number; warnings?: string[]; moment?: Date },
): string {
  const warnings = options.warnings ?? [];
  // What this cannot remove, the clean-up after the switch meets again and reports.
  removeLeftovers(layout);
  // The moment the pages were rendered with (their data-publish), when the caller took it.
  const moment = options.moment ?? publishMoment(layout);
  const group = groupOf(layout.root);
  if (!existsSync(layout.versions)) {
    mkdirSync(layout.versions);
    share(layout.versions, FOLDER_MODE, group);
  }
  const name = versionName(options.now);
  const partial = join(layout.versions, `${name}${PARTIAL}`);
  const version = join(layout.versions, name);
  mkdirSync(partial);
  try {
    share(partial, FOLDER_MODE, group);
    for (const [path, content, modified] of files) {
      makeFolders(partial, path, group);
      writeFile(join(partial, path), content, modified ?? moment, group);
    }
    renameSync(partial, version);

    // A live folder of the layout before live-publishes/ (a plain folder): moved in among the
    // versions first, since a link cannot be renamed over a folder. Until the link is in place,
    // nginx serves the release's own copies: once, for a moment, on the first publish after upgrading.
    if (existsSync(layout.live) && !lstatSync(layout.live).isSymbolicLink()) {
      renameSync(layout.live, join(layout.versions, `${versionName(options.now - 1)}-before`));
    }
    const link = join(layout.root, `.live.new-${process.pid}`);
    rmSync(link, { force: true });
    symlinkSync(`${LIVE_VERSIONS}/${name}`, link);
    renameSync(link, layout.live);
  } catch (error) {
    // Not switched: what this publish wrote goes, so that a full disk is not made fuller.
    rmSync(partial, { recursive: true, force: true });
    if (liveTarget(layout) !== name) rmSync(version, { recursive: true, force: true });
    throw error;
  }
  // Switched: visitors have this publish. The clean-up only reports.
  warnings.push(...removeLeftovers(layout).kept);
  return version;
}

/** Writes each file into a built site under a temporary name and renames it into place. */
export function writeIntoSite(layout: Site, { outputs, files }: PublishFiles, options: { moment?: Date } = {}): string {
  const moment = options.moment ?? publishMoment(layout);
  const group = groupOf(layout.root);
  // Leftovers of a publish stopped before its renames.
  for (const { path } of outputs) {
    const folder = dirname(join(layout.root, path));
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) if (/\.publishing-\d+$/.test(name)) rmSync(join(folder, name), { force: true });
  }
  const staged: [string, string][] = [];
  try {
    for (const [path, content] of files) {
      makeFolders(layout.root, path, group);
      const temporary = `${join(layout.root, path)}.publishing-${process.pid}`;
      writeFile(temporary, content, moment, group);
      staged.push([temporary, join(layout.root, path)]);
    }
  } catch (error) {
    for (const [temporary] of staged) rmSync(temporary, { force: true });
    throw error;
  }
  // A twin of an older version must not outlive it: browsers asking for gzip would get the old file.
  const written = new Set(staged.map(([, target]) => target));
  for (const { path } of outputs) {
    for (const suffix of twinSuffixes) {
      const twin = join(layout.root, `${path}${suffix}`);
      if (!written.has(twin)) rmSync(twin, { force: true });
    }
  }
  // File by file in the list's order, the status file last, so that a page never finds a status
  // newer than itself; each file's twins before it, so that its new version comes with them.
  const twinFirst = (target: string) => (twinSuffixes.some((suffix) => target.endsWith(suffix)) ? 0 : 1);
  const order = outputs.map(({ path }) => join(layout.root, path));
  const rank = (target: string) => order.indexOf(target.replace(/\.(gz|br)$/, '')) * 2 + twinFirst(target);
  for (const [temporary, target] of staged.sort((a, b) => rank(a[1]) - rank(b[1]))) renameSync(temporary, target);
  return layout.root;
}
