import { join, resolve } from 'node:path';
import { localeInfo, localePath, locales, type Locale } from '../../lib/i18n/locales';
import { pageKeys, pagePaths as registryPaths, pages as registry, type PageEntry } from '../../lib/site/pages';

/** The exported site the tests run against (`npm run build` writes it). */
export const outDir = join(resolve(__dirname, '..', '..'), 'out');

/**
 * Every page by its English route, from the page registry (lib/site/pages.ts). Each exists in every
 * language (Bangla under /bn), so a page added to the registry is covered by every page-level test
 * in both languages.
 */
export const pagePaths = registryPaths;

export type PagePath = (typeof pagePaths)[number];

/** One exported page: its language, its English route and the route it is served at. */
export type SitePage = { locale: Locale; path: PagePath; route: string };

/** Every page in every language, English first. */
export const pages: readonly SitePage[] = locales.flatMap((locale) =>
  pagePaths.map((path) => ({ locale, path, route: localePath(locale, path) })),
);

/**
 * One page for each set of scripts, for the checks whose outcome only the page's scripts can
 * change: the landing page (age gate, modals, FAQ, scroll effects), the timetable (the trip finder,
 * the one script that reads the address) and a text page (only the shell's islands, which every
 * page has: the menu, the notice clock, offline reading).
 */
export const islandPaths: readonly PagePath[] = ['/', '/timetable', '/privacy_policy'];

/** Those pages in every language. */
export const islandPages: readonly SitePage[] = pages.filter((page) => islandPaths.includes(page.path));

/** Every route the export serves, both languages. */
export const routes: readonly string[] = pages.map((page) => page.route);

/** The pages of one language. */
export function pagesIn(locale: Locale): readonly SitePage[] {
  return pages.filter((page) => page.locale === locale);
}

/** Pages kept out of search results (noindex, not in the sitemap). */
export const noindexPaths: readonly PagePath[] = pageKeys.filter((key) => !registry[key].search.indexed).map((key) => registry[key].path);

/** Pages no link leads to: the register and login forms go to /thank, the offline worker to /offline. */
export const formOnlyPaths: readonly PagePath[] = pageKeys
  .filter((key) => (registry[key] as PageEntry).unlinked)
  .map((key) => registry[key].path);

/** A short tag for test titles: "[en]", "[bn]". */
export const tag = (locale: Locale) => `[${localeInfo[locale].lang}]`;

/** A path no page answers, served the export's 404.html. */
export const unknownPath = '/no-such-page';

/** The unknown path in each language: a static host answers both with the one bilingual 404 page. */
export const unknownPaths: Record<Locale, string> = { en: unknownPath, bn: localePath('bn', unknownPath) };

/** Paths the tests open expecting the 404 page (the console fixture lets their 404 message through). */
export const missingPaths = [
  unknownPath,
  '/privacy_policy/extra',
  '/a/b/c',
  unknownPaths.bn,
  localePath('bn', '/privacy_policy/extra'),
] as const;
