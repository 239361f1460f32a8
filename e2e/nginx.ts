import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx as start, stopNginx as stop } from '../scripts/nginx-server.mjs';
import { outDir } from './routes';

/**
 * The deployment tests serve out/ with nginx and deploy/nginx.conf, exactly as a deployment would
 * (scripts/nginx-server.mjs), with the site root laid out as deploy/publish.sh leaves it: a deploy
 * folder whose `current` symlink points at the release, here this checkout's out/.
 */
export const nginxPort = Number(process.env.NGINX_PORT || 8203);
export const nginxOrigin = `http://127.0.0.1:${nginxPort}`;

/** One folder per port, so teardown (a separate process) finds the pid of the nginx setup started. */
export const nginxDir = join(tmpdir(), `nodipoth-nginx-${nginxPort}`);
export const accessLog = join(nginxDir, 'access.log');
/** The deploy folder (deploy/nginx.conf's /srv/nodipoth): current -> out/, no previous release. */
const deployBase = join(nginxDir, 'site');

/** Starts nginx (it daemonises; its pid goes to a file in nginxDir) after checking the config. */
export function startNginx() {
  stop(nginxDir); // a run that crashed may have left ours running
  rmSync(nginxDir, { recursive: true, force: true });
  mkdirSync(deployBase, { recursive: true });
  if (!existsSync(outDir)) throw new Error('out/ is missing: run `npm run build` first');
  symlinkSync(outDir, join(deployBase, 'current'));
  start({ dir: nginxDir, port: nginxPort, base: deployBase });
}

/** Stops the nginx that startNginx started, by the pid in its own pid file, and waits for it to go. */
export function stopNginx() {
  stop(nginxDir);
}
