/**
 * THE LIVE FILES: every file the status publisher writes, once, with the address visitors ask for
 * it at. deploy/headers.ts gives these addresses their caching (and deploy/nginx.conf's status
 * locations name the same ones; e2e/security/security.spec.ts holds the two together), the publisher
 * writes exactly these (lib/status/publish/), and the service worker keeps the status file
 * (scripts/build/post-build/service-worker.ts). Imports only the languages, so any build step may
 * read it, and the pages' scripts (AlertsScript's push.json) carry nothing more. Every other page
 * a publish writes: ./live-pages.ts.
 */
import { localePath, locales } from '../i18n/locales';

export type LiveFile = {
  /** Where the file lies in a site folder (out/) or in the deploy root's live folder. */
  file: string;
  /** The address visitors and programs ask for (a page by its clean URL). */
  path: string;
};

const perLanguage = (path: string, extension = '') =>
  locales.map((locale) => ({ file: `${localePath(locale, path).slice(1)}${extension}`, path: localePath(locale, path) }));

/** In the order a publish writes them: the status file last, in a site folder published file by file. */
export const liveFiles: readonly LiveFile[] = [
  ...perLanguage('/status', '.html'),
  ...perLanguage('/notices.atom'),
  { file: 'gtfs-rt/alerts.pb', path: '/gtfs-rt/alerts.pb' },
  { file: 'gtfs-rt/trip-updates.pb', path: '/gtfs-rt/trip-updates.pb' },
  { file: 'push.json', path: '/push.json' },
  // The on-time record (issue 57: lib/status/on-time.ts).
  { file: 'on-time.csv', path: '/on-time.csv' },
  { file: 'status.json', path: '/status.json' },
];

/** The addresses, for the response headers. */
export const livePaths = liveFiles.map((entry) => entry.path);

/** The status file the pages read after their first paint. */
export const statusFilePath = '/status.json';

/**
 * Push alerts (issue 44): `{ "key": null }` where no status desk takes subscriptions (any static
 * host), or the desk's VAPID public key once it runs. The alert buttons show only with a key. A
 * live file, so the desk sets it through the one publish path and every publish carries it over.
 */
export const pushFilePath = '/push.json';
export type PushFile = { key: string | null };
