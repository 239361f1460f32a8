// Finds the Chromium that the tests and the benchmark drive, and gets one when none is there.
// Playwright's own download is preferred where it works; this machine's network only reaches
// the npm registry and Debian's packages, so Debian's chromium is the usual answer here.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { aptInstall, tryRun } from './system-tools';

/**
 * The tests drive Chromium's headless shell (the old headless mode, built from the same Debian
 * source package as `chromium`): it has no browser UI to start, and the suite's browser tests take
 * about half the CPU they take on the full browser (docs/performance.md). The benchmark measures
 * what a visitor's browser does, so it drives the full one.
 */
export type ChromiumKind = 'headless-shell' | 'full';

const systemPaths: Record<ChromiumKind, string[]> = {
  'headless-shell': ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'],
  full: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
};
const debianPackage: Record<ChromiumKind, string> = { 'headless-shell': 'chromium-headless-shell', full: 'chromium' };

/** Flags for headless Chromium on a machine with no way out but loopback. */
export const chromiumArgs = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
];

/** A Chromium to launch: `path` undefined is Playwright's own; `label` says which, for the logs. */
export type FoundChromium = { path: string | undefined; label: string };

/** Playwright's bundled Chromium if it is installed, else a system one of that kind, else undefined. */
function findExact(kind: ChromiumKind): FoundChromium | undefined {
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return { path: undefined, label: `Playwright's Chromium (${bundled})` };
  } catch {
    // No bundled browser registered for this Playwright version.
  }
  const system = systemPaths[kind].find((path) => existsSync(path));
  return system ? { path: system, label: system } : undefined;
}

/** The Chromium of that kind, or else the other kind (slower for the tests, not different). */
export function findChromium(kind: ChromiumKind = 'headless-shell'): FoundChromium | undefined {
  return findExact(kind) ?? findExact(kind === 'full' ? 'headless-shell' : 'full');
}

/** Playwright's launch options for that kind of Chromium, with the suite's flags and any more. */
export function chromiumLaunchOptions(kind: ChromiumKind, moreArgs: string[] = []) {
  return { executablePath: findChromium(kind)?.path, args: [...chromiumArgs, ...moreArgs] };
}

/**
 * Makes sure a Chromium of that kind exists, installing one if needed (Playwright's own download,
 * else Debian's package as root); with neither, any Chromium there is. Returns { path, label };
 * path undefined = Playwright's own.
 */
export function ensureChromium(kind: ChromiumKind = 'headless-shell'): FoundChromium {
  let found = findExact(kind);
  if (found) return found;

  console.log(`No ${debianPackage[kind]} found. Trying Playwright's own download (npx playwright install chromium)...`);
  if (tryRun('npx', ['--no-install', 'playwright', 'install', 'chromium'])) found = findExact(kind);
  if (found) return found;

  if (aptInstall([debianPackage[kind]])) found = findExact(kind);
  found ??= findChromium(kind);
  if (found) return found;

  throw new Error(
    'No Chromium is available and none could be installed. Install one (for example ' +
      `\`sudo apt-get install ${debianPackage[kind]}\` on Debian, or \`npx playwright install chromium\`) and run the tests again.`,
  );
}
