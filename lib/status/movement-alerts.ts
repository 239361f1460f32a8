/**
 * "When it leaves and arrives" (issue 57): the alerts a publish makes from the ghats' taps, one
 * for a departure recorded and one for an arrival, for the passengers of the route who asked for
 * them (off by default). Same shape and words as the other alerts (./alerts.ts), the progress
 * said as the pages say it (./progress-text.ts), marked `askedFor: 'movements'` so the desk queues
 * them only for the subscriptions that ticked "when it leaves and arrives" (desk/push/sender.ts).
 * Nothing here sends anything.
 */
import { dhakaDate } from '../i18n/format';
import { locales, type Locale } from '../i18n/locales';
import { dictionary, fillCopy } from '../words/copy';
import { vesselNameOn } from '../timetable/model';
import type { Alert } from './alerts';
import type { Status } from './status';
import { progressOf, progressEndsAt, sailingDay } from './progress';
import { progressWords, sailingDayWords } from './progress-text';

/** The kinds of movement alert: one notification each. */
export const movementAlertKinds = ['departed', 'arrived'] as const;

type Entry = { sailing?: unknown; date?: unknown; departed?: unknown; arrived?: unknown };
const entries = (value: unknown): Entry[] => {
  const movements = (value as { movements?: unknown } | undefined)?.movements;
  return Array.isArray(movements) ? (movements as Entry[]) : [];
};

/** The departures and arrivals newly recorded by this publish, said for the route's followers. */
export function movementAlerts(before: unknown, after: Status, afterJson: unknown, now: number): Alert[] {
  const today = dhakaDate(now);
  const old = new Map(entries(before).map((entry) => [`${String(entry.sailing)} ${String(entry.date)}`, entry]));
  const alerts: Alert[] = [];
  // A tap undone: the departure or arrival it queued, if it has not gone yet, is withdrawn.
  const recorded = new Map(entries(afterJson).map((entry) => [`${String(entry.sailing)} ${String(entry.date)}`, entry]));
  for (const [key, was] of old) {
    for (const kind of movementAlertKinds) {
      if (typeof was[kind] !== 'string' || typeof recorded.get(key)?.[kind] === 'string') continue;
      const route = sailingDay(after, String(was.sailing), String(was.date))?.route.id;
      alerts.push({
        key: `movement ${key} ${kind}`,
        routes: route ? [route] : [],
        rank: 4,
        urgent: false,
        expiresAt: now,
        words: Object.fromEntries(locales.map((locale) => [locale, ''])) as Record<Locale, string>,
        askedFor: 'movements',
        withdrawn: true,
      });
    }
  }
  for (const entry of entries(afterJson)) {
    const key = `${String(entry.sailing)} ${String(entry.date)}`;
    const was = old.get(key);
    const day = sailingDay(after, String(entry.sailing), String(entry.date));
    if (!day) continue;
    const progress = progressOf(day, now);
    for (const kind of movementAlertKinds) {
      // Only what this publish recorded, and only while it is still the news.
      if (typeof entry[kind] !== 'string' || was?.[kind] === entry[kind]) continue;
      if (kind === 'departed' && progress.state !== 'left') continue;
      if (kind === 'arrived' && progress.state !== 'arrived') continue;
      // The news first, as every notification says it (content/words/glossary.md): then which sailing.
      const words = (locale: Locale) => {
        const sailing = fillCopy(locale, dictionary(locale).alerts.notification.sailing, {
          launch: vesselNameOn(day.sailing, day.date, locale),
          sailing: sailingDayWords(locale, day, today),
        });
        return `${progressWords(locale, progress)!}: ${sailing}${locale === 'bn' ? '।' : '.'}`;
      };
      alerts.push({
        key: `movement ${key} ${kind}`,
        routes: [day.route.id],
        rank: 4,
        urgent: false,
        // Only to those who ticked "when it leaves and arrives" (desk/push/sender.ts queue).
        askedFor: 'movements',
        expiresAt: progressEndsAt(day, progress, kind === 'arrived' ? 1 : 0),
        words: Object.fromEntries(locales.map((locale) => [locale, words(locale)])) as Record<Locale, string>,
      });
    }
  }
  return alerts;
}
