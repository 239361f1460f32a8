/**
 * Apart from the live files (./live-files.ts) because it reads the page registry, which no page's
 * script should carry (AlertsScript imports the live files: the registry there cost the status
 * and timetable pages 3 KB of JavaScript).
 */
import { localePath, locales, type Locale } from '../i18n/locales';
import { pagePaths } from '../site/pages';
import type { LiveFile } from './live-files';

/**
 * THE LIVE PAGES: every other exported page of both languages, and the one 404 page (English
 * first, with an English bar). Each carries the bar (and the timetable its route and sailing
 * blocks), so a publish writes them too, in the same live version as the live files: the HTML
 * a visitor gets says the status in force before any script runs (docs/decisions/025-every-page-published.md). They are
 * pages like any other for caching (deploy/headers.ts: revalidated on every load), served from
 * the live version first by deploy/nginx.conf's page locations.
 */
export const livePages: readonly (LiveFile & { locale: Locale })[] = [
  ...locales.flatMap((locale) =>
    pagePaths
      .filter((path) => path !== '/status')
      .map((path) => {
        const route = localePath(locale, path);
        return { locale, file: `${route.slice(1) || 'index'}.html`, path: route };
      }),
  ),
  { locale: 'en', file: '404.html', path: '/404' },
];
