import { routes, type RouteCard as RouteCardData } from '@/lib/content';
import { Section } from '../Section';

function RouteCard({ route }: { route: RouteCardData }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-xl font-semibold text-slate-900">
        {route.from} <span aria-hidden>→</span>
        <span className="sr-only">to</span> {route.to}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {route.fromTerminal} to {route.toTerminal}
      </p>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Journey time</dt>
          <dd className="text-slate-700">{route.duration}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Departures</dt>
          <dd className="text-slate-700">{route.schedule}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Classes</dt>
          <dd className="text-slate-700">{route.classes}</dd>
        </div>
      </dl>
    </li>
  );
}

export function Routes() {
  return (
    <Section id="routes" title={routes.title} intro={routes.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {routes.cards.map((route) => (
          <RouteCard key={`${route.from}-${route.to}`} route={route} />
        ))}
      </ul>
    </Section>
  );
}
