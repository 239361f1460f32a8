/**
 * What a publish tells passengers who follow a route (push alerts, issue 44): the storm signal
 * raised, changed or lowered, a sailing cancelled, delayed or back on time, a notice added. Each
 * alert names the routes it concerns, how serious it is, until when it matters and what it says in
 * each language, in the status bar's own words (lib/status/text.ts). The desk sends them
 * (desk/push/); nothing here sends anything.
 *
 * "Changed" is read from the files as written, entry by entry (the signal, a sailing on a date, a
 * notice by id), like lib/status/publish/changes.ts: the status being replaced may be from an
 * older release whose rules differ, so it is compared, not checked.
 */
import { dhakaDate, formatNumber } from '../i18n/format';
import { locales, type Locale } from '../i18n/locales';
import { dictionary, fillCopy } from '../words/copy';
import { timetable, vesselNameOn } from '../timetable/model';
import { routeName } from '../timetable/view';
import type { SailingChange, Status } from './status';
import { changeSentence, signalBarWords, signalStops, type SentenceKind } from './text';
import { stormSignals } from '../site/safety';
import { dhakaMillis } from './notices';

export type Alert = {
  /** One thing that can change: "signal", "sailing dhk-bsl-2100 2026-11-27", "notice river-low". A later alert with the same key replaces an earlier one not yet sent. */
  key: string;
  /** The route ids it concerns. */
  routes: string[];
  /** Most serious first: 0 stops a launch (a cancellation, a signal that keeps us at the ghat). */
  rank: number;
  /** High urgency (RFC 8030): cancellations, suspensions and signals of 2 or more wake a phone that saves battery. */
  urgent: boolean;
  /** When it stops mattering (the sailing has left, the signal or notice has ended), epoch ms: the push's TTL. */
  expiresAt: number;
  /** The sentence, in each language. */
  words: Record<Locale, string>;
  /**
   * Only for the subscriptions that asked for it: 'movements', a departure or an arrival tapped
   * at a ghat (./movement-alerts.ts), sent to those who ticked "when it leaves and arrives".
   */
  askedFor?: 'movements';
  /** No longer so (a tap undone): whatever waits under this key is dropped, and nothing is sent for it. */
  withdrawn?: true;
};

type Entry = Record<string, unknown>;
const record = (value: unknown): Entry => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Entry) : {});
const list = (value: unknown): Entry[] => (Array.isArray(value) ? value.map(record) : []);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const allRoutes = () => timetable.routes.map((route) => route.id);
const inLanguages = (say: (locale: Locale) => string) =>
  Object.fromEntries(locales.map((locale) => [locale, say(locale)])) as Record<Locale, string>;
const HOUR = 3_600_000;

/** "Cancelled: Dhaka – Barishal, tonight 9:00 pm, MV Nodipoth Shapla." / "বাতিল হয়েছে আজ রাত ৯:০০-এর ঢাকা – বরিশাল লঞ্চ এমভি নদীপথ শাপলা।" */
function sailingSentence(locale: Locale, change: SailingChange, today: string, kind: SentenceKind): string {
  const launch = vesselNameOn(change.timetabled, change.date, locale);
  return changeSentence(locale, change, kind, launch).say(today);
}

/** On time again after a cancellation or a delay: the notification says which was withdrawn. */
const withdrawn = (was: unknown): SentenceKind => (record(was).status === 'cancelled' ? 'restored' : 'undelayed');

/**
 * The alerts a publish makes: `before` is the status file visitors saw (parsed JSON, or undefined),
 * `after` the checked status published at `now`. Nothing that has stopped mattering is alerted.
 */
export function publishAlerts(before: unknown, after: Status, afterJson: unknown, now: number): Alert[] {
  const today = dhakaDate(now);
  const old = record(before);
  const next = record(afterJson);
  const alerts: Alert[] = [];

  if (!same(old.signal, next.signal)) {
    const signal = after.signal;
    if (signal && signal.untilAt > now) {
      alerts.push({
        key: 'signal',
        routes: allRoutes(),
        rank: signalStops(signal) ? 0 : 2,
        urgent: signal.number >= 2,
        expiresAt: signal.untilAt,
        words: inLanguages((locale) => signalBarWords(locale, signal, today)),
      });
    } else if (!signal && old.signal) {
      // Lowered: those who stayed home hear they can go; the news matters for half a day.
      alerts.push({
        key: 'signal',
        routes: allRoutes(),
        rank: 4,
        urgent: false,
        expiresAt: now + 12 * HOUR,
        // "Sail again" only after a signal that kept us at the ghat.
        words: inLanguages((locale) => {
          const words = dictionary(locale).alerts.notification;
          const stopped = stormSignals.find((entry) => entry.number === Number(record(old.signal).number))?.stopsOurLaunches;
          return stopped ? words.lowered : words.loweredSailing;
        }),
      });
    }
  }

  const keyOf = (entry: Entry) => `sailing ${String(entry.sailing)} ${String(entry.date)}`;
  const oldSailings = new Map(list(old.sailings).map((entry) => [keyOf(entry), entry]));
  const newSailings = new Map(list(next.sailings).map((entry) => [keyOf(entry), entry]));
  for (const change of after.sailings) {
    const key = keyOf(change as unknown as Entry);
    const was = oldSailings.get(key);
    if (same(was, newSailings.get(key)) || change.departsAt <= now) continue;
    // Back on time after a cancellation or delay is news; "on time" where nothing was wrong is not.
    if (change.status === 'on-time' && (!was || was.status === 'on-time')) continue;
    alerts.push({
      key,
      routes: [change.route.id],
      rank: change.status === 'cancelled' ? 1 : change.status === 'delayed' ? 3 : 4,
      urgent: change.status === 'cancelled',
      expiresAt: change.departsAt,
      words: inLanguages((locale) => sailingSentence(locale, change, today, change.status === 'on-time' ? withdrawn(was) : change.status)),
    });
  }
  // A change taken out of the file while its sailing is still to leave: it sails as timetabled.
  for (const [key, was] of oldSailings) {
    if (newSailings.has(key) || was.status === 'on-time') continue;
    const sailing = timetable.routes.flatMap((route) => route.sailings.map((s) => ({ route, s }))).find(({ s }) => s.id === was.sailing);
    if (!sailing || typeof was.date !== 'string') continue;
    const restored = afterSailing(sailing.route, sailing.s, was.date);
    if (!restored || restored.departsAt <= now) continue;
    alerts.push({
      key,
      routes: [sailing.route.id],
      rank: 4,
      urgent: false,
      expiresAt: restored.departsAt,
      words: inLanguages((locale) => sailingSentence(locale, restored, today, withdrawn(was))),
    });
  }

  const oldNotices = new Set(list(old.notices).map((notice) => String(notice.id)));
  for (const notice of after.notices) {
    if (oldNotices.has(notice.id) || notice.endsAt <= now) continue;
    alerts.push({
      key: `notice ${notice.id}`,
      routes: notice.routes,
      rank: notice.severity === 'suspended' ? 1 : notice.severity === 'disruption' ? 3 : 5,
      urgent: notice.severity === 'suspended',
      expiresAt: notice.endsAt,
      words: inLanguages((locale) => fillCopy(locale, dictionary(locale).status.bar.notice, { title: notice.title[locale] })),
    });
  }
  return alerts;
}

/** A sailing on a date as if the status said "on time" about it: for a change taken out of the file. */
function afterSailing(route: SailingChange['route'], sailing: SailingChange['timetabled'], date: string): SailingChange | undefined {
  const depart = sailing.calls[0]?.depart;
  if (!depart) return undefined;
  const scheduledAt = dhakaMillis(`${date} ${depart}`);
  return {
    sailing: sailing.id,
    date,
    status: 'on-time',
    route,
    timetabled: sailing,
    scheduledAt,
    departsAt: scheduledAt,
    endsAt: scheduledAt,
  };
}

/** What one notification says to one subscriber: the routes as its title, the most serious alert, how many more, and the way to the page. */
export type AlertMessage = { title: string; body: string; lang: Locale; url: string; tag: string; urgent: boolean; expiresAt: number };

/**
 * Several alerts for one subscriber in one language, as one notification. `routes`: the subscriber's
 * routes they touch. The subscriber's own news comes first: the most serious alert about those
 * routes in particular (a sailing, a notice naming them), then the most serious alert about every
 * route (the signal, a notice for all) when it is as serious, then how many more. So "signal 2: we
 * do not sail" never hides the subscriber's own cancelled 9:00 pm under "and 3 more".
 */
export function alertMessage(alerts: readonly Alert[], routes: readonly string[], locale: Locale, statusUrl: string): AlertMessage {
  const words = dictionary(locale).alerts.notification;
  const sorted = [...alerts].sort((a, b) => a.rank - b.rank);
  const everywhere = (alert: Alert) => timetable.routes.every((route) => alert.routes.includes(route.id));
  // A departure or an arrival the passenger asked for is said whatever else waits with it, never
  // counted into "and N more": it was asked for one notification each, and a delay published in
  // the same five minutes must not swallow "Left Dhaka 9:07 pm · due in Barishal about 6:10 am".
  const asked = sorted.filter((alert) => alert.askedFor === 'movements');
  const others = sorted.filter((alert) => alert.askedFor !== 'movements');
  const own = others.find((alert) => !everywhere(alert) && alert.routes.some((route) => routes.includes(route)));
  const general = others.find(everywhere);
  const headline = own ? (general && general.rank <= own.rank ? [own, general] : [own]) : others.slice(0, 1);
  // The more serious first: a cancellation, a delay or a signal before the movements, the movements before a notice.
  const stated = headline[0] && asked[0] && asked[0].rank < headline[0].rank ? [...asked, ...headline] : [...headline, ...asked];
  const names = timetable.routes.filter((route) => routes.includes(route.id)).map((route) => routeName(locale, route));
  const more = sorted.length - stated.length;
  const body = [
    ...stated.map((alert) => alert.words[locale]),
    more > 0 ? fillCopy(locale, words.more, { count: formatNumber(locale, more) }) : '',
    words.tap,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    title: names.join(', '),
    body,
    lang: locale,
    url: statusUrl,
    // One per route set: a newer notification about the same routes replaces the older one.
    tag: `alerts-${[...routes].sort().join('+')}`,
    urgent: sorted.some((alert) => alert.urgent),
    // The headline's end: a notification is never shown after what it says has ended (issue 54).
    expiresAt: sorted[0]!.expiresAt,
  };
}
