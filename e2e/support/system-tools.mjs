// Shared by the tool finders (chromium.mjs, nginx.mjs, java.mjs): look a program up, and install a
// Debian package when it is missing. This machine's network reaches Debian's archive and the npm
// registry only, so apt-get, run as root, is how a fresh machine gets what the tests need.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The first existing path of `candidates`, else `name` looked up on the PATH, else undefined. */
export function findProgram(name, candidates = []) {
  const known = candidates.find((path) => existsSync(path));
  if (known) return known;
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export function tryRun(command, args, env = {}) {
  try {
    execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    return true;
  } catch {
    return false;
  }
}

/** Installs Debian packages with apt-get when running as root; false where that is not possible. */
export function aptInstall(packages) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing Debian's ${packages.join(', ')} with apt-get...`);
  tryRun('apt-get', ['update', '-qq']);
  // RUNLEVEL=1 keeps package scripts from starting system services (nginx on port 80): the tests
  // start their own processes.
  return tryRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    DEBIAN_FRONTEND: 'noninteractive',
    RUNLEVEL: '1',
  });
}
