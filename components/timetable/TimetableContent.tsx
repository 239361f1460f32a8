import type { ReactNode } from 'react';
import { NoticeList } from '@/components/notices/NoticeList';
import type { Locale } from '@/lib/i18n';
import { currentNotices } from '@/lib/notices';
import { timetable } from '@/lib/timetable';
import { timetableCopy } from '@/lib/timetable-copy';
import { faresCheckedText, timetableNotes, timetableViewData } from '@/lib/timetable-view';
import { RouteMap } from './RouteMap';
import { TimetableView } from './TimetableView';

/**
 * The timetable page's content, in one language: title, the finder (an enhancement; without
 * JavaScript it is hidden and the tables are the page), the notes and map, then every route,
 * both ways, each in a block whose id is the route's id (/timetable#dhaka-barishal).
 */
export function TimetableContent({ locale }: { locale: Locale }) {
  const copy = timetableCopy[locale];
  // Each route block shows the notices that name it, as the banner above the page does.
  const current = currentNotices();
  const routeNotices: Record<string, ReactNode> = {};
  for (const route of timetable.routes) {
    const affecting = current.filter((notice) => notice.routes.includes(route.id));
    if (affecting.length) {
      routeNotices[route.id] = (
        <div data-notice-group="" className="tt-route-notices">
          <NoticeList locale={locale} notices={affecting} />
        </div>
      );
    }
  }
  const notes = (
    <section aria-labelledby="tt-notes-title" className="tt-notes" data-static="">
      <h2 id="tt-notes-title" className="tt-h2">
        {copy.notesTitle}
      </h2>
      <ul>
        {timetableNotes(locale).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className="tt-page container-page">
      <div className="max-w-3xl" data-static="">
        <h1 className="section-title">{copy.title}</h1>
        <p className="lead">{copy.intro}</p>
        <p className="tt-checked">{faresCheckedText(locale)}</p>
      </div>
      <TimetableView data={timetableViewData(locale)} notes={notes} map={<RouteMap locale={locale} />} routeNotices={routeNotices} />
    </div>
  );
}
