// stop_times.txt against stops.txt and routes.txt: no trip travels between consecutive stops faster
// than its kind of vehicle can (StopTimeTravelSpeedValidator).
import type { Feed } from '../feed';
import { num, quoted, type Row } from '../load';
import { formatSeconds } from '../values';
import { sequence, stopTimesByTrip } from './stop-times';

type Point = { lat: number; lon: number };

/** Great-circle distance in km, with the Earth radius the validator's S2Earth uses. */
function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371.01 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The validator's speed limits by route_type, in km/h. */
const SPEED_LIMITS: Record<number, number> = { 0: 100, 1: 150, 2: 500, 3: 150, 4: 80, 5: 30, 6: 50, 7: 50, 11: 150, 12: 150 };
const maxSpeedKph = (routeType: number | undefined): number => (routeType === undefined ? undefined : SPEED_LIMITS[routeType]) ?? 200;

export function checkTravelSpeed({ table, usable, rowNotice }: Feed): void {
  if (!usable('routes.txt', 'trips.txt', 'stops.txt', 'stop_times.txt')) return;
  const stopTimes = table('stop_times.txt');
  const routeById = new Map(table('routes.txt').rows.map((row) => [row.s.route_id, row]));
  const tripById = new Map(table('trips.txt').rows.map((row) => [row.s.trip_id, row]));
  const stopById = new Map(table('stops.txt').rows.map((row) => [row.s.stop_id, row]));
  const place = (row: Row): Point | undefined => {
    const stop = stopById.get(row.s.stop_id);
    const lat = stop && num(stop, 'stop_lat');
    const lon = stop && num(stop, 'stop_lon');
    return lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
  };
  for (const [tripId, rows] of stopTimesByTrip(stopTimes)) {
    const trip = tripById.get(tripId);
    const route = trip && routeById.get(trip.s.route_id);
    if (!route) continue;
    const routeType = num(route, 'route_type');
    const limit = maxSpeedKph(routeType);
    const [first, ...rest] = [...rows].sort((a, b) => sequence(a) - sequence(b));
    let start = first!;
    for (const end of rest) {
      const [from, to] = [place(start), place(end)];
      const leave = num(start, 'departure_time');
      const arrive = num(end, 'arrival_time');
      if (!from || !to || leave === undefined || arrive === undefined) continue;
      const km = distanceKm(from, to);
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
          `trip ${quoted(tripId)} covers the ${km.toFixed(1)} km from stop ${quoted(start.s.stop_id)} (${formatSeconds(leave)}) to ${quoted(end.s.stop_id)} (${formatSeconds(arrive)}) at ${Math.round(speed)} km/h, over the ${limit} km/h a route_type ${routeType} vehicle makes`,
        );
      }
      start = end;
    }
  }
}
