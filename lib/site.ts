import { brand } from './brand';

/**
 * The public address the site is deployed at, set at build time with SITE_URL. Every absolute URL
 * (canonical links, sitemap, link previews, structured data) is made from it.
 */
export const siteUrl = new URL(process.env.SITE_URL || 'https://www.nodipoth.example');

export const siteDescription =
  'Safe, on-time river launches from the Barishal hub: overnight cabins to Dhaka Sadarghat and day launches to Bhola, Mehendiganj and Jhalokathi.';

export const siteTitle = `${brand.name}: river launches from Barishal`;

/** Pages of the site, for links and the sitemap. */
export const legalPages = [
  { href: '/privacy_policy', label: 'Privacy Policy' },
  { href: '/cookies_policy', label: 'Cookies Policy' },
  { href: '/terms_of_service', label: 'Terms of Service' },
  { href: '/refund_policy', label: 'Refund Policy' },
] as const;
