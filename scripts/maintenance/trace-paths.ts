// Traces each route's path along the rivers: between two stops (and the hand-checked waypoints
// below, where the dataset has no line), the shortest way along the WDBII river lines and GSHHG
// shores, full resolution when installed (scripts/maintenance/rivers.ts), leaving them only where
// the data has a gap, at a cost, so the trace keeps to the water wherever the data shows it.
// Prints the paths; with --write it stores them in content/timetable/timetable.json, simplified to
// points about 150 m off the trace and rounded to 3 decimals (about 100 m), each stop's own
// position kept exactly. Then run river-check.ts and look at the map on the timetable page before
// committing.
//
//   npx tsx scripts/maintenance/trace-paths.ts [--write]
import { readFileSync, writeFileSync } from 'node:fs';
import { applyEdits, modify } from 'jsonc-parser';
import { format, resolveConfig } from 'prettier';
import { TIMETABLE_FILE } from '../../lib/timetable/validate';
import { haversineKm, riverLines, shoreLines, toKm, type LatLon, type LonLat } from './rivers';

/**
 * Where the launches go that the dataset does not show: WDBII has no line for the Meghna from the
 * Dhaleshwari's mouth at Munshiganj to below Chandpur, nor for the channel from it past Hizla to
 * the Kirtonkhola, and the full resolution adds detail, not these rivers. Points on the river's
 * course, [lat, lon], between a leg's two stops; a waypoint the data now carries by itself is
 * dropped (docs/routes.md).
 */
const waypoints: Record<string, LatLon[]> = {
  'dhaka>chandpur': [
    [23.535, 90.535],
    [23.48, 90.575],
    [23.32, 90.6],
  ],
  'chandpur>barishal': [
    [23.16, 90.6],
    [23.07, 90.56],
    [22.98, 90.515],
    [22.88, 90.52],
    [22.8, 90.505],
  ],
  'barishal>bhola': [
    [22.62, 90.39],
    [22.61, 90.505],
    [22.63, 90.6],
  ],
  // Across the Kirtonkhola's bend, then down the channel WDBII draws south-east from it to its end,
  // 4 km short of the wide water west of Mehendiganj, which GSHHG draws as a lake.
  'barishal>mehendiganj': [
    [22.775, 90.43],
    [22.754, 90.458],
  ],
};

/** Off the lines a leg costs this many times its length, so the trace takes the river wherever there is one. */
const GAP_COST = 4;
/** How far a stop or a waypoint may be from the line it joins, and a gap the trace may jump, in km. */
const JOIN_KM = 8;
const HOP_KM = 2.5;

interface Graph {
  points: LonLat[];
  edges: Map<number, [number, number][]>;
}

function buildGraph(lines: LonLat[][]): Graph {
  const points: LonLat[] = [];
  const edges = new Map<number, [number, number][]>();
  const link = (a: number, b: number, cost: number) => {
    if (!edges.has(a)) edges.set(a, []);
    if (!edges.has(b)) edges.set(b, []);
    edges.get(a)!.push([b, cost]);
    edges.get(b)!.push([a, cost]);
  };
  const lineOf: number[] = [];
  lines.forEach((line, l) => {
    line.forEach((point, i) => {
      points.push(point);
      lineOf.push(l);
      if (i > 0) link(points.length - 2, points.length - 1, km(line[i - 1]!, point));
    });
  });
  // Lines meet where the data cuts them into bins and where rivers join: link near points of
  // different lines, at the gap's cost beyond a few hundred metres.
  const grid = gridOf(points, HOP_KM);
  points.forEach((point, a) => {
    for (const b of near(grid, point, HOP_KM)) {
      if (b > a && lineOf[b] !== lineOf[a]) {
        const d = km(point, points[b]!);
        if (d <= HOP_KM) link(a, b, d < 0.3 ? d : d * GAP_COST);
      }
    }
  });
  return { points, edges };
}

const km = (a: LonLat, b: LonLat) => haversineKm([a[1], a[0]], [b[1], b[0]]);

function gridOf(points: LonLat[], cellKm: number): Map<string, number[]> {
  const grid = new Map<string, number[]>();
  points.forEach((point, i) => {
    const [x, y] = toKm(point).map((v) => Math.floor(v / cellKm));
    const key = `${x},${y}`;
    if (!grid.has(key)) grid.set(key, []);
    grid.get(key)!.push(i);
  });
  return grid;
}

function near(grid: Map<string, number[]>, point: LonLat, cellKm: number): number[] {
  const [x, y] = toKm(point).map((v) => Math.floor(v / cellKm));
  const found: number[] = [];
  for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) found.push(...(grid.get(`${x! + dx},${y! + dy}`) ?? []));
  return found;
}

/** The cheapest way from a to b: along the lines, joined to them at the gap's cost, or straight at that cost. */
function trace(graph: Graph, grid: Map<string, number[]>, a: LonLat, b: LonLat): LonLat[] {
  const start = -1;
  const end = -2;
  const dist = new Map<number, number>([[start, 0]]);
  const previous = new Map<number, number>();
  const joins = (point: LonLat) =>
    near(grid, point, JOIN_KM)
      .map((i) => [i, km(point, graph.points[i]!)] as const)
      .filter(([, d]) => d <= JOIN_KM);
  const toEnd = new Map(joins(b).map(([i, d]) => [i, d * GAP_COST]));
  const queue: [number, number][] = [[0, start]];
  const neighbours = (n: number): [number, number][] => {
    if (n === start) return [[end, km(a, b) * GAP_COST], ...joins(a).map(([i, d]) => [i, d * GAP_COST] as [number, number])];
    const out = [...(graph.edges.get(n) ?? [])];
    const last = toEnd.get(n);
    if (last !== undefined) out.push([end, last]);
    return out;
  };
  while (queue.length) {
    queue.sort((x, y) => y[0] - x[0]);
    const [d, n] = queue.pop()!;
    if (n === end) break;
    if (d > (dist.get(n) ?? Infinity)) continue;
    for (const [m, cost] of neighbours(n)) {
      if (d + cost < (dist.get(m) ?? Infinity)) {
        dist.set(m, d + cost);
        previous.set(m, n);
        queue.push([d + cost, m]);
      }
    }
  }
  const way: LonLat[] = [b];
  for (let n = previous.get(end)!; n !== start; n = previous.get(n)!) way.unshift(graph.points[n]!);
  way.unshift(a);
  return way;
}

/** Douglas–Peucker in km: drops points closer than `toleranceKm` to the line between those kept. */
function simplify(points: LonLat[], toleranceKm: number): LonLat[] {
  if (points.length < 3) return points;
  const [ax, ay] = toKm(points[0]!);
  const [bx, by] = toKm(points.at(-1)!);
  let worst = 0;
  let at = 0;
  points.forEach((point, i) => {
    const [px, py] = toKm(point);
    const [vx, vy] = [bx - ax, by - ay];
    const length2 = vx * vx + vy * vy;
    const t = length2 ? Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / length2)) : 0;
    const d = Math.hypot(px - (ax + t * vx), py - (ay + t * vy));
    if (d > worst) [worst, at] = [d, i];
  });
  if (worst <= toleranceKm) return [points[0]!, points.at(-1)!];
  return [...simplify(points.slice(0, at + 1), toleranceKm).slice(0, -1), ...simplify(points.slice(at), toleranceKm)];
}

type Data = {
  stops: { id: string; position: { lat: number; lon: number } }[];
  routes: { id: string; stops: string[]; path: LatLon[] }[];
};

async function main(): Promise<void> {
  const data = JSON.parse(readFileSync(TIMETABLE_FILE, 'utf8')) as Data;
  const lines = [...riverLines(), ...shoreLines()];
  const graph = buildGraph(lines);
  const grid = gridOf(graph.points, JOIN_KM);
  const position = (id: string): LonLat => {
    const { lat, lon } = data.stops.find((stop) => stop.id === id)!.position;
    return [lon, lat];
  };
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const legs = new Map<string, LatLon[]>();
  const leg = (from: string, to: string): LatLon[] => {
    const key = `${from}>${to}`;
    if (!legs.has(key)) {
      const back = waypoints[`${to}>${from}`];
      const via = [
        position(from),
        ...(waypoints[key] ?? [...(back ?? [])].reverse()).map(([lat, lon]) => [lon, lat] as LonLat),
        position(to),
      ];
      const way = via.slice(1).flatMap((point, i) => trace(graph, grid, via[i]!, point).slice(i ? 1 : 0));
      const kept = simplify(way, 0.15).map(([lon, lat]) => [round(lat), round(lon)] as LatLon);
      kept[0] = [via[0]![1], via[0]![0]];
      kept[kept.length - 1] = [via.at(-1)![1], via.at(-1)![0]];
      legs.set(key, kept);
    }
    return legs.get(key)!;
  };
  for (const route of data.routes) {
    route.path = route.stops.slice(1).flatMap((to, i) => leg(route.stops[i]!, to).slice(i ? 1 : 0));
  }
  console.log(JSON.stringify(Object.fromEntries(data.routes.map((route) => [route.id, route.path]))));
  if (process.argv.includes('--write')) {
    // Each path replaced where it stands, the rest of the file as the operator laid it out.
    let text = readFileSync(TIMETABLE_FILE, 'utf8');
    data.routes.forEach((route, r) => {
      text = applyEdits(text, modify(text, ['routes', r, 'path'], route.path, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
    });
    const options = (await resolveConfig(TIMETABLE_FILE)) ?? {};
    writeFileSync(TIMETABLE_FILE, await format(text, { ...options, filepath: TIMETABLE_FILE }));
    console.error(`Wrote the paths into ${TIMETABLE_FILE}.`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
