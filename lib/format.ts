/**
 * Numbers, dates, times and taka as each language writes them, always from data and always in
 * Bangladesh time. Formatting happens at build time in Node, so the browser's own ICU (which can
 * differ) never changes what the HTML says.
 */
import { localeInfo, type Locale } from './i18n';

export const TIME_ZONE = 'Asia/Dhaka';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeInfo[locale].intl, options);
    cache.set(key, format);
  }
  return format;
}

/** 50000 → "50,000" / "৫০,০০০" (Bangla digits, lakh grouping from a lakh up). */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** A year or other number written without grouping: 2015 → "2015" / "২০১৫". */
export function formatPlain(locale: Locale, value: number): string {
  return numberFormat(locale, { useGrouping: false }).format(value);
}

/** 98 → "98%" / "৯৮%". */
export function formatPercent(locale: Locale, value: number): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A fare in whole taka with the locale's grouping: "৳1,200" / "১,২০০৳". */
export function formatTaka(locale: Locale, amount: number): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'BDT',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * Text whose digits are data but whose shape is fixed, such as a phone number as printed
 * ("+880 1755-204060"): each ASCII digit is written by Intl in the page's numbering system.
 */
export function localizeDigits(locale: Locale, text: string): string {
  return text.replace(/\d/g, (digit) => formatPlain(locale, Number(digit)));
}

/** An ISO calendar date ("2024-11-14") as "November 14, 2024" / "১৪ নভেম্বর, ২০২৪". */
export function formatDate(locale: Locale, isoDate: string): string {
  // The spec's English date reads month first (US style), the rest of the copy is British.
  const intl = locale === 'en' ? 'en-US' : localeInfo[locale].intl;
  return new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    new Date(`${isoDate}T12:00:00+06:00`),
  );
}
