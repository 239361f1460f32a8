// shapes.txt and stop_times.shape_dist_traveled: distances that increase along each shape and each
// trip, and no stop further along than its shape goes (ShapeIncreasingDistanceValidator,
// StopTimeIncreasingDistanceValidator, ShapeToStopMatchingValidator).
import type { Feed } from '../feed';
import { num, quoted, type Row } from '../load';
import { sequence, stopTimesByTrip } from './stop-times';

export function checkShapes({ table, usable, rowNotice }: Feed): void {
  if (!usable('shapes.txt')) return;
  const shapes = table('shapes.txt');
  const byShape = new Map<string, Row[]>();
  for (const row of shapes.rows) {
    const list = byShape.get(row.s.shape_id ?? '') ?? [];
    list.push(row);
    byShape.set(row.s.shape_id ?? '', list);
  }
  const lengths = new Map<string, number>();
  for (const [shapeId, rows] of byShape) {
    const sorted = [...rows].sort((a, b) => (num(a, 'shape_pt_sequence') ?? 0) - (num(b, 'shape_pt_sequence') ?? 0));
    sorted.forEach((row, i) => {
      const distance = num(row, 'shape_dist_traveled');
      if (distance !== undefined) lengths.set(shapeId, Math.max(lengths.get(shapeId) ?? 0, distance));
      const before = sorted[i - 1];
      if (!before) return;
      const previous = num(before, 'shape_dist_traveled');
      if (previous === undefined || distance === undefined) return;
      const samePlace = before.s.shape_pt_lat === row.s.shape_pt_lat && before.s.shape_pt_lon === row.s.shape_pt_lon;
      if (distance < previous || (distance === previous && !samePlace)) {
        rowNotice(
          'decreasing_or_equal_shape_distance',
          shapes,
          row,
          'shape_dist_traveled',
          `shape ${quoted(shapeId)}: ${distance} is not more than ${previous} at the point before it (line ${before.line})`,
        );
      } else if (distance === previous) {
        rowNotice(
          'equal_shape_distance_same_coordinates',
          shapes,
          row,
          'shape_dist_traveled',
          `shape ${quoted(shapeId)}: the same point as the one before it (line ${before.line}), at the same distance`,
        );
      }
    });
  }

  if (!usable('stop_times.txt', 'trips.txt')) return;
  const stopTimes = table('stop_times.txt');
  const shapeOfTrip = new Map(table('trips.txt').rows.map((row) => [row.s.trip_id ?? '', row.s.shape_id]));
  for (const [tripId, rows] of stopTimesByTrip(stopTimes)) {
    const sorted = [...rows].sort((a, b) => sequence(a) - sequence(b));
    const length = lengths.get(shapeOfTrip.get(tripId) ?? '');
    let last: Row | undefined;
    for (const row of sorted) {
      const distance = num(row, 'shape_dist_traveled');
      if (distance === undefined) continue;
      const previous = last && num(last, 'shape_dist_traveled');
      if (last && previous !== undefined && distance <= previous) {
        rowNotice(
          'decreasing_or_equal_stop_time_distance',
          stopTimes,
          row,
          'shape_dist_traveled',
          `trip ${quoted(tripId)}: ${distance} is not more than ${previous} at the stop before it (line ${last.line})`,
        );
      }
      if (length !== undefined && distance > length + 0.011) {
        rowNotice(
          'shape_dist_traveled_exceeds_shape_distance',
          stopTimes,
          row,
          'shape_dist_traveled',
          `trip ${quoted(tripId)}: ${distance} is beyond the end of its shape (${length})`,
        );
      }
      last = row;
    }
  }
}
