import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import Ajv from 'ajv';
import { gtfsFeed } from '../../lib/open-data/gtfs';
import {
  addDays,
  spellCountdown,
  spellDuration,
  departuresOn,
  nextDeparture,
  weekdayOf,
  type DepartureSlot,
  type Season,
} from '../../lib/timetable/departures';
import { formatDuration, formatTaka, formatTime } from '../../lib/i18n/format';
import { localePath, locales } from '../../lib/i18n/locales';
import { directions, localName, sailingFares, stopById, timetable } from '../../lib/timetable/model';
import {
  parseTimetableJson,
  TIMETABLE_FILE,
  TIMETABLE_SCHEMA_FILE,
  timetableJsonSchema,
  validateTimetable,
  weekdaysOf,
  type Timetable,
} from '../../lib/timetable/validate';
import { routeCards, timetableViewData } from '../../lib/timetable/view';
import { timetableStructuredData } from '../../lib/timetable/structured-data';
import { checkGtfs, formatNotices, parseCsv } from '../../scripts/gtfs-check';
import { isPlaceholder } from '../../scripts/build/write-gtfs';
import {
  clockPlus,
  everySailing,
  findRoute,
  findSailing,
  findSeasonDay,
  minutesOf,
  misspelling,
  runsOnWeekday,
  weekdayName,
  type Placed,
} from '../support/timetable-fixtures';
import { literal } from '../support/fixtures';

/*
 * The timetable's data rules, formatting and next-departure logic, without a browser. Each kind
 * of bad data an operator could write in content/timetable/timetable.json must stop the build with a
 * message naming the file, the entry and the field.
 */

type Data = Timetable;
/** The operator's file as shipped, parsed afresh: each test edits its own copy. */
const shipped = (): Data => JSON.parse(readFileSync(TIMETABLE_FILE, 'utf8')) as Data;
// Loosely typed, as an operator's edit would be.
type Loose = Record<string, unknown> & { calls: Record<string, unknown>[]; fares: Record<string, unknown> };
const FILE = 'content/timetable/timetable.json';
/** Where a sailing's problems are reported: the file, its route and its id. */
const at = ({ route, sailing }: Placed) => `${FILE}: route "${route.id}", sailing "${sailing.id}"`;
/** A sailing's calls, loosely typed as an operator's edit would be. */
const callsOf = (placed: Placed) => (placed.sailing as unknown as Loose).calls;
const faresOf = (placed: Placed) => (placed.sailing as unknown as Loose).fares;
/** The sailing calls at a stop between its ends, arriving and leaving there. */
const callsBetween = ({ sailing }: Placed) => sailing.calls.length >= 3 && !!sailing.calls[1]!.arrive && !!sailing.calls[1]!.depart;
/** The sailing goes from one stop to the next, leaving and arriving the same day. */
const dayTrip = ({ sailing }: Placed) =>
  sailing.calls.length === 2 && minutesOf(sailing.calls[0]!.depart!) < minutesOf(sailing.calls[1]!.arrive!);

function messageOf(input: unknown, file?: string): string {
  try {
    validateTimetable(input, file);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

/** Runs `body` with a folder for copies of the file, removed after it. */
function inScratch(body: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'timetable-'));
  try {
    body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes data as the operator's file would hold it and reads it back, as the build reads the file. */
function roundTrip(file: string, data: unknown): unknown {
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

test.describe('timetable data validation', () => {
  test('the shipped data is valid, and is what the pages are made from', () => {
    expect(validateTimetable(shipped())).toEqual(timetable);
  });

  // Each case makes one mistake in a copy of the shipped data, on fixtures chosen by what the
  // mistake needs, and returns the line the check must give for it.
  const cases: [string, (data: Data) => string][] = [
    [
      'an unknown stop in a sailing',
      (data) => {
        const placed = findSailing(data, 'a sailing that calls at a stop between its ends', callsBetween);
        const slip = misspelling(
          placed.sailing.calls[1]!.stop,
          data.stops.map((stop) => stop.id),
        );
        callsOf(placed)[1]!.stop = slip;
        return `${at(placed)}, calls[1].stop: unknown stop "${slip}"`;
      },
    ],
    [
      'an unknown stop in a route',
      (data) => {
        const bad = findRoute(data, 'a route');
        const slip = misspelling(
          bad.stops[1]!,
          data.stops.map((stop) => stop.id),
        );
        bad.stops[1] = slip;
        return `${FILE}: route "${bad.id}", stops[1]: unknown stop "${slip}"`;
      },
    ],
    [
      'a stop that is not on the route',
      (data) => {
        const placed = findSailing(
          data,
          'a sailing that calls between its ends, on a route that misses some stop',
          (p) => callsBetween(p) && data.stops.some((stop) => !p.route.stops.includes(stop.id)),
        );
        const elsewhere = data.stops.find((stop) => !placed.route.stops.includes(stop.id))!.id;
        callsOf(placed)[1]!.stop = elsewhere;
        return `${at(placed)}, calls[1].stop: stop "${elsewhere}" is not on this route`;
      },
    ],
    [
      'a return sailing starting at the wrong end',
      (data) => {
        const placed = findSailing(data, 'a return sailing', ({ sailing }) => sailing.direction === 'return');
        (placed.sailing as unknown as Loose).direction = 'outbound';
        return `${at(placed)}, calls[0].stop: an outbound sailing starts at "${placed.route.stops[0]}", not "${placed.sailing.calls[0]!.stop}"`;
      },
    ],
    [
      'an arrival before the departure before it',
      (data) => {
        const placed = findSailing(
          data,
          'a sailing that leaves a stop between its ends 25 minutes or more after midnight',
          (p) => callsBetween(p) && minutesOf(p.sailing.calls[1]!.depart!) >= 25,
        );
        const { stop, depart } = placed.sailing.calls[1]!;
        const early = clockPlus(depart!, -25);
        callsOf(placed)[2]!.arrive = early;
        return `${at(placed)}, calls[2].arrive: ${early} is before the departure from ${stop} at ${depart}`;
      },
    ],
    [
      'a departure before the arrival at the same stop',
      (data) => {
        const placed = findSailing(
          data,
          'a sailing that reaches a stop between its ends 40 minutes or more after midnight',
          (p) => callsBetween(p) && minutesOf(p.sailing.calls[1]!.arrive!) >= 40,
        );
        const { stop, arrive } = placed.sailing.calls[1]!;
        const early = clockPlus(arrive!, -40);
        callsOf(placed)[1]!.depart = early;
        return `${at(placed)}, calls[1].depart: ${early} is before the arrival at ${stop} at ${arrive}`;
      },
    ],
    [
      'a day trip running backwards through midnight',
      (data) => {
        const placed = findSailing(
          data,
          'a day trip from one stop to the next, leaving 30 minutes or more after midnight',
          (p) => dayTrip(p) && minutesOf(p.sailing.calls[0]!.depart!) >= 30,
        );
        const { stop, depart } = placed.sailing.calls[0]!;
        const early = clockPlus(depart!, -30);
        callsOf(placed)[1]!.arrive = early;
        return `${at(placed)}, calls[1].arrive: ${early} is before the departure from ${stop} at ${depart}`;
      },
    ],
    [
      'an overnight trip of a day or more',
      (data) => {
        const placed = findSailing(data, 'a sailing that calls at a stop between its ends', callsBetween);
        // Legs under the 12 hours one may take, a quarter of an hour at each stop between, adding
        // up to a day exactly at the last arrival.
        const calls = placed.sailing.calls;
        const dwell = 15;
        const leg = Math.ceil((24 * 60 - dwell * (calls.length - 2)) / (calls.length - 1));
        let clock = calls[0]!.depart!;
        callsOf(placed).forEach((call, c) => {
          if (c === 0) return;
          call.arrive = clock = clockPlus(clock, leg);
          if (c < calls.length - 1) call.depart = clock = clockPlus(clock, dwell);
        });
        return `${at(placed)}, calls[${calls.length - 1}].arrive: ${clock} makes the trip 24 hours or longer`;
      },
    ],
    [
      'the same time twice',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        const { stop, depart } = placed.sailing.calls[0]!;
        callsOf(placed)[1]!.arrive = depart;
        return `${at(placed)}, calls[1].arrive: ${depart} is the same time as the departure from ${stop}`;
      },
    ],
    [
      'a time that is not HH:MM',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        callsOf(placed)[0]!.depart = '2:30 pm';
        return `${at(placed)}, calls[0].depart: must be a 24-hour time "HH:MM"`;
      },
    ],
    [
      'a missing arrival',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        const last = placed.sailing.calls.length - 1;
        delete callsOf(placed)[last]!.arrive;
        return `${at(placed)}, calls[${last}].arrive: arrival time at ${placed.sailing.calls[last]!.stop} is missing`;
      },
    ],
    [
      'a fare of zero',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        const [travelClass] = Object.keys(placed.sailing.fares);
        faresOf(placed)[travelClass!] = 0;
        return `${at(placed)}, fares.${travelClass}: fare must be more than 0`;
      },
    ],
    [
      'a negative fare',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        const [travelClass, fare] = Object.entries(placed.sailing.fares)[0]!;
        faresOf(placed)[travelClass] = -fare;
        return `${at(placed)}, fares.${travelClass}: fare must be more than 0`;
      },
    ],
    [
      'a fare written as text',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        const [travelClass, fare] = Object.entries(placed.sailing.fares)[0]!;
        faresOf(placed)[travelClass] = String(fare);
        return `${at(placed)}, fares.${travelClass}: fare must be a number of taka`;
      },
    ],
    [
      'a fare in part taka',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        const [travelClass, fare] = Object.entries(placed.sailing.fares)[0]!;
        faresOf(placed)[travelClass] = fare + 0.5;
        return `${at(placed)}, fares.${travelClass}: fare must be whole taka`;
      },
    ],
    [
      'a fare for a class the launch does not have',
      (data) => {
        const launchOf = (p: Placed) => data.vessels.find((vessel) => vessel.id === p.sailing.vessel)!;
        const placed = findSailing(data, 'a sailing on a launch without every class', (p) =>
          data.classes.some((travelClass) => !launchOf(p).classes.includes(travelClass.id)),
        );
        const launch = launchOf(placed);
        const missing = data.classes.find((travelClass) => !launch.classes.includes(travelClass.id))!.id;
        faresOf(placed)[missing] = 900;
        return `${at(placed)}, fares.${missing}: class "${missing}" is not offered on ${launch.name.en}`;
      },
    ],
    [
      'a fare for a class that does not exist',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        expect(data.classes.map((travelClass) => travelClass.id)).not.toContain('first');
        faresOf(placed).first = 900;
        return `${at(placed)}, fares.first: unknown class "first"`;
      },
    ],
    [
      'a duplicate sailing id',
      (data) => {
        const placed = findSailing(data, 'a route with two sailings or more', ({ route, s }) => s === 1 && route.sailings.length >= 2);
        const taken = placed.route.sailings[0]!.id;
        placed.sailing.id = taken;
        return `${FILE}: route "${placed.route.id}", sailing "${taken}", id: duplicate sailing id "${taken}"`;
      },
    ],
    [
      'a duplicate route id',
      (data) => {
        expect(data.routes.length, 'the timetable has two routes or more').toBeGreaterThanOrEqual(2);
        const taken = data.routes[0]!.id;
        data.routes.at(-1)!.id = taken;
        return `${FILE}: route "${taken}", id: duplicate id "${taken}"`;
      },
    ],
    [
      'a duplicate stop id',
      (data) => {
        const taken = data.stops[0]!.id;
        data.stops.at(-1)!.id = taken;
        return `${FILE}: stop "${taken}", id: duplicate id "${taken}"`;
      },
    ],
    [
      'a missing Bangla name',
      (data) => {
        const stop = data.stops.at(-1)!;
        delete (stop.town as Partial<{ bn: string }>).bn;
        return `${FILE}: stop "${stop.id}", town.bn: Bangla name is missing`;
      },
    ],
    [
      'a Bangla name not written in Bangla',
      (data) => {
        const vessel = data.vessels[0]!;
        vessel.name.bn = vessel.name.en;
        return `${FILE}: vessel "${vessel.id}", name.bn: Bangla name must be written in Bangla`;
      },
    ],
    [
      'an unknown vessel',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        const slip = misspelling(
          placed.sailing.vessel,
          data.vessels.map((vessel) => vessel.id),
        );
        placed.sailing.vessel = slip;
        return `${at(placed)}, vessel: unknown vessel "${slip}"`;
      },
    ],
    [
      'a misspelt field',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        const last = placed.sailing.calls.length - 1;
        const { stop, arrive } = placed.sailing.calls[last]!;
        callsOf(placed)[last] = { stop, arive: arrive };
        return `${at(placed)}, calls[${last}]: Unrecognized key: "arive"`;
      },
    ],
    [
      'an unknown day',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        (placed.sailing as unknown as Loose).days = ['sun', 'tues'];
        return `${at(placed)}, days: days must be 'daily' or a list of`;
      },
    ],
    [
      'a day time written for the evening (24-hour slip)',
      (data) => {
        // 14 hours after a morning departure is still the same day: the slip, not a leg backwards.
        const placed = findSailing(data, 'a sailing leaving before 10:00', ({ sailing }) => minutesOf(sailing.calls[0]!.depart!) < 10 * 60);
        const { stop, depart } = placed.sailing.calls[0]!;
        const late = clockPlus(depart!, 14 * 60);
        callsOf(placed)[1]!.arrive = late;
        return `${at(placed)}, calls[1].arrive: ${late} is 14 hours after the departure from ${stop} at ${depart}; no leg or stop takes 12 hours or more`;
      },
    ],
    [
      'an empty list of days and no extra dates',
      (data) => {
        const placed = findSailing(data, 'a sailing with no extra dates', ({ sailing }) => !sailing.extraDates?.length);
        placed.sailing.days = [];
        return `${at(placed)}, days: a sailing with no regular days must list the dates it runs in extraDates`;
      },
    ],
    [
      'a date that is not a real date',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        const unreal = `${data.validUntil.slice(0, 4)}-02-30`;
        placed.sailing.notOn = [unreal];
        return `${at(placed)}, notOn[0]: a date in notOn must be a real date "YYYY-MM-DD", not "${unreal}"`;
      },
    ],
    [
      'an extra date outside the season',
      (data) => {
        const placed = findSailing(data, 'a sailing with extra dates', ({ sailing }) => !!sailing.extraDates?.length);
        const after = addDays(data.validUntil, 2);
        placed.sailing.extraDates = [after];
        return `${at(placed)}, extraDates[0]: ${after} is outside the season (validFrom ${data.validFrom} to validUntil ${data.validUntil})`;
      },
    ],
    [
      'a date both added and removed',
      (data) => {
        const placed = findSailing(data, 'a sailing that does not run every day', ({ sailing }) => weekdaysOf(sailing.days).length < 7);
        const date = findSeasonDay(data, `a day ${placed.sailing.id} does not run`, (day) => !runsOnWeekday(placed.sailing, day));
        Object.assign(placed.sailing, { extraDates: [date], notOn: [date] });
        return `${at(placed)}, notOn[0]: ${date} is in both extraDates and notOn`;
      },
    ],
    [
      'a removed date the sailing does not run on anyway',
      (data) => {
        const placed = findSailing(data, 'a sailing that does not run every day', ({ sailing }) => weekdaysOf(sailing.days).length < 7);
        const date = findSeasonDay(
          data,
          `a day ${placed.sailing.id} does not run`,
          (day) => !runsOnWeekday(placed.sailing, day) && !placed.sailing.extraDates?.includes(day),
        );
        placed.sailing.notOn = [date];
        return `${at(placed)}, notOn[0]: ${date} is a ${weekdayName(date)}, a day this sailing does not run: leave it out of notOn`;
      },
    ],
    [
      'an extra date the sailing runs on anyway',
      (data) => {
        const placed = findSailing(data, 'a sailing with regular days', ({ sailing }) => weekdaysOf(sailing.days).length > 0);
        const date = findSeasonDay(
          data,
          `a day ${placed.sailing.id} runs`,
          (day) => runsOnWeekday(placed.sailing, day) && !placed.sailing.notOn?.includes(day),
        );
        placed.sailing.extraDates = [date];
        return `${at(placed)}, extraDates[0]: ${date} is a ${weekdayName(date)}, a day this sailing runs anyway: leave it out of extraDates`;
      },
    ],
    [
      'a season that ends before it begins',
      (data) => {
        const end = addDays(data.validFrom, -1);
        (data as Record<string, unknown>).validUntil = end;
        return `${FILE}: validUntil: the season ends (${end}) before it begins (validFrom ${data.validFrom})`;
      },
    ],
    [
      'fares left out',
      (data) => {
        const placed = findSailing(data, 'a sailing');
        delete (placed.sailing as Partial<Loose>).fares;
        return `${at(placed)}, fares: fares must list a fare per class`;
      },
    ],
    [
      'a ghat with latitude and longitude swapped',
      (data) => {
        const stop = data.stops.at(-1)!;
        stop.position = { lat: stop.position.lon, lon: stop.position.lat };
        return `${FILE}: stop "${stop.id}", position.lat: lat must be between 20 and 27 (north, in Bangladesh); are lat and lon swapped?`;
      },
    ],
  ];

  for (const [name, mistake] of cases) {
    test(`rejects ${name}`, () => {
      const data = shipped();
      const expected = mistake(data);
      const message = messageOf(data);
      expect(message).toContain(expected);
      expect(message).toMatch(/^The timetable has (a problem|\d+ problems):\n/);
    });
  }

  test('reports every problem at once, one line each', () => {
    const data = shipped();
    const [one, two] = everySailing(data);
    expect(two, 'the timetable has two sailings or more').toBeDefined();
    faresOf(one!)[Object.keys(one!.sailing.fares)[0]!] = 0;
    faresOf(two!)[Object.keys(two!.sailing.fares)[0]!] = -1;
    expect(messageOf(data).split('\n')).toHaveLength(3);
  });
});

test.describe('the data file', () => {
  /** The lines of a refusal after its first ("The timetable has 5 problems:"). */
  const problemLines = (message: string) => message.split('\n').slice(1);

  /** Picks sailings one after another, each by its rule and none twice, for one copy with several mistakes. */
  function distinctPicker(data: Data) {
    const used = new Set<unknown>();
    return (what: string, rule: (placed: Placed) => boolean = () => true) => {
      const placed = findSailing(data, `${what} (another sailing than those already chosen)`, (p) => !used.has(p.sailing) && rule(p));
      used.add(placed.sailing);
      return placed;
    };
  }
  /** The lines of the chosen sailings' problems, in the order of the file (routes, then sailings). */
  const inFileOrder = (lines: [Placed, string][]) => lines.sort(([a], [b]) => a.r - b.r || a.s - b.s).map(([, line]) => line);

  test('a copy with several mistakes is refused, each line naming the copy, the entry and the field', () => {
    inScratch((dir) => {
      const file = join(dir, 'timetable.json');
      const data = shipped();
      const pick = distinctPicker(data);
      const where = ({ route, sailing }: Placed) => `${file}: route "${route.id}", sailing "${sailing.id}"`;
      const lines: [Placed, string][] = [];

      const between = pick('a sailing that calls at a stop between its ends', callsBetween);
      const slip = misspelling(
        between.sailing.calls[1]!.stop,
        data.stops.map((stop) => stop.id),
      );
      callsOf(between)[1]!.stop = slip;
      lines.push([
        between,
        `${where(between)}, calls[1].stop: unknown stop "${slip}" (stops are: ${data.stops.map((stop) => stop.id).join(', ')})`,
      ]);

      const day = pick(
        'a day trip leaving 30 minutes or more after midnight',
        (p) => dayTrip(p) && minutesOf(p.sailing.calls[0]!.depart!) >= 30,
      );
      const { stop, depart } = day.sailing.calls[0]!;
      callsOf(day)[1]!.arrive = clockPlus(depart!, -30);
      lines.push([day, `${where(day)}, calls[1].arrive: ${clockPlus(depart!, -30)} is before the departure from ${stop} at ${depart}`]);

      const launchOf = (p: Placed) => data.vessels.find((vessel) => vessel.id === p.sailing.vessel)!;
      const small = pick(
        'a sailing on one launch without every class',
        (p) => !p.sailing.alternatesWith && data.classes.some((travelClass) => !launchOf(p).classes.includes(travelClass.id)),
      );
      const launch = launchOf(small);
      const missing = data.classes.find((travelClass) => !launch.classes.includes(travelClass.id))!.id;
      faresOf(small)[missing] = 500;
      lines.push([
        small,
        `${where(small)}, fares.${missing}: class "${missing}" is not offered on ${launch.name.en} (vessel "${launch.id}" has: ${launch.classes.join(', ')})`,
      ]);

      const special = pick('a sailing with extra dates', ({ sailing }) => !!sailing.extraDates?.length);
      const extra = findSeasonDay(
        data,
        `a day ${special.sailing.id} may be added`,
        (date) => !runsOnWeekday(special.sailing, date) && !special.sailing.notOn?.includes(date),
      );
      const after = addDays(data.validUntil, 2);
      special.sailing.extraDates = [extra, after];
      lines.push([
        special,
        `${where(special)}, extraDates[1]: ${after} is outside the season (validFrom ${data.validFrom} to validUntil ${data.validUntil})`,
      ]);

      const weekly = pick('a sailing that does not run every day', ({ sailing }) => weekdaysOf(sailing.days).length < 7);
      const both = findSeasonDay(data, `a day ${weekly.sailing.id} does not run`, (date) => !runsOnWeekday(weekly.sailing, date));
      Object.assign(weekly.sailing, { extraDates: [both], notOn: [both] });
      lines.push([weekly, `${where(weekly)}, notOn[0]: ${both} is in both extraDates and notOn`]);

      const message = messageOf(roundTrip(file, data), file);
      expect(message).toMatch(/^The timetable has 5 problems:\n/);
      expect(problemLines(message)).toEqual(inFileOrder(lines));
    });
  });

  test('what JSON cannot type is checked: day names, directions, times, fares as numbers, known fields', () => {
    // In TypeScript the types refused these; in JSON every one is just text or a number.
    inScratch((dir) => {
      const file = join(dir, 'timetable.json');
      const data = shipped();
      const pick = distinctPicker(data);
      const where = ({ route, sailing }: Placed) => `${file}: route "${route.id}", sailing "${sailing.id}"`;
      const lines: [Placed, string | RegExp][] = [];

      const days = pick('a sailing');
      (days.sailing as unknown as Loose).days = ['sunday', 'tue'];
      lines.push([days, new RegExp(`^${literal(where(days)).source}, days: days must be 'daily' or a list of 'sun', 'mon'`)]);
      const direction = pick('a sailing');
      (direction.sailing as unknown as Loose).direction = 'inbound';
      lines.push([direction, `${where(direction)}, direction: direction must be "outbound" or "return"`]);
      const time = pick('a sailing');
      callsOf(time)[0]!.depart = '5:30 pm';
      lines.push([time, `${where(time)}, calls[0].depart: must be a 24-hour time "HH:MM", like "20:30"`]);
      const fare = pick('a sailing');
      const [travelClass, amount] = Object.entries(fare.sailing.fares)[0]!;
      faresOf(fare)[travelClass] = String(amount);
      lines.push([fare, `${where(fare)}, fares.${travelClass}: fare must be a number of taka`]);
      const key = pick('a sailing');
      (key.sailing as unknown as Loose).vesel = key.sailing.vessel;
      lines.push([key, `${where(key)}: Unrecognized key: "vesel"`]);

      const found = problemLines(messageOf(roundTrip(file, data), file));
      const expected = inFileOrder(lines as [Placed, string][]) as (string | RegExp)[];
      expect(found).toHaveLength(expected.length);
      expected.forEach((line, i) => (typeof line === 'string' ? expect(found[i]).toBe(line) : expect(found[i]).toMatch(line)));
    });
  });

  test('a slip of JSON syntax is named by its line and column', () => {
    const text = readFileSync(TIMETABLE_FILE, 'utf8');
    const refusal = (edit: (lines: string[]) => void) => {
      const lines = text.split('\n');
      edit(lines);
      try {
        parseTimetableJson(lines.join('\n'), 'copy/timetable.json');
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    // The last call of a sailing, written on one line after another call, as the shipped file has them.
    const lines = text.split('\n');
    const call = lines.findIndex(
      (line, i) =>
        /^\s*\{ "stop": "[^"]+", "arrive": "[^"]+" \}$/.test(line) && /^\s*\]/.test(lines[i + 1] ?? '') && /\},$/.test(lines[i - 1] ?? ''),
    );
    expect(call).toBeGreaterThan(0);
    const [bracket, brace] = [lines[call + 1]!.indexOf(']') + 1, lines[call]!.indexOf('{') + 1];
    // A comma after the last call of a sailing: the reader stops at the "]" on the next line.
    expect(refusal((lines) => (lines[call] += ','))).toBe(
      `copy/timetable.json:${call + 2}:${bracket}: not valid JSON: "]" was not expected there. Look there or just before it for a comma after the last entry of a list or object, a missing comma between two entries, single quotes or a comment.`,
    );
    // A comma left out between two calls: the reader stops at the second call's "{".
    expect(refusal((lines) => (lines[call - 1] = lines[call - 1]!.replace(/,$/, '')))).toMatch(
      new RegExp(`^copy/timetable\\.json:${call + 1}:${brace}: not valid JSON: "\\{" was not expected there`),
    );
    // A comment, and a file cut short.
    expect(refusal((lines) => lines.splice(call, 0, '// the morning launch'))).toMatch(
      new RegExp(`^copy/timetable\\.json:${call + 1}:1: not valid JSON: "/" was not expected there`),
    );
    expect(refusal((lines) => lines.splice(call))).toMatch(
      /^copy\/timetable\.json:\d+:\d+: not valid JSON: the end of the file was not expected there/,
    );
    expect(parseTimetableJson(text)).toEqual(shipped());
  });

  test('the build names the file by its path in the repository', () => {
    const data = shipped();
    const placed = findSailing(data, 'a sailing');
    const slip = misspelling(
      placed.sailing.vessel,
      data.vessels.map((vessel) => vessel.id),
    );
    placed.sailing.vessel = slip;
    expect(messageOf(data)).toContain(`${at(placed)}, vessel: unknown vessel "${slip}"`);
  });

  test('the JSON Schema editors read is the one the rules give, and agrees with them on the shipped file', () => {
    const written = JSON.parse(readFileSync(TIMETABLE_SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
    expect(written, `${TIMETABLE_SCHEMA_FILE} is out of date: run npx tsx scripts/maintenance/write-schemas.ts`).toEqual(
      timetableJsonSchema(),
    );
    expect(shipped().$schema).toBe('./timetable.schema.json');
    // An editor's own validator (Ajv, draft 7), as it checks the file while it is being typed.
    const validate = new Ajv({ allErrors: true, strict: true, formats: { date: true } }).compile(written);
    expect(validate(shipped()), JSON.stringify(validate.errors)).toBe(true);
    const misspelt = shipped();
    const placed = findSailing(misspelt, 'a sailing');
    (placed.sailing as unknown as Loose).days = ['sunday'];
    expect(validate(misspelt)).toBe(false);
    expect(validate.errors!.map((error) => error.instancePath)).toContain(`/routes/${placed.r}/sailings/${placed.s}/days/0`);
  });
});

test('the trip finder island ships the departure logic only: not the data file, its model or its rules', () => {
  // What a client component imports (type-only imports aside) goes into the browser's bundle.
  const shippedModules = new Set<string>();
  const visit = (file: string) => {
    if (shippedModules.has(file)) return;
    shippedModules.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    for (const [, kind, specifier] of source.matchAll(/^import (type )?[^'"]*?from '([^']+)';/gm)) {
      if (kind || !/^(@\/|\.)/.test(specifier!)) {
        if (!kind) shippedModules.add(specifier!);
        continue;
      }
      const base = specifier!.startsWith('@/') ? specifier!.slice(2) : normalize(join(dirname(file), specifier!));
      visit([base, `${base}.ts`, `${base}.tsx`].find((path) => /\.(json|tsx?)$/.test(path) && existsSync(path))!);
    }
  };
  visit('components/timetable/TripFinder.tsx');
  expect([...shippedModules].sort()).toEqual([
    'components/timetable/RouteTables.tsx',
    'components/timetable/TripFinder.tsx',
    'lib/i18n/text.ts',
    // What the status allows (issue 52): the one rule, and the storm signals' numbers it reads.
    'lib/site/safety.ts',
    'lib/status/verdict.ts',
    'lib/timetable/departures.ts',
    'react',
  ]);
});

test.describe('Edit the timetable: the steps in the READMEs, followed', () => {
  const docs = ['content/timetable/README.md', 'README.md', 'docs/operator-guide.md'];

  /** The numbered list under a doc's "Edit the timetable" heading, one string per step. */
  function steps(doc: string): string[] {
    const text = readFileSync(doc, 'utf8');
    const section = text.split(/^#+ Edit the timetable\n/m)[1];
    expect(section, `${doc} has an "Edit the timetable" heading`).toBeDefined();
    const list = section!.trimStart().split('\n\n')[0]!;
    return list.split(/\n(?=\d+\. )/).map((step) => step.replace(/\s*\n\s*/g, ' '));
  }

  test('the steps are one short list, the same in each README and the operator guide', () => {
    const list = steps(docs[0]!);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list.map((step) => step.match(/^\d+/)![0])).toEqual(list.map((_, i) => String(i + 1)));
    expect(list[0]).toContain('`content/timetable/timetable.json`');
    expect(list.some((step) => step.includes('`npm run check`'))).toBe(true);
    for (const doc of docs.slice(1)) expect(steps(doc), doc).toEqual(list);
  });

  test('a sailing added as the steps say passes the check and is a trip of the GTFS feed, with no error', () => {
    inScratch((dir) => {
      // Step 1: the operator's file (a copy of it).
      const file = join(dir, 'timetable.json');
      writeFileSync(file, readFileSync(TIMETABLE_FILE));
      const data = JSON.parse(readFileSync(file, 'utf8')) as Data;

      // Step 2: a new evening sailing on Fridays and Saturdays down a route between two ghats,
      // copied from one of the same direction, on a launch that lacks a class the copy has a fare
      // for: the slip step 3 catches. The launch must come back to where its next morning starts
      // (the rotation check), so it is one whose own day trips are over by the evening at the
      // route's first ghat; its return the same evening is added the same way. Should the
      // timetable have no such launch, the operator adds one first, with all the copy's classes
      // but its last.
      const route = findRoute(
        data,
        'a route between two ghats with a sailing each way, the one down with fares for two classes or more',
        (r) =>
          r.stops.length === 2 &&
          directions.every((direction) => r.sailings.some((s) => s.direction === direction)) &&
          Object.keys(r.sailings.find((s) => s.direction === 'outbound')!.fares).length >= 2,
      );
      const [from, to] = route.stops as [string, string];
      const template = route.sailings.find((s) => s.direction === 'outbound')!;
      const sailingsOf = (id: string) => everySailing(data).filter(({ sailing }) => sailing.vessel === id || sailing.alternatesWith === id);
      const free = data.vessels.find((vessel) => {
        const own = sailingsOf(vessel.id);
        const lastHome = own
          .map(({ sailing }) => sailing.calls.at(-1)!)
          .sort((a, b) => minutesOf(a.arrive!) - minutesOf(b.arrive!))
          .at(-1);
        return (
          Object.keys(template.fares).some((travelClass) => !vessel.classes.includes(travelClass)) &&
          own.length > 0 &&
          own.every(({ sailing }) => !sailing.alternatesWith && sailing.calls.length === 2 && dayTrip({ sailing } as Placed)) &&
          own.every(({ sailing }) => minutesOf(sailing.calls.at(-1)!.arrive!) <= 18 * 60) &&
          lastHome?.stop === from
        );
      });
      const launch =
        free ??
        (() => {
          const vessel = {
            id: misspelling(
              'added-launch',
              data.vessels.map((v) => v.id),
            ),
            name: { en: 'MV Nodipoth Notun', bn: 'এমভি নদীপথ নতুন' },
            classes: Object.keys(template.fares).slice(0, -1),
          };
          data.vessels.push(vessel);
          return vessel;
        })();
      const lacking = Object.keys(template.fares).filter((travelClass) => !launch.classes.includes(travelClass));
      const offered = Object.fromEntries(Object.entries(template.fares).filter(([travelClass]) => launch.classes.includes(travelClass)));
      const [id, backId] = [`${route.id}-1800`, `${route.id}-back-2100`];
      expect(everySailing(data).map(({ sailing }) => sailing.id)).not.toContain(id);

      const added = structuredClone(template);
      Object.assign(added, {
        id,
        vessel: launch.id,
        days: ['fri', 'sat'],
        calls: [
          { stop: from, depart: '18:00' },
          { stop: to, arrive: '20:30' },
        ],
        fares: structuredClone(template.fares),
      });
      const back = structuredClone(route.sailings.find((s) => s.direction === 'return')!);
      Object.assign(back, {
        id: backId,
        vessel: launch.id,
        days: ['fri', 'sat'],
        calls: [
          { stop: to, depart: '21:00' },
          { stop: from, arrive: '23:30' },
        ],
        fares: offered,
      });
      for (const sailing of [added, back])
        for (const field of ['alternatesWith', 'extraDates', 'notOn', 'label', 'note']) delete (sailing as Record<string, unknown>)[field];
      route.sailings.push(added, back);
      writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

      // Step 3: the check names the slip: the file, the route, the sailing and the field. Fixed,
      // and checked again, it passes.
      expect(messageOf(parseTimetableJson(readFileSync(file, 'utf8'), file), file)).toBe(
        `The timetable has ${lacking.length === 1 ? 'a problem' : `${lacking.length} problems`}:\n${lacking
          .map(
            (travelClass) =>
              `${file}: route "${route.id}", sailing "${id}", fares.${travelClass}: class "${travelClass}" is not offered on ${launch.name.en} (vessel "${launch.id}" has: ${launch.classes.join(', ')})`,
          )
          .join('\n')}`,
      );
      added.fares = offered;
      writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
      const checked = validateTimetable(parseTimetableJson(readFileSync(file, 'utf8'), file), file);

      // Steps 4 and 5 build and publish: the feed the build would write from the edited file.
      const feed = gtfsFeed(checked);
      const errors = checkGtfs(feed).filter((notice) => notice.severity === 'ERROR' && !isPlaceholder(notice));
      expect(formatNotices(errors)).toBe('');
      const rows = (name: string) => parseCsv(feed[name]!, name).rows.map((row) => row.values);
      const of = (name: string, key: string) => rows(name).filter((row) => row[key]?.startsWith(id));
      expect(rows('trips.txt')).toHaveLength(parseCsv(gtfsFeed()['trips.txt']!).rows.length + 2);
      expect(of('trips.txt', 'trip_id')).toEqual([
        {
          route_id: route.id,
          service_id: id,
          trip_id: id,
          trip_headsign: data.stops.find((stop) => stop.id === to)!.town.en,
          direction_id: '0',
          block_id: launch.id,
          shape_id: route.id,
          bikes_allowed: '1',
        },
      ]);
      expect(of('stop_times.txt', 'trip_id').map((row) => [row.stop_id, row.arrival_time, row.departure_time])).toEqual([
        [from, '18:00:00', '18:00:00'],
        [to, '20:30:00', '20:30:00'],
      ]);
      const gtfsDate = (date: string) => date.replaceAll('-', '');
      expect(of('calendar.txt', 'service_id')).toEqual([
        expect.objectContaining({
          friday: '1',
          saturday: '1',
          sunday: '0',
          monday: '0',
          start_date: gtfsDate(data.validFrom),
          end_date: gtfsDate(data.validUntil),
        }),
      ]);
      expect(of('fare_products.txt', 'fare_product_id').map((row) => [row.fare_product_id, row.amount])).toEqual(
        Object.entries(offered).map(([travelClass, fare]) => [`${id}-${travelClass}`, fare.toFixed(2)]),
      );
    });
  });
});

test.describe('times, durations and fares as passengers read them', () => {
  test('English: 12-hour clock with am and pm', () => {
    expect(['21:00', '05:30', '00:20', '12:05', '20:30'].map((time) => formatTime('en', time))).toEqual([
      '9:00 pm',
      '5:30 am',
      '12:20 am',
      '12:05 pm',
      '8:30 pm',
    ]);
  });

  test('Bangla: the part of the day first, Bangla digits', () => {
    expect(['21:00', '04:30', '07:30', '13:00', '16:00', '18:30', '00:20'].map((time) => formatTime('bn', time))).toEqual([
      'রাত ৯:০০',
      'ভোর ৪:৩০',
      'সকাল ৭:৩০',
      'দুপুর ১:০০',
      'বিকাল ৪:০০',
      'সন্ধ্যা ৬:৩০',
      'রাত ১২:২০',
    ]);
  });

  test('durations', () => {
    expect(formatDuration('en', 510)).toBe('8 h 30 min');
    expect(formatDuration('en', 120)).toBe('2 h');
    expect(formatDuration('en', 45)).toBe('45 min');
    expect(formatDuration('bn', 510)).toBe('৮ ঘণ্টা ৩০ মিনিট');
    expect(spellDuration(200, { h: 'h', min: 'min' })).toBe('3 h 20 min');
  });

  /** Every figure the finder and the tables print, in a language. */
  const shownIn = (locale: 'en' | 'bn') =>
    timetableViewData(locale).routes.flatMap((route) => [
      route.distance,
      ...route.directions.flatMap((direction) =>
        direction.sailings.flatMap((sailing) => [sailing.dep, sailing.dur, sailing.dt ?? '', ...sailing.f, ...sailing.at.flat().flat()]),
      ),
    ]);

  test('Bangla pages carry no Latin digits in the finder or the tables', () => {
    const shown = shownIn('bn');
    expect(shown.filter((text) => text && /[0-9]/.test(text))).toEqual([]);
    // The first sailing's departure, written as the Bangla pages write it.
    expect(shown).toContain(formatTime('bn', timetable.routes[0]!.sailings[0]!.calls[0]!.depart!));
    expect(timetableViewData('bn').digits).toBe('০১২৩৪৫৬৭৮৯');
  });

  test('English pages carry no Bengali character, the taka sign included (a box on a device without a Bengali font)', () => {
    const shown = [...shownIn('en'), ...routeCards('en').map((card) => card.fromFare)];
    expect(shown.filter((text) => text && /[\u0980-\u09ff]/.test(text))).toEqual([]);
    // A fare of the first sailing, as the tables write it: the class, then the sum after "Tk".
    const { travelClass, fare } = sailingFares(timetable.routes[0]!.sailings[0]!)[0]!;
    expect(shown).toContain(`${travelClass.name.en} Tk\u00a0${fare.toLocaleString('en-IN')}`);
  });
});

test.describe('next departure in Bangladesh time', () => {
  const season: Season = ['2026-01-01', '2027-12-31'];
  const evening: DepartureSlot[] = [{ days: 127, depart: 20 * 60 + 30 }];
  // Sunday, Tuesday and Thursday at 7:30 pm.
  const threeEvenings: DepartureSlot[] = [{ days: 1 | 4 | 16, depart: 19 * 60 + 30 }];

  test('later today: "tonight", counted to the minute', () => {
    // 11:10 UTC is 5:10 pm in Dhaka.
    const next = nextDeparture(evening, new Date('2026-11-22T11:10:00Z'), season)!;
    expect(next.when).toBe('tonight');
    expect(next.minutesUntil).toBe(200);
    expect(new Date(next.at).toISOString()).toBe('2026-11-22T14:30:00.000Z');
  });

  test('after the last launch of the day: tomorrow', () => {
    // 23:00 in Dhaka on Sunday.
    const next = nextDeparture(evening, new Date('2026-11-22T17:00:00Z'), season)!;
    expect(next.when).toBe('tomorrow');
    expect(next.minutesUntil).toBe(21 * 60 + 30);
  });

  test('past midnight in Dhaka while it is still the day before in UTC', () => {
    // 18:30 UTC on Sunday is 00:30 on Monday in Dhaka: tonight's launch is Monday's.
    const next = nextDeparture(evening, new Date('2026-11-22T18:30:00Z'), season)!;
    expect(next.when).toBe('tonight');
    expect(next.weekday).toBe(1);
    expect(next.minutesUntil).toBe(20 * 60);
  });

  test('a morning launch later the same day: "today"', () => {
    expect(nextDeparture([{ days: 127, depart: 14 * 60 + 30 }], new Date('2026-11-22T02:00:00Z'), season)!.when).toBe('today');
  });

  test('a launch leaving after midnight is still "tonight" in the evening', () => {
    const next = nextDeparture([{ days: 127, depart: 30 }], new Date('2026-11-22T16:00:00Z'), season)!;
    expect(next.when).toBe('tonight');
    expect(next.minutesUntil).toBe(150);
  });

  test('on some days only: the next of them, by Dhaka weekday', () => {
    // Sunday 20:00 in Dhaka: Sunday's 7:30 pm has gone, next is Tuesday.
    const next = nextDeparture(threeEvenings, new Date('2026-11-22T14:00:00Z'), season)!;
    expect(next.when).toBe('weekday');
    expect(next.weekday).toBe(2);
    // Monday 00:30 in Dhaka (Sunday in UTC and in America): still Tuesday, not "tonight".
    expect(nextDeparture(threeEvenings, new Date('2026-11-22T18:30:00Z'), season)!.weekday).toBe(2);
  });

  test('the same instant gives the same answer whatever zone it is written in', () => {
    const inDhaka = nextDeparture(evening, new Date('2026-11-23T00:30:00+06:00'), season);
    const inNewYork = nextDeparture(evening, new Date('2026-11-22T13:30:00-05:00'), season);
    expect(inNewYork).toEqual(inDhaka);
  });

  test('date exceptions: not on a removed date, on an added one, never outside the season', () => {
    // Daily at 8:30 pm but not on Wednesday 10 March 2027 (Eid); a special on 6 and 7 March only.
    const daily: DepartureSlot = { days: 127, depart: 20 * 60 + 30, off: ['2027-03-10'] };
    const special: DepartureSlot = { days: 0, depart: 22 * 60, on: ['2027-03-06', '2027-03-07'] };
    const eidSeason: Season = ['2026-11-25', '2027-03-31'];
    expect(departuresOn([daily, special], '2027-03-10', eidSeason)).toEqual([]);
    expect(departuresOn([daily, special], '2027-03-06', eidSeason)).toEqual([daily, special]);
    expect(departuresOn([daily, special], '2027-03-08', eidSeason)).toEqual([daily]);
    expect(departuresOn([daily], '2027-04-01', eidSeason)).toEqual([]);
    expect(departuresOn([daily], '2026-11-24', eidSeason)).toEqual([]);
    // On Eid evening in Dhaka, the next is the 11th; looking from the 10th gives the same.
    const eidEvening = new Date('2027-03-10T12:00:00Z');
    expect(nextDeparture([daily], eidEvening, eidSeason)).toMatchObject({ date: '2027-03-11', when: 'tomorrow' });
    expect(nextDeparture([daily, special], new Date('2027-01-01T00:00:00Z'), eidSeason, '2027-03-10')!.date).toBe('2027-03-11');
    // Weeks before it, the special's next run is its first date.
    expect(nextDeparture([special], new Date('2026-11-25T00:00:00Z'), eidSeason)).toMatchObject({ date: '2027-03-06', when: 'weekday' });
    // After the season's last sailing, nothing.
    expect(nextDeparture([daily], new Date('2027-03-31T16:00:00Z'), eidSeason)).toBeNull();
  });

  test('a countdown of a day or more is written in days and hours: never more than 23 hours', () => {
    const units = { h: 'h', min: 'min', day: 'day', days: 'days' };
    expect(spellCountdown(21 * 60 + 30, units)).toBe('21 h 30 min');
    expect(spellCountdown(24 * 60, units)).toBe('1 day');
    expect(spellCountdown(43 * 60, units)).toBe('1 day 19 h');
    expect(spellCountdown(71 * 60 + 30, units)).toBe('2 days 23 h');
    for (let minutes = 1; minutes < 9 * 24 * 60; minutes += 7) {
      const hours = /(\d+) h/.exec(spellCountdown(minutes, units));
      expect(Number(hours?.[1] ?? 0), `${minutes} minutes`).toBeLessThanOrEqual(23);
    }
  });

  test('departures on a chosen date', () => {
    expect(weekdayOf('2026-11-24')).toBe(2);
    expect(weekdayOf('2026-02-30')).toBe(-1);
    expect(departuresOn(threeEvenings, '2026-11-24', season)).toHaveLength(1);
    expect(departuresOn(threeEvenings, '2026-11-23', season)).toHaveLength(0);
  });
});

test.describe('derived from the data', () => {
  for (const locale of locales) {
    test(`landing route cards (${locale}): one per route, in the timetable's order, each from its data`, () => {
      const cards = routeCards(locale);
      expect(cards.map((card) => card.id)).toEqual(timetable.routes.map((route) => route.id));
      timetable.routes.forEach((route, i) => {
        const card = cards[i]!;
        const [first, last] = [stopById(route.stops[0]!), stopById(route.stops.at(-1)!)];
        const cheapest = Math.min(...route.sailings.flatMap((sailing) => Object.values(sailing.fares)));
        expect(card, route.id).toMatchObject({
          href: `${localePath(locale, '/timetable')}#${route.id}`,
          from: localName(first.town, locale),
          fromTerminal: localName(first.terminal, locale),
          to: localName(last.town, locale),
          toTerminal: localName(last.terminal, locale),
        });
        expect(card.fromFare, route.id).toContain(formatTaka(locale, cheapest));
        // The stops between the ends, each named in "via"; none, no "via".
        const between = route.stops.slice(1, -1).map((id) => localName(stopById(id).town, locale));
        if (between.length) for (const town of between) expect(card.via, route.id).toContain(town);
        else expect(card.via, route.id).toBe('');
        expect(card.schedule, route.id).not.toBe('');
        expect(card.duration, route.id).not.toBe('');
        // Digits in the page's own: Bangla digits on Bangla cards, Latin ones on English cards.
        const text = [card.fromFare, card.schedule, card.duration].join(' ');
        expect(text, route.id).not.toMatch(locale === 'bn' ? /[0-9]/ : /[\u09e6-\u09ef]/);
      });
    });
  }

  for (const locale of locales) {
    test(`structured data (${locale}): a BoatTrip per sailing with times, terminals and offers in taka`, () => {
      const graph = timetableStructuredData(locale)['@graph'];
      const trips = graph.filter((node) => node['@type'] === 'BoatTrip');
      expect(trips).toHaveLength(timetable.routes.reduce((n, r) => n + r.sailings.length, 0));
      for (const trip of trips) {
        expect(trip.departureTime).toMatch(/^\d{2}:\d{2}:00\+06:00$/);
        expect(trip.arrivalTime).toMatch(/^\d{2}:\d{2}:00\+06:00$/);
        expect(trip.departureBoatTerminal).toMatchObject({ '@type': 'BoatTerminal' });
        expect(trip.arrivalBoatTerminal).toMatchObject({ '@type': 'BoatTerminal' });
        expect(trip.provider).toEqual({ '@id': expect.stringMatching(/#operator$/) });
        // Sentences end as the language ends them: a Bangla description has dandas, no full stops.
        expect(trip.description).toMatch(locale === 'bn' ? /^[^.]+।$/ : /^[^।]+\.$/);
        for (const offer of trip.offers as { price: number; priceCurrency: string }[]) {
          expect(offer.priceCurrency).toBe('BDT');
          expect(offer.price).toBeGreaterThan(0);
        }
      }
      expect(graph[0]).toMatchObject({ '@type': 'WebPage', inLanguage: locale });
    });
  }
});
