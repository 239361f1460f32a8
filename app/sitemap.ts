import type { MetadataRoute } from 'next';
import { pageLinks } from '@/lib/content';
import { timetable } from '@/lib/timetable';
import { locales, localePath, type Locale } from '@/lib/i18n';
import { legalKeys, legalPaths, siteDocument, type DocumentName } from '@/lib/legal';
import { languageAlternates } from '@/lib/metadata';
import { pageUrl } from '@/lib/site';

export const dynamic = 'force-static';

type Entry = MetadataRoute.Sitemap[number];

/** A document's review date in each language (its front matter, content/legal/<lang>/<doc>.md). */
const reviewed = (name: DocumentName) => (locale: Locale) => siteDocument(locale, name).reviewed;

/**
 * The pages search engines should index, in both languages, each with its twin as an alternate:
 * the landing page and the legal pages. Not /thank (it is noindex and only reached after a form)
 * and not the 404 page.
 */
const indexedPages: (Omit<Entry, 'url' | 'lastModified'> & { path: string; lastModified?: string | ((locale: Locale) => string) })[] = [
  { path: '/', changeFrequency: 'monthly', priority: 1 },
  // Fares are checked each season; the timetable carries the date they were.
  { path: pageLinks.timetable, lastModified: timetable.faresCheckedOn, changeFrequency: 'weekly', priority: 0.9 },
  { path: pageLinks.status, changeFrequency: 'always', priority: 0.8 },
  { path: pageLinks.safety, changeFrequency: 'monthly', priority: 0.6 },
  { path: pageLinks.accessibility, lastModified: reviewed('accessibility'), changeFrequency: 'yearly', priority: 0.3 },
  // The open data follows the timetable.
  { path: pageLinks.openData, lastModified: timetable.faresCheckedOn, changeFrequency: 'monthly', priority: 0.3 },
  ...legalKeys.map((key) => ({
    path: legalPaths[key],
    // The legal pages carry their own "last updated" date; the landing page has none to give.
    lastModified: reviewed(key),
    changeFrequency: 'yearly' as const,
    priority: 0.3,
  })),
];

export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPages.flatMap(({ path, lastModified, ...entry }) =>
    locales.map((locale) => ({
      url: pageUrl(localePath(locale, path)),
      ...entry,
      ...(lastModified && { lastModified: typeof lastModified === 'function' ? lastModified(locale) : lastModified }),
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
