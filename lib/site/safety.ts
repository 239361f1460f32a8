/**
 * Facts behind the safety and accessibility pages. The words are in content/words (safety) and
 * content/legal/<lang>/accessibility.md; the numbers live here once.
 */

/**
 * The river port storm signals the Bangladesh Meteorological Department raises for inland waters,
 * in order. `stopsOurLaunches` is our policy, stated once: every page that speaks of storms
 * (the safety page, the FAQ, the mission card) follows from it.
 */
export const stormSignals = [
  { number: 1, level: 'cautionary', stopsOurLaunches: false },
  { number: 2, level: 'warning', stopsOurLaunches: true },
  { number: 3, level: 'danger', stopsOurLaunches: true },
  { number: 4, level: 'greatDanger', stopsOurLaunches: true },
] as const;

/** The lowest signal at which none of our launches leaves the ghat. */
export const stopAtSignal = Math.min(...stormSignals.filter((signal) => signal.stopsOurLaunches).map((signal) => signal.number));

/** Under signal 2 the authority stops vessels this long or shorter (feet). */
export const SMALL_VESSEL_MAX_FEET = 65;

/** Bangladesh's national emergency number (police, fire service, ambulance). */
export const NATIONAL_EMERGENCY_NUMBER = '999';

/** How long before departure passengers who need help boarding should tell us (hours). */
export const ASSISTANCE_NOTICE_HOURS = 24;

/** We answer accessibility reports within this many business days. */
export const ACCESSIBILITY_RESPONSE_DAYS = 5;
