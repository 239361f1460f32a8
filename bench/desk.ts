// `npm run bench:desk`: the status desk on a storm evening, measured. On a copy of the built site
// (run `npm run build` first) with a data folder of its own, in Chromium at a phone's width
// (390 x 844), in each desk language (the browser's language set to it):
// - the storm evening of issue 55 from the form to published: signal 2 until 06:00, tonight's
//   21:00 (or the next evening sailing) cancelled, tomorrow's first sailing after the signal 45
//   minutes late, and the signal's notice in both languages from its template (filled by the desk
//   when the signal is raised). It prints taps, characters typed and the scroll distance (goals:
//   at most 10 taps after sign-in, nothing typed, at most three screens of scrolling);
// - the time from Publish to the files on disk, median of 20 publishes (goal: under 1 s here, every
//   page of both languages rewritten with its twins, issue 52), from the tap until status.json on
//   disk (written last) is the new one; and the bytes one publish writes.
// Sailings are chosen from the timetable by rule, and named as the desk names them.
// Figures and their dates: docs/performance.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator } from '@playwright/test';
import { chromiumArgs, ensureChromium } from '../e2e/support/chromium';
import { deskWords, fill, ghatWords, say } from '../desk/words';
import { departures, sayDeparture, type Departure } from '../desk/form';
import { runsOnDate, sailingTimes, timetable } from '../lib/timetable/model';
import { runUserCommand } from '../desk/user';
import { formatNumber } from '../lib/i18n/format';
import type { Locale } from '../lib/i18n/locales';
import { dhakaNow } from '../lib/status/status';
import { twinSuffixes } from '../lib/deploy/compression';
import { liveFiles } from '../lib/status/live-files';
import { livePages } from '../lib/status/live-pages';

/** What one publish writes into a site: every live page and file, and their twins. */
function publishBytes(site: string): { files: number; bytes: number; pages: number } {
  let files = 0;
  let bytes = 0;
  for (const { file } of [...livePages, ...liveFiles]) {
    for (const path of [file, ...twinSuffixes.map((suffix) => `${file}${suffix}`)].map((name) => join(site, name))) {
      if (!existsSync(path)) continue;
      files += 1;
      bytes += statSync(path).size;
    }
  }
  return { files, bytes, pages: livePages.length + liveFiles.filter(({ file }) => file.endsWith('.html')).length };
}

const basePort = 8790;
const PASSWORD = 'a long river password';
const SCREEN = 844;
const dhakaToday = dhakaNow(Date.now()).slice(0, 10);
/** The desk's clock: 18:00 in Dhaka today, the evening of the storm. */
const deskNow = Date.parse(`${dhakaToday}T18:00:00+06:00`);

/** The departure's name on the form: "Tonight 9:00 pm Dhaka – Barishal, MV …". */
const legend = (locale: Locale, departure: Departure) =>
  `${sayDeparture(locale, departure.date, departure.time, deskNow)} ${departure.from} – ${departure.to}, ${departure.vessel}`;

/** The storm's sailings, by rule: tonight's first at or after 21:00 (else the last), tomorrow's first after 06:00. */
function stormSailings(locale: Locale) {
  const list = departures(locale, deskNow);
  const tonight = list.filter((departure) => departure.day === 'today' && !departure.left);
  const cancelled = tonight.find((departure) => departure.time >= '21:00') ?? tonight.at(-1)!;
  const tomorrow = list.filter((departure) => departure.day === 'tomorrow');
  const delayed = tomorrow.find((departure) => departure.time >= '06:00')!;
  return { cancelled, delayed, tomorrowCount: tomorrow.length };
}

async function startDesk(site: string, data: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'desk/server.ts', '--site', site, '--data', data, '--port', String(port)],
    { env: { ...process.env, NODIPOTH_DESK_NOW: String(deskNow) }, stdio: 'ignore' },
  );
  for (let tries = 0; (await fetch(`http://127.0.0.1:${port}/desk/`).catch(() => undefined))?.ok !== true; tries++) {
    if (tries > 300) throw new Error('the desk did not start within a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

/** The storm evening in one desk language: taps, characters typed, scroll distance; then publish timings (English). */
async function stormEvening(browser: Browser, locale: Locale, work: string, port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const t = deskWords[locale];
  const site = join(work, `site-${locale}`);
  const data = join(work, `data-${locale}`);
  cpSync('out', site, { recursive: true });
  const server = await startDesk(site, data, port);
  const context = await browser.newContext({
    viewport: { width: 390, height: SCREEN },
    hasTouch: true,
    isMobile: true,
    locale: locale === 'bn' ? 'bn-BD' : 'en-GB',
    extraHTTPHeaders: { 'Accept-Language': locale === 'bn' ? 'bn-BD,bn;q=0.9' : 'en-GB,en;q=0.9' },
  });
  const page = await context.newPage();
  try {
    const link = runUserCommand(['add', 'bench', '--data', data, '--public-url', origin]).output.split('\n').at(-1)!;
    await page.goto(link);
    await page.getByLabel(say(locale, t.newPassword)).fill(PASSWORD);
    await page.getByRole('button', { name: t.setPassword }).click();
    await page.getByRole('button', { name: t.preview }).waitFor();

    // Every tap, every character typed, and how far the page moved to bring each control into view.
    let taps = 0;
    let scrolled = 0;
    let lastY = 0;
    const typed = 0;
    const tap = async (locator: Locator, navigates = false) => {
      taps += 1;
      await locator.scrollIntoViewIfNeeded();
      const y = await page.evaluate(() => window.scrollY);
      scrolled += Math.abs(y - lastY);
      await locator.tap();
      lastY = navigates ? 0 : await page.evaluate(() => window.scrollY);
    };
    const { cancelled, delayed, tomorrowCount } = stormSailings(locale);
    await tap(page.getByRole('radio', { name: fill(t.signalNumber, { number: formatNumber(locale, 2) }) }));
    await tap(page.getByRole('group', { name: legend(locale, cancelled), exact: true }).getByRole('radio', { name: t.cancelled }));
    await tap(page.getByText(fill(t.tomorrowSailings, { count: formatNumber(locale, tomorrowCount) })));
    await tap(
      page
        .getByRole('group', { name: legend(locale, delayed), exact: true })
        .getByRole('radio', { name: fill(t.delayBy, { minutes: formatNumber(locale, 45) }) }),
    );
    await tap(page.getByRole('button', { name: t.preview }), true);
    await tap(page.getByRole('button', { name: t.publish, exact: true }), true);
    await page.getByRole('status').waitFor();
    const status = JSON.parse(readFileSync(join(site, 'status.json'), 'utf8')) as {
      signal: { number: number } | null;
      notices: { id: string; title: { en: string; bn: string } }[];
      sailings: { sailing: string; status: string }[];
    };
    if (status.signal?.number !== 2 || status.notices.length !== 1 || status.sailings.length !== 2)
      throw new Error(`the storm evening did not publish as asked: ${JSON.stringify(status)}`);
    console.log(
      `  ${locale === 'bn' ? 'Bangla' : 'English'}: ${taps} taps, ${typed} characters typed, ${Math.round(scrolled)} px scrolled (${(scrolled / SCREEN).toFixed(1)} screens of ${SCREEN} px)`,
    );

    if (locale !== 'en') return;
    // Publish to files on disk: the desk answers Publish once every file is written.
    const times: number[] = [];
    for (let run = 0; run < 20; run++) {
      await page.goto(`${origin}/desk/`);
      await page.getByRole('radio', { name: run % 2 ? t.noSignal : fill(t.signalNumber, { number: '3' }) }).check();
      await page.getByRole('button', { name: t.preview }).click();
      const before = readFileSync(join(site, 'status.json'), 'utf8');
      const started = performance.now();
      const tapped = page.getByRole('button', { name: t.publish, exact: true }).click();
      while (readFileSync(join(site, 'status.json'), 'utf8') === before) await new Promise((resolve) => setTimeout(resolve, 2));
      times.push(performance.now() - started);
      await tapped;
      await page.getByRole('status').waitFor();
    }
    times.sort((a, b) => a - b);
    const median = (times[9]! + times[10]!) / 2;
    const written = publishBytes(site);
    console.log(
      `Publish to files on disk (${written.pages} pages and the feeds rewritten), 20 publishes: median ${Math.round(median)} ms (fastest ${Math.round(times[0]!)}, slowest ${Math.round(times[19]!)})`,
    );
    console.log(`  one publish writes ${written.files} files, ${(written.bytes / 1024).toFixed(1)} KB with the .gz and .br twins`);
  } finally {
    await context.close();
    server.kill('SIGTERM');
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-desk-'));
  const browser = await chromium.launch({ executablePath: ensureChromium('full').path, args: chromiumArgs });
  try {
    console.log(
      "Status desk, storm evening (signal 2 until 06:00, an evening sailing cancelled, a morning one 45 minutes late, the signal's notice in both languages from its template), 390 px, after sign-in:",
    );
    await stormEvening(browser, 'bn', work, basePort);
    await stormEvening(browser, 'en', work, basePort + 1);
    await ghatTaps(browser);
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A tap at the ghat (issue 57) to the files on disk: a desk of its own with its clock five minutes
 * after a sailing of today's time, a clerk at that sailing's first stop, Departed then Undo, 20 of
 * each, timed from the tap until status.json on disk is the new one (goal: under 1 s median).
 */
async function ghatTaps(browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const ghatPort = basePort + 2;
  const ghatOrigin = `http://127.0.0.1:${ghatPort}`;
  const work = mkdtempSync(join(tmpdir(), 'bench-ghat-'));
  const site = join(work, 'site');
  const data = join(work, 'data');
  cpSync('out', site, { recursive: true });
  const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
  const sailing = timetable.routes.flatMap((route) => route.sailings).find((entry) => runsOnDate(entry, today))!;
  const depart = sailingTimes(sailing).depart;
  const now = Date.parse(`${today}T00:00:00+06:00`) + (depart + 5) * 60_000;
  const server = spawn(
    process.execPath,
    [join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'desk/server.ts', '--site', site, '--data', data, '--port', String(ghatPort)],
    { env: { ...process.env, NODIPOTH_DESK_NOW: String(now) }, stdio: 'ignore' },
  );
  try {
    for (let tries = 0; (await fetch(`${ghatOrigin}/desk/`).catch(() => undefined))?.ok !== true; tries++) {
      if (tries > 300) throw new Error('the desk did not start within a minute');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const link = runUserCommand(['add', 'ghat', '--data', data, '--public-url', ghatOrigin]).output.split('\n').at(-1)!;
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(link);
    await page.getByLabel(say('en', deskWords.en.newPassword)).fill(PASSWORD);
    await page.getByRole('button', { name: deskWords.en.setPassword }).click();
    await page.goto(`${ghatOrigin}/desk/ghat`);
    await page.getByLabel(ghatWords.en.chooseGhat).selectOption(sailing.calls[0]!.stop);
    await page.getByRole('button', { name: ghatWords.en.saveGhat }).click();
    const times: number[] = [];
    for (let run = 0; run < 40; run++) {
      const name = run % 2 ? ghatWords.en.undo : ghatWords.en.departed;
      const before = readFileSync(join(site, 'status.json'), 'utf8');
      const started = performance.now();
      const tapped = page.getByRole('button', { name, exact: true }).first().tap();
      while (readFileSync(join(site, 'status.json'), 'utf8') === before) await new Promise((resolve) => setTimeout(resolve, 2));
      times.push(performance.now() - started);
      await tapped;
      await page.getByRole('status').waitFor();
    }
    times.sort((a, b) => a - b);
    const median = (times[19]! + times[20]!) / 2;
    console.log(
      `A tap at the ghat to files on disk, 20 Departed and 20 Undo: median ${Math.round(median)} ms (fastest ${Math.round(times[0]!)}, slowest ${Math.round(times[39]!)}; goal under 1000 ms)`,
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
