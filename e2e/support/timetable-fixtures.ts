import { expect } from '@playwright/test';
import { addDays, weekdayOf } from '../../lib/timetable/departures';
import { weekdaysOf, type Timetable } from '../../lib/timetable/validate';

/*
 * Pickers that choose a test's fixtures from content/timetable/timetable.json by what the test
 * needs ("a sailing that calls at a stop between its ends"), never by today's ids, so an operator
 * can rename, retime or remove a route without editing a test. Each fails, naming what it looked
 * for, when the content no longer has such a thing.
 */

type Route = Timetable['routes'][number];
type Sailing = Route['sailings'][number];
/** A sailing with its route and their places in the file (for messages listed in file order). */
export type Placed = { route: Route; sailing: Sailing; r: number; s: number };

/** Every sailing with its route, in the file's order. */
export function everySailing(data: Timetable): Placed[] {
  return data.routes.flatMap((route, r) => route.sailings.map((sailing, s) => ({ route, sailing, r, s })));
}

/** The first sailing `rule` accepts; the test fails saying "the timetable has <what>" if none does. */
export function findSailing(data: Timetable, what: string, rule: (placed: Placed) => boolean = () => true): Placed {
  const found = everySailing(data).find(rule);
  expect(found, `the timetable has ${what}`).toBeDefined();
  return found!;
}

/** The first route `rule` accepts, or a failure naming what was looked for. */
export function findRoute(data: Timetable, what: string, rule: (route: Route) => boolean = () => true): Route {
  const found = data.routes.find(rule);
  expect(found, `the timetable has ${what}`).toBeDefined();
  return found!;
}

/** "HH:MM" as minutes after midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A time `minutes` later (or earlier, when negative) on a 24-hour clock, as "HH:MM". */
export function clockPlus(time: string, minutes: number): string {
  const total = (((minutesOf(time) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Whether a sailing runs on a date's weekday by its regular days (its dated exceptions aside). */
export const runsOnWeekday = (sailing: Sailing, date: string): boolean => weekdaysOf(sailing.days).includes(weekdayOf(date));

/** Every date of the season, first to last. */
export function seasonDays(data: Timetable): string[] {
  const days: string[] = [];
  for (let date = data.validFrom; date <= data.validUntil; date = addDays(date, 1)) days.push(date);
  return days;
}

/** The first date of the season `rule` accepts, or a failure naming what was looked for. */
export function findSeasonDay(data: Timetable, what: string, rule: (date: string) => boolean): string {
  const found = seasonDays(data).find(rule);
  expect(found, `the season has ${what}`).toBeDefined();
  return found!;
}

/** A date's weekday in English ("Wednesday"), worked out apart from the code under test. */
export const weekdayName = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** An id like `id` that names nothing in `ids`: an operator's slip of the keyboard. */
export function misspelling(id: string, ids: readonly string[]): string {
  const slip = `${id.slice(0, -1)}${id.endsWith('o') ? 'a' : 'o'}`;
  expect(ids, `"${slip}" names nothing`).not.toContain(slip);
  return slip;
}

/**
 * A sailing's times as minutes after the midnight before it leaves, each later than the one before
 * (past midnight, 24:20 is 1460): how GTFS writes an overnight trip.
 */
export function elapsedTimes(sailing: Sailing): { stop: string; arrive: number; depart: number }[] {
  let previous = -1;
  const after = (time: string) => {
    let minutes = minutesOf(time);
    while (minutes < previous) minutes += 1440;
    return (previous = minutes);
  };
  return sailing.calls.map((call) => {
    const arrive = after(call.arrive ?? call.depart!);
    return { stop: call.stop, arrive, depart: call.depart ? after(call.depart) : arrive };
  });
}

/** Minutes as a GTFS time, "HH:MM:SS", hours past 24 for the day after. */
export const gtfsTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/** A date as GTFS writes it: 20270310. */
export const gtfsDate = (date: string): number => Number(date.replaceAll('-', ''));

/** The instant a Bangladesh date's clock shows `minutes` after midnight (UTC+6, no summer time). */
export const dhakaInstant = (date: string, minutes: number): number => Date.parse(`${date}T00:00:00+06:00`) + minutes * 60_000;

/** A weekday's English name, 0 = Sunday (4 January 1970 was a Sunday). */
export const nameOfWeekday = (weekday: number): string => weekdayName(new Date(Date.UTC(1970, 0, 4 + weekday)).toISOString().slice(0, 10));
