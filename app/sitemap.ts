import type { MetadataRoute } from 'next';
import { locales, localePath, type Locale } from '@/lib/i18n/locales';
import { siteDocument, type DocumentName } from '@/lib/documents/legal';
import { languageAlternates } from '@/lib/seo/metadata';
import { pageKeys, pages, type PageEntry, type PageKey } from '@/lib/site/pages';
import { pageUrl } from '@/lib/seo/site-url';
import { timetable } from '@/lib/timetable/model';

export const dynamic = 'force-static';

/**
 * A page's last change, where the registry says it has one to give: the fares check, or its
 * document's review in that language (the front matter of content/legal/<lang>/<key>.md).
 */
function lastModified(key: PageKey, page: PageEntry, locale: Locale): string | undefined {
  if (!page.search.indexed || !page.search.datedBy) return undefined;
  if (page.search.datedBy === 'timetable') return timetable.faresCheckedOn;
  const document = siteDocument(locale, key as DocumentName);
  if (!document) throw new Error(`lib/site/pages.ts: ${key} is dated by its document, but content/legal/${locale} has no ${key}.md`);
  return document.reviewed;
}

/**
 * The pages the registry (lib/site/pages.ts) marks as indexed, in both languages, each with its twin as
 * an alternate. Not /thank (only reached after a form), /offline or the 404 page.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return pageKeys.flatMap((key) => {
    const page: PageEntry = pages[key];
    if (!page.search.indexed) return [];
    const { changeFrequency, priority } = page.search;
    return locales.map((locale) => ({
      url: pageUrl(localePath(locale, page.path)),
      ...(lastModified(key, page, locale) ? { lastModified: lastModified(key, page, locale) } : {}),
      changeFrequency,
      priority,
      alternates: { languages: languageAlternates(page.path) },
    }));
  });
}
