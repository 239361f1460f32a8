/**
 * The timetable as a GTFS Schedule feed (https://gtfs.org/schedule/reference/), the files of
 * /gtfs.zip: journey planners read it to route riders onto our launches. scripts/build/write-gtfs.ts
 * checks the files (scripts/gtfs-check/) and zips them; the ids are the timetable's own, the
 * ones the GTFS Realtime alerts name (lib/status/feeds.ts): route_id is the route's id, trip_id and
 * service_id the sailing's id, stop_id the stop's id.
 *
 * The text is English (feed_lang en), with the Bangla names in translations.txt.
 *
 * Fares use GTFS-Fares v2 (fare_products.txt, fare_leg_rules.txt and the tables they refer to),
 * not v1 (fare_attributes.txt, fare_rules.txt). On a launch the rider chooses a class: deck 450 or
 * a single cabin 1,200 on the same trip; and the same class costs different amounts on different
 * launches of one route (this season a single cabin is 1,200 on MV Nodipoth Shapla and 1,000 on
 * MV Nodipoth Gangchil). v1 gives each fare_id one price, matched to a ride by route and zones
 * only: it has no classes to choose among and nothing that tells one launch of a route from
 * another, so it cannot say "deck 450 or single cabin 1,200 on this launch". v2 can: every fare
 * product whose leg rule matches is one the rider may buy, and a rule can match by time.
 *
 * How a fare finds its sailing: v2 matches a leg by network, departure and arrival area and the
 * time it starts, never by trip. So each route is a network, each stop an area, and each sailing a
 * timeframe group (its departure minute on its own service days); a leg rule per sailing and class
 * ties the four to a fare product. Two sailings of one route leaving the same stop in the same
 * minute on a common day could not be told apart (their fares would both be offered); the
 * timetable has none.
 *
 * The fares are for the whole trip only: the data has no fare from Dhaka to Chandpur, so the leg
 * rules go from a sailing's first stop to its last, and a planner finds no fare (rather than a
 * wrong one) for part of a trip.
 */
import { createHash } from 'node:crypto';
import { brand } from '../site/brand';
import { localePath, type Locale } from '../i18n/locales';
import { pageUrl } from '../seo/site-url';
import { sailingEnds, sailingFares, timedCalls, timetable, weekdaysOf, type Route, type Sailing, type Timetable } from '../timetable/model';
import { routeName, TIMETABLE_PATH } from '../timetable/view';
import { blockId } from '../timetable/rotations';
import { BIKES_ALLOWED } from '../site/facts';

/** The agency_id the feed gives the operator; the realtime feeds' agency-wide alerts name it too. */
export const GTFS_AGENCY_ID = 'nodipoth';

/** A feed's files: name ("stops.txt") → CSV text. */
export type GtfsFiles = Record<string, string>;

type Cell = string | number | undefined;
type Row = Record<string, Cell>;

/** The feed's text language; the one translations.txt adds. */
const FEED_LANG: Locale = 'en';
const TRANSLATED: Locale = 'bn';

/** GTFS route_type 4: ferry, "short- and long-distance boat service". */
const FERRY = 4;
const CURRENCY = 'BDT';
/** ISO 4217: the taka has two decimal places (poisha), and GTFS amounts must show them: "450.00". */
const CURRENCY_DECIMALS = 2;

const WEEKDAY_COLUMNS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** A value as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
function csvCell(value: Cell): string {
  const text = value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file: the header, then one line per row, LF line ends, no byte order mark. */
function csv(columns: readonly string[], rows: readonly Row[]): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column]))];
  return lines.map((line) => line.map(csvCell).join(',')).join('\n') + '\n';
}

/** "2026-11-01" → "20261101". */
const gtfsDate = (isoDate: string) => isoDate.replace(/-/g, '');

/** Minutes after the service day's midnight → "HH:MM:SS", past 24 hours after midnight ("30:00:00"). */
function gtfsTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

const absoluteTimetableUrl = (locale: Locale, route?: Route) =>
  `${pageUrl(localePath(locale, TIMETABLE_PATH))}${route ? `#${route.id}` : ''}`;

/** The great-circle distance between two [lat, lon] points, in km. */
function kmBetween([lat1, lon1]: readonly [number, number], [lat2, lon2]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

/**
 * A route's path in one direction (return: reversed) with the distance travelled to each point,
 * in km, and each stop's distance (the first point at its position, searching on from the stop before).
 */
export function routeShape(route: Route, direction: Sailing['direction'], data: Timetable = timetable) {
  const points = direction === 'outbound' ? route.path : [...route.path].reverse();
  let travelled = 0;
  const distances = points.map((point, i) => (travelled += i ? kmBetween(points[i - 1]!, point) : 0));
  const stopDistance = new Map<string, number>();
  let from = 0;
  for (const id of direction === 'outbound' ? route.stops : [...route.stops].reverse()) {
    const { lat, lon } = data.stops.find((stop) => stop.id === id)!.position;
    const index = points.findIndex(([a, b], i) => i >= from && a === lat && b === lon);
    stopDistance.set(id, distances[index]!);
    from = index;
  }
  return { id: direction === 'outbound' ? route.id : `${route.id}-return`, points, distances, stopDistance };
}

/** Kilometres as shape_dist_traveled writes them: to the metre. */
const km = (value: number) => Number(value.toFixed(3));

/** Every sailing with its route, in the timetable's order. */
function allSailings(data: Timetable): { route: Route; sailing: Sailing }[] {
  return data.routes.flatMap((route) => route.sailings.map((sailing) => ({ route, sailing })));
}

const fareProductId = (sailing: Sailing, classId: string) => `${sailing.id}-${classId}`;

/** A translation of one field of one record (record_id: the table's id column). */
function translation(table: string, field: string, recordId: string, text: string): Row {
  return { table_name: table, field_name: field, language: TRANSLATED, translation: text, record_id: recordId };
}

/**
 * The feed's files, each from the checked timetable, in no particular order (scripts/build/write-gtfs.ts
 * orders the zip). `data`: the shipped timetable, or a checked copy (a test edits one as the
 * README's steps say and checks the feed made from it).
 */
export function gtfsFeed(data: Timetable = timetable): GtfsFiles {
  const sailings = allSailings(data);
  const homeUrl = pageUrl('/');

  const agency = csv(
    ['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang', 'agency_phone', 'agency_fare_url', 'agency_email'],
    [
      {
        agency_id: GTFS_AGENCY_ID,
        agency_name: brand.name,
        agency_url: homeUrl,
        agency_timezone: 'Asia/Dhaka',
        agency_lang: FEED_LANG,
        // "As typical for the agency's service area": the number as the site prints it.
        agency_phone: brand.phone.display,
        agency_fare_url: absoluteTimetableUrl(FEED_LANG),
        agency_email: brand.email,
      },
    ],
  );

  // Each ghat is a stop (location_type 0) without a station: one place to board per town.
  const stops = csv(
    ['stop_id', 'stop_name', 'stop_desc', 'stop_lat', 'stop_lon', 'location_type'],
    data.stops.map((stop) => ({
      stop_id: stop.id,
      stop_name: stop.terminal.en,
      // The town: the terminal's name alone does not always say it ("Sadarghat Launch Terminal").
      stop_desc: stop.town.en,
      stop_lat: stop.position.lat,
      stop_lon: stop.position.lon,
      location_type: 0,
    })),
  );

  const routes = csv(
    ['route_id', 'agency_id', 'route_long_name', 'route_type', 'route_url'],
    data.routes.map((route) => ({
      route_id: route.id,
      agency_id: GTFS_AGENCY_ID,
      route_long_name: routeName(FEED_LANG, route, data),
      route_type: FERRY,
      route_url: absoluteTimetableUrl(FEED_LANG, route),
    })),
  );

  // One trip per sailing, with a service (its days) of its own: sailings rarely share their days
  // and exceptions, and one id for both keeps the feed readable against the timetable.
  // The chains of lib/timetable/rotations.ts: a launch's trips of one service day are one block.
  // bikes_allowed 1 (bicycles on board) or 2, from the one fact the site also shows.
  const trips = csv(
    ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id', 'block_id', 'shape_id', 'bikes_allowed'],
    sailings.map(({ route, sailing }) => ({
      route_id: route.id,
      service_id: sailing.id,
      trip_id: sailing.id,
      trip_headsign: sailingEnds(route, sailing.direction, data).to.town.en,
      // No trip_short_name: the launch's name would repeat within a day (one launch makes several
      // trips), and the reference wants that field to tell a day's trips apart.
      direction_id: sailing.direction === 'outbound' ? 0 : 1,
      block_id: blockId(sailing),
      shape_id: routeShape(route, sailing.direction, data).id,
      bikes_allowed: BIKES_ALLOWED ? 1 : 2,
    })),
  );

  // Each route's path along the rivers, once per direction, with the distance travelled in km.
  const shapes = csv(
    ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence', 'shape_dist_traveled'],
    data.routes.flatMap((route) =>
      (['outbound', 'return'] as const)
        .filter((direction) => route.sailings.some((sailing) => sailing.direction === direction))
        .flatMap((direction) => {
          const shape = routeShape(route, direction, data);
          return shape.points.map(([lat, lon], i) => ({
            shape_id: shape.id,
            shape_pt_lat: lat,
            shape_pt_lon: lon,
            shape_pt_sequence: i + 1,
            shape_dist_traveled: km(shape.distances[i]!),
          }));
        }),
    ),
  );

  // Times count from the midnight before the first departure, so an overnight arrival is past
  // 24:00 (21:00 from Dhaka, 06:00 at Barishal: 30:00:00). GTFS wants both times at the first and
  // last stops, where the timetable has one: the launch arrives and leaves in the same minute.
  const stopTimeRows = sailings.flatMap(({ route, sailing }) => {
    const shape = routeShape(route, sailing.direction, data);
    return timedCalls(sailing).map((call, index, calls) => {
      const arrive = call.arriveAt ?? call.departAt!;
      const depart = index === calls.length - 1 ? arrive : (call.departAt ?? arrive);
      return {
        trip_id: sailing.id,
        arrival_time: gtfsTime(arrive),
        departure_time: gtfsTime(depart),
        stop_id: call.stop,
        stop_sequence: index + 1,
        timepoint: 1,
        shape_dist_traveled: km(shape.stopDistance.get(call.stop)!),
      };
    });
  });
  const stopTimes = csv(
    ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'timepoint', 'shape_dist_traveled'],
    stopTimeRows,
  );

  // Weekdays through the season; a sailing that runs only on listed dates has no calendar row.
  const calendar = csv(
    ['service_id', ...WEEKDAY_COLUMNS.slice(1), WEEKDAY_COLUMNS[0], 'start_date', 'end_date'],
    sailings
      .filter(({ sailing }) => weekdaysOf(sailing.days).length > 0)
      .map(({ sailing }) => {
        const days = weekdaysOf(sailing.days);
        return {
          service_id: sailing.id,
          ...Object.fromEntries(WEEKDAY_COLUMNS.map((column, weekday) => [column, days.includes(weekday) ? 1 : 0])),
          start_date: gtfsDate(data.validFrom),
          end_date: gtfsDate(data.validUntil),
        };
      }),
  );

  // exception_type 1: added (extraDates, and every date of an Eid special); 2: removed (notOn).
  const calendarDates = csv(
    ['service_id', 'date', 'exception_type'],
    sailings.flatMap(({ sailing }) =>
      [
        ...(sailing.extraDates ?? []).map((date) => ({ date, exception_type: 1 })),
        ...(sailing.notOn ?? []).map((date) => ({ date, exception_type: 2 })),
      ]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map(({ date, exception_type }) => ({ service_id: sailing.id, date: gtfsDate(date), exception_type })),
    ),
  );

  /* ---------- Fares (v2: see the top of this file) ---------- */

  const fareProducts = csv(
    ['fare_product_id', 'fare_product_name', 'amount', 'currency'],
    sailings.flatMap(({ sailing }) =>
      sailingFares(sailing, data).map(({ travelClass, fare }) => ({
        fare_product_id: fareProductId(sailing, travelClass.id),
        fare_product_name: travelClass.name.en,
        amount: fare.toFixed(CURRENCY_DECIMALS),
        currency: CURRENCY,
      })),
    ),
  );

  // One rule per sailing and class, all in the sailing's leg group: a leg from the first stop to
  // the last of this route, starting in this sailing's minute, may be paid with any of them.
  const fareLegRules = csv(
    ['leg_group_id', 'network_id', 'from_area_id', 'to_area_id', 'from_timeframe_group_id', 'fare_product_id'],
    sailings.flatMap(({ route, sailing }) => {
      const { from, to } = sailingEnds(route, sailing.direction, data);
      return sailingFares(sailing, data).map(({ travelClass }) => ({
        leg_group_id: sailing.id,
        network_id: route.id,
        from_area_id: from.id,
        to_area_id: to.id,
        from_timeframe_group_id: sailing.id,
        fare_product_id: fareProductId(sailing, travelClass.id),
      }));
    }),
  );

  // A sailing's departure minute on its service days. The first departure is always before
  // midnight (a timetable time is 00:00 to 23:59), so the day a leg starts is its service day, and
  // the end, one minute later, is 24:00:00 at most, the latest a timeframe may end.
  const timeframes = csv(
    ['timeframe_group_id', 'start_time', 'end_time', 'service_id'],
    sailings.map(({ sailing }) => {
      const depart = timedCalls(sailing)[0]!.departAt!;
      return { timeframe_group_id: sailing.id, start_time: gtfsTime(depart), end_time: gtfsTime(depart + 1), service_id: sailing.id };
    }),
  );

  const areas = csv(
    ['area_id', 'area_name'],
    data.stops.map((stop) => ({ area_id: stop.id, area_name: stop.town.en })),
  );
  const stopAreas = csv(
    ['area_id', 'stop_id'],
    data.stops.map((stop) => ({ area_id: stop.id, stop_id: stop.id })),
  );
  // networks.txt and route_networks.txt, not routes.network_id: the reference forbids both at once.
  const networks = csv(
    ['network_id', 'network_name'],
    data.routes.map((route) => ({ network_id: route.id, network_name: routeName(FEED_LANG, route, data) })),
  );
  const routeNetworks = csv(
    ['network_id', 'route_id'],
    data.routes.map((route) => ({ network_id: route.id, route_id: route.id })),
  );

  /* ---------- Bangla ---------- */

  // By record (table and id). The brand has no Bangla name (the Bangla pages print it in English),
  // so agency_name has no translation; URLs are "translated" to the Bangla pages, as the reference
  // allows. The fare, area and network tables are not among those the reference lets
  // translations.txt name, so their names stay English; feed_info is not rider-facing.
  const translations = csv(
    ['table_name', 'field_name', 'language', 'translation', 'record_id'],
    [
      translation('agency', 'agency_url', GTFS_AGENCY_ID, pageUrl(localePath(TRANSLATED, '/'))),
      translation('agency', 'agency_fare_url', GTFS_AGENCY_ID, absoluteTimetableUrl(TRANSLATED)),
      ...data.stops.flatMap((stop) => [
        translation('stops', 'stop_name', stop.id, stop.terminal.bn),
        translation('stops', 'stop_desc', stop.id, stop.town.bn),
      ]),
      ...data.routes.flatMap((route) => [
        translation('routes', 'route_long_name', route.id, routeName(TRANSLATED, route, data)),
        translation('routes', 'route_url', route.id, absoluteTimetableUrl(TRANSLATED, route)),
      ]),
      ...sailings.flatMap(({ route, sailing }) => [
        translation('trips', 'trip_headsign', sailing.id, sailingEnds(route, sailing.direction, data).to.town.bn),
      ]),
    ],
  );

  const files: GtfsFiles = {
    'agency.txt': agency,
    'stops.txt': stops,
    'routes.txt': routes,
    'trips.txt': trips,
    'shapes.txt': shapes,
    'stop_times.txt': stopTimes,
    'calendar.txt': calendar,
    'calendar_dates.txt': calendarDates,
    'fare_products.txt': fareProducts,
    'fare_leg_rules.txt': fareLegRules,
    'timeframes.txt': timeframes,
    'areas.txt': areas,
    'stop_areas.txt': stopAreas,
    'networks.txt': networks,
    'route_networks.txt': routeNetworks,
    'translations.txt': translations,
  };

  // feed_version: a hash of every other file, so the same timetable (and site address) always
  // gives the same version, and any change to them a new one.
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) hash.update(`${name}\n${files[name]}\n`);

  files['feed_info.txt'] = csv(
    [
      'feed_publisher_name',
      'feed_publisher_url',
      'feed_lang',
      'default_lang',
      'feed_start_date',
      'feed_end_date',
      'feed_version',
      'feed_contact_email',
      'feed_contact_url',
    ],
    [
      {
        feed_publisher_name: brand.name,
        feed_publisher_url: homeUrl,
        feed_lang: FEED_LANG,
        // "The language to use when the data consumer doesn't know the rider's": English, as the
        // site's own pages at its root are.
        default_lang: FEED_LANG,
        feed_start_date: gtfsDate(data.validFrom),
        feed_end_date: gtfsDate(data.validUntil),
        feed_version: hash.digest('hex').slice(0, 12),
        feed_contact_email: brand.email,
        feed_contact_url: homeUrl,
      },
    ],
  );
  return files;
}
