import { localeInfo, localePath, otherLocale, type Locale } from '@/lib/i18n/locales';

/**
 * A plain link to the same page in the other language, named in that language and marked with
 * its lang and hreflang so screen readers pronounce it and search engines pair the two. No script
 * and no remembered choice: the address alone says which language a page is in.
 */
export function LanguageSwitch({ locale, path }: { locale: Locale; path: string }) {
  const target = otherLocale(locale);
  const { lang, name } = localeInfo[target];
  return (
    <a href={localePath(target, path)} lang={lang} hrefLang={lang} className="lang-switch">
      {name}
    </a>
  );
}
