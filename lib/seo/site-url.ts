import { dictionary, fillCopy } from '../words/copy';
import type { Locale } from '../i18n/locales';
import { pageWords } from '../words/page-words';

/**
 * The public address the site is deployed at, set at build time with SITE_URL. Every absolute URL
 * (canonical links, sitemap, link previews, structured data) is made from it.
 */
export const siteUrl = new URL(process.env.SITE_URL || 'https://www.nodipoth.example');

/** The landing page's description, which is the site's. */
export function siteDescription(locale: Locale): string {
  return pageWords(locale, 'home').description;
}

/** The landing page's title, which is the site's. */
export function siteTitle(locale: Locale): string {
  return pageWords(locale, 'home').title;
}

/**
 * The link-preview image every page shares (app/opengraph-image.png/route.tsx draws it). Social
 * sites want 1200x630 and read the size from the page so they need not download it first.
 */
export const previewImage = {
  path: '/opengraph-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

export function previewAlt(locale: Locale): string {
  return fillCopy(locale, dictionary(locale).meta.previewAlt);
}

/** An absolute URL on the deployed site, for the places that must not be relative. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

/**
 * The absolute URL of a page, written as Next.js writes canonical links (no trailing slash, the
 * site root included), so the sitemap, structured data and canonical links agree to the letter.
 */
export function pageUrl(path: string): string {
  return absoluteUrl(path).replace(/\/$/, '');
}
