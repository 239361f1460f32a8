import type { Metadata, Viewport } from 'next';
import { brand, nightColor, themeColor } from '../site/brand';
import { localeInfo, localePath, locales, otherLocale, type Locale } from '../i18n/locales';
import { pageWords } from '../words/page-words';
import { pages, type PageEntry, type PageKey } from '../site/pages';
import { pageUrl, previewAlt, previewImage, siteDescription, siteTitle, siteUrl } from './site-url';

type PageMetadataInput = {
  locale: Locale;
  /** Unique per page; the brand is added after it, except on the landing page. */
  title: string;
  description: string;
  /** The English route path, e.g. '/privacy_policy'; '/' for the landing page. */
  path: string;
  /** Keep the page out of search results (the thank-you page). */
  noindex?: boolean;
};

/** The page's URL in every language, plus x-default (English), for hreflang links and the sitemap. */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales) alternates[localeInfo[locale].lang] = pageUrl(localePath(locale, path));
  alternates['x-default'] = pageUrl(path);
  return alternates;
}

/**
 * Metadata for one page, made the same way everywhere: title, description, canonical URL, its
 * twin in the other language, and the link preview (Open Graph and Twitter card). Relative URLs
 * are made absolute by the root layout's metadataBase, i.e. from SITE_URL.
 *
 * A page's openGraph and twitter objects replace the layout's rather than merging with them, so
 * every field is set here and nothing relies on inheritance.
 */
export function pageMetadata({ locale, title, description, path, noindex = false }: PageMetadataInput): Metadata {
  // The landing page's title already leads with the brand; other pages get it as a suffix. The
  // full title is computed here (not by the layout's template) because og:title needs it too.
  const fullTitle = path === '/' ? title : `${title} | ${brand.name}`;
  const ownPath = localePath(locale, path);
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: ownPath, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      siteName: brand.name,
      locale: localeInfo[locale].ogLocale,
      alternateLocale: localeInfo[otherLocale(locale)].ogLocale,
      url: ownPath,
      title: fullTitle,
      description,
      images: [
        {
          url: previewImage.path,
          width: previewImage.width,
          height: previewImage.height,
          alt: previewAlt(locale),
          type: previewImage.type,
        },
      ],
    },
    // Next.js fills twitter:title, description and image from openGraph above: one source.
    twitter: { card: 'summary_large_image' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The metadata of a page of the registry (lib/site/pages.ts): its words, its path, whether it is indexed. */
export function metadataFor(locale: Locale, key: PageKey): Metadata {
  const page: PageEntry = pages[key];
  const { title, description } = pageWords(locale, key);
  return pageMetadata({ locale, title, description, path: page.path, noindex: !page.search.indexed });
}

/**
 * Defaults for every page of a language (its root layout); each page's pageMetadata() adds its own
 * title, canonical URL and link preview. The icons and the manifest are linked by Next.js from
 * their files in app/.
 */
/**
 * Every page's viewport tags: the browser's toolbar in the brand's teal, night teal in the dark
 * scheme, and `color-scheme` so that the canvas is dark before the stylesheet has arrived (the page
 * follows the phone's setting in CSS alone: tailwind.config.ts, `roles`).
 */
export const siteViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: themeColor },
    { media: '(prefers-color-scheme: dark)', color: nightColor },
  ],
  colorScheme: 'light dark',
};

export function rootMetadata(locale: Locale): Metadata {
  return {
    // Every relative URL in metadata (canonical, og:url, og:image) is made absolute from SITE_URL.
    metadataBase: siteUrl,
    title: { default: siteTitle(locale), template: `%s | ${brand.name}` },
    description: siteDescription(locale),
    // Our phone numbers are tel: links already; iOS Safari must not wrap other digit runs in links
    // of its own, which would also change the DOM React hydrates.
    formatDetection: { telephone: false },
  };
}
