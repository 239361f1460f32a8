/**
 * The desk's form and the status file, both ways: the status in force written out as the form's
 * fields (prefilled), and the submitted fields turned into a status file. A clerk chooses sailings
 * by time, route and launch name; ids stay in the file. Times are Bangladesh time.
 */
import { createHash } from 'node:crypto';
import type { Locale } from '../lib/i18n/locales';
import { formatList, formatNumber, formatTime, formatWhen } from '../lib/i18n/format';
import { dhakaNow, type StatusFile } from '../lib/status/status';
import { dhakaMillis, SIGNAL_NOTICE_PREFIX } from '../lib/status/notices';
import { fillTemplate, noticeTemplates, type NoticeTemplate } from '../lib/status/templates';
import { stormSignals } from '../lib/site/safety';
import { localName, runsOnDate, sailingEnds, sailingTimes, timetable, vesselById, vesselNameOn, type Route } from '../lib/timetable/model';
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
  /** Timetabled minutes after midnight. */
  minutes: number;
  /** Left already by the timetable (today, before now): folded away on the form. */
  left: boolean;
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
  const nowMinutes = hours * 60 + minutes;
  const earliest = nowMinutes - LISTED_AFTER_DEPARTURE_MINUTES;
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
              vessel: vesselNameOn(sailing, date, locale),
              day,
              minutes: depart,
              left: day === 'today' && depart < nowMinutes,
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

/** The delays a clerk chooses with one tap, in minutes after the timetabled time. */
export const DELAY_CHOICES = [15, 30, 45, 60, 90] as const;

/** The pontoon numbers a ghat-change notice may name (Barishal's launch terminal's pontoons). */
export const PONTOON_CHOICES = [1, 2, 3, 4, 5, 6] as const;

/** A notice's end, as the form offers it. */
export const NOTICE_ENDS = ['signal', '6h', 'morning', '24h'] as const;
export type NoticeEnd = (typeof NOTICE_ENDS)[number];

/** "Tonight 9:00 pm" / "আজ রাত ৯:০০", "Tomorrow 9:00 pm": a departure as the clerk says it. */
export function sayDeparture(locale: Locale, date: string, time: string, now: number): string {
  const said = formatWhen(locale, `${date} ${time}`, dhakaNow(now).slice(0, 10));
  return locale === 'en' ? said.charAt(0).toUpperCase() + said.slice(1) : said;
}

/** A route by its two ends in a direction: "Dhaka – Barishal". */
export function routeEnds(route: Route, direction: 'outbound' | 'return', locale: Locale): string {
  const { from, to } = sailingEnds(route, direction);
  return `${localName(from.town, locale)} – ${localName(to.town, locale)}`;
}

const sailingIndex = new Map(
  timetable.routes.flatMap((route) => route.sailings.map((sailing) => [sailing.id, { route, sailing }] as const)),
);

/** A sailing on a date in words: "Tonight 9:00 pm Dhaka – Barishal, MV Nodipoth Sugondha" (never its id). */
export function saySailing(locale: Locale, sailingId: string, date: string, now: number): string {
  const known = sailingIndex.get(sailingId);
  if (!known) return locale === 'bn' ? 'সময়সূচিতে নেই এমন একটি লঞ্চ' : 'a sailing no longer in the timetable';
  const time = clock(sailingTimes(known.sailing).depart);
  return `${sayDeparture(locale, date, time, now)} ${routeEnds(known.route, known.sailing.direction, locale)}, ${localName(vesselById(known.sailing.vessel).name, locale)}`;
}

/** Whether our own rule keeps every launch at the ghat under this signal number. */
export const signalStops = (number: number) => stormSignals.find((entry) => entry.number === number)?.stopsOurLaunches === true;

type StatusValue = StatusFile;
type NoticeValue = StatusValue['notices'][number];

/** What identifies the status a form was opened on: a publish since changes it. */
export const statusTag = (statusJson: string) => createHash('sha256').update(statusJson).digest('hex').slice(0, 32);

type Fields = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
const many = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
/** A note in both languages, or none when both are left empty. */
const note = (en: string, bn: string) => (en || bn ? { en, bn } : undefined);

/**
 * The notices a form was drawn with when they are not the ones in force (a form returned with its
 * problems, or back from the preview): carried in a hidden field, so an unpublished notice keeps
 * its fields. Anything but a list of objects is ignored (the status's rules check the rest).
 */
function draftNotices(value: string): NoticeValue[] | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) && parsed.every((entry) => entry && typeof entry === 'object' && !Array.isArray(entry))
      ? (parsed as NoticeValue[])
      : undefined;
  } catch {
    return undefined;
  }
}

/** The template-filled values of a notice's blanks, in one language. */
function blanks(locale: Locale, values: { until: string; signal?: number; routes: string[]; pontoon: number }, now: number) {
  const routes =
    values.routes.length === 0
      ? locale === 'bn'
        ? 'আমাদের সব'
        : 'all our routes'
      : formatList(
          locale,
          values.routes.map((id) => {
            const route = timetable.routes.find((entry) => entry.id === id);
            return route ? routeEnds(route, 'outbound', locale) : id;
          }),
        );
  return {
    until: formatWhen(locale, values.until, dhakaNow(now).slice(0, 10)),
    signal: values.signal ? formatNumber(locale, values.signal) : '',
    routes,
    pontoon: formatNumber(locale, values.pontoon),
  };
}

/** A notice made from a template, both languages filled from the choices. */
export function noticeFromTemplate(
  template: NoticeTemplate,
  choices: { end: string; signal?: number; routes: string[]; pontoon: number },
  now: number,
): NoticeValue {
  const nowText = dhakaNow(now);
  const filled = (part: 'title' | 'text') =>
    Object.fromEntries(
      (['en', 'bn'] as const).map((language) => [
        language,
        fillTemplate(template[part][language], blanks(language, { ...choices, until: choices.end }, now)),
      ]),
    ) as { en: string; bn: string };
  return {
    id: `${template.id}-${nowText.replace(/\D/g, '')}`,
    severity: template.severity,
    routes: choices.routes.length ? choices.routes : 'all',
    start: nowText,
    end: choices.end,
    title: filled('title'),
    text: filled('text'),
  };
}

/** When a notice chosen on the form ends: with the signal, in 6 hours, tomorrow at 06:00, in a day or two. */
export function noticeEnd(choice: string, signal: StatusValue['signal'], now: number, fallbackHours: number): string {
  if (choice === 'signal' && signal) return signal.until;
  if (choice === 'morning') return nextAt(now, '06:00');
  const hours = { '6h': 6, '24h': 24, '48h': 48 }[choice] ?? fallbackHours;
  return dhakaNow(now + hours * HOUR);
}

/** The departure time a quick delay choice gives: "delay-45" on a 21:00 sailing is 21:45. */
function delayedTo(choice: string, minutes: number): string | undefined {
  const delay = Number(choice.replace(/^delay-/, ''));
  return (DELAY_CHOICES as readonly number[]).includes(delay) ? clock(minutes + delay) : undefined;
}

/** The quick choice a delayed sailing's time matches ("delay-45"), or "delayed" (at a time). */
export function delayChoice(departs: string | undefined, minutes: number): string {
  const match = DELAY_CHOICES.find((delay) => clock(minutes + delay) === departs);
  return match ? `delay-${match}` : 'delayed';
}

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
        : Object.hasOwn(choices, choice)
          ? choices[choice as keyof typeof choices]
          : choices.morning;
    const from = current.signal && current.signal.number === number ? current.signal.from : nowText;
    signal = { number, from, until };
  }

  const listed = departures(locale, now);
  const keys = new Set(listed.map((departure) => departure.key));
  const kept = current.sailings.filter((change) => !keys.has(`${change.sailing}@${change.date}`));
  const changed = listed.flatMap((departure) => {
    const choice = one(fields[`s.${departure.key}`]) || 'on-time';
    const departureNote = note(one(fields[`s.${departure.key}.en`]), one(fields[`s.${departure.key}.bn`]));
    const quick = delayedTo(choice, departure.minutes);
    const status = quick ? 'delayed' : choice;
    if (status === 'on-time' && !departureNote) return [];
    return [
      {
        sailing: departure.sailing,
        date: departure.date,
        status: status as StatusValue['sailings'][number]['status'],
        // "At a time" with no time: left out, so the rules say a delayed sailing needs one.
        ...(status === 'delayed' && (quick ?? one(fields[`s.${departure.key}.departs`]))
          ? { departs: quick ?? one(fields[`s.${departure.key}.departs`]) }
          : {}),
        ...(departureNote ? { note: departureNote } : {}),
      },
    ];
  });

  const ended = new Set(many(fields.end));
  // A changed signal takes its old notice down with it, unless the clerk keeps it.
  const signalChanged = JSON.stringify(current.signal ?? null) !== JSON.stringify(signal);
  const takeDownSignalNotice = signalChanged && one(fields.signal_notice) !== 'keep';
  const base = draftNotices(one(fields.draft)) ?? current.notices;
  const liveIds = new Set(current.notices.map((notice) => String(notice.id)));
  // Notices already over are left out: they are on no page any more.
  const notices = base.flatMap((notice): NoticeValue[] => {
    const id = String(notice.id);
    if (String(notice.end) <= nowText) return [];
    const text = (part: 'title' | 'text', language: 'en' | 'bn') => {
      const value = fields[`n.${id}.${part}_${language}`];
      return value === undefined ? (notice[part]?.[language] ?? '') : one(value);
    };
    const edited = {
      ...notice,
      title: { en: text('title', 'en'), bn: text('title', 'bn') },
      text: { en: text('text', 'en'), bn: text('text', 'bn') },
    };
    // The old signal's notice is the one in force; one this form made for the new signal stays.
    const oldSignalNotice = takeDownSignalNotice && id.startsWith(SIGNAL_NOTICE_PREFIX) && liveIds.has(id);
    if (!ended.has(id) && !oldSignalNotice) return [edited];
    // Ended now: kept in the file until its end, which is now, so the history says when.
    return String(notice.start) < nowText ? [{ ...edited, end: nowText }] : [];
  });

  const templateId = one(fields['new.template']);
  const template = noticeTemplates.find((entry) => entry.id === templateId);
  const routes = many(fields['new.routes']).filter((route) => route !== 'all');
  const pontoon = Number(one(fields['new.pontoon'])) || PONTOON_CHOICES[0];
  const free = {
    title: note(one(fields['new.title_en']), one(fields['new.title_bn'])),
    text: note(one(fields['new.text_en']), one(fields['new.text_bn'])),
  };
  const signalNoticeLeft = notices.some((notice) => String(notice.id).startsWith(SIGNAL_NOTICE_PREFIX) && String(notice.end) > nowText);
  if (template?.signal) {
    // The signal's notice comes with a signal under which we do not sail, filled, ending with it.
    if (signal && signalStops(signal.number) && !signalNoticeLeft) {
      notices.push(
        withFree(
          noticeFromTemplate(
            template,
            { end: noticeEnd(one(fields['new.end']) || 'signal', signal, now, 12), signal: signal.number, routes, pontoon },
            now,
          ),
          free,
        ),
      );
    } else if (free.title) notices.push(freeNotice(fields, free, signal, now, routes));
  } else if (template) {
    notices.push(
      withFree(
        noticeFromTemplate(
          template,
          { end: noticeEnd(one(fields['new.end']), signal, now, template.hours ?? 6), signal: signal?.number, routes, pontoon },
          now,
        ),
        free,
      ),
    );
  } else if (free.title) notices.push(freeNotice(fields, free, signal, now, routes));
  const status = { $schema: './status.schema.json', updated: nowText, signal, notices, sailings: [...kept, ...changed] };
  // The ghats' taps (issue 57) are not the form's: kept as they are.
  return current.movements ? { ...status, movements: current.movements } : status;
}

/** What the clerk typed over a template's words wins, box by box. */
function withFree(notice: NoticeValue, free: { title?: { en: string; bn: string }; text?: { en: string; bn: string } }): NoticeValue {
  const over = (part: 'title' | 'text') => ({
    en: free[part]?.en || notice[part].en,
    bn: free[part]?.bn || notice[part].bn,
  });
  return { ...notice, title: over('title'), text: over('text') };
}

/** A notice written on the form, without a template. */
function freeNotice(
  fields: Fields,
  free: { title?: { en: string; bn: string }; text?: { en: string; bn: string } },
  signal: StatusValue['signal'],
  now: number,
  routes: string[],
): NoticeValue {
  const nowText = dhakaNow(now);
  return {
    id: `desk-${nowText.replace(/\D/g, '')}`,
    severity: (one(fields['new.severity']) || 'information') as NoticeValue['severity'],
    routes: routes.length ? routes : 'all',
    start: nowText,
    end: noticeEnd(one(fields['new.end']), signal, now, 6),
    title: free.title!,
    text: free.text ?? free.title!,
  };
}

/**
 * The fix the desk offers for what the status's rules call a contradiction: every sailing still
 * leaving while a signal under which we do not sail covers it is cancelled, and the signal's notice
 * ends with the signal.
 */
export function fixContradictions(status: StatusValue): StatusValue {
  const signal = status.signal;
  if (!signal) return status;
  const from = dhakaMillis(signal.from);
  const until = dhakaMillis(signal.until);
  const sailings = status.sailings.map((change) => {
    const known = sailingIndex.get(change.sailing);
    if (!known || change.status === 'cancelled' || !signalStops(signal.number)) return change;
    const depart = sailingTimes(known.sailing).depart;
    let minutes = change.departs ? Number(change.departs.slice(0, 2)) * 60 + Number(change.departs.slice(3)) : depart;
    if (minutes < depart) minutes += 1440;
    const at = dhakaMillis(`${change.date} 00:00`) + minutes * 60_000;
    if (at < from || at >= until) return change;
    const { departs: _departs, ...rest } = change;
    return { ...rest, status: 'cancelled' as const };
  });
  const notices = status.notices.map((notice) =>
    String(notice.id).startsWith(SIGNAL_NOTICE_PREFIX) && dhakaMillis(String(notice.end)) < until
      ? { ...notice, end: signal.until }
      : notice,
  );
  return { ...status, sailings, notices };
}
