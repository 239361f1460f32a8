/**
 * The timetable, checked, and what the pages derive from it. timetable.json is what the operator
 * edits; importing this module validates it (validate.ts), so `npm run check` and `next build`
 * stop on bad data with a message naming the file, the route, the sailing and the field.
 *
 * Server side only: the trip finder island gets its data as props (view.ts) and its logic from
 * departures.ts, never this module, so neither the JSON nor zod reaches the browser.
 */
import { addDays, weekdayOf } from './departures';
import { vesselOn } from './rotations';
import type { Locale } from '../i18n/locales';
import json from '../../content/timetable/timetable.json';
import {
  minutesOf,
  validateTimetable,
  weekdayCodes,
  weekdaysOf,
  type Call,
  type Name,
  type Route,
  type Sailing,
  type Stop,
  type Timetable,
  type TravelClass,
  type Vessel,
} from './validate';

export { weekdayCodes, weekdaysOf };
export type { Call, Name, Route, Sailing, Stop, Timetable, TravelClass, Vessel };

/** The checked timetable. Importing this module validates the data: bad data fails the build. */
export const timetable: Timetable = validateTimetable(json);

export function localName(name: Name, locale: Locale): string {
  return name[locale];
}

/*
 * The lookups take the timetable as an optional last argument: the pages use the shipped one, and
 * a test that follows the README's steps makes its open data from an edited copy.
 */

export function stopById(id: string, data: Timetable = timetable): Stop {
  return data.stops.find((stop) => stop.id === id)!;
}

/** The hub every timetabled route runs through (its counter is where passengers book). */
export const hubStop = stopById('barishal');

export function vesselById(id: string, data: Timetable = timetable): Vessel {
  return data.vessels.find((vessel) => vessel.id === id)!;
}

/** The launch of a sailing, or its two night about, the words their names share once: "MV Nodipoth Shapla / Kirtonkhola". */
export function sailingVesselName(sailing: Sailing, locale: Locale, data: Timetable = timetable): string {
  const first = localName(vesselById(sailing.vessel, data).name, locale);
  if (!sailing.alternatesWith) return first;
  const a = first.split(' ');
  const b = localName(vesselById(sailing.alternatesWith, data).name, locale).split(' ');
  let shared = 0;
  while (shared < Math.min(a.length, b.length) - 1 && a[shared] === b[shared]) shared += 1;
  return `${first} / ${b.slice(shared).join(' ')}`;
}

/**
 * The launch that makes a sailing on a date, by name ("MV Nodipoth Shapla"), by the one rule of
 * who takes which night (vesselOn, lib/timetable/rotations.ts); without a date, or on one it does
 * not run, the sailing's launch or both names night about.
 */
export function vesselNameOn(sailing: Sailing, date: string | undefined, locale: Locale, data: Timetable = timetable): string {
  const id = date === undefined ? undefined : vesselOn(sailing, date, data);
  return id ? localName(vesselById(id, data).name, locale) : sailingVesselName(sailing, locale, data);
}

/** The classes a sailing has fares for, in the order of the data's class list (cheapest first). */
export function sailingFares(sailing: Sailing, data: Timetable = timetable): { travelClass: TravelClass; fare: number }[] {
  return data.classes.filter((c) => c.id in sailing.fares).map((travelClass) => ({ travelClass, fare: sailing.fares[travelClass.id]! }));
}

/** Does a sailing leave its first stop on this Bangladesh date ("YYYY-MM-DD")? Honours the season and its exceptions. */
export function runsOnDate(sailing: Sailing, isoDate: string): boolean {
  if (isoDate < timetable.validFrom || isoDate > timetable.validUntil) return false;
  if (sailing.notOn?.includes(isoDate)) return false;
  return (sailing.extraDates?.includes(isoDate) ?? false) || weekdaysOf(sailing.days).includes(weekdayOf(isoDate));
}

/** A sailing that runs on days of the week (not only on listed dates). */
export const isRegular = (sailing: Sailing): boolean => weekdaysOf(sailing.days).length > 0;

/** Every date of the season, "YYYY-MM-DD", in order. */
export function seasonDates(): string[] {
  const dates: string[] = [];
  for (let date = timetable.validFrom; date <= timetable.validUntil; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Weekdays as bits, Sunday 1 ... Saturday 64 (see departures.ts). */
export function dayBits(days: Sailing['days']): number {
  return days === 'daily' ? 127 : days.reduce((bits, day) => bits | (1 << weekdayCodes.indexOf(day)), 0);
}

/** A call with its times counted from the first departure's midnight (past midnight: over 1440). */
export type TimedCall = Call & { arriveAt?: number; departAt?: number };

/** Calls with absolute minutes, so overnight arrivals sort and subtract correctly. */
export function timedCalls(sailing: Sailing): TimedCall[] {
  let day = 0;
  let previous = -1;
  const absolute = (time: string | undefined) => {
    if (!time) return undefined;
    let minutes = minutesOf(time) + day * 1440;
    if (minutes <= previous) {
      day += 1;
      minutes += 1440;
    }
    previous = minutes;
    return minutes;
  };
  return sailing.calls.map((call) => {
    const arriveAt = absolute(call.arrive);
    const departAt = absolute(call.depart);
    return { ...call, arriveAt, departAt };
  });
}

export type SailingTimes = {
  /** Departure from the first stop, minutes after midnight. */
  depart: number;
  /** Arrival at the last stop, minutes after the departure day's midnight (over 1440 next day). */
  arrive: number;
  duration: number;
  /** Days after the departure day that it arrives (0: same day, 1: next morning). */
  arrivesDaysLater: number;
};

export function sailingTimes(sailing: Sailing): SailingTimes {
  const calls = timedCalls(sailing);
  const depart = calls[0]!.departAt!;
  const arrive = calls[calls.length - 1]!.arriveAt!;
  return { depart, arrive, duration: arrive - depart, arrivesDaysLater: Math.floor(arrive / 1440) };
}

/** The two terminals of a sailing, in its direction of travel. */
export function sailingEnds(route: Route, direction: Sailing['direction'], data: Timetable = timetable): { from: Stop; to: Stop } {
  const first = stopById(route.stops[0]!, data);
  const last = stopById(route.stops[route.stops.length - 1]!, data);
  return direction === 'outbound' ? { from: first, to: last } : { from: last, to: first };
}

export const directions = ['outbound', 'return'] as const;
