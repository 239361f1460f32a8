/**
 * schema.org data for the landing page, built from the same objects the page renders (brand and
 * route cards), so search engines read exactly what visitors see.
 */
import { brand } from '../site/brand';
import { localeInfo, localePath, sentences, type Locale } from '../i18n/locales';
import { routeWords } from '../../content/words/landing';
import { absoluteUrl, pageUrl, previewImage, siteDescription, siteTitle } from './site-url';

import { routeCards, type RouteCardView } from '../timetable/view';

type JsonLdNode = { '@type': string; '@id'?: string; [property: string]: unknown };
export type JsonLdGraph = { '@context': 'https://schema.org'; '@graph': JsonLdNode[] };

/** The operator's node id; trips point to it as their provider instead of repeating it. */
export const operatorId = absoluteUrl('/#operator');

function boatTerminal(name: string, town: string): JsonLdNode {
  return {
    '@type': 'BoatTerminal',
    name,
    address: { '@type': 'PostalAddress', addressLocality: town, addressCountry: brand.address.countryCode },
  };
}

/**
 * One route card as a BoatTrip. schema.org's Trip has no duration property, so the usual time
 * travels in the description in the words the card uses.
 */
function boatTrip(card: RouteCardView, locale: Locale): JsonLdNode {
  return {
    '@type': 'BoatTrip',
    name: `${card.from} ${routeWords(locale).to} ${card.to}`,
    description: sentences(locale, [card.duration, card.schedule, `${routeWords(locale).classes}: ${card.classes}`, card.fromFare]),
    url: pageUrl(card.href),
    departureBoatTerminal: boatTerminal(card.fromTerminal, card.from),
    arrivalBoatTerminal: boatTerminal(card.toTerminal, card.to),
    provider: { '@id': operatorId },
  };
}

/**
 * The operator as a LocalBusiness (it runs the boats from a Barishal terminal; it is not a travel
 * agent) and each route as a trip it provides.
 */
export function landingStructuredData(locale: Locale): JsonLdGraph {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      // The page itself, in its language: schema.org carries inLanguage on pages, not on trips.
      {
        '@type': 'WebPage',
        '@id': pageUrl(localePath(locale, '/')),
        url: pageUrl(localePath(locale, '/')),
        name: siteTitle(locale),
        inLanguage: localeInfo[locale].lang,
        about: { '@id': operatorId },
      },
      {
        '@type': 'LocalBusiness',
        '@id': operatorId,
        name: brand.name,
        description: siteDescription(locale),
        url: pageUrl(localePath(locale, '/')),
        logo: absoluteUrl('/icons/icon-512.png'),
        image: absoluteUrl(previewImage.path),
        telephone: brand.phone.e164,
        email: brand.email,
        foundingDate: String(brand.foundedYear),
        address: {
          '@type': 'PostalAddress',
          streetAddress: brand.address.street,
          addressLocality: brand.address.locality,
          postalCode: brand.address.postalCode,
          addressCountry: brand.address.countryCode,
        },
      },
      ...routeCards(locale).map((card) => boatTrip(card, locale)),
    ],
  };
}

/**
 * JSON-LD ready to sit inside a <script> element: `<` is escaped as \u003c so no string in the
 * data can close the element early; JSON parsers read the escape back as `<`.
 */
export function serializeJsonLd(data: JsonLdGraph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
