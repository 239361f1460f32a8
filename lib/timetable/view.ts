/**
 * The timetable as each page shows it: everything formatted at build time in the page's language
 * (times, durations, taka, day names), so components only lay it out and the browser formats
 * nothing that the HTML already says.
 */
import { brand, phoneDisplay } from '../site/brand';
import { CANCELLATION } from '../site/constants';
import {
  durationUnits,
  formatDate,
  formatDates,
  formatDuration,
  formatList,
  formatNumber,
  formatPlain,
  formatTaka,
  formatTime,
  formatWeekday,
  monthNames,
} from '../i18n/format';
import type { Season } from './departures';
import { CALENDAR_PATH } from '../open-data/ics';
import { localePath, type Locale } from '../i18n/locales';
import {
  dayBits,
  directions,
  isRegular,
  localName,
  sailingEnds,
  sailingFares,
  sailingTimes,
  stopById,
  timedCalls,
  timetable,
  sailingVesselName,
  weekdaysOf,
  type Route,
  type Sailing,
  type Timetable,
  hubStop,
} from './model';
import { timetableCopy } from './copy';
import { sailingVessels } from './rotations';
import { pages } from '../site/pages';
import { fillText, type BookingLinks } from '../i18n/text';

/** The timetable page's English route, from the page registry. */
export const TIMETABLE_PATH = pages.timetable.path;

export type { BookingLinks };

/* ---------- Booking links ---------- */

export type BookingRequest = { from: string; to: string; time: string; vessel: string; when: string };

/** The message a passenger sends to book, naming the route, direction, date and launch. */
export function bookingMessage(locale: Locale, request: BookingRequest): string {
  return fillText(timetableCopy[locale].booking.message, { brand: brand.name, ...request });
}

/* ---------- Days ---------- */

/** "Daily", or the days a sailing runs: "Sun, Tue and Thu" / "রবিবার, মঙ্গলবার ও বৃহস্পতিবার". */
export function daysText(locale: Locale, days: Sailing['days'], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const copy = timetableCopy[locale];
  if (days === 'daily') return copy.daily;
  return formatList(
    locale,
    weekdaysOf(days).map((day) => formatWeekday(locale, day, copy.dayWidth)),
    type,
  );
}

/**
 * When a sailing runs, in words: its days ("Daily", "Sun, Tue and Thu") or, for one on dates only,
 * "Only on March 6, 7, 8 and 9, 2027"; then the dates it does not run, when it has any.
 */
export function scheduleText(locale: Locale, sailing: Sailing): string[] {
  const copy = timetableCopy[locale];
  const days = isRegular(sailing)
    ? daysText(locale, sailing.days)
    : fillText(copy.onlyOn, { dates: formatDates(locale, sailing.extraDates ?? []) });
  return sailing.notOn?.length ? [days, fillText(copy.notOn, { dates: formatDates(locale, sailing.notOn) })] : [days];
}

/** When a booking from the static tables is for: the next available day, or the next of its days. */
function bookingWhen(locale: Locale, days: Sailing['days']): string {
  const copy = timetableCopy[locale].booking;
  return days === 'daily' ? copy.nextAvailable : fillText(copy.nextOnDays, { days: daysText(locale, days, 'disjunction') });
}

/* ---------- The tables and the finder: one compact dataset ---------- */

/*
 * The tables and the trip finder are rendered by one client component from this data (see
 * components/timetable/TimetableView.tsx): Next serialises a client component's props into the
 * page once, where a server-rendered table would be sent twice (as HTML and again as its element
 * tree). Everything is formatted here, at build time; the browser only puts strings in place.
 * Short keys for the same reason.
 */

/** One sailing, formatted. */
export type ViewSailing = {
  id: string;
  /** Weekday bits (Sunday 1 ... Saturday 64) and departure minute, Bangladesh time (departures.ts). */
  days: number;
  depart: number;
  /** Departure time from the first stop: "8:30 pm". */
  dep: string;
  dur: string;
  /** Launch name. */
  v: string;
  /** The days it runs, "Sun, Tue and Thu"; absent when it runs daily. */
  dt?: string;
  /**
   * Each stop after the first, in the table's column order: [arrival, departure] ("5:00 am (next
   * day)", "" at the last stop), or null where the launch passes without calling. The last entry
   * is the arrival at the end of the trip.
   */
  at: ([string, string] | null)[];
  /** Fares, "Deck Tk 450", one per class, cheapest first. */
  f: string[];
  /** When a booking from the table asks for, "on the next Sun, Tue or Thu"; absent when daily. */
  w?: string;
  /** Dates it also runs and dates it does not ("YYYY-MM-DD", departures.ts), when it has them. */
  on?: string[];
  off?: string[];
  /** Its label, "Eid special", and the dates it does not run as words, "Not on March 10, 2027". */
  lb?: string;
  nt?: string;
};

/** One direction of a route: its ends (stop ids), the names of its columns, its sailings. */
export type ViewDirection = { from: string; to: string; stops: string[]; sailings: ViewSailing[] };

export type ViewRoute = { id: string; name: string; terminals: string; distance: string; directions: ViewDirection[] };

export type TimetableViewData = {
  /** The page's language (the server's: the finder's props leave it out). */
  locale: Locale;
  routes: ViewRoute[];
  /** Boarding places (stop ids) in timetable order; the names of all stops, for labels. */
  places: string[];
  names: Record<string, string>;
  /** The season, [validFrom, validUntil]: the finder offers dates inside it only. */
  season: Season;
  /** Day and month names, the numerals (0-9) and the duration units of the page's language. */
  weekdays: string[];
  months: string[];
  digits: string;
  units: { h: string; min: string; day: string; days: string };
  text: ViewText;
  /** The booking message with {from} {to} {when} {time} {vessel} open, and the phone (E.164). */
  message: string;
  phone: string;
  /** Where the sailings' calendar files are, "/calendar/" or "/bn/calendar/": a sailing's is `${ics}${id}.ics` (lib/open-data/ics.ts). */
  ics: string;
};

export type ViewText = ReturnType<typeof viewText>;

/**
 * What the trip finder (a client island) needs of the dataset, and no more: its props travel in
 * the page's hydration payload, so the tables' own words (route names, column names, calls on the
 * way) stay out of it. A trip keeps only its arrival at the end (`ar`).
 */
export type FinderData = Omit<TimetableViewData, 'routes' | 'text' | 'locale'> & {
  routes: { id: string; directions: { from: string; to: string; sailings: FinderSailing[] }[] }[];
  text: { finder: Omit<ViewText['finder'], 'title' | 'intro'>; booking: ViewText['booking'] };
};

/**
 * A sailing as the finder shows it: `ar` is its arrival at the end of the trip; `vs`, for a
 * sailing two launches take night about, each one's name, so a result for a date names the
 * launch of that night (launchOn in departures.ts).
 */
export type FinderSailing = Omit<ViewSailing, 'at' | 'dt' | 'nt' | 'w'> & { ar: string; vs?: string[] };

export function finderData(data: TimetableViewData): FinderData {
  const names = Object.fromEntries(timetable.vessels.map((vessel) => [vessel.id, localName(vessel.name, data.locale)]));
  const nightAbout = new Map(
    timetable.routes.flatMap((route) => route.sailings.filter((s) => s.alternatesWith).map((s) => [s.id, sailingVessels(s)] as const)),
  );
  // The heading and intro are drawn around the island (components/timetable/TimetableView.tsx).
  const { title: _title, intro: _intro, ...finder } = data.text.finder;
  const { locale: _locale, ...rest } = data;
  return {
    ...rest,
    text: { finder, booking: data.text.booking },
    routes: data.routes.map((route) => ({
      id: route.id,
      directions: route.directions.map(({ from, to, sailings }) => ({
        from,
        to,
        // The tables' words stay out: the days and the dates a sailing does not run as text, and
        // when a booking is for (the finder always knows the date).
        sailings: sailings.map(({ dt: _days, nt: _notOn, w: _when, at, ...sailing }) => {
          const launches = nightAbout.get(sailing.id);
          return { ...sailing, ar: at.at(-1)![0], ...(launches ? { vs: launches.map((id) => names[id]!) } : {}) };
        }),
      })),
    })),
  };
}

function viewText(locale: Locale) {
  const copy = timetableCopy[locale];
  // Only what the browser puts together; the rest of the copy is used at build time.
  const { call, sms, whatsapp, context, nextAvailable, onDate, calendar } = copy.booking;
  return {
    finder: copy.finder,
    table: copy.table,
    booking: { call, sms, whatsapp, context, nextAvailable, onDate, calendar },
    daily: copy.daily,
  };
}

function directionStops(route: Route, direction: Sailing['direction']): string[] {
  return direction === 'outbound' ? route.stops : [...route.stops].reverse();
}

/**
 * A date as the finder writes a chosen one, weekday first and no year ("Tuesday 24 November",
 * "মঙ্গলবার, ২৪ নভেম্বর"): the form a passenger uses in a message to the counter.
 */
export function chosenDate(locale: Locale, isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return fillText(timetableCopy[locale].finder.dateFormat, {
    weekday: formatWeekday(locale, weekday),
    day: formatNumber(locale, day!),
    month: monthNames(locale)[month! - 1]!,
  });
}

function viewSailing(locale: Locale, route: Route, sailing: Sailing): ViewSailing {
  const table = timetableCopy[locale].table;
  const times = sailingTimes(sailing);
  const calls = timedCalls(sailing);
  const daily = sailing.days === 'daily';
  const { extraDates = [], notOn = [] } = sailing;
  const [days, notOnText] = scheduleText(locale, sailing);
  // A booking from the table names the days it runs or, for a sailing on dates only, its first date.
  const when = isRegular(sailing)
    ? bookingWhen(locale, sailing.days)
    : fillText(timetableCopy[locale].booking.onDate, { date: chosenDate(locale, extraDates[0]!) });
  return {
    id: sailing.id,
    days: dayBits(sailing.days),
    depart: times.depart,
    dep: formatTime(locale, sailing.calls[0]!.depart!),
    dur: formatDuration(locale, times.duration),
    v: sailingVesselName(sailing, locale),
    ...(daily ? {} : { dt: days, w: when }),
    ...(extraDates.length ? { on: extraDates } : {}),
    ...(notOn.length ? { off: notOn, nt: notOnText } : {}),
    ...(sailing.label ? { lb: localName(sailing.label, locale) } : {}),
    at: directionStops(route, sailing.direction)
      .slice(1)
      .map((stopId) => {
        const call = calls.find((c) => c.stop === stopId);
        if (!call) return null;
        const arrive = formatTime(locale, call.arrive!);
        return [(call.arriveAt ?? 0) >= 1440 ? `${arrive} (${table.nextDay})` : arrive, call.depart ? formatTime(locale, call.depart) : ''];
      }),
    f: sailingFares(sailing).map(({ travelClass, fare }) => `${localName(travelClass.name, locale)} ${formatTaka(locale, fare)}`),
  };
}

/** Everything the timetable's tables and finder show, in one language. */
export function timetableViewData(locale: Locale): TimetableViewData {
  const copy = timetableCopy[locale];
  const routes: ViewRoute[] = timetable.routes.map((route) => {
    const { from, to } = sailingEnds(route, 'outbound');
    return {
      id: route.id,
      name: routeName(locale, route),
      terminals: fillText(copy.routeName, { from: localName(from.terminal, locale), to: localName(to.terminal, locale) }),
      distance: fillText(copy.distance, { km: formatNumber(locale, route.distanceKm) }),
      directions: directions
        .map((direction) => {
          const stops = directionStops(route, direction);
          return {
            from: stops[0]!,
            to: stops[stops.length - 1]!,
            stops: stops.slice(1).map((id) => localName(stopById(id).town, locale)),
            sailings: route.sailings
              .filter((sailing) => sailing.direction === direction)
              .sort((a, b) => sailingTimes(a).depart - sailingTimes(b).depart)
              .map((sailing) => viewSailing(locale, route, sailing)),
          };
        })
        .filter((direction) => direction.sailings.length > 0),
    };
  });
  const origins = new Set(routes.flatMap((route) => route.directions.map((direction) => direction.from)));
  return {
    locale,
    routes,
    places: timetable.stops.filter((stop) => origins.has(stop.id)).map((stop) => stop.id),
    names: Object.fromEntries(timetable.stops.map((stop) => [stop.id, localName(stop.town, locale)])),
    season: [timetable.validFrom, timetable.validUntil],
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((day) => formatWeekday(locale, day)),
    months: monthNames(locale),
    digits: Array.from({ length: 10 }, (_, digit) => formatPlain(locale, digit)).join(''),
    units: durationUnits[locale],
    text: viewText(locale),
    message: fillText(copy.booking.message, { brand: brand.name }),
    phone: brand.phone.e164,
    ics: localePath(locale, CALENDAR_PATH),
  };
}

/** The page's notes, numbers from the constants. */
export function timetableNotes(locale: Locale): string[] {
  const copy = timetableCopy[locale];
  return [fillText(copy.arriveEarly, { minutes: formatPlain(locale, CANCELLATION.arriveEarlyMinutes) }), ...copy.notes];
}

/** What the timetable covers: its routes through the hub, and where to ask about the others. */
export function scopeText(locale: Locale): string {
  return fillText(timetableCopy[locale].scope, {
    count: formatPlain(locale, timetable.routes.length),
    hub: localName(hubStop.town, locale),
    phone: phoneDisplay(locale),
  });
}

/** "This timetable runs from November 25, 2026 to March 31, 2027." */
export function seasonText(locale: Locale): string {
  return fillText(timetableCopy[locale].season, {
    from: formatDate(locale, timetable.validFrom),
    until: formatDate(locale, timetable.validUntil),
  });
}

export function faresCheckedText(locale: Locale): string {
  return fillText(timetableCopy[locale].faresChecked, { date: formatDate(locale, timetable.faresCheckedOn) });
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
  // What a route does week by week: specials on a few dates are on the timetable page.
  const outbound = route.sailings.filter((sailing) => sailing.direction === 'outbound' && isRegular(sailing));
  const departs = outbound.map((sailing) => sailingTimes(sailing).depart);
  const evening = departs.every((minutes) => minutes >= 17 * 60);
  const morning = departs.every((minutes) => minutes < 12 * 60);
  const morningAndAfternoon = departs.some((m) => m < 12 * 60) && departs.some((m) => m >= 12 * 60) && departs.every((m) => m < 17 * 60);
  if (outbound.every((sailing) => sailing.days === 'daily')) {
    if (evening) return copy.everyEvening;
    if (morning) return copy.everyMorning;
    // Bangla names the later part of the day by its hour (glossary: times of day).
    if (morningAndAfternoon) return departs.every((m) => m < 15 * 60) ? copy.morningAndMidday : copy.morningAndAfternoon;
    return copy.daily;
  }
  const bits = outbound.reduce((all, sailing) => all | dayBits(sailing.days), 0);
  const days = daysText(
    locale,
    bits === 127 ? 'daily' : (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).filter((_, day) => bits & (1 << day)),
  );
  return fillText(evening ? copy.eveningsOn : copy.onDays, { days });
}

function durationSummary(locale: Locale, route: Route): string {
  const copy = timetableCopy[locale].cards;
  const all = route.sailings.map(sailingTimes);
  const min = Math.floor(Math.min(...all.map((times) => times.duration)) / 60);
  const max = Math.ceil(Math.max(...all.map((times) => times.duration)) / 60);
  const range =
    min === max
      ? fillText(copy.hours, { hours: formatPlain(locale, min) })
      : fillText(copy.hoursRange, { min: formatPlain(locale, min), max: formatPlain(locale, max) });
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

/** A route's name, "Dhaka – Barishal": the towns at the ends of its outbound sailings. */
export function routeName(locale: Locale, route: Route, data: Timetable = timetable): string {
  const { from, to } = sailingEnds(route, 'outbound', data);
  return fillText(timetableCopy[locale].routeName, { from: localName(from.town, locale), to: localName(to.town, locale) });
}

/** One line per route, "Dhaka – Barishal: Every evening", for the FAQ: the routes are a fact of the timetable. */
export function routeSummaries(locale: Locale): string[] {
  const copy = timetableCopy[locale];
  return timetable.routes.map((route) =>
    fillText(copy.cards.summary, { route: routeName(locale, route), schedule: scheduleSummary(locale, route) }),
  );
}
