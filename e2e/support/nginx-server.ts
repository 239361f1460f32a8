// Runs deploy/nginx.conf on a real nginx for the tests, `npm run bench:load` and `npm run
// observatory`, exactly as shipped, changing only what must differ on a test machine: the listen
// addresses, the certificate (a throwaway one, e2e/support/test-certificate.ts), the deploy folder
// (/srv/nodipoth, whose `current` symlink is the site root and whose live/ folder holds the published
// service status, served before the release's copies) and where nginx keeps its pid, logs and
// temp files (a folder of its own, so a system nginx is never touched). Several can run at once,
// each with its own folder and loopback port. It also finds the nginx executable, and installs
// Debian's package when there is none (as e2e/support/chromium.ts does for the browser).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { aptInstall, findProgram } from './system-tools';
import { testCertificate } from './test-certificate';

const systemPaths = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** The nginx executable: $NGINX if set, else a usual install location, else one on the PATH. */
export function findNginx(): string | undefined {
  if (process.env.NGINX && existsSync(process.env.NGINX)) return process.env.NGINX;
  return findProgram('nginx', systemPaths);
}

/** Makes sure nginx exists, installing Debian's package if needed and allowed. Returns its path. */
export function ensureNginx(): string {
  const found = findNginx() ?? (aptInstall(['nginx']) ? findNginx() : undefined);
  if (found) return found;
  throw new Error(
    'nginx is not installed and could not be installed here (that needs root and apt-get). The security tests ' +
      'serve the site with it: install it (for example `sudo apt-get install nginx` on Debian or Ubuntu, ' +
      '`brew install nginx` on macOS) or point $NGINX at the executable, and run the tests again.',
  );
}

// dirname(__filename), not __dirname: tsx gives a TypeScript module that an ES module imports
// (bench/bench.ts) its __filename but a __dirname of "data:text".
export const shippedConfig = join(dirname(__filename), '..', '..', 'deploy', 'nginx.conf');
/**
 * The deploy folder deploy/nginx.conf names: `current` (and `previous`) are symlinks into releases/,
 * live/ holds the published status. The config names it alone too (`root /srv/nodipoth;` in the
 * status locations), so every mention is replaced, not only those followed by a slash.
 */
export const deployedBase = '/srv/nodipoth';
const deployedBasePattern = /\/srv\/nodipoth(?![\w.-])/g;
/** The line deploy/nginx.conf carries commented out, to be enabled where the Brotli module is loaded. */
const brotliLine = /^(\s*)#\s*(brotli_static on;)/m;

/**
 * Debian's libnginx-mod-http-brotli-static module, if installed (or $NGINX_BROTLI_MODULE names the
 * .so): with it the tests and the benchmark enable the commented `brotli_static on;` line.
 */
export function brotliModule(): string | undefined {
  const candidates = [process.env.NGINX_BROTLI_MODULE, '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];
  return candidates.find((path) => path && existsSync(path));
}

/** The certificate lines of deploy/nginx.conf (certbot's paths for example.com), by what each holds. */
const certificateLines = {
  cert: '/etc/letsencrypt/live/example.com/fullchain.pem',
  key: '/etc/letsencrypt/live/example.com/privkey.pem',
  ca: '/etc/letsencrypt/live/example.com/chain.pem',
};
const acmeRoot = 'root /var/www/html;';
const redirect = 'return 301 https://$host$request_uri;';
const httpListen = /^(\s*)listen 80;\n\s*listen \[::\]:80;\n/m;
const httpsListen = /^(\s*)listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;\n/m;

/**
 * deploy/nginx.conf's two server blocks with the test machine's listen addresses, deploy folder,
 * certificate (e2e/support/test-certificate.ts) and ACME challenge folder: HTTPS on `port`, the
 * redirecting plain-HTTP server on `httpPort` (its redirect names `port`, since 443 is not ours).
 * `shippedPorts` keeps the shipped 80 and 443 (for `npm run observatory`, whose scanner knows no
 * other ports).
 */
export function serverBlock({
  port,
  httpPort = port + 1000,
  base,
  brotli = Boolean(brotliModule()),
  tls = testCertificate(),
  acme = join(base, 'acme'),
  shippedPorts = false,
}: {
  port: number;
  httpPort?: number;
  base: string;
  brotli?: boolean;
  tls?: { cert: string; key: string; ca: string };
  acme?: string;
  shippedPorts?: boolean;
}): string {
  const shipped = readFileSync(shippedConfig, 'utf8');
  const expected = [httpListen, httpsListen, ...Object.values(certificateLines), acmeRoot, redirect];
  const missing = expected.find((part) => (typeof part === 'string' ? !shipped.includes(part) : !part.test(shipped)));
  if (missing) throw new Error(`deploy/nginx.conf no longer has ${missing} that the tests rewrite`);

  let server = shipped
    // A function, so that a `$` in the folder's name is taken as it is.
    .replace(deployedBasePattern, () => base)
    .replace(certificateLines.cert, () => tls.cert)
    .replace(certificateLines.key, () => tls.key)
    .replace(certificateLines.ca, () => tls.ca)
    .replace(acmeRoot, () => `root ${acme};`);
  if (!shippedPorts) {
    server = server
      .replace(httpListen, `$1listen 127.0.0.1:${httpPort};\n`)
      .replace(httpsListen, `$1listen 127.0.0.1:${port} ssl http2;\n`)
      .replace(redirect, () => `return 301 https://$host:${port}$request_uri;`);
  }
  if (
    server.includes(deployedBase) ||
    !server.includes(`root ${base}/current;`) ||
    !server.includes(`try_files /live$uri /current$uri =404;`)
  ) {
    throw new Error('deploy/nginx.conf no longer has the root, include or live status lines the tests rewrite');
  }
  if (brotli) {
    if (!brotliLine.test(server)) throw new Error('deploy/nginx.conf no longer has the commented `# brotli_static on;` line');
    server = server.replace(brotliLine, '$1$2');
  }
  return server;
}

/** Where an nginx instance runs from and what it serves (`brotli`: the module's .so, if loaded). */
export type NginxOptions = {
  dir: string;
  port: number;
  httpPort?: number;
  base: string;
  workers?: number;
  brotli?: string;
  shippedPorts?: boolean;
};

/**
 * A whole nginx configuration around the shipped server block: one worker by default (as the
 * security tests always ran), Debian's MIME types, logs and temp files in `dir`.
 */
export function nginxConfig({ dir, port, httpPort, base, workers = 1, brotli = brotliModule(), shippedPorts }: NginxOptions): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `# Written by e2e/support/nginx-server.ts around deploy/nginx.conf.
${brotli ? `load_module ${brotli};\n` : ''}worker_processes ${workers};
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log ${join(dir, 'access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${serverBlock({ port, httpPort, base, brotli: Boolean(brotli), shippedPorts })}
}
`;
}

/** The nginx command line for the instance in `dir`, with any extra arguments (`-t`, `-s reload`). */
/** A word quoted for sh -c. */
export const shellQuote = (argument: string) => `'${argument.replace(/'/g, `'\\''`)}'`;

/** deploy/publish.sh's environment aimed at the nginx in `dir` instead of the system's, and this Node. */
export function publishShEnv(dir: string): Record<string, string> {
  return {
    NGINX_TEST_CMD: nginxCommand(dir, '-t', '-q').map(shellQuote).join(' '),
    NGINX_RELOAD_CMD: nginxCommand(dir, '-s', 'reload').map(shellQuote).join(' '),
    NODE_BIN: process.execPath,
  };
}

export function nginxCommand(dir: string, ...args: string[]): [string, ...string[]] {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: run `npx tsx e2e/support/ensure-test-tools.ts` (npm test does).');
  return [nginx, ...args, '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
}

function run(dir: string, ...args: string[]): void {
  const [command, ...rest] = nginxCommand(dir, ...args);
  const result = spawnSync(command, rest, { encoding: 'utf8' });
  const log = join(dir, 'error.log');
  if (result.status !== 0)
    throw new Error(`nginx ${args.join(' ') || 'start'} failed:\n${result.stderr}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
}

function runningPid(dir: string): number | undefined {
  const pidFile = join(dir, 'nginx.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/**
 * Starts nginx from `dir` (wiped first; an nginx a crashed run left there is stopped) after checking
 * the config. It daemonises; its pid goes to dir/nginx.pid, where stopNginx finds it.
 */
export function startNginx({ dir, port, httpPort, base, workers, brotli, shippedPorts }: NginxOptions): void {
  stopNginx(dir);
  rmSync(join(dir, 'nginx.conf'), { force: true });
  for (const name of ['error.log', 'access.log', 'nginx.pid']) rmSync(join(dir, name), { force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, port, httpPort, base, workers, brotli, shippedPorts }));
  run(dir, '-t', '-q');
  run(dir);
}

/** Stops the nginx started from `dir`, by the pid in its own pid file, and waits for it to go. */
export function stopNginx(dir: string): void {
  const pid = runningPid(dir);
  if (!pid) return;
  process.kill(pid, 'SIGQUIT');
  const deadline = Date.now() + 5000;
  while (runningPid(dir) && Date.now() < deadline) spawnSync('sleep', ['0.1']);
  if (runningPid(dir)) process.kill(pid, 'SIGTERM');
}
