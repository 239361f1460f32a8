/**
 * The bridge between facts and words: each language's dictionary, the facts its texts name
 * (lib/site/facts.ts) written for that language, and the one helper that puts them in (fillCopy).
 */
import { brand, siteConfig } from '../site/brand';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE, ALERT_ROUTES_KEY } from '../site/constants';
import { bn } from '../../content/words/bn';
import { en, type Dictionary } from '../../content/words/en';
import { checkedFacts, dictionaryProblems, refuse, siteFactProblems, type TextRules } from './facts-check';
import { facts, writeFact, type CopyFacts, type Fact } from '../site/facts';
import { pageKeys, pages, type PageEntry } from '../site/pages';
import { fillText } from '../i18n/text';
import { timetableCopy } from '../timetable/copy';
import type { Locale } from '../i18n/locales';

export { openDataLicence, termsMinimumAge } from '../site/facts';
export type { CopyFacts };

const dictionaries: Record<Locale, Dictionary> = { en, bn };

export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}

const factCache = new Map<Locale, CopyFacts>();

/** The facts every text may name, written in the page's language and digits. */
export function copyFacts(locale: Locale): CopyFacts {
  let written = factCache.get(locale);
  if (!written) {
    written = Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, writeFact(locale, fact as Fact)])) as CopyFacts;
    factCache.set(locale, written);
  }
  return written;
}

/**
 * A dictionary text as the page shows it: every `{fact}` written for the language, and the text's
 * own values (`{time}`, `{value}`: see textParameters) from `values`.
 */
export function fillCopy(locale: Locale, text: string, values: Readonly<Record<string, string>> = {}): string {
  return fillText(text, { ...copyFacts(locale), ...values });
}

/** A list of texts, each filled. */
export function fillCopies(locale: Locale, texts: readonly string[]): string[] {
  return texts.map((text) => fillCopy(locale, text));
}

/** The age gate's words, filled for the client island (it gets plain text, not the facts). */
export function ageGateText(locale: Locale) {
  const { question, ...rest } = dictionary(locale).ageGate;
  return { ...rest, question: fillCopy(locale, question) };
}

/**
 * The texts filled with values of their own besides the facts, by path, and the names they take:
 * the check refuses any other `{name}`. A new one is listed here and filled at its use with
 * fillCopy(locale, text, { name: value }).
 */
export const textParameters: Readonly<Record<string, readonly string[]>> = {
  'notices.routes': ['routes'],
  'notices.period': ['where', 'start', 'end'],
  'status.updated': ['time'],
  'status.stale': ['time'],
  'status.offline': ['time'],
  'status.asOf': ['time'],
  'status.signalName': ['number', 'name'],
  'status.signalNow': ['signal', 'from', 'until'],
  'status.sailing': ['route', 'when'],
  'status.bar.signalStops': ['number', 'until'],
  'status.bar.signalSails': ['number', 'until'],
  'status.bar.notice': ['title'],
  'status.bar.more': ['count'],
  'status.bar.stale': ['time'],
  'status.bar.offline': ['time'],
  'status.change.delayed': ['time'],
  'status.sentence.cancelled': ['sailing'],
  'status.sentence.delayed': ['sailing', 'time'],
  'status.sentence.on-time': ['sailing'],
  'status.sentence.restored': ['sailing'],
  'status.sentence.undelayed': ['sailing'],
  'status.badge': ['date', 'change'],
  'alerts.follow': ['route'],
  'alerts.on': ['route'],
  'alerts.offLabel': ['route'],
  'alerts.following': ['routes'],
  'alerts.notification.sailing': ['launch', 'sailing'],
  'alerts.notification.more': ['count'],
  'openData.datasets.calendar.example': ['time', 'from'],
  'safety.signal': ['number'],
  'offline.savedOn': ['date'],
  'offline.timetableSavedOn': ['date'],
  // Where a launch is (issue 57: lib/status/progress-text.ts).
  'progress.left': ['stop', 'time'],
  'progress.called': ['stop', 'time'],
  'progress.due': ['stop', 'time'],
  'progress.arrived': ['stop', 'time'],
  'progress.line': ['sailing', 'progress'],
  'progress.onTime': ['onTime', 'days'],
  'openData.datasets.onTime.text': ['days', 'minutes', 'minimum'],
};

/*
 * Refuse the build when a hand-edited fact or text would mislead a passenger (lib/words/facts-check.ts):
 * the facts first, because the texts are made from them.
 */
refuse('lib/site/brand.ts, lib/site/constants.ts and lib/site/safety.ts', siteFactProblems());
/** The Latin names a Bangla text may carry, digits and all (content/words/glossary.md). */
export const latinNames = [
  brand.name,
  brand.email,
  siteConfig.siteName,
  siteConfig.contactEmail,
  AGE_CONFIRMED_KEY,
  AGE_CONFIRMED_VALUE,
  ALERT_ROUTES_KEY,
];
/** The rules every dictionary text is checked by. */
export const textRules = {
  facts: checkedFacts,
  parameters: textParameters,
  latin: latinNames,
};

/** The registry's words of one language, as the dictionaries' check reads them: { home: { title, ... } }. */
export function registryWords(locale: Locale) {
  return Object.fromEntries(
    pageKeys.map((key) => {
      const page: PageEntry = pages[key];
      const words = { title: page.title, description: page.description, label: page.links?.label, offline: page.offline };
      return [key, Object.fromEntries(Object.entries(words).flatMap(([field, text]) => (text ? [[field, text[locale]]] : [])))];
    }),
  );
}
/** The timetable's words: its own values (lib/timetable/copy.ts names them above each text), a misspelt one refused. */
export const timetableTextRules: TextRules = {
  ...textRules,
  parameters: {
    anyText: [
      ...['brand', 'count', 'dates', 'date', 'days', 'day', 'duration', 'fare', 'from', 'hours', 'hub', 'km', 'label'],
      ...['max', 'minutes', 'min', 'month', 'name', 'phone', 'place', 'range', 'route', 'schedule', 'stops', 'summary'],
      ...['time', 'to', 'until', 'url', 'vessels', 'vessel', 'weekday', 'when', 'number', 'title', 'was'],
    ],
  },
};

refuse('The dictionaries', [
  ...dictionaryProblems({ en, bn }, textRules),
  ...dictionaryProblems(timetableCopy, timetableTextRules, { en: 'lib/timetable/copy.ts (en)', bn: 'lib/timetable/copy.ts (bn)' }),
  ...dictionaryProblems({ en: registryWords('en'), bn: registryWords('bn') }, textRules, {
    en: 'lib/site/pages.ts (en)',
    bn: 'lib/site/pages.ts (bn)',
  }),
]);
