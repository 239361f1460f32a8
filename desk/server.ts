// The status desk: a small server beside nginx from which the counter publishes the live status
// from a phone (docs/operator-guide.md, "The status desk"). A try-out on this checkout:
//
//   npm run desk                     http://127.0.0.1:8787/desk/, publishing into out/, data in .desk/
//   npm run desk -- --site DIR --port N --data DIR [--public-url https://your.domain]
//
// It listens on 127.0.0.1 only: in production nginx proxies /desk/ to it over HTTPS
// (deploy/nginx.conf), and systemd runs it (deploy/nodipoth-desk.service).
import { serve } from '@hono/node-server';
import { deskApp } from './app';
import { deskOptions } from './options';
import { siteLayout } from '../lib/status/publish/layout';
import { openStore } from './store';

function main(): void {
  const { options, rest } = deskOptions(process.argv.slice(2));
  if (rest.length) throw new Error(`unknown argument ${rest[0]}: npm run desk -- [--site DIR] [--port N] [--data DIR] [--public-url URL]`);
  // Refused now, not at the first publish: a desk pointed at the wrong folder says so at start.
  const layout = siteLayout(options.site);
  const db = openStore(options.data);
  const app = deskApp(db, options.site, testClock());
  const server = serve({ fetch: app.fetch, port: options.port, hostname: '127.0.0.1' }, () => {
    console.log(
      `Status desk on http://127.0.0.1:${options.port}/desk/ publishing into ${layout.root} (${layout.kind}), data in ${options.data}`,
    );
  });
  const stop = () => {
    server.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * The desk's clock: the machine's, unless NODIPOTH_DESK_NOW (epoch milliseconds) sets where it
 * starts, for the tests (e2e/desk/desk.spec.ts), which publish a storm evening whatever the hour.
 */
function testClock(): () => number {
  const start = Number(process.env.NODIPOTH_DESK_NOW);
  if (!start) return Date.now;
  const started = Date.now();
  return () => start + (Date.now() - started);
}

try {
  main();
} catch (error) {
  console.error(`desk: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
