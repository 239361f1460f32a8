// The performance budgets of the site, in one place: the byte limits the budget test
// (e2e/budget/budget.spec.ts) checks on every build, and the timing targets `npm run bench` checks.
// Bytes are gzip level 9 (see bench/weights.ts), 1 KB = 1024 bytes.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageAt } from '../lib/site/pages';
import { kb, type PageWeight } from './weights';

/** A page's byte limits, gzipped: over the reference page's JavaScript, and absolute. */
export type ByteBudget = { jsOverReference: number; total: number; html: number; css: number; fonts: number };

const KB = 1024;

/**
 * JavaScript the bare reference page (bench/fixture) loads: its script files plus its inline
 * scripts, gzipped. It is the framework's floor; our pages are budgeted against it.
 * Recorded from the fixture built with next 16.4.5 / react 19.3.1 (script files 135,133 B +
 * inline scripts 1,631 B). Refresh it after upgrading next or react: `npm run bench -- --runs 0`
 * builds the fixture, prints its measured figure and warns when this number is out of date.
 */
export const referenceJs = 136_764;

/**
 * Per-route byte limits, by kind of page, the same in both languages. `jsOverReference` is over the
 * reference page: +8 KB for the landing and timetable pages, +4 KB for the others. Bangla words
 * take more bytes than English ones, even gzipped; what keeps both languages within the same
 * limits is that the words travel once, in the HTML (scripts/build/post-build/static-payload.ts leaves the static
 * blocks and the head's tags out of the hydration payload). The others are absolute; `total` is
 * everything the first load downloads (HTML, scripts, CSS, images) before fonts. CSS went from
 * 8.5 to 8.75 KB in November 2026 with the live status bar every page carries (its one-line and
 * amber states, about 0.2 KB on the Bangla pages, which also load the Bengali face's rules); the
 * status entries themselves are styled with utilities the site already had. The Bangla pages'
 * CSS then measured 8,960 B, the limit itself: 8.8 KB leaves room for the few bytes gzip gains or
 * loses when Tailwind writes the same rules in another order (the open-data page and the Eid
 * label added no rule of their own).
 *
 * The timetable pages went from +8 to +8.75 KB on 25 November 2026 (issue 33), for what the trip
 * finder now does: the date exceptions (Eid specials and Eid day, the season's end) with the next
 * sailing offered on a date none runs, the "Add to calendar" link of each result (its one-date file
 * is made by a module loaded on the click), and two more sailings in its data. Measured: /timetable
 * +7.3 to +7.9 KB, /bn/timetable +8.0 to +8.6 KB; the finder's payload lost its tables' words
 * (days and exceptions as text, the booking day, the calls on the way) to make part of the room.
 *
 * And to +9 KB on 26 November 2026 (issue 47): each Dhaka–Barishal sailing now names the two
 * launches that take it night about, the Jhalokathi launch has one more day off, and the Eid
 * specials one more date. Measured: /bn/timetable +8.9 KB.
 *
 * CSS went from 8.8 to 9.1 KB on 26 November 2026 (issue 46): the status bar in two lines (its
 * clamp, its kept height, the link beside it), the colour of each sailing state in the bar, the
 * rows, the finder and /status, and the rules that say the time once. Measured with the Tailwind
 * CLI, gzip -9: 8,629 B before, 8,893 B after (+264 B); the Bangla pages' CSS is 9,165 B.
 * JavaScript, the same day: the clock pass now keeps the bar's most serious entry and its count
 * and says times from the visitor's day (components/status/LiveStatus.tsx), and the finder reads
 * the badge's day as shown. The Bangla pages, the closest to their limits, measured 140,911 to
 * 140,958 B (limit 140,860 B) and /bn/timetable 145,990 B (limit 145,724 B): +4 to +4.25 KB for the
 * text pages, +8.75 to +9.1 KB for the timetable.
 *
 * The dark scheme (issue 48, 26 November 2026) kept CSS within 9.1 KB: its colour variables in one
 * media block (+225 B with the Tailwind CLI) are paid for by colours written without Tailwind's
 * opacity variables (-512 B). Measured in the build: 8,815 to 8,932 B on the English pages, 9,170 to
 * 9,287 B on the Bangla pages, 31 B under the limit (docs/decisions/023-dark-theme.md).
 * JavaScript, the same day: the theme-color for each scheme and the color-scheme tag are repeated
 * in each page's hydration payload (the viewport's row, which static-payload.ts does not trim as it
 * trims the head's metadata row): +45 to +48 B on every page. /bn/timetable went from 146,047 to
 * 146,095 B, 13 B over its +9.1 KB, so the timetable pages get +9.15 KB; the others kept room.
 *
 * And on 26 November 2026 (issue 44, push alerts): the alert buttons' island on /status and the
 * timetable. The controls' code is a chunk loaded only where push can work (components/status/
 * alert-controls.ts) and their words travel once, in the HTML; what still comes with the page is
 * the island and its client reference, about 0.6 KB. Measured: /bn/status 141,542 B (+4.67 KB),
 * /bn/timetable 146,602 B (+9.6 KB; 145,990 B before). The status pages got a kind of their own at
 * +4.75 KB, so the other text pages keep +4.25 KB (they measure 140,943 B at most); the
 * timetable went from +9.1 to +9.75 KB.
 *
 * And to +11.25 KB on 27 November 2026 (issue 52): the trip finder judges every result and its
 * "next" line by what the status allows (lib/status/verdict.ts, shipped with it), says why a
 * launch does not go and which is the first that can, and names the launch of the night where two
 * take a sailing night about (their names in its data). Measured: /timetable 147,284 B (+10.3 KB),
 * /bn/timetable 148,085 B (+11.05 KB; 146,602 B before).
 * And on 27 November 2026 (issue 52, every page published): LiveStatus compares publishes, not
 * only minutes (a correction in the same minute reaches an open page), about 130 B on every page.
 * Measured: /bn/status 141,735 B (107 B over +4.75 KB), /bn/timetable 146,772 B (24 B over
 * +9.75 KB); the text pages kept room. The status pages went to +4.9 KB, the timetable to +9.8 KB.
 *
 * Measured again once the fifth round's work was merged (27 November 2026): LiveStatus also keeps
 * a signal in an out-of-date bar, shows a ghat's "not yet recorded as left" line from its time
 * (issue 57) and compares publishes; the age gate carries the status bar (issue 52). The text
 * pages measure up to 141,173 B (+57 B over +4.25 KB), /bn/status 141,809 B (+28 B over +4.9 KB):
 * the text pages go to +4.35 KB, the status pages to +5 KB. CSS: the gate's status, the row badges
 * and the ghat lines take the Bangla pages to 9,355 B (37 B over 9.1 KB), so every kind gets
 * 9.2 KB.
 * The text pages then go to +4.4 KB: +4.35 KB left no room for a page added by README.md's "Add a
 * page" (e2e/build-steps/operator-edits.spec.ts), whose heading and description travel in its payload:
 * /bn/fares measured 141,219 B against 141,218 B in one build and passed in the one before.
 *
 * Then the bar's day-words chosen as the page is parsed (a small inline script after the banner,
 * components/status/StatusBanner.tsx), so that no word of the bar moves after the first paint:
 * +110 to +150 B on every page. Measured: text pages up to 141,320 B, /bn/status 141,953 B,
 * /bn/timetable 148,415 B. The text pages go to +4.6 KB (room for a page added by "Add a page"),
 * the status pages to +5.15 KB, the timetable to +11.5 KB.
 */
export const byteBudgets: Record<'landing' | 'page' | 'status' | 'timetable', Omit<ByteBudget, 'fonts'>> = {
  landing: {
    jsOverReference: 8 * KB,
    total: 160 * KB,
    html: 16 * KB,
    css: 9.2 * KB,
  },
  // Legal pages, /thank, /safety, /accessibility, /offline: text pages with the shared frame.
  page: {
    jsOverReference: 4.6 * KB,
    total: 155 * KB,
    html: 12 * KB,
    css: 9.2 * KB,
  },
  // The status pages: a text page with the push alerts' island (issue 44).
  status: {
    jsOverReference: 5.15 * KB,
    total: 155 * KB,
    html: 12 * KB,
    css: 9.2 * KB,
  },
  // The timetable pages (/timetable, /bn/timetable): every table, the map and the trip finder.
  timetable: {
    jsOverReference: 11.5 * KB,
    total: 170 * KB,
    html: 30 * KB,
    css: 9.2 * KB,
  },
};

/** How big the timetable is: the pages that carry it grow with its routes and sailings. */
export type NetworkSize = { routes: number; sailings: number };

/** The timetable's size, from content/timetable/timetable.json (read as JSON: no check needed to count). */
export function networkSize(
  data: { routes: { sailings: unknown[] }[] } = JSON.parse(
    readFileSync(join(__dirname, '..', 'content', 'timetable', 'timetable.json'), 'utf8'),
  ),
): NetworkSize {
  return { routes: data.routes.length, sailings: data.routes.reduce((count, route) => count + route.sailings.length, 0) };
}

/**
 * The timetable the limits above were set at (26 November 2026), and what each route and sailing
 * beyond it may add, gzipped, by kind of page: a route added in content/ alone then passes, and a
 * page that grows for another reason still fails. A route brings its section, its line on the map,
 * its card and BoatTrip on the landing page and its name in the alert buttons; a sailing its rows
 * and its entry in the trip finder's data. Measured on 27 November 2026 by adding a route
 * (Dhaka – Patuakhali: a stop, two launches, two sailings: e2e/build-steps/operator-edits.spec.ts):
 * /timetable +121 B of JavaScript and +648 B of HTML, /bn/timetable +151 B and +783 B, the landing
 * pages +154 B of HTML, the status pages +80 B of HTML, the other pages nothing (±3 B, gzip's
 * jitter). The allowances are those figures with about a third more, shared between the route and
 * its sailings (the finder's data and the tables' rows grow per sailing); fewer routes or sailings
 * than budgetedNetwork lower the limits the same way.
 */
export const budgetedNetwork: NetworkSize = { routes: 4, sailings: 14 };
type Growth = Partial<Pick<ByteBudget, 'jsOverReference' | 'html' | 'total'>>;
export const networkGrowth: Record<keyof typeof byteBudgets, { perRoute: Growth; perSailing: Growth }> = {
  landing: { perRoute: { html: 200, total: 200 }, perSailing: {} },
  page: { perRoute: {}, perSailing: {} },
  status: { perRoute: { html: 100, total: 100 }, perSailing: {} },
  timetable: { perRoute: { jsOverReference: 80, html: 400, total: 480 }, perSailing: { jsOverReference: 60, html: 300, total: 360 } },
};

/**
 * What the offline-reading service worker fetches on install (scripts/build/post-build/service-worker.ts), counted
 * as it travels (gzip level 9): a visitor's first visit downloads it in the background, on a data
 * plan that pays by the megabyte. The benchmark prints the uncompressed size the browser stores
 * too (about 0.9 MB for eight pages, their scripts, styles and the Bengali font).
 */
export const precacheLimit = 1024 * KB;

/**
 * Web fonts a page may declare, by language. English text uses the system's UI font; its one
 * Bangla word, the language switch, comes from a 1 KB subset. Bangla pages carry the Bengali face
 * (one variable file, weights 400 to 900) cut to the site's text by scripts/build/bengali-font.ts,
 * which a phone that has the font never uses (local() comes first). The cut was 41 KB in November
 * 2026 (the full variable face is 105 KB, the cuts of two static weights were 50 KB): a device
 * without the font fetches it before its first paint, so every KB adds to the Bangla pages' LCP
 * there. The limit leaves room for about 40 more conjuncts in new text.
 */
export const fontBudgets: Record<'en' | 'bn', number> = { en: 1.5 * KB, bn: 48 * KB };

/**
 * Which limits apply to a route: its kind (lib/site/pages.ts), in either language, its language's
 * fonts, and the timetable's size (the project's own unless given: a test of a copy gives the copy's).
 */
export function budgetFor(route: string, network: NetworkSize = networkSize()): ByteBudget {
  const language = route === '/bn' || route.startsWith('/bn/') ? 'bn' : 'en';
  const path = language === 'bn' ? route.slice(3) || '/' : route;
  // The page registry (lib/site/pages.ts) names each page's kind; an unknown route is held to a text page's.
  const kindName = pageAt(path)?.budget ?? 'page';
  const { perRoute, perSailing } = networkGrowth[kindName];
  const grown = (limit: keyof Growth) =>
    byteBudgets[kindName][limit] +
    Math.round(
      (perRoute[limit] ?? 0) * (network.routes - budgetedNetwork.routes) +
        (perSailing[limit] ?? 0) * (network.sailings - budgetedNetwork.sailings),
    );
  const kind = { ...byteBudgets[kindName], jsOverReference: grown('jsOverReference'), html: grown('html'), total: grown('total') };
  const fonts = fontBudgets[language];
  return { ...kind, fonts, total: kind.total + fonts };
}

/**
 * Checks one page's first-load bytes (bench/weights.ts `pageWeight`) against its limits:
 * the one rule `npm run bench` prints and e2e/budget/budget.spec.ts asserts. `reference` is the
 * reference page's JavaScript: the test uses the recorded figure, the benchmark the one it
 * measures in the same run. One line per limit: what it limits, whether the page keeps to it, and
 * a message with both figures.
 */
export function checkByteBudget(
  route: string,
  weight: Pick<PageWeight, 'js' | 'html' | 'css' | 'fonts' | 'total'>,
  reference = referenceJs,
  network?: NetworkSize,
): { what: string; ok: boolean; message: string }[] {
  const budget = budgetFor(route, network);
  const atMost = (what: string, value: number, limit: number) => ({
    what,
    ok: value <= limit,
    message: `${what}: ${value} B, at most ${limit} B`,
  });
  return [
    atMost(`JS (files + inline, reference + ${kb(budget.jsOverReference)} KB)`, weight.js, reference + budget.jsOverReference),
    atMost('HTML', weight.html, budget.html),
    atMost('CSS', weight.css, budget.css),
    atMost('fonts (preloaded and declared by the CSS)', weight.fonts, budget.fonts),
    { what: 'first load', ok: weight.total < budget.total, message: `first load: ${weight.total} B, below ${budget.total} B` },
  ];
}

/** Timing and score targets, medians of `npm run bench` (never asserted by a test: timing is noisy). */
export const timingBudgets = {
  // Lighthouse category scores, 0..1: 100 is the aim, 99 the least to land for performance.
  minPerformance: 0.99,
  minAccessibility: 1,
  minBestPractices: 1,
  minSeo: 1,
  maxCls: 0,
  // Landing page against the reference page measured in the same run.
  maxLcpRatio: 1.1,
  maxTbtRatio: 1.1,
  maxLandingLcpMs: 1500,
};
