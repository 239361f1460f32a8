import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

/** The exported site is served by the same static server `npm start` uses, never the dev server. */
const port = Number(process.env.TEST_PORT || 4173);
const executablePath = findChromium()?.path;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    // Byte budgets read out/ and need no browser: they run once, not per viewport.
    { name: 'budget', testMatch: /budget\.spec\.ts$/ },
    { name: 'desktop', testIgnore: /budget\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', testIgnore: /budget\.spec\.ts$/, use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: `npx serve out --listen tcp://127.0.0.1:${port} --no-clipboard --no-port-switching`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
