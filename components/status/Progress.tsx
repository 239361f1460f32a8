import { dictionary, fillCopy } from '@/lib/words/copy';
import { formatNumber } from '@/lib/i18n/format';
import { onTimeShare } from '@/lib/status/on-time';
import type { Locale } from '@/lib/i18n/locales';
import type { Status } from '@/lib/status/status';
import { NOT_RECORDED_AFTER_MINUTES, progressEndsAt, progressOf, sailingsInProgress, type SailingDay } from '@/lib/status/progress';
import { notRecordedWords, progressLine, progressWords } from '@/lib/status/progress-text';
import { Said } from './Said';

/**
 * Where the launches are (issue 57), in the live blocks (StatusParts): one line per sailing on
 * the move, arrived lately or due, from the ghats' taps in the status. A sailing not yet due when
 * the status was published gets its "not yet recorded as left" line too, hidden until
 * NOT_RECORDED_AFTER_MINUTES after its time (`data-shown-from`, read by LiveStatus's clock pass):
 * a page left open says so when the time comes, without a publish. Each line ends (`data-ends-at`)
 * a while after the launch is in; a later publish says it arrived.
 */

type Line = { day: SailingDay; words: string; shownFrom?: number; endsAt: number };

function lines(locale: Locale, status: Status, now: number, routeId?: string): Line[] {
  const result: Line[] = [];
  for (const day of sailingsInProgress(status, now)) {
    if (routeId && day.route.id !== routeId) continue;
    const progress = progressOf(day, now);
    const endsAt = progressEndsAt(day, progress);
    if (progress.state === 'not-due' || progress.state === 'due') {
      result.push({ day, words: notRecordedWords(locale), shownFrom: progress.departsAt + NOT_RECORDED_AFTER_MINUTES * 60_000, endsAt });
      continue;
    }
    const words = progressWords(locale, progress);
    if (words) result.push({ day, words, endsAt });
  }
  return result;
}

/** Whether a line for a route (or any route) shows now: an empty block hides. */
export function hasProgress(status: Status, now: number, routeId?: string): boolean {
  return lines('en', status, now, routeId).some((line) => !(line.shownFrom !== undefined && line.shownFrom > now));
}

/*
 * These are called as functions, not drawn as components, and give null where there is nothing: a
 * component that draws nothing leaves an empty row in the page's RSC payload, which the build's
 * static-payload step (scripts/build/post-build/static-payload.ts) cannot take.
 */
function progressLines(locale: Locale, status: Status, now: number, routeId?: string) {
  const found = lines(locale, status, now, routeId);
  if (found.length === 0) return null;
  return (
    <ul className="notice-list progress-list">
      {found.map(({ day, words, shownFrom, endsAt }) => (
        <li
          key={`${day.sailing.id} ${day.date}`}
          className="status-progress"
          // The finder shows this same line beside the sailing (components/timetable/TripFinder.tsx).
          data-progress-sailing={day.sailing.id}
          data-ends-at={endsAt}
          data-shown-from={shownFrom}
          hidden={(shownFrom !== undefined && shownFrom > now) || endsAt <= now}
        >
          <Said now={now} say={(today) => progressLine(locale, day, words, today)} />
        </li>
      ))}
    </ul>
  );
}

/** The status page's section: shown only where the status records the ghats' taps at all. */
export function progressSection({ locale, status, now }: { locale: Locale; status: Status; now: number }) {
  if (!status.movements) return null;
  const t = dictionary(locale).progress;
  return (
    <section data-group="" aria-labelledby="status-progress" className="mt-8">
      <h2 id="status-progress">{t.heading}</h2>
      <p>{t.intro}</p>
      {progressLines(locale, status, now)}
    </section>
  );
}

/** A route's lines, in its timetable block. */
export function routeProgress({ locale, status, now }: { locale: Locale; status: Status; now: number }, routeId: string) {
  return progressLines(locale, status, now, routeId);
}

/**
 * The bar's entries "when it matters": a launch not recorded as left when the status was
 * published, or one that left 15 minutes or more late without a delay published for it. Amber,
 * so a signal or a cancellation still comes first, and "all launches on time" is never said over it.
 */
export const BAR_LATE_MINUTES = 15;
export function progressBarEntries(locale: Locale, status: Status, now: number) {
  return sailingsInProgress(status, now, 0, 0).flatMap((day) => {
    const progress = progressOf(day, now);
    const matters =
      progress.state === 'not-recorded' || (progress.state === 'left' && progress.delayMinutes >= BAR_LATE_MINUTES && !day.change);
    const words = matters ? progressWords(locale, progress) : null;
    if (!words) return [];
    return [
      {
        key: `progress-${day.sailing.id}-${day.date}`,
        endsAt: progressEndsAt(day, progress, 0),
        tone: 'amber' as const,
        words: <Said now={now} say={(today) => progressLine(locale, day, words, today)} />,
      },
    ];
  });
}

/** How long an on-time line holds without a new publish: the record is counted up to yesterday. */
const ON_TIME_HOLDS_MS = 2 * 86_400_000;

/** Whether the status carries an on-time record (the desk writes one; a build has none). */
export const hasOnTime = (status: Status) => status.onTime !== undefined;

/** Beside a sailing on the timetable: "Left on time on 24 of 28 days recorded", or not enough days yet. */
export function sailingOnTime(locale: Locale, status: Status, sailingId: string) {
  const row = status.onTime?.sailings.find((entry) => entry.sailing === sailingId);
  if (!status.onTime) return null;
  const t = dictionary(locale).progress;
  const share = row ? onTimeShare(row) : null;
  return (
    <span key="on-time" className="sailing-on-time block text-sm" data-ends-at={status.updatedAt + ON_TIME_HOLDS_MS}>
      {share === null || !row
        ? t.notEnoughDays
        : fillCopy(locale, t.onTime, { onTime: formatNumber(locale, row.onTime), days: formatNumber(locale, row.days) })}
    </span>
  );
}
