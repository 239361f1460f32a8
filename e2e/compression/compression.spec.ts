import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { brotliModule, startNginx, stopNginx } from '../support/nginx-server';
import { isTwin } from '../../lib/deploy/compression';
import { compressibleFiles } from '../../scripts/build/precompress';
import { decoded, get, type RawResponse } from '../support/http';
import { nginxOrigin, nginxPort } from '../support/nginx';
import { outDir, unknownPath } from '../support/routes';

/*
 * Precompressed files (scripts/build/precompress.ts, the last build step) served by nginx with
 * deploy/nginx.conf (`gzip_static`, and `brotli_static` where the module is loaded). Every file the
 * export wrote, found by walking out/ (nested folders too), is asked for in every encoding: the
 * decoded body must be the file, byte for byte, and the headers must be those nginx sends for the
 * same file when it compresses on the fly (a second nginx serving a copy of out/ without twins).
 */

/** Headers that describe the bytes on the wire, not the resource: they differ between encodings. */
const transport = new Set([
  'date',
  'content-length',
  'content-encoding',
  'etag',
  'accept-ranges',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);
const resourceHeaders = (response: RawResponse) =>
  Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !transport.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** Every file nginx serves from out/ (host configuration and twins apart), as paths relative to it. */
const served = existsSync(outDir)
  ? readdirSync(outDir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(outDir, join(entry.parentPath ?? entry.path, entry.name)))
      .filter((path) => !isTwin(path) && path !== '_headers' && !path.startsWith(`_nginx${sep}`) && !path.startsWith(`_publish${sep}`))
      .sort()
  : [];
const withTwins = new Set(existsSync(outDir) ? compressibleFiles(outDir) : []);

/** The URLs a file answers: its own path, and for a page its clean URL (the 404 page: any unknown path). */
function urlsFor(file: string): { path: string; status: number }[] {
  const path = `/${file.split(sep).join('/')}`;
  if (file === '404.html') return [{ path: unknownPath, status: 404 }];
  if (!file.endsWith('.html')) return [{ path, status: 200 }];
  const clean = file === 'index.html' ? '/' : path.replace(/(\/index)?\.html$/, '');
  return [...new Set([path, clean])].map((url) => ({ path: url, status: 200 }));
}

const brotli = Boolean(brotliModule());
const encodings = ['identity', 'gzip', 'br', 'gzip, deflate, br'];

/** The encoding nginx must send a file in when a client accepts `accepted`, given its twins. */
function expectedEncoding(file: string, accepted: string, onTheFly: string): string {
  const twins = withTwins.has(file);
  const brTwin = twins && existsSync(join(outDir, `${file}.br`));
  const gzTwin = twins && existsSync(join(outDir, `${file}.gz`));
  if (brotli && brTwin && accepted.includes('br')) return 'br';
  if (gzTwin && accepted.includes('gzip')) return 'gzip';
  return onTheFly;
}

test.describe('twins on disk', () => {
  test('every compressible file has .gz and .br twins that decode to it, with its modification time', () => {
    expect(served.length, 'out/ is missing or empty: run `npm run build` first').toBeGreaterThan(0);
    expect(withTwins.size).toBeGreaterThan(0);
    // The walk reaches nested folders: the content-hashed scripts live three levels down.
    expect([...withTwins].some((file) => file.startsWith(`_next${sep}static${sep}`) && file.endsWith('.js'))).toBe(true);
    for (const file of withTwins) {
      const content = readFileSync(join(outDir, file));
      const seconds = (path: string) => Math.floor(statSync(path).mtimeMs / 1000);
      for (const [suffix, decode] of [
        ['.gz', gunzipSync],
        ['.br', brotliDecompressSync],
      ] as const) {
        const twin = join(outDir, file + suffix);
        // A twin is left out only where it would not be smaller than the file.
        if (!existsSync(twin)) continue;
        const bytes = readFileSync(twin);
        expect.soft(bytes.length, `${file}${suffix} is smaller`).toBeLessThan(content.length);
        expect.soft(decode(bytes).equals(content), `${file}${suffix} decodes to ${file}`).toBe(true);
        expect.soft(seconds(twin), `${file}${suffix} has the file's modification time`).toBe(seconds(join(outDir, file)));
      }
      expect.soft(existsSync(join(outDir, `${file}.gz`)), `${file}.gz exists`).toBe(true);
    }
  });
});

test.describe('every file in every encoding', () => {
  // A second nginx per worker, with the same config over a copy of out/ without twins: what nginx
  // sent before precompression (everything compressed on the fly).
  let plainOrigin = '';
  let plainDir = '';

  test.beforeAll(({}, testInfo) => {
    // NGINX_PORT + 10, + 11...: one port per parallel worker, next to the shared nginx's.
    const port = nginxPort + 10 + testInfo.parallelIndex;
    plainDir = join(tmpdir(), `nodipoth-nginx-plain-${port}`);
    stopNginx(plainDir);
    rmSync(plainDir, { recursive: true, force: true });
    mkdirSync(join(plainDir, 'site'), { recursive: true });
    cpSync(outDir, join(plainDir, 'release'), { recursive: true, preserveTimestamps: true, filter: (source) => !isTwin(source) });
    symlinkSync(join(plainDir, 'release'), join(plainDir, 'site', 'current'));
    startNginx({ dir: plainDir, port, base: join(plainDir, 'site') });
    plainOrigin = `https://127.0.0.1:${port}`;
  });

  test.afterAll(() => {
    stopNginx(plainDir);
    rmSync(plainDir, { recursive: true, force: true });
  });

  for (const file of served) {
    test(`${urlsFor(file)
      .map(({ path }) => path)
      .join(' and ')} decode to ${file} with the same headers`, async () => {
      const content = readFileSync(join(outDir, file));
      for (const { path, status } of urlsFor(file)) {
        const identity = await get(nginxOrigin, path, 'identity');
        for (const accepted of encodings) {
          const what = `${path} with Accept-Encoding: ${accepted}`;
          const response = await get(nginxOrigin, path, accepted);
          const before = await get(plainOrigin, path, accepted);
          expect(response.status, what).toBe(status);
          expect(before.status, `${what} (on the fly)`).toBe(status);
          expect(decoded(response).equals(content), `${what} decodes to ${file}`).toBe(true);
          expect(decoded(before).equals(content), `${what} decodes to ${file} (on the fly)`).toBe(true);

          expect(response.encoding, what).toBe(expectedEncoding(file, accepted, before.encoding));
          const twin = join(outDir, `${file}.${response.encoding === 'gzip' ? 'gz' : 'br'}`);
          if (response.encoding !== 'identity' && existsSync(twin)) {
            // The twin sent as it is (compressing on the fly would stream it chunked, with no length).
            expect(Number(response.headers['content-length']), `${what}: the ${response.encoding} twin as it is`).toBe(statSync(twin).size);
          }

          // The same headers in every encoding (CSP, caching, Vary, content type, Last-Modified...),
          // and the same as nginx sent when it compressed on the fly. Vary apart: a file with
          // twins always has it (nginx adds it whenever a twin exists), which matters only for
          // types nginx did not compress on the fly (the web manifest), where it is now needed.
          expect(resourceHeaders(response), `${what}: headers as without compression`).toEqual(resourceHeaders(identity));
          const { vary, ...others } = resourceHeaders(response);
          const { vary: varyBefore, ...othersBefore } = resourceHeaders(before);
          expect(others, `${what}: headers as when compressing on the fly`).toEqual(othersBefore);
          expect(vary, `${what}: Vary`).toBe(withTwins.has(file) ? 'Accept-Encoding' : varyBefore);
        }
      }
    });
  }
});
