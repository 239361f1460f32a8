import type { JsonLdGraph } from '@/lib/structuredData';

/**
 * JSON-LD for search engines. `<` is escaped as \u003c so no string in the data can close the
 * script element early; JSON parsers read the escape back as `<`. The block is data, not code,
 * so the site's script CSP does not apply to it.
 */
export function StructuredData({ data }: { data: JsonLdGraph }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
