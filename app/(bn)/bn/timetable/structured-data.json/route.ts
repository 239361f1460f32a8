import { serializeJsonLd } from '@/lib/seo/structured-data';
import { timetableStructuredData } from '@/lib/timetable/structured-data';

/*
 * The timetable page's JSON-LD, written to out/bn/timetable/structured-data.json at build time; the
 * post-build step inlines it into out/bn/timetable.html's <head> (see app/structured-data.json).
 */
export const dynamic = 'force-static';

export function GET() {
  return new Response(serializeJsonLd(timetableStructuredData('bn')), {
    headers: { 'Content-Type': 'application/ld+json' },
  });
}
