/**
 * The timetable as each page shows it: everything formatted at build time in the page's language
 * (times, durations, taka, day names), so components only lay it out and the browser formats
 * nothing that the HTML already says.
 */
import { brand } from './brand';
import { CANCELLATION } from './constants';
import { durationUnits, formatDate, formatDuration, formatList, formatNumber, formatPlain, formatTaka, formatTime, formatWeekday, monthNames } from './format';
import { localePath, type Locale } from './i18n';
import {
  dayBits,
  directions,
  localName,
  sailingEnds,
  sailingFares,
  sailingTimes,
  stopById,
  timedCalls,
  timetable,
  vesselById,
  weekdaysOf,
  type Route,
  type Sailing,
} from './timetable';
import { timetableCopy } from './timetable-copy';
import { bookingHrefs, fillText, type BookingLinks } from './text';

export const TIMETABLE_PATH = '/timetable';

export type { BookingLinks };

/* ---------- Booking links ---------- */

export type BookingRequest = { from: string; to: string; time: string; vessel: string; when: string };

/** The message a passenger sends to book, naming the route, direction, date and launch. */
export function bookingMessage(locale: Locale, request: BookingRequest): string {
  return fillText(timetableCopy[locale].booking.message, { brand: brand.name, ...request });
}

/** Call, SMS and WhatsApp links to book one departure. Links only: nothing loads from anyone. */
export function bookingLinks(locale: Locale, request: BookingRequest): BookingLinks {
  return bookingHrefs(brand.phone.e164, bookingMessage(locale, request));
}

/* ---------- Days ---------- */

/** "Daily", or the days a sailing runs: "Sun, Tue and Thu" / "রবিবার, মঙ্গলবার এবং বৃহস্পতিবার". */
export function daysText(locale: Locale, days: Sailing['days'], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const copy = timetableCopy[locale];
  if (days === 'daily') return copy.daily;
  return formatList(locale, weekdaysOf(days).map((day) => formatWeekday(locale, day, copy.dayWidth)), type);
}

/** When a booking from the static tables is for: the next available day, or the next of its days. */
function bookingWhen(locale: Locale, days: Sailing['days']): string {
  const copy = timetableCopy[locale].booking;
  return days === 'daily' ? copy.nextAvailable : fillText(copy.nextOnDays, { days: daysText(locale, days, 'disjunction') });
}

/* ---------- The tables ---------- */

export type StopTime = { arrive?: string; depart?: string; nextDay: boolean } | null;

export type DepartureRow = {
  id: string;
  depart: string;
  vessel: string;
  days: string;
  /** Times at each stop after the first, in the table's column order; null where it does not call. */
  stops: StopTime[];
  journey: string;
  fares: { name: string; price: string }[];
  links: BookingLinks;
};

export type DirectionTable = {
  direction: Sailing['direction'];
  from: string;
  to: string;
  /** Names of the stops after the first, in the direction of travel: the table's columns. */
  stops: string[];
  rows: DepartureRow[];
};

export type RouteBlock = { id: string; name: string; terminals: string; distance: string; tables: DirectionTable[] };

function directionStops(route: Route, direction: Sailing['direction']): string[] {
  return direction === 'outbound' ? route.stops : [...route.stops].reverse();
}

function departureRow(locale: Locale, route: Route, sailing: Sailing): DepartureRow {
  const times = sailingTimes(sailing);
  const calls = timedCalls(sailing);
  const { from, to } = sailingEnds(route, sailing.direction);
  const vessel = localName(vesselById(sailing.vessel).name, locale);
  const depart = formatTime(locale, sailing.calls[0]!.depart!);
  return {
    id: sailing.id,
    depart,
    vessel,
    days: daysText(locale, sailing.days),
    stops: directionStops(route, sailing.direction)
      .slice(1)
      .map((stopId) => {
        const call = calls.find((c) => c.stop === stopId);
        if (!call) return null;
        return {
          arrive: call.arrive && formatTime(locale, call.arrive),
          depart: call.depart && formatTime(locale, call.depart),
          nextDay: (call.arriveAt ?? 0) >= 1440,
        };
      }),
    journey: formatDuration(locale, times.duration),
    fares: sailingFares(sailing).map(({ travelClass, fare }) => ({ name: localName(travelClass.name, locale), price: formatTaka(locale, fare) })),
    links: bookingLinks(locale, {
      from: localName(from.town, locale),
      to: localName(to.town, locale),
      time: depart,
      vessel,
      when: bookingWhen(locale, sailing.days),
    }),
  };
}

/** Every route, both directions, each sailing a row, earliest departure first. */
export function routeBlocks(locale: Locale): RouteBlock[] {
  const copy = timetableCopy[locale];
  return timetable.routes.map((route) => {
    const { from, to } = sailingEnds(route, 'outbound');
    return {
      id: route.id,
      name: fillText(copy.routeName, { from: localName(from.town, locale), to: localName(to.town, locale) }),
      terminals: fillText(copy.routeName, { from: localName(from.terminal, locale), to: localName(to.terminal, locale) }),
      distance: fillText(copy.distance, { km: formatNumber(locale, route.distanceKm) }),
      tables: directions
        .map((direction) => {
          const ends = sailingEnds(route, direction);
          const stops = directionStops(route, direction);
          return {
            direction,
            from: localName(ends.from.town, locale),
            to: localName(ends.to.town, locale),
            stops: stops.slice(1).map((id) => localName(stopById(id).town, locale)),
            rows: route.sailings
              .filter((sailing) => sailing.direction === direction)
              .sort((a, b) => sailingTimes(a).depart - sailingTimes(b).depart)
              .map((sailing) => departureRow(locale, route, sailing)),
          };
        })
        .filter((table) => table.rows.length > 0),
    };
  });
}

/** The page's notes, numbers from the constants. */
export function timetableNotes(locale: Locale): string[] {
  const copy = timetableCopy[locale];
  return [fillText(copy.arriveEarly, { minutes: formatPlain(locale, CANCELLATION.arriveEarlyMinutes) }), ...copy.notes];
}

export function faresCheckedText(locale: Locale): string {
  return fillText(timetableCopy[locale].faresChecked, { date: formatDate(locale, timetable.faresCheckedOn) });
}

/* ---------- The trip finder's data ---------- */

/** One departure for the finder, formatted. Short keys: Next serialises these into the page. */
export type FinderTrip = {
  /** Route id (the table's anchor). */
  r: string;
  /** Weekday bits (see lib/departures.ts) and departure minute, Bangladesh time. */
  days: number;
  depart: number;
  /** Departure, arrival (with "next day" when so) and journey time, formatted. */
  dep: string;
  arr: string;
  dur: string;
  v: string;
  /** Fares: [class, price]. */
  f: [string, string][];
};

export type FinderData = {
  /** Boarding places in the select's order: [id, name]. */
  places: [string, string][];
  /** Where one can go from each place: from id → [to id, trips]. */
  pairs: Record<string, Record<string, FinderTrip[]>>;
  /** Day and month names, the numerals (0-9) and the duration units of the page's language. */
  weekdays: string[];
  months: string[];
  digits: string;
  units: { h: string; min: string };
  text: FinderText;
  /** The booking message with {from} {to} {when} {time} {vessel} still open; the phone number. */
  message: string;
  phone: string;
};

export type FinderText = ReturnType<typeof finderText>;

function finderText(locale: Locale) {
  const copy = timetableCopy[locale];
  return {
    ...copy.finder,
    onDateWhen: copy.booking.onDate,
    nextAvailable: copy.booking.nextAvailable,
    call: copy.booking.call,
    sms: copy.booking.sms,
    whatsapp: copy.booking.whatsapp,
    context: copy.booking.context,
    nextDay: copy.table.nextDay,
    fares: copy.table.fares,
    book: copy.table.book,
  };
}

/**
 * The finder's props: only the pairs we serve (each route's terminals, both ways), their
 * departures formatted, and the words the island puts together.
 */
export function finderData(locale: Locale): FinderData {
  const copy = timetableCopy[locale];
  const pairs: FinderData['pairs'] = {};
  for (const route of timetable.routes) {
    for (const sailing of route.sailings) {
      const { from, to } = sailingEnds(route, sailing.direction);
      const times = sailingTimes(sailing);
      const arrival = formatTime(locale, sailing.calls[sailing.calls.length - 1]!.arrive!);
      ((pairs[from.id] ??= {})[to.id] ??= []).push({
        r: route.id,
        days: dayBits(sailing.days),
        depart: times.depart,
        dep: formatTime(locale, sailing.calls[0]!.depart!),
        arr: times.arrivesDaysLater ? `${arrival} (${copy.table.nextDay})` : arrival,
        dur: formatDuration(locale, times.duration),
        v: localName(vesselById(sailing.vessel).name, locale),
        f: sailingFares(sailing).map(({ travelClass, fare }) => [localName(travelClass.name, locale), formatTaka(locale, fare)]),
      });
    }
  }
  for (const destinations of Object.values(pairs)) for (const trips of Object.values(destinations)) trips.sort((a, b) => a.depart - b.depart);
  return {
    places: timetable.stops.filter((stop) => pairs[stop.id]).map((stop) => [stop.id, localName(stop.town, locale)]),
    pairs,
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((day) => formatWeekday(locale, day)),
    months: monthNames(locale),
    digits: Array.from({ length: 10 }, (_, digit) => formatPlain(locale, digit)).join(''),
    units: durationUnits[locale],
    text: finderText(locale),
    message: fillText(copy.booking.message, { brand: brand.name }),
    phone: brand.phone.e164,
  };
}

/* ---------- Landing page route cards ---------- */

export type RouteCardView = {
  id: string;
  /** The route's place on the timetable page, in the card's language. */
  href: string;
  linkLabel: string;
  from: string;
  fromTerminal: string;
  to: string;
  toTerminal: string;
  /** Stops between, "via Chandpur and Barishal"; empty when none. */
  via: string;
  duration: string;
  schedule: string;
  classes: string;
  fromFare: string;
};

function scheduleSummary(locale: Locale, route: Route): string {
  const copy = timetableCopy[locale].cards;
  const outbound = route.sailings.filter((sailing) => sailing.direction === 'outbound');
  const departs = outbound.map((sailing) => sailingTimes(sailing).depart);
  const evening = departs.every((minutes) => minutes >= 17 * 60);
  const morning = departs.every((minutes) => minutes < 12 * 60);
  const morningAndAfternoon = departs.some((m) => m < 12 * 60) && departs.some((m) => m >= 12 * 60) && departs.every((m) => m < 17 * 60);
  if (outbound.every((sailing) => sailing.days === 'daily')) {
    if (evening) return copy.everyEvening;
    if (morning) return copy.everyMorning;
    if (morningAndAfternoon) return copy.morningAndAfternoon;
    return copy.daily;
  }
  const bits = outbound.reduce((all, sailing) => all | dayBits(sailing.days), 0);
  const days = daysText(locale, bits === 127 ? 'daily' : (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).filter((_, day) => bits & (1 << day)));
  return fillText(evening ? copy.eveningsOn : copy.onDays, { days });
}

function durationSummary(locale: Locale, route: Route): string {
  const copy = timetableCopy[locale].cards;
  const all = route.sailings.map(sailingTimes);
  const min = Math.floor(Math.min(...all.map((times) => times.duration)) / 60);
  const max = Math.ceil(Math.max(...all.map((times) => times.duration)) / 60);
  const range = min === max ? fillText(copy.hours, { hours: formatPlain(locale, min) }) : fillText(copy.hoursRange, { min: formatPlain(locale, min), max: formatPlain(locale, max) });
  return fillText(all.some((times) => times.arrivesDaysLater > 0) ? copy.overnight : copy.about, { range });
}

/** The landing page's route cards, from the timetable. */
export function routeCards(locale: Locale): RouteCardView[] {
  const copy = timetableCopy[locale].cards;
  return timetable.routes.map((route) => {
    const { from, to } = sailingEnds(route, 'outbound');
    const between = route.stops.slice(1, -1).map((id) => localName(stopById(id).town, locale));
    const classIds = new Set(route.sailings.flatMap((sailing) => Object.keys(sailing.fares)));
    const cheapest = Math.min(...route.sailings.flatMap((sailing) => Object.values(sailing.fares)));
    return {
      id: route.id,
      href: `${localePath(locale, TIMETABLE_PATH)}#${route.id}`,
      linkLabel: copy.timesAndFares,
      from: localName(from.town, locale),
      fromTerminal: localName(from.terminal, locale),
      to: localName(to.town, locale),
      toTerminal: localName(to.terminal, locale),
      via: between.length ? fillText(copy.via, { stops: formatList(locale, between) }) : '',
      duration: durationSummary(locale, route),
      schedule: scheduleSummary(locale, route),
      classes: formatList(
        locale,
        timetable.classes.filter((c) => classIds.has(c.id)).map((c) => localName(c.name, locale)),
      ),
      fromFare: fillText(copy.fromFare, { fare: formatTaka(locale, cheapest) }),
    };
  });
}
