import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site-url';

export const dynamic = 'force-static';

/**
 * Everything may be crawled. /thank is not disallowed on purpose: a crawler must fetch it to
 * read its noindex.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
