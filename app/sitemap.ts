import type { MetadataRoute } from 'next';
import { LEGAL_LAST_UPDATED } from '@/lib/constants';
import { pageUrl, legalPages } from '@/lib/site';

export const dynamic = 'force-static';

/**
 * The pages search engines should index: the landing page and the legal pages. Not /thank (it is
 * noindex and only reached after a form) and not the 404 page.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: pageUrl('/'), changeFrequency: 'monthly', priority: 1 },
    ...legalPages.map(({ href }) => ({
      url: pageUrl(href),
      // The legal pages carry their own "last updated" date; the landing page has none to give.
      lastModified: LEGAL_LAST_UPDATED.iso,
      changeFrequency: 'yearly' as const,
      priority: 0.3,
    })),
  ];
}
