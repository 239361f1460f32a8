import { brand } from './brand';
import { legalDocuments } from './legal';

/**
 * The public address the site is deployed at, set at build time with SITE_URL. Every absolute URL
 * (canonical links, sitemap, link previews, structured data) is made from it.
 */
export const siteUrl = new URL(process.env.SITE_URL || 'https://www.nodipoth.example');

export const siteDescription =
  'Safe, on-time river launches from the Barishal hub: overnight cabins to Dhaka Sadarghat and day launches to Bhola, Mehendiganj and Jhalokathi.';

export const siteTitle = `${brand.name}: river launches from Barishal`;

/** The legal pages as links, for the footer and the sitemap: paths and titles from lib/legal.ts. */
export const legalPages = legalDocuments.map((document) => ({ href: document.path, label: document.title }));

/**
 * The link-preview image every page shares (app/opengraph-image.png/route.tsx draws it). Social
 * sites want 1200x630 and read the size from the page so they need not download it first.
 */
export const previewImage = {
  path: '/opengraph-image.png',
  width: 1200,
  height: 630,
  alt: `${brand.name}: a passenger launch on the river at dawn, with the brand name and tagline`,
  type: 'image/png',
} as const;

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

/**
 * Open Graph locale. en_GB: the site is written in British English, and en_BD is not a locale
 * the large link-preview consumers recognise.
 */
export const ogLocale = 'en_GB';
