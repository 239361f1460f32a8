import { dictionary, fillCopy } from '@/lib/words/copy';
import { addDays, dhakaDate, formatDay, formatNumber, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { CHANGE_SHOWN_HOURS, type SailingChange, type Status } from '@/lib/status/status';
import { changeWords } from '@/lib/status/text';
import { rulesBlock, sailingVerdict, type Verdict } from '@/lib/status/verdict';
import { timetableCopy } from '@/lib/timetable/copy';
import { runsOnDate, sailingTimes, timetable, type Route, type Sailing } from '@/lib/timetable/model';
import { Said } from './Said';

/**
 * What the status does to each timetabled sailing, in the HTML the build and the publisher write
 * (the `sailing-<id>` and `rules` live blocks of components/status/StatusParts.tsx): a badge on
 * the timetable's row for each date near at hand that is not a plain "it sails" (cancelled,
 * delayed, held by a signal, suspended, sailing with care), each from the one rule
 * (lib/status/verdict.ts); and the rules themselves as JSON, which the trip finder reads.
 */

/** How many days from today a row looks ahead for a signal or a suspension (today, tomorrow, the day after). */
const DAYS_AHEAD = 3;
const HOUR = 3_600_000;

export type SailingBadge = { date: string; verdict: Verdict; change?: SailingChange; endsAt: number };

const sailingIndex = new Map(
  timetable.routes.flatMap((route) => route.sailings.map((sailing) => [sailing.id, { route, sailing }] as const)),
);

/** The rule's view of a timetabled sailing. */
export const ruleSailing = (route: Route, sailing: Sailing) => ({ id: sailing.id, route: route.id, depart: sailingTimes(sailing).depart });

/** A sailing's badges in force at `now`, by date: its changes, and the days ahead a signal or a suspension touches. */
export function sailingBadges(status: Status, now: number, sailingId: string): SailingBadge[] {
  const { route, sailing } = sailingIndex.get(sailingId)!;
  const changes = status.sailings.filter((change) => change.sailing === sailingId && change.endsAt > now);
  const today = dhakaDate(now);
  const ahead = Array.from({ length: DAYS_AHEAD }, (_, day) => addDays(today, day)).filter((date) => runsOnDate(sailing, date));
  const dates = [...new Set([...changes.map((change) => change.date), ...ahead])].sort();
  return dates.flatMap((date) => {
    const verdict = sailingVerdict(status, ruleSailing(route, sailing), date);
    const change = changes.find((entry) => entry.date === date);
    const plain = verdict.kind === 'offered' && verdict.care === null;
    const endsAt = change?.endsAt ?? verdict.scheduledAt + CHANGE_SHOWN_HOURS * HOUR;
    return (plain && !change) || endsAt <= now ? [] : [{ date, verdict, change, endsAt }];
  });
}

/** What a badge says after its day: "cancelled", "not sailing (storm signal 2)", "on time, sailing with care (…)". */
function badgeWords(locale: Locale, badge: SailingBadge): string {
  const words = timetableCopy[locale].verdict;
  const { verdict, change } = badge;
  if (verdict.kind === 'held') return fillCopy(locale, words.held, { number: formatNumber(locale, verdict.signal) });
  if (verdict.kind === 'suspended') return words.suspended;
  const said = verdict.kind === 'cancelled' || change ? changeWords(locale, change!) : '';
  const care =
    'care' in verdict && verdict.care !== null ? fillCopy(locale, words.care, { number: formatNumber(locale, verdict.care) }) : '';
  return [said, care].filter(Boolean).join(', ');
}

/** The row's badges, as StatusParts draws the `sailing-<id>` block. */
export function SailingBadges({ locale, status, now, sailing }: { locale: Locale; status: Status; now: number; sailing: string }) {
  return sailingBadges(status, now, sailing).map((badge) => {
    const tone = { cancelled: 'cancelled', held: 'cancelled', suspended: 'cancelled', delayed: 'delayed' } as Record<string, string>;
    const kind = tone[badge.verdict.kind] ?? (badge.verdict.kind === 'offered' && badge.verdict.care !== null ? 'delayed' : 'on-time');
    return (
      <span
        key={badge.date}
        className={`sailing-badge block text-sm font-semibold status-${kind}`}
        data-date={badge.date}
        data-ends-at={badge.endsAt}
      >
        <Said
          now={now}
          say={(today) =>
            fillCopy(locale, dictionary(locale).status.badge, {
              date: capitalize(locale, formatDay(locale, badge.date, today)),
              change: badgeWords(locale, badge),
            })
          }
        />
      </span>
    );
  });
}

/** A badge starts with its day: "Today: cancelled". */
const capitalize = (locale: Locale, words: string) => (locale === 'en' ? words.charAt(0).toUpperCase() + words.slice(1) : words);

/**
 * The rules the trip finder judges by (lib/status/verdict.ts), with their words in the page's
 * language: a suspension's title, a delay's new time. In a hidden live block, so a publish and
 * LiveStatus bring the newer status to the finder as they do to every other block.
 */
export function StatusRulesBlock({ locale, status }: { locale: Locale; status: Status }) {
  const block = rulesBlock(status, {
    title: (id) => status.notices.find((notice) => notice.id === id)!.title[locale],
    departs: (change) => {
      const full = status.sailings.find((entry) => entry.sailing === change.sailing && entry.date === change.date);
      return full?.departs ? formatTime(locale, full.departs) : '';
    },
  });
  return <span data-rules={JSON.stringify(block)} />;
}
