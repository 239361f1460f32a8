// The status desk: a small server beside nginx from which the counter publishes the live status
// from a phone (docs/operator-guide.md, "The status desk"). A try-out on this checkout:
//
//   npm run desk                     http://127.0.0.1:8787/desk/, publishing into out/, data in .desk/
//   npm run desk -- --site DIR --port N --data DIR [--public-url https://your.domain] [--push-service ORIGIN]
//
// It listens on 127.0.0.1 only: in production nginx proxies /desk/ to it over HTTPS
// (deploy/nginx.conf), and systemd runs it (deploy/nodipoth-desk.service).
import { serve } from '@hono/node-server';
import { deskApp, recordOutsidePublishes } from './app';
import { advertiseKey } from './push/advertise';
import { alertsOn, Pusher } from './push/sender';
import { pushServices } from './push/subscriptions';
import { deskOptions } from './options';
import { siteLayout } from '../lib/status/publish/layout';
import { openStore } from './store';
import { watchLiveStatus } from './watch';

/**
 * How often the desk looks for alerts due and for publishes made elsewhere (these it is usually
 * told of at once, by ./watch.ts: this look is for file systems that never tell).
 */
const WATCH_MS = 2000;

function main(): void {
  const { options, rest } = deskOptions(process.argv.slice(2));
  if (rest.length) throw new Error(`unknown argument ${rest[0]}: npm run desk -- [--site DIR] [--port N] [--data DIR] [--public-url URL]`);
  // Refused now, not at the first publish: a desk pointed at the wrong folder says so at start.
  const layout = siteLayout(options.site);
  const db = openStore(options.data);
  const clock = testClock();
  const services = pushServices(options.pushServices);
  const pusher = new Pusher(db, clock, { services });
  const app = deskApp(db, options.site, clock, { pusher, pushServices: services, publicUrl: options.publicUrl });
  // The status in force now is the history's starting point: what is published from here on is alerted.
  recordOutsidePublishes(app);
  // The pages offer alerts once push.json has this desk's key (withdrawn: npm run desk:alerts -- off).
  void advertiseKey(options.site, alertsOn(db) ? pusher.publicKey : null, clock()).then(console.log, (error: unknown) =>
    console.error(`desk: ${error instanceof Error ? error.message : String(error)}`),
  );
  // A publish made elsewhere (the command line) is recorded and alerted as soon as the site's folder
  // tells of it, and every 2 s in any case; then alerts held back by the five-minute window or
  // waiting to be tried again go out when due.
  const look = () => {
    try {
      recordOutsidePublishes(app);
    } catch (error) {
      console.error(`desk: ${error instanceof Error ? error.message : String(error)}`);
    }
    void pusher.run();
  };
  const watch = setInterval(look, WATCH_MS);
  const stopWatching = watchLiveStatus(layout, look);
  const server = serve({ fetch: app.fetch, port: options.port, hostname: '127.0.0.1' }, () => {
    console.log(
      `Status desk on http://127.0.0.1:${options.port}/desk/ publishing into ${layout.root} (${layout.kind}), data in ${options.data}`,
    );
  });
  const stop = () => {
    clearInterval(watch);
    stopWatching();
    pusher.close();
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
