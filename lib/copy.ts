/**
 * The bridge between facts and words: each language's dictionary, and the facts its texts need,
 * formatted for that language from the one source in lib/ (brand, legal entity, constants).
 */
import { brand, siteConfig } from './brand';
import {
  AGE_CONFIRMED_KEY,
  AGE_CONFIRMED_VALUE,
  CANCELLATION,
  ADULT_AGE,
  DEFAULT_MINIMUM_AGE,
  PRIVACY_MINIMUM_AGE,
  REFUND_POLICY,
  SUPPORT_HOURS,
  THANK_YOU_REPLY_HOURS,
  OPEN_DATA_LICENCE,
  NARROWEST_SCREEN_PX,
} from './constants';
import { bn } from './dictionaries/bn';
import { en, type CopyFacts, type Dictionary } from './dictionaries/en';
import { dictionaryProblems, refuse, siteFactProblems } from './facts-check';
import { formatDate, formatNumber, formatPercent, formatPlain, localizeDigits } from './format';
import { STALE_AFTER_HOURS } from './status';
import { timetable } from './timetable/model';
import { fillText } from './text';
import { timetableCopy } from './timetable/copy';
import {
  ACCESSIBILITY_RESPONSE_DAYS,
  ASSISTANCE_NOTICE_HOURS,
  NATIONAL_EMERGENCY_NUMBER,
  SMALL_VESSEL_MAX_FEET,
  stopAtSignal,
} from './safety';
import type { Locale } from './i18n';

const dictionaries: Record<Locale, Dictionary> = { en, bn };

export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}

/** minimumAge 0 means "not set"; the terms then state the default. */
export const termsMinimumAge = siteConfig.minimumAge || DEFAULT_MINIMUM_AGE;

/** The legal entity's postal address in each language. */
export function entityAddress(locale: Locale): string {
  return locale === 'en' ? siteConfig.contactAddress : localizeDigits(locale, siteConfig.contactAddressBn);
}

const factCache = new Map<Locale, CopyFacts>();

/** The facts every text may mention, written in the page's numbering system. */
export function copyFacts(locale: Locale): CopyFacts {
  let facts = factCache.get(locale);
  if (facts) return facts;
  const n = (value: number) => formatNumber(locale, value);
  const [replyFrom, replyTo] = THANK_YOU_REPLY_HOURS;
  facts = {
    brandName: brand.name,
    entity: siteConfig.siteName,
    entityAddress: entityAddress(locale),
    phone: localizeDigits(locale, brand.phone.display),
    email: brand.email,
    foundedYear: formatPlain(locale, brand.foundedYear),
    arriveEarlyMinutes: n(CANCELLATION.arriveEarlyMinutes),
    fullRefundHours: n(CANCELLATION.fullRefundHours),
    halfRefundFromHours: n(CANCELLATION.halfRefundFromHours),
    halfRefundPercent: formatPercent(locale, CANCELLATION.halfRefundPercent),
    replyTime: locale === 'en' ? `${replyFrom}-${replyTo} business hours` : `কাজের দিনে ${n(replyFrom)} থেকে ${n(replyTo)} ঘণ্টা`,
    termsMinimumAge: n(termsMinimumAge),
    privacyMinimumAge: n(PRIVACY_MINIMUM_AGE),
    ageConfirmedKey: AGE_CONFIRMED_KEY,
    ageConfirmedValue: AGE_CONFIRMED_VALUE,
    adultAge: n(ADULT_AGE),
    supportHours: `${n(SUPPORT_HOURS.hours)}/${n(SUPPORT_HOURS.days)}`,
    notFoundStatus: formatPlain(locale, 404),
    smallVesselFeet: n(SMALL_VESSEL_MAX_FEET),
    stopAtSignal: n(stopAtSignal),
    emergencyNumber: localizeDigits(locale, NATIONAL_EMERGENCY_NUMBER),
    assistanceHours: n(ASSISTANCE_NOTICE_HOURS),
    responseDays: n(ACCESSIBILITY_RESPONSE_DAYS),
    refundRequestWindowDays: n(REFUND_POLICY.requestWindowDays),
    refundResponseDays: n(REFUND_POLICY.responseBusinessDays),
    refundProcessingDays: n(REFUND_POLICY.processingBusinessDays),
    narrowestScreen: n(NARROWEST_SCREEN_PX),
    openDataLicence: openDataLicence(locale).name,
    seasonFrom: formatDate(locale, timetable.validFrom),
    seasonUntil: formatDate(locale, timetable.validUntil),
    statusStaleHours: n(STALE_AFTER_HOURS),
  };
  factCache.set(locale, facts);
  return facts;
}

/** The open data's licence as a page of the language names it: its short name and its full title. */
export function openDataLicence(locale: Locale): { name: string; title: string } {
  const version = localizeDigits(locale, OPEN_DATA_LICENCE.version);
  return {
    name: fillText(OPEN_DATA_LICENCE.name[locale], { version }),
    title: fillText(OPEN_DATA_LICENCE.title[locale], { version }),
  };
}

/** The age gate's words, resolved for the client island (functions cannot cross to the browser). */
export function ageGateText(locale: Locale) {
  const { question, ...rest } = dictionary(locale).ageGate;
  return { ...rest, question: question(copyFacts(locale)) };
}

/*
 * Refuse the build when a hand-edited fact or text would mislead a passenger (lib/facts-check.ts):
 * the facts first, because the texts are made from them.
 */
refuse('lib/brand.ts, lib/constants.ts and lib/safety.ts', siteFactProblems());
/** The Latin names a Bangla text may carry, digits and all (lib/dictionaries/glossary.md). */
export const latinNames = [brand.name, brand.email, siteConfig.siteName, siteConfig.contactEmail, AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE];
refuse('The dictionaries', [
  ...dictionaryProblems({ en, bn }, { en: copyFacts('en'), bn: copyFacts('bn') }, latinNames),
  ...dictionaryProblems(timetableCopy, { en: {}, bn: {} }, latinNames, {
    en: 'lib/timetable/copy.ts (en)',
    bn: 'lib/timetable/copy.ts (bn)',
  }),
]);
