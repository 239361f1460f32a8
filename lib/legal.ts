/**
 * The legal pages. Their text is in lib/dictionaries (legal), written for the legal entity
 * (siteConfig), never the landing brand, with every number from lib/constants.ts so the policies
 * cannot drift from the FAQ, the age gate or the tests. LegalPage renders any of them.
 */
import { copyFacts, dictionary } from './copy';
import type { LegalDocumentText, LegalSectionText } from './dictionaries/en';
import { localePath, type Locale } from './i18n';

export type { LegalSectionText };

export const legalPaths = {
  privacy: '/privacy_policy',
  cookies: '/cookies_policy',
  terms: '/terms_of_service',
  refund: '/refund_policy',
} as const;

export type LegalKey = keyof typeof legalPaths;
export type LegalPath = (typeof legalPaths)[LegalKey];

/** The order the footer and the sitemap list them in. */
export const legalKeys: readonly LegalKey[] = ['privacy', 'cookies', 'terms', 'refund'];

export type LegalDocument = LegalDocumentText & {
  key: LegalKey;
  /** The English route; the page's own path is localePath(locale, path). */
  path: LegalPath;
};

/** One legal page in one language. */
export function legalDocument(locale: Locale, key: LegalKey): LegalDocument {
  return { ...dictionary(locale).legal(copyFacts(locale))[key], key, path: legalPaths[key] };
}

/** The legal pages as links in one language, for the footer. */
export function legalLinks(locale: Locale) {
  const texts = dictionary(locale).legal(copyFacts(locale));
  return legalKeys.map((key) => ({ href: localePath(locale, legalPaths[key]), label: texts[key].title }));
}
