import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { nginxOrigin } from './e2e/support/nginx';
import { testCertificateSpki } from './e2e/support/test-certificate';

/** The exported site is served by the same static server `npm start` uses, never the dev server. */
const port = Number(process.env.TEST_PORT || 4173);
/**
 * nginx serves the site over HTTPS with a throwaway certificate (e2e/support/test-certificate.ts).
 * Chromium trusts that one key and nothing else: a service worker registers only where the
 * certificate is valid, which `ignoreHTTPSErrors` alone does not make it.
 */
const trustTestCertificate = [`--ignore-certificate-errors-spki-list=${testCertificateSpki()}`];
/**
 * Playwright's request fixture cannot be given a CA, so where a project fetches from nginx it skips
 * the check; the chain and the name are checked by the HTTPS tests in security.spec.ts, which trust
 * the test CA only.
 */
const nginxRequests = { ignoreHTTPSErrors: true };
/**
 * The suite drives Chromium's headless shell (e2e/support/chromium.ts); the push project drives the
 * full browser, the one with the Push API a phone's browser has.
 */
const fullBrowser = { launchOptions: chromiumLaunchOptions('full', trustTestCertificate) };
/**
 * The phone project runs only the tests tagged @phone (the tag is the one place that says so),
 * those whose outcome the viewport can change: the header and its menu, the language switch on a
 * narrow screen, the modals and the age gate opening, fitting and closing on a small screen,
 * scrolling effects and the timetable's reflow into cards. Everything else (what a submit sends, what storage keeps, content, links, metadata, the
 * Bangla text, loading, the thank-you and not-found pages) runs once, at the desktop size: pages
 * double with each language, and a second run at the phone size would cost minutes and check
 * nothing new.
 * The audit project checks every page at every width from 320 px up.
 */

export default defineConfig({
  // Each project runs the specs of its own folder (its testDir); e2e/support/ holds what they
  // share. `npm run check` refuses a spec file that lies in no project's folder.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions('headless-shell', trustTestCertificate),
    // Recording a trace costs about a fifth of the suite's CPU, so only a retried test records one
    // (CI retries once); locally, `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    // A page registers the service worker once idle, and it then fetches and keeps 32 files: in a
    // test about something else that is a fifth of its CPU. The projects about offline reading,
    // push alerts and the pages after a publish let it run.
    serviceWorkers: 'block',
  },
  projects: [
    // What a visitor sees and does, at a desktop and a phone viewport.
    { name: 'desktop', testDir: './e2e/visitor', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', testDir: './e2e/visitor', grep: /@phone/, use: { ...devices['Pixel 7'] } },
    // The accessibility, validity, link and layout gate: its tests set their own viewports. A test
    // covers one page at several widths or states, so it gets twice the default time.
    {
      name: 'audit',
      testDir: './e2e/audit',
      timeout: 60_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The deployment checks run against nginx with deploy/nginx.conf over HTTPS, started and stopped around them.
    { name: 'nginx', testDir: './e2e/nginx', testMatch: /nginx\.setup\.ts/, teardown: 'nginx teardown', use: nginxRequests },
    { name: 'nginx teardown', testDir: './e2e/nginx', testMatch: /nginx\.teardown\.ts/ },
    {
      name: 'security',
      testDir: './e2e/security',
      dependencies: ['nginx'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: nginxOrigin, ...nginxRequests },
    },
    // Offline reading: the service worker on the served site, and under nginx with the full policy.
    {
      name: 'offline',
      testDir: './e2e/offline',
      dependencies: ['nginx'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, ...nginxRequests, serviceWorkers: 'allow' },
    },
    // Precompressed files against on-the-fly compression, every file in every encoding (no browser).
    { name: 'compression', testDir: './e2e/compression', dependencies: ['nginx'] },
    // Atomic release switches with deploy/publish.sh under load, on an nginx of its own (no browser).
    { name: 'deploy', testDir: './e2e/deploy' },
    // The one publish path (issue 43): the status publisher on a deploy root of its own, under nginx (no browser).
    { name: 'publish', testDir: './e2e/publish' },
    // Every page as served after a storm publish (issue 52), on a deploy root and an nginx of its
    // own, at a phone's width, with JavaScript off and with the status file held back.
    { name: 'live-pages', testDir: './e2e/live-pages', use: { ...devices['Desktop Chrome'], ...nginxRequests, serviceWorkers: 'allow' } },
    // The status desk (issue 42) at a phone's width, on a copy of the build, and the attacks on it.
    { name: 'desk', testDir: './e2e/desk', use: { ...devices['Desktop Chrome'] } },
    // Push alerts (issue 44): from publish to decrypted notification on a local push service, the
    // desk's public endpoints under attack, and the service worker and buttons in the browser.
    { name: 'push', testDir: './e2e/push', use: { ...devices['Desktop Chrome'], ...fullBrowser, serviceWorkers: 'allow' } },
    // Byte budgets read out/ and need no browser: they run once, not per viewport.
    { name: 'budget', testDir: './e2e/budget' },
    // The post-build steps on small pages and temporary folders: no browser either.
    { name: 'build-steps', testDir: './e2e/build-steps' },
    // The data rules (timetable, live status, the hand-edited facts and texts), the status feeds,
    // the GTFS checker and feed, the calendar files, formatting and next-departure logic, and the
    // formatter's check: plain functions, no browser.
    { name: 'data', testDir: './e2e/data' },
    // The live status published into a copy of the build (served by the spec), in the browser.
    { name: 'status', testDir: './e2e/status', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `npx serve out --listen tcp://127.0.0.1:${port} --no-clipboard --no-port-switching --config ../serve.json`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
