import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A `serve` of `dir` on its own port, as the tests' web server serves out/ (clean URLs, 404.html). */
export async function serveFolder(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    join(process.cwd(), 'node_modules', '.bin', 'serve'),
    [dir, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-port-switching', '--config', join(process.cwd(), 'serve.json')],
    { stdio: 'ignore' },
  );
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.status, { timeout: 20_000 })
    .toBe(200);
  return server;
}
