// The notice registry: every code the checker can report, the severity MobilityData's
// gtfs-validator gives it, and the file of github.com/MobilityData/gtfs-validator that defines it
// (null for a code of the checker's own, for a rule the validator does not check). Also how a
// notice is made and written out. Each message is written by the rule that finds the fault (one
// code can come from several rules, each saying what it found); a notice about a row starts with
// the row's label (`trip_id "db-2100": ...`).

export type Severity = 'ERROR' | 'WARNING' | 'INFO';
export type Notice = { code: string; severity: Severity; file: string; line?: number; field?: string; message: string };
export type NoticeDefinition = { severity: Severity; source: string | null };

const CORE = 'core/src/main/java/org/mobilitydata/gtfsvalidator/notice/';
const MAIN = 'main/src/main/java/org/mobilitydata/gtfsvalidator/validator/';
const code = (severity: Severity, source: string | null): NoticeDefinition => ({ severity, source });

const registry = {
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
  decreasing_or_equal_stop_time_distance: code('ERROR', `${MAIN}StopTimeIncreasingDistanceValidator.java`),
  // shapes.txt
  decreasing_or_equal_shape_distance: code('ERROR', `${MAIN}ShapeIncreasingDistanceValidator.java`),
  equal_shape_distance_same_coordinates: code('WARNING', `${MAIN}ShapeIncreasingDistanceValidator.java`),
  shape_dist_traveled_exceeds_shape_distance: code('ERROR', `${MAIN}ShapeToStopMatchingValidator.java`),
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
} satisfies Record<string, NoticeDefinition>;

/** A code of the registry: a rule cannot report any other. */
export type NoticeCode = keyof typeof registry;

/** Every code the checker can report, its severity, and where the validator defines it. */
export const noticeCodes: Record<string, NoticeDefinition> = registry;

/** Reports a notice and returns its severity (the value checks ask whether it was an ERROR). */
export type Report = (code: NoticeCode, file: string, line: number | undefined, field: string | undefined, message: string) => Severity;

/** An empty list of notices and the function that adds to it. */
export function noticeList(): { notices: Notice[]; add: Report } {
  const notices: Notice[] = [];
  const add: Report = (codeName, file, line, field, message) => {
    const known = noticeCodes[codeName];
    if (!known) throw new Error(`gtfs-check: unknown notice code ${codeName}`);
    notices.push({
      code: codeName,
      severity: known.severity,
      file,
      ...(line === undefined ? {} : { line }),
      ...(field ? { field } : {}),
      message,
    });
    return known.severity;
  };
  return { notices, add };
}

/** One line per notice: `ERROR foreign_key_violation trips.txt:3 route_id: …`. */
export function formatNotices(notices: Notice[]): string {
  return notices
    .map(
      ({ severity, code: codeName, file, line, field, message }) =>
        `${severity} ${codeName} ${file}${line === undefined ? '' : `:${line}`}${field ? ` ${field}` : ''}: ${message}`,
    )
    .join('\n');
}
