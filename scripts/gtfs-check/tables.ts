// The tables the checker reads: their columns as the validator's schemas
// (main/src/main/java/org/mobilitydata/gtfsvalidator/table/Gtfs*Schema.java in MobilityData's
// gtfs-validator) declare them, their keys, the files a feed may have, the foreign keys between
// tables and how translations.txt names a record of each.

export type FieldType =
  | 'id'
  | 'text'
  | 'url'
  | 'email'
  | 'timezone'
  | 'language'
  | 'currency'
  | 'amount'
  | 'integer'
  | 'enum'
  | 'float'
  | 'latitude'
  | 'longitude'
  | 'time'
  | 'date'
  | 'color';

/** A column: its type (`values` for an enum), and whether it is required or recommended. */
export type FieldSpec = {
  type: FieldType;
  values?: readonly number[];
  required?: boolean;
  recommended?: boolean;
  /** The validator's mixed-case rule applies (names and headsigns). */
  mixedCase?: boolean;
  nonNegative?: boolean;
};

/** A table: its primary key, the columns that name a row without one, and its columns. */
export type TableSpec = {
  key: string[];
  nameField?: string[];
  /** A table of one row (feed_info.txt). */
  singleRow?: boolean;
  fields: Record<string, FieldSpec>;
};

const id: FieldSpec = { type: 'id' };
const text: FieldSpec = { type: 'text' };
const url: FieldSpec = { type: 'url' };
const time: FieldSpec = { type: 'time' };
const required = (def: FieldSpec): FieldSpec => ({ ...def, required: true });
const oneOf = (...values: number[]): FieldSpec => ({ type: 'enum', values });
const mixed: FieldSpec = { type: 'text', mixedCase: true };
const day = required(oneOf(0, 1));

export const TABLES: Record<string, TableSpec> = {
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
  'shapes.txt': {
    key: ['shape_id', 'shape_pt_sequence'],
    fields: {
      shape_id: required(id),
      shape_pt_lat: required({ type: 'latitude' }),
      shape_pt_lon: required({ type: 'longitude' }),
      shape_pt_sequence: required({ type: 'integer', nonNegative: true }),
      shape_dist_traveled: { type: 'float', nonNegative: true },
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

export const REQUIRED_FILES = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];

/** Every file the validator reads; anything else in the feed is an unknown_file. */
export const KNOWN_FILES = new Set([
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
    'transfers',
  ].map((name) => `${name}.txt`),
  'locations.geojson',
]);

/** [child file, column, parent file, column]: the validator's @ForeignKey annotations. */
export const FOREIGN_KEYS: [child: string, column: string, parent: string, parentColumn: string][] = [
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
export const TRANSLATION_KEYS: Record<string, string[]> = {
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
