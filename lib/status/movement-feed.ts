/**
 * The ghats' taps in GTFS Realtime trip updates (issue 57): for each trip of the day recorded as
 * left, the recorded times (departure at its first stop, arrivals at the stops it called at or
 * reached) with uncertainty 0, and predicted times at the stops still ahead (the timetabled time
 * moved by the delay so far: lib/status/progress.ts) with an uncertainty that grows with the
 * distance in time from the last recorded stop. lib/status/feeds.ts puts them in its feed, in
 * place of a delay announced before the launch left.
 */
import { transit_realtime as realtime } from 'gtfs-realtime-bindings';
import type { Status } from './status';
import { progressOf, sailingsInProgress } from './progress';
import { serviceMinute } from './movements';
import { timedCalls } from '../timetable/model';

/** A prediction is never surer than this (seconds): launches are not trains. */
const BASE_UNCERTAINTY_SECONDS = 300;
/** ...and loses this share of the time still to travel (0.1: six minutes an hour). */
const UNCERTAINTY_SHARE = 0.1;

const seconds = (ms: number) => Math.round(ms / 1000);

export function movementTripUpdates(status: Status, now: number): realtime.IFeedEntity[] {
  const entities: realtime.IFeedEntity[] = [];
  for (const day of sailingsInProgress(status, now)) {
    const progress = progressOf(day, now);
    if (progress.state !== 'left' && progress.state !== 'arrived') continue;
    const movement = day.movement!;
    const calls = timedCalls(day.sailing);
    const recorded = new Map(movement.calls.filter((call) => call.at <= now).map((call) => [call.stop, call.at]));
    const arrivedAt = progress.state === 'arrived' ? progress.arrived.at : undefined;
    const ahead = new Map(progress.state === 'left' ? progress.ahead.map((stop) => [stop.stop, stop]) : []);
    const delay = progress.state === 'left' ? progress.delayMinutes * 60_000 : 0;
    let lastKnown = progress.departed.at;
    const updates: realtime.TripUpdate.IStopTimeUpdate[] = [];
    calls.forEach((call, index) => {
      const timetabled = (minutes: number | undefined) => (minutes === undefined ? undefined : serviceMinute(day.date, minutes));
      const plannedArrival = timetabled(call.arriveAt);
      const plannedDeparture = timetabled(call.departAt);
      const update: realtime.TripUpdate.IStopTimeUpdate = {
        stopSequence: index + 1,
        stopId: call.stop,
        scheduleRelationship: realtime.TripUpdate.StopTimeUpdate.ScheduleRelationship.SCHEDULED,
      };
      const event = (at: number, planned: number, uncertainty: number) => ({
        time: seconds(at),
        delay: seconds(at - planned),
        uncertainty,
      });
      if (index === 0) {
        update.departure = event(progress.departed.at, plannedDeparture!, 0);
      } else if (recorded.has(call.stop) || (arrivedAt !== undefined && index === calls.length - 1)) {
        const at = recorded.get(call.stop) ?? arrivedAt!;
        lastKnown = at;
        update.arrival = event(at, plannedArrival!, 0);
        if (plannedDeparture !== undefined && progress.state === 'left') {
          // Leaving again: no sooner than it came, nor than its time moved by the delay.
          const leaves = Math.max(at, plannedDeparture + delay);
          update.departure = event(leaves, plannedDeparture, uncertaintyOf(leaves - at));
        }
      } else if (ahead.has(call.stop)) {
        const expected = ahead.get(call.stop)!;
        update.arrival = event(expected.at, plannedArrival!, uncertaintyOf(expected.at - lastKnown));
        if (plannedDeparture !== undefined) {
          const leaves = Math.max(expected.at, plannedDeparture + delay);
          update.departure = event(leaves, plannedDeparture, uncertaintyOf(leaves - lastKnown));
        }
      } else {
        // A stop passed with no tap there: nothing known of it.
        update.scheduleRelationship = realtime.TripUpdate.StopTimeUpdate.ScheduleRelationship.NO_DATA;
      }
      updates.push(update);
    });
    entities.push({
      id: `sailing-${day.sailing.id}-${day.date.replace(/-/g, '')}`,
      tripUpdate: {
        trip: {
          tripId: day.sailing.id,
          routeId: day.route.id,
          directionId: day.sailing.direction === 'outbound' ? 0 : 1,
          startDate: day.date.replace(/-/g, ''),
          scheduleRelationship: realtime.TripDescriptor.ScheduleRelationship.SCHEDULED,
        },
        timestamp: seconds(status.updatedAt),
        delay: seconds(arrivedAt === undefined ? delay : arrivedAt - serviceMinute(day.date, calls.at(-1)!.arriveAt!)),
        stopTimeUpdate: updates,
      },
    });
  }
  return entities;
}

/** The uncertainty of a prediction `ahead` ms after the last recorded time, in seconds. */
function uncertaintyOf(ahead: number): number {
  return Math.round(BASE_UNCERTAINTY_SECONDS + (UNCERTAINTY_SHARE * Math.max(ahead, 0)) / 1000);
}
