/**
 * The size of what a publish writes, checked before anything is written: every page and feed at
 * most MAX_PAGE_BYTES (lib/status/status.ts). The counts of notices and sailing changes keep a
 * status near that already; this catches long texts within the counts, whatever pages carry the
 * live blocks, from the files as rendered rather than from an estimate.
 */
import { MAX_PAGE_BYTES } from '../status';
import type { Output } from './render';

/** Only what a reader downloads whole: the pages and the feeds (not the status file, bounded as input). */
const checked = /\.(html|atom)$/;

/** The problems, one per output over the limit, naming the file and its size; none when all fit. */
export function outputSizeProblems(outputs: readonly Output[], name: string): string[] {
  const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;
  return outputs
    .filter(({ path, content }) => checked.test(path) && content.length > MAX_PAGE_BYTES)
    .map(
      ({ path, content }) =>
        `${name}: with this status ${path} would be ${kb(content.length)}: a page or feed may be at most ${kb(MAX_PAGE_BYTES)}. Shorten the notices' texts and the sailings' notes, or delete the entries that are over`,
    );
}
