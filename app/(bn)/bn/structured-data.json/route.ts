import { landingStructuredData, serializeJsonLd } from '@/lib/seo/structured-data';

/* The Bangla landing page's JSON-LD; see app/structured-data.json/route.ts for why it is a file. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(serializeJsonLd(landingStructuredData('bn')), {
    headers: { 'Content-Type': 'application/ld+json' },
  });
}
