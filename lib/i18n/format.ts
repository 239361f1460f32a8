/**
 * Numbers, dates, times and taka as each language writes them, always from data and always in
 * Bangladesh time. Formatting happens at build time in Node, so the browser's own ICU (which can
 * differ) never changes what the HTML says.
 */
import { spellDuration } from '../timetable/departures';
import { localeInfo, type Locale } from './locales';
import { clockPattern } from './patterns';

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

/**
 * A fare in whole taka with the locale's grouping, as Bangladeshi fare charts write it: "Tk 1,200"
 * in English (as the country's English press does) and "১,২০০ টাকা" in Bangla. Not the sign ৳: it
 * is a Bengali character, drawn as a box on English pages where the device has no Bengali font.
 * A no-break space keeps the amount and its unit on one line in a narrow table cell.
 */
export function formatTaka(locale: Locale, amount: number): string {
  if (!Number.isInteger(amount)) throw new Error(`A fare is whole taka: ${amount}`);
  const figure = formatNumber(locale, amount);
  return locale === 'bn' ? `${figure}\u00a0টাকা` : `Tk\u00a0${figure}`;
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
  return new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(`${isoDate}T12:00:00+06:00`));
}

/**
 * Dates as one phrase, the days of a month together: "March 6, 7, 8 and 9, 2027" /
 * "৬, ৭, ৮ ও ৯ মার্চ, ২০২৭". Each month is written as formatDate writes its last date, with the
 * day replaced by the list of days.
 */
export function formatDates(locale: Locale, isoDates: readonly string[]): string {
  const intl = locale === 'en' ? 'en-US' : localeInfo[locale].intl;
  const format = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: TIME_ZONE });
  const months = new Map<string, string[]>();
  for (const date of [...isoDates].sort()) months.set(date.slice(0, 7), [...(months.get(date.slice(0, 7)) ?? []), date]);
  const phrases = [...months.values()].map((dates) => {
    const days = formatList(
      locale,
      dates.map((date) => formatPlain(locale, Number(date.slice(8)))),
    );
    return format
      .formatToParts(new Date(`${dates.at(-1)}T12:00:00+06:00`))
      .map((part) => (part.type === 'day' ? days : part.value))
      .join('');
  });
  return formatList(locale, phrases);
}

/*
 * Clock times and durations. Timetable times are data written "HH:MM" (24-hour, Bangladesh time);
 * passengers read them on a 12-hour clock: "9:00 pm" in English, and in Bangla with the part of
 * the day in front, as it is said: "রাত ৯:০০".
 */

/**
 * Bangla parts of the day by the hour they start, as passengers in Barishal name them: the one
 * table (content/words/glossary.md prints it). 06:00 is ভোর, as a ghat says "ভোর ৬টা": the
 * overnight launches arrive then, and a signal "until 06:00" is said the same way everywhere.
 */
export const banglaDayParts: readonly (readonly [fromHour: number, word: string])[] = [
  [0, 'রাত'],
  [4, 'ভোর'],
  [7, 'সকাল'],
  [12, 'দুপুর'],
  [15, 'বিকাল'],
  [18, 'সন্ধ্যা'],
  [20, 'রাত'],
];

/** The Bangla part of the day of an hour (0-23): 2 → "রাত", 6 → "ভোর". */
export function banglaDayPart(hour: number): string {
  return [...banglaDayParts].reverse().find(([from]) => hour >= from)![1];
}

/**
 * Until when a time after midnight still belongs to the night before: "আজ দিবাগত রাত ২:০০" is
 * 02:00 tomorrow, as Bangladeshi notices and news say it ("আগামীকাল রাত ২টা" reads as tomorrow
 * night, a day late). Dawn (06:00) ends it.
 */
const NIGHT_ENDS_HOUR = 6;

const clockCache = new Map<Locale, Intl.DateTimeFormat>();

/** "HH:MM" (24-hour) → minutes after midnight; throws on anything else. */
export function parseClock(time: string): number {
  const match = clockPattern.exec(time);
  if (!match) throw new Error(`Not a time "HH:MM": ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "21:00" → "9:00 pm" / "রাত ৯:০০"; "05:30" → "5:30 am" / "ভোর ৫:৩০"; "06:00" → "ভোর ৬:০০". */
export function formatTime(locale: Locale, time: string): string {
  const minutes = parseClock(time);
  let format = clockCache.get(locale);
  if (!format) {
    // hourCycle h12, not hour12: en-GB's hour12 writes twenty past midnight as "0:20 am".
    format = new Intl.DateTimeFormat(localeInfo[locale].intl, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'UTC' });
    clockCache.set(locale, format);
  }
  const instant = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  if (locale === 'en') return format.format(instant);
  const parts = format.formatToParts(instant);
  const clock = parts
    .filter((part) => part.type === 'hour' || part.type === 'minute')
    .map((part) => part.value)
    .join(':');
  return `${banglaDayPart(Math.floor(minutes / 60))} ${clock}`;
}

export const durationUnits: Record<Locale, { h: string; min: string; day: string; days: string }> = {
  en: { h: 'h', min: 'min', day: 'day', days: 'days' },
  bn: { h: 'ঘণ্টা', min: 'মিনিট', day: 'দিন', days: 'দিন' },
};

/** 510 minutes → "8 h 30 min" / "৮ ঘণ্টা ৩০ মিনিট"; 120 → "2 h" / "২ ঘণ্টা". */
export function formatDuration(locale: Locale, minutes: number): string {
  return spellDuration(minutes, durationUnits[locale], (n) => formatPlain(locale, n));
}

/** A weekday, 0 = Sunday: "Sunday" / "রবিবার" (long) or "Sun" / "রবি" (short). */
export function formatWeekday(locale: Locale, weekday: number, width: 'long' | 'short' = 'long'): string {
  // 2 January 2000 was a Sunday.
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 2 + weekday)),
  );
}

/** Month names, January first, for texts the browser assembles without Intl. */
export function monthNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(localeInfo[locale].intl, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2000, month, 15))));
}

/**
 * A list in the locale's words: ["Sun", "Tue", "Thu"] → "Sun, Tue and Thu" / "রবি, মঙ্গল ও বৃহস্পতি".
 * Bangla is joined here, not by Intl: ICU's Bangla "and" is এবং, where a list of names or days
 * reads with ও (glossary: lists), and its "or" puts a comma before বা, which Bangla writes without;
 * browsers' ICU differ besides. English keeps Intl's.
 */
export function formatList(locale: Locale, items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  if (locale === 'bn') {
    if (items.length < 2) return items.join('');
    return `${items.slice(0, -1).join(', ')} ${type === 'conjunction' ? 'ও' : 'বা'} ${items.at(-1)!}`;
  }
  return new Intl.ListFormat(localeInfo[locale].intl, { style: 'long', type }).format(items);
}

/*
 * Status times as people say them, from the reader's day: a time today is a time ("6:00 am",
 * "tonight 9:00 pm"), the day either side by name ("tomorrow 6:00 am", "yesterday 8:00 am"), a date
 * of the same year without its year ("November 25, 6:00 am"). `today` is the reader's date in
 * Bangladesh ("YYYY-MM-DD"); null says the full date (the feeds, read any day).
 */
const dayWords: Record<Locale, { today: string; tonight: string; tomorrow: string; yesterday: string }> = {
  en: { today: 'today', tonight: 'tonight', tomorrow: 'tomorrow', yesterday: 'yesterday' },
  bn: { today: 'আজ', tonight: 'আজ', tomorrow: 'আগামীকাল', yesterday: 'গতকাল' },
};

/** The ISO date `days` after another: ("2026-11-24", 1) → "2026-11-25". */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A calendar date without its year: "November 25" / "২৫ নভেম্বর". */
function dateThisYear(locale: Locale, isoDate: string): string {
  const intl = locale === 'en' ? 'en-US' : localeInfo[locale].intl;
  return new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', timeZone: TIME_ZONE }).format(
    new Date(`${isoDate}T12:00:00+06:00`),
  );
}

/**
 * A date as said from `today`: "today", "tomorrow", "November 25", else the full date. `today` may
 * be a year alone ("2026"): no day is named, and a date of that year has no year.
 */
export function formatDay(locale: Locale, isoDate: string, today: string | null): string {
  if (today === null) return formatDate(locale, isoDate);
  if (today.length === 4) return isoDate.startsWith(today) ? dateThisYear(locale, isoDate) : formatDate(locale, isoDate);
  const words = dayWords[locale];
  if (isoDate === today) return words.today;
  if (isoDate === addDays(today, 1)) return words.tomorrow;
  if (isoDate === addDays(today, -1)) return words.yesterday;
  return isoDate.slice(0, 4) === today.slice(0, 4) ? dateThisYear(locale, isoDate) : formatDate(locale, isoDate);
}

/**
 * Bangladesh time "YYYY-MM-DD HH:MM" as said from `today`: "6:00 am", "tonight 9:00 pm", "tomorrow
 * 6:00 am". In Bangla a time after midnight and before dawn belongs to the night before: 02:00
 * tomorrow is "আজ দিবাগত রাত ২:০০", 02:00 on 29 November "২৮ নভেম্বর দিবাগত রাত ২:০০"; only a time
 * of the reader's own day is said as a bare time ("রাত ২:০০" read at 1 am).
 */
export function formatWhen(locale: Locale, value: string, today: string | null): string {
  const [date, time] = value.split(' ') as [string, string];
  const clock = formatTime(locale, time);
  if (locale === 'bn' && parseClock(time) < NIGHT_ENDS_HOUR * 60 && date !== today) {
    const night = `দিবাগত রাত ${clock.slice(clock.indexOf(' ') + 1)}`;
    return `${formatDay(locale, addDays(date, -1), today)} ${night}`;
  }
  if (today === null) return `${formatDate(locale, date)}, ${clock}`;
  if (today.length === 4) return `${formatDay(locale, date, today)}, ${clock}`;
  if (date === today) return parseClock(time) >= 18 * 60 ? `${dayWords[locale].tonight} ${clock}` : clock;
  const day = formatDay(locale, date, today);
  return date === addDays(today, 1) || date === addDays(today, -1) ? `${day} ${clock}` : `${day}, ${clock}`;
}

/** The date in Bangladesh at an instant: "2026-11-24". */
export function dhakaDate(now: number): string {
  return new Date(now + 6 * 3_600_000).toISOString().slice(0, 10);
}
