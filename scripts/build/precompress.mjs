// The last step of `npm run build`: writes a gzip (level 9) and a Brotli (quality 11) copy beside
// every compressible file in out/, so nginx sends them as they are (`gzip_static`,
// `brotli_static`) instead of compressing every page again on every request. Why, and the load
// benchmark's figures: docs/decisions/015-precompressed-atomic-deploys.md. It must run after every
// step that rewrites a page or writes headers: a twin made before a later rewrite would serve the
// old page to compressing clients.
//
// A twin is written only when it is smaller than the file, and not for files under nginx's
// gzip_min_length (512 bytes in deploy/nginx.conf): those were never compressed, would save a few
// dozen bytes, and keep exactly the responses they had. A twin gets its file's modification time,
// so nginx sends the same Last-Modified whichever copy it serves.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Extensions of the files worth compressing: text formats (images and fonts are compressed already). */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest', '.atom', '.ics'];
/** The twins' suffixes, for anything that walks out/ and must leave them out. */
export const twinSuffixes = ['.gz', '.br'];
export const GZIP_LEVEL = 9;
/** deploy/nginx.conf's gzip_min_length: smaller files get no twins, so nginx keeps sending them as they are. */
export const MIN_SIZE = 512;

/** Host configuration in out/ that is never served (deploy/nginx.conf answers 404 for it). */
const notServed = (path) => path === '_headers' || path.startsWith(`_nginx${sep}`) || path.startsWith(`_publish${sep}`);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Every file under dir (nested folders too), as paths relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)));
}

/** The files under dir that get precompressed twins (relative paths). */
export function compressibleFiles(dir) {
  return filesUnder(dir).filter(
    (path) =>
      !notServed(path) &&
      compressibleExtensions.some((extension) => path.endsWith(extension)) &&
      statSync(join(dir, path)).size >= MIN_SIZE,
  );
}

export function isTwin(path) {
  return twinSuffixes.some((suffix) => path.endsWith(suffix));
}

/** gzip at level 9 and Brotli at its highest quality, in text mode with the size known in advance. */
export async function compressBoth(content) {
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: GZIP_LEVEL }),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  return { gz, br };
}

/**
 * Writes the .gz and .br twins for every compressible file under dir. Refuses a folder that has
 * twins already: it was processed (a page rewritten since would keep a stale twin), so build again.
 */
export async function precompress(dir) {
  const files = filesUnder(dir);
  if (!files.some((path) => path.endsWith('.html'))) throw new Error(`No HTML in ${dir}/: run next build first.`);
  const existing = files.find(isTwin);
  if (existing) {
    throw new Error(
      `${join(dir, existing)} exists: ${dir}/ has been precompressed already. Run \`npm run build\` for a fresh ${dir}/ ` +
        '(precompress must run once, after every step that changes a file).',
    );
  }

  const totals = { files: 0, raw: 0, gz: 0, br: 0, gzSkipped: 0, brSkipped: 0 };
  const targets = compressibleFiles(dir);
  // A few files at a time: zlib runs them on libuv's thread pool, so both cores are used.
  const queue = [...targets];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const file = join(dir, path);
      const content = readFileSync(file);
      const { mtime, atime } = statSync(file);
      const { gz, br } = await compressBoth(content);
      totals.files += 1;
      totals.raw += content.length;
      for (const [suffix, compressed, skippedKey, sizeKey] of [
        ['.gz', gz, 'gzSkipped', 'gz'],
        ['.br', br, 'brSkipped', 'br'],
      ]) {
        if (compressed.length >= content.length) {
          totals[skippedKey] += 1;
          totals[sizeKey] += content.length;
          continue;
        }
        writeFileSync(file + suffix, compressed);
        utimesSync(file + suffix, atime, mtime);
        totals[sizeKey] += compressed.length;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

async function main() {
  const dir = process.argv[2] ?? 'out';
  const totals = await precompress(dir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const skipped =
    totals.gzSkipped || totals.brSkipped
      ? ` (no twin where it would not be smaller: ${totals.gzSkipped} gzip, ${totals.brSkipped} Brotli)`
      : '';
  console.log(
    `Precompressed ${totals.files} files in ${dir}/: ${kb(totals.raw)} -> gzip -9 ${kb(totals.gz)}, Brotli q11 ${kb(totals.br)}${skipped}.`,
  );
}

// Run as a script (the build), not when imported (the tests); no import.meta: Playwright loads this as CommonJS.
if (/[/\\]precompress\.mjs$/.test(process.argv[1] ?? '')) {
  main().catch((error) => {
    console.error(`precompress: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
