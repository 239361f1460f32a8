import type { ReactNode } from 'react';
import type { TimetableViewData } from '@/lib/timetable-view';
import { RouteTables } from './RouteTables';
import { TripFinder } from './TripFinder';

/**
 * The trip finder and every route's tables, rendered from one compact, preformatted dataset. Only
 * the finder is a client island and gets the dataset as its props; the tables are server-rendered
 * static blocks, so their words are not sent a second time in the page's script payload and React
 * does not hydrate them. `notes` and `map` are server components too.
 */
type TimetableViewProps = {
  data: TimetableViewData;
  notes: ReactNode;
  map: ReactNode;
  /** Service notices for each route id, server-rendered; routes without one have no entry. */
  routeNotices: Record<string, ReactNode>;
};

export function TimetableView({ data, notes, map, routeNotices }: TimetableViewProps) {
  return (
    <>
      <div className="tt-top">
        <div>
          <TripFinder data={data} />
          {notes}
        </div>
        {map}
      </div>
      {data.routes.map((route) => (
        <RouteTables key={route.id} data={data} route={route} notices={routeNotices[route.id]} />
      ))}
    </>
  );
}
