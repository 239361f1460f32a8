import { expect, test } from '@playwright/test';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { CsvError, checkGtfs, formatNotices, noticeCodes, parseCsv, readZip, writeCsv, type Notice } from '../../scripts/gtfs-check';

/*
 * The GTFS Schedule checker (scripts/gtfs-check/), without a browser: a small valid feed passes
 * clean, and a copy of it with each fault the checker claims to catch is reported under the code
 * MobilityData's gtfs-validator gives that fault.
 */

type Row = Record<string, string>;
type Table = { header: string[]; rows: Row[] };
type Feed = Record<string, Table>;
type Files = Record<string, string>;

function table(header: string, ...rows: string[][]): Table {
  const columns = header.split(',');
  return { header: columns, rows: rows.map((cells) => Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']))) };
}

/** Sadarghat (Dhaka) to Barishal overnight, in every file the site's feed has. */
function validFeed(): Feed {
  const fareRule = (product: string) => ['dhaka-barishal', 'nodipoth', 'dhaka', 'barishal', 'night', product];
  return {
    'agency.txt': table('agency_id,agency_name,agency_url,agency_timezone,agency_lang,agency_phone,agency_email', [
      'nodipoth',
      'Nodipoth Launch Service',
      'https://www.nodipoth.com.bd/',
      'Asia/Dhaka',
      'en',
      '+880 1700-000000',
      'help@nodipoth.com.bd',
    ]),
    'stops.txt': table(
      'stop_id,stop_name,stop_desc,stop_lat,stop_lon,location_type',
      ['sadarghat', 'Sadarghat Launch Terminal', 'Buriganga riverfront, Old Dhaka', '23.7055', '90.4105', '0'],
      ['barishal', 'Barishal Launch Terminal', 'Kirtankhola riverfront', '22.7010', '90.3700', '0'],
    ),
    'routes.txt': table('route_id,agency_id,route_short_name,route_long_name,route_type,route_color,route_text_color', [
      'dhaka-barishal',
      'nodipoth',
      'DB',
      'Dhaka – Barishal',
      '4',
      '0B6E4F',
      'FFFFFF',
    ]),
    'trips.txt': table('route_id,service_id,trip_id,trip_headsign,direction_id,bikes_allowed,shape_id', [
      'dhaka-barishal',
      'nightly',
      'db-2100',
      'Barishal',
      '0',
      '1',
      'db-river',
    ]),
    // The way along the rivers, in km from Sadarghat.
    'shapes.txt': table(
      'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence,shape_dist_traveled',
      ['db-river', '23.7055', '90.4105', '1', '0'],
      ['db-river', '23.2300', '90.6500', '2', '57.8'],
      ['db-river', '22.7010', '90.3700', '3', '122.1'],
    ),
    // Leaves at nine in the evening, arrives at six the next morning: 30:00:00 on the service day.
    'stop_times.txt': table(
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,drop_off_type,shape_dist_traveled',
      ['db-2100', '21:00:00', '21:00:00', 'sadarghat', '1', '0', '1', '0'],
      ['db-2100', '30:00:00', '30:00:00', 'barishal', '2', '1', '0', '122.1'],
    ),
    'calendar.txt': table('service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date', [
      'nightly',
      '1',
      '1',
      '1',
      '1',
      '1',
      '1',
      '1',
      '20260101',
      '20261231',
    ]),
    // No sailing on Independence Day; an extra one on New Year's Day after the calendar ends.
    'calendar_dates.txt': table('service_id,date,exception_type', ['nightly', '20260326', '2'], ['nightly', '20270101', '1']),
    'feed_info.txt': table(
      'feed_publisher_name,feed_publisher_url,feed_lang,feed_start_date,feed_end_date,feed_version,feed_contact_email',
      ['Nodipoth Launch Service', 'https://www.nodipoth.com.bd/', 'en', '20260101', '20270101', '2026-07-01', 'help@nodipoth.com.bd'],
    ),
    'translations.txt': table(
      'table_name,field_name,language,translation,record_id,record_sub_id,field_value',
      ['stops', 'stop_name', 'bn', 'সদরঘাট লঞ্চ টার্মিনাল', 'sadarghat', '', ''],
      ['routes', 'route_long_name', 'bn', 'ঢাকা – বরিশাল', 'dhaka-barishal', '', ''],
      ['stops', 'stop_name', 'bn', 'বরিশাল লঞ্চ টার্মিনাল', '', '', 'Barishal Launch Terminal'],
      ['fare_products', 'fare_product_name', 'bn', 'ডেক', '', '', 'Deck'],
    ),
    'networks.txt': table('network_id,network_name', ['nodipoth', 'Nodipoth Launches']),
    'route_networks.txt': table('network_id,route_id', ['nodipoth', 'dhaka-barishal']),
    'areas.txt': table('area_id,area_name', ['dhaka', 'Dhaka'], ['barishal', 'Barishal']),
    'stop_areas.txt': table('area_id,stop_id', ['dhaka', 'sadarghat'], ['barishal', 'barishal']),
    'timeframes.txt': table('timeframe_group_id,start_time,end_time,service_id', ['night', '18:00:00', '24:00:00', 'nightly']),
    'fare_products.txt': table(
      'fare_product_id,fare_product_name,amount,currency',
      ['deck', 'Deck', '350.00', 'BDT'],
      ['cabin-single', 'Single Cabin', '1500.00', 'BDT'],
      ['cabin-double', 'Double Cabin', '2800.00', 'BDT'],
    ),
    'fare_leg_rules.txt': table(
      'leg_group_id,network_id,from_area_id,to_area_id,from_timeframe_group_id,fare_product_id',
      fareRule('deck'),
      fareRule('cabin-single'),
      fareRule('cabin-double'),
    ),
  };
}

function filesOf(feed: Feed): Files {
  return Object.fromEntries(Object.entries(feed).map(([file, { header, rows }]) => [file, writeCsv(header, rows)]));
}

function get(feed: Feed, file: string): Table {
  const found = feed[file];
  if (!found) throw new Error(`the test feed has no ${file}`);
  return found;
}
/** Sets a value, adding the column if the file lacks it. */
function set(feed: Feed, file: string, row: number, field: string, value: string) {
  const t = get(feed, file);
  if (!t.header.includes(field)) t.header.push(field);
  const target = t.rows[row];
  if (!target) throw new Error(`${file} has no row ${row}`);
  target[field] = value;
}
function addRow(feed: Feed, file: string, values: Row) {
  const t = get(feed, file);
  for (const column of Object.keys(values)) if (!t.header.includes(column)) t.header.push(column);
  t.rows.push({ ...values });
}
function copyRow(feed: Feed, file: string, row: number, changes: Row = {}) {
  addRow(feed, file, { ...get(feed, file).rows[row], ...changes });
}
function dropColumn(feed: Feed, file: string, column: string) {
  const t = get(feed, file);
  t.header = t.header.filter((c) => c !== column);
}
/** A call at Chandpur between the two terminals, in stop_sequence order. */
function addChandpur(feed: Feed, arrival: string, departure: string, extra: Row = {}) {
  addRow(feed, 'stops.txt', {
    stop_id: 'chandpur',
    stop_name: 'Chandpur Launch Ghat',
    stop_lat: '23.2333',
    stop_lon: '90.6500',
    location_type: '0',
  });
  set(feed, 'stop_times.txt', 1, 'stop_sequence', '3');
  const stopTimes = get(feed, 'stop_times.txt');
  for (const column of Object.keys(extra)) if (!stopTimes.header.includes(column)) stopTimes.header.push(column);
  stopTimes.rows.splice(1, 0, {
    trip_id: 'db-2100',
    arrival_time: arrival,
    departure_time: departure,
    stop_id: 'chandpur',
    stop_sequence: '2',
    ...extra,
  });
}

type Case = {
  code: string;
  fault: string;
  mutate?: (feed: Feed) => void;
  raw?: (files: Files) => void;
  /** The reported notice's file and field, where the case pins them. */
  file?: string;
  field?: string;
};

const cases: Case[] = [
  // Files
  { code: 'missing_required_file', fault: 'no stops.txt', mutate: (f) => delete f['stops.txt'], file: 'stops.txt' },
  {
    code: 'missing_required_file',
    fault: 'translations.txt without feed_info.txt',
    mutate: (f) => delete f['feed_info.txt'],
    file: 'feed_info.txt',
  },
  {
    code: 'missing_recommended_file',
    fault: 'no feed_info.txt (and no translations)',
    mutate: (f) => {
      delete f['feed_info.txt'];
      delete f['translations.txt'];
    },
    file: 'feed_info.txt',
  },
  {
    code: 'missing_calendar_and_calendar_date_files',
    fault: 'neither calendar.txt nor calendar_dates.txt',
    mutate: (f) => {
      delete f['calendar.txt'];
      delete f['calendar_dates.txt'];
    },
  },
  {
    code: 'unknown_file',
    fault: 'a notes.txt beside the GTFS files',
    raw: (files) => (files['notes.txt'] = 'Printed timetable follows\n'),
    file: 'notes.txt',
  },
  {
    code: 'empty_file',
    fault: 'an empty calendar_dates.txt',
    raw: (files) => (files['calendar_dates.txt'] = ''),
    file: 'calendar_dates.txt',
  },
  {
    code: 'csv_parsing_failed',
    fault: 'a quoted stop name never closed',
    raw: (files) => (files['stops.txt'] += 'chandpur,"Chandpur Launch Ghat,,23.2333,90.6500,0\n'),
    file: 'stops.txt',
  },
  {
    code: 'csv_parsing_failed',
    fault: 'a bare double quote inside a value',
    raw: (files) => (files['areas.txt'] += 'bhola,Bhola "Ilisha" Ghat\n'),
    file: 'areas.txt',
  },
  // Headers and rows
  {
    code: 'missing_required_column',
    fault: 'agency.txt without agency_timezone',
    mutate: (f) => dropColumn(f, 'agency.txt', 'agency_timezone'),
    field: 'agency_timezone',
  },
  {
    code: 'missing_required_column',
    fault: 'stop_times.txt without any stop column',
    mutate: (f) => dropColumn(f, 'stop_times.txt', 'stop_id'),
    field: 'stop_id',
  },
  {
    code: 'missing_required_column',
    fault: 'fare_products.txt without currency',
    mutate: (f) => dropColumn(f, 'fare_products.txt', 'currency'),
    field: 'currency',
  },
  {
    code: 'unknown_column',
    fault: 'a misspelt route_colour column',
    mutate: (f) => set(f, 'routes.txt', 0, 'route_colour', '0B6E4F'),
    field: 'route_colour',
  },
  {
    code: 'duplicated_column',
    fault: 'area_name twice in the header',
    raw: (files) => (files['areas.txt'] = 'area_id,area_name,area_name\ndhaka,Dhaka,Dhaka\nbarishal,Barishal,Barishal\n'),
    field: 'area_name',
  },
  {
    code: 'empty_column_name',
    fault: 'a trailing comma in the header',
    raw: (files) => (files['areas.txt'] = 'area_id,area_name,\ndhaka,Dhaka,\nbarishal,Barishal,\n'),
  },
  {
    code: 'invalid_row_length',
    fault: 'a row with a value too many',
    raw: (files) => (files['areas.txt'] += 'bhola,Bhola,extra\n'),
    file: 'areas.txt',
  },
  { code: 'empty_row', fault: 'a row of spaces', raw: (files) => (files['areas.txt'] += '   \n'), file: 'areas.txt' },
  // Values
  {
    code: 'missing_required_field',
    fault: 'a trip without service_id',
    mutate: (f) => set(f, 'trips.txt', 0, 'service_id', ''),
    field: 'service_id',
  },
  {
    code: 'missing_required_field',
    fault: 'a fare product without amount',
    mutate: (f) => set(f, 'fare_products.txt', 0, 'amount', ''),
    field: 'amount',
  },
  {
    code: 'missing_required_field',
    fault: 'a timeframe without timeframe_group_id',
    mutate: (f) => set(f, 'timeframes.txt', 0, 'timeframe_group_id', ''),
    field: 'timeframe_group_id',
  },
  {
    code: 'missing_required_field',
    fault: 'a stop time with no stop',
    mutate: (f) => set(f, 'stop_times.txt', 0, 'stop_id', ''),
    field: 'stop_id',
  },
  {
    code: 'missing_required_field',
    fault: 'a stop_times translation without record_sub_id',
    mutate: (f) =>
      addRow(f, 'translations.txt', {
        table_name: 'stop_times',
        field_name: 'stop_headsign',
        language: 'bn',
        translation: 'বরিশাল',
        record_id: 'db-2100',
      }),
    field: 'record_sub_id',
  },
  {
    code: 'missing_recommended_field',
    fault: 'feed_info.txt without feed_version',
    mutate: (f) => set(f, 'feed_info.txt', 0, 'feed_version', ''),
    field: 'feed_version',
  },
  {
    code: 'missing_recommended_field',
    fault: 'a route without agency_id (one agency)',
    mutate: (f) => set(f, 'routes.txt', 0, 'agency_id', ''),
    field: 'agency_id',
  },
  {
    code: 'leading_or_trailing_whitespaces',
    fault: 'a space before a stop name',
    mutate: (f) => set(f, 'stops.txt', 0, 'stop_name', ' Sadarghat Launch Terminal'),
    field: 'stop_name',
  },
  {
    code: 'new_line_in_value',
    fault: 'a line break in a stop description',
    mutate: (f) => set(f, 'stops.txt', 0, 'stop_desc', 'Buriganga\nriverfront'),
    field: 'stop_desc',
  },
  {
    code: 'invalid_character',
    fault: 'text that was not UTF-8',
    mutate: (f) => set(f, 'stops.txt', 0, 'stop_name', 'Sadarghat \uFFFD Terminal'),
    field: 'stop_name',
  },
  {
    code: 'non_ascii_or_non_printable_char',
    fault: 'a zone_id in Bangla',
    mutate: (f) => set(f, 'stops.txt', 0, 'zone_id', 'ঢাকা'),
    field: 'zone_id',
  },
  {
    code: 'mixed_case_recommended_field',
    fault: 'a stop name in capitals',
    mutate: (f) => set(f, 'stops.txt', 0, 'stop_name', 'SADARGHAT LAUNCH TERMINAL'),
    field: 'stop_name',
  },
  {
    code: 'invalid_time',
    fault: 'a departure written 9:00 PM',
    mutate: (f) => set(f, 'stop_times.txt', 0, 'departure_time', '9:00 PM'),
    field: 'departure_time',
  },
  {
    code: 'invalid_time',
    fault: 'a time with 60 minutes',
    mutate: (f) => set(f, 'timeframes.txt', 0, 'start_time', '17:60:00'),
    field: 'start_time',
  },
  { code: 'invalid_date', fault: '31 February', mutate: (f) => set(f, 'calendar.txt', 0, 'end_date', '20260231'), field: 'end_date' },
  {
    code: 'invalid_date',
    fault: 'a date with dashes',
    mutate: (f) => set(f, 'calendar_dates.txt', 0, 'date', '2026-03-26'),
    field: 'date',
  },
  {
    code: 'invalid_timezone',
    fault: 'a time zone that does not exist',
    mutate: (f) => set(f, 'agency.txt', 0, 'agency_timezone', 'Asia/Barishal'),
    field: 'agency_timezone',
  },
  {
    code: 'invalid_timezone',
    fault: 'an offset instead of a zone',
    mutate: (f) => set(f, 'agency.txt', 0, 'agency_timezone', '+06:00'),
    field: 'agency_timezone',
  },
  {
    code: 'invalid_url',
    fault: "the site's default host, under the reserved .example domain",
    mutate: (f) => set(f, 'agency.txt', 0, 'agency_url', 'https://www.nodipoth.example/'),
    field: 'agency_url',
  },
  {
    code: 'invalid_url',
    fault: 'a URL without its scheme',
    mutate: (f) => set(f, 'feed_info.txt', 0, 'feed_publisher_url', 'www.nodipoth.com.bd'),
    field: 'feed_publisher_url',
  },
  {
    code: 'invalid_email',
    fault: 'an address written out',
    mutate: (f) => set(f, 'agency.txt', 0, 'agency_email', 'help at nodipoth.com.bd'),
    field: 'agency_email',
  },
  {
    code: 'invalid_language_code',
    fault: 'en_GB with an underscore',
    mutate: (f) => set(f, 'feed_info.txt', 0, 'feed_lang', 'en_GB'),
    field: 'feed_lang',
  },
  {
    code: 'invalid_language_code',
    fault: 'a translation language that is no tag',
    mutate: (f) => set(f, 'translations.txt', 0, 'language', 'b n'),
    field: 'language',
  },
  { code: 'invalid_currency', fault: 'Tk for taka', mutate: (f) => set(f, 'fare_products.txt', 0, 'currency', 'Tk'), field: 'currency' },
  {
    code: 'invalid_currency_amount',
    fault: 'a taka amount without its two decimals',
    mutate: (f) => set(f, 'fare_products.txt', 0, 'amount', '350'),
    field: 'amount',
  },
  {
    code: 'invalid_integer',
    fault: 'a stop_sequence of 1.5',
    mutate: (f) => set(f, 'stop_times.txt', 0, 'stop_sequence', '1.5'),
    field: 'stop_sequence',
  },
  {
    code: 'invalid_integer',
    fault: 'an exception_type spelt out',
    mutate: (f) => set(f, 'calendar_dates.txt', 0, 'exception_type', 'removed'),
    field: 'exception_type',
  },
  {
    code: 'invalid_float',
    fault: 'a latitude with a hemisphere letter',
    mutate: (f) => set(f, 'stops.txt', 0, 'stop_lat', '23.7055N'),
    field: 'stop_lat',
  },
  {
    code: 'invalid_float',
    fault: 'an amount with a currency sign',
    mutate: (f) => set(f, 'fare_products.txt', 0, 'amount', '৳350.00'),
    field: 'amount',
  },
  {
    code: 'invalid_color',
    fault: 'a colour with a #',
    mutate: (f) => set(f, 'routes.txt', 0, 'route_color', '#0B6E4F'),
    field: 'route_color',
  },
  {
    code: 'number_out_of_range',
    fault: 'a latitude past 90',
    mutate: (f) => set(f, 'stops.txt', 0, 'stop_lat', '123.7055'),
    field: 'stop_lat',
  },
  {
    code: 'number_out_of_range',
    fault: 'a longitude past 180',
    mutate: (f) => set(f, 'stops.txt', 0, 'stop_lon', '190.4105'),
    field: 'stop_lon',
  },
  {
    code: 'number_out_of_range',
    fault: 'a negative stop_sequence',
    mutate: (f) => set(f, 'stop_times.txt', 0, 'stop_sequence', '-1'),
    field: 'stop_sequence',
  },
  {
    code: 'number_out_of_range',
    fault: 'a negative rule_priority',
    mutate: (f) => set(f, 'fare_leg_rules.txt', 0, 'rule_priority', '-1'),
    field: 'rule_priority',
  },
  {
    code: 'unexpected_enum_value',
    fault: 'an exception_type of 3',
    mutate: (f) => set(f, 'calendar_dates.txt', 0, 'exception_type', '3'),
    field: 'exception_type',
  },
  {
    code: 'unexpected_enum_value',
    fault: 'an extended route_type (1200, ferry service)',
    mutate: (f) => set(f, 'routes.txt', 0, 'route_type', '1200'),
    field: 'route_type',
  },
  {
    code: 'unexpected_enum_value',
    fault: 'a day flag of 2 in calendar.txt',
    mutate: (f) => set(f, 'calendar.txt', 0, 'friday', '2'),
    field: 'friday',
  },
  {
    code: 'point_near_origin',
    fault: 'a stop at 0°, 0°',
    mutate: (f) => {
      set(f, 'stops.txt', 1, 'stop_lat', '0');
      set(f, 'stops.txt', 1, 'stop_lon', '0');
    },
  },
  { code: 'point_near_pole', fault: 'a stop at the North Pole', mutate: (f) => set(f, 'stops.txt', 1, 'stop_lat', '89.5') },
  {
    code: 'start_and_end_range_out_of_order',
    fault: 'a calendar ending before it starts',
    mutate: (f) => {
      set(f, 'calendar.txt', 0, 'start_date', '20261231');
      set(f, 'calendar.txt', 0, 'end_date', '20260101');
    },
    file: 'calendar.txt',
  },
  {
    code: 'start_and_end_range_out_of_order',
    fault: 'feed_info dates the wrong way round',
    mutate: (f) => set(f, 'feed_info.txt', 0, 'feed_start_date', '20280101'),
    file: 'feed_info.txt',
  },
  {
    code: 'start_and_end_range_out_of_order',
    fault: 'a stop time departing before it arrives',
    mutate: (f) => set(f, 'stop_times.txt', 0, 'arrival_time', '21:05:00'),
    file: 'stop_times.txt',
  },
  {
    code: 'start_and_end_range_out_of_order',
    fault: 'a timeframe ending before it starts',
    mutate: (f) => {
      set(f, 'timeframes.txt', 0, 'start_time', '24:00:00');
      set(f, 'timeframes.txt', 0, 'end_time', '18:00:00');
    },
    file: 'timeframes.txt',
  },
  {
    code: 'start_and_end_range_equal',
    fault: 'a timeframe of no length',
    mutate: (f) => set(f, 'timeframes.txt', 0, 'end_time', '18:00:00'),
    file: 'timeframes.txt',
  },
  // Keys
  { code: 'duplicate_key', fault: 'two agencies with one agency_id', mutate: (f) => copyRow(f, 'agency.txt', 0), file: 'agency.txt' },
  {
    code: 'duplicate_key',
    fault: 'two stops with one stop_id',
    mutate: (f) => copyRow(f, 'stops.txt', 0, { stop_name: 'Sadarghat Pontoon 2' }),
    file: 'stops.txt',
  },
  {
    code: 'duplicate_key',
    fault: 'two routes with one route_id',
    mutate: (f) => copyRow(f, 'routes.txt', 0, { route_short_name: 'DB2' }),
    file: 'routes.txt',
  },
  { code: 'duplicate_key', fault: 'two trips with one trip_id', mutate: (f) => copyRow(f, 'trips.txt', 0), file: 'trips.txt' },
  {
    code: 'duplicate_key',
    fault: 'two stop times with one trip_id and stop_sequence',
    mutate: (f) => set(f, 'stop_times.txt', 1, 'stop_sequence', '01'),
    file: 'stop_times.txt',
    field: 'trip_id,stop_sequence',
  },
  { code: 'duplicate_key', fault: 'one service twice in calendar.txt', mutate: (f) => copyRow(f, 'calendar.txt', 0), file: 'calendar.txt' },
  {
    code: 'duplicate_key',
    fault: 'one date twice for a service',
    mutate: (f) => copyRow(f, 'calendar_dates.txt', 0, { exception_type: '1' }),
    file: 'calendar_dates.txt',
  },
  {
    code: 'duplicate_key',
    fault: 'one fare product twice',
    mutate: (f) => copyRow(f, 'fare_products.txt', 0, { amount: '400.00' }),
    file: 'fare_products.txt',
  },
  { code: 'duplicate_key', fault: 'one area twice', mutate: (f) => copyRow(f, 'areas.txt', 0), file: 'areas.txt' },
  { code: 'duplicate_key', fault: 'a stop put in one area twice', mutate: (f) => copyRow(f, 'stop_areas.txt', 0), file: 'stop_areas.txt' },
  { code: 'duplicate_key', fault: 'one network twice', mutate: (f) => copyRow(f, 'networks.txt', 0), file: 'networks.txt' },
  {
    code: 'duplicate_key',
    fault: 'a route in two networks',
    mutate: (f) => copyRow(f, 'route_networks.txt', 0),
    file: 'route_networks.txt',
  },
  {
    code: 'duplicate_key',
    fault: 'one fare leg rule twice',
    mutate: (f) => copyRow(f, 'fare_leg_rules.txt', 0),
    file: 'fare_leg_rules.txt',
  },
  {
    code: 'duplicate_key',
    fault: 'one timeframe twice',
    mutate: (f) => copyRow(f, 'timeframes.txt', 0, { start_time: '18:00:00' }),
    file: 'timeframes.txt',
  },
  {
    code: 'duplicate_key',
    fault: 'one translation twice',
    mutate: (f) => copyRow(f, 'translations.txt', 0, { translation: 'সদরঘাট' }),
    file: 'translations.txt',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a route of an unknown agency',
    mutate: (f) => set(f, 'routes.txt', 0, 'agency_id', 'sundarban'),
    field: 'agency_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a trip on an unknown route',
    mutate: (f) => set(f, 'trips.txt', 0, 'route_id', 'dhaka-bhola'),
    field: 'route_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a trip on an unknown service',
    mutate: (f) => set(f, 'trips.txt', 0, 'service_id', 'weekly'),
    field: 'service_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a stop time of an unknown trip',
    mutate: (f) => set(f, 'stop_times.txt', 1, 'trip_id', 'db-2200'),
    field: 'trip_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a stop time at an unknown stop',
    mutate: (f) => set(f, 'stop_times.txt', 1, 'stop_id', 'bhola'),
    field: 'stop_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a stop in an unknown area',
    mutate: (f) => set(f, 'stop_areas.txt', 0, 'area_id', 'narayanganj'),
    field: 'area_id',
    file: 'stop_areas.txt',
  },
  {
    code: 'foreign_key_violation',
    fault: 'an unknown stop in an area',
    mutate: (f) => set(f, 'stop_areas.txt', 0, 'stop_id', 'bhola'),
    field: 'stop_id',
    file: 'stop_areas.txt',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a route in an unknown network',
    mutate: (f) => set(f, 'route_networks.txt', 0, 'network_id', 'biwtc'),
    field: 'network_id',
    file: 'route_networks.txt',
  },
  {
    code: 'foreign_key_violation',
    fault: 'an unknown route in a network',
    mutate: (f) => set(f, 'route_networks.txt', 0, 'route_id', 'dhaka-bhola'),
    field: 'route_id',
    file: 'route_networks.txt',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a fare rule for an unknown network',
    mutate: (f) => set(f, 'fare_leg_rules.txt', 0, 'network_id', 'biwtc'),
    field: 'network_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a fare rule from an unknown area',
    mutate: (f) => set(f, 'fare_leg_rules.txt', 0, 'from_area_id', 'bhola'),
    field: 'from_area_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a fare rule to an unknown area',
    mutate: (f) => set(f, 'fare_leg_rules.txt', 0, 'to_area_id', 'bhola'),
    field: 'to_area_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a fare rule for an unknown product',
    mutate: (f) => set(f, 'fare_leg_rules.txt', 0, 'fare_product_id', 'vip'),
    field: 'fare_product_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a fare rule in an unknown timeframe',
    mutate: (f) => set(f, 'fare_leg_rules.txt', 0, 'from_timeframe_group_id', 'morning'),
    field: 'from_timeframe_group_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a fare rule to an unknown timeframe',
    mutate: (f) => set(f, 'fare_leg_rules.txt', 0, 'to_timeframe_group_id', 'morning'),
    field: 'to_timeframe_group_id',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a timeframe on an unknown service',
    mutate: (f) => set(f, 'timeframes.txt', 0, 'service_id', 'weekly'),
    field: 'service_id',
    file: 'timeframes.txt',
  },
  {
    code: 'foreign_key_violation',
    fault: 'a fare product for fare media the feed lacks',
    mutate: (f) => set(f, 'fare_products.txt', 0, 'fare_media_id', 'bkash'),
    field: 'fare_media_id',
  },
  {
    code: 'more_than_one_entity',
    fault: 'two rows in feed_info.txt',
    mutate: (f) => copyRow(f, 'feed_info.txt', 0),
    file: 'feed_info.txt',
  },
  // agency.txt
  {
    code: 'missing_required_agency_id',
    fault: 'a second agency without agency_id',
    mutate: (f) =>
      addRow(f, 'agency.txt', {
        agency_name: 'BIWTC',
        agency_url: 'https://biwtc.gov.bd/',
        agency_timezone: 'Asia/Dhaka',
        agency_lang: 'en',
      }),
    file: 'agency.txt',
  },
  {
    code: 'missing_required_agency_id',
    fault: 'a route without agency_id when there are two agencies',
    mutate: (f) => {
      addRow(f, 'agency.txt', {
        agency_id: 'biwtc',
        agency_name: 'BIWTC',
        agency_url: 'https://biwtc.gov.bd/',
        agency_timezone: 'Asia/Dhaka',
        agency_lang: 'en',
      });
      set(f, 'routes.txt', 0, 'agency_id', '');
    },
    file: 'routes.txt',
  },
  {
    code: 'inconsistent_agency_timezone',
    fault: 'two agencies in different time zones',
    mutate: (f) =>
      addRow(f, 'agency.txt', {
        agency_id: 'biwtc',
        agency_name: 'BIWTC',
        agency_url: 'https://biwtc.gov.bd/',
        agency_timezone: 'Asia/Kolkata',
        agency_lang: 'en',
      }),
  },
  {
    code: 'inconsistent_agency_lang',
    fault: 'two agencies in different languages',
    mutate: (f) =>
      addRow(f, 'agency.txt', {
        agency_id: 'biwtc',
        agency_name: 'BIWTC',
        agency_url: 'https://biwtc.gov.bd/',
        agency_timezone: 'Asia/Dhaka',
        agency_lang: 'bn',
      }),
  },
  {
    code: 'feed_info_lang_and_agency_lang_mismatch',
    fault: 'agency_lang bn, feed_lang en',
    mutate: (f) => set(f, 'agency.txt', 0, 'agency_lang', 'bn'),
  },
  // stops.txt
  { code: 'missing_stop_name', fault: 'a stop without a name', mutate: (f) => set(f, 'stops.txt', 0, 'stop_name', '') },
  {
    code: 'same_name_and_description_for_stop',
    fault: 'stop_desc repeating stop_name',
    mutate: (f) => set(f, 'stops.txt', 1, 'stop_desc', 'barishal launch terminal'),
  },
  { code: 'stop_without_location', fault: 'a stop without latitude', mutate: (f) => set(f, 'stops.txt', 0, 'stop_lat', '') },
  {
    code: 'station_with_parent_station',
    fault: 'a station inside another station',
    mutate: (f) => {
      addRow(f, 'stops.txt', {
        stop_id: 'sadarghat-station',
        stop_name: 'Sadarghat',
        stop_lat: '23.7056',
        stop_lon: '90.4106',
        location_type: '1',
      });
      addRow(f, 'stops.txt', {
        stop_id: 'old-dhaka',
        stop_name: 'Old Dhaka',
        stop_lat: '23.7100',
        stop_lon: '90.4100',
        location_type: '1',
        parent_station: 'sadarghat-station',
      });
      set(f, 'stops.txt', 0, 'parent_station', 'sadarghat-station');
    },
  },
  {
    code: 'location_without_parent_station',
    fault: 'an entrance outside any station',
    mutate: (f) =>
      addRow(f, 'stops.txt', {
        stop_id: 'sadarghat-gate',
        stop_name: 'Sadarghat Gate 1',
        stop_lat: '23.7060',
        stop_lon: '90.4100',
        location_type: '2',
      }),
  },
  {
    code: 'wrong_parent_location_type',
    fault: 'a stop whose parent_station is a stop, not a station',
    mutate: (f) => set(f, 'stops.txt', 1, 'parent_station', 'sadarghat'),
  },
  {
    code: 'stop_without_stop_time',
    fault: 'a stop no trip calls at',
    mutate: (f) =>
      addRow(f, 'stops.txt', {
        stop_id: 'chandpur',
        stop_name: 'Chandpur Launch Ghat',
        stop_lat: '23.2333',
        stop_lon: '90.6500',
        location_type: '0',
      }),
  },
  {
    code: 'location_with_unexpected_stop_time',
    fault: 'a trip calling at a station',
    mutate: (f) => set(f, 'stops.txt', 1, 'location_type', '1'),
  },
  // routes.txt
  {
    code: 'route_both_short_and_long_name_missing',
    fault: 'a route without names',
    mutate: (f) => {
      set(f, 'routes.txt', 0, 'route_short_name', '');
      set(f, 'routes.txt', 0, 'route_long_name', '');
    },
  },
  {
    code: 'route_short_name_too_long',
    fault: 'a short name of 20 characters',
    mutate: (f) => set(f, 'routes.txt', 0, 'route_short_name', 'Dhaka-Barishal Night'),
  },
  {
    code: 'route_long_name_contains_short_name',
    fault: 'the long name starting with the short one',
    mutate: (f) => set(f, 'routes.txt', 0, 'route_long_name', 'DB Dhaka – Barishal'),
  },
  {
    code: 'same_name_and_description_for_route',
    fault: 'route_desc repeating the long name',
    mutate: (f) => set(f, 'routes.txt', 0, 'route_desc', 'Dhaka – Barishal'),
  },
  {
    code: 'duplicate_route_name',
    fault: 'two routes with the same names',
    mutate: (f) => copyRow(f, 'routes.txt', 0, { route_id: 'dhaka-barishal-2' }),
  },
  {
    code: 'route_networks_specified_in_more_than_one_file',
    fault: 'routes.txt network_id beside route_networks.txt',
    mutate: (f) => set(f, 'routes.txt', 0, 'network_id', 'nodipoth'),
  },
  // trips.txt and stop_times.txt
  // shapes.txt and shape_dist_traveled (issue 47)
  {
    code: 'missing_recommended_file',
    fault: 'no shapes.txt: maps draw straight lines',
    file: 'shapes.txt',
    mutate: (f) => {
      delete f['shapes.txt'];
      set(f, 'trips.txt', 0, 'shape_id', '');
    },
  },
  {
    code: 'decreasing_or_equal_shape_distance',
    fault: 'a shape point nearer the start than the one before it',
    mutate: (f) => set(f, 'shapes.txt', 2, 'shape_dist_traveled', '40'),
  },
  {
    code: 'equal_shape_distance_same_coordinates',
    fault: 'a shape point repeated at the same distance',
    mutate: (f) => copyRow(f, 'shapes.txt', 2, { shape_pt_sequence: '4' }),
  },
  {
    code: 'decreasing_or_equal_stop_time_distance',
    fault: 'the arrival at Barishal no further along than the departure',
    mutate: (f) => set(f, 'stop_times.txt', 1, 'shape_dist_traveled', '0'),
  },
  {
    code: 'shape_dist_traveled_exceeds_shape_distance',
    fault: 'a stop further along than its shape goes',
    mutate: (f) => set(f, 'stop_times.txt', 1, 'shape_dist_traveled', '150'),
  },
  {
    code: 'missing_bike_allowance',
    fault: 'a ferry trip without bikes_allowed',
    mutate: (f) => set(f, 'trips.txt', 0, 'bikes_allowed', ''),
  },
  { code: 'unusable_trip', fault: 'a trip with one stop time', mutate: (f) => get(f, 'stop_times.txt').rows.pop() },
  {
    code: 'unusable_trip',
    fault: 'a trip with no stop times',
    mutate: (f) => copyRow(f, 'trips.txt', 0, { trip_id: 'db-2200' }),
  },
  { code: 'unused_trip', fault: 'a trip with no stop times', mutate: (f) => copyRow(f, 'trips.txt', 0, { trip_id: 'db-2200' }) },
  {
    code: 'missing_trip_edge',
    fault: 'no times at the last stop',
    mutate: (f) => {
      set(f, 'stop_times.txt', 1, 'arrival_time', '');
      set(f, 'stop_times.txt', 1, 'departure_time', '');
    },
    field: 'arrival_time',
  },
  {
    code: 'stop_time_with_only_arrival_or_departure_time',
    fault: 'an arrival at Chandpur without a departure',
    mutate: (f) => addChandpur(f, '25:00:00', ''),
  },
  {
    code: 'stop_time_with_arrival_before_previous_departure_time',
    fault: 'arriving at Chandpur before leaving Sadarghat',
    mutate: (f) => addChandpur(f, '20:30:00', '25:00:00'),
  },
  {
    code: 'stop_time_timepoint_without_times',
    fault: 'a timepoint without times',
    mutate: (f) => {
      set(f, 'stop_times.txt', 0, 'timepoint', '1');
      set(f, 'stop_times.txt', 1, 'timepoint', '1');
      addChandpur(f, '', '', { timepoint: '1' });
    },
  },
  {
    code: 'missing_timepoint_value',
    fault: 'a timed stop without its timepoint flag',
    mutate: (f) => set(f, 'stop_times.txt', 0, 'timepoint', '1'),
  },
  { code: 'unsorted_stop_times', fault: "a trip's stop times out of order", mutate: (f) => get(f, 'stop_times.txt').rows.reverse() },
  {
    code: 'fast_travel_between_consecutive_stops',
    fault: 'Sadarghat to Barishal (112 km) in an hour',
    mutate: (f) => {
      set(f, 'stop_times.txt', 1, 'arrival_time', '22:00:00');
      set(f, 'stop_times.txt', 1, 'departure_time', '22:00:00');
    },
  },
  // calendar.txt and feed_info.txt
  {
    code: 'service_has_no_active_day_of_the_week',
    fault: 'a calendar with every day off',
    mutate: (f) => {
      for (const dayName of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
        set(f, 'calendar.txt', 0, dayName, '0');
    },
  },
  {
    code: 'missing_feed_contact_email_and_url',
    fault: 'feed_info without a contact',
    mutate: (f) => set(f, 'feed_info.txt', 0, 'feed_contact_email', ''),
  },
  {
    code: 'missing_feed_info_date',
    fault: 'feed_start_date without feed_end_date',
    mutate: (f) => set(f, 'feed_info.txt', 0, 'feed_end_date', ''),
    field: 'feed_end_date',
  },
  // translations.txt
  {
    code: 'translation_unknown_table_name',
    fault: 'table_name stop, not stops',
    mutate: (f) => set(f, 'translations.txt', 0, 'table_name', 'stop'),
  },
  {
    code: 'translation_unknown_table_name',
    fault: 'a translation for a file the feed lacks',
    mutate: (f) => set(f, 'translations.txt', 0, 'table_name', 'levels'),
  },
  {
    code: 'translation_unexpected_value',
    fault: 'record_id and field_value both given',
    mutate: (f) => set(f, 'translations.txt', 2, 'record_id', 'barishal'),
    field: 'record_id',
  },
  {
    code: 'translation_unexpected_value',
    fault: 'a feed_info translation naming a record',
    mutate: (f) =>
      addRow(f, 'translations.txt', {
        table_name: 'feed_info',
        field_name: 'feed_publisher_name',
        language: 'bn',
        translation: 'নদীপথ লঞ্চ সার্ভিস',
        record_id: '1',
      }),
    field: 'record_id',
  },
  {
    code: 'translation_foreign_key_violation',
    fault: 'a translation of a stop that does not exist',
    mutate: (f) => set(f, 'translations.txt', 0, 'record_id', 'sadarghat-ghat'),
  },
  {
    code: 'translation_foreign_key_violation',
    fault: 'a field_value no stop has',
    mutate: (f) => set(f, 'translations.txt', 2, 'field_value', 'Barisal Launch Terminal'),
  },
  {
    code: 'translation_foreign_key_violation',
    fault: 'a fare product translated by record_id (only field_value matches them)',
    mutate: (f) =>
      addRow(f, 'translations.txt', {
        table_name: 'fare_products',
        field_name: 'fare_product_name',
        language: 'bn',
        translation: 'একক কেবিন',
        record_id: 'cabin-single',
        record_sub_id: 'x',
      }),
  },
  {
    code: 'translation_unknown_field_name',
    fault: 'a translation of a field stops.txt does not have',
    mutate: (f) => set(f, 'translations.txt', 0, 'field_name', 'stop_title'),
  },
  // timeframes.txt
  {
    code: 'timeframe_only_start_or_end_time_specified',
    fault: 'a timeframe with a start and no end',
    mutate: (f) => set(f, 'timeframes.txt', 0, 'end_time', ''),
  },
  {
    code: 'timeframe_start_or_end_time_greater_than_twenty_four_hours',
    fault: 'a timeframe ending at 26:00:00',
    mutate: (f) => set(f, 'timeframes.txt', 0, 'end_time', '26:00:00'),
  },
  {
    code: 'timeframe_overlap',
    fault: 'two night timeframes overlapping',
    mutate: (f) =>
      addRow(f, 'timeframes.txt', { timeframe_group_id: 'night', start_time: '20:00:00', end_time: '24:00:00', service_id: 'nightly' }),
  },
];

function check(fault?: Pick<Case, 'mutate' | 'raw'>): Notice[] {
  const feed = validFeed();
  fault?.mutate?.(feed);
  const files = filesOf(feed);
  fault?.raw?.(files);
  return checkGtfs(files);
}

test('the valid feed passes without a notice', () => {
  const notices = check();
  expect(formatNotices(notices)).toBe('');
});

for (const fault of cases) {
  test(`${fault.code}: ${fault.fault}`, () => {
    const notices = check(fault);
    const found = notices.filter(
      (notice) =>
        notice.code === fault.code && (!fault.file || notice.file === fault.file) && (!fault.field || notice.field === fault.field),
    );
    expect(found, formatNotices(notices)).not.toHaveLength(0);
    for (const notice of found) {
      expect(notice.severity).toBe(noticeCodes[fault.code]?.severity);
      expect(notice.message.length).toBeGreaterThan(10);
    }
  });
}

test('every code the checker can report has a fault in the table', () => {
  expect([...new Set(cases.map((fault) => fault.code))].sort()).toEqual(Object.keys(noticeCodes).sort());
});

test('codes and severities are the validator’s, and every code says where it is defined', () => {
  for (const [name, { severity, source }] of Object.entries(noticeCodes)) {
    expect(name).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    expect(['ERROR', 'WARNING', 'INFO']).toContain(severity);
    if (source !== null)
      expect(source).toMatch(/^(core|main)\/src\/main\/java\/org\/mobilitydata\/gtfsvalidator\/(notice|validator)\/\w+\.java$/);
  }
  // The checker's own codes, for rules the validator does not check.
  expect(Object.keys(noticeCodes).filter((name) => noticeCodes[name]?.source === null)).toEqual(['translation_unknown_field_name']);
});

test('formatNotices writes one line per notice: severity, code, file:line, field, message', () => {
  const notices = check({ mutate: (f) => set(f, 'trips.txt', 0, 'route_id', 'dhaka-bhola') });
  expect(formatNotices(notices)).toBe(
    'ERROR foreign_key_violation trips.txt:2 route_id: trip_id "db-2100": route_id "dhaka-bhola" matches no route_id in routes.txt',
  );
  expect(formatNotices([{ code: 'unknown_file', severity: 'INFO', file: 'notes.txt', message: 'm' }])).toBe(
    'INFO unknown_file notes.txt: m',
  );
});

test('a broken row is reported once, not again through the tables that point at it', () => {
  const notices = check({ mutate: (f) => set(f, 'stops.txt', 1, 'stop_lat', 'north') });
  expect(notices.map((notice) => notice.code)).toEqual(['invalid_float']);
});

test('parseCsv reads quoted commas, line breaks and doubled quotes, CRLF and a byte order mark', () => {
  const text =
    '\uFEFFstop_id,stop_name,stop_desc\r\n' +
    'a,"Sadarghat, Dhaka","The ""old"" ghat"\r\n' +
    'b,"Barishal\nLaunch Terminal",\r\n' +
    '\r\n' +
    'c,Chandpur,"",\r\n';
  const { header, rows } = parseCsv(text, 'stops.txt');
  expect(header).toEqual(['stop_id', 'stop_name', 'stop_desc']);
  expect(rows).toEqual([
    { line: 2, values: { stop_id: 'a', stop_name: 'Sadarghat, Dhaka', stop_desc: 'The "old" ghat' } },
    { line: 3, values: { stop_id: 'b', stop_name: 'Barishal\nLaunch Terminal', stop_desc: '' } },
    { line: 6, values: { stop_id: 'c', stop_name: 'Chandpur', stop_desc: '' } },
  ]);
  expect(parseCsv('', 'empty.txt')).toEqual({ header: [], rows: [] });
  expect(parseCsv('a,b', 'no-newline.txt')).toEqual({ header: ['a', 'b'], rows: [] });
});

test('parseCsv throws a CsvError naming the line on malformed quoting', () => {
  expect(() => parseCsv('a,b\n1,"open\n2,3\n', 'x.txt')).toThrow(CsvError);
  expect(() => parseCsv('a,b\n1,"open\n2,3\n', 'x.txt')).toThrow('x.txt:2: a quoted value is never closed');
  expect(() => parseCsv('a,b\n1,"closed"late\n', 'x.txt')).toThrow('x.txt:2:');
  expect(() => parseCsv('a,b\n1,2\n3,fo"o\n', 'x.txt')).toThrow('x.txt:3: a double quote inside a value that is not quoted');
});

test('writeCsv quotes only where needed and parseCsv reads it back', () => {
  const rows: Record<string, string | undefined>[] = [
    { id: '1', name: 'Sadarghat, Dhaka', note: 'says "hi"\nthen leaves' },
    { id: '2', name: 'Barishal', note: undefined },
  ];
  const text = writeCsv(['id', 'name', 'note'], rows);
  expect(text).toBe('id,name,note\n1,"Sadarghat, Dhaka","says ""hi""\nthen leaves"\n2,Barishal,\n');
  expect(parseCsv(text).rows.map((row) => row.values)).toEqual([
    { id: '1', name: 'Sadarghat, Dhaka', note: 'says "hi"\nthen leaves' },
    { id: '2', name: 'Barishal', note: '' },
  ]);
  expect(writeCsv(['a', 'b'], [['x', 3]])).toBe('a,b\nx,3\n');
});

/** A zip archive: the first file stored, the others deflated. */
function zip(files: Files): Uint8Array {
  const entries: Zippable = {};
  Object.entries(files).forEach(([name, content], i) => {
    entries[name] = [strToU8(content), { level: i === 0 ? 0 : 6 }];
  });
  return zipSync(entries);
}

test('readZip gives back the files of a zipped feed, which then checks clean', () => {
  const files = filesOf(validFeed());
  const read = readZip(zip(files));
  expect(read).toEqual(files);
  expect(checkGtfs(read)).toEqual([]);
});
