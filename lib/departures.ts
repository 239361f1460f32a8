/**
 * When the next launch leaves, in Bangladesh time whatever the visitor's own clock says. Pure and
 * dependency-free: the trip finder island ships this module, so it stays tiny (no Intl, no data).
 *
 * Bangladesh is UTC+6 all year (no daylight saving), so Dhaka's wall clock is UTC plus six hours
 * and everything here is computed from the UTC instant.
 */

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MINUTES = 24 * 60;

/** A departure as the finder needs it: the weekdays it runs and its time. */
export type DepartureSlot = {
  /** Weekdays it leaves on, as bits: Sunday is 1, Monday 2, ... Saturday 64 (127: daily). */
  days: number;
  /** Minutes after midnight, Bangladesh time (20:30 is 1230). */
  depart: number;
};

/** What a passenger would call the day: "tonight", "today", "tomorrow" or the weekday. */
export type RelativeDay = 'tonight' | 'today' | 'tomorrow' | 'weekday';

export type NextDeparture<T extends DepartureSlot> = {
  slot: T;
  /** The departure as an instant (ms since the epoch). */
  at: number;
  /** Whole minutes from now until it leaves (at least 1). */
  minutesUntil: number;
  when: RelativeDay;
  /** Its weekday in Bangladesh, 0 (Sunday) to 6. */
  weekday: number;
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

export function runsOn(slot: DepartureSlot, weekday: number): boolean {
  return weekday >= 0 && (slot.days & (1 << weekday)) !== 0;
}

/** The departures leaving on a calendar date (Bangladesh), earliest first. */
export function departuresOn<T extends DepartureSlot>(slots: readonly T[], isoDate: string): T[] {
  const weekday = weekdayOf(isoDate);
  return slots.filter((slot) => runsOn(slot, weekday)).sort((a, b) => a.depart - b.depart);
}

/** The first departure strictly after `now`, looking a week ahead; null when none runs at all. */
export function nextDeparture<T extends DepartureSlot>(slots: readonly T[], now: Date | number): NextDeparture<T> | null {
  const ms = typeof now === 'number' ? now : now.getTime();
  const clock = dhakaClock(ms);
  let best: NextDeparture<T> | null = null;
  for (let offset = 0; offset <= 7 && !best; offset++) {
    const weekday = (clock.weekday + offset) % 7;
    for (const slot of slots) {
      if (!runsOn(slot, weekday)) continue;
      const at = clock.midnight + (offset * DAY_MINUTES + slot.depart) * 60_000;
      if (at <= ms || (best && best.at <= at)) continue;
      const night = clock.minutes >= EVENING_HOUR * 60 && offset === 1 && slot.depart < NIGHT_ENDS_HOUR * 60;
      const when: RelativeDay =
        offset === 0 ? (slot.depart >= EVENING_HOUR * 60 ? 'tonight' : 'today') : night ? 'tonight' : offset === 1 ? 'tomorrow' : 'weekday';
      best = { slot, at, minutesUntil: Math.max(1, Math.ceil((at - ms) / 60_000)), when, weekday };
    }
  }
  return best;
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
