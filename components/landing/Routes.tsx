import type { Locale } from '@/lib/i18n/locales';
import { routeWords } from '@/content/words/landing';
import { routeCards, type RouteCardView } from '@/lib/timetable/view';
import { Section } from '../Section';

type Labels = ReturnType<typeof routeWords>;

function RouteCard({ route, labels }: { route: RouteCardView; labels: Labels }) {
  return (
    <li className="card flex flex-col">
      <h3 className="card-title text-xl">
        {route.from} {labels.to} {route.to}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {route.fromTerminal} {labels.to} {route.toTerminal}
        {route.via && <span className="block">{route.via}</span>}
      </p>
      <dl className="route-facts">
        <div>
          <dt>{labels.journeyTime}</dt>
          <dd>{route.duration}</dd>
        </div>
        <div>
          <dt>{labels.departures}</dt>
          <dd>{route.schedule}</dd>
        </div>
        <div>
          <dt>{labels.classes}</dt>
          <dd>{route.classes}</dd>
        </div>
        <div>
          <dt>{labels.fares}</dt>
          <dd>{route.fromFare}</dd>
        </div>
      </dl>
      <p className="mt-auto pt-4">
        <a href={route.href} className="route-link">
          {route.linkLabel}
          <span className="sr-only">
            : {route.from} {labels.to} {route.to}
          </span>
        </a>
      </p>
    </li>
  );
}

/** The route cards, made from the timetable (content/timetable/timetable.json), each linking to its times and fares; the words around them from content/words/landing.ts. */
export function Routes({ locale }: { locale: Locale }) {
  const routes = routeWords(locale);
  return (
    <Section id="routes" title={routes.title} intro={routes.intro}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {routeCards(locale).map((route) => (
          <RouteCard key={route.id} route={route} labels={routes} />
        ))}
      </ul>
    </Section>
  );
}
