import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { gtfsFeed } from '../../lib/open-data/gtfs';
import { addDays } from '../../lib/timetable/departures';
import { runsOnDate } from '../../lib/timetable/model';
import { rotationBreaks, seasonRuns, vesselOn } from '../../lib/timetable/rotations';
import { TIMETABLE_FILE, validateTimetable, weekdaysOf, type Timetable } from '../../lib/timetable/validate';
import { clockPlus, elapsedTimes, everySailing, findSailing, minutesOf, seasonDays, type Placed } from '../support/timetable-fixtures';
import { checkGtfs } from '../../scripts/gtfs-check';

/**
 * Rotations (issue 47): each launch's sailings as one chain, a break refused by the timetable's
 * check naming the launch, the two sailings and the date, one test per kind of break; and the
 * shapes of the GTFS feed, whose distances increase along every shape and trip.
 */
const shipped = (): Timetable => JSON.parse(readFileSync(TIMETABLE_FILE, 'utf8')) as Timetable;
function messageOf(data: unknown): string {
  try {
    validateTimetable(data);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

/*
 * Each break is made in a copy of the shipped data on sailings chosen by what the break needs, and
 * its expected line is written from them: the launch, the two sailings, the ghats, times and dates.
 */
type Sailing = Placed['sailing'];
const from = (sailing: Sailing) => sailing.calls[0]!.stop;
const to = (sailing: Sailing) => sailing.calls.at(-1)!.stop;
const departs = (sailing: Sailing) => sailing.calls[0]!.depart!;
/** Minutes from the midnight before it leaves to its arrival at its last stop. */
const arrivesAfter = (sailing: Sailing) => elapsedTimes(sailing).at(-1)!.arrive;
/** A time `minutes` after the midnight of `date`, as the check writes it: "05:00 on 2026-11-02". */
const at = (date: string, minutes: number) => `${clockPlus('00:00', minutes)} on ${addDays(date, Math.floor(minutes / 1440))}`;
/** The first date of the season each of the sailings runs. */
const firstCommonDate = (data: Timetable, ...sailings: Sailing[]) =>
  seasonDays(data).find((date) => sailings.every((sailing) => runsOnDate(sailing, date)));

test('the shipped timetable has no break: every launch is where its next sailing leaves from, in time', () => {
  const data = validateTimetable(shipped());
  expect(rotationBreaks(data)).toEqual([]);
  // Night about: a daily sailing two launches take in turn is the first's one night, the other's the next.
  const { sailing } = findSailing(
    data,
    'a daily sailing two launches take in turn',
    ({ sailing }) => !!sailing.alternatesWith && sailing.days === 'daily',
  );
  const runs = seasonRuns(data).filter((run) => run.sailing.id === sailing.id);
  expect(runs.slice(0, 3).map((run) => run.vessel)).toEqual([sailing.vessel, sailing.alternatesWith, sailing.vessel]);
});

test('a break of two places at once: one launch on two sailings under way the same evening', () => {
  const data = shipped();
  // A sailing (`later`) leaving a ghat while another from there (`earlier`, on another launch) is
  // still under way, on the first date `later` runs: `later`'s launch given `earlier` too.
  let found: { earlier: Sailing; later: Sailing; date: string } | undefined;
  for (const { sailing: later } of everySailing(data)) {
    const date = seasonDays(data).find((day) => runsOnDate(later, day));
    const earlier = everySailing(data).find(
      ({ sailing }) =>
        sailing !== later &&
        from(sailing) === from(later) &&
        to(sailing) !== from(later) &&
        sailing.vessel !== later.vessel &&
        sailing.alternatesWith !== later.vessel &&
        minutesOf(departs(sailing)) < minutesOf(departs(later)) &&
        arrivesAfter(sailing) > minutesOf(departs(later)) &&
        !!date &&
        runsOnDate(sailing, date),
    )?.sailing;
    if (earlier && date) {
      found = { earlier, later, date };
      break;
    }
  }
  expect(found, 'the timetable has two sailings from one ghat, the later leaving while the earlier is under way').toBeDefined();
  const { earlier, later, date } = found!;
  const launch = vesselOn(later, date, data)!;
  earlier.vessel = launch;
  delete earlier.alternatesWith;
  expect(messageOf(data)).toContain(
    `${TIMETABLE_FILE}: vessel "${launch}": in two places at once: on ${date} "${later.id}" leaves ${from(later)} at ${departs(later)} while "${earlier.id}" of ${date} is still under way from ${from(earlier)} to ${to(earlier)}`,
  );
});

test('a break of leaving before arriving: a return leaves the far ghat before the launch coming down has arrived', () => {
  const data = shipped();
  // A sailing down and a return up the same route, the return leaving the same evening, after the
  // one down has left and before it has arrived: one launch on both, every night.
  const { route, sailing: down } = findSailing(
    data,
    'a route whose return leaves the far end while the sailing down is under way',
    ({ route, sailing }) =>
      route.sailings.some(
        (up) =>
          up.direction !== sailing.direction &&
          from(up) === to(sailing) &&
          minutesOf(departs(up)) > minutesOf(departs(sailing)) &&
          minutesOf(departs(up)) < arrivesAfter(sailing) &&
          !!firstCommonDate(data, sailing, up),
      ),
  );
  const up = route.sailings.find(
    (up) =>
      up.direction !== down.direction &&
      from(up) === to(down) &&
      minutesOf(departs(up)) > minutesOf(departs(down)) &&
      minutesOf(departs(up)) < arrivesAfter(down) &&
      !!firstCommonDate(data, down, up),
  )!;
  const launch = down.vessel;
  for (const sailing of [down, up]) Object.assign(sailing, { vessel: launch, alternatesWith: undefined });
  const date = firstCommonDate(data, down, up)!;
  expect(messageOf(data)).toContain(
    `vessel "${launch}": leaves before it has arrived: on ${date} "${up.id}" leaves ${from(up)} at ${departs(up)}, but "${down.id}" of ${date} arrives there at ${at(date, arrivesAfter(down))}`,
  );
});

test('a chain broken by an exception date: a launch sent out the evening before its return does not run is stranded', () => {
  const data = shipped();
  // A sailing out kept in port the evening before a date its launch's return does not run
  // (the pair of exceptions an operator writes): the first exception taken away.
  const { sailing: out } = findSailing(
    data,
    'a sailing out whose date off is the eve of a date off of its launch’s return',
    ({ sailing }) =>
      everySailing(data).some(
        ({ sailing: back }) =>
          back.vessel === sailing.vessel &&
          from(back) === to(sailing) &&
          (sailing.notOn ?? []).some((date) => back.notOn?.includes(addDays(date, 1))),
      ),
  );
  const back = everySailing(data).find(
    ({ sailing: back }) =>
      back.vessel === out.vessel && from(back) === to(out) && (out.notOn ?? []).some((date) => back.notOn?.includes(addDays(date, 1))),
  )!.sailing;
  const eve = out.notOn!.find((date) => back.notOn!.includes(addDays(date, 1)))!;
  out.notOn = out.notOn!.filter((date) => date !== eve);
  const next = seasonDays(data).find((date) => date > eve && runsOnDate(out, date));
  expect(next, `${out.id} runs again after ${eve}`).toBeDefined();
  expect(messageOf(data)).toContain(
    `vessel "${out.vessel}": the chain is broken: on ${next} "${out.id}" leaves ${from(out)} at ${departs(out)}, but the launch is at ${to(out)}, where "${out.id}" of ${eve} took it (broken by ${addDays(eve, 1)} in the notOn of "${back.id}")`,
  );
});

test('a special on extra dates without its return between two evenings out is a broken chain', () => {
  const data = shipped();
  // A special out on extra dates only and its launch's special back: four evenings out in a row,
  // then three back, as the Eid specials were written before issue 47.
  const { sailing: out } = findSailing(
    data,
    'a sailing on extra dates only whose launch comes back on extra dates only',
    ({ sailing }) =>
      weekdaysOf(sailing.days).length === 0 &&
      everySailing(data).some(
        ({ sailing: back }) =>
          back !== sailing && back.vessel === sailing.vessel && weekdaysOf(back.days).length === 0 && from(back) === to(sailing),
      ),
  );
  const back = everySailing(data).find(
    ({ sailing: back }) => back !== out && back.vessel === out.vessel && weekdaysOf(back.days).length === 0 && from(back) === to(out),
  )!.sailing;
  const first = out.extraDates![0]!;
  out.extraDates = [0, 1, 2, 3].map((n) => addDays(first, n));
  back.extraDates = [6, 7, 8].map((n) => addDays(first, n));
  expect(back.extraDates.at(-1)! <= data.validUntil, 'the specials fit in the season').toBe(true);
  expect(messageOf(data)).toContain(
    `vessel "${out.vessel}": the chain is broken: on ${addDays(first, 1)} "${out.id}" leaves ${from(out)} at ${departs(out)}, but the launch is at ${to(out)}, where "${out.id}" of ${first} took it; the same on 2 more dates`,
  );
});

test('a turnaround shorter than the data states is refused, and the launch it names', () => {
  const data = shipped();
  // The shortest turnaround of a launch between two day trips of one day: the check set to a
  // quarter of an hour more than that.
  const pairs = everySailing(data).flatMap(({ sailing: first }) =>
    everySailing(data)
      .filter(
        ({ sailing: then }) =>
          then !== first &&
          !first.alternatesWith &&
          !then.alternatesWith &&
          then.vessel === first.vessel &&
          from(then) === to(first) &&
          arrivesAfter(first) < 1440 &&
          minutesOf(departs(then)) > arrivesAfter(first) &&
          !!firstCommonDate(data, first, then),
      )
      .map(({ sailing: then }) => ({ first, then, gap: minutesOf(departs(then)) - arrivesAfter(first) })),
  );
  expect(pairs.length, 'the timetable has a launch making two day trips in one day').toBeGreaterThan(0);
  const { first, then, gap } = pairs.sort((a, b) => a.gap - b.gap)[0]!;
  data.turnaroundMinutes = gap + 15;
  expect(messageOf(data)).toContain(
    `vessel "${then.vessel}": leaves before it has arrived: on ${firstCommonDate(data, first, then)} "${then.id}" leaves ${from(then)} at ${departs(then)}`,
  );
});

test('GTFS: shapes, block_id and bikes_allowed, with no missing_recommended_file or missing_bike_allowance', () => {
  const files = gtfsFeed();
  const codes = checkGtfs(files).map((notice) => notice.code);
  expect(codes).not.toContain('missing_recommended_file');
  expect(codes).not.toContain('missing_bike_allowance');
  expect(codes.filter((code) => /shape|distance/.test(code))).toEqual([]);
  const rows = (name: string) => {
    const [header, ...lines] = files[name]!.trim().split('\n');
    return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [header!.split(',')[i], cell])));
  };
  const trips = rows('trips.txt');
  expect(trips.every((trip) => trip.bikes_allowed === '1' && trip.block_id && trip.shape_id)).toBe(true);
  // A sailing one launch makes: the block is that launch.
  const { sailing: single } = findSailing(
    validateTimetable(shipped()),
    'a sailing one launch makes',
    ({ sailing }) => !sailing.alternatesWith,
  );
  expect(trips.find((trip) => trip.trip_id === single.id)!.block_id).toBe(single.vessel);
  const increasing = (values: number[]) => values.every((value, i) => i === 0 || value > values[i - 1]!);
  const byKey = (list: Record<string, string>[], key: string) => {
    const groups = new Map<string, Record<string, string>[]>();
    for (const row of list) groups.set(row[key]!, [...(groups.get(row[key]!) ?? []), row]);
    return groups;
  };
  for (const [, points] of byKey(rows('shapes.txt'), 'shape_id'))
    expect(increasing(points.map((p) => Number(p.shape_dist_traveled)))).toBe(true);
  for (const [, stops] of byKey(rows('stop_times.txt'), 'trip_id'))
    expect(increasing(stops.map((s) => Number(s.shape_dist_traveled)))).toBe(true);
});

test('a shape whose distance goes back, or a stop time beyond its shape, is reported under the validator’s codes', () => {
  const files = gtfsFeed();
  const shapes = files['shapes.txt']!.split('\n');
  shapes[3] = shapes[3]!.replace(/,[\d.]+$/, ',0.5');
  const codes = checkGtfs({ ...files, 'shapes.txt': shapes.join('\n') }).map((notice) => notice.code);
  expect(codes).toContain('decreasing_or_equal_shape_distance');
  const stopTimes = files['stop_times.txt']!.split('\n');
  stopTimes[2] = stopTimes[2]!.replace(/,[\d.]+$/, ',0');
  expect(checkGtfs({ ...files, 'stop_times.txt': stopTimes.join('\n') }).map((notice) => notice.code)).toContain(
    'decreasing_or_equal_stop_time_distance',
  );
  stopTimes[2] = files['stop_times.txt']!.split('\n')[2]!.replace(/,[\d.]+$/, ',900');
  expect(checkGtfs({ ...files, 'stop_times.txt': stopTimes.join('\n') }).map((notice) => notice.code)).toContain(
    'shape_dist_traveled_exceeds_shape_distance',
  );
  const { 'shapes.txt': _shapes, ...withoutShapes } = files;
  expect(
    checkGtfs(withoutShapes)
      .filter((notice) => notice.code === 'missing_recommended_file')
      .map((notice) => notice.file),
  ).toEqual(['shapes.txt']);
});
