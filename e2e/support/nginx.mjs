// Finds the nginx that the security tests start, and installs Debian's package when none is there,
// as e2e/support/chromium.mjs does for the browser. The tests run nginx as an ordinary process on a
// loopback port with their own config, so the system service (if any) is never touched.
import { existsSync } from 'node:fs';
import { aptInstall, findProgram } from './system-tools.mjs';

const systemPaths = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** The nginx executable: $NGINX if set, else a usual install location, else one on the PATH. */
export function findNginx() {
  if (process.env.NGINX && existsSync(process.env.NGINX)) return process.env.NGINX;
  return findProgram('nginx', systemPaths);
}

/** Makes sure nginx exists, installing Debian's package if needed and allowed. Returns its path. */
export function ensureNginx() {
  let found = findNginx();
  if (found) return found;

  if (aptInstall(['nginx'])) {
    found = findNginx();
    if (found) return found;
  }

  throw new Error(
    'nginx is not installed and could not be installed here (that needs root and apt-get). The security tests ' +
      'serve the site with it: install it (for example `sudo apt-get install nginx` on Debian or Ubuntu, ' +
      '`brew install nginx` on macOS) or point $NGINX at the executable, and run the tests again.',
  );
}
