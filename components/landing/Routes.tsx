import { dictionary } from '@/lib/copy';
import type { Locale } from '@/lib/i18n';
import { Section } from '../Section';

type RouteCardData = ReturnType<typeof dictionary>['routes']['cards'][number];
type Labels = ReturnType<typeof dictionary>['routes'];

function RouteCard({ route, labels }: { route: RouteCardData; labels: Labels }) {
  return (
    <li className="card flex flex-col">
      <h3 className="card-title text-xl">
        {route.from} {labels.to} {route.to}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {route.fromTerminal} {labels.to} {route.toTerminal}
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
      </dl>
    </li>
  );
}

export function Routes({ locale }: { locale: Locale }) {
  const routes = dictionary(locale).routes;
  return (
    <Section id="routes" title={routes.title} intro={routes.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {routes.cards.map((route, index) => (
          <RouteCard key={index} route={route} labels={routes} />
        ))}
      </ul>
    </Section>
  );
}
