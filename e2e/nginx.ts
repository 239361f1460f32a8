import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findNginx } from '../scripts/nginx.mjs';
import { outDir } from './routes';

/**
 * The security tests serve out/ with nginx and deploy/nginx.conf, exactly as a deployment would,
 * changing only what must differ on a test machine: the listen address, the root path, and where
 * nginx keeps its pid, logs and temp files (a folder of its own, so the system nginx is untouched).
 */
export const nginxPort = Number(process.env.NGINX_PORT || 8203);
export const nginxOrigin = `http://127.0.0.1:${nginxPort}`;

const projectRoot = resolve(__dirname, '..');
/** The root that deploy/nginx.conf documents; the tests point it at this checkout's out/. */
const deployedRoot = '/srv/nodipoth/out';
/** One folder per port, so teardown (a separate process) finds the pid of the nginx setup started. */
export const nginxDir = join(tmpdir(), `nodipoth-nginx-${nginxPort}`);
const pidFile = join(nginxDir, 'nginx.pid');
export const accessLog = join(nginxDir, 'access.log');
const errorLog = join(nginxDir, 'error.log');

/** deploy/nginx.conf with the test machine's listen address and root, inside a minimal main config. */
export function testConfig(): string {
  const server = readFileSync(join(projectRoot, 'deploy', 'nginx.conf'), 'utf8')
    .split(deployedRoot)
    .join(outDir)
    // All listen lines become one loopback listener on the test port.
    .replace(/^(\s*)listen [^;]+;\n(?:\s*listen [^;]+;\n)*/m, `$1listen 127.0.0.1:${nginxPort};\n`);
  if (server.includes(deployedRoot) || !server.includes(`listen 127.0.0.1:${nginxPort};`)) {
    throw new Error('deploy/nginx.conf no longer has the root or listen lines the tests rewrite');
  }
  const temp = (name: string) => `${name}_temp_path ${join(nginxDir, name)};`;
  return `# Written by e2e/nginx.ts for the security tests.
worker_processes 1;
pid ${pidFile};
error_log ${errorLog} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log ${accessLog};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${server}
}
`;
}

function runningPid(): number | undefined {
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

/** Starts nginx (it daemonises; its pid goes to a file in nginxDir) after checking the config. */
export function startNginx() {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: run `node scripts/ensure-test-tools.mjs` (npm test does).');
  stopNginx(); // a run that crashed may have left ours running
  rmSync(nginxDir, { recursive: true, force: true });
  mkdirSync(nginxDir, { recursive: true });
  const config = join(nginxDir, 'nginx.conf');
  writeFileSync(config, testConfig());
  for (const args of [['-t', '-q'], []]) {
    const result = spawnSync(nginx, [...args, '-p', nginxDir, '-e', errorLog, '-c', config], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`nginx ${args.join(' ') || 'start'} failed:\n${result.stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
  }
}

/** Stops the nginx that startNginx started, by the pid in its own pid file, and waits for it to go. */
export function stopNginx() {
  const pid = runningPid();
  if (!pid) return;
  process.kill(pid, 'SIGQUIT');
  const deadline = Date.now() + 5000;
  while (runningPid() && Date.now() < deadline) spawnSync('sleep', ['0.1']);
  if (runningPid()) process.kill(pid, 'SIGTERM');
}
