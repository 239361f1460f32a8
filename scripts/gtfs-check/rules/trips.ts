// trips.txt: bicycles on ferries (BikesAllowanceValidator), and trips with too few stop times to be
// used (TripUsageValidator, TripUsabilityValidator).
import type { Feed } from '../feed';
import { num } from '../load';
import { stopTimesByTrip } from './stop-times';

export function checkBikeAllowance({ table, usable, rowNotice }: Feed): void {
  if (!usable('trips.txt', 'routes.txt')) return;
  const trips = table('trips.txt');
  const routeById = new Map(table('routes.txt').rows.map((row) => [row.s.route_id, row]));
  for (const row of trips.rows) {
    const route = routeById.get(row.s.route_id);
    const bikes = num(row, 'bikes_allowed');
    if (route && num(route, 'route_type') === 4 && bikes !== 1 && bikes !== 2) {
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

export function checkTripUsage({ table, usable, rowNotice }: Feed): void {
  if (!usable('trips.txt', 'stop_times.txt')) return;
  const trips = table('trips.txt');
  const byTrip = stopTimesByTrip(table('stop_times.txt'));
  for (const row of trips.rows) {
    const count = byTrip.get(row.s.trip_id ?? '')?.length ?? 0;
    if (count === 0) rowNotice('unused_trip', trips, row, 'trip_id', 'no stop_times.txt row belongs to this trip');
    if (count <= 1)
      rowNotice('unusable_trip', trips, row, 'trip_id', `the trip has ${count} stop time${count === 1 ? '' : 's'}: a trip needs two stops`);
  }
}
