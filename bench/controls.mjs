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
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from '../e2e/support/chromium.mjs';

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
// What to tap, from the project's own sources, so a change of wording cannot make it miss

/** `export const NAME = '...'` from a TypeScript file (lib/ is TypeScript; this runs in plain Node). */
function tsConstant(file, name) {
  const value = readFileSync(file, 'utf8').match(new RegExp(`export const ${name} = '([^']*)'`))?.[1];
  if (value === undefined) throw new Error(`${name} not found in ${file}`);
  return value;
}

/** Plain string entries of one top-level block of a dictionary (content/words/<locale>.ts). */
function dictionaryWords(root, locale, block, keys) {
  const file = join(root, 'content', 'words', `${locale}.ts`);
  const body = readFileSync(file, 'utf8').match(new RegExp(`\\n {2}${block}: \\{\\n([\\s\\S]*?)\\n {2}\\},`))?.[1];
  return Object.fromEntries(
    keys.map((key) => {
      const word = body?.match(new RegExp(`(?:^|\\n) {4}${key}: '([^']*)'`))?.[1];
      if (word === undefined) throw new Error(`${block}.${key} not found in ${file}`);
      return [key, word];
    }),
  );
}

/*
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
function headerControls(words) {
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
export function controlPages(root) {
  const en = dictionaryWords(root, 'en', 'account', ['register', 'login']);
  const bn = dictionaryWords(root, 'bn', 'account', ['register', 'login']);
  const menu = headerControls(en).find((control) => control.id === 'menu');
  return [
    { route: '/', controls: headerControls(en) },
    { route: '/bn', controls: headerControls(bn) },
    {
      route: '/timetable',
      controls: [
        menu,
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
// In the page (an init script: it runs in every document before the page's own scripts)

/**
 * Watches one control from the first byte and reports to Node through the `__benchControl`
 * binding: `painted` (once, with where to tap), `rect` (whenever the control moves), `tap` (each
 * one, with event.timeStamp and when the page handled it), `effect` (once, after a tap), `fcp`.
 * Self-contained: Playwright sends it to the page as text.
 */
function watchControl({ control, storage }) {
  // Not in frames, nor in the blank document a new tab starts with.
  if (window.top !== window || location.protocol === 'about:') return;
  // The 18+ gate, answered as a returning passenger has: it would cover the first screen.
  try {
    localStorage.setItem(storage.key, storage.value);
  } catch {
    // Storage refused: the gate shows, and the control is reported covered until it is answered.
  }

  // The binding may not be installed yet while the first records are made; keep them until it is.
  const pending = [];
  const flush = () => {
    const binding = window.__benchControl;
    if (typeof binding === 'function') while (pending.length) binding(pending.shift());
  };
  // Each record names its document (by its time origin): Node keeps the first document's only.
  const send = (record) => {
    pending.push({ ...record, document: performance.timeOrigin });
    flush();
  };
  send({ type: 'start', href: location.href });

  const name = (element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  // Outside dialogs: the Register dialog's own submit button is also called Register.
  const find = () =>
    [...document.querySelectorAll(control.find.selector)].find(
      (element) => !element.closest('dialog') && (control.find.name === undefined || name(element) === control.find.name),
    );

  let target;
  const effectElement = () => {
    const { effect } = control;
    return effect.closest ? target?.closest(effect.closest) : document.querySelector(effect.selector);
  };
  const effectHolds = () => {
    const element = effectElement();
    switch (control.effect.kind) {
      case 'open':
        return Boolean(element?.hasAttribute('open'));
      case 'shown':
        return Boolean(element && (element.matches(':popover-open') || element.checkVisibility({ visibilityProperty: true })));
      case 'enabled':
        return Boolean((element && !element.disabled) || new URLSearchParams(location.search).has(control.effect.param));
      default:
        return false;
    }
  };

  const taps = [];
  let effectAt;
  /** The effect counts only after a tap: before it, it is the page's own state. */
  const noteEffect = (via) => {
    if (effectAt !== undefined || !taps.length || !target) return;
    effectAt = performance.now();
    send({ type: 'effect', at: effectAt, via });
  };
  const checkEffect = (via) => {
    if (effectAt === undefined && taps.length && target && control.effect.kind !== 'navigates' && effectHolds()) noteEffect(via);
  };

  // Taps. A touch tap starts with a trusted pointerdown (its click follows in the same queue); a
  // pick in the select is Playwright's input event (synthetic). Capturing on window: the page's own
  // handlers cannot hide them.
  const onTap = (event) => {
    const trusted = control.action !== 'select';
    if (event.isTrusted !== trusted || !target) return;
    const record = { type: 'tap', timeStamp: event.timeStamp, handledAt: performance.now(), onTarget: target.contains(event.target) };
    taps.push(record);
    send(record);
  };
  addEventListener(control.action === 'select' ? 'input' : 'pointerdown', onTap, true);

  // Effects, as soon as they happen: attribute changes (dialog and details `open`, a class that
  // shows the menu, `disabled`) reach a MutationObserver in the microtask after the change, before
  // the next tap is handled. A popover opens without an attribute: `beforetoggle` is fired as it
  // opens. A navigation is announced by the Navigation API's `navigate` (beforeunload where there
  // is none); Node confirms it by the request.
  new MutationObserver(() => checkEffect('mutation')).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'class', 'style', 'hidden', 'disabled'],
  });
  addEventListener(
    'beforetoggle',
    (event) => {
      if (control.effect.kind === 'shown' && event.newState === 'open' && event.target === effectElement()) noteEffect('beforetoggle');
    },
    true,
  );
  if (control.effect.kind === 'navigates') {
    const onNavigate = (destination) => {
      if (destination && new URL(destination).pathname !== location.pathname) noteEffect('navigate');
    };
    if ('navigation' in window) window.navigation.addEventListener('navigate', (event) => onNavigate(event.destination.url));
    else addEventListener('beforeunload', () => onNavigate(target?.href));
  }

  // Drawn: checked in each animation frame, which runs only once the page can render (after the
  // render-blocking stylesheet), right before the frame is drawn.
  const inWindow = (box) => box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  let lastRect = '';
  let scrolled = false;
  const frame = () => {
    flush();
    const element = target ?? find();
    if (element) {
      const box = element.getBoundingClientRect();
      const visible = box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      if (visible && !inWindow(box) && control.find.scroll && !scrolled && !target) {
        scrolled = true;
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
      } else if (visible && inWindow(box)) {
        // Where a finger lands: the centre of the part inside the window.
        const x = (Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2;
        const y = (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2;
        const hit = document.elementFromPoint(x, y);
        const reachable = Boolean(hit && (element.contains(hit) || hit.contains(element)));
        if (!target && reachable) {
          target = element;
          const option = element instanceof HTMLSelectElement ? [...element.options].find((item) => item.value !== '')?.value : undefined;
          send({
            type: 'painted',
            at: performance.now(),
            effectBefore: effectHolds(),
            href: element.href,
            option,
            tag: element.tagName.toLowerCase(),
          });
        }
        const rect = `${Math.round(x)},${Math.round(y)},${reachable}`;
        if (target && rect !== lastRect) {
          lastRect = rect;
          send({ type: 'rect', x, y, reachable });
        }
      }
    }
    checkEffect('frame');
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  new PerformanceObserver((list) => {
    // presentationTime where the browser reports it apart: when the frame reached the screen.
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') send({ type: 'fcp', at: entry.presentationTime || entry.startTime });
  }).observe({ type: 'paint', buffered: true });
}

// ---------------------------------------------------------------------------------------------
// One load of one control

/** Resolves when `test()` holds (checked on every record), or with false after `ms`. */
function waitFor(state, test, ms) {
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

async function measureOnce(browser, url, control, storage) {
  const context = await browser.newContext({
    viewport: controlsProfile.viewport,
    deviceScaleFactor: controlsProfile.deviceScaleFactor,
    isMobile: controlsProfile.isMobile,
    hasTouch: controlsProfile.hasTouch,
    // The offline worker would otherwise install during the load and compete for the slow link.
    serviceWorkers: 'block',
  });
  const state = { records: [], taps: [], sent: [], waiters: new Set(), request: undefined };
  const on = (type) => state.records.find((record) => record.type === type);
  try {
    // Only the first document's records: a working language link loads another page, which runs
    // the init script again.
    let documentOrigin;
    await context.exposeBinding('__benchControl', (_source, record) => {
      documentOrigin ??= record.document;
      if (record.document !== documentOrigin) return;
      state.records.push(record);
      if (record.type === 'tap') state.taps.push(record);
      for (const waiter of [...state.waiters]) waiter();
    });
    await context.addInitScript(watchControl, { control, storage });
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
        state.request = { at: Date.now() - documentOrigin };
        for (const waiter of [...state.waiters]) waiter();
      }
    });

    // Not waiting for the load: taps start as soon as the control is drawn.
    const loading = page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
    loading.catch(() => {});
    if (!(await waitFor(state, () => Boolean(on('painted')), PAGE_TIMEOUT_MS))) {
      return { error: `not drawn within ${PAGE_TIMEOUT_MS / 1000} s` };
    }
    /*
     * The animation frame that first finds the control visible runs before that frame is painted,
     * and under a slow CPU the first frame takes a while to reach the screen (its paint and raster
     * after the layout). Nothing is on screen before the first contentful paint, whose entry holds
     * the time it was presented: the control is drawn at the later of the two, and the taps wait
     * for it.
     */
    await waitFor(state, () => Boolean(on('fcp')), FCP_WAIT_MS);
    const painted = { ...on('painted'), at: Math.max(on('painted').at, on('fcp')?.at ?? 0) };
    const worked = () => (control.effect.kind === 'navigates' ? Boolean(state.request) : Boolean(on('effect')));
    const pageNow = () => Date.now() - documentOrigin;

    // Taps on a fixed beat from the first one, as a finger taps, whatever the page is doing.
    const first = Date.now();
    const inFlight = [];
    for (let index = 0; !worked() && Date.now() - first < TAP_LIMIT_MS; index += 1) {
      await waitFor(state, worked, first + index * TAP_INTERVAL_MS - Date.now());
      if (worked()) break;
      const attempt = { sentAt: pageNow() };
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
          .selectOption(painted.option, { force: true, timeout: Math.max(1, TAP_LIMIT_MS - (Date.now() - first)) })
          .catch(() => {
            attempt.failed = true;
          });
        attempt.ms = pageNow() - attempt.sentAt;
      } else {
        // Not awaited: the browser acknowledges a touch only once the page's main thread has
        // seen it, and a finger does not wait for that. The browser queues the taps in order,
        // each stamped with the time it arrived.
        const { x, y } = state.records.findLast((record) => record.type === 'rect') ?? painted;
        inFlight.push(
          page.touchscreen.tap(x, y).then(
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
function result(control, state, painted) {
  const effect = state.records.find((record) => record.type === 'effect');
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
  const tapTime = (tap, index) => (control.action === 'select' ? (picks[index]?.sentAt ?? tap.timeStamp) : tap.timeStamp);
  const taps = state.taps;
  const workingIndex = worked && effectAt !== undefined ? taps.findLastIndex((tap) => tap.handledAt <= effectAt) : -1;
  const firstTap = taps.length ? tapTime(taps[0], 0) : undefined;
  const working = workingIndex >= 0 ? tapTime(taps[workingIndex], workingIndex) : undefined;
  const round = (value) => (value === undefined ? undefined : Math.round(value));
  return {
    fcp: round(state.records.find((record) => record.type === 'fcp')?.at),
    painted: round(painted.at),
    firstTap: round(firstTap),
    workingTap: round(working),
    deadWindow: working === undefined ? undefined : Math.round(working - firstTap),
    effectAt: round(effectAt),
    effectVia: effect?.via ?? (state.request ? 'request' : undefined),
    worked,
    tapsSent: state.sent.length,
    tapsHandled: taps.length,
    workingTapNumber: workingIndex >= 0 ? workingIndex + 1 : undefined,
    // How late the page handled the working tap (its main thread busy), the longest the browser
    // held a tap (or a pick took), and taps that landed off the control.
    workingTapDelay: workingIndex >= 0 ? round(taps[workingIndex].handledAt - tapTime(taps[workingIndex], workingIndex)) : undefined,
    slowestTap: round(Math.max(0, ...state.sent.map((attempt) => attempt.ms ?? 0))),
    tapsOffTarget: taps.filter((tap) => !tap.onTarget && (effectAt === undefined || tap.handledAt <= effectAt)).length,
    // The effect already there before any tap: the measurement would be meaningless.
    effectBefore: painted.effectBefore || undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// All of it

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Measures every control of `pages` (default: controlPages) `runs` times on each site of `sites`
 * ({ label, origin }: the served folder's name for the output, and where it is served). Returns
 * one result per site, in the same order: { label, profile, runs, seconds, pages: { route:
 * { control: { label, worked, median, samples } } } }. `routes`, when given, keeps only those pages.
 */
export async function measureControls({ sites, root, runs, routes, log = console.log }) {
  const storage = {
    key: tsConstant(join(root, 'lib', 'site', 'constants.ts'), 'AGE_CONFIRMED_KEY'),
    value: tsConstant(join(root, 'lib', 'site', 'constants.ts'), 'AGE_CONFIRMED_VALUE'),
  };
  const pages = controlPages(root).filter((page) => !routes || routes.includes(page.route));
  const jobs = pages.flatMap((page) => page.controls.map((control) => ({ route: page.route, control })));
  const samples = sites.map(() => new Map(jobs.map((job) => [`${job.route} ${job.control.id}`, []])));
  const found = ensureChromium();
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
      const order = jobs.map((_, index) => jobs[(index + run) % jobs.length]);
      for (const [position, { route, control }] of order.entries()) {
        // Each control on every site back to back, so a burst of load on the machine lands on all
        // of them alike; which site goes first alternates, so none is always measured first.
        const siteOrder = sites.map((_, index) => (index + run + position) % sites.length);
        for (const siteIndex of siteOrder) {
          const site = sites[siteIndex];
          let sample;
          try {
            sample = await measureOnce(browser, `${site.origin}${route}`, control, storage);
          } catch (error) {
            sample = { error: String(error?.message ?? error).split('\n')[0] };
          }
          samples[siteIndex].get(`${route} ${control.id}`).push(sample);
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
  const keys = ['fcp', 'painted', 'workingTap', 'deadWindow', 'workingTapNumber'];
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
            const list = samples[siteIndex].get(`${page.route} ${control.id}`);
            const good = list.filter((sample) => sample.worked && !sample.effectBefore);
            return [
              control.id,
              {
                label: control.label,
                worked: `${good.length}/${list.length}`,
                median: Object.fromEntries(
                  keys.map((key) => [key, median((key === 'fcp' || key === 'painted' ? list : good).map((sample) => sample[key]))]),
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
export function printControls(results) {
  const { network, cpuThrottlingRate, viewport } = results.profile;
  console.log(
    `\nControls on the first screen${results.label ? ` of ${results.label}` : ''}: medians of ${results.runs} loads each (phone ${viewport.width}x${viewport.height}, ` +
      `CPU /${cpuThrottlingRate}, ${(network.downloadThroughput * 8) / 1e6} Mbit/s, ${network.latency} ms RTT; ms from navigation start)`,
  );
  const columns = [
    ['page', 12, 'end'],
    ['control', 20, 'end'],
    ['FCP', 7],
    ['painted', 9],
    ['working tap', 13],
    ['dead window', 13],
    ['tap #', 7],
    ['worked', 8],
  ];
  const line = (cells) =>
    cells
      .map((cell, index) =>
        columns[index][2] === 'end' ? String(cell).padEnd(columns[index][1]) : String(cell).padStart(columns[index][1]),
      )
      .join('');
  const header = line(columns.map(([label]) => label));
  console.log(header);
  console.log('-'.repeat(header.length));
  const ms = (value) => (value === undefined ? '-' : Math.round(value));
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
export function printControlsSideBySide([first, second]) {
  console.log(`\nControls side by side: medians of ${first.runs} loads each, interleaved (ms from navigation start; dead window as above)`);
  const group = [
    ['painted', 9],
    ['dead window', 13],
    ['worked', 8],
  ];
  const groupWidth = group.reduce((sum, [, width]) => sum + width, 0);
  const lead = 12 + 20;
  // Long folder names keep their end, the part that tells two builds apart.
  const fit = (label, width) => (label.length <= width - 2 ? label : `…${label.slice(-(width - 3))}`);
  const titles =
    [first.label, second.label].map((label) => fit(label, groupWidth).padStart(groupWidth)).join('') + '2nd - 1st'.padStart(9 + 13);
  console.log(' '.repeat(lead) + titles);
  const header =
    'page'.padEnd(12) +
    'control'.padEnd(20) +
    [...group, ...group, ['painted', 9], ['dead window', 13]].map(([label, width]) => label.padStart(width)).join('');
  console.log(header);
  console.log('-'.repeat(Math.max(header.length, lead + titles.length)));
  const ms = (value) => (value === undefined ? '-' : Math.round(value));
  const diff = (a, b) => (a === undefined || b === undefined ? '-' : `${b - a >= 0 ? '+' : ''}${Math.round(b - a)}`);
  for (const [route, controls] of Object.entries(first.pages)) {
    for (const [id, entry] of Object.entries(controls)) {
      const other = second.pages[route]?.[id];
      const a = entry.median;
      const b = other?.median ?? {};
      const cells = [
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
