import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx as start, stopNginx as stop } from './nginx-server';
import { outDir } from './routes';

/**
 * The deployment tests serve out/ with nginx and deploy/nginx.conf, exactly as a deployment would
 * (e2e/support/nginx-server.ts), over HTTPS, with the site root laid out as deploy/publish.sh leaves it: a deploy
 * folder whose `current` symlink points at the release, here this checkout's out/, and no live/
 * yet (the operator's status publisher makes it), so the status paths are served from the
 * release's build-time copies, as on a server where no status has been published.
 */
export const nginxPort = Number(process.env.NGINX_PORT || 8203);
/** The site, over HTTPS as shipped (a throwaway certificate for 127.0.0.1, e2e/support/test-certificate.ts). */
export const nginxOrigin = `https://127.0.0.1:${nginxPort}`;
/** The same nginx's plain-HTTP server (the shipped port 80), which only redirects to nginxOrigin. */
export const nginxHttpPort = nginxPort + 1000;
export const nginxHttpOrigin = `http://127.0.0.1:${nginxHttpPort}`;

/** One folder per port, so teardown (a separate process) finds the pid of the nginx setup started. */
export const nginxDir = join(tmpdir(), `nodipoth-nginx-${nginxPort}`);
export const accessLog = join(nginxDir, 'access.log');
/**
 * The deploy folder (deploy/nginx.conf's /srv/nodipoth): current -> out/, no previous release, no
 * live/. A spec that published a status into it (node out/_publish/status.mjs FILE nginxDeployRoot)
 * would change what every later spec on this nginx sees: the publish tests have an nginx of their own.
 */
export const nginxDeployRoot = join(nginxDir, 'site');

/** Starts nginx (it daemonises; its pid goes to a file in nginxDir) after checking the config. */
export function startNginx() {
  stop(nginxDir); // a run that crashed may have left ours running
  rmSync(nginxDir, { recursive: true, force: true });
  mkdirSync(nginxDeployRoot, { recursive: true });
  if (!existsSync(outDir)) throw new Error('out/ is missing: run `npm run build` first');
  symlinkSync(outDir, join(nginxDeployRoot, 'current'));
  start({ dir: nginxDir, port: nginxPort, httpPort: nginxHttpPort, base: nginxDeployRoot });
}

/** Stops the nginx that startNginx started, by the pid in its own pid file, and waits for it to go. */
export function stopNginx() {
  stop(nginxDir);
}
