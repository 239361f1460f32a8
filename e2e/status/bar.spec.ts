import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dictionary, fillCopy } from '../../lib/words/copy';
import { banglaDayPart, formatWhen } from '../../lib/i18n/format';
import { stormSignals } from '../../lib/site/safety';
import { localePath, locales, type Locale } from '../../lib/i18n/locales';
import { STALE_AFTER_HOURS } from '../../lib/site/constants';
import { computed, inEachScheme } from '../support/colour-scheme';
import { expect, rememberAgeAnswer, test } from '../support/fixtures';
import { outDir, tag } from '../support/routes';
import { serveStatic, type StaticServer } from '../support/static-server';

/**
 * The status bar above every page (issue 46): two lines at most at 320, 390 and 412 px in each
 * state and both languages, the same height whatever it says (no layout shift when the published
 * status replaces the built one), and colours that mean something (cancelled red, delayed amber,
 * on time neutral) in the bar, the timetable's rows, the finder's results and /status. Each state
 * is published into a copy of the build by the bundled publisher, as the operator does.
 * Each state's bar is also checked by axe's colour rules in the light and the dark scheme (issue 48).
 * SCREENSHOTS=1 also writes the bar of each state at 390 px into docs/screenshots/ (docs/status-bar.md),
 * and the landing page, the timetable with its cancelled sailing and /status in both schemes
 * (docs/dark-theme.md).
 */
/**
 * The copy this worker serves: a folder of its own (made in beforeAll), so that no other run's
 * beforeAll or afterAll removes it while this one's server still answers from it.
 */
let site = '';
const port = Number(process.env.TEST_PORT || 4173) + 4;
const origin = `http://127.0.0.1:${port}`;
const publisher = join(outDir, '_publish', 'status.mjs');
const shots = join(process.cwd(), 'docs', 'screenshots');

const HOUR = 3_600_000;
const dhaka = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
const start = Date.now();
const today = dhaka(start).slice(0, 10);
const tomorrow = dhaka(start + 24 * HOUR).slice(0, 10);

const pontoon = {
  id: 'pontoon-11',
  severity: 'disruption',
  routes: ['dhaka-barishal'],
  start: dhaka(start - 24 * HOUR),
  end: dhaka(start + 72 * HOUR),
  title: { en: 'Sadarghat: board from pontoon 11', bn: 'সদরঘাট: ১১ নম্বর পন্টুন থেকে উঠুন' },
  text: { en: 'Pontoon 7 is under repair.', bn: '৭ নম্বর পন্টুন মেরামত চলছে।' },
};
const changes = [
  { sailing: 'dhk-bsl-2100', date: today, status: 'cancelled' },
  { sailing: 'bsl-bhl-0730', date: tomorrow, status: 'delayed', departs: '08:15' },
  { sailing: 'bsl-mhg-0900', date: tomorrow, status: 'on-time' },
];
// Ends before tomorrow's 07:00 whatever the hour: a sailing leaving under a signal that stops
// launches is a contradiction the status's rules refuse (tomorrow's changes leave after it).
const signal = {
  number: 2,
  from: dhaka(start - 2 * HOUR),
  until: dhaka(Math.min(start + 10 * HOUR, Date.parse(`${tomorrow}T07:00:00+06:00`))),
};

type State = { name: string; signal: typeof signal | null; notices: unknown[]; sailings: unknown[]; clock?: 'stale'; offline?: boolean };
const states: State[] = [
  { name: 'normal', signal: null, notices: [], sailings: [] },
  { name: 'signal', signal, notices: [pontoon], sailings: changes },
  { name: 'notices', signal: null, notices: [pontoon], sailings: [] },
  { name: 'changes', signal: null, notices: [], sailings: changes },
  { name: 'stale', signal: null, notices: [pontoon], sailings: changes, clock: 'stale' },
  { name: 'offline', signal: null, notices: [pontoon], sailings: [], offline: true },
];

let server: StaticServer | undefined;
let scratch = '';
let published = 0;

function publish(state: State) {
  // Each a minute newer than the last: the publisher refuses to take visitors back.
  published += 1;
  const status = {
    updated: dhaka(start - (60 - published) * 60_000),
    signal: state.signal,
    notices: state.notices,
    sailings: state.sailings,
  };
  const file = join(scratch, `${state.name}.json`);
  writeFileSync(file, JSON.stringify(status));
  const result = spawnSync(process.execPath, [publisher, file, site], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return status;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  site = join(mkdtempSync(join(tmpdir(), 'nodipoth-bar-site-')), 'site');
  cpSync(outDir, site, { recursive: true });
  scratch = mkdtempSync(join(tmpdir(), 'bar-'));
  server = await serveStatic(site, { port });
});

test.afterAll(async () => {
  // The server first: close() returns once no answer reads the folder any more.
  await server?.close();
  if (site) rmSync(dirname(site), { recursive: true, force: true });
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Opens a page in a state: the published status in, the clock moved on for "stale", the status marked kept for "offline". */
async function open(page: Page, state: State, updated: string, locale: Locale, path = '/') {
  if (state.clock === 'stale')
    await page.clock.setFixedTime(Date.parse(`${updated.replace(' ', 'T')}:00+06:00`) + STALE_AFTER_HOURS * HOUR + 60_000);
  if (state.offline) {
    await page.route('**/status.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-status-kept': '1' } });
    });
  }
  await page.goto(origin + localePath(locale, path));
  const bar = page.locator('[data-live="banner"] .status-bar');
  await expect(bar).toHaveAttribute('data-status-updated', updated);
  if (state.offline) await expect(bar.locator('.bar-offline')).toBeVisible();
  return bar;
}

/** How many lines of text the bar takes: its text and its link, each by its own line height. */
async function lines(page: Page) {
  return page.locator('[data-live="banner"] .status-bar').evaluate((bar) => {
    const count = (element: Element) => {
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      return Math.round((element.getBoundingClientRect().height - padding) / parseFloat(style.lineHeight));
    };
    return {
      text: count(bar.querySelector('.bar-text')!),
      link: count(bar.querySelector('.bar-link')!),
      height: bar.getBoundingClientRect().height,
    };
  });
}

for (const state of states) {
  // Offline, the status is marked as the service worker marks one from its cache; the worker stays out.
  test.describe(state.name, () => {
    if (state.offline) test.use({ serviceWorkers: 'block' });
    test(`the bar in the "${state.name}" state is two lines at most at 320, 390 and 412 px, in both languages, at one height`, async ({
      page,
      consoleProblems,
    }) => {
      const status = publish(state);
      await rememberAgeAnswer(page);
      for (const locale of locales) {
        const t = dictionary(locale).status;
        for (const width of [320, 390, 412]) {
          await page.setViewportSize({ width, height: 800 });
          const bar = await open(page, state, status.updated, locale);
          await expect(bar.getByRole('link', { name: t.link })).toBeVisible();
          const measured = await lines(page);
          expect(measured.text, `${locale} at ${width} px`).toBeLessThanOrEqual(2);
          expect(measured.link, `${locale} at ${width} px`).toBeLessThanOrEqual(2);
          // The height kept for two lines: the built status and this one take the same room.
          const built = await page.evaluate(() => {
            const probe = document.querySelector('[data-live="banner"] .status-bar')!;
            return (probe as HTMLElement).style.minHeight || getComputedStyle(probe).minHeight;
          });
          expect(measured.height, `${locale} at ${width} px`).toBeLessThanOrEqual(parseFloat(built) + 0.5);
          if (state.clock === 'stale') {
            await expect(bar.locator('.status-stale')).toBeVisible();
            await expect(bar.locator('.bar-updated')).toBeHidden();
            await expect(bar.locator('a[href^="tel:"]')).toBeVisible();
          }
          if (state.name === 'normal') await expect(bar.getByText(t.bar.allNormal)).toBeVisible();
          if (state.name === 'signal') await expect(bar.locator('.bar-entry.tone-red').first()).toBeVisible();
          // Colour is what a state changes, the same in both languages: axe's colour rules on the
          // bar alone, once per scheme (the audit project runs every rule on every page of both
          // languages in both schemes, the built bar included).
          if (width === 390 && locale === 'bn') {
            await inEachScheme(page, async (scheme) => {
              const results = await new AxeBuilder({ page })
                .include('[data-live="banner"]')
                .withRules(['color-contrast', 'link-in-text-block'])
                .analyze();
              const found = results.violations.map(
                (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
              );
              expect(found, `axe on the bar, ${locale}, ${scheme} scheme`).toEqual([]);
            });
          }
          if (width === 390 && process.env.SCREENSHOTS) {
            mkdirSync(shots, { recursive: true });
            await page.locator('[data-live="banner"]').screenshot({ path: join(shots, `status-bar-${state.name}-${locale}.png`) });
          }
        }
      }
      consoleProblems.splice(
        0,
        consoleProblems.length,
        ...consoleProblems.filter((line) => !line.includes('Service Worker registration blocked')),
      );
    });
  });
}

test('a published status replaces the built one without moving the page', async ({ page }) => {
  const state = states[1]!;
  const status = publish(state);
  await rememberAgeAnswer(page);
  for (const locale of locales) {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, state, status.updated, locale, '/privacy_policy');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), tag(locale)).toBe(0);
  }
});

test('on /status the bar does not repeat the page', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(origin + localePath(locale, '/status'));
    await expect(page.locator('[data-live="banner"]')).toBeHidden();
    await expect(page.locator('main [data-live="status-page"]')).toBeVisible();
  }
});

/**
 * The computed colour of each state where a sailing's state is shown: red, amber, neutral; in the
 * dark scheme the same hues a step lighter (red-300, amber-300, the body text), so they still mean
 * the same. At a phone's width, where SCREENSHOTS=1 takes the pages' pictures for docs/dark-theme.md.
 */
test('cancelled is red, delayed amber and on time neutral: in the bar, the rows, the finder and /status, each with its words, in both schemes', async ({
  page,
}) => {
  publish(states[3]!);
  await rememberAgeAnswer(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const colour = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).color);
  const shoot = async (name: string, locale: Locale, scheme: string, fullPage = false) => {
    if (!process.env.SCREENSHOTS) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, `dark-theme-${name}-${scheme}-${locale}.png`), fullPage });
  };
  for (const locale of locales) {
    const t = dictionary(locale).status;
    if (process.env.SCREENSHOTS) {
      await page.goto(origin + localePath(locale, '/'));
      await inEachScheme(page, (scheme) => shoot('landing', locale, scheme));
    }
    await page.goto(`${origin}${localePath(locale, '/timetable')}?from=dhaka&to=barishal&date=${today}`);
    await expect(page.locator('#dhk-bsl-2100 .sailing-badge')).toContainText(t.change.cancelled);
    await expect(page.locator('.tt-trip .status-cancelled')).toContainText(t.change.cancelled);
    // The bar shows the most serious: the cancellation, in red, its verdict first.
    await expect(page.locator('[data-live="banner"] .bar-entry:not([hidden]) .status-word')).toHaveText(verdictOf(t.sentence.cancelled));
    await inEachScheme(page, async (scheme) => {
      const [red, amber, neutral] = [computed('redInk', scheme), computed('amberInk', scheme), computed('strong', scheme)];
      expect(await colour('#dhk-bsl-2100 .sailing-badge.status-cancelled')).toBe(red);
      expect(await colour('#bsl-bhl-0730 .sailing-badge.status-delayed')).toBe(amber);
      expect(await colour('#bsl-mhg-0900 .sailing-badge.status-on-time')).toBe(neutral);
      expect(await colour('.tt-trip .status-cancelled')).toBe(red);
      expect(await colour('[data-live="banner"] .bar-entry:not([hidden])')).toBe(red);
      if (process.env.SCREENSHOTS) {
        await page.locator('#dhk-bsl-2100').evaluate((row) => row.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await shoot('timetable', locale, scheme);
      }
    });
    await page.goto(origin + localePath(locale, '/status'));
    await inEachScheme(page, async (scheme) => {
      const [red, amber, neutral] = [computed('redInk', scheme), computed('amberInk', scheme), computed('strong', scheme)];
      expect(await colour('[data-live="status-page"] .status-cancelled .status-word')).toBe(red);
      expect(await colour('[data-live="status-page"] .status-delayed .status-word')).toBe(amber);
      expect(await colour('[data-live="status-page"] .status-on-time .status-word')).toBe(neutral);
      await shoot('status', locale, scheme, true);
    });
  }
});

test('the example status a storm night starts from is the safety page in data', () => {
  const example = JSON.parse(readFileSync('content/status.example.json', 'utf8')) as {
    notices: { title: Record<Locale, string>; text: Record<Locale, string> }[];
  };
  const bn = dictionary('bn').safety.signals.warning.name;
  expect(example.notices.some((notice) => notice.title.bn.includes(bn))).toBe(true);
});

/** The words a template says before its first blank: a sentence's verdict ("Cancelled:", "বাতিল হয়েছে"). */
const verdictOf = (template: string) => template.slice(0, template.indexOf('{')).trim();

/**
 * Whether `text` is inside the bar's visible lines (two, clamped): the bottom of every line box of
 * its first occurrence in the bar's shown text is above the clamp's edge.
 */
async function inTwoLines(page: Page, text: string) {
  return page.locator('[data-live="banner"] .bar-text').evaluate((bar, wanted) => {
    const style = getComputedStyle(bar);
    const edge = bar.getBoundingClientRect().top + parseFloat(style.paddingTop) + 2 * parseFloat(style.lineHeight) + 1;
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('[hidden]')) nodes.push(node as Text);
    }
    const whole = nodes.map((node) => node.data).join('');
    const at = whole.indexOf(wanted);
    if (at < 0) return `"${wanted}" is not in the bar's text "${whole}"`;
    const range = document.createRange();
    let offset = 0;
    for (const node of nodes) {
      const end = offset + node.data.length;
      if (at >= offset && at <= end) range.setStart(node, at - offset);
      if (at + wanted.length >= offset && at + wanted.length <= end) {
        range.setEnd(node, at + wanted.length - offset);
        break;
      }
      offset = end;
    }
    const bottom = Math.max(...Array.from(range.getClientRects()).map((rect) => rect.bottom));
    return bottom <= edge ? true : `"${wanted}" ends at ${bottom}, below the second line (${edge}) in "${whole}"`;
  }, text);
}

const stops = stormSignals.find((entry) => entry.stopsOurLaunches)!;
const sails = stormSignals.find((entry) => !entry.stopsOurLaunches)!;
const withSignal = (number: number) => ({ ...signal, number });

/** Every state the bar can be in, each with the words that must survive the clamp. */
const verdicts: (State & { verdict: (locale: Locale, entry: string) => string })[] = [
  {
    name: 'signal that stops',
    signal: withSignal(stops.number),
    notices: [pontoon],
    sailings: changes,
    // "No launches until tomorrow 6:00 am" / "লঞ্চ বন্ধ আগামীকাল ভোর ৬:০০ পর্যন্ত": to the colon.
    verdict: (locale, entry) => {
      expect(entry.startsWith(verdictOf(dictionary(locale).status.bar.signalStops))).toBe(true);
      return entry.split(':')[0]!;
    },
  },
  {
    name: 'signal with care',
    signal: withSignal(sails.number),
    notices: [],
    sailings: [],
    verdict: (locale, entry) => {
      const head = dictionary(locale).status.bar.signalSails.split(':')[0]!;
      expect(entry.startsWith(head)).toBe(true);
      return head;
    },
  },
  {
    name: 'cancelled',
    signal: null,
    notices: [],
    // Tomorrow's: tonight's would be over once it has left.
    sailings: [{ ...changes[0]!, date: tomorrow }],
    verdict: (locale) => verdictOf(dictionary(locale).status.sentence.cancelled),
  },
  {
    name: 'delayed',
    signal: null,
    notices: [],
    sailings: [changes[1]],
    verdict: (locale, entry) => {
      const head = verdictOf(dictionary(locale).status.sentence.delayed);
      expect(entry.startsWith(head)).toBe(true);
      return head;
    },
  },
  { name: 'notice', signal: null, notices: [pontoon], sailings: [], verdict: (locale) => pontoon.title[locale] },
  // Before the out-of-date states: their clock, once moved on, stays so for the page.
  { name: 'all normal', signal: null, notices: [], sailings: [], verdict: (locale) => dictionary(locale).status.bar.allNormal },
  {
    name: 'stale',
    signal: null,
    notices: [pontoon],
    sailings: changes,
    clock: 'stale',
    // "No update since yesterday 4:25 pm" / "…-এর পর হালনাগাদ নেই": what happened, before whom to call.
    verdict: (locale, entry) => entry.split(':')[0]!,
  },
  {
    name: 'stale with a signal',
    signal: withSignal(stops.number),
    notices: [pontoon],
    sailings: changes,
    clock: 'stale',
    verdict: (locale, entry) => {
      expect(entry.startsWith(verdictOf(dictionary(locale).status.bar.signalStops))).toBe(true);
      return entry.split(':')[0]!;
    },
  },
];

test("at 320 px the verdict of every state is inside the bar's two lines, in both languages (issue 52)", async ({ page }) => {
  await rememberAgeAnswer(page);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const state of verdicts) {
    // The signal lasts 20 hours here, past tomorrow's sailings whatever the hour: under one that stops
    // launches they are cancelled, as the status's rules require (a delay or "on time" is refused).
    const stopping = state.signal?.number === stops.number;
    const status = publish({
      ...state,
      signal: state.signal ? { ...state.signal, until: dhaka(start + 20 * HOUR) } : null,
      sailings: stopping ? changes.map(({ sailing, date }) => ({ sailing, date, status: 'cancelled' })) : state.sailings,
    });
    for (const locale of locales) {
      const bar = await open(page, state, status.updated, locale);
      const shown = bar.locator('.bar-entry:not([hidden]), .status-normal:not([hidden]), .status-stale:not([hidden])').first();
      await expect(shown).toBeVisible();
      const entry = (await shown.innerText()).trim();
      const verdict = state.verdict(locale, entry);
      expect(verdict.length, `${state.name}, ${locale}`).toBeGreaterThan(0);
      expect(await inTwoLines(page, verdict), `${state.name}, ${locale}`).toBe(true);
      if (state.clock === 'stale') {
        // Out of date, the signal still in force is kept, then since when and whom to call.
        await expect(bar.locator('.status-stale')).toBeVisible();
        await expect(bar.locator('.bar-entry:not([hidden])')).toHaveCount(state.signal ? 1 : 0);
        await expect(bar.locator('.status-stale')).toContainText(
          dictionary(locale).status.bar.stale.split('{time}')[1]!.split('{phone}')[0]!.trim(),
        );
      }
    }
  }
});

test('out of date, /status draws no empty section and still says the signal, as of its update, with whom to call', async ({ page }) => {
  const state: State = { name: 'stale signal alone', signal: withSignal(stops.number), notices: [], sailings: [], clock: 'stale' };
  const status = publish({ ...state, signal: { ...signal, number: stops.number, until: dhaka(start + 20 * HOUR) } });
  for (const locale of locales) {
    const t = dictionary(locale).status;
    await open(page, state, status.updated, locale);
    await page.goto(origin + localePath(locale, '/status'));
    const main = page.locator('main [data-live="status-page"]');
    await expect(main.getByRole('heading', { name: t.signalHeading })).toBeVisible();
    await expect(main.getByRole('heading', { name: t.changesHeading })).toBeHidden();
    await expect(main.getByRole('heading', { name: t.noticesHeading })).toBeHidden();
    const line = main.locator('.status-signal');
    await expect(line).toBeVisible();
    await expect(line).toContainText(t.asOf.split('{time}').join('').replace(':', '').trim());
    await expect(main.locator('.status-stale a[href^="tel:"]').first()).toBeVisible();
    // Every heading shown has something under it.
    for (const section of await main.locator('section:visible').all()) {
      expect((await section.innerText()).split('\n').filter(Boolean).length, tag(locale)).toBeGreaterThan(1);
    }
  }
});

test('the HTML says the date of "Updated"; the script shortens it to the reader\'s day (issue 52)', async ({ page, request }) => {
  const status = publish(states[0]!);
  await rememberAgeAnswer(page);
  for (const locale of locales) {
    const t = dictionary(locale).status;
    const dated = fillCopy(locale, t.updated, { time: formatWhen(locale, status.updated, status.updated.slice(0, 4)) });
    const html = await (await request.get(origin + localePath(locale, '/status'))).text();
    // The variant shown without JavaScript is the dated one.
    expect(html).toContain(`<span data-today="">${dated}</span>`);
    await page.goto(origin + localePath(locale, '/'));
    await expect(page.locator('[data-live="banner"] .bar-updated [data-today]:not([hidden])')).toHaveText(
      fillCopy(locale, t.updated, { time: formatWhen(locale, status.updated, dhaka(Date.now()).slice(0, 10)) }),
    );
  }
});

test('on a first visit the age gate says the status in force, readable in both schemes, with its link (issue 52)', async ({ page }) => {
  const state = verdicts[0]!;
  const status = publish(state);
  await page.setViewportSize({ width: 390, height: 800 });
  for (const locale of locales) {
    const t = dictionary(locale).status;
    await page.goto(origin + localePath(locale, '/'));
    const gate = page.getByRole('dialog');
    await expect(gate).toBeVisible();
    const said = gate.locator('.status-bar');
    await expect(said).toHaveAttribute('data-status-updated', status.updated);
    await expect(said.locator('.bar-entry:not([hidden])')).toHaveText(
      (await page.locator('[data-live="banner"] .bar-entry:not([hidden])').textContent())!,
    );
    await expect(said.locator('.bar-entry:not([hidden])')).toContainText(verdictOf(t.bar.signalStops));
    await expect(gate.getByRole('link', { name: t.link })).toHaveAttribute('href', localePath(locale, '/status'));
    // The focus still starts on the answer.
    await expect(gate.getByRole('button', { name: dictionary(locale).ageGate.yes })).toBeFocused();
    await inEachScheme(page, async (scheme) => {
      const results = await new AxeBuilder({ page }).include('dialog').analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
        `axe on the gate, ${locale}, ${scheme} scheme`,
      ).toEqual([]);
      if (process.env.SCREENSHOTS) {
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: join(shots, `age-gate-status-${scheme}-${locale}.png`) });
      }
    });
  }
});

test('a notice card says 06:00 one way: the same part of the day in its title and its period', async ({ page }) => {
  const example = JSON.parse(readFileSync('content/status.example.json', 'utf8')) as { notices: { end: string }[] };
  // The example's notices, in force from now until the next 06:00.
  const dawn = `${dhaka(start + 18 * HOUR).slice(0, 10)} 06:00`;
  const notices = example.notices
    .filter((notice) => notice.end.endsWith(' 06:00'))
    .map((notice) => ({ ...notice, start: dhaka(start - HOUR), end: dawn }));
  expect(notices.length).toBeGreaterThan(0);
  publish({ name: 'dawn', signal: null, notices, sailings: [] });
  await page.goto(origin + localePath('bn', '/status'));
  for (const card of await page.locator('main [data-live="status-page"] .notice').all()) {
    const words = [...(await card.innerText()).matchAll(/(\S+) ৬(?::০০|টা)/g)].map((match) => match[1]);
    expect(words.length).toBeGreaterThan(0);
    expect(new Set(words)).toEqual(new Set([banglaDayPart(6)]));
  }
});
