/**
 * The desk's form and the status file, both ways: the status in force written out as the form's
 * fields (prefilled), and the submitted fields turned into a status file. A clerk chooses sailings
 * by time, route and launch name; ids stay in the file. Times are Bangladesh time.
 */
import { createHash } from 'node:crypto';
import type { Locale } from '../lib/i18n/locales';
import { formatTime } from '../lib/i18n/format';
import { dhakaNow } from '../lib/status/status';
import { localName, runsOnDate, sailingEnds, sailingTimes, timetable, vesselById } from '../lib/timetable/model';
import { addDays } from '../lib/timetable/departures';

const HOUR = 3_600_000;

/** A departure the form lists: a sailing on a date. */
export type Departure = {
  key: string;
  sailing: string;
  date: string;
  time: string;
  route: string;
  from: string;
  to: string;
  vessel: string;
  day: 'today' | 'tomorrow';
};

const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** How long after its timetabled time a departure of today is still listed (it may be held at the ghat). */
const LISTED_AFTER_DEPARTURE_MINUTES = 120;

/**
 * Today's departures still to leave (or left within two hours) and tomorrow's, that run on their
 * date, by day and time, in a language.
 */
export function departures(locale: Locale, now: number): Departure[] {
  const today = dhakaNow(now).slice(0, 10);
  const [hours, minutes] = dhakaNow(now).slice(11).split(':').map(Number) as [number, number];
  const earliest = hours * 60 + minutes - LISTED_AFTER_DEPARTURE_MINUTES;
  const days = [
    ['today', today],
    ['tomorrow', addDays(today, 1)],
  ] as const;
  return days.flatMap(([day, date]) =>
    timetable.routes
      .flatMap((route) =>
        route.sailings
          .filter((sailing) => runsOnDate(sailing, date) && (day === 'tomorrow' || sailingTimes(sailing).depart >= earliest))
          .map((sailing) => {
            const { from, to } = sailingEnds(route, sailing.direction);
            const depart = sailingTimes(sailing).depart;
            return {
              key: `${sailing.id}@${date}`,
              sailing: sailing.id,
              date,
              time: clock(depart),
              route: route.id,
              from: localName(from.town, locale),
              to: localName(to.town, locale),
              vessel: localName(vesselById(sailing.vessel).name, locale),
              day,
              order: depart,
            };
          }),
      )
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...departure }) => departure),
  );
}

/** A time said for the form's quick choices: "6:00 am" in the clerk's language. */
export const sayTime = (locale: Locale, dhakaTime: string) => formatTime(locale, dhakaTime.slice(11));

/** The next Bangladesh time at HH:MM after `now`, as "YYYY-MM-DD HH:MM". */
export function nextAt(now: number, hhmm: string): string {
  const today = dhakaNow(now).slice(0, 10);
  const candidate = `${today} ${hhmm}`;
  return candidate > dhakaNow(now) ? candidate : `${addDays(today, 1)} ${hhmm}`;
}

/** The signal's quick choices, as Bangladesh times. */
export function untilChoices(now: number): Record<'6h' | '12h' | 'morning', string> {
  return { '6h': dhakaNow(now + 6 * HOUR), '12h': dhakaNow(now + 12 * HOUR), morning: nextAt(now, '06:00') };
}

type StatusValue = {
  $schema?: string;
  updated: string;
  signal: { number: number; from: string; until: string } | null;
  notices: Record<string, unknown>[];
  sailings: { sailing: string; date: string; status: string; departs?: string; note?: { en: string; bn: string } }[];
  /** The ghats' taps (issue 57), carried over untouched. */
  movements?: unknown[];
};

/** What identifies the status a form was opened on: a publish since changes it. */
export const statusTag = (statusJson: string) => createHash('sha256').update(statusJson).digest('hex').slice(0, 32);

type Fields = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
const many = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
/** A note in both languages, or none when both are left empty. */
const note = (en: string, bn: string) => (en || bn ? { en, bn } : undefined);

/**
 * The status the submitted form says: the status in force with the signal, today's and tomorrow's
 * departures and the notices as the form has them, `updated` now. Fields are plain text: the
 * status's own rules (lib/status/status.ts) check what they hold.
 */
export function statusFromForm(fields: Fields, current: StatusValue, now: number, locale: Locale): StatusValue {
  const nowText = dhakaNow(now);
  let signal: StatusValue['signal'] = null;
  const number = Number(one(fields.signal));
  if (number >= 1 && number <= 4) {
    const choice = one(fields.signal_until);
    const choices = untilChoices(now);
    const until =
      choice === 'custom'
        ? nextAt(now, one(fields.signal_until_time) || '06:00')
        : (choices[choice as keyof typeof choices] ?? choices.morning);
    const from = current.signal && current.signal.number === number ? current.signal.from : nowText;
    signal = { number, from, until };
  }

  const listed = new Set(departures(locale, now).map((departure) => departure.key));
  const kept = current.sailings.filter((change) => !listed.has(`${change.sailing}@${change.date}`));
  const changed = departures(locale, now).flatMap((departure) => {
    const status = one(fields[`s.${departure.key}`]) || 'on-time';
    const departureNote = note(one(fields[`s.${departure.key}.en`]), one(fields[`s.${departure.key}.bn`]));
    if (status === 'on-time' && !departureNote) return [];
    return [
      {
        sailing: departure.sailing,
        date: departure.date,
        status,
        ...(status === 'delayed' ? { departs: one(fields[`s.${departure.key}.departs`]) } : {}),
        ...(departureNote ? { note: departureNote } : {}),
      },
    ];
  });

  const ended = new Set(many(fields.end));
  // Notices already over are left out: they are on no page any more.
  const notices = current.notices.flatMap((notice): Record<string, unknown>[] => {
    const id = String(notice.id);
    if (String(notice.end) <= nowText) return [];
    const edited = {
      ...notice,
      title: {
        en: one(fields[`n.${id}.title_en`]) || (notice.title as { en: string }).en,
        bn: one(fields[`n.${id}.title_bn`]) || (notice.title as { bn: string }).bn,
      },
      text: {
        en: one(fields[`n.${id}.text_en`]) || (notice.text as { en: string }).en,
        bn: one(fields[`n.${id}.text_bn`]) || (notice.text as { bn: string }).bn,
      },
    };
    if (!ended.has(id)) return [edited];
    // Ended now: kept in the file until its end, which is now, so the history says when.
    return String(notice.start) < nowText ? [{ ...edited, end: nowText }] : [];
  });
  const newTitle = note(one(fields['new.title_en']), one(fields['new.title_bn']));
  if (newTitle) {
    const hours = Math.min(Math.max(Number(one(fields['new.hours'])) || 12, 1), 72);
    const routes = many(fields['new.routes']);
    notices.push({
      id: `desk-${nowText.replace(/\D/g, '')}`,
      severity: one(fields['new.severity']) || 'information',
      routes: routes.length === 0 || routes.includes('all') ? 'all' : routes,
      start: nowText,
      end: dhakaNow(now + hours * HOUR),
      title: newTitle,
      text: note(one(fields['new.text_en']), one(fields['new.text_bn'])) ?? newTitle,
    });
  }
  const status = { $schema: './status.schema.json', updated: nowText, signal, notices, sailings: [...kept, ...changed] };
  // The ghats' taps (issue 57) are not the form's: kept as they are.
  return current.movements ? { ...status, movements: current.movements } : status;
}
