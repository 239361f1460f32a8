/**
 * The site's two languages. English keeps the spec's routes at the root; Bangla mirrors every
 * page under /bn with the same slugs. Nothing detects or remembers a visitor's language: each
 * page links to its twin.
 */
export const locales = ['en', 'bn'] as const;
export type Locale = (typeof locales)[number];

type LocaleInfo = {
  /** The html lang attribute and hreflang value. */
  lang: string;
  /** Intl locale for numbers and dates. */
  intl: string;
  /** Open Graph locale (en_GB: the copy is British English; bn_BD is what Facebook knows). */
  ogLocale: string;
  /** The language's own name, the label of the switch that leads to it. */
  name: string;
  /** URL prefix of the language's pages. */
  prefix: '' | '/bn';
  /** What ends a sentence: the danda in Bangla (content/words/glossary.md). */
  fullStop: '.' | '।';
};

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { lang: 'en', intl: 'en-GB', ogLocale: 'en_GB', name: 'English', prefix: '', fullStop: '.' },
  bn: { lang: 'bn', intl: 'bn-BD', ogLocale: 'bn_BD', name: 'বাংলা', prefix: '/bn', fullStop: '।' },
};

/** The other language: where the language switch leads. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'bn' : 'en';
}

/**
 * A page's path in a language. `path` is the English route ('/', '/privacy_policy', '/#faq');
 * Bangla puts /bn in front ('/bn', '/bn/privacy_policy', '/bn#faq').
 */
export function localePath(locale: Locale, path: string): string {
  const prefix = localeInfo[locale].prefix;
  if (!prefix) return path;
  if (path === '/') return prefix;
  if (path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** Sentences joined as the language writes them: ["8 h", "Daily"] → "8 h. Daily." / "৮ ঘণ্টা। প্রতিদিন।" */
export function sentences(locale: Locale, parts: readonly string[]): string {
  const stop = localeInfo[locale].fullStop;
  return parts.map((part) => `${part}${stop}`).join(' ');
}
