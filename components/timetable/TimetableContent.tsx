import type { Locale } from '@/lib/i18n';
import { timetableCopy } from '@/lib/timetable-copy';
import { faresCheckedText, finderData, routeBlocks, timetableNotes } from '@/lib/timetable-view';
import { RouteMap } from './RouteMap';
import { RouteTables } from './RouteTables';
import { TripFinder } from './TripFinder';

/**
 * The timetable page's content, in one language: the finder (an enhancement; without JavaScript
 * it is hidden and the tables are the page), the notes and map, then every route, both ways.
 */
export function TimetableContent({ locale }: { locale: Locale }) {
  const copy = timetableCopy[locale];
  return (
    <div className="tt-page container-page">
      <div className="max-w-3xl">
        <h1 className="section-title">{copy.title}</h1>
        <p className="lead">{copy.intro}</p>
        <p className="tt-checked">{faresCheckedText(locale)}</p>
      </div>
      <div className="tt-top">
        <div>
          <TripFinder data={finderData(locale)} />
          <section aria-labelledby="tt-notes-title" className="tt-notes">
            <h2 id="tt-notes-title" className="tt-h2">
              {copy.notesTitle}
            </h2>
            <ul>
              {timetableNotes(locale).map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </section>
        </div>
        <RouteMap locale={locale} />
      </div>
      {routeBlocks(locale).map((route) => (
        <RouteTables key={route.id} route={route} locale={locale} />
      ))}
    </div>
  );
}
