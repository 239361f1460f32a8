'use client';

import type { ReactNode } from 'react';
import type { TimetableViewData } from '@/lib/timetable-view';
import { RouteTables } from './RouteTables';
import { TripFinder } from './TripFinder';

/**
 * The trip finder and every route's tables, rendered from one compact, preformatted dataset.
 * It is a client component for the page's weight, not for behaviour: Next sends a client
 * component's props once, where server-rendered tables would travel twice (HTML plus their
 * element tree in the page's script payload, which counts as JavaScript). The tables are in the
 * exported HTML all the same; only the finder needs JavaScript. `notes` and `map` stay server
 * components, passed through.
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
