import { localizeDigits } from '../i18n/format';
import type { Locale } from '../i18n/locales';

/**
 * The two identities the site speaks for. The spec keeps them apart on purpose: the landing page
 * shows the brand, the legal pages name the legal entity. To rebrand, edit this file only.
 */

export type Contact = {
  /** As printed on the page. */
  display: string;
  /** As dialled: E.164, used in tel: links. */
  e164: string;
};

export const brand = {
  name: 'Nodipoth Launch',
  shortName: 'Nodipoth',
  tagline: 'Overnight and day launches from the Barishal hub',
  phone: { display: '+880 1755-204060', e164: '+8801755204060' } satisfies Contact,
  email: 'hello@nodipoth.example',
  address: {
    street: 'Launch Terminal Road, Sadar',
    locality: 'Barishal',
    postalCode: '8200',
    country: 'Bangladesh',
    countryCode: 'BD',
  },
  /** The same address as written on Bangla pages (digits are localised when printed). */
  addressBn: 'লঞ্চ টার্মিনাল রোড, সদর, বরিশাল-8200, বাংলাদেশ',
  foundedYear: 2015,
} as const;

/**
 * The brand teal: browsers paint their toolbar with it (viewport theme-color and the manifest),
 * the design uses it as river-700 (tailwind.config.ts), and the link preview as its background.
 */
export const themeColor = '#0e5f59';

/**
 * The night teal: the footer (river-950 in tailwind.config.ts) and, in the dark scheme, the
 * browser's toolbar (viewport theme-color), so the toolbar stays the brand's at night too.
 */
export const nightColor = '#062422';

export const brandAddressLine = `${brand.address.street}, ${brand.address.locality} ${brand.address.postalCode}, ${brand.address.country}`;

/**
 * A phone number as printed on a page of the given language, from its international form
 * ("+880 1755-204060"): English pages keep it, Bangla pages show the number as dialled at home,
 * the trunk 0 in place of +880, in Bangla digits ("০১৭৫৫-২০৪০৬০"). tel: links keep E.164.
 */
export function phoneDisplay(locale: Locale, international: string = brand.phone.display): string {
  return locale === 'en' ? international : localizeDigits(locale, international.replace(/^\+880\s*/, '0'));
}

/** The hub's address as printed on a page of the given language. */
export function brandAddress(locale: Locale): string {
  return locale === 'en' ? brandAddressLine : localizeDigits(locale, brand.addressBn);
}

/**
 * The spec's site configuration object. The legal pages read siteName, contactEmail,
 * contactAddress and tel; the three flags are kept as the spec gives them. minimumAge 0 means
 * "not set", and the terms fall back to 18 (termsMinimumAge in lib/site/facts.ts).
 */
export const siteConfig = {
  siteName: 'Nodipoth Travels Ltd.',
  contactEmail: 'legal@nodipoth-travels.example',
  contactAddress: 'House 14, Sadar Road, Barishal 8200, Bangladesh',
  /** contactAddress as written on Bangla pages (not part of the spec's object, kept beside it). */
  contactAddressBn: 'বাড়ি 14, সদর রোড, বরিশাল-8200, বাংলাদেশ',
  tel: '+880 431-2173450',
  maintenanceMode: false,
  requireAgeVerification: false,
  minimumAge: 0,
} as const;

/** E.164 form of siteConfig.tel, for tel: links. */
export const siteConfigTelHref = `tel:${siteConfig.tel.replace(/[^+\d]/g, '')}`;
