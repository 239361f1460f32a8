'use client';

import { useEffect } from 'react';

const all = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll<HTMLElement>(selector));

/**
 * The clock pass over the live blocks (their attributes are described in StatusParts): entries
 * over by the visitor's clock hide, the out-of-date line shows, and the "none" lines follow.
 */
function tick() {
  const now = Date.now();
  for (const entry of all(document, '[data-ends-at]:not([data-if-none])')) entry.hidden = Number(entry.dataset.endsAt) <= now;
  // A line true only from a time on ("not yet recorded as left": ./Progress.tsx).
  for (const entry of all(document, '[data-shown-from]')) if (Number(entry.dataset.shownFrom) > now) entry.hidden = true;
  for (const line of all(document, '[data-stale-at]')) line.hidden = Number(line.dataset.staleAt) > now;
  const shows = (group: HTMLElement) => all(group, '[data-ends-at]:not([data-if-none])').some((entry) => !entry.hidden);
  for (const line of all(document, '[data-if-none]')) {
    line.hidden = shows(line.closest<HTMLElement>('[data-group],[data-live]')!) || Number(line.dataset.endsAt) <= now;
  }
  // A block with nothing to show hides: no entry, and no "none" line (out of date, a section of /status).
  for (const block of all(document, '[data-hide-empty]'))
    block.hidden = !shows(block) && all(block, '[data-if-none]').every((line) => line.hidden);
  for (const line of all(document, '[data-fresh-until]')) line.hidden = Number(line.dataset.freshUntil) <= now;
  // The bar: its most serious entry in force (once out of date, only the signal), and how many others.
  for (const bar of all(document, '[data-bar]')) {
    const entries = all(bar, '.bar-entry').filter((entry) => !entry.hidden);
    const stale = all(bar, '[data-stale-at]').some((line) => !line.hidden);
    const shown = stale ? entries.find((entry) => entry.dataset.keptStale !== undefined) : entries[0];
    entries.forEach((entry) => (entry.hidden = entry !== shown));
    const rest = stale ? 0 : Math.max(entries.length - 1, 0);
    for (const more of all(bar, '[data-more]')) more.hidden = Number(more.dataset.more) !== rest;
  }
  // Words said from the reader's day: today's, tomorrow's or any other day's, by the date in Bangladesh.
  const today = new Date(now + 6 * 3_600_000).toISOString().slice(0, 10);
  for (const said of all(document, '[data-said]')) {
    const shown = said.querySelector(`[data-today="${today}"]`) ?? said.querySelector('[data-today=""]');
    for (const variant of all(said, '[data-today]')) variant.hidden = variant !== shown;
  }
}

/** How often an open page asks for the status again while it is on screen. */
const REFRESH_MS = 60_000;

/**
 * The refresh interval. The tests set `window.nodipothStatusRefreshMs` before the page loads
 * (Playwright's addInitScript) to see a publish arrive without waiting a minute; nothing else does.
 */
const refreshMs = () => {
  const hook = (window as { nodipothStatusRefreshMs?: unknown }).nodipothStatusRefreshMs;
  return typeof hook === 'number' && hook > 0 ? hook : REFRESH_MS;
};

/** The banner, which names the publish that wrote the page (data-publish, epoch seconds; none in a build's page). */
const banner = () => document.querySelector<HTMLElement>('[data-live="banner"]');
const publishOf = (element: HTMLElement | null | undefined) => Number(element?.dataset.publish) || 0;

/**
 * Brings the published status into the page after its first paint, and again every minute while
 * the page is on screen (a conditional request: an unchanged status costs a 304), so a page left
 * open on a storm evening shows a cancellation within a minute of its publishing. /status.json is
 * small and revalidated on every load; only when it is from a newer publish than the page's own
 * status does this fetch the status page of the page's language, which the publisher wrote with
 * every live block, and copy them in by key. Newer: a later `updated`, or the same `updated` from a
 * later publish (a correction in the same minute): the file's Last-Modified, which the publisher
 * sets to the publish's moment, after the page's data-publish. Each Last-Modified is followed once,
 * so a host that stamps its own times costs one page fetch, not one a minute. A missing or broken
 * status keeps the page as it is, and says nothing in the console. The service worker marks a
 * status it answered from its cache (offline): the banner then says so.
 */
export function LiveStatus({ statusPage }: { statusPage: string }) {
  useEffect(() => {
    let followed = '';
    const update = async () => {
      const response = await fetch('/status.json', { cache: 'no-cache' });
      const ours = () => document.querySelector<HTMLElement>('[data-status-updated]')?.dataset.statusUpdated ?? '';
      const { updated } = (await response.json()) as { updated?: unknown };
      const modified = response.headers.get('last-modified') ?? '';
      const later = (Date.parse(modified) || 0) / 1000 > publishOf(banner()) && modified !== followed;
      if (response.ok && typeof updated === 'string' && (updated > ours() || (updated === ours() && later))) {
        followed = modified;
        const page = await fetch(statusPage, { cache: 'no-cache' });
        const published = new DOMParser().parseFromString(await page.text(), 'text/html');
        const theirs = published.querySelector<HTMLElement>('[data-status-updated]')?.dataset.statusUpdated ?? '';
        const theirPublish = publishOf(published.querySelector<HTMLElement>('[data-live="banner"]'));
        if (page.ok && (theirs > ours() || (theirs === ours() && theirPublish > publishOf(banner())))) {
          for (const block of all(document, '[data-live]')) {
            const source = published.querySelector<HTMLElement>(`[data-live="${block.dataset.live}"]`);
            if (source) block.innerHTML = source.innerHTML;
          }
          const own = banner();
          if (own && theirPublish) own.dataset.publish = String(theirPublish);
        }
      }
      if (response.headers.has('x-status-kept')) for (const line of all(document, '[data-offline]')) line.hidden = false;
      tick();
      window.dispatchEvent(new Event('live-status'));
    };
    let checkedAt = Date.now();
    const check = () => {
      checkedAt = Date.now();
      update().catch(() => {});
    };
    tick();
    check();
    // The clock pass every minute; the status only while the page is visible (a page in a
    // background tab asks nothing), and at once on coming back if a check is due.
    const every = refreshMs();
    const timer = window.setInterval(
      () => {
        tick();
        if (document.visibilityState === 'visible') check();
      },
      Math.min(every, REFRESH_MS),
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - checkedAt >= every) check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [statusPage]);
  return null;
}
