/**
 * The timetable, checked. lib/timetable-data.ts is what the operator edits; this module validates
 * it when imported (so `next build` stops on bad data, with a message naming the route, sailing
 * and field) and derives what the pages need from it.
 */
import { z } from 'zod';
import type { Locale } from './i18n';
import { addDays, weekdayOf } from './departures';
import { formatWeekday } from './format';
import { timetableData } from './timetable-data';

export const TIMETABLE_FILE = 'lib/timetable-data.ts';

/** A trip (all its legs and stops) must take less than this; longer means times out of order. */
export const MAX_TRIP_HOURS = 24;
/** One leg or stop may not take this long or more: "05:00" after "06:00" is a mistake, not 23 h. */
export const MAX_LEG_HOURS = 12;

export const weekdayCodes = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

/* ---------- Schema: the shape of every field ---------- */

const text = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is missing` : `${what} must be text`) })
    .trim()
    .min(1, `${what} is empty`);

const nameSchema = z.strictObject({
  en: text('English name'),
  bn: text('Bangla name').regex(/[\u0980-\u09FF]/, 'Bangla name must be written in Bangla'),
});

const idSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'id is missing' : 'id must be text') })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lowercase letters and digits with dashes, like "dhaka-barishal"');

const ref = (what: string) => z.string({ error: (issue) => (issue.input === undefined ? `${what} is missing` : `${what} must be an id`) });

const timeSchema = z
  .string({ error: 'must be a time "HH:MM"' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time "HH:MM", like "20:30"');

const dateSchema = (what: string) =>
  z.iso.date({ error: (issue) => `${what} must be a real date "YYYY-MM-DD", not ${JSON.stringify(issue.input)}` });

const fareSchema = z.number({ error: 'fare must be a number of taka' }).int('fare must be whole taka').positive('fare must be more than 0');

const callSchema = z.strictObject({
  stop: ref('stop'),
  arrive: timeSchema.optional(),
  depart: timeSchema.optional(),
});

const sailingSchema = z.strictObject({
  id: idSchema,
  direction: z.enum(['outbound', 'return'], { error: 'direction must be "outbound" or "return"' }),
  vessel: ref('vessel'),
  // An empty list: the sailing runs only on its extraDates (an Eid special).
  days: z.union([z.literal('daily'), z.array(z.enum(weekdayCodes))], {
    error: (issue) =>
      `days must be 'daily' or a list of ${weekdayCodes.map((day) => `'${day}'`).join(', ')}, not ${JSON.stringify(issue.input)}`,
  }),
  /** Dates it also runs (Bangladesh dates of its first departure): Eid specials, extra launches. */
  extraDates: z.array(dateSchema('a date in extraDates')).optional(),
  /** Dates it does not run although its days say so: Eid day. */
  notOn: z.array(dateSchema('a date in notOn')).optional(),
  /** A word shown beside it wherever it is listed, in both languages: "Eid special". */
  label: nameSchema.optional(),
  calls: z.array(callSchema).min(2, 'a sailing needs at least two calls: where it leaves and where it arrives'),
  fares: z.record(z.string(), fareSchema, { error: 'fares must list a fare per class, like { deck: 450, single: 1200 }' }),
});

const routeSchema = z.strictObject({
  id: idSchema,
  stops: z.array(ref('stop')).min(2, 'a route needs at least two stops'),
  distanceKm: z.number({ error: 'distanceKm must be a number' }).positive('distanceKm must be more than 0'),
  sailings: z.array(sailingSchema).min(1, 'a route needs at least one sailing'),
});

const timetableSchema = z.strictObject({
  faresCheckedOn: z.iso.date({ error: 'faresCheckedOn must be a date "YYYY-MM-DD"' }),
  validFrom: dateSchema('validFrom'),
  validUntil: dateSchema('validUntil'),
  stops: z.array(
    z.strictObject({
      id: idSchema,
      town: nameSchema,
      terminal: nameSchema,
      // Bangladesh lies between 20.5° and 26.7° north, 88° and 92.7° east: a swapped pair is caught.
      position: z.strictObject(
        {
          lat: z
            .number({ error: 'lat must be a number' })
            .min(20, 'lat must be between 20 and 27 (north, in Bangladesh); are lat and lon swapped?')
            .max(27, 'lat must be between 20 and 27 (north, in Bangladesh); are lat and lon swapped?'),
          lon: z
            .number({ error: 'lon must be a number' })
            .min(88, 'lon must be between 88 and 93 (east, in Bangladesh); are lat and lon swapped?')
            .max(93, 'lon must be between 88 and 93 (east, in Bangladesh); are lat and lon swapped?'),
        },
        { error: 'position must be { lat: …, lon: … }, the ghat on the map' },
      ),
    }),
  ),
  classes: z.array(z.strictObject({ id: idSchema, name: nameSchema })),
  vessels: z.array(z.strictObject({ id: idSchema, name: nameSchema, classes: z.array(ref('class')).min(1) })),
  routes: z.array(routeSchema).min(1),
});

export type Timetable = z.infer<typeof timetableSchema>;
export type Stop = Timetable['stops'][number];
export type TravelClass = Timetable['classes'][number];
export type Vessel = Timetable['vessels'][number];
export type Route = Timetable['routes'][number];
export type Sailing = Route['sailings'][number];
export type Call = Sailing['calls'][number];
export type Name = { en: string; bn: string };

/* ---------- Where a problem is, in the operator's words ---------- */

type Path = readonly PropertyKey[];

function at(value: unknown, key: PropertyKey): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
}

function idAt(value: unknown): string | undefined {
  const id = at(value, 'id');
  return typeof id === 'string' ? id : undefined;
}

/** `route "dhaka-barishal", sailing "dhk-bsl-2100", calls[2].arrive` for a path into the data. */
function locate(input: unknown, path: Path): string {
  const where: string[] = [];
  let rest = [...path];
  const collections: Record<string, string> = { routes: 'route', stops: 'stop', classes: 'class', vessels: 'vessel' };
  const [top, index] = rest;
  if (typeof top === 'string' && top in collections && typeof index === 'number') {
    const item = at(at(input, top), index);
    where.push(`${collections[top]} ${idAt(item) ? `"${idAt(item)}"` : `#${index + 1}`}`);
    rest = rest.slice(2);
    if (top === 'routes' && rest[0] === 'sailings' && typeof rest[1] === 'number') {
      const sailing = at(at(item, 'sailings'), rest[1]);
      where.push(`sailing ${idAt(sailing) ? `"${idAt(sailing)}"` : `#${rest[1] + 1}`}`);
      rest = rest.slice(2);
    }
  }
  const field = rest.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
  return [...where, field].filter(Boolean).join(', ');
}

function problem(input: unknown, path: Path, message: string): string {
  return `${TIMETABLE_FILE}: ${locate(input, path) || 'timetable'}: ${message}`;
}

/* ---------- Rules across fields ---------- */

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
}

function duplicates(ids: readonly string[]): Set<string> {
  return new Set(ids.filter((id, i) => ids.indexOf(id) !== i));
}

function checkRules(data: Timetable): string[] {
  const problems: string[] = [];
  const report = (path: Path, message: string) => problems.push(problem(data, path, message));

  for (const key of ['stops', 'classes', 'vessels', 'routes'] as const) {
    const ids = data[key].map((item) => item.id);
    const repeated = duplicates(ids);
    data[key].forEach((item, i) => {
      if (repeated.has(item.id) && ids.indexOf(item.id) !== i) report([key, i, 'id'], `duplicate id "${item.id}"`);
    });
  }
  const seenSailings = new Set<string>();
  if (data.validUntil < data.validFrom)
    report(['validUntil'], `the season ends (${data.validUntil}) before it begins (validFrom ${data.validFrom})`);
  const weekdayName = (date: string) => `a ${formatWeekday('en', weekdayOf(date))}`;

  const stops = new Map(data.stops.map((stop) => [stop.id, stop]));
  const classes = new Set(data.classes.map((travelClass) => travelClass.id));
  const vessels = new Map(data.vessels.map((vessel) => [vessel.id, vessel]));

  data.vessels.forEach((vessel, v) =>
    vessel.classes.forEach((id, c) => {
      if (!classes.has(id)) report(['vessels', v, 'classes', c], `unknown class "${id}" (classes are: ${[...classes].join(', ')})`);
    }),
  );

  data.routes.forEach((route, r) => {
    route.stops.forEach((id, s) => {
      if (!stops.has(id)) report(['routes', r, 'stops', s], `unknown stop "${id}" (stops are: ${[...stops.keys()].join(', ')})`);
      else if (route.stops.indexOf(id) !== s) report(['routes', r, 'stops', s], `stop "${id}" is listed twice`);
    });

    route.sailings.forEach((sailing, s) => {
      const here = (...rest: PropertyKey[]) => ['routes', r, 'sailings', s, ...rest];
      if (seenSailings.has(sailing.id)) {
        report(here('id'), `duplicate sailing id "${sailing.id}"`);
      }
      seenSailings.add(sailing.id);

      if (Array.isArray(sailing.days) && duplicates(sailing.days).size) report(here('days'), `a day is listed twice`);

      // Dates: inside the season, each once, never both added and removed, and each one a change.
      const regular = weekdaysOf(sailing.days);
      const extra = sailing.extraDates ?? [];
      const off = sailing.notOn ?? [];
      if (regular.length === 0 && extra.length === 0) {
        report(here('days'), 'a sailing with no regular days must list the dates it runs in extraDates');
      }
      for (const [field, dates] of [
        ['extraDates', extra],
        ['notOn', off],
      ] as const) {
        dates.forEach((date, d) => {
          if (date < data.validFrom || date > data.validUntil) {
            report(here(field, d), `${date} is outside the season (validFrom ${data.validFrom} to validUntil ${data.validUntil})`);
          } else if (dates.indexOf(date) !== d) report(here(field, d), `${date} is listed twice`);
          else if (field === 'notOn' && extra.includes(date)) report(here(field, d), `${date} is in both extraDates and notOn`);
          else if (field === 'extraDates' && regular.includes(weekdayOf(date))) {
            report(here(field, d), `${date} is ${weekdayName(date)}, a day this sailing runs anyway: leave it out of extraDates`);
          } else if (field === 'notOn' && !regular.includes(weekdayOf(date))) {
            report(here(field, d), `${date} is ${weekdayName(date)}, a day this sailing does not run: leave it out of notOn`);
          }
        });
      }

      const vessel = vessels.get(sailing.vessel);
      if (!vessel) report(here('vessel'), `unknown vessel "${sailing.vessel}" (vessels are: ${[...vessels.keys()].join(', ')})`);

      // Stops: known, on this route, in the sailing's direction, from one terminal to the other.
      const order = sailing.direction === 'outbound' ? route.stops : [...route.stops].reverse();
      const kind = sailing.direction === 'outbound' ? 'an outbound sailing' : 'a return sailing';
      let position = -1;
      sailing.calls.forEach((call, c) => {
        if (!stops.has(call.stop)) {
          report(here('calls', c, 'stop'), `unknown stop "${call.stop}" (stops are: ${[...stops.keys()].join(', ')})`);
          return;
        }
        const next = order.indexOf(call.stop);
        if (next === -1) report(here('calls', c, 'stop'), `stop "${call.stop}" is not on this route (${route.stops.join(', ')})`);
        else if (next <= position) {
          report(here('calls', c, 'stop'), `stop "${call.stop}" is out of order for ${kind} (${order.join(' → ')})`);
        } else position = next;
      });
      const first = sailing.calls[0]!;
      const last = sailing.calls[sailing.calls.length - 1]!;
      if (first.stop !== order[0]) report(here('calls', 0, 'stop'), `${kind} starts at "${order[0]}", not "${first.stop}"`);
      if (last.stop !== order[order.length - 1]) {
        report(here('calls', sailing.calls.length - 1, 'stop'), `${kind} ends at "${order[order.length - 1]}", not "${last.stop}"`);
      }

      // Times: leave the first stop, arrive at and leave each stop between, arrive at the last.
      const times: { path: PropertyKey[]; time: string; label: string }[] = [];
      sailing.calls.forEach((call, c) => {
        const isFirst = c === 0;
        const isLast = c === sailing.calls.length - 1;
        if (isFirst && call.arrive) report(here('calls', c, 'arrive'), `the first call has no arrival time (the launch starts there)`);
        if (isLast && call.depart) report(here('calls', c, 'depart'), `the last call has no departure time (the trip ends there)`);
        if (!isFirst && !call.arrive) report(here('calls', c, 'arrive'), `arrival time at ${call.stop} is missing`);
        if (!isLast && !call.depart) report(here('calls', c, 'depart'), `departure time from ${call.stop} is missing`);
        if (call.arrive && !isFirst)
          times.push({ path: here('calls', c, 'arrive'), time: call.arrive, label: `the arrival at ${call.stop}` });
        if (call.depart && !isLast)
          times.push({ path: here('calls', c, 'depart'), time: call.depart, label: `the departure from ${call.stop}` });
      });
      let elapsed = 0;
      for (let i = 1; i < times.length; i++) {
        const previous = times[i - 1]!;
        const current = times[i]!;
        // Each time comes after the one before it, on the same day or, past midnight, the next.
        const gap = (minutesOf(current.time) - minutesOf(previous.time) + 24 * 60) % (24 * 60);
        if (gap === 0) {
          report(current.path, `${current.time} is the same time as ${previous.label}`);
        } else if (gap >= MAX_LEG_HOURS * 60) {
          // Either earlier than the time before it, or so much later that it is more likely a slip
          // of the 24-hour clock ("09:00" for 9 pm) than a leg of half a day.
          const later = minutesOf(current.time) > minutesOf(previous.time);
          report(
            current.path,
            later
              ? `${current.time} is ${Math.floor(gap / 60)} hours after ${previous.label} at ${previous.time}; no leg or stop takes ${MAX_LEG_HOURS} hours or more: check the times (24-hour clock, 9 pm is "21:00")`
              : `${current.time} is before ${previous.label} at ${previous.time}`,
          );
        } else {
          elapsed += gap;
          if (elapsed >= MAX_TRIP_HOURS * 60) {
            report(current.path, `${current.time} makes the trip ${MAX_TRIP_HOURS} hours or longer: check the times`);
            break;
          }
        }
      }

      // Fares: one per class, for classes that exist and that this launch has.
      const fareClasses = Object.keys(sailing.fares);
      if (fareClasses.length === 0) report(here('fares'), 'no fares: give at least one class a fare');
      for (const id of fareClasses) {
        if (!classes.has(id)) report(here('fares', id), `unknown class "${id}" (classes are: ${[...classes].join(', ')})`);
        else if (vessel && !vessel.classes.includes(id)) {
          report(
            here('fares', id),
            `class "${id}" is not offered on ${vessel.name.en} (vessel "${vessel.id}" has: ${vessel.classes.join(', ')})`,
          );
        }
      }
    });
  });
  return problems;
}

/**
 * Checks timetable data and returns it typed, or throws one Error listing every problem, each
 * line naming the file, the route and sailing, the field and what is wrong.
 */
export function validateTimetable(input: unknown): Timetable {
  const parsed = timetableSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => problem(input, issue.path, issue.message));
    throw new Error(`The timetable has ${lines.length === 1 ? 'a problem' : `${lines.length} problems`}:\n${lines.join('\n')}`);
  }
  const problems = checkRules(parsed.data);
  if (problems.length) {
    throw new Error(`The timetable has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** The checked timetable. Importing this module validates the data: bad data fails the build. */
export const timetable: Timetable = validateTimetable(timetableData);

/* ---------- Derived helpers ---------- */

export function localName(name: Name, locale: Locale): string {
  return name[locale];
}

export function stopById(id: string): Stop {
  return timetable.stops.find((stop) => stop.id === id)!;
}

export function vesselById(id: string): Vessel {
  return timetable.vessels.find((vessel) => vessel.id === id)!;
}

/** The classes a sailing has fares for, in the order of the data's class list (cheapest first). */
export function sailingFares(sailing: Sailing): { travelClass: TravelClass; fare: number }[] {
  return timetable.classes
    .filter((c) => c.id in sailing.fares)
    .map((travelClass) => ({ travelClass, fare: sailing.fares[travelClass.id]! }));
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

/** Weekdays as bits, Sunday 1 ... Saturday 64 (see lib/departures.ts). */
export function dayBits(days: Sailing['days']): number {
  return days === 'daily' ? 127 : days.reduce((bits, day) => bits | (1 << weekdayCodes.indexOf(day)), 0);
}

export function weekdaysOf(days: Sailing['days']): number[] {
  return days === 'daily' ? [0, 1, 2, 3, 4, 5, 6] : weekdayCodes.flatMap((code, i) => (days.includes(code) ? [i] : []));
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
export function sailingEnds(route: Route, direction: Sailing['direction']): { from: Stop; to: Stop } {
  const first = stopById(route.stops[0]!);
  const last = stopById(route.stops[route.stops.length - 1]!);
  return direction === 'outbound' ? { from: first, to: last } : { from: last, to: first };
}

export const directions = ['outbound', 'return'] as const;
