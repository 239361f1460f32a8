// The last step of `npm run build`: writes the gzip and Brotli twins of every file in out/ that the
// one rule (lib/deploy/compression.ts) gives twins, so nginx sends them as they are instead of
// compressing every page again on every request. Why, and the load benchmark's figures:
// docs/decisions/015-precompressed-atomic-deploys.md. It must run after every step that rewrites a
// page or writes headers: a twin made before a later rewrite would serve the old page to
// compressing clients. A twin gets its file's modification time, so nginx sends the same
// Last-Modified whichever copy it serves.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getsTwins, isTwin, twinsOfAsync } from '../../lib/deploy/compression';

/** Host configuration in out/ that is never served (deploy/nginx.conf answers 404 for it). */
const notServed = (path: string) => path === '_headers' || path.startsWith(`_nginx${sep}`) || path.startsWith(`_publish${sep}`);

/** Every file under dir (nested folders too), as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** The files under dir that get precompressed twins (relative paths). */
export function compressibleFiles(dir: string): string[] {
  return filesUnder(dir).filter((path) => !notServed(path) && !isTwin(path) && getsTwins(path, statSync(join(dir, path)).size));
}

/**
 * Writes the .gz and .br twins for every compressible file under dir. Refuses a folder that has
 * twins already: it was processed (a page rewritten since would keep a stale twin), so build again.
 */
export async function precompress(dir: string) {
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
  // A few files at a time: zlib runs them on libuv's thread pool, so both cores are used.
  const queue = compressibleFiles(dir);
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const file = join(dir, path);
      const content = readFileSync(file);
      // The file's times in whole milliseconds, rounded down: Node's Date for a file time rounds to the
      // millisecond, which carries a time in the last half millisecond of a second into the next one,
      // and nginx would then send a twin a Last-Modified a second later than its file's.
      const { mtimeMs, atimeMs } = statSync(file);
      const [mtime, atime] = [Math.floor(mtimeMs) / 1000, Math.floor(atimeMs) / 1000];
      const twins = await twinsOfAsync(path, content);
      totals.files += 1;
      totals.raw += content.length;
      for (const suffix of ['.gz', '.br'] as const) {
        const twin = twins.find((candidate) => candidate.suffix === suffix);
        const key = suffix === '.gz' ? 'gz' : 'br';
        if (!twin) {
          totals[`${key}Skipped`] += 1;
          totals[key] += content.length;
          continue;
        }
        writeFileSync(file + suffix, twin.content);
        utimesSync(file + suffix, atime, mtime);
        totals[key] += twin.content.length;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

async function main() {
  const dir = process.argv[2] ?? 'out';
  const totals = await precompress(dir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const skipped =
    totals.gzSkipped || totals.brSkipped
      ? ` (no twin where it would not be smaller: ${totals.gzSkipped} gzip, ${totals.brSkipped} Brotli)`
      : '';
  console.log(
    `Precompressed ${totals.files} files in ${dir}/: ${kb(totals.raw)} -> gzip -9 ${kb(totals.gz)}, Brotli q11 ${kb(totals.br)}${skipped}.`,
  );
}

// Run as a script (the build), not when imported (the tests).
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`precompress: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
