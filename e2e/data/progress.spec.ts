import { expect, test } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020';
import { dhakaMillis } from '../../lib/status/notices';
import { dhakaNow, validateStatus, type StatusFile } from '../../lib/status/status';
import { statusFileSchema } from '../../lib/status/schema';
import { EARLY_MINUTES, movementChanges, type MovementFile } from '../../lib/status/movements';
import { NOT_RECORDED_AFTER_MINUTES, progressAt, sailingsInProgress } from '../../lib/status/progress';
import { runsOnDate, sailingTimes, timedCalls, timetable } from '../../lib/timetable/model';
import { movementAlerts } from '../../lib/status/movement-alerts';
import { progressWords } from '../../lib/status/progress-text';

/*
 * Departures and arrivals tapped at the ghats (issue 57): the rules of the status file's
 * `movements` and where a launch stands from them (lib/status/progress.ts). The sailing is the
 * timetable's: the first with a stop between its ends, on the first date of the season it runs.
 */
const MINUTE = 60_000;
const { route, sailing } = timetable.routes
  .flatMap((route) => route.sailings.map((sailing) => ({ route, sailing })))
  .find(({ sailing }) => sailing.calls.length >= 3)!;
const calls = timedCalls(sailing);
const times = sailingTimes(sailing);
const date = (() => {
  for (let day = Date.parse(`${timetable.validFrom}T00:00:00Z`); ; day += 86_400_000) {
    const iso = new Date(day).toISOString().slice(0, 10);
    if (runsOnDate(sailing, iso)) return iso;
  }
})();
const at = (minutes: number) => dhakaMillis(`${date} 00:00`) + minutes * MINUTE;
const clock = (minutes: number) => dhakaNow(at(minutes));
const departs = times.depart;
const middle = calls[1]!;
const last = calls[calls.length - 1]!;

/** A status with one movement, checked at `now` (by default the next day's end: nothing is in the future). */
function statusWith(movement: Partial<MovementFile> | null, now = at(times.arrive + 24 * 60), extra: Partial<StatusFile> = {}) {
  const file: StatusFile = {
    updated: dhakaNow(Math.min(now, at(times.arrive + 12 * 60))),
    signal: null,
    notices: [],
    sailings: [],
    movements: movement ? [{ sailing: sailing.id, date, ...movement }] : [],
    ...extra,
  };
  return validateStatus(file, 'status.json', now);
}
const refused = (movement: Partial<MovementFile>, now?: number, extra?: Partial<StatusFile>) => {
  try {
    statusWith(movement, now, extra);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the movement was accepted');
};

test('a departure, a call between and an arrival pass, their times in Bangladesh time; the JSON Schema accepts them', () => {
  const movement = {
    departed: clock(departs + 7),
    calls: [{ stop: middle.stop, at: clock(middle.arriveAt! + 12) }],
    arrived: clock(last.arriveAt! + 4),
  };
  const status = statusWith(movement);
  expect(status.movements?.[0]?.departed?.at).toBe(at(departs + 7));
  expect(status.movements?.[0]?.arrived).toMatchObject({ stop: last.stop, at: at(last.arriveAt! + 4) });
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(statusFileSchema());
  expect(
    validate({ updated: clock(0), signal: null, notices: [], sailings: [], movements: [{ sailing: sailing.id, date, ...movement }] }),
  ).toBe(true);
});

test('a file without movements records none; one with an empty list records that the ghats tap', () => {
  const without = validateStatus({ updated: clock(departs), signal: null, notices: [], sailings: [] }, 'status.json', at(departs));
  expect(without.movements).toBeUndefined();
  expect(sailingsInProgress(without, at(departs + 60))).toEqual([]);
  expect(statusWith(null).movements).toEqual([]);
});

test('implausible taps are refused, each naming the movement and the field', () => {
  expect(refused({ departed: clock(departs - EARLY_MINUTES - 1) })).toMatch(/movement 1 \("[^"]+"\), departed: .*before its time/);
  expect(refused({ departed: clock(departs + 13 * 60) })).toMatch(/departed: .*cancel the sailing instead/);
  expect(refused({ departed: clock(departs + 10), arrived: clock(departs + 5) })).toMatch(/arrived: .* is not after/);
  expect(refused({ arrived: clock(last.arriveAt!) })).toMatch(/departed: is missing/);
  expect(refused({ departed: clock(departs), calls: [{ stop: last.stop, at: clock(departs + 60) }] })).toMatch(
    /calls\.0\.stop: .*not a stop between/,
  );
  expect(refused({ departed: clock(departs), arrived: clock(departs + times.duration + 13 * 60) })).toMatch(
    /arrived: .*later than the trip takes/,
  );
  expect(refused({ departed: clock(departs + 30) }, at(departs))).toMatch(/departed: .* is in the future/);
  expect(refused({ departed: clock(departs), arrived: 'soon' })).toMatch(/arrived: must be a date and time/);
  expect(refused({ departed: clock(departs) }, undefined, { sailings: [{ sailing: sailing.id, date, status: 'cancelled' }] })).toMatch(
    /is cancelled in this file/,
  );
  expect(refused({ sailing: 'no-such-sailing' } as Partial<MovementFile>)).toMatch(/unknown sailing id/);
});

test('before its time, due, then not recorded as left NOT_RECORDED_AFTER_MINUTES after it', () => {
  const status = statusWith(null);
  expect(progressAt(status, sailing.id, date, at(departs - 1))?.state).toBe('not-due');
  expect(progressAt(status, sailing.id, date, at(departs))?.state).toBe('due');
  expect(progressAt(status, sailing.id, date, at(departs + NOT_RECORDED_AFTER_MINUTES) - 1)?.state).toBe('due');
  expect(progressAt(status, sailing.id, date, at(departs + NOT_RECORDED_AFTER_MINUTES))?.state).toBe('not-recorded');
  // A delayed sailing's time is its new one.
  const delayedTo = departs + 45;
  const delayed = statusWith(null, undefined, {
    sailings: [{ sailing: sailing.id, date, status: 'delayed', departs: clock(delayedTo).slice(11) }],
  });
  expect(progressAt(delayed, sailing.id, date, at(departs + NOT_RECORDED_AFTER_MINUTES))?.state).toBe('not-due');
  expect(progressAt(delayed, sailing.id, date, at(delayedTo + NOT_RECORDED_AFTER_MINUTES))?.state).toBe('not-recorded');
});

test('left late: every later stop is expected late by as much; a call on the way moves the rest; arrived ends it', () => {
  const late = 37;
  const status = statusWith({
    departed: clock(departs + late),
    calls: [{ stop: middle.stop, at: clock(middle.arriveAt! + 50) }],
    arrived: clock(last.arriveAt! + 55),
  });
  const left = progressAt(status, sailing.id, date, at(departs + late + 1));
  expect(left).toMatchObject({ state: 'left', delayMinutes: late });
  if (left?.state !== 'left') throw new Error('not left');
  expect(left.ahead.map((stop) => stop.stop)).toEqual(calls.slice(1).map((call) => call.stop));
  for (const stop of left.ahead) expect(stop.at - stop.timetabledAt).toBe(late * MINUTE);
  expect(left.ahead.at(-1)?.value).toBe(clock(last.arriveAt! + late));

  const after = progressAt(status, sailing.id, date, at(middle.arriveAt! + 51));
  if (after?.state !== 'left') throw new Error('not left');
  expect(after.lastCall?.stop).toBe(middle.stop);
  expect(after.ahead.map((stop) => stop.stop)).not.toContain(middle.stop);
  expect(after.ahead.at(-1)?.at).toBe(at(last.arriveAt! + 50));

  expect(progressAt(status, sailing.id, date, at(last.arriveAt! + 55))).toMatchObject({ state: 'arrived', arrived: { stop: last.stop } });
});

test('the sailings worth a line: on the move or due soon, not those long arrived; the history says what a tap changed', () => {
  const status = statusWith({ departed: clock(departs + 5) });
  const listed = sailingsInProgress(status, at(departs + 60)).map((day) => `${day.sailing.id} ${day.date}`);
  expect(listed).toContain(`${sailing.id} ${date}`);
  const arrived = statusWith({ departed: clock(departs + 5), arrived: clock(last.arriveAt!) });
  const later = sailingsInProgress(arrived, at(last.arriveAt! + 4 * 60)).map((day) => `${day.sailing.id} ${day.date}`);
  expect(later).not.toContain(`${sailing.id} ${date}`);
  expect(route.sailings).toContain(sailing);

  const before = { movements: [] };
  const after = { movements: [{ sailing: sailing.id, date, departed: clock(departs + 5) }] };
  expect(movementChanges(before, after)).toEqual([`Movement ${sailing.id} on ${date}: nothing recorded -> left ${clock(departs + 5)}`]);
  expect(movementChanges(after, before)).toEqual([`Movement ${sailing.id} on ${date}: left ${clock(departs + 5)} -> nothing recorded`]);
});

test('"when it leaves and arrives": one alert for the departure recorded, one for the arrival, none for a republish', () => {
  const departed = { sailing: sailing.id, date, departed: clock(departs + 9) };
  const arrived = { ...departed, arrived: clock(last.arriveAt! + 2) };
  const fileWith = (movement: MovementFile | null, now: number): StatusFile => ({
    updated: dhakaNow(now),
    signal: null,
    notices: [],
    sailings: [],
    movements: movement ? [movement] : [],
  });
  const leftNow = at(departs + 10);
  const afterLeft = fileWith(departed, leftNow);
  const left = movementAlerts(fileWith(null, leftNow), validateStatus(afterLeft, 'status.json', leftNow), afterLeft, leftNow);
  expect(left.map((alert) => alert.key)).toEqual([`movement ${sailing.id} ${date} departed`]);
  expect(left[0]!.routes).toEqual([route.id]);
  const progress = progressAt(validateStatus(afterLeft, 'status.json', leftNow), sailing.id, date, leftNow)!;
  for (const locale of ['en', 'bn'] as const) expect(left[0]!.words[locale]).toContain(progressWords(locale, progress)!);
  expect(movementAlerts(afterLeft, validateStatus(afterLeft, 'status.json', leftNow), afterLeft, leftNow)).toEqual([]);

  const inNow = at(last.arriveAt! + 3);
  const afterIn = fileWith(arrived, inNow);
  expect(movementAlerts(afterLeft, validateStatus(afterIn, 'status.json', inNow), afterIn, inNow).map((alert) => alert.key)).toEqual([
    `movement ${sailing.id} ${date} arrived`,
  ]);
});
