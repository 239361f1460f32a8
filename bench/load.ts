// `npm run bench:load`: how many visitors one nginx with deploy/nginx.conf keeps up with, as on the
// night before Eid when a whole city checks departures at once. It serves the built out/ twice on
// loopback ports over HTTPS, as shipped (precompressed .gz/.br twins, `gzip_static`) and with the twins
// removed (nginx compresses every response itself), and loads each target in both, one after the
// other in the same run, with autocannon: many concurrent keep-alive clients asking for gzip. Each
// client makes its TLS handshake once and then speaks HTTP/1.1 on it (autocannon has no HTTP/2), so
// the figures are the steady state of a kept-alive connection, as a browser's is after its first
// request. The certificate is the tests' throwaway one (e2e/support/test-certificate.ts).
// Targets: pages, the largest script, and /status.json, which every page asks for after its first
// paint (so on a storm evening it is the most requested file), served as after the operator's first
// publish: from the deploy folder's live/, the path deploy/nginx.conf tries before the release.
// It prints requests per second and p50/p99 latency and writes them to bench/results/load-latest.json.
// The two modes take turns (A B, then B A...) so that other work on the machine weighs on both alike.
//
//   npm run bench:load [-- --duration 8 --rounds 2 --connections 50 --pipelining 1 --workers 1 --port 8480]
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { brotliModule, findNginx, startNginx, stopNginx } from '../e2e/support/nginx-server';
import { testCertificate } from '../e2e/support/test-certificate';
import { pageFile as exportedPage } from '../scripts/build/post-build/exported-html';
import { isTwin, MIN_SIZE } from '../lib/deploy/compression';

const projectRoot = resolve(__dirname, '..');
const outDir = join(projectRoot, 'out');

/**
 * What is loaded: pages by route, STATUS (the live status the pages read), and SCRIPT, the largest
 * content-hashed script `/` loads. A target with no file in out/ yet is skipped with a note, so the
 * list can name pages before they exist.
 */
const SCRIPT = 'hashed script';
const STATUS = '/status.json';
const TARGETS = ['/', '/bn', '/timetable', STATUS, SCRIPT];
/** What a target is, for the report: only pages have the precompression goal. */
const kindOf = (target: string) => (target === SCRIPT ? 'script' : target === STATUS ? 'status' : 'page');

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    pipelining: { type: 'string', default: '1' },
    workers: { type: 'string', default: '1' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '8480' },
    json: { type: 'string', default: join(projectRoot, 'bench', 'results', 'load-latest.json') },
  },
});
const number = (name: 'duration' | 'warmup' | 'rounds' | 'connections' | 'pipelining' | 'workers' | 'port', min: number, max: number) => {
  const value = Number(options[name]);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be a number from ${min} to ${max}`);
  return value;
};
// Bounded in time and size: at most a minute per measurement and a few hundred connections.
const duration = number('duration', 1, 60);
const warmup = number('warmup', 0, 10);
const rounds = number('rounds', 1, 5);
const connections = number('connections', 1, 500);
const pipelining = number('pipelining', 1, 10);
const workers = number('workers', 1, 8);
const firstPort = number('port', 1024, 65534);

/** The file the export writes for a route, or undefined: '/' -> index.html, '/bn' -> bn.html or bn/index.html. */
const pageFile = (route: string) => exportedPage(outDir, route);

/** The largest /_next/static/*.js the landing page loads (by src, preload or the after-paint placeholders' data-src). */
function largestScript(): string | undefined {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const paths = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+\.js)"/g)].map((match) => match[1]!))];
  const sized = paths.filter((path) => existsSync(join(outDir, path))).map((path) => ({ path, size: statSync(join(outDir, path)).size }));
  return sized.sort((a, b) => b.size - a.size)[0]?.path;
}

/** One request, to check what a target answers before loading it: status, encoding, bytes sent. */
function probe(port: number, path: string, encoding: string): Promise<{ status?: number; encoding: string; bytes: number }> {
  return new Promise((resolvePromise, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding }, ca: readFileSync(testCertificate().ca) },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolvePromise({ status: response.statusCode, encoding: response.headers['content-encoding'] ?? 'identity', bytes }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function load(port: number, path: string, encoding: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `https://127.0.0.1:${port}${path}`,
    connections,
    pipelining,
    duration: seconds,
    headers: { 'accept-encoding': encoding },
  });
}

/** How a site serves: its precompressed twins, or compressing every response itself. */
type Mode = 'precompressed' | 'on the fly';

/** One target in one mode and encoding: what it answered, and its figures over the rounds. */
type Row = {
  target: string;
  kind: string;
  path: string;
  mode: Mode;
  encoding: string;
  /** The Content-Encoding nginx answers `encoding` with (identity for a small file). */
  served: string;
  bytes: number;
  requestsPerSecond: number;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  rounds: { requestsPerSecond: number; p50: number; p99: number }[];
  errors: number;
  timeouts: number;
  non2xx: number;
};

const pad = (text: string | number, width: number, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));
function printTable(rows: Row[]): void {
  const header = ['target', 'mode', 'enc', 'KB/resp', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'];
  const widths = [24, 14, 8, 8, 9, 7, 7, 7, 8];
  const line = (cells: (string | number)[]) => cells.map((cell, index) => pad(cell, widths[index] ?? 0, index >= 3)).join(' ');
  console.log(line(header));
  for (const row of rows) {
    console.log(
      line([
        row.target,
        row.mode,
        row.served,
        (row.bytes / 1024).toFixed(1),
        Math.round(row.requestsPerSecond),
        row.p50,
        row.p99,
        row.errors,
        row.non2xx,
      ]),
    );
  }
}

async function main() {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('out/ is missing: run `npm run build` first.');
  if (!existsSync(join(outDir, 'index.html.gz')))
    throw new Error('out/ has no precompressed files: run `npm run build` (its last step writes them).');
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: run `npx tsx e2e/support/ensure-test-tools.ts`.');

  const work = mkdtempSync(join(tmpdir(), 'nodipoth-bench-load-'));
  // nginx started as root runs its workers as nobody, who must be able to read the sites.
  chmodSync(work, 0o755);
  const brotli = brotliModule();
  // Two deploy folders as deploy/publish.sh lays them out: current -> the release.
  const sites: Record<Mode, { port: number; dir: string; base: string }> = {
    precompressed: { port: firstPort, dir: join(work, 'nginx-precompressed'), base: join(work, 'precompressed') },
    'on the fly': { port: firstPort + 1, dir: join(work, 'nginx-on-the-fly'), base: join(work, 'on-the-fly') },
  };
  const stopAll = () => {
    for (const site of Object.values(sites)) stopNginx(site.dir);
    rmSync(work, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });

  try {
    mkdirSync(sites.precompressed.base);
    symlinkSync(outDir, join(sites.precompressed.base, 'current'));
    const plainRelease = join(work, 'release-without-twins');
    cpSync(outDir, plainRelease, { recursive: true, filter: (source) => !isTwin(source) });
    mkdirSync(sites['on the fly'].base);
    symlinkSync(plainRelease, join(sites['on the fly'].base, 'current'));
    // The build's status as published into live/ (with its twins where the mode has them), so
    // /status.json is answered the way it is once the operator has published: from live/.
    if (existsSync(join(outDir, 'status.json'))) {
      for (const [mode, release] of [
        ['precompressed', outDir],
        ['on the fly', plainRelease],
      ] as const) {
        const liveDir = join(sites[mode].base, 'live');
        mkdirSync(liveDir);
        for (const suffix of ['', '.gz', '.br']) {
          const file = join(release, `status.json${suffix}`);
          if (existsSync(file)) cpSync(file, join(liveDir, `status.json${suffix}`), { preserveTimestamps: true });
        }
      }
    }
    for (const site of Object.values(sites)) startNginx({ dir: site.dir, port: site.port, base: site.base, workers });

    const modes: { mode: Mode; encoding: string }[] = [
      { mode: 'precompressed', encoding: 'gzip' },
      { mode: 'on the fly', encoding: 'gzip' },
      ...(brotli ? [{ mode: 'precompressed' as const, encoding: 'br' }] : []),
    ];
    const nginxVersion = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim();
    console.log(
      `Load over HTTPS (TLS 1.3, HTTP/1.1 keep-alive): ${connections} connections, pipelining ${pipelining}, ${rounds} rounds of ${duration} s per target and mode after ${warmup} s warm-up; ` +
        `nginx ${nginxVersion.replace(/^nginx version: nginx\//, '')} with ${workers} worker${workers > 1 ? 's' : ''}` +
        `${brotli ? ', Brotli module loaded' : ', no Brotli module (gzip only)'}; ${cpus().length} CPUs.\n`,
    );

    const rows: Row[] = [];
    const skipped: string[] = [];
    for (const target of TARGETS) {
      const kind = kindOf(target);
      const path = target === SCRIPT ? largestScript() : target;
      const file = kind === 'page' ? pageFile(target) : path && join(outDir, path);
      if (!path || !file || !existsSync(file)) {
        skipped.push(target);
        console.log(`skipped ${target}: no ${kind === 'status' ? 'file' : kind} for it in out/ (yet)`);
        continue;
      }
      // nginx compresses nothing under gzip_min_length (precompress.ts writes no twins for it
      // either): such a file is sent as it is, whatever the client accepts.
      const small = statSync(file).size < MIN_SIZE;
      const rowsOfTarget = modes.map(({ mode, encoding }): Row => ({
        target: target === SCRIPT ? `script ${path.split('/').pop()}` : target,
        kind,
        path,
        mode,
        encoding,
        /** The Content-Encoding nginx answers `encoding` with (identity for a small file). */
        served: encoding,
        bytes: 0,
        requestsPerSecond: 0,
        requests: 0,
        seconds: 0,
        p50: 0,
        p99: 0,
        rounds: [],
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      }));
      for (const row of rowsOfTarget) {
        const check = await probe(sites[row.mode].port, path, row.encoding);
        if (check.status !== 200) throw new Error(`${path} answered ${check.status} (${row.mode})`);
        if (check.encoding !== row.encoding && !(small && check.encoding === 'identity')) {
          throw new Error(`${path} came back ${check.encoding}, not ${row.encoding} (${row.mode})`);
        }
        row.served = check.encoding;
        row.bytes = check.bytes;
        if (warmup > 0) await load(sites[row.mode].port, path, row.encoding, warmup);
      }
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? rowsOfTarget : [...rowsOfTarget].reverse();
        for (const row of order) {
          const result = await load(sites[row.mode].port, path, row.encoding, duration);
          row.requests += result.requests.total;
          row.seconds += result.duration;
          row.errors += result.errors;
          row.timeouts += result.timeouts;
          row.non2xx += result.non2xx;
          row.rounds.push({ requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
        }
      }
      for (const row of rowsOfTarget) {
        // Requests over the whole time measured; p50 the mean of the rounds'; p99 the worst round's.
        row.requestsPerSecond = row.requests / row.seconds;
        row.p50 = Math.round((row.rounds.reduce((sum, r) => sum + r.p50, 0) / row.rounds.length) * 10) / 10;
        row.p99 = Math.max(...row.rounds.map((r) => r.p99));
        rows.push(row);
        process.stdout.write(`  ${row.target} ${row.mode} ${row.served}: ${Math.round(row.requestsPerSecond)} req/s\n`);
      }
    }

    console.log('');
    printTable(rows);
    console.log('');
    const verdicts: { target: string; ratio: number; p99Lower: boolean; goal: string }[] = [];
    for (const target of new Set(rows.map((row) => row.target))) {
      // The first row of each mode: gzip, or identity for a file too small to compress.
      const pre = rows.find((row) => row.target === target && row.mode === 'precompressed');
      const fly = rows.find((row) => row.target === target && row.mode === 'on the fly');
      if (!pre || !fly) continue;
      const ratio = pre.requestsPerSecond / fly.requestsPerSecond;
      const page = pre.kind === 'page';
      const met = ratio >= 3 && pre.p99 < fly.p99;
      verdicts.push({ target, ratio, p99Lower: pre.p99 < fly.p99, goal: page ? (met ? 'met' : 'missed') : `n/a (${pre.kind})` });
      console.log(
        `${pad(target, 24)} precompressed/on the fly: ${ratio.toFixed(2)}x req/s, p99 ${pre.p99} vs ${fly.p99} ms` +
          (page ? ` -> goal (>= 3x, lower p99) ${met ? 'met' : 'MISSED'}` : ''),
      );
    }
    const failures = rows.filter((row) => row.errors || row.timeouts || row.non2xx);
    console.log(
      failures.length
        ? `\n${failures.length} measurements had errors, timeouts or non-2xx responses.`
        : '\nNo errors, timeouts or non-2xx responses.',
    );

    mkdirSync(dirname(options.json), { recursive: true });
    writeFileSync(
      options.json,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          nginx: nginxVersion,
          cpus: cpus().length,
          settings: { protocol: 'https', duration, rounds, warmup, connections, pipelining, workers, brotli: Boolean(brotli) },
          skipped,
          results: rows,
          verdicts,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Written to ${options.json}`);
    if (failures.length) process.exitCode = 1;
  } finally {
    stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:load: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
