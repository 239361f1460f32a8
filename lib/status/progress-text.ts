/**
 * Where a launch is, in words (issue 57), one language at a time: "Left Dhaka 9:07 pm · due in
 * Barishal about 6:10 am", "Arrived in Barishal 6:04 am", "Not yet recorded as left". The pages'
 * live blocks (components/status/Progress.tsx), the alerts and the tests say it with these.
 * Times are clock times as people say them (lib/i18n/format.ts): a line about a launch on its way
 * lasts a night, so it names no day.
 */
import { dictionary, fillCopy } from '../words/copy';
import { formatTime, formatWhen } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { localName, sailingEnds, sailingTimes, stopById } from '../timetable/model';
import type { Progress, SailingDay } from './progress';

const stopName = (locale: Locale, id: string) => localName(stopById(id).town, locale);
const clock = (locale: Locale, value: string) => formatTime(locale, value.slice(11));

/** What is known of the sailing now, or null where there is nothing to say (not due, due, cancelled). */
export function progressWords(locale: Locale, progress: Progress): string | null {
  const t = dictionary(locale).progress;
  switch (progress.state) {
    case 'not-recorded':
      return t.notRecorded;
    case 'arrived':
      return fillCopy(locale, t.arrived, { stop: stopName(locale, progress.arrived.stop), time: clock(locale, progress.arrived.value) });
    case 'left': {
      const parts = [
        fillCopy(locale, t.left, { stop: stopName(locale, progress.departed.stop), time: clock(locale, progress.departed.value) }),
      ];
      if (progress.lastCall) {
        parts.push(
          fillCopy(locale, t.called, { stop: stopName(locale, progress.lastCall.stop), time: clock(locale, progress.lastCall.value) }),
        );
      }
      const end = progress.ahead.at(-1);
      if (end) parts.push(fillCopy(locale, t.due, { stop: stopName(locale, end.stop), time: clock(locale, end.value) }));
      return parts.join(t.separator);
    }
    default:
      return null;
  }
}

/** "Not yet recorded as left", as the line says it once NOT_RECORDED_AFTER_MINUTES have passed. */
export const notRecordedWords = (locale: Locale) => dictionary(locale).progress.notRecorded;

/** "Dhaka – Barishal, tonight 9:00 pm", from the reader's day (`today`; null: the full date). */
export function sailingDayWords(locale: Locale, day: Pick<SailingDay, 'route' | 'sailing' | 'date'>, today: string | null): string {
  const { from, to } = sailingEnds(day.route, day.sailing.direction);
  const depart = sailingTimes(day.sailing).depart;
  const time = `${String(Math.floor(depart / 60) % 24).padStart(2, '0')}:${String(depart % 60).padStart(2, '0')}`;
  return fillCopy(locale, dictionary(locale).status.sailing, {
    route: `${localName(from.town, locale)} – ${localName(to.town, locale)}`,
    when: formatWhen(locale, `${day.date} ${time}`, today),
  });
}

/** The whole line: "Dhaka – Barishal, tonight 9:00 pm: Left Dhaka 9:07 pm · due in Barishal about 6:10 am." */
export function progressLine(
  locale: Locale,
  day: Pick<SailingDay, 'route' | 'sailing' | 'date'>,
  words: string,
  today: string | null,
): string {
  const t = dictionary(locale).progress;
  return `${fillCopy(locale, t.line, { sailing: sailingDayWords(locale, day, today), progress: words })}${t.end}`;
}
