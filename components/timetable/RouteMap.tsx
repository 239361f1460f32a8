import { Fragment } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localName, stopById, timetable } from '@/lib/timetable/model';
import { timetableCopy } from '@/lib/timetable/copy';

/*
 * Our own sketch of the delta: rivers as simple strokes behind; each route drawn along its path
 * and the towns placed at their positions, both from the timetable data (the same coordinates as
 * the GTFS feed's shapes). Drawn in a 420 × 600 box, north up.
 */
const project = ({ lat, lon }: { lat: number; lon: number }) => ({
  x: Math.round((lon - 89.9) * 420),
  y: Math.round((23.85 - lat) * 420),
});

/** Where a town's name goes, where the default (right of the dot) would run into another. */
const labelSide: Record<string, 'left' | 'below'> = { chandpur: 'left', barishal: 'left', jhalokathi: 'below' };

type RiverKey = keyof (typeof timetableCopy)['en']['map']['rivers'];

/** River courses (schematic) and where each one's name sits. */
const rivers: { key: RiverKey; d: string; label: [number, number]; width: number }[] = [
  { key: 'padma', d: 'M0 120C110 150 200 190 300 240', label: [20, 150], width: 12 },
  { key: 'buriganga', d: 'M214 59C230 110 250 170 290 230', label: [236, 120], width: 6 },
  { key: 'meghna', d: 'M410 20C360 110 320 190 315 260S330 420 390 600', label: [340, 90], width: 16 },
  { key: 'kirtankhola', d: 'M318 330C280 380 230 430 197 483S150 560 140 600', label: [240, 392], width: 6 },
  { key: 'tentulia', d: 'M325 380C300 440 280 500 270 600', label: [228, 585], width: 9 },
  { key: 'sugandha', d: 'M197 483C170 495 140 505 126 508S60 520 0 530', label: [8, 556], width: 5 },
];

export function RouteMap({ locale }: { locale: Locale }) {
  const copy = timetableCopy[locale].map;
  const routes = timetable.routes.map((route) => ({
    id: route.id,
    points: route.path.map(([lat, lon]) => project({ lat, lon })),
    stops: route.stops.map((id) => localName(stopById(id).town, locale)),
  }));
  return (
    <figure className="tt-map" data-static="">
      <svg viewBox="0 0 420 600" role="img" aria-labelledby="route-map-title">
        <title id="route-map-title">{copy.title}</title>
        <rect className="tt-sea" y="560" width="420" height="40" />
        <g className="tt-rivers">
          {rivers.map((river) => (
            <path key={river.key} d={river.d} strokeWidth={river.width} />
          ))}
          {rivers.map((river) => (
            <text key={river.key} x={river.label[0]} y={river.label[1]}>
              {copy.rivers[river.key]}
            </text>
          ))}
          <text x="310" y="590">
            {copy.rivers.bayOfBengal}
          </text>
        </g>
        <g className="tt-lines">
          {routes.map((route) => (
            <polyline key={route.id} points={route.points.map((p) => `${p.x},${p.y}`).join(' ')} />
          ))}
        </g>
        <g className="tt-towns">
          {timetable.stops.map((stop) => {
            const { x, y } = project(stop.position);
            const side = labelSide[stop.id] ?? 'right';
            const label = { right: { x: x + 12, y: y + 6 }, left: { x: x - 12, y: y + 6 }, below: { x, y: y + 28 } }[side];
            return (
              <Fragment key={stop.id}>
                <circle cx={x} cy={y} r="7" />
                <text x={label.x} y={label.y} textAnchor={side === 'left' ? 'end' : side === 'below' ? 'middle' : undefined}>
                  {localName(stop.town, locale)}
                </text>
              </Fragment>
            );
          })}
        </g>
      </svg>
      <figcaption>
        <p>{copy.description}</p>
        <p>{copy.listIntro}</p>
        <ul>
          {routes.map((route) => (
            <li key={route.id}>
              <a href={`#${route.id}`}>{route.stops.join(' → ')}</a>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
