import type { ReactNode } from 'react';
import { finderData, type TimetableViewData } from '@/lib/timetable/view';
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
  /** The live status of each route and of each sailing, by id: server-rendered live blocks. */
  routeStatus: Record<string, ReactNode>;
  sailingStatus: Record<string, ReactNode>;
};

export function TimetableView({ data, notes, map, routeStatus, sailingStatus }: TimetableViewProps) {
  return (
    <>
      <div className="tt-top">
        <div>
          {/* The finder's heading and intro are static blocks: their words travel once, in the HTML. */}
          <section aria-labelledby="finder-title" className="js-only tt-finder">
            <h2 id="finder-title" className="tt-h2" data-static="">
              {data.text.finder.title}
            </h2>
            <p className="mt-1 text-slate-700" data-static="">
              {data.text.finder.intro}
            </p>
            <TripFinder data={finderData(data)} />
          </section>
          {notes}
        </div>
        {map}
      </div>
      {data.routes.map((route) => (
        <RouteTables key={route.id} data={data} route={route} notices={routeStatus[route.id]} sailingStatus={sailingStatus} />
      ))}
    </>
  );
}
