// `npm run bench:push`: push alerts on a storm evening (issues 44, 54), measured. 10,000 passengers
// follow a route (half Dhaka – Barishal, half Barishal – Bhola; half in English, half in Bangla),
// and one publish from the command line raises signal 3, which touches every route:
// - the time until the last push has arrived at the push service (goal: under 15 s here), from the
//   moment the publish command exits and from the moment it starts, with what it consists of: the
//   desk noticing the publish (told by fs.watch as it lands; its 2 s poll where that fails), then
//   the sending (encryption for each subscription, 64 pushes in flight on one HTTP/2 connection);
// - the desk's peak memory (VmHWM of its node process), and its memory before the publish;
// - the CPU time the desk and the push service spent from the publish to the last push, and the
//   machine's load average as each round began: on a shared machine the times follow the load,
//   the CPU time hardly moves.
//
// The desk runs as an operator runs it (`tsx desk/server.ts`, as `npm run desk` does), a child
// process with a copy of the built site (run `npm run build` first) and a data folder of its own.
// The push service is the tests' (e2e/support/push-service.ts), in this process on 127.0.0.1: it
// verifies the VAPID signature of every push against the desk's key (once per distinct header: the
// same header is the same signature) and decrypts each payload with the subscription's private
// key, so every push counted is one a browser would show. It speaks HTTP/2, as FCM, Mozilla's
// and Apple's push services do. The desk trusts its certificate through NODE_EXTRA_CA_CERTS and
// takes its origin with --push-service: configuration, as an operator would give it, not code.
//
// Each round is a fresh desk (data folder, site copy, push service, subscriptions): a subscription
// gets at most one push every five minutes, so a second publish to the same subscriptions would
// be held back, not measured. Figures and their dates: docs/performance.md.
//
//   npm run bench:push [-- --rounds 3 --subscriptions 10000 --profile DIR]
//
// --profile DIR: the desk writes a V8 CPU profile of each round into DIR as it stops (open it in
// Chrome's DevTools, Performance), to see where a push's time goes.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { advertisedKey } from '../desk/push/advertise';
import { DATABASE_FILE } from '../desk/store';
import { dhakaNow } from '../lib/status/status';
import { PushService } from '../e2e/support/push-service';
import { testCertificate } from '../e2e/support/test-certificate';

const GOAL_MS = 15_000;
/** Subscribe requests in flight at once (a crowd of browsers; the desk answers them one by one anyway). */
const SUBSCRIBE_CONCURRENCY = 8;
const ROUTES = ['dhaka-barishal', 'barishal-bhola'] as const;
const tsx = join('node_modules', 'tsx', 'dist', 'cli.mjs');

type Memory = { rss: number; hwm: number };

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times (100 on Linux). */
const CLOCK_TICKS = 100;

type RoundResult = {
  subscribeMs: number;
  /** The publish command, start to exit. */
  publishMs: number;
  /** From the command's exit: when the desk recorded the publish, the first and the last push arrived. */
  recorded: number;
  first: number;
  last: number;
  /** The last push from the command's start. */
  lastFromStart: number;
  before: Memory;
  after: Memory;
  /** CPU time of the desk from just before the publish until the history counts every push, ms. */
  deskCpu: number;
  /** CPU time of this process (the push service: TLS, VAPID checks, decryption) over the same span, ms. */
  serviceCpu: number;
  /** The machine's load average (1 minute) as the round began. */
  load: number;
  /** Distinct VAPID Authorization headers over the welcomes and the alerts (1: the token is reused). */
  tokens: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms until it returns something other than undefined/null/false. */
async function until<T>(what: string, timeoutMs: number, check: () => T | Promise<T>): Promise<NonNullable<Exclude<T, false>>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value as NonNullable<Exclude<T, false>>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(50);
  }
}

/** A port free on 127.0.0.1 just now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS and VmHWM (peak resident set) of a process, in kB, from /proc. */
function memoryOf(pid: number): Memory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1]);
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** User and system CPU time a process has used, in ms, from /proc/<pid>/stat. */
function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // pid (comm) state ppid ...: the command's name may hold spaces, so count fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};

/**
 * The desk's own node process. tsx's command line starts node again with its loader and passes
 * signals on to it: the process spawned here is that small launcher, and the desk (its memory) is
 * the launcher's child running desk/server.ts.
 */
function deskProcess(launcher: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === launcher && commandLine(Number(entry)).includes('desk/server.ts')) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}

/** Runs a command to its end, keeping this process's event loop free (the push service answers meanwhile). */
function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** SIGTERM to the launcher (which passes it on), then SIGKILL to whichever of the two is left after 5 s. */
async function stopDesk(desk: ChildProcess, node: number | undefined): Promise<void> {
  if (desk.exitCode === null && desk.signalCode === null) {
    const exited = new Promise((resolve) => desk.once('exit', resolve));
    desk.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
  }
  if (desk.exitCode === null && desk.signalCode === null) desk.kill('SIGKILL');
  if (node && commandLine(node).includes('desk/server.ts')) {
    try {
      process.kill(node, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

/** What the current round must undo if the bench is interrupted. */
let cleanUp: (() => Promise<void>) | undefined;

async function round(subscriptions: number, ca: string, profile: string | undefined): Promise<RoundResult> {
  const work = mkdtempSync(join(tmpdir(), 'bench-push-'));
  const site = join(work, 'site');
  const data = join(work, 'data');
  cpSync('out', site, { recursive: true });
  let vapidKey = '';
  const service = new PushService(() => vapidKey);
  let desk: ChildProcess | undefined;
  let node: number | undefined;
  let db: Database.Database | undefined;
  let log = '';
  let cleaning: Promise<void> | undefined;
  cleanUp = () =>
    (cleaning ??= (async () => {
      db?.close();
      if (desk) await stopDesk(desk, node);
      await service.stop();
      rmSync(work, { recursive: true, force: true });
    })());
  const load = loadavg()[0]!;
  try {
    await service.start();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const deskArgs = ['desk/server.ts', '--site', site, '--data', data, '--port', String(port), '--push-service', service.origin];
    desk = spawn(
      process.execPath,
      // Profiled: node itself runs the desk with tsx's loader (node refuses --cpu-prof in
      // NODE_OPTIONS, and tsx's launcher would not pass it on), and writes its profile as it stops.
      profile ? ['--cpu-prof', '--cpu-prof-dir', profile, '--import', 'tsx', ...deskArgs] : [tsx, ...deskArgs],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: ca }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    desk.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    desk.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const running = () => {
      if (desk!.exitCode !== null || desk!.signalCode !== null) throw new Error(`the desk exited (${desk!.exitCode ?? desk!.signalCode})`);
    };

    await until('the desk to answer', 30_000, async () => {
      running();
      return (await fetch(`${origin}/desk/`).catch(() => undefined))?.ok === true;
    });
    node = profile ? desk.pid! : await until('the desk’s node process', 5_000, () => deskProcess(desk!.pid!));
    // The desk writes its VAPID key into push.json at start; the push service checks every token against it.
    vapidKey = await until('the desk’s key in push.json', 30_000, () => (running(), advertisedKey(site)));
    db = new Database(join(data, DATABASE_FILE));
    const database = db;
    const count = (sql: string) => (database.prepare(sql).get() as { n: number }).n;
    // The desk's first look at the live status (at start; its watch's first tick in older desks)
    // records it without alerting: the publish measured must come after it, or it would be that
    // first look and alert no one.
    await until('the desk’s first look at the live status', 10_000, () => (running(), count('SELECT count(*) AS n FROM publishes') >= 1));

    // The subscriptions, over HTTP as browsers send them: same-origin (fetch sends Host
    // 127.0.0.1:port, and the desk wants Origin http://<Host>), JSON. Each comes from its own
    // address (X-Real-IP, which nginx sets in production), each in a network of its own: the desk
    // allows one address or /24 only so many requests in 10 minutes, and ten thousand passengers
    // are ten thousand phones on many networks. Each is answered once the push service has taken
    // its welcome notification (desk/push/sender.ts), which this service counts apart from the alerts.
    const languages = new Map<string, string>();
    const subscribeStart = Date.now();
    let next = 0;
    const subscriber = async () => {
      for (let index = next++; index < subscriptions; index = next++) {
        const subscription = service.subscribe();
        const language = Math.floor(index / 2) % 2 ? 'bn' : 'en';
        const response = await fetch(`${origin}/desk/push/subscribe`, {
          method: 'POST',
          headers: { Origin: origin, 'Content-Type': 'application/json', 'X-Real-IP': `10.${(index >> 8) & 255}.${index & 255}.7` },
          body: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys, routes: [ROUTES[index % 2]], language }),
        });
        if (response.status !== 200) throw new Error(`subscribing answered ${response.status}: ${await response.text()}`);
        languages.set(subscription.id, language);
      }
    };
    await Promise.all(Array.from({ length: SUBSCRIBE_CONCURRENCY }, subscriber));
    const subscribeMs = Date.now() - subscribeStart;
    const kept = count('SELECT count(*) AS n FROM push_subscriptions WHERE confirmed = 1');
    if (kept !== subscriptions) throw new Error(`the desk kept ${kept} confirmed subscriptions of ${subscriptions}`);
    const welcomes = service.received.splice(0);
    if (welcomes.length !== subscriptions) throw new Error(`${welcomes.length} welcomes arrived, not ${subscriptions}`);

    // Signal 3 from now until 06:00 tomorrow, Bangladesh time: every route's followers are told.
    const now = Date.now();
    const day = dhakaNow(now).slice(0, 10);
    const tomorrow = dhakaNow(Date.parse(`${day}T12:00:00+06:00`) + 86_400_000).slice(0, 10);
    const statusFile = join(work, 'status.json');
    writeFileSync(
      statusFile,
      JSON.stringify({
        updated: dhakaNow(now),
        signal: { number: 3, from: dhakaNow(now), until: `${tomorrow} 06:00` },
        notices: [],
        sailings: [],
      }),
    );
    // A moment for the desk to settle after the subscriptions, then its memory and CPU time before.
    await sleep(500);
    const before = memoryOf(node)!;
    const deskCpuBefore = cpuOf(node);
    const serviceCpuBefore = process.cpuUsage();

    // The command-line publisher as the operator runs it (with the .gz and .br twins, as on the
    // server), not awaited synchronously: the push service in this process must answer meanwhile.
    const started = Date.now();
    const published = await run(process.execPath, [tsx, 'scripts/publish-status.ts', statusFile, site]);
    const exited = Date.now();
    if (published.code !== 0) throw new Error(`the publish failed (exit ${published.code}):\n${published.output}`);
    await service.waitFor(subscriptions, Math.max(120_000, subscriptions * 30)).catch((error: Error) => {
      throw new Error(`${error.message}${service.rejected.length ? `; refused: ${service.rejected.slice(0, 5).join('; ')}` : ''}`);
    });
    // The history counts each push once the push service has answered it: a moment after it arrived.
    const history = await until('the history to count every push', 10_000, () => {
      const row = database.prepare('SELECT at, push_sent, push_failed FROM publishes ORDER BY id DESC LIMIT 1').get() as {
        at: number;
        push_sent: number;
        push_failed: number;
      };
      return row.push_sent + row.push_failed >= subscriptions && row;
    });
    const deskCpu = cpuOf(node) - deskCpuBefore;
    const { user, system } = process.cpuUsage(serviceCpuBefore);
    const after = memoryOf(node)!;

    // Every push verified (VAPID) and decrypted, one per subscription, in its passenger's language.
    const problems: string[] = [];
    if (service.rejected.length)
      problems.push(`${service.rejected.length} pushes refused by the push service, such as: ${service.rejected.slice(0, 3).join('; ')}`);
    const ids = new Set(service.received.map((push) => push.id));
    if (service.received.length !== subscriptions) problems.push(`${service.received.length} pushes arrived, not ${subscriptions}`);
    if (ids.size !== subscriptions) problems.push(`${ids.size} subscriptions had a push, not ${subscriptions}`);
    const wrong = service.received.filter((push) => push.message.lang !== languages.get(push.id) || push.urgency !== 'high');
    if (wrong.length) problems.push(`${wrong.length} pushes in the wrong language or not urgent`);
    if (history.push_sent !== subscriptions || history.push_failed !== 0)
      problems.push(`the history counts ${history.push_sent} sent and ${history.push_failed} failed`);
    const waiting = count('SELECT count(*) AS n FROM push_pending');
    if (waiting) problems.push(`${waiting} alerts still wait to be sent`);
    if (problems.length) throw new Error(`round failed:\n  ${problems.join('\n  ')}`);

    const times = service.received.map((push) => push.at);
    const tokens = new Set([...welcomes, ...service.received].map((push) => push.authorization)).size;
    return {
      tokens,
      subscribeMs,
      publishMs: exited - started,
      recorded: history.at - exited,
      first: Math.min(...times) - exited,
      last: Math.max(...times) - exited,
      lastFromStart: Math.max(...times) - started,
      before,
      after,
      deskCpu,
      serviceCpu: (user + system) / 1000,
      load,
    };
  } catch (error) {
    if (log) console.error(`The desk's output:\n${log.trimEnd().split('\n').slice(-20).join('\n')}`);
    throw error;
  } finally {
    await cleanUp();
    cleanUp = undefined;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A time after the publish command's exit: the desk may notice the publish a moment before the command has exited. */
const sinceExit = (ms: number) => `${ms < 0 ? '−' : '+'}${seconds(Math.abs(ms))}`;
const megabytes = (kB: number) => `${Math.round(kB / 1024)} MB`;
const thousands = (value: number) => value.toLocaleString('en-US');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      subscriptions: { type: 'string', default: '10000' },
      profile: { type: 'string' },
    },
  });
  const profile = values.profile ? resolve(values.profile) : undefined;
  const rounds = Number(values.rounds);
  const subscriptions = Number(values.subscriptions);
  if (!(Number.isInteger(rounds) && rounds > 0 && Number.isInteger(subscriptions) && subscriptions > 0))
    throw new Error('--rounds and --subscriptions take whole numbers above 0');
  if (!existsSync(join('out', 'status.json'))) throw new Error('no built site in out/: run `npm run build` first');
  const { ca } = testCertificate();
  // Interrupted (Ctrl-C): the round's desk stopped and its folder removed, then out. `on`, not `once`:
  // tsx's launcher may pass the same signal on again, and with no listener left tsx exits at once.
  let stopping: Promise<void> | undefined;
  const interrupted = () => {
    stopping ??= (cleanUp?.() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);

  console.log(
    `Push alerts: ${thousands(subscriptions)} subscriptions (half ${ROUTES[0]}, half ${ROUTES[1]}; half en, half bn), one command-line publish of signal 3, ${rounds} round${rounds > 1 ? 's' : ''}, a fresh desk each.`,
  );
  console.log(
    'Times after the publish command’s exit: the desk records the publish (told by fs.watch as it lands), the first and the last push arrive;',
  );
  console.log(
    '"from start": the last push after the command started. CPU: the desk’s and the push service’s (this process), publish to last push.',
  );
  const columns = [
    ['round', 5],
    ['load', 4],
    ['subscribe', 9],
    ['publish', 7],
    ['recorded', 8],
    ['first push', 10],
    ['last push', 9],
    ['from start', 10],
    ['desk CPU', 8],
    ['service CPU', 11],
    ['desk RSS before', 15],
    ['VmHWM before/after', 18],
  ] as const;
  const row = (cells: string[]) => cells.map((cell, index) => (index ? cell.padStart(columns[index]![1]) : cell.padEnd(5))).join('  ');
  console.log(row(columns.map(([name]) => name)));
  const results: RoundResult[] = [];
  for (let index = 1; index <= rounds; index++) {
    const result = await round(subscriptions, ca, profile);
    results.push(result);
    console.log(
      row([
        String(index),
        result.load.toFixed(1),
        seconds(result.subscribeMs),
        seconds(result.publishMs),
        sinceExit(result.recorded),
        sinceExit(result.first),
        sinceExit(result.last),
        seconds(result.lastFromStart),
        seconds(result.deskCpu),
        seconds(result.serviceCpu),
        megabytes(result.before.rss),
        `${megabytes(result.before.hwm)} / ${megabytes(result.after.hwm)}`,
      ]),
    );
  }
  const last = median(results.map((result) => result.last));
  const lastFromStart = median(results.map((result) => result.lastFromStart));
  const first = median(results.map((result) => result.first));
  const sending = median(results.map((result) => result.last - result.recorded));
  const peak = Math.max(...results.map((result) => result.after.hwm));
  const rss = median(results.map((result) => result.before.rss));
  const deskCpu = median(results.map((result) => result.deskCpu));
  console.log(
    `${thousands(subscriptions)} pushes${rounds > 1 ? ` (medians of ${rounds})` : ''}: last arrived ${seconds(last)} after the publish exited, ${seconds(lastFromStart)} after it started (first ${sinceExit(first)}); ${seconds(sending)} from the desk recording the publish to the last push, ${(deskCpu / subscriptions).toFixed(1)} ms of the desk's CPU a push; desk peak memory ${megabytes(peak)} (RSS before the publish ${megabytes(rss)})`,
  );
  const missed = results.filter((result) => result.lastFromStart >= GOAL_MS).length;
  console.log(
    `Goal (the last push under ${GOAL_MS / 1000} s after the publish started): ${missed ? `missed in ${missed} of ${rounds} rounds` : 'met in every round'}. Every push verified and decrypted, and the history counts ${thousands(subscriptions)} sent, in every round.`,
  );
  const tokens = Math.max(...results.map((result) => result.tokens));
  console.log(
    `VAPID: ${tokens} distinct Authorization header${tokens > 1 ? 's' : ''} over each round's ${thousands(2 * subscriptions)} pushes (the welcomes and the alerts): one token per push service, reused.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
