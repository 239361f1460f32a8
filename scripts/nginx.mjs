// Finds the nginx that the security tests start, and installs Debian's package when none is there,
// as scripts/chromium.mjs does for the browser. The tests run nginx as an ordinary process on a
// loopback port with their own config, so the system service (if any) is never touched.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const systemPaths = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** The nginx executable: $NGINX if set, else a usual install location, else one on the PATH. */
export function findNginx() {
  if (process.env.NGINX && existsSync(process.env.NGINX)) return process.env.NGINX;
  const known = systemPaths.find((path) => existsSync(path));
  if (known) return known;
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
    return onPath || undefined;
  } catch {
    return undefined;
  }
}

function tryRun(command, args, env) {
  try {
    execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    return true;
  } catch {
    return false;
  }
}

/** Makes sure nginx exists, installing Debian's package if needed and allowed. Returns its path. */
export function ensureNginx() {
  let found = findNginx();
  if (found) return found;

  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('nginx not found. Installing Debian\'s nginx package with apt-get...');
    tryRun('apt-get', ['update', '-qq']);
    // RUNLEVEL=1 keeps the package scripts from starting the system nginx service on port 80:
    // the tests start their own nginx.
    tryRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' });
    found = findNginx();
    if (found) return found;
  }

  throw new Error(
    'nginx is not installed and could not be installed here (that needs root and apt-get). The security tests ' +
      'serve the site with it: install it (for example `sudo apt-get install nginx` on Debian or Ubuntu, ' +
      '`brew install nginx` on macOS) or point $NGINX at the executable, and run the tests again.',
  );
}
