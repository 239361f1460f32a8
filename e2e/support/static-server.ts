// The one static server of the tests and the benchmark: a folder (an export such as out/) served on
// 127.0.0.1 by serve-handler, the engine inside the `serve` that `npm run serve` and the tests' web
// server run, with the same rules: serve.json at the root of the repository, read here, so that
// both follow one file. What that gives, as `serve` does:
//   - clean URLs: /privacy_policy answers privacy_policy.html, /bn answers bn.html or bn/index.html,
//     a path with a trailing slash the same, and /privacy_policy.html redirects (301) to
//     /privacy_policy (/index.html, by way of /index, to /);
//   - a path no file answers gets 404.html with status 404;
//   - no directory listing (serve.json), a folder without index.html is a 404;
//   - an ETag on every file (one for both encodings, as `serve` with its compression has), 304 for
//     a matching If-None-Match, byte ranges, and the MIME types of serve-handler's own table.
// Besides, for the users that need them:
//   - Cache-Control as the hosts send it (deploy/headers.ts): a year, immutable, for the files
//     under /_next/static/, revalidated for everything else, 404s and redirects included (`serve`
//     sends none);
//   - `headers`: sent with every answer, 404s and redirects included, over the server's own (the
//     status tests' Content-Security-Policy, longer than `serve` accepts);
//   - `gzipLevel`: gzip at that level for clients that accept it, for the files the hosts compress
//     (the text types of lib/deploy/compression.ts, from its MIN_SIZE up), each file compressed
//     once and kept while it is unchanged: the benchmark's server, at level 9, so that Lighthouse's
//     transfer sizes are the bytes bench/weights.ts counts. Without it nothing is compressed (`serve`
//     compresses on the fly, but no test needs it), and Brotli never is;
//   - `lastPort`: the first free port from `port` to `lastPort` (the benchmark's range).
// A file that goes away while it is asked for (a test removing its folder, a publish renaming over
// it) is a 404, never an uncaught error: each file is opened before its answer starts, and read
// from that open file; close() waits for every answer under way, so a folder removed after it
// resolves is never read.
import { createReadStream, openSync, readFileSync, type ReadStream, type Stats } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import serveHandler from 'serve-handler';
import { cacheControl, immutablePrefix } from '../../deploy/headers';
import { compressibleExtensions, MIN_SIZE } from '../../lib/deploy/compression';

type Config = NonNullable<Parameters<typeof serveHandler>[2]>;
type Methods = NonNullable<Parameters<typeof serveHandler>[3]>;

/** serve.json, the rules `npm run serve`, the tests' web server and this server share. */
export const serveConfigFile = join(resolve(__dirname, '..', '..'), 'serve.json');

export interface StaticServerOptions {
  /** The port to listen on (on 127.0.0.1). */
  port: number;
  /** When given, the first free port from `port` to `lastPort` is taken instead of failing. */
  lastPort?: number;
  /** Headers sent with every answer (404s and redirects too), over the server's own. */
  headers?: Readonly<Record<string, string>>;
  /** gzip compressible files at this zlib level (1 to 9) when the client accepts gzip; off when undefined. */
  gzipLevel?: number;
}

export interface StaticServer {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  readonly origin: string;
  readonly port: number;
  /** Stops listening and ends open connections. */
  close(): Promise<void>;
}

/** serve.json as `serve` reads it (a JSON object of serve-handler's options). */
function serveConfig(): Config {
  const config: unknown = JSON.parse(readFileSync(serveConfigFile, 'utf8'));
  if (typeof config !== 'object' || config === null || Array.isArray(config)) throw new Error(`${serveConfigFile} is not a JSON object.`);
  if ('public' in config) throw new Error(`${serveConfigFile}: "public" is not for serve.json here, the folder served is an argument.`);
  return config as Config;
}

/** What the hosts compress: the text types, from MIN_SIZE up (smaller ones go as they are). */
const compressible = (file: string, stats: Stats) => compressibleExtensions.includes(extname(file)) && stats.size >= MIN_SIZE;
const acceptsGzip = (header: string | string[] | undefined) => /\bgzip\b/i.test(String(header ?? ''));

/** `dir` served on 127.0.0.1 as `serve` with serve.json serves it, with the options above. */
export async function serveStatic(dir: string, options: StaticServerOptions): Promise<StaticServer> {
  const { headers = {}, gzipLevel } = options;
  // `serve` turns ETags on unless --no-etag; the folder served is always the one given here.
  const root = resolve(dir);
  const config: Config = { ...serveConfig(), public: root, etag: true };
  /** The folder of the files kept a year (a new build gives them new names), ending in a separator. */
  const immutableFiles = join(root, immutablePrefix, sep);
  const ownCacheControl = Object.keys(headers).some((name) => name.toLowerCase() === 'cache-control');
  /** gzip bodies by file, with the identity of the version compressed (rewritten files get new ones). */
  const gzipped = new Map<string, { version: string; body: Buffer }>();

  function gzipOf(file: string, stats: Stats, level: number): Buffer {
    const version = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    const kept = gzipped.get(file);
    if (kept?.version === version) return kept.body;
    const body = gzipSync(readFileSync(file), { level });
    gzipped.set(file, { version, body });
    return body;
  }

  const server = createServer((request, response) => {
    response.setHeader('Cache-Control', cacheControl.revalidate);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);

    const level = gzipLevel !== undefined && acceptsGzip(request.headers['accept-encoding']) ? gzipLevel : undefined;
    /**
     * The compressible files this answer may send, with their gzip bodies when the client takes
     * gzip: serve-handler stats a file (lstat below) before it reads it (createReadStream).
     */
    const compressed = new Map<string, Buffer | undefined>();
    // serve-handler awaits these (its documentation: they may return a Promise), while its type
    // declarations name Node's callback forms: hence the casts.
    const methods: Methods = {
      lstat: (async (path: string) => {
        const stats = await lstat(path);
        if (gzipLevel === undefined || !stats.isFile() || !compressible(path, stats)) return stats;
        const body = level === undefined ? undefined : gzipOf(path, stats, level);
        compressed.set(path, body);
        // The same file, as long as its gzip body: serve-handler sends this size as Content-Length.
        return body ? (Object.create(stats, { size: { value: body.length } }) as Stats) : stats;
      }) as unknown as Methods['lstat'],
      createReadStream: ((path: string, streamOptions?: { start?: number; end?: number }) => {
        if (!ownCacheControl && path.startsWith(immutableFiles)) response.setHeader('Cache-Control', cacheControl.immutable);
        if (compressed.has(path)) response.setHeader('Vary', 'Accept-Encoding');
        const body = compressed.get(path);
        if (!body) {
          // Opened here, so a file removed since serve-handler's lstat throws ENOENT now (a 404
          // below), not later as an 'error' event on a stream already being sent.
          let fd: number;
          try {
            fd = openSync(path, 'r');
          } catch (error) {
            // serve-handler would answer 500: the 404 goes first, and its later writes fail quietly.
            if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !response.headersSent) {
              response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
            }
            throw error;
          }
          const stream = createReadStream(path, { ...streamOptions, fd });
          stream.on('error', () => response.destroy());
          // A stream never sent (a 304, the ETag's own read) is closed with the answer. With an
          // error: a plain destroy emits neither 'end' nor 'error', and serve-handler's ETag read
          // waits on those, so an answer cut off mid-read (the client gone, closeAllConnections)
          // never settled and close() waited for it for ever (the desk suite's afterAll hung).
          response.once('close', () => {
            if (!stream.readableEnded) stream.destroy(new Error('The answer was closed before the file was read'));
          });
          return stream;
        }
        response.setHeader('Content-Encoding', 'gzip');
        const { start = 0, end = body.length - 1 } = streamOptions ?? {};
        return Readable.from([body.subarray(start, end + 1)]) as unknown as ReadStream;
      }) as unknown as Methods['createReadStream'],
    };
    const answer = serveHandler(request, response, config, methods)
      .catch((error: unknown) => {
        // A file gone between serve-handler's steps (its ETag read) is not found; anything else a
        // failure, said without the path.
        const gone = (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
        if (!response.headersSent) response.writeHead(gone ? 404 : 500, { 'Content-Type': 'text/plain; charset=utf-8' });
        if (!response.writableEnded) response.end(gone ? 'Not found' : 'The test server failed to read this file');
      })
      .finally(() => answers.delete(answer));
    answers.add(answer);
  });
  /** The answers under way, which close() waits for. */
  const answers = new Set<Promise<void>>();

  const lastPort = options.lastPort ?? options.port;
  for (let port = options.port; port <= lastPort; port += 1) {
    try {
      await new Promise<void>((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolveListen();
        });
      });
      return handleOf(server, answers);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === lastPort) throw error;
    }
  }
  throw new Error(`No port to listen on from ${options.port} to ${lastPort}.`);
}

/** What the caller keeps of a listening server. */
function handleOf(server: Server, answers: Set<Promise<void>>): StaticServer {
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      await new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        server.closeAllConnections();
      });
      // Answers still running on closed connections end quickly; only then may the folder go.
      await Promise.allSettled([...answers]);
    },
  };
}
