// The "dead window" of the first screen's controls, as a passenger's phone loads a page: how long
// a control is drawn and tapped before a tap does anything. Part of `npm run bench` (after
// Lighthouse), or alone with `npm run bench -- --controls-only`; bench/bench.ts serves the
// site (and, with --compare, a second build beside it) and calls measureControls() with their
// addresses.
//
// Each run of each control is one fresh page load in a fresh browser context (nothing cached, no
// service worker), on a phone-like profile: 412x915 at 2x, touch, the CPU slowed 4x and the
// network at 1.6 Mbit/s with 150 ms of round trip. Per load:
//   painted      ms from navigation start until the control is drawn on screen: visible, with a
//                box, inside the window and not covered (checked in the page every animation frame);
//   working tap  when the first tap that worked was made (ms from navigation start);
//   dead window  working tap minus first tap: how long a passenger taps a drawn control in vain
//                (0 when the first tap works).
// Taps start as soon as the control is drawn, one every 100 ms (so the dead window is good to
// 100 ms), without waiting for the control to be "actionable" (a person does not wait either),
// until its effect is seen or 15 s pass. The page records every tap (a capturing listener: each
// tap's event.timeStamp and when the page got round to handling it) and the moment of the effect.
// A tap made while the main thread is busy is handled late but keeps the time it was made, and
// several may wait in line: the working tap is therefore the last one the page had *handled* when
// the effect happened, not the last one *made* before it (taps queued behind the task that
// hydrates the page were made before the effect, and most of them did nothing).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { bn } from '../content/words/bn';
import { en } from '../content/words/en';
import { chromiumArgs, ensureChromium } from '../e2e/support/chromium';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '../lib/site/constants';

/** The phone every load emulates. */
export const controlsProfile = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  cpuThrottlingRate: 4,
  // Bytes per second: 1.6 Mbit/s each way, 150 ms round trip.
  network: { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 },
};

/** A page must draw the control within this long of the navigation, or the load counts as failed. */
const PAGE_TIMEOUT_MS = 30_000;
const TAP_INTERVAL_MS = 100;
/** Taps stop this long after the first one if nothing has worked. */
const TAP_LIMIT_MS = 15_000;
/** After the last tap, how long an effect may still arrive (taps queued behind a long task). */
const SETTLE_MS = 2_000;
/** Longest wait for the first contentful paint's entry once the control is laid out (see measureOnce). */
const FCP_WAIT_MS = 5_000;

// ---------------------------------------------------------------------------------------------
// What to tap, with the words of the project's own dictionaries, so a change of wording cannot make it miss

/**
 * A control: how to find it in the page (a selector, and the accessible name from the dictionaries
 * where the markup gives no stable hook; never inside a dialog), how a person uses it (a tap, or
 * `action: 'select'`, a pick in a select), and the effect that shows it worked:
 *   open        the element matching `selector` (or the control's `closest` ancestor) has the
 *               `open` attribute (a dialog, a <details>);
 *   shown       `selector` is displayed (a class flipped by script, or a popover opened);
 *   navigates   a navigation to the link's address starts (the browser sends its request);
 *   enabled     `selector` is no longer disabled, or the address gains ?`param`=.
 * The markup changes under these: a dialog is matched by its id or, where it has none (older
 * builds), by its title's id, and the header's buttons by their words, so a build from before a
 * change and one from after it are measured alike.
 */
export type Control = {
  id: string;
  label: string;
  find: { selector: string; name?: string; scroll?: boolean };
  action?: 'select';
  effect: { kind: 'open' | 'shown' | 'navigates' | 'enabled'; selector?: string; closest?: string; param?: string };
};

/** The 18+ gate's answer as the page stores it, which the watcher sets before the page asks. */
type GateAnswer = { key: string; value: string };

function headerControls(words: { register: string; login: string }): Control[] {
  return [
    {
      id: 'register',
      label: 'Register',
      find: { selector: 'header button', name: words.register },
      effect: { kind: 'open', selector: 'dialog#register, dialog[aria-labelledby="register-title"]' },
    },
    {
      id: 'login',
      label: 'Log in',
      find: { selector: 'header button', name: words.login },
      effect: { kind: 'open', selector: 'dialog#login, dialog[aria-labelledby="login-title"]' },
    },
    { id: 'menu', label: 'Menu toggle', find: { selector: 'button.menu-toggle' }, effect: { kind: 'shown', selector: '#site-nav-links' } },
    { id: 'language', label: 'Language link', find: { selector: '.lang-bar a[href]' }, effect: { kind: 'navigates' } },
    {
      id: 'faq',
      label: 'First FAQ question',
      // Below the first screen: the page scrolls it into view as soon as it is drawn, as a
      // passenger who scrolls straight to the questions.
      find: { selector: '#faq details > summary', scroll: true },
      effect: { kind: 'open', closest: 'details' },
    },
  ];
}

/** The pages measured and their controls, in table order. */
export function controlPages(): { route: string; controls: Control[] }[] {
  const english = headerControls(en.account);
  return [
    { route: '/', controls: english },
    { route: '/bn', controls: headerControls(bn.account) },
    {
      route: '/timetable',
      controls: [
        ...english.filter((control) => control.id === 'menu'),
        {
          id: 'from',
          label: 'Trip finder: From',
          find: { selector: '#tt-from' },
          action: 'select',
          effect: { kind: 'enabled', selector: '#tt-to', param: 'from' },
        },
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// In the page: bench/controls-page.js, an init script (it runs in every document before the page's own scripts)

/** The watcher's code, run in the page for one control (bench/controls-page.js). */
// dirname(__filename), not __dirname: tsx gives a TypeScript module that an ES module imports
// (bench/bench.ts) its __filename but a __dirname of "data:text".
const watcher = readFileSync(join(dirname(__filename), 'controls-page.js'), 'utf8');

/** The init script that watches `control`, with the 18+ gate answered as `storage` says. */
const watcherFor = (control: Control, storage: GateAnswer) =>
  `(() => {\nconst control = ${JSON.stringify(control)};\nconst storage = ${JSON.stringify(storage)};\n${watcher}\n})();`;

// ---------------------------------------------------------------------------------------------
// One load of one control

/** What the watcher reports (bench/controls-page.js), each record with its document's time origin. */
type PageRecord = { document: number } & (
  | { type: 'start'; href: string }
  | { type: 'painted'; at: number; effectBefore: boolean; href?: string; option?: string; tag: string }
  | { type: 'rect'; x: number; y: number; reachable: boolean }
  | { type: 'tap'; timeStamp: number; handledAt: number; onTarget: boolean }
  | { type: 'effect'; at: number; via: string }
  | { type: 'fcp'; at: number }
);
type RecordOf<T extends PageRecord['type']> = Extract<PageRecord, { type: T }>;

/** One tap or pick Node made: when (ms from navigation start), how long it took, whether it failed. */
type Attempt = { sentAt: number; ms?: number; failed?: boolean };

/** One load: the page's records, the taps it handled, the attempts made, and the navigation request seen. */
type LoadState = {
  records: PageRecord[];
  taps: RecordOf<'tap'>[];
  sent: Attempt[];
  waiters: Set<() => void>;
  request?: { at: number };
};

/** One load's figures (ms from navigation start), or why it failed. */
export type Sample = {
  error?: string;
  fcp?: number;
  painted?: number;
  firstTap?: number;
  workingTap?: number;
  deadWindow?: number;
  effectAt?: number;
  effectVia?: string;
  worked?: boolean;
  tapsSent?: number;
  tapsHandled?: number;
  workingTapNumber?: number;
  workingTapDelay?: number;
  slowestTap?: number;
  tapsOffTarget?: number;
  effectBefore?: true;
};

/** Resolves when `test()` holds (checked on every record), or with false after `ms`. */
function waitFor(state: LoadState, test: () => boolean, ms: number): Promise<boolean> {
  if (test()) return Promise.resolve(true);
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => {
      state.waiters.delete(check);
      resolvePromise(false);
    }, ms);
    const check = () => {
      if (!test()) return;
      clearTimeout(timer);
      state.waiters.delete(check);
      resolvePromise(true);
    };
    state.waiters.add(check);
  });
}

async function measureOnce(browser: Browser, url: string, control: Control, storage: GateAnswer): Promise<Sample> {
  const context = await browser.newContext({
    viewport: controlsProfile.viewport,
    deviceScaleFactor: controlsProfile.deviceScaleFactor,
    isMobile: controlsProfile.isMobile,
    hasTouch: controlsProfile.hasTouch,
    // The offline worker would otherwise install during the load and compete for the slow link.
    serviceWorkers: 'block',
  });
  const state: LoadState = { records: [], taps: [], sent: [], waiters: new Set() };
  const on = <T extends PageRecord['type']>(type: T) => state.records.find((record): record is RecordOf<T> => record.type === type);
  try {
    // Only the first document's records: a working language link loads another page, which runs
    // the init script again.
    let documentOrigin: number | undefined;
    await context.exposeBinding('__benchControl', (_source, record: PageRecord) => {
      documentOrigin ??= record.document;
      if (record.document !== documentOrigin) return;
      state.records.push(record);
      if (record.type === 'tap') state.taps.push(record);
      for (const waiter of [...state.waiters]) waiter();
    });
    await context.addInitScript({ content: watcherFor(control, storage) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', controlsProfile.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: controlsProfile.cpuThrottlingRate });
    page.on('request', (request) => {
      const painted = on('painted');
      if (
        !state.request &&
        painted?.href &&
        request.isNavigationRequest() &&
        request.frame() === page.mainFrame() &&
        request.url() === painted.href
      ) {
        state.request = { at: Date.now() - painted.document };
        for (const waiter of [...state.waiters]) waiter();
      }
    });

    // Not waiting for the load: taps start as soon as the control is drawn.
    const loading = page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
    loading.catch(() => {});
    await waitFor(state, () => Boolean(on('painted')), PAGE_TIMEOUT_MS);
    const drawn = on('painted');
    if (!drawn) return { error: `not drawn within ${PAGE_TIMEOUT_MS / 1000} s` };
    /*
     * The animation frame that first finds the control visible runs before that frame is painted,
     * and under a slow CPU the first frame takes a while to reach the screen (its paint and raster
     * after the layout). Nothing is on screen before the first contentful paint, whose entry holds
     * the time it was presented: the control is drawn at the later of the two, and the taps wait
     * for it.
     */
    await waitFor(state, () => Boolean(on('fcp')), FCP_WAIT_MS);
    const painted = { ...drawn, at: Math.max(drawn.at, on('fcp')?.at ?? 0) };
    const worked = () => (control.effect.kind === 'navigates' ? Boolean(state.request) : Boolean(on('effect')));
    const origin = drawn.document;
    const pageNow = () => Date.now() - origin;

    // Taps on a fixed beat from the first one, as a finger taps, whatever the page is doing.
    const first = Date.now();
    const inFlight: Promise<unknown>[] = [];
    for (let index = 0; !worked() && Date.now() - first < TAP_LIMIT_MS; index += 1) {
      await waitFor(state, worked, first + index * TAP_INTERVAL_MS - Date.now());
      if (worked()) break;
      const attempt: Attempt = { sentAt: pageNow() };
      state.sent.push(attempt);
      if (control.action === 'select') {
        /*
         * One pick: Playwright sets the value and fires input and change, as a person's choice
         * does (force: without waiting for the select to be enabled or stable). It runs in the
         * page, so it waits for a busy main thread, as the native picker does: the next pick
         * starts when this one is done, on the beat or at once if late.
         */
        await page
          .locator(control.find.selector)
          .selectOption(painted.option ?? null, { force: true, timeout: Math.max(1, TAP_LIMIT_MS - (Date.now() - first)) })
          .catch(() => {
            attempt.failed = true;
          });
        attempt.ms = pageNow() - attempt.sentAt;
      } else {
        // Not awaited: the browser acknowledges a touch only once the page's main thread has
        // seen it, and a finger does not wait for that. The browser queues the taps in order,
        // each stamped with the time it arrived.
        // Where the control is now: the page reports its place with `painted` and whenever it moves.
        const place = state.records.filter((record): record is RecordOf<'rect'> => record.type === 'rect').at(-1);
        inFlight.push(
          (place ? page.touchscreen.tap(place.x, place.y) : Promise.reject(new Error('no place to tap'))).then(
            () => (attempt.ms = pageNow() - attempt.sentAt),
            () => (attempt.failed = true),
          ),
        );
      }
    }
    // Taps queued behind a long task may still be handled, and work.
    await Promise.race([Promise.all(inFlight), new Promise((resolvePromise) => setTimeout(resolvePromise, SETTLE_MS))]);
    await waitFor(state, () => worked() && (control.effect.kind !== 'navigates' || Boolean(on('effect'))), SETTLE_MS);
    return result(control, state, painted);
  } finally {
    await context.close().catch(() => {});
  }
}

/** One sample from a load's records (times in ms from navigation start). */
function result(control: Control, state: LoadState, painted: RecordOf<'painted'>): Sample {
  const effect = state.records.find((record): record is RecordOf<'effect'> => record.type === 'effect');
  const worked = control.effect.kind === 'navigates' ? Boolean(state.request) : Boolean(effect);
  // When the effect happened: the page's own record, or (a navigation the page did not report)
  // when Node saw its request.
  const effectAt = effect?.at ?? state.request?.at;
  /*
   * A tap's time: when it was made. For a touch, its event.timeStamp (the browser stamps it as
   * the input arrives, even when the page handles it later). For a pick in the select, when Node
   * started it: Playwright runs it in the page, so the event's own stamp is when the page was free.
   */
  const picks = state.sent.filter((attempt) => !attempt.failed);
  const tapTime = (tap: RecordOf<'tap'>, index: number) =>
    control.action === 'select' ? (picks[index]?.sentAt ?? tap.timeStamp) : tap.timeStamp;
  const taps = state.taps;
  // The last tap the page had handled when the effect happened.
  const workingIndex = worked && effectAt !== undefined ? taps.map((tap) => tap.handledAt <= effectAt).lastIndexOf(true) : -1;
  const workingTapRecord = taps[workingIndex];
  const firstTap = taps[0] ? tapTime(taps[0], 0) : undefined;
  const working = workingTapRecord ? tapTime(workingTapRecord, workingIndex) : undefined;
  const round = (value: number | undefined) => (value === undefined ? undefined : Math.round(value));
  return {
    fcp: round(state.records.find((record): record is RecordOf<'fcp'> => record.type === 'fcp')?.at),
    painted: round(painted.at),
    firstTap: round(firstTap),
    workingTap: round(working),
    deadWindow: working === undefined || firstTap === undefined ? undefined : Math.round(working - firstTap),
    effectAt: round(effectAt),
    effectVia: effect?.via ?? (state.request ? 'request' : undefined),
    worked,
    tapsSent: state.sent.length,
    tapsHandled: taps.length,
    workingTapNumber: workingIndex >= 0 ? workingIndex + 1 : undefined,
    // How late the page handled the working tap (its main thread busy), the longest the browser
    // held a tap (or a pick took), and taps that landed off the control.
    workingTapDelay: workingTapRecord ? round(workingTapRecord.handledAt - tapTime(workingTapRecord, workingIndex)) : undefined,
    slowestTap: round(Math.max(0, ...state.sent.map((attempt) => attempt.ms ?? 0))),
    tapsOffTarget: taps.filter((tap) => !tap.onTarget && (effectAt === undefined || tap.handledAt <= effectAt)).length,
    // The effect already there before any tap: the measurement would be meaningless.
    effectBefore: painted.effectBefore || undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// All of it

const median = (values: (number | undefined)[]): number | undefined => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const [low, high] = [sorted[middle - 1], sorted[middle]];
  if (high === undefined) return undefined;
  return sorted.length % 2 || low === undefined ? high : (low + high) / 2;
};

/** The figures the tables show, each a median of the loads. */
const medianKeys = ['fcp', 'painted', 'workingTap', 'deadWindow', 'workingTapNumber'] as const;

/** What measureControls returns for one site: per route and control, its medians and every load's sample. */
export type ControlsResult = {
  label: string;
  profile: typeof controlsProfile;
  runs: number;
  seconds: number;
  pages: Record<
    string,
    Record<string, { label: string; worked: string; median: Partial<Record<(typeof medianKeys)[number], number>>; samples: Sample[] }>
  >;
};

/**
 * Measures every control of controlPages `runs` times on each site of `sites` ({ label, origin }:
 * the served folder's name for the output, and where it is served). Returns one result per site,
 * in the same order. `routes`, when given, keeps only those pages.
 */
export async function measureControls({
  sites,
  runs,
  routes,
  log = console.log,
}: {
  sites: { label: string; origin: string }[];
  runs: number;
  routes?: string[];
  log?: (line: string) => void;
}): Promise<ControlsResult[]> {
  const storage: GateAnswer = { key: AGE_CONFIRMED_KEY, value: AGE_CONFIRMED_VALUE };
  const pages = controlPages().filter((page) => !routes || routes.includes(page.route));
  const jobs = pages.flatMap((page) => page.controls.map((control) => ({ route: page.route, control })));
  const samples = sites.map(() => new Map(jobs.map((job): [string, Sample[]] => [`${job.route} ${job.control.id}`, []])));
  const found = ensureChromium('full');
  const browser = await chromium.launch({ executablePath: found.path, args: chromiumArgs });
  const started = Date.now();
  const labelWidth = sites.length > 1 ? Math.max(...sites.map((site) => site.label.length)) + 1 : 0;
  log(
    `\nControls: ${runs} runs x ${jobs.length} controls on ${pages.map((page) => page.route).join(', ')}` +
      (sites.length > 1 ? ` in ${sites.map((site) => site.label).join(' and ')}, interleaved` : '') +
      `, each a fresh load (${found.label}).`,
  );
  try {
    for (let run = 0; run < runs; run += 1) {
      // Rotate the order each round, as the Lighthouse part does.
      const order = jobs.map((_, index) => jobs[(index + run) % jobs.length]!);
      for (const [position, { route, control }] of order.entries()) {
        // Each control on every site back to back, so a burst of load on the machine lands on all
        // of them alike; which site goes first alternates, so none is always measured first.
        const siteOrder = sites.map((_, index) => (index + run + position) % sites.length);
        for (const siteIndex of siteOrder) {
          const site = sites[siteIndex]!;
          let sample: Sample;
          try {
            sample = await measureOnce(browser, `${site.origin}${route}`, control, storage);
          } catch (error) {
            sample = { error: (error instanceof Error ? error.message : String(error)).split('\n')[0] };
          }
          samples[siteIndex]?.get(`${route} ${control.id}`)?.push(sample);
          log(
            `  run ${run + 1}/${runs} ${labelWidth ? site.label.padEnd(labelWidth) : ''}${route.padEnd(11)} ${control.label.padEnd(19)} ` +
              (sample.error
                ? `FAILED: ${sample.error}`
                : `drawn ${sample.painted} ms, ${sample.worked ? `tap ${sample.workingTapNumber} of ${sample.tapsHandled} worked at ${sample.workingTap} ms, dead ${sample.deadWindow} ms` : `no tap worked (${sample.tapsHandled} taps)`}` +
                  (sample.effectBefore ? ' (effect before any tap!)' : '')),
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  return sites.map((site, siteIndex) => ({
    label: site.label,
    profile: controlsProfile,
    runs,
    seconds,
    pages: Object.fromEntries(
      pages.map((page) => [
        page.route,
        Object.fromEntries(
          page.controls.map((control) => {
            const list = samples[siteIndex]?.get(`${page.route} ${control.id}`) ?? [];
            const good = list.filter((sample) => sample.worked && !sample.effectBefore);
            return [
              control.id,
              {
                label: control.label,
                worked: `${good.length}/${list.length}`,
                median: Object.fromEntries(
                  medianKeys.map((key) => [key, median((key === 'fcp' || key === 'painted' ? list : good).map((sample) => sample[key]))]),
                ),
                samples: list,
              },
            ];
          }),
        ),
      ]),
    ),
  }));
}

/** The table of medians. */
export function printControls(results: ControlsResult): void {
  const { network, cpuThrottlingRate, viewport } = results.profile;
  console.log(
    `\nControls on the first screen${results.label ? ` of ${results.label}` : ''}: medians of ${results.runs} loads each (phone ${viewport.width}x${viewport.height}, ` +
      `CPU /${cpuThrottlingRate}, ${(network.downloadThroughput * 8) / 1e6} Mbit/s, ${network.latency} ms RTT; ms from navigation start)`,
  );
  const columns: [label: string, width: number, align?: 'end'][] = [
    ['page', 12, 'end'],
    ['control', 20, 'end'],
    ['FCP', 7],
    ['painted', 9],
    ['working tap', 13],
    ['dead window', 13],
    ['tap #', 7],
    ['worked', 8],
  ];
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, index) => {
        const [, width = 0, align] = columns[index] ?? [];
        return align === 'end' ? String(cell).padEnd(width) : String(cell).padStart(width);
      })
      .join('');
  const header = line(columns.map(([label]) => label));
  console.log(header);
  console.log('-'.repeat(header.length));
  const ms = (value: number | undefined) => (value === undefined ? '-' : Math.round(value));
  for (const [route, controls] of Object.entries(results.pages)) {
    for (const entry of Object.values(controls)) {
      const m = entry.median;
      console.log(
        line([route, entry.label, ms(m.fcp), ms(m.painted), ms(m.workingTap), ms(m.deadWindow), ms(m.workingTapNumber), entry.worked]),
      );
    }
  }
  console.log(
    '(painted: the control drawn on screen; working tap: when the first tap that worked was made; dead window: working tap - first tap.)',
  );
}

/**
 * Two sites' medians side by side, one row per control, each site's columns under its folder
 * name, and the second minus the first: the table --compare is run for.
 */
export function printControlsSideBySide([first, second]: [ControlsResult, ControlsResult]): void {
  console.log(`\nControls side by side: medians of ${first.runs} loads each, interleaved (ms from navigation start; dead window as above)`);
  const group: [label: string, width: number][] = [
    ['painted', 9],
    ['dead window', 13],
    ['worked', 8],
  ];
  const groupWidth = group.reduce((sum, [, width]) => sum + width, 0);
  const lead = 12 + 20;
  // Long folder names keep their end, the part that tells two builds apart.
  const fit = (label: string, width: number) => (label.length <= width - 2 ? label : `…${label.slice(-(width - 3))}`);
  const titles =
    [first.label, second.label].map((label) => fit(label, groupWidth).padStart(groupWidth)).join('') + '2nd - 1st'.padStart(9 + 13);
  console.log(' '.repeat(lead) + titles);
  const header =
    'page'.padEnd(12) +
    'control'.padEnd(20) +
    [...group, ...group, ['painted', 9] as const, ['dead window', 13] as const].map(([label, width]) => label.padStart(width)).join('');
  console.log(header);
  console.log('-'.repeat(Math.max(header.length, lead + titles.length)));
  const ms = (value: number | undefined) => (value === undefined ? '-' : Math.round(value));
  const diff = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? '-' : `${b - a >= 0 ? '+' : ''}${Math.round(b - a)}`;
  for (const [route, controls] of Object.entries(first.pages)) {
    for (const [id, entry] of Object.entries(controls)) {
      const other = second.pages[route]?.[id];
      const a = entry.median;
      const b = other?.median ?? {};
      const cells: [cell: string | number, width: number][] = [
        [ms(a.painted), 9],
        [ms(a.deadWindow), 13],
        [entry.worked, 8],
        [ms(b.painted), 9],
        [ms(b.deadWindow), 13],
        [other?.worked ?? '-', 8],
        [diff(a.painted, b.painted), 9],
        [diff(a.deadWindow, b.deadWindow), 13],
      ];
      console.log(route.padEnd(12) + entry.label.padEnd(20) + cells.map(([cell, width]) => String(cell).padStart(width)).join(''));
    }
  }
}
