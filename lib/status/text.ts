/**
 * The live status in words, one language at a time: the pages' live blocks
 * (components/status/StatusParts.tsx) and the feeds (lib/status/feeds.ts) say the same thing.
 * `today` is the reader's date in Bangladesh: times are said from it ("tomorrow 6:00 am"); the
 * feeds, read on any day, pass null and keep the full dates.
 */
import { dictionary, fillCopy } from '../words/copy';
import { formatNumber, formatTime, formatWhen } from '../i18n/format';
import type { Locale } from '../i18n/locales';
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

/** "Storm signal 2 (Warning) is up from 3:00 pm until tomorrow 6:00 am." */
export function signalWords(locale: Locale, signal: Signal, today: string | null = null): string {
  return fillCopy(locale, dictionary(locale).status.signalNow, {
    signal: signalName(locale, signal.number),
    from: formatWhen(locale, signal.from, today),
    until: formatWhen(locale, signal.until, today),
  });
}

/** Whether our own rule keeps every launch at the ghat under this signal. */
export function signalStops(signal: Signal): boolean {
  return stormSignals.find((entry) => entry.number === signal.number)!.stopsOurLaunches;
}

/** What we do under it, in the safety page's words. */
export function signalAction(locale: Locale, signal: Signal): string {
  const safety = dictionary(locale).safety;
  return signalStops(signal) ? safety.stops : safety.sails;
}

/** The status bar's one line for a signal, the verdict first: "No launches until tomorrow 6:00 am: signal 2." */
export function signalBarWords(locale: Locale, signal: Signal, today: string | null): string {
  const bar = dictionary(locale).status.bar;
  return fillCopy(locale, signalStops(signal) ? bar.signalStops : bar.signalSails, {
    number: formatNumber(locale, signal.number),
    until: formatWhen(locale, signal.until, today),
  });
}

/** What a change says of its sailing as a label (the timetable's badge): "cancelled", "delayed, leaves at 8:15 am", "on time". */
export function changeWords(locale: Locale, change: SailingChange): string {
  const words = dictionary(locale).status.change;
  return change.status === 'delayed'
    ? fillCopy(locale, words.delayed, { time: formatTime(locale, change.departs!) })
    : words[change.status];
}

/** "Dhaka – Barishal, tonight 9:00 pm" (the feeds: "Dhaka – Barishal, November 24, 2026, 9:00 pm"). */
export function sailingWords(locale: Locale, change: SailingChange, today: string | null = null): string {
  const { from, to } = sailingEnds(change.route, change.timetabled.direction);
  const route = `${localName(from.town, locale)} – ${localName(to.town, locale)}`;
  return fillCopy(locale, dictionary(locale).status.sailing, {
    route,
    when: formatWhen(locale, `${change.date} ${change.timetabled.calls[0]!.depart!}`, today),
  });
}

/** What a sentence says of a sailing: its state, or (notifications) a cancellation or delay withdrawn. */
export type SentenceKind = SailingChange['status'] | 'restored' | 'undelayed';

/**
 * A sailing change as a sentence, the verdict first: `verdict` is what the passenger must know
 * ("Cancelled:", "বাতিল হয়েছে"), `rest(today)` which sailing, said from the reader's day, and the
 * detail after it. `launch` names the launch that sails it (notifications).
 */
export function changeSentence(
  locale: Locale,
  change: SailingChange,
  kind: SentenceKind = change.status,
  launch?: string,
): { verdict: string; rest: (today: string | null) => string; say: (today: string | null) => string } {
  const template = dictionary(locale).status.sentence[kind];
  const at = template.indexOf('{sailing}');
  const time = change.status === 'delayed' && change.departs ? formatTime(locale, change.departs) : '';
  const verdict = fillCopy(locale, template.slice(0, at), { time }).trimEnd();
  const sailing = (today: string | null) =>
    launch === undefined
      ? sailingWords(locale, change, today)
      : fillCopy(locale, dictionary(locale).alerts.notification.sailing, { sailing: sailingWords(locale, change, today), launch });
  const rest = (today: string | null) => fillCopy(locale, template.slice(at), { sailing: sailing(today), time });
  return { verdict, rest, say: (today) => `${verdict} ${rest(today)}` };
}
