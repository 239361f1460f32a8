/**
 * The one rule for the precompressed twins nginx sends as they are (`gzip_static`,
 * `brotli_static`): the build writes them for out/ (scripts/build/precompress.ts), the status
 * publisher for every file it publishes (lib/status/publish/). A file gets a gzip (level 9) and a
 * Brotli (quality 11) twin when its kind is text, it is at least nginx's gzip_min_length, and the
 * twin is smaller than the file. Why: docs/decisions/015-precompressed-atomic-deploys.md.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

/** Extensions of the files worth compressing: text formats (images and fonts are compressed already). */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest', '.atom', '.ics'];
/** The twins' suffixes, for anything that walks a site folder and must leave them out. */
export const twinSuffixes = ['.gz', '.br'] as const;
export const GZIP_LEVEL = 9;
/**
 * The Brotli quality of the status publisher's twins. A publish rewrites every page of both
 * languages; at quality 11 their Brotli twins took seconds (about 640 ms a page under load), at 5
 * a hundredth of that, for twins about 12% larger than quality 11's and still smaller than gzip -9's
 * (docs/performance.md). The build's own twins stay at the highest quality.
 */
export const LIVE_BROTLI_QUALITY = 5;
/** deploy/nginx.conf's gzip_min_length: smaller files get no twins, so nginx keeps sending them as they are. */
export const MIN_SIZE = 512;

export type Twin = { suffix: (typeof twinSuffixes)[number]; content: Buffer };

export function isTwin(path: string): boolean {
  return twinSuffixes.some((suffix) => path.endsWith(suffix));
}

/** Whether a file of this name and size gets twins at all. */
export function getsTwins(path: string, size: number): boolean {
  return size >= MIN_SIZE && compressibleExtensions.some((extension) => path.endsWith(extension));
}

const brotliOptions = (size: number, quality: number = constants.BROTLI_MAX_QUALITY): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const smaller = (content: Buffer, twins: Twin[]) => twins.filter((twin) => twin.content.length < content.length);

/** The twins of one file (none where the rule says none), computed on this thread. */
export function twinsOf(path: string, content: Buffer): Twin[] {
  if (!getsTwins(path, content.length)) return [];
  return smaller(content, [
    { suffix: '.gz', content: gzipSync(content, { level: GZIP_LEVEL }) },
    { suffix: '.br', content: brotliCompressSync(content, brotliOptions(content.length)) },
  ]);
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The same twins, computed on libuv's thread pool (the build compresses many files at once);
 * `brotliQuality` lower than the highest for the publisher's (LIVE_BROTLI_QUALITY).
 */
export async function twinsOfAsync(path: string, content: Buffer, brotliQuality?: number): Promise<Twin[]> {
  if (!getsTwins(path, content.length)) return [];
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: GZIP_LEVEL }),
    brotliAsync(content, brotliOptions(content.length, brotliQuality)),
  ]);
  return smaller(content, [
    { suffix: '.gz', content: gz },
    { suffix: '.br', content: br },
  ]);
}
