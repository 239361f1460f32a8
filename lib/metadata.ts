import type { Metadata } from 'next';
import { brand } from './brand';
import { ogLocale, previewImage } from './site';

type PageMetadataInput = {
  /** Unique per page; the brand is added after it, except on the landing page. */
  title: string;
  description: string;
  /** Route path, e.g. '/privacy_policy'; '/' for the landing page. */
  path: string;
  /** Keep the page out of search results (the thank-you page). */
  noindex?: boolean;
};

/**
 * Metadata for one page, made the same way everywhere: title, description, canonical URL and the
 * link preview (Open Graph and Twitter card). Relative URLs here are made absolute by the root
 * layout's metadataBase, i.e. from SITE_URL.
 *
 * A page's openGraph and twitter objects replace the layout's rather than merging with them, so
 * every field is set here and nothing relies on inheritance.
 */
export function pageMetadata({ title, description, path, noindex = false }: PageMetadataInput): Metadata {
  // The landing page's title already leads with the brand; other pages get it as a suffix. The
  // full title is computed here (not by the layout's template) because og:title needs it too.
  const fullTitle = path === '/' ? title : `${title} | ${brand.name}`;
  const image = {
    url: previewImage.path,
    width: previewImage.width,
    height: previewImage.height,
    alt: previewImage.alt,
    type: previewImage.type,
  };
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: brand.name,
      locale: ogLocale,
      url: path,
      title: fullTitle,
      description,
      images: [image],
    },
    // Next.js fills twitter:title, description and image from openGraph above: one source.
    twitter: { card: 'summary_large_image' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
