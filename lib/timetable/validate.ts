/**
 * The timetable's rules: the shape of every field (schema.ts, re-exported here, which also gives
 * the JSON Schema that editors read, timetable.schema.json) and the rules across fields (known stops, times in
 * order, dates inside the season, fares per class of the launch). `validateTimetable` takes the
 * parsed JSON, whose values JSON types only as strings and numbers, and returns it typed ("daily"
 * or weekday codes, "outbound" or "return"), or throws one error naming the file, the route and
 * sailing, the field and what is wrong. The how-to for editing the data is README.md here.
 */
import { weekdayOf } from './departures';
import { formatWeekday } from '../i18n/format';
import { rotationBreaks } from './rotations';
import { MAX_LEG_HOURS, MAX_TRIP_HOURS, TIMETABLE_FILE, timetableSchema, weekdayCodes, type Sailing, type Timetable } from './schema';

export * from './schema';

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

function problem(file: string, input: unknown, path: Path, message: string): string {
  return `${file}: ${locate(input, path) || 'timetable'}: ${message}`;
}

/* ---------- Rules across fields ---------- */

/** "20:30" → 1230, minutes after midnight. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
}

function duplicates(ids: readonly string[]): Set<string> {
  return new Set(ids.filter((id, i) => ids.indexOf(id) !== i));
}

function checkRules(data: Timetable, file: string): string[] {
  const problems: string[] = [];
  const report = (path: Path, message: string) => problems.push(problem(file, data, path, message));

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

    // The path: from the first stop to the last along the river, passing each stop in order.
    route.path.forEach(([lat, lon], p) => {
      if (lat < 20 || lat > 27 || lon < 88 || lon > 93) {
        report(['routes', r, 'path', p], `[${lat}, ${lon}] is not in Bangladesh (lat 20 to 27, lon 88 to 93): are lat and lon swapped?`);
      }
    });
    let reached = -1;
    route.stops.forEach((id, s) => {
      const stop = stops.get(id);
      if (!stop) return;
      const index = route.path.findIndex(([lat, lon], p) => p > reached && lat === stop.position.lat && lon === stop.position.lon);
      const must = s === 0 ? 'first' : s === route.stops.length - 1 ? 'last' : undefined;
      if (index === -1 || (must === 'first' && index !== 0) || (must === 'last' && index !== route.path.length - 1)) {
        report(
          ['routes', r, 'path'],
          `the path must ${must ? `${must === 'first' ? 'start' : 'end'} at` : 'pass'} stop "${id}" ([${stop.position.lat}, ${stop.position.lon}], its position)${must ? '' : ' between the stops before and after it'}`,
        );
      } else reached = index;
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
      const second = sailing.alternatesWith === undefined ? undefined : vessels.get(sailing.alternatesWith);
      if (sailing.alternatesWith !== undefined && !second) {
        report(here('alternatesWith'), `unknown vessel "${sailing.alternatesWith}" (vessels are: ${[...vessels.keys()].join(', ')})`);
      } else if (sailing.alternatesWith === sailing.vessel) {
        report(
          here('alternatesWith'),
          `"${sailing.vessel}" cannot take turns with itself: name another launch or leave alternatesWith out`,
        );
      }

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
        else {
          for (const launch of [vessel, second]) {
            if (launch && !launch.classes.includes(id)) {
              report(
                here('fares', id),
                `class "${id}" is not offered on ${launch.name.en} (vessel "${launch.id}" has: ${launch.classes.join(', ')})`,
              );
            }
          }
        }
      }
    });
  });
  return problems;
}

/**
 * The file's text, parsed. A slip of JSON (a comma after the last entry, a missing one, a comment)
 * is named by its line and column, which the parser's own message does not always give.
 */
export function parseTimetableJson(text: string, file: string = TIMETABLE_FILE): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const at = jsonSlip(text);
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    const found = at < text.length ? `"${text[at]}"` : 'the end of the file';
    throw new Error(
      `${file}:${line}:${column}: not valid JSON: ${found} was not expected there. Look there or just before it for a comma ` +
        'after the last entry of a list or object, a missing comma between two entries, single quotes or a comment.',
    );
  }
}

/** Where a JSON reader first stops in text that JSON.parse refused: the index of the character. */
function jsonSlip(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw new RangeError(String(i));
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const string = () => {
    for (i++; text[i] !== '"'; i++) {
      if (i >= text.length || text[i]! < ' ') fail();
      if (text[i] === '\\') i++;
    }
    i++;
  };
  const list = (close: string, entry: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      entry();
      space();
      if (text[i] === close) return void i++;
      if (text[i] !== ',') fail();
      i++;
    }
  };
  const value = (): void => {
    space();
    if (text[i] === '{') {
      return list('}', () => {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
      });
    }
    if (text[i] === '[') return list(']', value);
    if (text[i] === '"') return string();
    const literal = /^(-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i));
    if (!literal) fail();
    i += literal![0].length;
  };
  try {
    value();
    space();
    if (i < text.length) fail();
  } catch (error) {
    if (error instanceof RangeError) return Number(error.message);
    throw error;
  }
  return i;
}

/**
 * Checks timetable data (the parsed JSON) and returns it typed, or throws one Error listing every
 * problem, each line naming the file, the route and sailing, the field and what is wrong. `file`
 * is the name the lines give it: a test that checks an edited copy names the copy.
 */
export function validateTimetable(input: unknown, file: string = TIMETABLE_FILE): Timetable {
  const parsed = timetableSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => problem(file, input, issue.path, issue.message));
    throw new Error(`The timetable has ${lines.length === 1 ? 'a problem' : `${lines.length} problems`}:\n${lines.join('\n')}`);
  }
  const problems = checkRules(parsed.data, file);
  // The chains only once every sailing is right by itself: a wrong time would break them all.
  if (!problems.length) {
    for (const { vessel, message } of rotationBreaks(parsed.data)) {
      problems.push(problem(file, parsed.data, ['vessels', parsed.data.vessels.findIndex((v) => v.id === vessel)], message));
    }
  }
  if (problems.length) {
    throw new Error(`The timetable has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** The weekdays (0 = Sunday) a sailing's days name: all seven for "daily", none for []. */
export function weekdaysOf(days: Sailing['days']): number[] {
  return days === 'daily' ? [0, 1, 2, 3, 4, 5, 6] : weekdayCodes.flatMap((code, i) => (days.includes(code) ? [i] : []));
}
