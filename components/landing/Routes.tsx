import { routes, type RouteCard as RouteCardData } from '@/lib/content';
import { Section } from '../Section';

function RouteCard({ route }: { route: RouteCardData }) {
  return (
    <li className="card flex flex-col">
      <h3 className="card-title text-xl">
        {route.from} to {route.to}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {route.fromTerminal} to {route.toTerminal}
      </p>
      <dl className="route-facts">
        <div>
          <dt>Journey time</dt>
          <dd>{route.duration}</dd>
        </div>
        <div>
          <dt>Departures</dt>
          <dd>{route.schedule}</dd>
        </div>
        <div>
          <dt>Classes</dt>
          <dd>{route.classes}</dd>
        </div>
      </dl>
    </li>
  );
}

export function Routes() {
  return (
    <Section id="routes" title={routes.title} intro={routes.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {routes.cards.map((route, index) => (
          <RouteCard key={index} route={route} />
        ))}
      </ul>
    </Section>
  );
}
