/**
 * THE FACTS THE COPY NAMES: every number and name a text of the dictionaries may carry, each once,
 * with how it is written. A text names a fact by its key in braces ("Call {phone}") and
 * lib/words/copy.ts fills it in the page's language; the CopyFacts type is this table's keys, and the
 * build refuses a text that types a fact's value instead of naming it (lib/words/facts-check.ts).
 *
 * To put a new number in the copy: a row here (its value from where it belongs, its format, and
 * for a number the range it must lie in), then `{name}` in the texts of both dictionaries.
 */
import { brand, phoneDisplay, siteConfig, type Contact } from './brand';
import {
  ADULT_AGE,
  AGE_CONFIRMED_KEY,
  AGE_CONFIRMED_VALUE,
  ALERT_ROUTES_KEY,
  ALERT_UNUSED_DAYS,
  ALERT_WELCOME_MINUTES,
  CANCELLATION,
  DEFAULT_MINIMUM_AGE,
  NARROWEST_SCREEN_PX,
  OPEN_DATA_LICENCE,
  PRIVACY_MINIMUM_AGE,
  REFUND_POLICY,
  STALE_AFTER_HOURS,
  SUPPORT_HOURS,
  THANK_YOU_REPLY_HOURS,
} from './constants';
import { formatDate, formatList, formatNumber, formatPercent, formatPlain, localizeDigits } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import {
  ACCESSIBILITY_RESPONSE_DAYS,
  ASSISTANCE_NOTICE_HOURS,
  NATIONAL_EMERGENCY_NUMBER,
  SMALL_VESSEL_MAX_FEET,
  stopAtSignal,
} from './safety';
import { fillText } from '../i18n/text';
import { hubStop, sailingTimes, timetable } from '../timetable/model';

type InBoth = Readonly<Record<Locale, string>>;

/** Every launch takes bicycles on its deck: the site says so, and the GTFS feed's trips (bikes_allowed). */
export const BIKES_ALLOWED = true;

/** Where a number comes from and the whole numbers it may be, for the build's check. */
type Checked = { source: string; range: readonly [min: number, max: number] };

/** A fact and how a page writes it. */
export type Fact =
  /** The same in both languages: a Latin name, an e-mail address, a storage key. `word`: the value is also a plain word, so typing it is no retyped fact. */
  | { format: 'text'; value: string; word?: true }
  /** Each language its own words; digits in them are written in the page's digits. */
  | { format: 'words'; value: InBoth }
  /** A count: "1,234" / "১,২৩৪". */
  | ({ format: 'number'; value: number } & Partial<Checked>)
  /** A year or a code, never grouped: "2015" / "২০১৫". */
  | ({ format: 'plain'; value: number } & Partial<Checked>)
  | ({ format: 'percent'; value: number } & Partial<Checked>)
  /** A short number as dialled, "999". */
  | { format: 'dialled'; value: string }
  /** A calendar date, YYYY-MM-DD: "November 14, 2024" / "১৪ নভেম্বর, ২০২৪". */
  | { format: 'date'; value: string }
  /** A phone number: the international form on English pages, the one dialled at home on Bangla pages. */
  | { format: 'phone'; value: Contact }
  /** Several numbers in a phrase of each language: `{hours}/{days}` with { hours: 24, days: 7 }. */
  | { format: 'numbers'; value: Readonly<Record<string, number>>; words: InBoth };

/** minimumAge 0 means "not set"; the terms then state the default. */
export const termsMinimumAge = siteConfig.minimumAge || DEFAULT_MINIMUM_AGE;

const hub = hubStop;

/**
 * A Bangla place name in the locative, as "at …" reads in a sentence: -এ after a consonant
 * (নদীবন্দর → নদীবন্দরে, লঞ্চঘাট → লঞ্চঘাটে), -য় after আ-কার (ঢাকা → ঢাকায়), -তে after another vowel
 * (ঝালকাঠি → ঝালকাঠিতে). A text then needs no case ending typed after a placeholder.
 */
export function banglaLocative(name: string): string {
  if (/[\u0995-\u09B9\u09BC\u09CE]$/.test(name)) return `${name}ে`;
  return name.endsWith('া') ? `${name}য়` : `${name}তে`;
}

/** The open data's licence as a page of the language names it: its short name and its full title. */
export function openDataLicence(locale: Locale): { name: string; title: string } {
  const version = localizeDigits(locale, OPEN_DATA_LICENCE.version);
  return {
    name: fillText(OPEN_DATA_LICENCE.name[locale], { version }),
    title: fillText(OPEN_DATA_LICENCE.title[locale], { version }),
  };
}

/**
 * The towns the network serves, from the timetable, for the descriptions that name them (the
 * landing page's and the LocalBusiness's): the ends of the routes with an overnight sailing, and
 * the other ends (the hub left out) of those that only sail by day. A route an operator adds in
 * content/timetable/ joins the list with no text edited.
 */
function networkTowns(overnight: boolean): InBoth {
  const sailsOvernight = (route: (typeof timetable.routes)[number]) =>
    route.sailings.some((sailing) => sailingTimes(sailing).arrivesDaysLater > 0);
  const endsOf = (night: boolean) =>
    new Set(timetable.routes.filter((route) => sailsOvernight(route) === night).flatMap((route) => [route.stops[0]!, route.stops.at(-1)!]));
  const night = endsOf(true);
  const ids = overnight ? night : new Set([...endsOf(false)].filter((id) => !night.has(id) && id !== hub.id));
  const towns = timetable.stops.filter((stop) => ids.has(stop.id));
  return {
    en: formatList(
      'en',
      towns.map((stop) => stop.town.en),
    ),
    bn: formatList(
      'bn',
      towns.map((stop) => stop.town.bn),
    ),
  };
}

export const facts = {
  brandName: { format: 'text', value: brand.name },
  /** The legal entity (siteConfig.siteName) and its postal address. */
  entity: { format: 'text', value: siteConfig.siteName },
  entityAddress: { format: 'words', value: { en: siteConfig.contactAddress, bn: siteConfig.contactAddressBn } },
  phone: { format: 'phone', value: brand.phone },
  email: { format: 'text', value: brand.email },
  /** How tickets are booked, one fact for every page that says it (the timetable's call, SMS and WhatsApp links, the counter). */
  bookingChannels: {
    format: 'words',
    value: { en: 'by phone, SMS or WhatsApp, or at our counter', bn: 'ফোন, এসএমএস বা হোয়াটসঅ্যাপে, অথবা আমাদের কাউন্টারে' },
  },
  foundedYear: { format: 'plain', value: brand.foundedYear },
  /** The towns of the overnight routes and of the day routes, as a list: "Dhaka, Barishal and Jhalokathi". */
  overnightTowns: { format: 'words', value: networkTowns(true) },
  dayTowns: { format: 'words', value: networkTowns(false) },
  /** The counter at the hub, as the timetable names its terminal: "Barishal River Port". */
  hubTerminal: { format: 'words', value: hub.terminal },
  /** The same as a place in a sentence: "at Barishal River Port" / "বরিশাল নদীবন্দরে". */
  atHubTerminal: { format: 'words', value: { en: `at ${hub.terminal.en}`, bn: banglaLocative(hub.terminal.bn) } },
  arriveEarlyMinutes: {
    format: 'number',
    value: CANCELLATION.arriveEarlyMinutes,
    source: 'lib/site/constants.ts: CANCELLATION.arriveEarlyMinutes',
    range: [1, 240],
  },
  fullRefundHours: { format: 'number', value: CANCELLATION.fullRefundHours },
  halfRefundFromHours: { format: 'number', value: CANCELLATION.halfRefundFromHours },
  halfRefundPercent: {
    format: 'percent',
    value: CANCELLATION.halfRefundPercent,
    source: 'lib/site/constants.ts: CANCELLATION.halfRefundPercent (a percentage: 50 for half)',
    range: [1, 99],
  },
  replyTime: {
    format: 'numbers',
    value: { from: THANK_YOU_REPLY_HOURS[0], to: THANK_YOU_REPLY_HOURS[1] },
    // bn ends in ঘণ্টা: a text adds the genitive, "{replyTime}র মধ্যে".
    words: { en: '{from}-{to} business hours', bn: 'কাজের দিনে {from} থেকে {to} ঘণ্টা' },
  },
  termsMinimumAge: { format: 'number', value: termsMinimumAge },
  privacyMinimumAge: { format: 'number', value: PRIVACY_MINIMUM_AGE, source: 'lib/site/constants.ts: PRIVACY_MINIMUM_AGE', range: [1, 99] },
  ageConfirmedKey: { format: 'text', value: AGE_CONFIRMED_KEY },
  ageConfirmedValue: { format: 'text', value: AGE_CONFIRMED_VALUE, word: true },
  alertRoutesKey: { format: 'text', value: ALERT_ROUTES_KEY },
  /** How long the desk keeps a subscription no message reaches, and one whose first message was never taken. */
  alertUnusedDays: { format: 'number', value: ALERT_UNUSED_DAYS, source: 'lib/site/constants.ts: ALERT_UNUSED_DAYS', range: [1, 365] },
  alertWelcomeMinutes: {
    format: 'number',
    value: ALERT_WELCOME_MINUTES,
    source: 'lib/site/constants.ts: ALERT_WELCOME_MINUTES',
    range: [1, 1440],
  },
  /** The age the gate asks about and the footer recommends. */
  adultAge: { format: 'number', value: ADULT_AGE, source: 'lib/site/constants.ts: ADULT_AGE', range: [1, 99] },
  /** Round-the-clock support as written: "24/7". */
  supportHours: { format: 'numbers', value: SUPPORT_HOURS, words: { en: '{hours}/{days}', bn: '{hours}/{days}' } },
  /** The not-found page's status code. */
  notFoundStatus: { format: 'plain', value: 404 },
  /** Safety and accessibility (lib/site/safety.ts). */
  smallVesselFeet: {
    format: 'number',
    value: SMALL_VESSEL_MAX_FEET,
    source: 'lib/site/safety.ts: SMALL_VESSEL_MAX_FEET',
    range: [1, 1000],
  },
  stopAtSignal: { format: 'number', value: stopAtSignal },
  emergencyNumber: { format: 'dialled', value: NATIONAL_EMERGENCY_NUMBER },
  assistanceHours: {
    format: 'number',
    value: ASSISTANCE_NOTICE_HOURS,
    source: 'lib/site/safety.ts: ASSISTANCE_NOTICE_HOURS',
    range: [1, 24 * 30],
  },
  responseDays: {
    format: 'number',
    value: ACCESSIBILITY_RESPONSE_DAYS,
    source: 'lib/site/safety.ts: ACCESSIBILITY_RESPONSE_DAYS',
    range: [1, 365],
  },
  refundRequestWindowDays: {
    format: 'number',
    value: REFUND_POLICY.requestWindowDays,
    source: 'lib/site/constants.ts: REFUND_POLICY.requestWindowDays',
    range: [1, 365],
  },
  refundResponseDays: {
    format: 'number',
    value: REFUND_POLICY.responseBusinessDays,
    source: 'lib/site/constants.ts: REFUND_POLICY.responseBusinessDays',
    range: [1, 365],
  },
  refundProcessingDays: {
    format: 'number',
    value: REFUND_POLICY.processingBusinessDays,
    source: 'lib/site/constants.ts: REFUND_POLICY.processingBusinessDays',
    range: [1, 365],
  },
  /** The narrowest screen width the layout is checked at, in pixels. */
  narrowestScreen: { format: 'number', value: NARROWEST_SCREEN_PX },
  /** Open data (/open-data): the licence's short name, the timetable's season, the status's age limit. */
  openDataLicence: { format: 'words', value: { en: openDataLicence('en').name, bn: openDataLicence('bn').name } },
  /** Bicycles on board: the GTFS feed's bikes_allowed on every trip (lib/open-data/gtfs.ts). */
  bikes: {
    format: 'words',
    value: BIKES_ALLOWED
      ? { en: 'Bicycles travel on the deck of every launch', bn: 'প্রতিটি লঞ্চের ডেকে সাইকেল নেওয়া যায়' }
      : { en: 'Bicycles are not taken on board', bn: 'লঞ্চে সাইকেল নেওয়া হয় না' },
  },
  seasonFrom: { format: 'date', value: timetable.validFrom },
  seasonUntil: { format: 'date', value: timetable.validUntil },
  statusStaleHours: { format: 'number', value: STALE_AFTER_HOURS },
} as const satisfies Record<string, Fact>;

export type FactName = keyof typeof facts;

/** The facts every text may name, each written for one language. */
export type CopyFacts = Record<FactName, string>;

/** One fact as a page of the language writes it. */
export function writeFact(locale: Locale, fact: Fact): string {
  switch (fact.format) {
    case 'text':
      return fact.value;
    case 'words':
      return localizeDigits(locale, fact.value[locale]);
    case 'number':
      return formatNumber(locale, fact.value);
    case 'plain':
      return formatPlain(locale, fact.value);
    case 'percent':
      return formatPercent(locale, fact.value);
    case 'dialled':
      return localizeDigits(locale, fact.value);
    case 'date':
      return formatDate(locale, fact.value);
    case 'phone':
      return phoneDisplay(locale, fact.value.display);
    case 'numbers':
      return fillText(
        fact.words[locale],
        Object.fromEntries(Object.entries(fact.value).map(([name, value]) => [name, formatNumber(locale, value)])),
      );
  }
}

/** The numbers a fact stands for, which a text must not type: 18 for {adultAge}, 24 and 7 for {supportHours}. */
export function factNumbers(fact: Fact): number[] {
  switch (fact.format) {
    case 'number':
    case 'plain':
    case 'percent':
      return [fact.value];
    case 'dialled':
      return [Number(fact.value)];
    case 'numbers':
      return Object.values(fact.value);
    default:
      return [];
  }
}
