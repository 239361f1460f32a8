// stops.txt: names and positions, parent stations and their location types, and whether trips
// call where they may (StopNameValidator, StopRequiredLocationValidator,
// LocationTypeSingleEntityValidator, ParentStationValidator, LocationHasStopTimesValidator).
import type { Feed } from '../feed';
import { num, quoted, type Row } from '../load';

const locationType = (row: Row) => num(row, 'location_type') ?? 0;

/** Each stop's name, description, position and parent station, row by row. */
function checkStop({ table, rowNotice }: Feed, row: Row): void {
  const stops = table('stops.txt');
  const type = locationType(row);
  const lat = num(row, 'stop_lat');
  const lon = num(row, 'stop_lon');
  const stopStationOrEntrance = type === 0 || type === 1 || type === 2;
  if (stopStationOrEntrance && (lat === undefined || lon === undefined))
    rowNotice('stop_without_location', stops, row, 'stop_lat', `location_type ${type} needs stop_lat and stop_lon`);
  if (stopStationOrEntrance && !row.s.stop_name)
    rowNotice('missing_stop_name', stops, row, 'stop_name', `location_type ${type} needs a stop_name`);
  if (row.s.stop_name && row.s.stop_desc && row.s.stop_name.toLowerCase() === row.s.stop_desc.toLowerCase()) {
    rowNotice('same_name_and_description_for_stop', stops, row, 'stop_desc', `stop_desc repeats stop_name ${quoted(row.s.stop_name)}`);
  }
  if (lat !== undefined && lon !== undefined) {
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

/** The location type a parent station must have, by the child's location type. */
const expectedParent: Record<number, number> = { 0: 1, 2: 1, 3: 1, 4: 0 };

export function checkStops(feed: Feed): void {
  const { table, usable, rowNotice } = feed;
  const stops = table('stops.txt');
  for (const row of stops.rows) checkStop(feed, row);
  if (!usable('stops.txt')) return;
  const stopById = new Map(stops.rows.map((row) => [row.s.stop_id, row]));
  for (const row of stops.rows) {
    const parent = row.s.parent_station && stopById.get(row.s.parent_station);
    const expected = expectedParent[locationType(row)];
    if (parent && expected !== undefined && locationType(parent) !== expected) {
      rowNotice(
        'wrong_parent_location_type',
        stops,
        row,
        'parent_station',
        `parent_station ${quoted(row.s.parent_station)} has location_type ${locationType(parent)}, not ${expected}`,
      );
    }
  }
}

/** Trips call at every stop (location_type 0), and at nothing else. */
export function checkStopsServed({ table, usable, rowNotice }: Feed): void {
  if (!usable('stops.txt', 'stop_times.txt')) return;
  const stops = table('stops.txt');
  const served = new Map<string, Row>();
  for (const row of table('stop_times.txt').rows) {
    const stopId = row.s.stop_id;
    if (stopId && !served.has(stopId)) served.set(stopId, row);
  }
  for (const row of stops.rows) {
    const type = locationType(row);
    const stopTime = served.get(row.s.stop_id ?? '');
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
