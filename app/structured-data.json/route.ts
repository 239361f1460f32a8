import { landingStructuredData, serializeJsonLd } from '@/lib/seo/structured-data';

/*
 * The landing page's JSON-LD, written to out/structured-data.json at build time and then inlined
 * into out/index.html's <head> by scripts/build/post-build/inline-structured-data.ts (a structured-data.json
 * route in any folder feeds that folder's page the same way). Rendered in the page by
 * React it would be sent twice, once in the HTML and once more in the page's inline script
 * payload that React hydrates from: about 1 KB of gzipped JavaScript for data no script reads.
 */
export const dynamic = 'force-static';

export function GET() {
  return new Response(serializeJsonLd(landingStructuredData('en')), {
    headers: { 'Content-Type': 'application/ld+json' },
  });
}
