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
 * Either way every file is readable by the web server whatever the operator's umask (files 0644,
 * folders 0755), and every file of a publish gets one modification time, a second after the
 * previous publish's at least: nginx's ETag and Last-Modified are made of that time (and the
 * size), so two publishes in the same second still differ for a browser or a CDN revalidating.
 */
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { LIVE_BROTLI_QUALITY, twinSuffixes, twinsOfAsync } from '../../deploy/compression';
import { LIVE_VERSIONS, type Layout } from './layout';
import type { Output } from './render';

const FILE_MODE = 0o644;
const FOLDER_MODE = 0o755;
const PARTIAL = '.partial';

type DeployRoot = Extract<Layout, { kind: 'deploy-root' }>;
type Site = Extract<Layout, { kind: 'site' }>;

/** The status file visitors are served now, in either layout. */
export function liveStatusFile(layout: Layout): string {
  if (layout.kind === 'site') return join(layout.root, 'status.json');
  const published = join(layout.live, 'status.json');
  return existsSync(published) ? published : join(layout.templates, 'status.json');
}

/** The publish's one modification time: now, or a second after the previous publish's if that is later. */
export function publishMoment(layout: Layout, now: number): Date {
  let previous = -Infinity;
  try {
    previous = statSync(liveStatusFile(layout)).mtimeMs;
  } catch {
    // Nothing published yet.
  }
  const seconds = Math.max(Math.floor(now / 1000), Math.floor(previous / 1000) + 1);
  return new Date(seconds * 1000);
}

/** Makes the folders of `file` under `root`, each readable by the web server. */
function makeFolders(root: string, file: string): void {
  let folder = root;
  for (const part of dirname(file)
    .split('/')
    .filter((name) => name !== '.')) {
    folder = join(folder, part);
    if (!existsSync(folder)) mkdirSync(folder);
    chmodSync(folder, FOLDER_MODE);
  }
}

function writeFile(path: string, content: Buffer, moment: Date): void {
  writeFileSync(path, content, { mode: FILE_MODE });
  chmodSync(path, FILE_MODE);
  utimesSync(path, moment, moment);
}

/** A publish's files: each output, then its twins (when asked for), as [relative path, bytes]. */
export type PublishFiles = { outputs: Output[]; files: [string, Buffer][] };

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
 * since, links never renamed into place. Keeps the live version and the one before it.
 */
export function removeLeftovers(layout: DeployRoot): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(layout.root)) {
    if (name.startsWith('.live.new-')) {
      rmSync(join(layout.root, name), { force: true });
      removed.push(name);
    }
  }
  if (!existsSync(layout.versions)) return removed;
  const live = liveTarget(layout);
  const complete = readdirSync(layout.versions)
    .filter((name) => !name.endsWith(PARTIAL))
    .sort();
  const previous = live ? complete.filter((name) => name < live).pop() : undefined;
  for (const name of readdirSync(layout.versions)) {
    if (name === live || name === previous) continue;
    rmSync(join(layout.versions, name), { recursive: true, force: true });
    removed.push(`${LIVE_VERSIONS}/${name}`);
  }
  return removed;
}

/** A name for a new version: the time (sortable), then this process, for two in the same millisecond. */
function versionName(now: number): string {
  return `${new Date(now).toISOString().replace(/[-:]/g, '')}-${process.pid}`;
}

/** Writes the whole publish into a new folder and switches `live` to it in one rename. */
export function writeLiveVersion(layout: DeployRoot, { files }: PublishFiles, options: { now: number; moment?: Date }): string {
  removeLeftovers(layout);
  // The moment the pages were rendered with (their data-publish), when the caller took it.
  const moment = options.moment ?? publishMoment(layout, options.now);
  if (!existsSync(layout.versions)) mkdirSync(layout.versions);
  chmodSync(layout.versions, FOLDER_MODE);
  const name = versionName(options.now);
  const partial = join(layout.versions, `${name}${PARTIAL}`);
  mkdirSync(partial);
  for (const [path, content] of files) {
    makeFolders(partial, path);
    writeFile(join(partial, path), content, moment);
  }
  chmodSync(partial, FOLDER_MODE);
  const version = join(layout.versions, name);
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
  removeLeftovers(layout);
  return version;
}

/** Writes each file into a built site under a temporary name and renames it into place. */
export function writeIntoSite(layout: Site, { outputs, files }: PublishFiles, options: { now: number; moment?: Date }): string {
  const moment = options.moment ?? publishMoment(layout, options.now);
  // Leftovers of a publish stopped before its renames.
  for (const { path } of outputs) {
    const folder = dirname(join(layout.root, path));
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) if (/\.publishing-\d+$/.test(name)) rmSync(join(folder, name), { force: true });
  }
  const staged: [string, string][] = [];
  try {
    for (const [path, content] of files) {
      makeFolders(layout.root, path);
      const temporary = `${join(layout.root, path)}.publishing-${process.pid}`;
      writeFile(temporary, content, moment);
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
