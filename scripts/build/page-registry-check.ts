// The page registry (lib/site/pages.ts) against the route files in app/: every page folder with a
// page.tsx, in each language's route group, must be an entry, and every entry must have both.
// `npm run check` runs it (scripts/build/check-content.ts), so a page added without its entry, or an
// entry without its page, stops the build with what to add; e2e/data/pages.spec.ts tests it.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { localePath, locales, type Locale } from '../../lib/i18n/locales';
import { pageKeys, pages, type PageEntry } from '../../lib/site/pages';

/** Where each language's pages live in app/: the route group, and the folder its routes start in. */
const routeRoots: Record<Locale, string> = { en: '(en)', bn: join('(bn)', 'bn') };

/** The routes of one language's page.tsx files under app/, e.g. ['/', '/privacy_policy']. */
export function appRoutes(appDir: string, locale: Locale): string[] {
  const root = join(appDir, routeRoots[locale]);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'page.tsx') {
        const folder = relative(root, dir).split(sep).filter(Boolean).join('/');
        found.push(localePath(locale, `/${folder}`));
      }
    }
  };
  if (existsSync(root)) walk(root);
  return found.sort();
}

/** One line per page that is in app/ without a registry entry, or in the registry without its route file. */
export function pageRegistryProblems(appDir: string, registry: readonly PageEntry[] = pageKeys.map((key) => pages[key])): string[] {
  const problems: string[] = [];
  for (const locale of locales) {
    const files = appRoutes(appDir, locale);
    const entries = registry.map((page) => localePath(locale, page.path));
    for (const route of files.filter((route) => !entries.includes(route))) {
      problems.push(
        `app/${routeRoots[locale].split(sep).join('/')}${route === localePath(locale, '/') ? '' : route.replace(/^\/bn/, '')}/page.tsx: the page ${route} has no entry in lib/site/pages.ts (add one: its path, title, description and search settings).`,
      );
    }
    for (const route of entries.filter((route) => !files.includes(route))) {
      const folder = route.replace(/^\/bn/, '') || '/';
      problems.push(
        `lib/site/pages.ts: the page ${route} has no route file (add app/${routeRoots[locale].split(sep).join('/')}${folder === '/' ? '' : folder}/page.tsx).`,
      );
    }
  }
  return problems;
}
