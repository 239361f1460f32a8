import type { MetadataRoute } from 'next';
import { LEGAL_LAST_UPDATED } from '@/lib/constants';
import { locales, localePath } from '@/lib/i18n';
import { languageAlternates } from '@/lib/metadata';
import { pageKeys, pages, type PageEntry, type PageKey } from '@/lib/pages';
import { ACCESSIBILITY_REVIEWED } from '@/lib/safety';
import { pageUrl } from '@/lib/site';
import { timetable } from '@/lib/timetable/model';

export const dynamic = 'force-static';

/** A page's last change, where the registry says it has one to give: the fares check or its document's review. */
function lastModified(key: PageKey, page: PageEntry): string | undefined {
  if (!page.search.indexed || !page.search.datedBy) return undefined;
  if (page.search.datedBy === 'timetable') return timetable.faresCheckedOn;
  return key === 'accessibility' ? ACCESSIBILITY_REVIEWED : LEGAL_LAST_UPDATED;
}

/**
 * The pages the registry (lib/pages.ts) marks as indexed, in both languages, each with its twin as
 * an alternate. Not /thank (only reached after a form), /offline or the 404 page.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return pageKeys.flatMap((key) => {
    const page: PageEntry = pages[key];
    if (!page.search.indexed) return [];
    const { changeFrequency, priority } = page.search;
    const modified = lastModified(key, page);
    return locales.map((locale) => ({
      url: pageUrl(localePath(locale, page.path)),
      ...(modified ? { lastModified: modified } : {}),
      changeFrequency,
      priority,
      alternates: { languages: languageAlternates(page.path) },
    }));
  });
}
