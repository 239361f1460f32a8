// Shared by the tool finders (chromium.ts, nginx-server.ts, java.ts, test-certificate.ts): look a program up, and install a
// Debian package when it is missing. This machine's network reaches Debian's archive and the npm
// registry only, so apt-get, run as root, is how a fresh machine gets what the tests need.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The first existing path of `candidates`, else `name` looked up on the PATH, else undefined. */
export function findProgram(name: string, candidates: string[] = []): string | undefined {
  const known = candidates.find((path) => existsSync(path));
  if (known) return known;
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Runs a command with its output shown; whether it succeeded. */
export function tryRun(command: string, args: string[], env: Record<string, string> = {}): boolean {
  try {
    execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    return true;
  } catch {
    return false;
  }
}

/** Installs Debian packages with apt-get when running as root; false where that is not possible. */
export function aptInstall(packages: string[]): boolean {
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
