/**
 * ROTATIONS: each launch's sailings as one chain through the season. A launch leaves only from
 * where its previous sailing took it, and only once it has arrived there and turned around (the
 * timetable's `turnaroundMinutes`), on every date of the season with its exceptions (notOn,
 * extraDates). A sailing two launches take night about (`vessel`, then `alternatesWith`) is the
 * first launch's on its first night of the season, the other's on its second, and so on, counting
 * only the nights it runs: overnight launches go down one night and come back up the next.
 *
 * validate.ts refuses a timetable with a break, naming the launch, the two sailings and the date;
 * the GTFS feed takes its block_id from here (lib/open-data/gtfs.ts). Takes the timetable as an
 * argument and imports no data, and its types from schema.ts, so the validator can use it.
 */
import { addDays, launchOn, weekdayOf } from './departures';
import type { Sailing, Timetable } from './schema';

const DAY = 1440;

/** "20:30" → 1230. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** Weekday numbers (Sunday 0) of a sailing's days. */
function weekdays(days: Sailing['days']): number[] {
  const codes = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  return days === 'daily' ? [0, 1, 2, 3, 4, 5, 6] : days.map((day) => codes.indexOf(day));
}

/** Does the sailing leave on this date (inside the season, with its exceptions)? */
export function sailsOn(sailing: Sailing, date: string, data: Timetable): boolean {
  if (date < data.validFrom || date > data.validUntil || sailing.notOn?.includes(date)) return false;
  return (sailing.extraDates?.includes(date) ?? false) || weekdays(sailing.days).includes(weekdayOf(date));
}

/** The launches that take a sailing: one, or two night about. */
export const sailingVessels = (sailing: Sailing): string[] =>
  sailing.alternatesWith ? [sailing.vessel, sailing.alternatesWith] : [sailing.vessel];

function seasonDates(data: Timetable): string[] {
  const dates: string[] = [];
  for (let date = data.validFrom; date <= data.validUntil; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Departure and arrival, minutes from the departure day's midnight (past midnight: over 1440). */
function span(sailing: Sailing): { depart: number; arrive: number } {
  let day = 0;
  let previous = -1;
  const times: number[] = [];
  for (const call of sailing.calls) {
    for (const time of [call.arrive, call.depart]) {
      if (!time) continue;
      let minutes = minutesOf(time) + day * DAY;
      if (minutes <= previous) {
        day += 1;
        minutes += DAY;
      }
      previous = minutes;
      times.push(minutes);
    }
  }
  return { depart: times[0]!, arrive: times[times.length - 1]! };
}

/** One sailing on one date by one launch. */
export type Run = { sailing: Sailing; date: string; vessel: string; from: string; to: string; start: number; end: number };

/** Every run of every sailing in the season, each with the launch that makes it, in time order. */
export function seasonRuns(data: Timetable): Run[] {
  const dates = seasonDates(data);
  const runs: Run[] = [];
  for (const route of data.routes) {
    for (const sailing of route.sailings) {
      const { depart, arrive } = span(sailing);
      const vessels = sailingVessels(sailing);
      let night = 0;
      dates.forEach((date, index) => {
        if (!sailsOn(sailing, date, data)) return;
        runs.push({
          sailing,
          date,
          vessel: vessels[night % vessels.length]!,
          from: sailing.calls[0]!.stop,
          to: sailing.calls[sailing.calls.length - 1]!.stop,
          start: index * DAY + depart,
          end: index * DAY + arrive,
        });
        night += 1;
      });
    }
  }
  return runs.sort((a, b) => a.start - b.start || a.sailing.id.localeCompare(b.sailing.id));
}

/** A sailing's days and exceptions as departures.ts reads them. */
export const sailingSlot = (sailing: Sailing) => ({
  days: weekdays(sailing.days).reduce((bits, day) => bits | (1 << day), 0),
  depart: span(sailing).depart,
  on: sailing.extraDates,
  off: sailing.notOn,
});

/**
 * The launch (vessel id) that makes a sailing on a date, by the one rule (launchOn in
 * departures.ts); undefined on a date it does not run. Everything that names the launch of a
 * sailing on a date asks this: the status desk, the status pages, alerts, GTFS Realtime.
 */
export function vesselOn(sailing: Sailing, date: string, data: Timetable): string | undefined {
  return launchOn(sailingVessels(sailing), sailingSlot(sailing), date, [data.validFrom, data.validUntil]);
}

/** A break in a launch's chain: the launch, and what is wrong, naming the two sailings and the date. */
export type RotationBreak = { vessel: string; message: string };

/**
 * Every break, once per launch and pair of sailings: the first date it happens, and how many
 * other dates it happens on (a daily mistake is one line, not a hundred and fifty).
 */
export function rotationBreaks(data: Timetable): RotationBreak[] {
  const seen = new Map<string, { found: RotationBreak; more: number }>();
  for (const found of allBreaks(data)) {
    const key = `${found.vessel} ${found.pair}`;
    const known = seen.get(key);
    if (known) known.more += 1;
    else seen.set(key, { found, more: 0 });
  }
  return [...seen.values()].map(({ found, more }) => ({
    vessel: found.vessel,
    message: more ? `${found.message}; the same on ${more} more date${more === 1 ? '' : 's'}` : found.message,
  }));
}

function allBreaks(data: Timetable): (RotationBreak & { pair: string })[] {
  const turnaround = data.turnaroundMinutes;
  const dates = seasonDates(data);
  const when = (minutes: number) => {
    const time = `${String(Math.floor((minutes % DAY) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return `${time} on ${dates[Math.floor(minutes / DAY)] ?? addDays(data.validUntil, Math.floor(minutes / DAY) - dates.length + 1)}`;
  };
  const breaks: (RotationBreak & { pair: string })[] = [];
  const runs = seasonRuns(data);
  for (const vessel of data.vessels) {
    const own = runs.filter((run) => run.vessel === vessel.id);
    const sailings = data.routes.flatMap((route) => route.sailings).filter((sailing) => sailingVessels(sailing).includes(vessel.id));
    for (let i = 1; i < own.length; i++) {
      const before = own[i - 1]!;
      const next = own[i]!;
      const leaves = `on ${next.date} "${next.sailing.id}" leaves ${next.from} at ${when(next.start).slice(0, 5)}`;
      const previous = `"${before.sailing.id}" of ${before.date}`;
      const pair = `${before.sailing.id} ${next.sailing.id}`;
      if (next.start < before.end && next.from !== before.to) {
        breaks.push({
          vessel: vessel.id,
          pair,
          message: `in two places at once: ${leaves} while ${previous} is still under way from ${before.from} to ${before.to} (arrives ${when(before.end)})`,
        });
      } else if (next.from === before.to && next.start < before.end + turnaround) {
        breaks.push({
          vessel: vessel.id,
          pair,
          message: `leaves before it has arrived: ${leaves}, but ${previous} arrives there at ${when(before.end)} and the launch needs ${turnaround} minutes to turn around (turnaroundMinutes)`,
        });
      } else if (next.from !== before.to) {
        // Which day off (notOn) of one of its sailings, between the two, left the launch where it is.
        const exception = sailings
          .flatMap((sailing) => (sailing.notOn ?? []).map((date) => ({ date, sailing })))
          .find(({ date }) => date > before.date && date < next.date);
        breaks.push({
          vessel: vessel.id,
          pair,
          message:
            `the chain is broken: ${leaves}, but the launch is at ${before.to}, where ${previous} took it` +
            (exception ? ` (broken by ${exception.date} in the notOn of "${exception.sailing.id}")` : ''),
        });
      }
    }
  }
  return breaks;
}

/**
 * The GTFS block_id of a sailing: its launch, whose trips of a service day are one block. A sailing
 * two launches take night about is a block of its own, named by both (on any service day one of
 * them makes it and nothing else that day).
 */
export const blockId = (sailing: Sailing): string => sailingVessels(sailing).join('-');
