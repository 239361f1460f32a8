/**
 * THE ONE PUBLISH PATH. The command line (scripts/publish-status.ts, bundled into every release as
 * _publish/status.mjs), the status desk and a release switch (deploy/publish.sh, through the same
 * command) all publish through `publishStatus`: the input read once and checked with the build's
 * own rules (lib/status/status.ts), the lock taken (./lock.ts), the files made (./render.ts) and
 * written as one step (./write.ts). Why a publisher apart from the build:
 * docs/decisions/016-live-status-without-rebuild.md.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeStatusBytes, parseStatusText, readStatusBytes, StatusInputError } from '../input';
import { dhakaNow, validateStatus, StatusProblems, type Status } from '../status';
import type { PushFile } from '../live-files';
import { statusChanges } from './changes';
import { isPageFile, releaseOf, releasePagePath, siteLayout, LayoutError, type Layout } from './layout';
import { acquirePublishLock, LockError, LOCK_WAIT_SECONDS } from './lock';
import { statusOutputs, type Output } from './render';
import { carriedFiles, liveStatusFile, publishMoment, withTwins, writeIntoSite, writeLiveVersion } from './write';
import { outputSizeProblems } from './limits';
import { pastEntriesWarning, previousInFuture, writtenPages } from './warnings';
import { systemErrorSentence } from '../system-errors';

export type PublishOptions = {
  /** The publisher's clock (tests set it). */
  now?: number;
  /** Write the .gz and .br twins (the build leaves them to its own last step). */
  twins?: boolean;
  /** Publish even a status older than the one visitors see now. */
  force?: boolean;
  /** Check and say what would change, writing nothing. */
  check?: boolean;
  /** Who publishes, for the lock file and the desk's history ("command line", a clerk's name). */
  holder?: string;
  lockWaitSeconds?: number;
  /** What push.json says (the status desk sets its key); otherwise it is carried over. */
  push?: PushFile;
};

export type PublishResult = {
  status: Status;
  layout: Layout;
  /** The folder written (the new live version in a deploy root), or undefined for --check. */
  written?: string;
  files: string[];
  /** What changed against the status visitors saw before, one line each. */
  changes: string[];
  /** Published, but worth saying: an out-of-date status, a newer one replaced. */
  warnings: string[];
  /** The status visitors saw before, as its file says (undefined when there was none). */
  previous?: unknown;
  /** The status file as published. */
  statusJson: string;
};

/** A publish refused, with every reason, each a line for the operator. Nothing was written. */
export class PublishRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** The status visitors see now, as its file says; undefined when there is none or it is unreadable. */
function currentStatus(layout: Layout): unknown {
  try {
    return JSON.parse(readFileSync(liveStatusFile(layout), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const updatedOf = (value: unknown) =>
  value && typeof value === 'object' && typeof (value as { updated?: unknown }).updated === 'string'
    ? (value as { updated: string }).updated
    : undefined;

/** Checks `bytes` (the status file as read, once) and publishes exactly them into `siteDir`. */
export async function publishStatusBytes(
  bytes: Buffer,
  name: string,
  siteDir: string,
  options: PublishOptions = {},
): Promise<PublishResult> {
  const now = options.now ?? Date.now();
  let status: Status;
  let value: unknown;
  let layout: Layout;
  try {
    value = parseStatusText(decodeStatusBytes(bytes, name), name);
    status = validateStatus(value, name, now);
    layout = siteLayout(siteDir);
  } catch (error) {
    throw refusal(error);
  }
  const statusJson = `${JSON.stringify(value, null, 2)}\n`;
  const warnings: string[] = [];
  if (now >= status.staleAt) {
    warnings.push(
      `${name}: updated ${status.updated} is more than 12 hours before now (${dhakaNow(now)}, Bangladesh time): every page will show this status as out of date. Set "updated" to now if you have just checked it.`,
    );
  }
  const over = pastEntriesWarning(status, name, now);
  if (over) warnings.push(over);
  const compare = (previous: unknown) => {
    const before = updatedOf(previous);
    const future = before ? previousInFuture(before, now) : undefined;
    if (future) warnings.push(future);
    else if (before && before > status.updated) {
      if (!options.force) {
        throw new PublishRefused([
          `${name}: updated ${status.updated} is older than the status visitors see now (updated ${before}): publishing it would take them back. Publish a newer one, or add --force to replace it.`,
        ]);
      }
      warnings.push(
        `--force: replaced the newer status visitors saw (updated ${before}) with this older one (updated ${status.updated}). It shows on the pages this publish writes (${writtenPages().join(', ')}); a page holding a newer status (built with one, or open in a browser since) keeps it until a newer one is published.`,
      );
    }
    return statusChanges(previous, value);
  };

  if (options.check) {
    const previous = currentStatus(layout);
    const changes = compare(previous);
    // Rendered too, so that --check finds a page that would be too large.
    const outputs = statusOutputs(status, statusJson, layout.templates, now, dirname(liveStatusFile(layout)), options.push);
    const tooLarge = outputSizeProblems(outputs, name);
    if (tooLarge.length) throw new PublishRefused(tooLarge);
    return { status, layout, files: [], changes, warnings, previous, statusJson };
  }

  let lock;
  try {
    lock = await acquirePublishLock(layout.lock, options.holder ?? 'the status publisher', options.lockWaitSeconds ?? LOCK_WAIT_SECONDS);
  } catch (error) {
    throw refusal(error);
  }
  try {
    // Read under the lock: a release switch made while this one waited changed the release whose
    // pages it renders (`current`), and a publish that finished meanwhile is what it replaces.
    try {
      layout = siteLayout(siteDir);
    } catch (error) {
      throw refusal(error);
    }
    const previous = currentStatus(layout);
    const changes = compare(previous);
    // The feeds compare with the live files this publish replaces (an Atom entry keeps its `updated`).
    // One moment for the whole publish: every file's modification time (nginx's Last-Modified and
    // ETag) and every page's data-publish, which open pages compare to adopt a newer publish.
    const moment = publishMoment(layout);
    const outputs = statusOutputs(
      status,
      statusJson,
      layout.templates,
      now,
      dirname(liveStatusFile(layout)),
      options.push,
      moment.getTime() / 1000,
    );
    const tooLarge = outputSizeProblems(outputs, name);
    if (tooLarge.length) throw new PublishRefused(tooLarge);
    // In a deploy root the pages go under the release they were rendered from (see ./layout.ts).
    const release = layout.kind === 'deploy-root' ? layout.release : undefined;
    const placed = release === undefined ? outputs : outputs.map((output) => inRelease(output, release));
    const files = await withTwins(placed, options.twins ?? true);
    let written: string;
    try {
      written =
        layout.kind === 'deploy-root'
          ? writeLiveVersion(layout, files, { now, warnings, moment })
          : writeIntoSite(layout, files, { moment });
    } catch (error) {
      throw refusal(error, layout.root, 'write the live files');
    }
    return { status, layout, written, files: outputs.map((output) => output.path), changes, warnings, previous, statusJson };
  } finally {
    lock.release();
  }
}

/** A page output moved under its release's folder of the live version; any other output as it is. */
const inRelease = (output: Output, release: string): Output =>
  isPageFile(output.path) ? { ...output, path: releasePagePath(release, output.path) } : output;

/**
 * A release switch's first step (deploy/publish.sh, with the publisher of the release switched to):
 * the pages of `releaseDir`, rendered from the status in force, added to the live version in one
 * switch of `live`, beside the pages of the release served now, which stay as they are, with
 * every other live file. Nothing a visitor gets changes yet; `current` switched to the release
 * then serves its pages at once (nginx serves pages through current/_live). The status is checked
 * with this release's rules first: a release that refuses it writes nothing and must not go live.
 * Nothing published yet (no live status file): nothing to render, undefined.
 */
export async function publishReleasePages(
  releaseDir: string,
  siteDir: string,
  options: Pick<PublishOptions, 'now' | 'holder' | 'lockWaitSeconds'> = {},
): Promise<PublishResult | undefined> {
  const now = options.now ?? Date.now();
  let layout: Layout;
  let target: { templates: string; release: string };
  try {
    layout = siteLayout(siteDir);
    if (layout.kind !== 'deploy-root')
      throw new LayoutError(`${siteDir}: is a built site, not a deploy root: a release's pages are rendered into a deploy root only`);
    target = releaseOf(layout, releaseDir);
  } catch (error) {
    throw refusal(error);
  }
  let lock;
  try {
    lock = await acquirePublishLock(layout.lock, options.holder ?? 'a release switch', options.lockWaitSeconds ?? LOCK_WAIT_SECONDS);
  } catch (error) {
    throw refusal(error);
  }
  try {
    // The release served now, read under the lock (see publishStatusBytes).
    const served = siteLayout(siteDir);
    if (served.kind === 'deploy-root') layout = served;
    const file = join(layout.live, 'status.json');
    if (!existsSync(file)) return undefined;
    let status: Status;
    let value: unknown;
    let bytes: Buffer;
    try {
      bytes = readStatusBytes(file);
      value = parseStatusText(decodeStatusBytes(bytes, file), file);
      status = validateStatus(value, file, now);
    } catch (error) {
      throw refusal(error);
    }
    const statusJson = bytes.toString('utf8');
    // The pages carry the publish they show (data-publish: the status file's time, its publish's
    // moment); their files get a moment of their own, so that no page of the release before with
    // the same size has the same ETag (a browser would keep it on a 304).
    const published = Math.floor(statSync(file).mtimeMs / 1000);
    const moment = publishMoment(layout);
    const outputs = statusOutputs(status, statusJson, target.templates, now, layout.live, undefined, published)
      .filter((output) => isPageFile(output.path))
      .map((output) => inRelease(output, target.release));
    const tooLarge = outputSizeProblems(outputs, file);
    if (tooLarge.length) throw new PublishRefused(tooLarge);
    const rendered = await withTwins(outputs, true);
    // Its own pages, if the release is the one served now, are the ones just rendered.
    const carried = carriedFiles(layout, target.release === layout.release ? undefined : layout.release);
    const warnings: string[] = [];
    let written: string;
    try {
      written = writeLiveVersion(layout, { outputs, files: [...carried, ...rendered.files] }, { now, warnings, moment });
    } catch (error) {
      throw refusal(error, layout.root, 'write the live files');
    }
    return {
      status,
      layout,
      written,
      files: outputs.map((output) => output.path),
      changes: [],
      warnings,
      previous: value,
      statusJson,
    };
  } finally {
    lock.release();
  }
}

/** Reads FILE once and publishes it (see publishStatusBytes). */
export async function publishStatus(file: string, siteDir: string, options: PublishOptions = {}): Promise<PublishResult> {
  let bytes: Buffer;
  try {
    bytes = readStatusBytes(file);
  } catch (error) {
    throw refusal(error);
  }
  return publishStatusBytes(bytes, file, siteDir, options);
}

/** Any expected refusal (a system error too, as a sentence) as a PublishRefused; anything else (a bug) as it is. */
function refusal(error: unknown, path = '', doing = 'publish'): Error {
  if (error instanceof PublishRefused) return error;
  const sentence = systemErrorSentence(error, path, doing);
  if (sentence) return new PublishRefused([sentence]);
  if (error instanceof StatusInputError || error instanceof StatusProblems) return new PublishRefused(error.problems);
  if (error instanceof LayoutError || error instanceof LockError) return new PublishRefused([error.message]);
  return error instanceof Error ? error : new Error(String(error));
}
