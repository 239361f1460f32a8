/**
 * When the next launch leaves, in Bangladesh time whatever the visitor's own clock says. Pure and
 * dependency-free: the trip finder island ships this module, so it stays tiny (no Intl, no data).
 *
 * Bangladesh is UTC+6 all year (no daylight saving), so Dhaka's wall clock is UTC plus six hours
 * and everything here is computed from the UTC instant.
 */

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MINUTES = 24 * 60;

/** A departure as the finder needs it: the weekdays it runs, its exceptions and its time. */
export type DepartureSlot = {
  /** Weekdays it leaves on, as bits: Sunday is 1, Monday 2, ... Saturday 64 (127: daily; 0: dates only). */
  days: number;
  /** Minutes after midnight, Bangladesh time (20:30 is 1230). */
  depart: number;
  /** Dates ("YYYY-MM-DD", Bangladesh) it also leaves on, and dates it does not. */
  on?: readonly string[];
  off?: readonly string[];
};

/** The first and last dates the timetable holds, "YYYY-MM-DD": nothing leaves outside them. */
export type Season = readonly [from: string, until: string];

/** What a passenger would call the day: "tonight", "today", "tomorrow" or the weekday. */
export type RelativeDay = 'tonight' | 'today' | 'tomorrow' | 'weekday';

export type NextDeparture<T extends DepartureSlot> = {
  slot: T;
  /** The departure as an instant (ms since the epoch). */
  at: number;
  /** Whole minutes from now until it leaves (at least 1). */
  minutesUntil: number;
  when: RelativeDay;
  /** Its weekday in Bangladesh, 0 (Sunday) to 6, and its date, "YYYY-MM-DD". */
  weekday: number;
  date: string;
};

/** From this hour a same-day departure is "tonight"; a departure before `nightEndsHour` the next
 * morning still counts as tonight for someone asking in the evening. */
const EVENING_HOUR = 17;
const NIGHT_ENDS_HOUR = 4;

/** Bangladesh's calendar day and clock at an instant. */
export function dhakaClock(now: Date | number): { weekday: number; minutes: number; date: string; midnight: number } {
  const ms = typeof now === 'number' ? now : now.getTime();
  const shifted = new Date(ms + DHAKA_OFFSET_MS);
  const minutes = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  const midnight = ms - ((ms + DHAKA_OFFSET_MS) % (DAY_MINUTES * 60_000));
  return { weekday: shifted.getUTCDay(), minutes, date: shifted.toISOString().slice(0, 10), midnight };
}

/** The weekday (0 = Sunday) of a calendar date "YYYY-MM-DD", or -1 when it is not a date. */
export function weekdayOf(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return -1;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate ? -1 : date.getUTCDay();
}

/** Does the slot leave on its days' `weekday` (0 = Sunday), exceptions aside? */
export function runsOn(slot: DepartureSlot, weekday: number): boolean {
  return weekday >= 0 && (slot.days & (1 << weekday)) !== 0;
}

/** Does the slot leave on this Bangladesh date, inside the season, with its exceptions? */
export function runsOnDate(slot: DepartureSlot, isoDate: string, season: Season): boolean {
  if (isoDate < season[0] || isoDate > season[1] || slot.off?.includes(isoDate)) return false;
  return (slot.on?.includes(isoDate) ?? false) || runsOn(slot, weekdayOf(isoDate));
}

/** The departures leaving on a calendar date (Bangladesh), earliest first. */
export function departuresOn<T extends DepartureSlot>(slots: readonly T[], isoDate: string, season: Season): T[] {
  return slots.filter((slot) => runsOnDate(slot, isoDate, season)).sort((a, b) => a.depart - b.depart);
}

/**
 * Which of the launches that take a sailing night about makes it on a date: the first on its first
 * night of the season, the next on its second, counting only the nights it runs (the rule of
 * lib/timetable/rotations.ts, which the timetable's check, GTFS and the calendar files follow).
 * Undefined when it does not run that date. The one function for "the launch of this sailing on
 * this date", here so that the trip finder (in the browser) and the server share it.
 */
export function launchOn<V>(launches: readonly V[], slot: DepartureSlot, isoDate: string, season: Season): V | undefined {
  if (!runsOnDate(slot, isoDate, season)) return undefined;
  // The nights it ran before: the days of its weekdays, less its days off among them, plus its
  // extra dates on other weekdays (counted, not walked date by date: the desk asks this often).
  const first = weekdayOf(season[0]);
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${season[0]}T00:00:00Z`)) / (DAY_MINUTES * 60_000));
  let night = 0;
  for (let day = 0; day < days; day++) if (runsOn(slot, (first + day) % 7)) night += 1;
  const before = (dates: readonly string[] = []) => [...new Set(dates)].filter((date) => date >= season[0] && date < isoDate);
  const off = before(slot.off);
  night -= off.filter((date) => runsOn(slot, weekdayOf(date))).length;
  night += before(slot.on).filter((date) => !off.includes(date) && !runsOn(slot, weekdayOf(date))).length;
  return launches[night % launches.length];
}

/** The date `days` after a Bangladesh date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MINUTES * 60_000).toISOString().slice(0, 10);
}

/**
 * The first departure strictly after `now`, to the end of the season; null when none is left.
 * `from` (a date) looks from that date's midnight instead: the next sailing on or after it.
 * `allowed` leaves out departures the status does not let go (lib/status/verdict.ts).
 */
export function nextDeparture<T extends DepartureSlot>(
  slots: readonly T[],
  now: Date | number,
  season: Season,
  from?: string,
  allowed: (slot: T, date: string) => boolean = () => true,
): NextDeparture<T> | null {
  const clockNow = typeof now === 'number' ? now : now.getTime();
  const clock = dhakaClock(clockNow);
  // A later date: look from its midnight, Bangladesh time (one millisecond before, so a sailing at
  // 00:00 counts).
  const ms = from && from > clock.date ? Date.parse(`${from}T00:00:00+06:00`) - 1 : clockNow;
  let best: NextDeparture<T> | null = null;
  for (let offset = 0; !best; offset++) {
    const date = addDays(clock.date, offset);
    if (date > season[1]) break;
    const weekday = weekdayOf(date);
    for (const slot of slots) {
      if (!runsOnDate(slot, date, season)) continue;
      const at = clock.midnight + (offset * DAY_MINUTES + slot.depart) * 60_000;
      if (at <= ms || (best && best.at <= at) || !allowed(slot, date)) continue;
      const night = ms === clockNow && clock.minutes >= EVENING_HOUR * 60 && offset === 1 && slot.depart < NIGHT_ENDS_HOUR * 60;
      const when: RelativeDay =
        offset === 0 ? (slot.depart >= EVENING_HOUR * 60 ? 'tonight' : 'today') : night ? 'tonight' : offset === 1 ? 'tomorrow' : 'weekday';
      best = { slot, at, date, minutesUntil: Math.max(1, Math.ceil((at - clockNow) / 60_000)), when, weekday };
    }
  }
  return best;
}

/**
 * A countdown: under a day, hours and minutes as spellDuration writes them; from a day on, days
 * and whole hours ("1 day 19 h", "১ দিন ১৯ ঘণ্টা"), never "43 h".
 */
export function spellCountdown(
  minutes: number,
  units: { h: string; min: string; day: string; days: string },
  digits: (n: number) => string = String,
): string {
  if (minutes < 24 * 60) return spellDuration(minutes, units, digits);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return `${digits(days)} ${days === 1 ? units.day : units.days}${hours ? ` ${digits(hours)} ${units.h}` : ''}`;
}

/**
 * A length of time in hours and minutes: (200, {h: 'h', min: 'min'}) → "3 h 20 min". `digits`
 * writes a number in the page's numerals.
 */
export function spellDuration(minutes: number, units: { h: string; min: string }, digits: (n: number) => string = String): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts: string[] = [];
  if (h) parts.push(`${digits(h)} ${units.h}`);
  if (m || !h) parts.push(`${digits(m)} ${units.min}`);
  return parts.join(' ');
}
