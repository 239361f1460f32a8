// stop_times.txt: where each stop time is, its times in order along its trip, the trip's first and
// last stops timed, and timepoints (MissingTripEdgeValidator,
// StopTimeArrivalAndDepartureTimeValidator, TimepointTimeValidator, StopTimesTripBlockOrderValidator).
import type { Feed } from '../feed';
import { num, quoted, type Row, type Table } from '../load';

/** A stop time's stop_sequence (NaN where it has none, which a row that parsed always has). */
export const sequence = (row: Row): number => num(row, 'stop_sequence') ?? NaN;

/** Each trip's stop times, in the file's order. */
export function stopTimesByTrip(stopTimes: Table): Map<string, Row[]> {
  const byTrip = new Map<string, Row[]>();
  for (const row of stopTimes.rows) {
    const tripId = row.s.trip_id ?? '';
    const rows = byTrip.get(tripId);
    if (rows) rows.push(row);
    else byTrip.set(tripId, [row]);
  }
  return byTrip;
}

/** A trip's stop times together in the file, in increasing stop_sequence. */
function checkTripOrder({ table, rowNotice }: Feed, tripId: string, inFileOrder: Row[]): void {
  const first = inFileOrder[0];
  const last = inFileOrder.at(-1);
  if (!first || !last) return;
  const increasing = inFileOrder.every((row, i) => i === 0 || sequence(row) > sequence(inFileOrder[i - 1]!));
  if (!increasing || last.position - first.position + 1 > inFileOrder.length) {
    rowNotice(
      'unsorted_stop_times',
      table('stop_times.txt'),
      first,
      'stop_sequence',
      `trip ${quoted(tripId)}'s stop times are not together in increasing stop_sequence (lines ${first.line}–${last.line})`,
    );
  }
}

/** A trip's first and last stops have both times, unless they are pickup and drop-off windows. */
function checkTripEdges({ table, rowNotice }: Feed, tripId: string, sorted: Row[]): void {
  const [first] = sorted;
  const last = sorted.at(-1);
  if (!first || !last) return;
  const edges = sorted.length > 1 ? [first, last] : [first];
  for (const row of edges) {
    if (row.s.start_pickup_drop_off_window || row.s.end_pickup_drop_off_window) continue;
    for (const field of ['arrival_time', 'departure_time']) {
      if (!row.s[field])
        rowNotice(
          'missing_trip_edge',
          table('stop_times.txt'),
          row,
          field,
          `the ${row === first ? 'first' : 'last'} stop of trip ${quoted(tripId)} needs ${field}`,
        );
    }
  }
}

/** Along a trip: both times or neither, no arrival before the previous departure, timepoints timed. */
function checkTripTimes({ table, rowNotice }: Feed, sorted: Row[], hasTimepoint: boolean): void {
  const stopTimes = table('stop_times.txt');
  let previous: Row | undefined;
  for (const row of sorted) {
    const arrival = num(row, 'arrival_time');
    const departure = num(row, 'departure_time');
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
    if (arrival !== undefined && previous && arrival < (num(previous, 'departure_time') ?? NaN)) {
      rowNotice(
        'stop_time_with_arrival_before_previous_departure_time',
        stopTimes,
        row,
        'arrival_time',
        `arrival_time ${row.s.arrival_time} is before departure_time ${previous.s.departure_time} at the previous stop (line ${previous.line})`,
      );
    }
    if (departure !== undefined) previous = row;
    if (!hasTimepoint) continue;
    if ((arrival !== undefined || departure !== undefined) && num(row, 'timepoint') === undefined) {
      rowNotice('missing_timepoint_value', stopTimes, row, 'timepoint', 'timepoint is empty where times are given');
    }
    if (num(row, 'timepoint') === 1) {
      for (const field of ['arrival_time', 'departure_time']) {
        if (!row.s[field])
          rowNotice('stop_time_timepoint_without_times', stopTimes, row, field, `a timepoint (timepoint 1) needs ${field}`);
      }
    }
  }
}

export function checkStopTimes(feed: Feed): void {
  const { table, usable, add, rowNotice } = feed;
  const stopTimes = table('stop_times.txt');
  const placed = ['stop_id', 'location_group_id', 'location_id'].some((column) => stopTimes.columns.has(column));
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
    const arrival = num(row, 'arrival_time');
    const departure = num(row, 'departure_time');
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
  if (!usable('stop_times.txt')) return;
  const hasTimepoint = stopTimes.columns.has('timepoint');
  for (const [tripId, inFileOrder] of stopTimesByTrip(stopTimes)) {
    checkTripOrder(feed, tripId, inFileOrder);
    const sorted = [...inFileOrder].sort((a, b) => sequence(a) - sequence(b));
    checkTripEdges(feed, tripId, sorted);
    checkTripTimes(feed, sorted, hasTimepoint);
  }
}
