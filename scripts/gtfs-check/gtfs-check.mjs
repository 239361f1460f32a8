// Checks the GTFS Schedule feed the build writes (gtfs.zip) against the rules of the GTFS reference
// (https://gtfs.org/schedule/reference/) that a feed of this shape can break, and names every
// problem with the notice code and severity MobilityData's gtfs-validator gives it, so that a later
// run of that validator reports the same things under the same names. Where the validator has no
// notice for a rule, the code is our own and `noticeCodes[code].source` is null (one case: a
// translation of a field its table does not have).
//
// Like the validator, a table whose header or rows fail to parse (any ERROR while reading it) is left
// out of the checks that join it to other tables, so one mistake is reported once, not again as a
// cascade of broken references. Checks that depend on the day they run (expired calendars, feeds
// about to expire) are left to the validator: the build must give the same answer every day.
//
// Run: node scripts/gtfs-check/gtfs-check.mjs out/gtfs.zip (or a folder of .txt files); exits 1 on any ERROR.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

const CORE = 'core/src/main/java/org/mobilitydata/gtfsvalidator/notice/';
const MAIN = 'main/src/main/java/org/mobilitydata/gtfsvalidator/validator/';
const code = (severity, source) => ({ severity, source });

/**
 * Every code the checker can report, its severity, and where the validator defines it (a path in
 * github.com/MobilityData/gtfs-validator; null for the checker's own).
 */
export const noticeCodes = {
  // Files
  missing_required_file: code('ERROR', `${CORE}MissingRequiredFileNotice.java`),
  missing_recommended_file: code('WARNING', `${CORE}MissingRecommendedFileNotice.java`),
  missing_calendar_and_calendar_date_files: code('ERROR', `${MAIN}MissingCalendarAndCalendarDateValidator.java`),
  unknown_file: code('INFO', `${CORE}UnknownFileNotice.java`),
  empty_file: code('ERROR', `${CORE}EmptyFileNotice.java`),
  csv_parsing_failed: code('ERROR', `${CORE}CsvParsingFailedNotice.java`),
  // Headers and rows
  missing_required_column: code('ERROR', `${CORE}MissingRequiredColumnNotice.java`),
  unknown_column: code('INFO', `${CORE}UnknownColumnNotice.java`),
  duplicated_column: code('ERROR', `${CORE}DuplicatedColumnNotice.java`),
  empty_column_name: code('ERROR', `${CORE}EmptyColumnNameNotice.java`),
  invalid_row_length: code('ERROR', `${CORE}InvalidRowLengthNotice.java`),
  empty_row: code('WARNING', `${CORE}EmptyRowNotice.java`),
  // Values
  missing_required_field: code('ERROR', `${CORE}MissingRequiredFieldNotice.java`),
  missing_recommended_field: code('WARNING', `${CORE}MissingRecommendedFieldNotice.java`),
  leading_or_trailing_whitespaces: code('WARNING', `${CORE}LeadingOrTrailingWhitespacesNotice.java`),
  new_line_in_value: code('ERROR', `${CORE}NewLineInValueNotice.java`),
  invalid_character: code('ERROR', `${CORE}InvalidCharacterNotice.java`),
  non_ascii_or_non_printable_char: code('WARNING', `${CORE}NonAsciiOrNonPrintableCharNotice.java`),
  mixed_case_recommended_field: code('WARNING', `${CORE}MixedCaseRecommendedFieldNotice.java`),
  invalid_time: code('ERROR', `${CORE}InvalidTimeNotice.java`),
  invalid_date: code('ERROR', `${CORE}InvalidDateNotice.java`),
  invalid_timezone: code('ERROR', `${CORE}InvalidTimezoneNotice.java`),
  invalid_url: code('ERROR', `${CORE}InvalidUrlNotice.java`),
  invalid_email: code('ERROR', `${CORE}InvalidEmailNotice.java`),
  invalid_language_code: code('ERROR', `${CORE}InvalidLanguageCodeNotice.java`),
  invalid_currency: code('ERROR', `${CORE}InvalidCurrencyNotice.java`),
  invalid_currency_amount: code('ERROR', `${CORE}InvalidCurrencyAmountNotice.java`),
  invalid_integer: code('ERROR', `${CORE}InvalidIntegerNotice.java`),
  invalid_float: code('ERROR', `${CORE}InvalidFloatNotice.java`),
  invalid_color: code('ERROR', `${CORE}InvalidColorNotice.java`),
  number_out_of_range: code('ERROR', `${CORE}NumberOutOfRangeNotice.java`),
  unexpected_enum_value: code('WARNING', `${CORE}UnexpectedEnumValueNotice.java`),
  point_near_origin: code('ERROR', `${CORE}PointNearOriginNotice.java`),
  point_near_pole: code('ERROR', `${CORE}PointNearPoleNotice.java`),
  start_and_end_range_out_of_order: code('ERROR', `${CORE}StartAndEndRangeOutOfOrderNotice.java`),
  start_and_end_range_equal: code('ERROR', `${CORE}StartAndEndRangeEqualNotice.java`),
  // Keys
  duplicate_key: code('ERROR', `${CORE}DuplicateKeyNotice.java`),
  foreign_key_violation: code('ERROR', `${CORE}ForeignKeyViolationNotice.java`),
  more_than_one_entity: code('WARNING', `${CORE}MoreThanOneEntityNotice.java`),
  // agency.txt
  missing_required_agency_id: code('ERROR', 'main/src/main/java/org/mobilitydata/gtfsvalidator/notice/MissingRequiredAgencyIdNotice.java'),
  inconsistent_agency_timezone: code('ERROR', `${MAIN}AgencyConsistencyValidator.java`),
  inconsistent_agency_lang: code('WARNING', `${MAIN}AgencyConsistencyValidator.java`),
  feed_info_lang_and_agency_lang_mismatch: code('WARNING', `${MAIN}MatchingFeedAndAgencyLangValidator.java`),
  // stops.txt
  missing_stop_name: code('ERROR', `${MAIN}StopNameValidator.java`),
  same_name_and_description_for_stop: code('WARNING', `${MAIN}StopNameValidator.java`),
  stop_without_location: code('ERROR', `${MAIN}StopRequiredLocationValidator.java`),
  station_with_parent_station: code('ERROR', `${MAIN}LocationTypeSingleEntityValidator.java`),
  location_without_parent_station: code('ERROR', `${MAIN}LocationTypeSingleEntityValidator.java`),
  wrong_parent_location_type: code('ERROR', `${MAIN}ParentStationValidator.java`),
  stop_without_stop_time: code('WARNING', `${MAIN}LocationHasStopTimesValidator.java`),
  location_with_unexpected_stop_time: code('ERROR', `${MAIN}LocationHasStopTimesValidator.java`),
  // routes.txt
  route_both_short_and_long_name_missing: code('ERROR', `${MAIN}RouteNameValidator.java`),
  route_short_name_too_long: code('WARNING', `${MAIN}RouteNameValidator.java`),
  route_long_name_contains_short_name: code('WARNING', `${MAIN}RouteNameValidator.java`),
  same_name_and_description_for_route: code('WARNING', `${MAIN}RouteNameValidator.java`),
  duplicate_route_name: code('WARNING', `${MAIN}DuplicateRouteNameValidator.java`),
  route_networks_specified_in_more_than_one_file: code('ERROR', `${MAIN}NetworkIdConsistencyValidator.java`),
  // trips.txt and stop_times.txt
  missing_bike_allowance: code('WARNING', `${MAIN}BikesAllowanceValidator.java`),
  unusable_trip: code('WARNING', `${MAIN}TripUsabilityValidator.java`),
  unused_trip: code('WARNING', `${MAIN}TripUsageValidator.java`),
  missing_trip_edge: code('ERROR', `${MAIN}MissingTripEdgeValidator.java`),
  stop_time_with_only_arrival_or_departure_time: code('ERROR', `${MAIN}StopTimeArrivalAndDepartureTimeValidator.java`),
  stop_time_with_arrival_before_previous_departure_time: code('ERROR', `${MAIN}StopTimeArrivalAndDepartureTimeValidator.java`),
  stop_time_timepoint_without_times: code('ERROR', `${MAIN}TimepointTimeValidator.java`),
  missing_timepoint_value: code('WARNING', `${MAIN}TimepointTimeValidator.java`),
  unsorted_stop_times: code('INFO', `${MAIN}StopTimesTripBlockOrderValidator.java`),
  fast_travel_between_consecutive_stops: code('WARNING', `${MAIN}StopTimeTravelSpeedValidator.java`),
  // calendar.txt and feed_info.txt
  service_has_no_active_day_of_the_week: code('WARNING', `${MAIN}ServiceHasNoActiveDayOfTheWeekValidator.java`),
  missing_feed_contact_email_and_url: code('WARNING', `${MAIN}FeedContactValidator.java`),
  missing_feed_info_date: code('WARNING', `${MAIN}FeedServiceDateValidator.java`),
  // translations.txt
  translation_unknown_table_name: code('WARNING', `${MAIN}TranslationFieldAndReferenceValidator.java`),
  translation_unexpected_value: code('ERROR', `${MAIN}TranslationFieldAndReferenceValidator.java`),
  translation_foreign_key_violation: code('ERROR', `${MAIN}TranslationFieldAndReferenceValidator.java`),
  translation_unknown_field_name: code('ERROR', null),
  // timeframes.txt
  timeframe_only_start_or_end_time_specified: code('ERROR', `${MAIN}TimeframeStartAndEndTimeValidator.java`),
  timeframe_start_or_end_time_greater_than_twenty_four_hours: code('ERROR', `${MAIN}TimeframeStartAndEndTimeValidator.java`),
  timeframe_overlap: code('ERROR', `${MAIN}TimeframeOverlapValidator.java`),
};

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180)

/** Malformed quoting: a quoted value never closed, text after a closing quote, a quote inside a bare value. */
export class CsvError extends Error {
  constructor(file, line, message) {
    super(`${file}:${line}: ${message}`);
    this.name = 'CsvError';
    this.file = file;
    this.line = line;
    this.reason = message;
  }
}

const stripBom = (text) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
const lineBreaks = (text) => (text.match(/\r\n|\r|\n/g) ?? []).length;

/** Records with the physical line each starts on; empty lines are skipped, as GTFS readers do. */
function tokenize(input, file) {
  const text = stripBom(input);
  const n = text.length;
  const records = [];
  let i = 0;
  let line = 1;
  while (i < n) {
    if (text[i] === '\n' || text[i] === '\r') {
      i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    const start = line;
    const cells = [];
    for (;;) {
      let value = '';
      if (text[i] === '"') {
        const opened = line;
        i++;
        for (;;) {
          const quote = text.indexOf('"', i);
          if (quote === -1) throw new CsvError(file, opened, 'a quoted value is never closed');
          const chunk = text.slice(i, quote);
          value += chunk;
          line += lineBreaks(chunk);
          if (text[quote + 1] === '"') {
            value += '"';
            i = quote + 2;
          } else {
            i = quote + 1;
            break;
          }
        }
        if (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          throw new CsvError(file, line, `${JSON.stringify(text[i])} after a closing quote (a quote inside a quoted value is written "")`);
        }
      } else {
        let j = i;
        while (j < n && text[j] !== ',' && text[j] !== '\n' && text[j] !== '\r') {
          if (text[j] === '"') throw new CsvError(file, line, 'a double quote inside a value that is not quoted');
          j++;
        }
        value = text.slice(i, j);
        i = j;
      }
      cells.push(value);
      if (i >= n) break;
      if (text[i] === ',') {
        i++;
        continue;
      }
      i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      break;
    }
    records.push({ line: start, cells });
  }
  return records;
}

/** Java's String.trim(), which the validator applies: code points up to U+0020, not other spaces. */
function trimJava(s) {
  let a = 0;
  let b = s.length;
  while (a < b && s.charCodeAt(a) <= 32) a++;
  while (b > a && s.charCodeAt(b - 1) <= 32) b--;
  return s.slice(a, b);
}

/**
 * Parses a CSV file: the header (names trimmed) and each row's values by column name, with the line
 * the row starts on (the header is line 1). Throws a CsvError on malformed quoting.
 */
export function parseCsv(text, file = 'file.txt') {
  const records = tokenize(text, file);
  if (records.length === 0) return { header: [], rows: [] };
  const header = records[0].cells.map(trimJava);
  const rows = records.slice(1).map(({ line, cells }) => {
    const values = {};
    header.forEach((column, index) => {
      if (column && !(column in values)) values[column] = cells[index] ?? '';
    });
    return { line, values };
  });
  return { header, rows };
}

/** Writes a CSV file: LF line ends, quotes only where a value needs them. */
export function writeCsv(header, rows) {
  const cell = (value) => {
    const s = value === undefined || value === null ? '' : String(value);
    return /[",\r\n]/.test(s) || trimJava(s) !== s ? `"${s.replaceAll('"', '""')}"` : s;
  };
  const lines = [header.map(cell).join(',')];
  for (const row of rows) lines.push((Array.isArray(row) ? row : header.map((column) => row[column])).map(cell).join(','));
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// The tables: columns as the validator's schemas (main/.../table/Gtfs*Schema.java) declare them.

const id = { type: 'id' };
const text = { type: 'text' };
const url = { type: 'url' };
const time = { type: 'time' };
const required = (def) => ({ ...def, required: true });
const oneOf = (...values) => ({ type: 'enum', values });
const mixed = { type: 'text', mixedCase: true };
const day = required(oneOf(0, 1));

const TABLES = {
  'agency.txt': {
    key: ['agency_id'],
    nameField: ['agency_name'],
    fields: {
      agency_id: id,
      agency_name: required(mixed),
      agency_url: required(url),
      agency_timezone: required({ type: 'timezone' }),
      agency_lang: { type: 'language' },
      // A phone number is checked only against a country the validator is told of: not here.
      agency_phone: text,
      agency_fare_url: url,
      agency_email: { type: 'email' },
      cemv_support: oneOf(0, 1, 2),
    },
  },
  'stops.txt': {
    key: ['stop_id'],
    fields: {
      stop_id: required(id),
      stop_code: text,
      stop_name: mixed,
      tts_stop_name: text,
      stop_desc: text,
      stop_lat: { type: 'latitude' },
      stop_lon: { type: 'longitude' },
      zone_id: id,
      stop_url: url,
      location_type: oneOf(0, 1, 2, 3, 4),
      parent_station: id,
      stop_timezone: { type: 'timezone' },
      wheelchair_boarding: oneOf(0, 1, 2),
      level_id: id,
      platform_code: text,
      stop_access: oneOf(0, 1),
    },
  },
  'routes.txt': {
    key: ['route_id'],
    fields: {
      route_id: required(id),
      agency_id: id,
      route_short_name: mixed,
      route_long_name: mixed,
      route_desc: mixed,
      route_type: required(oneOf(0, 1, 2, 3, 4, 5, 6, 7, 11, 12)),
      route_url: url,
      route_color: { type: 'color' },
      route_text_color: { type: 'color' },
      route_sort_order: { type: 'integer', nonNegative: true },
      continuous_pickup: oneOf(0, 1, 2, 3),
      continuous_drop_off: oneOf(0, 1, 2, 3),
      network_id: id,
      cemv_support: oneOf(0, 1, 2),
    },
  },
  'trips.txt': {
    key: ['trip_id'],
    fields: {
      route_id: required(id),
      service_id: required(id),
      trip_id: required(id),
      trip_headsign: mixed,
      trip_short_name: mixed,
      direction_id: oneOf(0, 1),
      block_id: id,
      shape_id: id,
      wheelchair_accessible: oneOf(0, 1, 2),
      bikes_allowed: oneOf(0, 1, 2),
      cars_allowed: oneOf(0, 1, 2),
      safe_duration_factor: { type: 'float' },
      safe_duration_offset: { type: 'float' },
    },
  },
  'stop_times.txt': {
    key: ['trip_id', 'stop_sequence'],
    fields: {
      trip_id: required(id),
      arrival_time: time,
      departure_time: time,
      stop_id: id,
      location_group_id: id,
      location_id: id,
      stop_sequence: required({ type: 'integer', nonNegative: true }),
      stop_headsign: text,
      start_pickup_drop_off_window: time,
      end_pickup_drop_off_window: time,
      pickup_type: oneOf(0, 1, 2, 3),
      drop_off_type: oneOf(0, 1, 2, 3),
      continuous_pickup: oneOf(0, 1, 2, 3),
      continuous_drop_off: oneOf(0, 1, 2, 3),
      shape_dist_traveled: { type: 'float', nonNegative: true },
      timepoint: oneOf(0, 1),
      pickup_booking_rule_id: id,
      drop_off_booking_rule_id: id,
    },
  },
  'calendar.txt': {
    key: ['service_id'],
    fields: {
      service_id: required(id),
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: day,
      start_date: required({ type: 'date' }),
      end_date: required({ type: 'date' }),
    },
  },
  'calendar_dates.txt': {
    key: ['service_id', 'date'],
    fields: { service_id: required(id), date: required({ type: 'date' }), exception_type: required(oneOf(1, 2)) },
  },
  'feed_info.txt': {
    key: [],
    singleRow: true,
    fields: {
      feed_publisher_name: required(text),
      feed_publisher_url: required(url),
      feed_lang: required({ type: 'language' }),
      default_lang: { type: 'language' },
      feed_start_date: { type: 'date', recommended: true },
      feed_end_date: { type: 'date', recommended: true },
      feed_version: { type: 'text', recommended: true },
      feed_contact_email: { type: 'email' },
      feed_contact_url: url,
    },
  },
  'translations.txt': {
    key: ['table_name', 'field_name', 'language', 'record_id', 'record_sub_id', 'field_value'],
    fields: {
      table_name: required(text),
      field_name: required(text),
      language: required({ type: 'language' }),
      translation: required(text),
      record_id: text,
      record_sub_id: text,
      field_value: text,
    },
  },
  'fare_products.txt': {
    key: ['fare_product_id', 'fare_media_id', 'rider_category_id'],
    fields: {
      fare_product_id: required(id),
      fare_product_name: text,
      fare_media_id: id,
      amount: required({ type: 'amount' }),
      currency: required({ type: 'currency' }),
      rider_category_id: id,
    },
  },
  'fare_leg_rules.txt': {
    key: ['network_id', 'from_area_id', 'to_area_id', 'from_timeframe_group_id', 'to_timeframe_group_id', 'fare_product_id'],
    fields: {
      leg_group_id: id,
      network_id: id,
      from_area_id: id,
      to_area_id: id,
      from_timeframe_group_id: id,
      to_timeframe_group_id: id,
      fare_product_id: required(id),
      rule_priority: { type: 'integer', nonNegative: true },
    },
  },
  'timeframes.txt': {
    key: ['timeframe_group_id', 'start_time', 'end_time', 'service_id'],
    fields: {
      // Required by the reference; the validator's schema leaves it optional.
      timeframe_group_id: required(id),
      start_time: time,
      end_time: time,
      service_id: required(id),
    },
  },
  'areas.txt': { key: ['area_id'], fields: { area_id: required(id), area_name: text } },
  'stop_areas.txt': { key: ['area_id', 'stop_id'], fields: { area_id: required(id), stop_id: required(id) } },
  'networks.txt': { key: ['network_id'], fields: { network_id: required(id), network_name: mixed } },
  'route_networks.txt': { key: ['route_id'], fields: { network_id: required(id), route_id: required(id) } },
};

const REQUIRED_FILES = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];

/** Every file the validator reads; anything else in the feed is an unknown_file. */
const KNOWN_FILES = new Set([
  ...Object.keys(TABLES),
  ...[
    'attributions',
    'booking_rules',
    'fare_attributes',
    'fare_leg_join_rules',
    'fare_media',
    'fare_rules',
    'fare_transfer_rules',
    'frequencies',
    'levels',
    'location_group_stops',
    'location_groups',
    'pathways',
    'rider_categories',
    'shapes',
    'transfers',
  ].map((name) => `${name}.txt`),
  'locations.geojson',
]);

/** [child file, column, parent file, column]: the validator's @ForeignKey annotations. */
const FOREIGN_KEYS = [
  ['routes.txt', 'agency_id', 'agency.txt', 'agency_id'],
  ['stops.txt', 'parent_station', 'stops.txt', 'stop_id'],
  ['stops.txt', 'level_id', 'levels.txt', 'level_id'],
  ['trips.txt', 'route_id', 'routes.txt', 'route_id'],
  ['trips.txt', 'shape_id', 'shapes.txt', 'shape_id'],
  ['stop_times.txt', 'trip_id', 'trips.txt', 'trip_id'],
  ['stop_times.txt', 'stop_id', 'stops.txt', 'stop_id'],
  ['stop_times.txt', 'location_group_id', 'location_groups.txt', 'location_group_id'],
  ['stop_times.txt', 'pickup_booking_rule_id', 'booking_rules.txt', 'booking_rule_id'],
  ['stop_times.txt', 'drop_off_booking_rule_id', 'booking_rules.txt', 'booking_rule_id'],
  ['fare_products.txt', 'fare_media_id', 'fare_media.txt', 'fare_media_id'],
  ['fare_products.txt', 'rider_category_id', 'rider_categories.txt', 'rider_category_id'],
  ['fare_leg_rules.txt', 'from_area_id', 'areas.txt', 'area_id'],
  ['fare_leg_rules.txt', 'to_area_id', 'areas.txt', 'area_id'],
  ['fare_leg_rules.txt', 'from_timeframe_group_id', 'timeframes.txt', 'timeframe_group_id'],
  ['fare_leg_rules.txt', 'to_timeframe_group_id', 'timeframes.txt', 'timeframe_group_id'],
  ['fare_leg_rules.txt', 'fare_product_id', 'fare_products.txt', 'fare_product_id'],
  ['stop_areas.txt', 'area_id', 'areas.txt', 'area_id'],
  ['stop_areas.txt', 'stop_id', 'stops.txt', 'stop_id'],
  ['route_networks.txt', 'network_id', 'networks.txt', 'network_id'],
  ['route_networks.txt', 'route_id', 'routes.txt', 'route_id'],
];

/**
 * How translations.txt finds a record in each table, as the validator does: the table's primary
 * key gives record_id (and record_sub_id); tables whose multi-column keys are not translatable by
 * record (fare products, fare leg rules, timeframes, stop areas) match no record_id at all and
 * must be translated by field_value.
 */
const TRANSLATION_KEYS = {
  'agency.txt': ['agency_id'],
  'stops.txt': ['stop_id'],
  'routes.txt': ['route_id'],
  'trips.txt': ['trip_id'],
  'stop_times.txt': ['trip_id', 'stop_sequence'],
  'calendar.txt': ['service_id'],
  'calendar_dates.txt': ['service_id', 'date'],
  'feed_info.txt': [],
  'areas.txt': ['area_id'],
  'networks.txt': ['network_id'],
  'route_networks.txt': ['route_id'],
  'levels.txt': ['level_id'],
  'pathways.txt': ['pathway_id'],
  'attributions.txt': ['attribution_id'],
};

// ---------------------------------------------------------------------------------------------
// Field types

let timeZones;
function isTimeZone(value) {
  timeZones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (timeZones.has(value)) return true;
  // Aliases (Asia/Calcutta) and UTC are in the tz database too; offsets and abbreviations are not.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A well-formed BCP 47 tag, the test Java's Locale.Builder.setLanguageTag applies. */
function isLanguageTag(value) {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
const sameLanguage = (a, b) => isLanguageTag(a) && isLanguageTag(b) && Intl.getCanonicalLocales(a)[0] === Intl.getCanonicalLocales(b)[0];

let currencies;
function isCurrency(value) {
  currencies ??= typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : null;
  return currencies ? currencies.has(value) : /^[A-Z]{3}$/.test(value);
}
/** ISO 4217 minor units where they are not 2 (what Java's Currency.getDefaultFractionDigits gives). */
const MINOR_UNITS = {
  ...Object.fromEntries(
    ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'].map((c) => [
      c,
      0,
    ]),
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((c) => [c, 3])),
  CLF: 4,
  UYW: 4,
  ...Object.fromEntries(['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX'].map((c) => [c, -1])),
};
const minorUnits = (currency) => MINOR_UNITS[currency] ?? 2;

/** Top-level domains reserved never to resolve (RFC 2606, RFC 6761): not in the IANA list the validator checks. */
const RESERVED_TLDS = new Set(['example', 'invalid', 'localhost', 'test', 'local', 'localdomain', 'internal', 'onion']);
function isHostName(host) {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')) return true;
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) &&
    /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld) &&
    !RESERVED_TLDS.has(tld)
  );
}
/** What Apache Commons' UrlValidator accepts: http, https or ftp, a public host name, no spaces. */
function isUrl(value) {
  if (/[\s<>"{}|\\^`]/.test(value) || !/^(https?|ftp):\/\//i.test(value)) return false;
  try {
    return isHostName(new URL(value).hostname);
  } catch {
    return false;
  }
}
function isEmail(value) {
  const at = value.lastIndexOf('@');
  return at > 0 && /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(value.slice(0, at)) && isHostName(value.slice(at + 1).toLowerCase());
}

function parseTime(value) {
  const match = /^(\d{1,3}):(\d\d):(\d\d)$/.exec(value);
  if (!match) return undefined;
  const [hours, minutes, seconds] = match.slice(1).map(Number);
  return minutes < 60 && seconds < 60 ? hours * 3600 + minutes * 60 + seconds : undefined;
}
function isDate(value) {
  if (!/^\d{8}$/.test(value)) return false;
  const [year, month, day] = [value.slice(0, 4), value.slice(4, 6), value.slice(6)].map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** BigDecimal's scale: digits after the point, less the exponent. */
function decimalScale(value) {
  const [mantissa, exponent = '0'] = value.split(/[eE]/);
  const fraction = mantissa.split('.')[1] ?? '';
  return fraction.length - Number(exponent);
}
const hasOnlyPrintableAscii = (s) => [...s].every((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) < 127);
const formatSeconds = (seconds) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The validator's mixed-case rule: a single word must not be all lower case; of two or more words
 * without digits, at least one must mix cases ("DHAKA SADARGHAT", "dhaka" fail; scripts without
 * case, such as Bengali, fail the second test too, so names in Bangla belong in translations.txt).
 */
function lacksMixedCase(value) {
  const tokens = value.split(/[^\p{L}]+/u);
  while (tokens.length > 1 && tokens.at(-1) === '') tokens.pop(); // Java's split drops trailing empties
  if (tokens.length === 1) {
    const [token] = tokens;
    return token.length > 1 && !/\d/.test(token) && /^\p{Ll}+$/u.test(token);
  }
  let words = 0;
  for (const token of tokens) {
    if (token.length === 1 || /\d/.test(token)) continue;
    words++;
    if (/\p{Lu}/u.test(token) && /\p{Ll}/u.test(token)) return false;
  }
  return words >= 2;
}

// ---------------------------------------------------------------------------------------------
// Loading

const quoted = (value) => JSON.stringify(value);

function labelOf(file, spec, raw) {
  // A row without its key is named by its name where it has one (an agency without agency_id).
  const keys = spec.key.some((key) => trimJava(raw[key] ?? '') !== '') ? spec.key : (spec.nameField ?? []);
  const parts = keys.filter((key) => trimJava(raw[key] ?? '') !== '').map((key) => `${key} ${quoted(trimJava(raw[key]))}`);
  return parts.length ? parts.join(', ') : `the ${file.replace(/\.txt$/, '')} row`;
}

/** Reads one value: notices for its form, then its parsed value (undefined when empty or invalid). */
function readValue(file, row, field, def, rawValue, add) {
  const at = (codeName, message) => add(codeName, file, row.line, field, `${row.label}: ${message}`);
  let bad = false;
  const error = (codeName, message) => {
    if (at(codeName, message) === 'ERROR') bad = true;
  };
  if (rawValue === undefined) {
    if (def.recommended) at('missing_recommended_field', `${field} is recommended and the column is missing`);
    return { bad };
  }
  if (/[\r\n]/.test(rawValue)) error('new_line_in_value', `${field} ${quoted(rawValue)} has a line break in it`);
  const value = trimJava(rawValue);
  if (value !== rawValue) at('leading_or_trailing_whitespaces', `${field} ${quoted(rawValue)} has spaces around it`);
  row.s[field] = value;
  if (value === '') {
    if (def.required) error('missing_required_field', `${field} is required and empty`);
    else if (def.recommended) at('missing_recommended_field', `${field} is recommended and empty`);
    return { bad };
  }
  if (value.includes('\uFFFD')) error('invalid_character', `${field} ${quoted(value)} has a character that is not valid UTF-8`);
  let parsed = value;
  const bounded = (number, kind) => {
    if (def.nonNegative && number < 0) error('number_out_of_range', `${field} ${value} must be a non-negative ${kind}`);
    return number;
  };
  switch (def.type) {
    case 'id':
      if (!hasOnlyPrintableAscii(value))
        at('non_ascii_or_non_printable_char', `${field} ${quoted(value)} is an ID with characters outside printable ASCII`);
      break;
    case 'url':
      if (!isUrl(value)) error('invalid_url', `${field} ${quoted(value)} is not a full http(s) URL with a public host name`);
      break;
    case 'email':
      if (!isEmail(value)) error('invalid_email', `${field} ${quoted(value)} is not an email address`);
      break;
    case 'timezone':
      if (!isTimeZone(value))
        error('invalid_timezone', `${field} ${quoted(value)} is not a time zone of the tz database (such as Asia/Dhaka)`);
      break;
    case 'language':
      if (!isLanguageTag(value))
        error('invalid_language_code', `${field} ${quoted(value)} is not a BCP 47 language tag (such as bn or en)`);
      break;
    case 'currency':
      if (!isCurrency(value)) error('invalid_currency', `${field} ${quoted(value)} is not an ISO 4217 currency code (such as BDT)`);
      break;
    case 'amount':
      if (!DECIMAL.test(value)) error('invalid_float', `${field} ${quoted(value)} is not a number`);
      else parsed = { text: value, scale: decimalScale(value) };
      break;
    case 'integer':
    case 'enum':
      if (!/^[+-]?\d+$/.test(value) || Math.abs(Number(value)) > 2 ** 31 - 1) {
        error('invalid_integer', `${field} ${quoted(value)} is not an integer`);
        parsed = undefined;
      } else if (def.type === 'enum') {
        parsed = Number(value);
        if (!def.values.includes(parsed)) at('unexpected_enum_value', `${field} ${value} is none of ${def.values.join(', ')}`);
      } else parsed = bounded(Number(value), 'integer');
      break;
    case 'float':
    case 'latitude':
    case 'longitude':
      if (!DECIMAL.test(value)) {
        error('invalid_float', `${field} ${quoted(value)} is not a number`);
        parsed = undefined;
      } else {
        parsed = bounded(Number(value), 'float');
        const limit = def.type === 'latitude' ? 90 : def.type === 'longitude' ? 180 : Infinity;
        if (Math.abs(parsed) > limit) error('number_out_of_range', `${field} ${value} is outside [-${limit}, ${limit}]`);
      }
      break;
    case 'time':
      parsed = parseTime(value);
      if (parsed === undefined) error('invalid_time', `${field} ${quoted(value)} is not a time (H:MM:SS or HH:MM:SS; hours may pass 24)`);
      break;
    case 'date':
      if (!isDate(value)) {
        error('invalid_date', `${field} ${quoted(value)} is not a date (YYYYMMDD)`);
        parsed = undefined;
      }
      break;
    case 'color':
      if (!/^[0-9A-Fa-f]{6}$/.test(value))
        error('invalid_color', `${field} ${quoted(value)} is not a colour (six hex digits, such as 0B6E4F)`);
      break;
  }
  if (!bad && def.mixedCase && lacksMixedCase(value))
    at('mixed_case_recommended_field', `${field} ${quoted(value)} should be in mixed case`);
  return { bad, value: bad ? undefined : parsed };
}

/**
 * A table: status 'missing', 'ok' or 'broken' (its header or a row failed to parse), the columns it
 * has and its rows that parsed (`v` parsed values, `s` trimmed strings).
 */
function loadTable(file, spec, content, add) {
  const table = { file, spec, status: 'missing', columns: new Set(), rows: [] };
  if (content === undefined) return table;
  table.status = 'broken';
  if (trimJava(stripBom(content)) === '') {
    add('empty_file', file, undefined, undefined, `${file} is empty: it needs at least a header row`);
    return table;
  }
  let records;
  try {
    records = tokenize(content, file);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    add('csv_parsing_failed', file, error.line, undefined, `${file} cannot be read: ${error.reason}`);
    return table;
  }
  const [head, ...body] = records;
  const header = head.cells.map(trimJava);
  const index = new Map();
  let headerOk = true;
  header.forEach((column, i) => {
    if (!column) {
      add('empty_column_name', file, head.line, undefined, `column ${i + 1} of the header has no name`);
      headerOk = false;
      return;
    }
    if (index.has(column)) {
      add('duplicated_column', file, head.line, column, `${column} is both column ${index.get(column) + 1} and column ${i + 1}`);
      headerOk = false;
      return;
    }
    index.set(column, i);
    if (!(column in spec.fields))
      add('unknown_column', file, head.line, column, `${column} is not a column of ${file}: consumers ignore it`);
  });
  for (const [field, def] of Object.entries(spec.fields)) {
    if (def.required && !index.has(field)) {
      add('missing_required_column', file, head.line, field, `${file} must have the column ${field}`);
      headerOk = false;
    }
  }
  table.columns = new Set(index.keys());
  if (!headerOk) return table;
  let ok = true;
  body.forEach((record, position) => {
    if (record.cells.length === 1 && trimJava(record.cells[0]) === '') {
      add('empty_row', file, record.line, undefined, 'the row is empty but for spaces');
      return;
    }
    if (record.cells.length !== header.length) {
      add(
        'invalid_row_length',
        file,
        record.line,
        undefined,
        `the row has ${record.cells.length} values and the header ${header.length} columns`,
      );
      ok = false;
      return;
    }
    const raw = Object.fromEntries([...index].map(([column, i]) => [column, record.cells[i]]));
    const row = { line: record.line, position, label: labelOf(file, spec, raw), v: {}, s: {} };
    let rowOk = true;
    for (const [field, def] of Object.entries(spec.fields)) {
      const { bad, value } = readValue(file, row, field, def, raw[field], add);
      if (bad) rowOk = false;
      else if (value !== undefined) row.v[field] = value;
    }
    if (rowOk) table.rows.push(row);
    else ok = false;
  });
  if (ok) table.status = 'ok';
  return table;
}

/** A table the checker does not model, read only for the keys other tables point at. */
function loadLooseTable(file, content, add) {
  const table = { file, spec: null, status: 'missing', columns: new Set(), rows: [] };
  if (content === undefined) return table;
  table.status = 'broken';
  if (trimJava(stripBom(content)) === '') {
    add('empty_file', file, undefined, undefined, `${file} is empty: it needs at least a header row`);
    return table;
  }
  try {
    const { header, rows } = parseCsv(content, file);
    table.columns = new Set(header);
    table.rows = rows.map(({ line, values }, position) => {
      const s = Object.fromEntries(Object.entries(values).map(([column, value]) => [column, trimJava(value)]));
      return { line, position, label: '', v: s, s };
    });
    table.status = 'ok';
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    add('csv_parsing_failed', file, error.line, undefined, `${file} cannot be read: ${error.reason}`);
  }
  return table;
}

// ---------------------------------------------------------------------------------------------
// The checks

/** Great-circle distance in km, with the Earth radius the validator's S2Earth uses. */
function distanceKm(a, b) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371.01 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The validator's speed limits by route_type, in km/h. */
function maxSpeedKph(routeType) {
  return { 0: 100, 1: 150, 2: 500, 3: 150, 4: 80, 5: 30, 6: 50, 7: 50, 11: 150, 12: 150 }[routeType] ?? 200;
}

/**
 * Checks a feed given as file name → file text. Returns the notices, each with the validator's
 * code and severity, the file, the CSV line (the header is line 1) and the field where there is one.
 */
export function checkGtfs(files) {
  const notices = [];
  const add = (codeName, file, line, field, message) => {
    const known = noticeCodes[codeName];
    if (!known) throw new Error(`gtfs-check: unknown notice code ${codeName}`);
    const notice = { code: codeName, severity: known.severity, file };
    if (line !== undefined) notice.line = line;
    if (field) notice.field = field;
    notice.message = message;
    notices.push(notice);
    return known.severity;
  };
  const rowNotice = (codeName, table, row, field, message) => add(codeName, table.file, row.line, field, `${row.label}: ${message}`);

  // Files: the validator matches names without regard to case.
  const contents = new Map();
  for (const [name, content] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    const file = name.toLowerCase();
    if (!KNOWN_FILES.has(file)) {
      add('unknown_file', name, undefined, undefined, `${name} is not a GTFS Schedule file: consumers ignore it`);
      continue;
    }
    contents.set(file, typeof content === 'string' ? content : new TextDecoder().decode(content));
  }
  for (const file of REQUIRED_FILES) {
    if (!contents.has(file)) add('missing_required_file', file, undefined, undefined, `${file} is required and the feed has none`);
  }
  if (!contents.has('calendar.txt') && !contents.has('calendar_dates.txt')) {
    add(
      'missing_calendar_and_calendar_date_files',
      'calendar.txt',
      undefined,
      undefined,
      'the feed has neither calendar.txt nor calendar_dates.txt: no trip ever runs',
    );
  }
  if (!contents.has('feed_info.txt')) {
    if (contents.has('translations.txt')) {
      add(
        'missing_required_file',
        'feed_info.txt',
        undefined,
        undefined,
        'feed_info.txt is required when the feed has translations.txt (feed_lang says what they translate from)',
      );
    } else add('missing_recommended_file', 'feed_info.txt', undefined, undefined, 'feed_info.txt is recommended and the feed has none');
  }

  const tables = new Map();
  const table = (file) => {
    if (!tables.has(file)) {
      tables.set(
        file,
        TABLES[file] ? loadTable(file, TABLES[file], contents.get(file), add) : loadLooseTable(file, contents.get(file), add),
      );
    }
    return tables.get(file);
  };
  Object.keys(TABLES).forEach(table);
  /** Parsed, or an optional file that is absent (an empty table): fit to be joined to others. */
  const usable = (...files) =>
    files.every((file) => {
      const t = table(file);
      return t.status === 'ok' || (t.status === 'missing' && !REQUIRED_FILES.includes(file));
    });
  const [agency, stops, routes, trips, stopTimes, calendar, calendarDates, feedInfo, translations, timeframes] = [
    'agency.txt',
    'stops.txt',
    'routes.txt',
    'trips.txt',
    'stop_times.txt',
    'calendar.txt',
    'calendar_dates.txt',
    'feed_info.txt',
    'translations.txt',
    'timeframes.txt',
  ].map(table);

  // Primary keys.
  for (const [file, spec] of Object.entries(TABLES)) {
    const t = table(file);
    if (t.status !== 'ok') continue;
    if (spec.singleRow) {
      if (t.rows.length > 1)
        add('more_than_one_entity', file, t.rows[1].line, undefined, `${file} must have one row and has ${t.rows.length}`);
      continue;
    }
    const first = new Map();
    for (const row of t.rows) {
      if (spec.key.length === 1 && row.v[spec.key[0]] === undefined) continue;
      const key = JSON.stringify(spec.key.map((field) => row.v[field] ?? ''));
      const earlier = first.get(key);
      if (earlier) rowNotice('duplicate_key', t, row, spec.key.join(','), `the same ${spec.key.join(', ')} as line ${earlier.line}`);
      else first.set(key, row);
    }
  }

  // Foreign keys.
  const keysOf = (t, field) => new Set(t.rows.map((row) => row.s[field]).filter(Boolean));
  const violation = (t, row, field, parents, value) =>
    rowNotice('foreign_key_violation', t, row, field, `${field} ${quoted(value)} matches no ${parents}`);
  for (const [childFile, field, parentFile, parentField] of FOREIGN_KEYS) {
    const child = table(childFile);
    if (!child.columns.has(field) || !usable(childFile, parentFile)) continue;
    const keys = keysOf(table(parentFile), parentField);
    for (const row of child.rows) {
      const value = row.s[field];
      if (value && !keys.has(value)) violation(child, row, field, `${parentField} in ${parentFile}`, value);
    }
  }
  if (usable('calendar.txt', 'calendar_dates.txt')) {
    const services = new Set([...keysOf(calendar, 'service_id'), ...keysOf(calendarDates, 'service_id')]);
    for (const t of [trips, timeframes]) {
      if (!usable(t.file)) continue;
      for (const row of t.rows) {
        if (row.s.service_id && !services.has(row.s.service_id)) {
          violation(t, row, 'service_id', 'service_id in calendar.txt or calendar_dates.txt', row.s.service_id);
        }
      }
    }
  }
  const fareLegRules = table('fare_leg_rules.txt');
  if (fareLegRules.columns.has('network_id') && usable('fare_leg_rules.txt', 'routes.txt', 'networks.txt')) {
    const networks = new Set([...keysOf(routes, 'network_id'), ...keysOf(table('networks.txt'), 'network_id')]);
    for (const row of fareLegRules.rows) {
      if (row.s.network_id && !networks.has(row.s.network_id)) {
        violation(fareLegRules, row, 'network_id', 'network_id in routes.txt or networks.txt', row.s.network_id);
      }
    }
  }

  // agency.txt
  if (usable('agency.txt') && agency.rows.length > 0) {
    const several = agency.rows.length > 1;
    for (const row of agency.rows) {
      if (row.s.agency_id) continue;
      if (several)
        rowNotice('missing_required_agency_id', agency, row, 'agency_id', 'agency_id is required when the feed has several agencies');
      else rowNotice('missing_recommended_field', agency, row, 'agency_id', 'agency_id is recommended');
    }
    const [first] = agency.rows;
    for (const row of agency.rows.slice(1)) {
      if (row.s.agency_timezone !== first.s.agency_timezone) {
        rowNotice(
          'inconsistent_agency_timezone',
          agency,
          row,
          'agency_timezone',
          `agency_timezone ${row.s.agency_timezone} differs from ${first.s.agency_timezone} on line ${first.line}`,
        );
      }
    }
    const withLang = agency.rows.filter((row) => row.v.agency_lang);
    for (const row of withLang.slice(1)) {
      if (!sameLanguage(row.v.agency_lang, withLang[0].v.agency_lang)) {
        rowNotice(
          'inconsistent_agency_lang',
          agency,
          row,
          'agency_lang',
          `agency_lang ${row.v.agency_lang} differs from ${withLang[0].v.agency_lang} on line ${withLang[0].line}`,
        );
      }
    }
    if (usable('feed_info.txt') && feedInfo.rows[0]?.v.feed_lang && feedInfo.rows[0].v.feed_lang.toLowerCase() !== 'mul') {
      const feedLang = feedInfo.rows[0].v.feed_lang;
      for (const row of withLang) {
        if (!sameLanguage(row.v.agency_lang, feedLang)) {
          rowNotice(
            'feed_info_lang_and_agency_lang_mismatch',
            agency,
            row,
            'agency_lang',
            `agency_lang ${row.v.agency_lang} is not feed_info.txt's feed_lang ${feedLang}`,
          );
        }
      }
    }
  }

  // stops.txt
  const stopById = new Map(stops.rows.map((row) => [row.s.stop_id, row]));
  for (const row of stops.rows) {
    const type = row.v.location_type ?? 0;
    const located = row.v.stop_lat !== undefined && row.v.stop_lon !== undefined;
    const stopStationOrEntrance = type === 0 || type === 1 || type === 2;
    if (stopStationOrEntrance && !located)
      rowNotice('stop_without_location', stops, row, 'stop_lat', `location_type ${type} needs stop_lat and stop_lon`);
    if (stopStationOrEntrance && !row.s.stop_name)
      rowNotice('missing_stop_name', stops, row, 'stop_name', `location_type ${type} needs a stop_name`);
    if (row.s.stop_name && row.s.stop_desc && row.s.stop_name.toLowerCase() === row.s.stop_desc.toLowerCase()) {
      rowNotice('same_name_and_description_for_stop', stops, row, 'stop_desc', `stop_desc repeats stop_name ${quoted(row.s.stop_name)}`);
    }
    if (located) {
      const { stop_lat: lat, stop_lon: lon } = row.v;
      if (Math.abs(lat) <= 1 && Math.abs(lon) <= 1)
        rowNotice('point_near_origin', stops, row, 'stop_lat', `(${lat}, ${lon}) is at 0°, 0°: a missing position?`);
      if (Math.abs(lat) >= 89)
        rowNotice('point_near_pole', stops, row, 'stop_lat', `(${lat}, ${lon}) is at a pole: latitude and longitude swapped?`);
    }
    if (row.s.parent_station && type === 1) {
      rowNotice(
        'station_with_parent_station',
        stops,
        row,
        'parent_station',
        `a station (location_type 1) cannot have parent_station ${quoted(row.s.parent_station)}`,
      );
    } else if (!row.s.parent_station && type >= 2 && type <= 4) {
      rowNotice('location_without_parent_station', stops, row, 'parent_station', `location_type ${type} needs a parent_station`);
    }
  }
  if (usable('stops.txt')) {
    const expectedParent = { 0: 1, 2: 1, 3: 1, 4: 0 };
    for (const row of stops.rows) {
      const parent = row.s.parent_station && stopById.get(row.s.parent_station);
      const expected = expectedParent[row.v.location_type ?? 0];
      if (parent && expected !== undefined && (parent.v.location_type ?? 0) !== expected) {
        rowNotice(
          'wrong_parent_location_type',
          stops,
          row,
          'parent_station',
          `parent_station ${quoted(row.s.parent_station)} has location_type ${parent.v.location_type ?? 0}, not ${expected}`,
        );
      }
    }
  }

  // routes.txt
  for (const row of routes.rows) {
    const { route_short_name: short, route_long_name: long, route_desc: desc } = row.s;
    if (!short && !long)
      rowNotice(
        'route_both_short_and_long_name_missing',
        routes,
        row,
        'route_long_name',
        'a route needs route_short_name or route_long_name',
      );
    if (short && short.length > 12)
      rowNotice(
        'route_short_name_too_long',
        routes,
        row,
        'route_short_name',
        `route_short_name ${quoted(short)} is longer than 12 characters`,
      );
    if (short && long && long.toLowerCase().startsWith(short.toLowerCase())) {
      const rest = long.slice(short.length);
      if (rest === '' || /^\s?[\s\-()]/.test(rest)) {
        rowNotice(
          'route_long_name_contains_short_name',
          routes,
          row,
          'route_long_name',
          `route_long_name ${quoted(long)} repeats route_short_name ${quoted(short)}`,
        );
      }
    }
    if (desc) {
      const same = [short && ['route_short_name', short], long && ['route_long_name', long]].find(
        (name) => name && name[1].toLowerCase() === desc.toLowerCase(),
      );
      if (same)
        rowNotice('same_name_and_description_for_route', routes, row, 'route_desc', `route_desc repeats ${same[0]} ${quoted(same[1])}`);
    }
  }
  if (usable('agency.txt', 'routes.txt') && agency.rows.length > 0) {
    for (const row of routes.rows) {
      if (row.s.agency_id) continue;
      if (agency.rows.length > 1)
        rowNotice('missing_required_agency_id', routes, row, 'agency_id', 'agency_id is required when the feed has several agencies');
      else rowNotice('missing_recommended_field', routes, row, 'agency_id', 'agency_id is recommended');
    }
  }
  if (usable('routes.txt')) {
    const first = new Map();
    for (const row of routes.rows) {
      const key = JSON.stringify([row.s.route_long_name ?? '', row.s.route_short_name ?? '', row.v.route_type, row.s.agency_id ?? '']);
      const earlier = first.get(key);
      if (earlier)
        rowNotice(
          'duplicate_route_name',
          routes,
          row,
          'route_long_name',
          `the same names, route_type and agency as route_id ${quoted(earlier.s.route_id)} on line ${earlier.line}`,
        );
      else first.set(key, row);
    }
  }
  if (routes.columns.has('network_id') && usable('routes.txt', 'route_networks.txt', 'networks.txt')) {
    for (const other of ['route_networks.txt', 'networks.txt']) {
      if (table(other).status !== 'missing') {
        add(
          'route_networks_specified_in_more_than_one_file',
          'routes.txt',
          1,
          'network_id',
          `routes.txt has network_id and the feed has ${other}: networks must be given one way only`,
        );
      }
    }
  }

  // trips.txt and stop_times.txt
  const routeById = new Map(routes.rows.map((row) => [row.s.route_id, row]));
  if (usable('trips.txt', 'routes.txt')) {
    for (const row of trips.rows) {
      const route = routeById.get(row.s.route_id);
      if (route?.v.route_type === 4 && row.v.bikes_allowed !== 1 && row.v.bikes_allowed !== 2) {
        rowNotice(
          'missing_bike_allowance',
          trips,
          row,
          'bikes_allowed',
          'a ferry trip should say whether bicycles are allowed (bikes_allowed 1 or 2)',
        );
      }
    }
  }
  const places = ['stop_id', 'location_group_id', 'location_id'];
  const placed = places.some((column) => stopTimes.columns.has(column));
  if (stopTimes.columns.size > 0 && !placed) {
    add(
      'missing_required_column',
      'stop_times.txt',
      1,
      'stop_id',
      'stop_times.txt must have the column stop_id (or location_group_id or location_id)',
    );
  }
  for (const row of stopTimes.rows) {
    if (placed && !row.s.stop_id && !row.s.location_group_id && !row.s.location_id)
      rowNotice('missing_required_field', stopTimes, row, 'stop_id', 'stop_id is required');
    const { arrival_time: arrival, departure_time: departure } = row.v;
    if (arrival !== undefined && departure !== undefined && arrival > departure) {
      rowNotice(
        'start_and_end_range_out_of_order',
        stopTimes,
        row,
        'arrival_time',
        `arrival_time ${row.s.arrival_time} is after departure_time ${row.s.departure_time}`,
      );
    }
  }
  /** Each trip's stop times in stop_sequence order. */
  const byTrip = new Map();
  for (const row of stopTimes.rows) {
    if (!byTrip.has(row.s.trip_id)) byTrip.set(row.s.trip_id, []);
    byTrip.get(row.s.trip_id).push(row);
  }
  if (usable('stop_times.txt')) {
    const hasTimepoint = stopTimes.columns.has('timepoint');
    for (const [tripId, inFileOrder] of byTrip) {
      const first = inFileOrder[0];
      const last = inFileOrder.at(-1);
      const increasing = inFileOrder.every((row, i) => i === 0 || row.v.stop_sequence > inFileOrder[i - 1].v.stop_sequence);
      if (!increasing || last.position - first.position + 1 > inFileOrder.length) {
        rowNotice(
          'unsorted_stop_times',
          stopTimes,
          first,
          'stop_sequence',
          `trip ${quoted(tripId)}'s stop times are not together in increasing stop_sequence (lines ${first.line}–${last.line})`,
        );
      }
      const sorted = [...inFileOrder].sort((a, b) => a.v.stop_sequence - b.v.stop_sequence);
      const edges = sorted.length > 1 ? [sorted[0], sorted.at(-1)] : [sorted[0]];
      for (const row of edges) {
        if (row.s.start_pickup_drop_off_window || row.s.end_pickup_drop_off_window) continue;
        for (const field of ['arrival_time', 'departure_time']) {
          if (!row.s[field])
            rowNotice(
              'missing_trip_edge',
              stopTimes,
              row,
              field,
              `the ${row === sorted[0] ? 'first' : 'last'} stop of trip ${quoted(tripId)} needs ${field}`,
            );
        }
      }
      let previous;
      for (const row of sorted) {
        const { arrival_time: arrival, departure_time: departure } = row.v;
        if ((arrival === undefined) !== (departure === undefined)) {
          const missing = arrival === undefined ? 'arrival_time' : 'departure_time';
          rowNotice(
            'stop_time_with_only_arrival_or_departure_time',
            stopTimes,
            row,
            missing,
            `${missing} is empty while the other time is given`,
          );
        }
        if (arrival !== undefined && previous && arrival < previous.v.departure_time) {
          rowNotice(
            'stop_time_with_arrival_before_previous_departure_time',
            stopTimes,
            row,
            'arrival_time',
            `arrival_time ${row.s.arrival_time} is before departure_time ${previous.s.departure_time} at the previous stop (line ${previous.line})`,
          );
        }
        if (departure !== undefined) previous = row;
        if (hasTimepoint) {
          if ((arrival !== undefined || departure !== undefined) && row.v.timepoint === undefined) {
            rowNotice('missing_timepoint_value', stopTimes, row, 'timepoint', 'timepoint is empty where times are given');
          }
          if (row.v.timepoint === 1) {
            for (const field of ['arrival_time', 'departure_time']) {
              if (!row.s[field])
                rowNotice('stop_time_timepoint_without_times', stopTimes, row, field, `a timepoint (timepoint 1) needs ${field}`);
            }
          }
        }
      }
    }
  }
  if (usable('trips.txt', 'stop_times.txt')) {
    for (const row of trips.rows) {
      const count = byTrip.get(row.s.trip_id)?.length ?? 0;
      if (count === 0) rowNotice('unused_trip', trips, row, 'trip_id', 'no stop_times.txt row belongs to this trip');
      if (count <= 1)
        rowNotice(
          'unusable_trip',
          trips,
          row,
          'trip_id',
          `the trip has ${count} stop time${count === 1 ? '' : 's'}: a trip needs two stops`,
        );
    }
  }
  if (usable('stops.txt', 'stop_times.txt')) {
    const served = new Map();
    for (const row of stopTimes.rows) if (row.s.stop_id && !served.has(row.s.stop_id)) served.set(row.s.stop_id, row);
    for (const row of stops.rows) {
      const type = row.v.location_type ?? 0;
      const stopTime = served.get(row.s.stop_id);
      if (type === 0 && !stopTime) rowNotice('stop_without_stop_time', stops, row, 'stop_id', 'no trip calls at this stop');
      if (type !== 0 && stopTime) {
        rowNotice(
          'location_with_unexpected_stop_time',
          stops,
          row,
          'stop_id',
          `stop_times.txt line ${stopTime.line} calls at a location of location_type ${type}; trips call at stops (0)`,
        );
      }
    }
  }
  if (usable('routes.txt', 'trips.txt', 'stops.txt', 'stop_times.txt')) {
    const tripById = new Map(trips.rows.map((row) => [row.s.trip_id, row]));
    for (const [tripId, rows] of byTrip) {
      const trip = tripById.get(tripId);
      const route = trip && routeById.get(trip.s.route_id);
      if (!route) continue;
      const limit = maxSpeedKph(route.v.route_type);
      const sorted = [...rows].sort((a, b) => a.v.stop_sequence - b.v.stop_sequence);
      const place = (row) => {
        const stop = stopById.get(row.s.stop_id);
        return stop && stop.v.stop_lat !== undefined && stop.v.stop_lon !== undefined
          ? { lat: stop.v.stop_lat, lon: stop.v.stop_lon }
          : undefined;
      };
      let start = sorted[0];
      for (const end of sorted.slice(1)) {
        const [from, to] = [place(start), place(end)];
        if (!from || !to || start.v.departure_time === undefined || end.v.arrival_time === undefined) continue;
        const km = distanceKm(from, to);
        const [leave, arrive] = [start.v.departure_time, end.v.arrival_time];
        let seconds = arrive - leave;
        if (seconds <= 0) seconds = 60;
        else if (arrive % 60 === 0 && leave % 60 === 0) seconds += 60; // minute-rounded times: a minute of slack
        const speed = (km * 3600) / seconds;
        if (speed > limit) {
          rowNotice(
            'fast_travel_between_consecutive_stops',
            stopTimes,
            end,
            'arrival_time',
            `trip ${quoted(tripId)} covers the ${km.toFixed(1)} km from stop ${quoted(start.s.stop_id)} (${formatSeconds(leave)}) to ${quoted(end.s.stop_id)} (${formatSeconds(arrive)}) at ${Math.round(speed)} km/h, over the ${limit} km/h a route_type ${route.v.route_type} vehicle makes`,
          );
        }
        start = end;
      }
    }
  }

  // calendar.txt
  for (const row of calendar.rows) {
    if (row.v.start_date && row.v.end_date && row.v.start_date > row.v.end_date) {
      rowNotice(
        'start_and_end_range_out_of_order',
        calendar,
        row,
        'start_date',
        `start_date ${row.s.start_date} is after end_date ${row.s.end_date}`,
      );
    }
  }
  if (usable('calendar.txt')) {
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    for (const row of calendar.rows) {
      if (days.every((dayName) => row.v[dayName] === 0))
        rowNotice('service_has_no_active_day_of_the_week', calendar, row, 'monday', 'every day of the week is 0');
    }
  }

  // feed_info.txt
  for (const row of feedInfo.rows) {
    const { feed_start_date: start, feed_end_date: end } = row.v;
    if (start && end && start > end)
      rowNotice(
        'start_and_end_range_out_of_order',
        feedInfo,
        row,
        'feed_start_date',
        `feed_start_date ${start} is after feed_end_date ${end}`,
      );
    if (start && !row.s.feed_end_date)
      rowNotice('missing_feed_info_date', feedInfo, row, 'feed_end_date', 'feed_start_date is given and feed_end_date is not');
    if (end && !row.s.feed_start_date)
      rowNotice('missing_feed_info_date', feedInfo, row, 'feed_start_date', 'feed_end_date is given and feed_start_date is not');
    if (!row.s.feed_contact_email && !row.s.feed_contact_url) {
      rowNotice(
        'missing_feed_contact_email_and_url',
        feedInfo,
        row,
        'feed_contact_email',
        'feed_contact_email or feed_contact_url should say whom to tell of a problem in the feed',
      );
    }
  }

  // fare_products.txt
  const fareProducts = table('fare_products.txt');
  for (const row of fareProducts.rows) {
    const { amount, currency } = row.v;
    if (amount && currency && amount.scale !== minorUnits(currency)) {
      const digits = minorUnits(currency);
      rowNotice(
        'invalid_currency_amount',
        fareProducts,
        row,
        'amount',
        `amount ${amount.text} must have ${digits < 0 ? 'no' : digits} decimal places for ${currency}`,
      );
    }
  }

  // timeframes.txt
  const DAY = 24 * 3600;
  for (const row of timeframes.rows) {
    const { start_time: start, end_time: end } = row.v;
    if (Boolean(row.s.start_time) !== Boolean(row.s.end_time)) {
      rowNotice(
        'timeframe_only_start_or_end_time_specified',
        timeframes,
        row,
        row.s.start_time ? 'end_time' : 'start_time',
        'start_time and end_time are given both or neither',
      );
    }
    for (const field of ['start_time', 'end_time']) {
      if (row.v[field] > DAY)
        rowNotice(
          'timeframe_start_or_end_time_greater_than_twenty_four_hours',
          timeframes,
          row,
          field,
          `${field} ${row.s[field]} is after 24:00:00`,
        );
    }
    if (start !== undefined && end !== undefined) {
      if (start > end)
        rowNotice(
          'start_and_end_range_out_of_order',
          timeframes,
          row,
          'start_time',
          `start_time ${row.s.start_time} is after end_time ${row.s.end_time}`,
        );
      else if (start === end)
        rowNotice('start_and_end_range_equal', timeframes, row, 'start_time', `start_time and end_time are both ${row.s.start_time}`);
    }
  }
  if (usable('timeframes.txt')) {
    const groups = new Map();
    for (const row of timeframes.rows) {
      const key = JSON.stringify([row.s.timeframe_group_id, row.s.service_id]);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(row);
    }
    for (const rows of groups.values()) {
      const span = (row) => [row.v.start_time ?? 0, row.v.end_time ?? 0];
      const sorted = [...rows].sort((a, b) => span(a)[0] - span(b)[0] || span(a)[1] - span(b)[1]);
      for (let i = 1; i < sorted.length; i++) {
        const [previous, current] = [sorted[i - 1], sorted[i]];
        if (span(current)[0] < span(previous)[1]) {
          rowNotice(
            'timeframe_overlap',
            timeframes,
            current,
            'start_time',
            `${current.s.start_time} to ${current.s.end_time} overlaps ${previous.s.start_time} to ${previous.s.end_time} on line ${previous.line}`,
          );
        }
      }
    }
  }

  // translations.txt
  if (usable('translations.txt')) {
    for (const row of translations.rows) {
      const {
        table_name: tableName,
        field_name: fieldName,
        record_id: recordId,
        record_sub_id: recordSubId,
        field_value: fieldValue,
      } = row.s;
      const unexpected = (field, why) =>
        rowNotice('translation_unexpected_value', translations, row, field, `${field} ${quoted(row.s[field])} must be empty ${why}`);
      if (fieldValue) {
        if (recordId) unexpected('record_id', 'when field_value is given');
        if (recordSubId) unexpected('record_sub_id', 'when field_value is given');
      }
      const file = `${tableName}.txt`;
      if (!KNOWN_FILES.has(file) || !contents.has(file)) {
        rowNotice(
          'translation_unknown_table_name',
          translations,
          row,
          'table_name',
          `table_name ${quoted(tableName)} names no table of the feed`,
        );
        continue;
      }
      const target = table(file);
      if (TABLES[file] && !(fieldName in TABLES[file].fields)) {
        rowNotice('translation_unknown_field_name', translations, row, 'field_name', `${file} has no field ${quoted(fieldName)}`);
        continue;
      }
      if (fieldValue) {
        // The validator stops here; a value no record has translates nothing, so the checker says so.
        if (TABLES[file] && usable(file) && !target.rows.some((record) => record.s[fieldName] === fieldValue)) {
          rowNotice(
            'translation_foreign_key_violation',
            translations,
            row,
            'field_value',
            `no row of ${file} has ${fieldName} ${quoted(fieldValue)}`,
          );
        }
        continue;
      }
      const keys = TRANSLATION_KEYS[file] ?? TABLES[file]?.key;
      if (!keys) continue;
      const presence = [
        ['record_id', recordId, keys.length >= 1],
        ['record_sub_id', recordSubId, keys.length >= 2],
      ];
      const mismatch = presence.find(([, value, expected]) => Boolean(value) !== expected);
      if (mismatch) {
        const [field, value] = mismatch;
        if (value) unexpected(field, `for ${file}, whose records are ${keys.length ? `keyed by ${keys.join(', ')}` : 'not keyed'}`);
        else
          rowNotice(
            'missing_required_field',
            translations,
            row,
            field,
            `${field} is required to name a record of ${file} (${keys.join(', ')})`,
          );
        continue;
      }
      if (!usable(file)) continue;
      let found;
      if (keys.length === 0) found = target.rows.length > 0;
      else if (!TRANSLATION_KEYS[file]) found = false;
      else if (keys.length === 1) found = target.rows.some((record) => record.s[keys[0]] === recordId);
      else {
        const sub = keys[1] === 'stop_sequence' ? (/^[+-]?\d+$/.test(recordSubId) ? Number(recordSubId) : NaN) : recordSubId;
        found = target.rows.some((record) => record.s[keys[0]] === recordId && record.v[keys[1]] === sub);
      }
      if (!found) {
        const named = [recordId && `record_id ${quoted(recordId)}`, recordSubId && `record_sub_id ${quoted(recordSubId)}`]
          .filter(Boolean)
          .join(', ');
        const how = TRANSLATION_KEYS[file] ? '' : ` (rows of ${file} are translated by field_value)`;
        rowNotice('translation_foreign_key_violation', translations, row, 'record_id', `${named} matches no record of ${file}${how}`);
      }
    }
  }

  return notices;
}

/** One line per notice: `ERROR foreign_key_violation trips.txt:3 route_id: …`. */
export function formatNotices(notices) {
  return notices
    .map(
      ({ severity, code: codeName, file, line, field, message }) =>
        `${severity} ${codeName} ${file}${line === undefined ? '' : `:${line}`}${field ? ` ${field}` : ''}: ${message}`,
    )
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// Reading a feed

/** The files of a zip archive (stored or deflated entries), decoded as UTF-8. */
export function readZip(buffer) {
  const data = Buffer.isBuffer(buffer) ? buffer : Buffer.from(buffer);
  let end = data.length - 22;
  while (end >= 0 && data.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip file: no end of central directory');
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const decoder = new TextDecoder();
  const files = {};
  for (let i = 0; i < count; i++) {
    if (data.readUInt32LE(offset) !== 0x02014b50) throw new Error('broken zip central directory');
    const method = data.readUInt16LE(offset + 10);
    const size = data.readUInt32LE(offset + 20);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const local = data.readUInt32LE(offset + 42);
    const name = data.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (size === 0xffffffff || local === 0xffffffff) throw new Error(`${name}: zip64 entries are not supported`);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const raw = data.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`${name}: zip compression method ${method} is not supported`);
    files[name] = decoder.decode(method === 0 ? raw : inflateRawSync(raw));
  }
  return files;
}

/** A feed from a zip file or a folder of .txt files. */
export function readFeed(path) {
  if (statSync(path).isDirectory()) {
    return Object.fromEntries(
      readdirSync(path)
        .filter((name) => statSync(join(path, name)).isFile())
        .map((name) => [name, readFileSync(join(path, name), 'utf8')]),
    );
  }
  return readZip(readFileSync(path));
}

function main() {
  const path = process.argv[2] ?? 'out/gtfs.zip';
  const notices = checkGtfs(readFeed(path));
  if (notices.length) console.log(formatNotices(notices));
  const count = (severity) => notices.filter((notice) => notice.severity === severity).length;
  console.log(`gtfs-check ${path}: ${count('ERROR')} errors, ${count('WARNING')} warnings, ${count('INFO')} infos.`);
  if (count('ERROR') > 0) process.exit(1);
}

// Run as a script (the build), not when imported (the tests); no import.meta: Playwright loads this as CommonJS.
if (/[/\\]gtfs-check\.mjs$/.test(process.argv[1] ?? '')) {
  try {
    main();
  } catch (error) {
    console.error(`gtfs-check: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
