import { Fragment } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localName, stopById, timetable } from '@/lib/timetable/model';
import { timetableCopy } from '@/lib/timetable/copy';

/*
 * Our own sketch of the delta: rivers as simple strokes behind; each route drawn along its path
 * and the towns placed at their positions, both from the timetable data (the same coordinates as
 * the GTFS feed's shapes). North up, 420 units to a degree both ways (close enough at 23° N for a
 * sketch). The drawing is at least 420 × 600 and grows to hold every stop and path the timetable
 * has, with room for the names and the sea below them, so a stop an operator adds is inside it
 * whatever its position.
 */
const SCALE = 420;
const project = ({ lat, lon }: { lat: number; lon: number }) => ({
  x: Math.round((lon - 89.9) * SCALE),
  y: Math.round((23.85 - lat) * SCALE),
});

/** Where a town's name goes, where the default (right of the dot) would run into another. */
const labelSide: Record<string, 'left' | 'below'> = { chandpur: 'left', barishal: 'left', jhalokathi: 'below' };

/** The sea's band below the land, and the margin round a dot or a line. */
const SEA = 40;
const MARGIN = 10;
/** A name's width, generously: 16 px bold, about 10 units a letter in either language. */
const nameWidth = (stop: (typeof timetable.stops)[number]) => 12 + 10 * Math.max(stop.town.en.length, stop.town.bn.length);

/**
 * The drawing's box: the base sketch's 420 × 600, grown to every path point and every stop with
 * its name on its side, so whatever an operator adds is inside it and above the sea.
 */
function frame() {
  const extents = [
    ...timetable.routes.flatMap((route) =>
      route.path.map(([lat, lon]) => {
        const { x, y } = project({ lat, lon });
        return { left: x - MARGIN, right: x + MARGIN, top: y - MARGIN, bottom: y + MARGIN };
      }),
    ),
    ...timetable.stops.map((stop) => {
      const { x, y } = project(stop.position);
      const width = nameWidth(stop);
      const side = labelSide[stop.id] ?? 'right';
      if (side === 'below') return { left: x - width / 2, right: x + width / 2, top: y - MARGIN, bottom: y + 28 + MARGIN };
      return side === 'left'
        ? { left: x - width, right: x + MARGIN, top: y - 2 * MARGIN, bottom: y + 2 * MARGIN }
        : { left: x - MARGIN, right: x + width, top: y - 2 * MARGIN, bottom: y + 2 * MARGIN };
    }),
  ];
  const left = Math.floor(Math.min(0, ...extents.map((e) => e.left)));
  const right = Math.ceil(Math.max(420, ...extents.map((e) => e.right)));
  const top = Math.floor(Math.min(0, ...extents.map((e) => e.top)));
  const land = Math.ceil(Math.max(600 - SEA, ...extents.map((e) => e.bottom)));
  return { left, top, width: right - left, height: land + SEA - top, seaTop: land };
}

/** Drops points the eye cannot tell from the line between their neighbours (within a unit): fewer bytes, the same line. */
function simplify(points: { x: number; y: number }[]): { x: number; y: number }[] {
  if (points.length < 3) return points;
  const [a, b] = [points[0]!, points.at(-1)!];
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  let worst = 0;
  let at = 0;
  points.forEach((p, i) => {
    const d = Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / length;
    if (d > worst) [worst, at] = [d, i];
  });
  if (worst <= 1) return [a, b];
  return [...simplify(points.slice(0, at + 1)).slice(0, -1), ...simplify(points.slice(at))];
}

type RiverKey = keyof (typeof timetableCopy)['en']['map']['rivers'];

/** River courses (schematic, running on south past the base sketch to the sea) and where each one's name sits. */
const rivers: { key: RiverKey; d: string; label: [number, number]; width: number }[] = [
  { key: 'padma', d: 'M0 120C110 150 200 190 300 240', label: [20, 150], width: 12 },
  { key: 'buriganga', d: 'M214 59C226 78 232 98 246 110S270 120 284 124', label: [236, 132], width: 6 },
  {
    key: 'meghna',
    d: 'M410 20C350 70 300 100 285 125S284 180 296 205S313 236 311 260L309 430C330 460 365 520 395 600L440 900',
    label: [340, 90],
    width: 16,
  },
  { key: 'kirtankhola', d: 'M306 434C280 437 262 442 246 455S214 468 197 483S150 560 140 600L120 900', label: [130, 452], width: 6 },
  { key: 'tentulia', d: 'M298 436C285 460 274 500 270 600L260 900', label: [228, 585], width: 9 },
  { key: 'sugandha', d: 'M197 483C170 495 140 505 126 508S60 520 0 530', label: [8, 556], width: 5 },
];

export function RouteMap({ locale }: { locale: Locale }) {
  const copy = timetableCopy[locale].map;
  const box = frame();
  const routes = timetable.routes.map((route) => ({
    id: route.id,
    points: simplify(route.path.map(([lat, lon]) => project({ lat, lon }))),
    stops: route.stops.map((id) => localName(stopById(id).town, locale)),
  }));
  return (
    <figure className="tt-map" data-static="">
      <svg viewBox={`${box.left} ${box.top} ${box.width} ${box.height}`} role="img" aria-labelledby="route-map-title">
        <title id="route-map-title">{copy.title}</title>
        <rect className="tt-sea" x={box.left} y={box.seaTop} width={box.width} height={SEA} />
        <g className="tt-rivers">
          {rivers.map((river) => (
            <path key={river.key} d={river.d} strokeWidth={river.width} />
          ))}
          {rivers.map((river) => (
            <text key={river.key} x={river.label[0]} y={river.label[1]}>
              {copy.rivers[river.key]}
            </text>
          ))}
          <text x={box.left + box.width - 110} y={box.seaTop + 30}>
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
        <p className="text-sm">{copy.credit}</p>
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
