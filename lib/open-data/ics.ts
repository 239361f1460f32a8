/**
 * Calendar files (iCalendar, RFC 5545) for the timetable's sailings: one file per sailing and
 * language, a recurring event for the season (scripts/build/write-calendars.ts writes them into the
 * built site at /calendar/<sailing id>.ics and /bn/calendar/<sailing id>.ics). The trip finder's
 * one-day event is made from these in the browser by lib/open-data/ics-single.ts, whose folding this module
 * shares.
 *
 * Times are Bangladesh wall-clock times with a VTIMEZONE for Asia/Dhaka (UTC+6 all year), so a
 * calendar anywhere shows the 21:00 launch at 15:00 UTC, and an 8:30 pm launch stays 8:30 pm in
 * Dhaka whatever the zone of the phone it is added on.
 */
import { brand, phoneDisplay } from '../site/brand';
import { formatTime, TIME_ZONE } from '../i18n/format';
import { localePath, type Locale } from '../i18n/locales';
import { pageUrl, siteUrl } from '../seo/site-url';
import { weekdayOf } from '../timetable/departures';
import { fillText } from '../i18n/text';
import {
  localName,
  runsOnDate,
  sailingTimes,
  seasonDates,
  stopById,
  timetable,
  sailingVesselName,
  vesselById,
  weekdayCodes,
  weekdaysOf,
  type Sailing,
} from '../timetable/model';
import { sailingVessels, vesselOn } from '../timetable/rotations';
import { timetableCopy } from '../timetable/copy';
import { icsText } from './ics-single';
import { pages } from '../site/pages';

export { icsText, singleSailingEvent } from './ics-single';

/** Where the calendar files are, under each language's prefix: /calendar/… and /bn/calendar/…. */
export const CALENDAR_PATH = '/calendar/';

/** A sailing's calendar file as linked from a page: "/calendar/dhk-bsl-2100.ics", "/bn/calendar/dhk-bsl-2100.ics". */
export function calendarHref(locale: Locale, sailingId: string): string {
  return `${localePath(locale, CALENDAR_PATH)}${sailingId}.ics`;
}

/** A TEXT value escaped (RFC 5545, 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

/**
 * Bangladesh's time zone as a calendar needs it: UTC+6 all year, no daylight saving (there was one
 * summer of it, 2009, before any date these files hold). One STANDARD rule from 1970.
 */
export const dhakaTimezone: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0600',
  'TZOFFSETTO:+0600',
  'TZNAME:+06',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** "2026-11-01" and "21:00" as a local DATE-TIME, "20261101T210000". */
function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** A Bangladesh date and time as a UTC DATE-TIME: "2027-03-31", "21:00" → "20270331T150000Z". */
function utcDateTime(date: string, time: string): string {
  return `${new Date(`${date}T${time}:00+06:00`).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const dhaka = `;TZID=${TIME_ZONE}`;

/**
 * The dates of a sailing as a recurrence: the first departure (DTSTART), the rule for its days to
 * its last departure of the season (a sailing on dates only has none), the dates it does not run
 * and the dates it runs besides.
 */
function recurrence(sailing: Sailing): { first: string; rule?: string; last?: string; exdates: string[]; rdates: string[] } {
  const regular = weekdaysOf(sailing.days);
  const extra = [...(sailing.extraDates ?? [])].sort();
  const off = [...(sailing.notOn ?? [])].sort();
  // On dates only: the first is DTSTART and all are RDATE. The recurrence set is a set, so the
  // first counts once; without it among the RDATEs, some readers (ical.js) would leave it out.
  if (regular.length === 0) return { first: extra[0]!, exdates: [], rdates: extra };
  // The first and last departures on its days, so DTSTART is one of the rule's own dates.
  const onDays = seasonDates().filter((date) => regular.includes(weekdayOf(date)) && !off.includes(date));
  const byDay = regular.map((day) => weekdayCodes[day]!.slice(0, 2).toUpperCase()).join(',');
  return {
    first: onDays[0]!,
    last: onDays.at(-1)!,
    rule: sailing.days === 'daily' ? 'FREQ=DAILY' : `FREQ=WEEKLY;BYDAY=${byDay}`,
    exdates: off,
    rdates: extra,
  };
}

/**
 * DTSTAMP must be a UTC time. The build's own clock would make every build's files differ though
 * nothing in them changed (and change their ETags, precompressed twins and the deploy's diff), so
 * the stamp is taken from the data: the season's first day, 00:00 UTC. The same timetable always
 * gives the same bytes.
 */
function stampOf(): string {
  return `${timetable.validFrom.replace(/-/g, '')}T000000Z`;
}

/** The days from one "YYYY-MM-DD" to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The dates one launch of a sailing taken night about makes, as runs of evenly spaced dates: each
 * run is one event recurring every `step` days (every other day for a daily sailing) from its
 * first date to its last. A night off (Eid, say) turns the launches over (the night after it is
 * the other launch's, lib/timetable/rotations.ts), so the run before it and the run after it are
 * two events. A run of one date is an event on that date alone.
 */
function launchRuns(dates: readonly string[]): { first: string; last: string; step: number }[] {
  const runs: { first: string; last: string; step: number }[] = [];
  for (const date of dates) {
    const run = runs.at(-1);
    const gap = run ? daysBetween(run.last, date) : 0;
    if (run && (run.step === 0 || gap === run.step)) {
      run.step = gap;
      run.last = date;
    } else runs.push({ first: date, last: date, step: 0 });
  }
  return runs;
}

/**
 * The events of a sailing: one recurring event, or, for a sailing two launches take night about,
 * each launch's own (launchRuns), so that a calendar names the launch that goes on each night.
 */
function sailingEvents(locale: Locale, sailing: Sailing): string[] {
  if (!sailing.alternatesWith) return sailingEvent(locale, sailing, recurrence(sailing), sailingVesselName(sailing, locale), sailing.id);
  const dates = seasonDates().filter((date) => runsOnDate(sailing, date));
  return sailingVessels(sailing).flatMap((vessel) =>
    launchRuns(dates.filter((date) => vesselOn(sailing, date, timetable) === vessel)).flatMap((run) =>
      sailingEvent(
        locale,
        sailing,
        {
          first: run.first,
          ...(run.step ? { rule: `FREQ=DAILY;INTERVAL=${run.step}`, last: run.last } : {}),
          exdates: [],
          rdates: [],
        },
        localName(vesselById(vessel).name, locale),
        `${sailing.id}-${vessel}-${run.first.replace(/-/g, '')}`,
      ),
    ),
  );
}

/** An event's lines (VEVENT) for a sailing on `dates`, recurring or not, in one language, with its launch's name and UID. */
function sailingEvent(locale: Locale, sailing: Sailing, dates: ReturnType<typeof recurrence>, vessel: string, uid: string): string[] {
  const copy = timetableCopy[locale];
  const calls = sailing.calls;
  const from = stopById(calls[0]!.stop);
  const to = stopById(calls[calls.length - 1]!.stop);
  const departs = calls[0]!.depart!;
  const arrives = calls[calls.length - 1]!.arrive!;
  const times = sailingTimes(sailing);
  const time = formatTime(locale, departs);
  const arrival = formatTime(locale, arrives);
  const summary = fillText(copy.calendar.summary, {
    from: localName(from.town, locale),
    to: localName(to.town, locale),
    time,
    vessel,
  });
  const url = `${pageUrl(localePath(locale, pages.timetable.path))}#${sailing.id}`;
  const description = [
    fillText(copy.calendar.leaves, { place: localName(from.terminal, locale), time }),
    fillText(copy.calendar.arrives, {
      place: localName(to.terminal, locale),
      time: times.arrivesDaysLater ? `${arrival} (${copy.table.nextDay})` : arrival,
    }),
    fillText(copy.calendar.call, { phone: phoneDisplay(locale) }),
    fillText(copy.calendar.timetable, { url }),
  ].join('\n');
  const lang = `;LANGUAGE=${locale}`;
  return [
    'BEGIN:VEVENT',
    `UID:${uid}@${siteUrl.host}`,
    `DTSTAMP:${stampOf()}`,
    `DTSTART${dhaka}:${localDateTime(dates.first, departs)}`,
    `DTEND${dhaka}:${localDateTime(addDays(dates.first, times.arrivesDaysLater), arrives)}`,
    ...(dates.rule ? [`RRULE:${dates.rule};UNTIL=${utcDateTime(dates.last!, departs)}`] : []),
    ...(dates.exdates.length ? [`EXDATE${dhaka}:${dates.exdates.map((date) => localDateTime(date, departs)).join(',')}`] : []),
    ...(dates.rdates.length ? [`RDATE${dhaka}:${dates.rdates.map((date) => localDateTime(date, departs)).join(',')}`] : []),
    `SUMMARY${lang}:${escapeText(sailing.label ? fillText(copy.calendar.special, { label: localName(sailing.label, locale), summary }) : summary)}`,
    `LOCATION${lang}:${escapeText(localName(from.terminal, locale))}`,
    `GEO:${from.position.lat};${from.position.lon}`,
    `DESCRIPTION${lang}:${escapeText(description)}`,
    `URL:${url}`,
    'END:VEVENT',
  ];
}

/** A whole calendar around events, with the Dhaka time zone they refer to. */
function calendar(locale: Locale, events: readonly string[]): string {
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${brand.name}//Timetable//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    ...dhakaTimezone,
    ...events,
    'END:VCALENDAR',
  ]);
}

/**
 * A sailing's calendar file in one language: one event that recurs on its days for the season
 * (RRULE to its last departure, EXDATE for the dates it does not run, RDATE for the dates it runs
 * besides), or, for a sailing on dates only, its first date with all its dates as RDATE. A sailing
 * two launches take night about has an event per launch and run of nights (sailingEvents), each
 * named after its launch: "(MV Nodipoth Shapla)" on Shapla's nights, never both names.
 */
export function sailingCalendar(locale: Locale, sailing: Sailing): string {
  return calendar(locale, sailingEvents(locale, sailing));
}
