// Finds the Chromium that the tests and the benchmark drive, and gets one when none is there.
// Playwright's own download is preferred where it works; this machine's network only reaches
// the npm registry and Debian's packages, so Debian's chromium is the usual answer here.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { aptInstall, tryRun } from './system-tools';

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

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

/** Playwright's bundled Chromium if it is installed, else a system one, else undefined. */
export function findChromium(): FoundChromium | undefined {
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return { path: undefined, label: `Playwright's Chromium (${bundled})` };
  } catch {
    // No bundled browser registered for this Playwright version.
  }
  const system = systemPaths.find((path) => existsSync(path));
  return system ? { path: system, label: system } : undefined;
}

/** Makes sure a Chromium exists, installing one if needed. Returns { path, label }; path undefined = Playwright's own. */
export function ensureChromium(): FoundChromium {
  let found = findChromium();
  if (found) return found;

  console.log("No Chromium found. Trying Playwright's own download (npx playwright install chromium)...");
  if (tryRun('npx', ['--no-install', 'playwright', 'install', 'chromium'])) found = findChromium();
  if (found) return found;

  if (aptInstall(['chromium'])) {
    found = findChromium();
    if (found) return found;
  }

  throw new Error(
    'No Chromium is available and none could be installed. Install one (for example ' +
      '`sudo apt-get install chromium` on Debian, or `npx playwright install chromium`) and run the tests again.',
  );
}
