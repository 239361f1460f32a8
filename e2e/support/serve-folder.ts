import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { expect } from '@playwright/test';

/** A `serve` of `dir` on its own port, as the tests' web server serves out/ (clean URLs, 404.html). */
export async function serveFolder(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    join(process.cwd(), 'node_modules', '.bin', 'serve'),
    [dir, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-port-switching', '--config', join(process.cwd(), 'serve.json')],
    { stdio: 'ignore' },
  );
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.status, { timeout: 20_000 }).toBe(200);
  return server;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.atom': 'application/atom+xml; charset=utf-8',
};

/**
 * `dir` served in this process with clean URLs, 404.html and the given headers on every answer:
 * for a test that needs the site's own Content-Security-Policy, longer than `serve` accepts.
 */
export async function serveWithHeaders(dir: string, port: number, headers: Record<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const candidates = path.endsWith('/')
      ? [`${path}index.html`, `${path.slice(0, -1)}.html`]
      : [path, `${path}.html`, `${path}/index.html`];
    const file = candidates
      .map((candidate) => join(dir, normalize(candidate)))
      .find((candidate) => candidate.startsWith(dir) && existsSync(candidate) && statSync(candidate).isFile());
    const status = file ? 200 : 404;
    const body = readFileSync(file ?? join(dir, '404.html'));
    response.writeHead(status, {
      ...headers,
      'Content-Type': types[extname(file ?? '.html')] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
