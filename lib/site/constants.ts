/** Business constants from the spec, section 9. Components read these; no number is repeated. */

/** The age the gate asks about and the footer's note recommends (the words: content/words). */
export const ADULT_AGE = 18;
/** Passenger support answers around the clock: hours a day, days a week. */
export const SUPPORT_HOURS = { hours: 24, days: 7 } as const;
/** Local-storage key and value the age gate writes on Yes. */
export const AGE_CONFIRMED_KEY = 'ageConfirmed';
export const AGE_CONFIRMED_VALUE = 'true';
/** Local-storage key of the routes this browser gets push alerts for (components/status/AlertsScript.tsx). */
export const ALERT_ROUTES_KEY = 'nodipoth-alerts';
/**
 * How long the status desk keeps a push subscription that is not in use (issue 54), as the privacy
 * policy says: one whose push service has taken none of our messages for this many days, and one
 * whose first message (the welcome) was not taken within this many minutes.
 */
export const ALERT_UNUSED_DAYS = 30;
export const ALERT_WELCOME_MINUTES = 60;

/** Terms state minimumAge, falling back to this when it is 0 (unset). */
export const DEFAULT_MINIMUM_AGE = 18;
/** The privacy policy says the service is not directed at children under this age. */
export const PRIVACY_MINIMUM_AGE = 16;

/** Back-to-top appears once the page has scrolled more than this many pixels. */
export const BACK_TO_TOP_THRESHOLD_PX = 400;
/** Fade-in sections reveal when this share of them is visible, over this many milliseconds. */
export const FADE_IN_VISIBLE_RATIO = 0.1;
export const FADE_IN_DURATION_MS = 700;
/** The thank-you page fades in this long after load. */
export const THANK_YOU_REVEAL_DELAY_MS = 100;
/** The thank-you page promises a reply within this many business hours (from, to). */
export const THANK_YOU_REPLY_HOURS = [24, 48] as const;

export const REFUND_POLICY = {
  requestWindowDays: 30,
  responseBusinessDays: 5,
  processingBusinessDays: 14,
} as const;

/** FAQ cancellation tiers; the refund policy restates them from here. */
export const CANCELLATION = {
  fullRefundHours: 48,
  halfRefundFromHours: 24,
  /** The share refunded between halfRefundFromHours and fullRefundHours before departure. */
  halfRefundPercent: 50,
  arriveEarlyMinutes: 30,
} as const;

/** The narrowest screen the layout is checked at, in CSS pixels (the audit's first width). */
export const NARROWEST_SCREEN_PX = 320;

/**
 * The licence of the open data (/open-data): anyone may use it, naming us as the source. Bangla
 * pages name it in Bangla, its version in Bangla digits (`{version}`, filled by lib/words/copy.ts).
 */
export const OPEN_DATA_LICENCE = {
  version: '4.0',
  name: { en: 'CC BY 4.0', bn: 'ক্রিয়েটিভ কমন্স অ্যাট্রিবিউশন {version}' },
  title: { en: 'Creative Commons Attribution 4.0 International', bn: 'ক্রিয়েটিভ কমন্স অ্যাট্রিবিউশন {version} আন্তর্জাতিক' },
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/**
 * A live status not updated for this long is shown as "not updated since ..., call the hotline",
 * never as "all normal": on a storm evening an old "all normal" sends people to the ghat.
 */
export const STALE_AFTER_HOURS = 12;
