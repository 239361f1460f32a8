/**
 * Where a launch is, from the ghats' taps (lib/status/movements.ts): for one sailing on one
 * service date at one moment, whether it is not yet due, due, not recorded as left a while after
 * its time, on its way (left at X, perhaps called at a stop, due at the next stops about Y) or
 * arrived. Pure: the pages, the feeds and the alerts all ask this and say the answer their way.
 *
 * The expected time at a later stop is the timetabled one moved by the delay of the last time
 * recorded (the departure, or a call on the way): a launch 40 minutes late out of Dhaka is about
 * 40 minutes late everywhere after, which is all we can honestly say, hence "about".
 */
import { dhakaNow, type SailingChange, type Status } from './status';
import { serviceMinute, type Movement, type StopTime } from './movements';
import { runsOnDate, sailingTimes, timedCalls, timetable, type Route, type Sailing } from '../timetable/model';
import { addDays, dhakaDate } from '../i18n/format';

/** A sailing not recorded as left this long after its time is said to be so, never "on time". */
export const NOT_RECORDED_AFTER_MINUTES = 20;

const MINUTE = 60_000;

/** A time expected at a later stop: the timetabled one moved by the delay so far. */
export type Expected = { stop: string; value: string; at: number; timetabledAt: number };

export type Progress =
  | { state: 'cancelled' }
  /** Before its time (its new time, if delayed). */
  | { state: 'not-due'; departsAt: number }
  /** Its time has come, and the ghat has not tapped it yet: give them a few minutes. */
  | { state: 'due'; departsAt: number }
  /** NOT_RECORDED_AFTER_MINUTES after its time, and still no tap. */
  | { state: 'not-recorded'; departsAt: number }
  | {
      state: 'left';
      departed: StopTime;
      /** The last call recorded on the way, if any. */
      lastCall?: StopTime;
      /** The stops still ahead, with their expected times (the last stop last). */
      ahead: Expected[];
      /** Minutes late (negative: early) at the last time recorded. */
      delayMinutes: number;
    }
  | { state: 'arrived'; departed: StopTime; arrived: StopTime };

export type SailingDay = { route: Route; sailing: Sailing; date: string; movement?: Movement; change?: SailingChange };

const sailings = timetable.routes.flatMap((route) => route.sailings.map((sailing) => ({ route, sailing })));

/** The sailing on its date with what the status says of it (a change, a movement). */
export function sailingDay(status: Status, sailingId: string, date: string): SailingDay | undefined {
  const found = sailings.find((entry) => entry.sailing.id === sailingId);
  if (!found) return undefined;
  return {
    ...found,
    date,
    movement: status.movements?.find((movement) => movement.sailing === sailingId && movement.date === date),
    change: status.sailings.find((change) => change.sailing === sailingId && change.date === date),
  };
}

/** Where the sailing stands at `now`. */
export function progressOf(day: SailingDay, now: number): Progress {
  const { sailing, date, movement, change } = day;
  if (change?.status === 'cancelled') return { state: 'cancelled' };
  const departsAt = change?.departsAt ?? serviceMinute(date, sailingTimes(sailing).depart);
  const departed = movement?.departed;
  if (!departed || departed.at > now) {
    if (now < departsAt) return { state: 'not-due', departsAt };
    if (now < departsAt + NOT_RECORDED_AFTER_MINUTES * MINUTE) return { state: 'due', departsAt };
    return { state: 'not-recorded', departsAt };
  }
  if (movement.arrived && movement.arrived.at <= now) return { state: 'arrived', departed, arrived: movement.arrived };

  const calls = timedCalls(sailing);
  const timetabledAt = (stop: string) => {
    const call = calls.find((entry) => entry.stop === stop)!;
    return serviceMinute(date, (call.arriveAt ?? call.departAt)!);
  };
  const recorded = movement.calls.filter((call) => call.at <= now);
  const lastCall = recorded.at(-1);
  const delay = lastCall ? lastCall.at - timetabledAt(lastCall.stop) : departed.at - serviceMinute(date, calls[0]!.departAt!);
  const passed = new Set([calls[0]!.stop, ...recorded.map((call) => call.stop)]);
  const lastIndex = lastCall ? calls.findIndex((call) => call.stop === lastCall.stop) : 0;
  const ahead = calls
    .slice(lastIndex + 1)
    .filter((call) => !passed.has(call.stop))
    .map((call) => {
      const planned = timetabledAt(call.stop);
      // Said to the minute: an expected time is a minute on a clock, not a count of seconds.
      const at = Math.round((planned + delay) / MINUTE) * MINUTE;
      return { stop: call.stop, at, value: dhakaNow(at), timetabledAt: planned };
    });
  return { state: 'left', departed, lastCall, ahead, delayMinutes: Math.round(delay / MINUTE) };
}

/** Where a sailing stands, by id and date. */
export function progressAt(status: Status, sailingId: string, date: string, now: number): Progress | undefined {
  const day = sailingDay(status, sailingId, date);
  return day && progressOf(day, now);
}

/**
 * The sailings worth saying something about at `now`, in order of departure: those whose service
 * day is yesterday, today or tomorrow and which are on the move, or due within `aheadHours`, or
 * ended (arrived, or due to have) within the last `afterHours`. Only where the status records
 * movements at all: without the list nothing is known, and nothing is said.
 */
export function sailingsInProgress(status: Status, now: number, aheadHours = 14, afterHours = 3): SailingDay[] {
  if (!status.movements) return [];
  const today = dhakaDate(now);
  const days: SailingDay[] = [];
  for (const date of [addDays(today, -1), today, addDays(today, 1)]) {
    for (const { sailing } of sailings) {
      if (!runsOnDate(sailing, date)) continue;
      const day = sailingDay(status, sailing.id, date)!;
      if (day.change?.status === 'cancelled') continue;
      const times = sailingTimes(sailing);
      const departsAt = day.change?.departsAt ?? serviceMinute(date, times.depart);
      const delay = departsAt - serviceMinute(date, times.depart);
      const endsAt = endOf(day, delay + serviceMinute(date, times.arrive));
      if (departsAt - aheadHours * 3_600_000 <= now && now < endsAt + afterHours * 3_600_000) days.push(day);
    }
  }
  return days.sort((a, b) => departureOf(a) - departureOf(b));
}

/** When a sailing's day is over: its recorded arrival, else its expected one. */
function endOf(day: SailingDay, expectedArrival: number): number {
  const movement = day.movement;
  if (movement?.arrived) return movement.arrived.at;
  if (movement?.departed) {
    const times = sailingTimes(day.sailing);
    return movement.departed.at + times.duration * MINUTE;
  }
  return expectedArrival;
}

const departureOf = (day: SailingDay) => serviceMinute(day.date, sailingTimes(day.sailing).depart);

/**
 * Until when a line about the sailing holds, for the pages' clock pass: a launch on its way until
 * a while after it is due in (a later publish says it arrived); one arrived for AFTER hours.
 */
export function progressEndsAt(day: SailingDay, progress: Progress, afterHours = 3): number {
  const times = sailingTimes(day.sailing);
  const scheduledArrival = serviceMinute(day.date, times.arrive);
  switch (progress.state) {
    case 'arrived':
      return progress.arrived.at + afterHours * 3_600_000;
    case 'left':
      return (progress.ahead.at(-1)?.at ?? scheduledArrival) + afterHours * 3_600_000;
    case 'cancelled':
      return scheduledArrival;
    default:
      return scheduledArrival + (progress.departsAt - serviceMinute(day.date, times.depart)) + afterHours * 3_600_000;
  }
}
