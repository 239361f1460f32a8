import type { Metadata } from 'next';

type PageMetadataInput = {
  /** Unique per page; the root layout's template adds the brand. */
  title: string;
  description: string;
  /** Route path, e.g. '/privacy_policy'; '/' for the landing page. */
  path: string;
  /** Keep the page out of search results (the thank-you page). */
  noindex?: boolean;
};

/** Metadata for one page: title, description and canonical URL, made the same way everywhere. */
export function pageMetadata({ title, description, path, noindex = false }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
