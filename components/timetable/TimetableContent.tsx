import type { ReactNode } from 'react';
import { Live } from '@/components/status/Live';
import { AlertControl, AlertWords } from '@/components/status/Alerts';
import { AlertsScript } from '@/components/status/AlertsScript';
import type { Locale } from '@/lib/i18n/locales';
import { fillCopy } from '@/lib/words/copy';
import { pageWords } from '@/lib/words/page-words';
import { timetable } from '@/lib/timetable/model';
import { timetableCopy } from '@/lib/timetable/copy';
import { faresCheckedText, routeName, scopeText, seasonText, timetableNotes, timetableViewData } from '@/lib/timetable/view';
import { RouteMap } from './RouteMap';
import { TimetableView } from './TimetableView';

/**
 * The timetable page's content, in one language: title, the finder (an enhancement; without
 * JavaScript it is hidden and the tables are the page), the notes and map, then every route,
 * both ways, each in a block whose id is the route's id (/timetable#dhaka-barishal).
 */
export function TimetableContent({ locale }: { locale: Locale }) {
  const copy = timetableCopy[locale];
  // Live blocks (components/status): each route shows the notices and changed sailings that name
  // it, and each sailing's row its changes by date, which the trip finder reads for its results.
  const routeStatus: Record<string, ReactNode> = {};
  const sailingStatus: Record<string, ReactNode> = {};
  for (const route of timetable.routes) {
    // Each route's alert button (hidden unless alerts can work here: components/status/Alerts.tsx), then its live block.
    routeStatus[route.id] = (
      <>
        <AlertControl locale={locale} route={route.id} name={routeName(locale, route)} />
        <Live name={`route-${route.id}`} locale={locale} className="mb-4" />
      </>
    );
    for (const sailing of route.sailings)
      sailingStatus[sailing.id] = <Live name={`sailing-${sailing.id}`} locale={locale} className="tt-sailing-status" />;
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
        <h1 className="section-title">{pageWords(locale, 'timetable').title}</h1>
        <p className="lead">{fillCopy(locale, copy.intro)}</p>
        <p className="mt-3 text-slate-700">{scopeText(locale)}</p>
        <p className="tt-checked">
          {seasonText(locale)} {faresCheckedText(locale)}
        </p>
      </div>
      <TimetableView
        data={timetableViewData(locale)}
        notes={notes}
        map={<RouteMap locale={locale} />}
        routeStatus={routeStatus}
        sailingStatus={sailingStatus}
      />
      {/* The status's rules, which the trip finder judges its results by (components/status/SailingBadges.tsx). */}
      <div hidden data-static="">
        <Live name="rules" locale={locale} />
      </div>
      <AlertWords locale={locale} />
      <AlertsScript />
    </div>
  );
}
