/**
 * Where a publish reads the exported status pages from and where it writes, told from the folder
 * the operator named. Two folders are accepted:
 * - a deploy root laid out by deploy/publish.sh: `current` (the release served), `releases/`, and
 *   `live`, a symlink to the folder of the last publish under `live-publishes/`, which nginx serves
 *   before the release's own copies (deploy/nginx.conf);
 * - a built site (out/, or a copy of it), for a try-out and for the build itself.
 * Anything else is refused, and so are the parts of a deploy root that look like a site (a
 * release, `current`, the live folder): writing there would say "Published" and change nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

export type Layout =
  | {
      kind: 'deploy-root';
      root: string;
      /** The release served now, whose exported status pages the publish writes into. */
      templates: string;
      /** Its name under releases/: its pages go into the live version's releases/<name>/. */
      release: string;
      /** The symlink nginx serves the live files through, and the folder of their versions. */
      live: string;
      versions: string;
      lock: string;
    }
  | { kind: 'site'; root: string; templates: string; lock: string };

export class LayoutError extends Error {}

export const LIVE_LINK = 'live';
export const LIVE_VERSIONS = 'live-publishes';
export const LOCK_FILE = '.publish.lock';
/**
 * Where a live version holds a release's pages: releases/<name>/ (the release's own name under
 * the deploy root's releases/). deploy/publish.sh gives every release a link, RELEASE_LIVE_LINK,
 * to its folder through `live`, and nginx serves pages through current/RELEASE_LIVE_LINK: switching
 * `current` alone switches the release and its live pages together
 * (docs/decisions/027-release-switch-with-its-pages.md).
 */
export const LIVE_RELEASES = 'releases';
export const RELEASE_LIVE_LINK = '_live';

/** A live version's path of a release's page `file`: "releases/20261127T160000Z/index.html". */
export const releasePagePath = (release: string, file: string) => `${LIVE_RELEASES}/${release}/${file}`;
/** The files a live version keeps per release: the pages (they name that release's scripts), and their twins. */
export const isPageFile = (file: string) => /\.html(\.gz|\.br)?$/.test(file);

const isDeployRoot = (dir: string) => existsSync(join(dir, 'releases')) && isLink(join(dir, 'current'));

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The layout of `dir`, or a LayoutError that says which folder to give instead. */
export function siteLayout(dir: string): Layout {
  if (!existsSync(dir)) throw new LayoutError(`${dir}: there is no such folder`);
  const given = resolve(dir);
  const real = realpathSync(given);
  // The parts of a deploy root, named by what the operator typed or by where the link leads.
  for (const candidate of [dirname(given), dirname(real), dirname(dirname(real))]) {
    if (!isDeployRoot(candidate) || candidate === real) continue;
    const part =
      basename(given) === 'current'
        ? '`current`'
        : real === join(candidate, 'releases')
          ? '`releases/`, the folder of all releases,'
          : real === join(candidate, LIVE_VERSIONS)
            ? `\`${LIVE_VERSIONS}/\`, the folder of all live versions,`
            : real.includes(`/${LIVE_VERSIONS}/`)
              ? 'a live folder'
              : 'a release';
    throw new LayoutError(
      `${dir}: is ${part} of the deploy root ${candidate}, not a place to publish into: give the deploy root itself (${candidate})`,
    );
  }
  if (isDeployRoot(real)) {
    // The release itself, not the link: a release switched to during a publish does not change
    // the pages it renders from, nor the folder it writes them into.
    const templates = existsSync(join(real, 'current')) ? realpathSync(join(real, 'current')) : join(real, 'current');
    if (!existsSync(join(templates, 'status.html'))) {
      throw new LayoutError(`${dir}: its current release has no status.html: publish a release built with \`npm run build\` first`);
    }
    return {
      kind: 'deploy-root',
      root: real,
      templates,
      release: basename(templates),
      live: join(real, LIVE_LINK),
      versions: join(real, LIVE_VERSIONS),
      lock: join(real, LOCK_FILE),
    };
  }
  if (existsSync(join(real, 'status.html')) && existsSync(join(real, 'index.html')) && existsSync(join(real, '_next'))) {
    // A site folder may be served as it is (serve, a static host): the lock lives outside it.
    const lock = join(tmpdir(), `nodipoth-publish-${createHash('sha256').update(real).digest('hex').slice(0, 16)}.lock`);
    return { kind: 'site', root: real, templates: real, lock };
  }
  throw new LayoutError(
    `${dir}: is neither a built site (out/ of \`npm run build\`, with status.html) nor a deploy root (with current and releases/, see deploy/publish.sh)`,
  );
}

/**
 * A release of a deploy root by the folder given (`releases/<name>`, relative to the deploy root or
 * absolute), whose pages a release switch renders before it switches `current` to it. Only a
 * release of this deploy root with exported pages is accepted.
 */
export function releaseOf(layout: Extract<Layout, { kind: 'deploy-root' }>, given: string): { templates: string; release: string } {
  const path = resolve(layout.root, given);
  const real = existsSync(path) ? realpathSync(path) : path;
  if (dirname(real) !== join(layout.root, 'releases') || basename(real).startsWith('.')) {
    throw new LayoutError(`${given}: is not a release of the deploy root ${layout.root} (give releases/<name>)`);
  }
  if (!existsSync(join(real, 'status.html'))) {
    throw new LayoutError(`${given}: the release has no status.html: publish a release built with \`npm run build\``);
  }
  return { templates: real, release: basename(real) };
}

/**
 * Where the live file `file` ("status.json", "bn/status.html") lies in a deploy root as visitors
 * are served it now: a page in the live version's folder of the release `current` names, any
 * other file at the live version's top.
 */
export function servedLiveFile(root: string, file: string): string {
  return isPageFile(file)
    ? join(root, LIVE_LINK, releasePagePath(basename(realpathSync(join(root, 'current'))), file))
    : join(root, LIVE_LINK, file);
}
