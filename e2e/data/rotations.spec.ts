import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { gtfsFeed } from '../../lib/open-data/gtfs';
import { rotationBreaks, seasonRuns } from '../../lib/timetable/rotations';
import { TIMETABLE_FILE, validateTimetable, type Timetable } from '../../lib/timetable/validate';
import { checkGtfs } from '../../scripts/gtfs-check';

/**
 * Rotations (issue 47): each launch's sailings as one chain, a break refused by the timetable's
 * check naming the launch, the two sailings and the date, one test per kind of break; and the
 * shapes of the GTFS feed, whose distances increase along every shape and trip.
 */
const shipped = (): Timetable => JSON.parse(readFileSync(TIMETABLE_FILE, 'utf8')) as Timetable;
const sailing = (data: Timetable, id: string) => data.routes.flatMap((route) => route.sailings).find((s) => s.id === id)!;
function messageOf(data: unknown): string {
  try {
    validateTimetable(data);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

test('the shipped timetable has no break: every launch is where its next sailing leaves from, in time', () => {
  expect(rotationBreaks(validateTimetable(shipped()))).toEqual([]);
  // Night about: the 20:30 from Dhaka is Shapla's one night and Kirtonkhola's the next.
  const runs = seasonRuns(validateTimetable(shipped())).filter((run) => run.sailing.id === 'dhk-bsl-2030');
  expect(runs.slice(0, 3).map((run) => run.vessel)).toEqual(['shapla', 'kirtonkhola', 'shapla']);
});

test('a break of two places at once: one launch on two sailings under way the same evening', () => {
  const data = shipped();
  // Shapla given the Jhalokathi launch too: on Sunday 1 November it is still on its way to
  // Jhalokathi when the 20:30 leaves Dhaka.
  sailing(data, 'dhk-jkt-1930').vessel = 'shapla';
  expect(messageOf(data)).toContain(
    'content/timetable/timetable.json: vessel "shapla": in two places at once: on 2026-11-01 "dhk-bsl-2030" leaves dhaka at 20:30 while "dhk-jkt-1930" of 2026-11-01 is still under way from dhaka to jhalokathi',
  );
});

test('a break of leaving before arriving: the 21:00 back up leaves Barishal before the 20:30 down has arrived', () => {
  const data = shipped();
  // The shipped data before issue 47: Shapla on both, every night.
  Object.assign(sailing(data, 'dhk-bsl-2030'), { vessel: 'shapla', alternatesWith: undefined });
  Object.assign(sailing(data, 'bsl-dhk-2100'), { vessel: 'shapla', alternatesWith: undefined });
  expect(messageOf(data)).toContain(
    'vessel "shapla": leaves before it has arrived: on 2026-11-01 "bsl-dhk-2100" leaves barishal at 21:00, but "dhk-bsl-2030" of 2026-11-01 arrives there at 05:00 on 2026-11-02',
  );
});

test('a chain broken by an exception date: the return not run on Eid day leaves the launch at Jhalokathi', () => {
  const data = shipped();
  sailing(data, 'dhk-jkt-1930').notOn = [];
  expect(messageOf(data)).toContain(
    'vessel "dhansiri": the chain is broken: on 2027-03-11 "dhk-jkt-1930" leaves dhaka at 19:30, but the launch is at jhalokathi, where "dhk-jkt-1930" of 2027-03-09 took it (broken by 2027-03-10 in the notOn of "jkt-dhk-1800")',
  );
});

test('an Eid special without its return between two evenings down is a broken chain', () => {
  const data = shipped();
  // The Eid specials as shipped before issue 47: four evenings down, then three back up.
  sailing(data, 'dhk-bsl-eid-2200').extraDates = ['2027-03-06', '2027-03-07', '2027-03-08', '2027-03-09'];
  sailing(data, 'bsl-dhk-eid-2200').extraDates = ['2027-03-12', '2027-03-13', '2027-03-14'];
  expect(messageOf(data)).toContain(
    'vessel "sonartori": the chain is broken: on 2027-03-07 "dhk-bsl-eid-2200" leaves dhaka at 22:00, but the launch is at barishal, where "dhk-bsl-eid-2200" of 2027-03-06 took it; the same on 2 more dates',
  );
});

test('a turnaround shorter than the data states is refused, and the launch it names', () => {
  const data = shipped();
  data.turnaroundMinutes = 45; // Jonaki has 30 minutes at Bhola between 17:00 and 17:30
  expect(messageOf(data)).toContain('vessel "jonaki": leaves before it has arrived: on 2026-11-01 "bhl-bsl-1730" leaves bhola at 17:30');
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
  expect(trips.find((trip) => trip.trip_id === 'dhk-jkt-1930')!.block_id).toBe('dhansiri');
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
