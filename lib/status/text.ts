/**
 * The live status in words, one language at a time: the pages' live blocks
 * (components/status/StatusParts.tsx) and the feeds (lib/status/feeds.ts) say the same thing.
 */
import { dictionary, fillCopy } from '../words/copy';
import { formatDate, formatNumber, formatTime } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { formatDhakaTime } from './notices';
import { stormSignals } from '../site/safety';
import type { SailingChange, Signal } from './status';
import { localName, sailingEnds } from '../timetable/model';

/** "Storm signal 2 (Warning)" / "২ নম্বর নৌ-হুঁশিয়ারি সংকেত". */
export function signalName(locale: Locale, number: number): string {
  const level = stormSignals.find((signal) => signal.number === number)!.level;
  return fillCopy(locale, dictionary(locale).status.signalName, {
    number: formatNumber(locale, number),
    name: dictionary(locale).safety.signals[level].name,
  });
}

/** "Storm signal 2 (Warning) is up from ... until ...." */
export function signalWords(locale: Locale, signal: Signal): string {
  return fillCopy(locale, dictionary(locale).status.signalNow, {
    signal: signalName(locale, signal.number),
    from: formatDhakaTime(locale, signal.from),
    until: formatDhakaTime(locale, signal.until),
  });
}

/** What we do under it, in the safety page's words. */
export function signalAction(locale: Locale, signal: Signal): string {
  const safety = dictionary(locale).safety;
  return stormSignals.find((entry) => entry.number === signal.number)!.stopsOurLaunches ? safety.stops : safety.sails;
}

/** What a change says of its sailing: "cancelled", "delayed: leaves at 8:15 am", "on time". */
export function changeWords(locale: Locale, change: SailingChange): string {
  const words = dictionary(locale).status.change;
  return change.status === 'delayed'
    ? fillCopy(locale, words.delayed, { time: formatTime(locale, change.departs!) })
    : words[change.status];
}

/** "The 9:00 pm Dhaka – Barishal launch on 24 November 2026". */
export function sailingWords(locale: Locale, change: SailingChange): string {
  const { from, to } = sailingEnds(change.route, change.timetabled.direction);
  const route = `${localName(from.town, locale)} – ${localName(to.town, locale)}`;
  return fillCopy(locale, dictionary(locale).status.sailing, {
    time: formatTime(locale, change.timetabled.calls[0]!.depart!),
    route,
    date: formatDate(locale, change.date),
  });
}
