/**
 * schema.org data for the timetable page: each sailing as a BoatTrip with its times (Bangladesh
 * time, +06:00), terminals, the operator as provider (the landing page's node) and a fare offer
 * per class. Built from the same data the page shows.
 */
import { brand } from '../site/brand';
import { formatDuration } from '../i18n/format';
import { localeInfo, localePath, sentences, type Locale } from '../i18n/locales';
import { absoluteUrl, pageUrl } from '../seo/site-url';
import { operatorId, type JsonLdGraph } from '../seo/structured-data';
import {
  localName,
  sailingEnds,
  sailingFares,
  sailingTimes,
  timetable,
  sailingVesselName,
  type Route,
  type Sailing,
  type Stop,
} from './model';
import { timetableCopy } from './copy';
import { pageWords } from '../words/page-words';
import { fillText } from '../i18n/text';
import { scheduleText, TIMETABLE_PATH } from './view';

function boatTerminal(stop: Stop, locale: Locale) {
  return {
    '@type': 'BoatTerminal',
    name: localName(stop.terminal, locale),
    address: { '@type': 'PostalAddress', addressLocality: localName(stop.town, locale), addressCountry: brand.address.countryCode },
    geo: { '@type': 'GeoCoordinates', latitude: stop.position.lat, longitude: stop.position.lon },
  };
}

/** "20:30" → "20:30:00+06:00", schema.org's Time with Bangladesh's offset. */
const isoTime = (time: string) => `${time}:00+06:00`;

function boatTrip(route: Route, sailing: Sailing, locale: Locale) {
  const copy = timetableCopy[locale];
  const { from, to } = sailingEnds(route, sailing.direction);
  const vessel = sailingVesselName(sailing, locale);
  const first = sailing.calls[0]!;
  const last = sailing.calls[sailing.calls.length - 1]!;
  const name = fillText(copy.direction, { from: localName(from.town, locale), to: localName(to.town, locale) });
  return {
    '@type': 'BoatTrip',
    '@id': absoluteUrl(`${localePath(locale, TIMETABLE_PATH)}#${sailing.id}`),
    name: `${name}, ${vessel}`,
    description: sentences(locale, [...scheduleText(locale, sailing), formatDuration(locale, sailingTimes(sailing).duration)]),
    departureTime: isoTime(first.depart!),
    arrivalTime: isoTime(last.arrive!),
    departureBoatTerminal: boatTerminal(from, locale),
    arrivalBoatTerminal: boatTerminal(to, locale),
    provider: { '@id': operatorId },
    offers: sailingFares(sailing).map(({ travelClass, fare }) => ({
      '@type': 'Offer',
      name: localName(travelClass.name, locale),
      price: fare,
      priceCurrency: 'BDT',
    })),
  };
}

/** The timetable page's JSON-LD graph in one language: the page, and every sailing as a BoatTrip. */
export function timetableStructuredData(locale: Locale): JsonLdGraph {
  const path = localePath(locale, TIMETABLE_PATH);
  const trips = timetable.routes.flatMap((route) => route.sailings.map((sailing) => boatTrip(route, sailing, locale)));
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': pageUrl(path),
        url: pageUrl(path),
        name: pageWords(locale, 'timetable').title,
        inLanguage: localeInfo[locale].lang,
        about: trips.map((trip) => ({ '@id': trip['@id'] })),
      },
      ...trips,
    ],
  };
}
