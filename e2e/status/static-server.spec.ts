import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../support/static-server';

/**
 * The suite's static server on a busy machine: a fresh-clone run crashed a worker with ENOENT when
 * a request (the service worker's precaching, a page's status fetch) reached the server after a
 * spec had removed the folder it served. Files vanishing while they are asked for must give 404s
 * (or the file, when it was opened first), never an error that ends the worker, and close() must
 * not resolve while an answer is still under way.
 */
const port = Number(process.env.TEST_PORT || 4173) + 5;

test('files removed while they are being asked for are 404s, and close() waits for every answer', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  const names = Array.from({ length: 20 }, (_, index) => `page-${index}.html`);
  const write = () => {
    mkdirSync(dir, { recursive: true });
    for (const name of names) writeFileSync(join(dir, name), `<!doctype html><title>${name}</title>${'x'.repeat(4096)}`);
  };
  write();
  const server = await serveStatic(dir, { port });
  const statuses = new Set<number>();
  try {
    // Rounds of requests for every file (and the 404 page a static host would fall back on),
    // the folder removed while they are under way and laid again for the next round.
    for (let round = 0; round < 5; round += 1) {
      const answers = names.flatMap((name) =>
        [`/${name}`, `/${name.replace(/\.html$/, '')}`].map((path) =>
          fetch(`${server.origin}${path}`, { headers: { 'Cache-Control': 'no-cache' } }).then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          }),
        ),
      );
      await new Promise((resolve) => setImmediate(resolve));
      rmSync(dir, { recursive: true, force: true });
      for (const status of await Promise.all(answers)) statuses.add(status);
      write();
    }
  } finally {
    const requests = names.map((name) => fetch(`${server.origin}/${name}`).catch(() => undefined));
    await server.close();
    // After close() nothing reads the folder: removing it now can fail nothing.
    rmSync(dir, { recursive: true, force: true });
    await Promise.all(requests);
  }
  expect([...statuses].filter((status) => status !== 200 && status !== 404)).toEqual([]);
});
