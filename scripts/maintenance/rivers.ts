// The river lines the route paths are measured against and traced along: the WDBII rivers and the
// GSHHG shores of Debian's `gmt` and `gmt-gshhg-full` packages (full resolution), read with
// `gmt coast` and `gmt select`. Where only `gmt-gshhg-high` is installed they fall back to the high
// resolution, and say so. Used by scripts/maintenance/river-check.ts and trace-paths.ts, both run by
// hand: the build never needs GMT.
//
//   sudo apt-get install gmt gmt-gshhg-full
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';

/** [lon, lat], as GMT writes them. */
export type LonLat = [number, number];
/** [lat, lon], as the timetable's paths hold them. */
export type LatLon = [number, number];

/** The delta the routes run through, with a margin: lon 89.5 to 91.5, lat 21.8 to 24.0. */
const REGION = '-R89.5/91.5/21.8/24.0';

const INSTALL = 'Install GMT and its full-resolution river and shore data first: sudo apt-get install gmt gmt-gshhg-full';

/** Runs a GMT module in the system's temporary folder (GMT leaves a gmt.history file where it runs). */
function gmt(args: string[], input?: string): string {
  return execFileSync('gmt', args, { cwd: tmpdir(), encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024, stdio: 'pipe' });
}

let resolution: 'f' | 'h' | undefined;
/**
 * GSHHG's full resolution ("f", package gmt-gshhg-full) when installed, else the high one ("h",
 * gmt-gshhg-high): the full one draws the same rivers and shores with about three times the points.
 */
export function gshhgResolution(): 'f' | 'h' {
  if (resolution) return resolution;
  for (const candidate of ['f', 'h'] as const) {
    try {
      gmt(['coast', REGION, '-M', '-Ia', `-D${candidate}`]);
      if (candidate === 'h')
        console.error('GSHHG full resolution not installed: using the high one (sudo apt-get install gmt-gshhg-full).');
      return (resolution = candidate);
    } catch (error) {
      if (candidate === 'h') throw new Error(`Could not run "gmt coast" (${(error as Error).message.split('\n')[0]}).\n${INSTALL}`);
    }
  }
  throw new Error(INSTALL);
}

/** Runs `gmt coast` and splits its multi-segment text (">" between segments) into polylines. */
function gmtLines(args: string[]): LonLat[][] {
  const text = gmt(['coast', REGION, '-M', `-D${gshhgResolution()}`, ...args]);
  const lines: LonLat[][] = [];
  for (const row of text.split('\n')) {
    if (row.startsWith('>')) lines.push([]);
    else if (row.trim()) {
      const [lon, lat] = row.trim().split(/\s+/).map(Number) as [number, number];
      lines.at(-1)?.push([lon, lat]);
    }
  }
  return lines.filter((line) => line.length > 1);
}

/** Every WDBII river line (all levels: double-lined rivers, rivers, canals). */
export const riverLines = (): LonLat[][] => gmtLines(['-Ia']);

/**
 * Every GSHHG shore, no area limit: land against sea, lakes and river-lakes (a wide river drawn
 * as a polygon), so a river's banks where the data draws it as water rather than as a line. The
 * estuary around Bhola is sea in GSHHG.
 */
export const shoreLines = (): LonLat[][] => gmtLines(['-W', '-A0']);

/**
 * Which points lie on water in GSHHG: inside the sea, a lake or a river-lake (an island in a lake
 * is land again), decided by `gmt select` from the polygons themselves, not from their outlines.
 */
export function inWater(points: LonLat[]): boolean[] {
  const input = points.map(([lon, lat], i) => `${lon} ${lat} ${i}`).join('\n');
  // -N keeps the ocean, lakes and ponds and skips land and islands; -A0 keeps every polygon.
  const kept = gmt(['select', `-D${gshhgResolution()}`, '-A0', '-Nk/s/k/s/k'], input);
  const water = points.map(() => false);
  for (const row of kept.split('\n')) {
    const index = row.trim().split(/\s+/)[2];
    if (index !== undefined) water[Number(index)] = true;
  }
  return water;
}

const KM_PER_DEGREE = 111.32;

/** Plane coordinates in km around latitude 23°, close enough over the delta for distances of a few km. */
export const toKm = ([lon, lat]: LonLat): [number, number] => [lon * KM_PER_DEGREE * Math.cos((23 * Math.PI) / 180), lat * KM_PER_DEGREE];

/** Great-circle distance in km. */
export function haversineKm([lat1, lon1]: LatLon, [lat2, lon2]: LatLon): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** A path's length in km. */
export const pathKm = (path: LatLon[]): number => path.slice(1).reduce((sum, point, i) => sum + haversineKm(path[i]!, point), 0);

/** A grid of line segments in km, to find the distance from a point to the nearest line quickly. */
export class SegmentIndex {
  private readonly cells = new Map<string, [number, number, number, number][]>();
  constructor(
    lines: LonLat[][],
    private readonly cellKm = 2,
  ) {
    for (const line of lines) {
      for (let i = 1; i < line.length; i++) {
        const [ax, ay] = toKm(line[i - 1]!);
        const [bx, by] = toKm(line[i]!);
        for (let cx = Math.floor(Math.min(ax, bx) / cellKm); cx <= Math.floor(Math.max(ax, bx) / cellKm); cx++) {
          for (let cy = Math.floor(Math.min(ay, by) / cellKm); cy <= Math.floor(Math.max(ay, by) / cellKm); cy++) {
            const key = `${cx},${cy}`;
            if (!this.cells.has(key)) this.cells.set(key, []);
            this.cells.get(key)!.push([ax, ay, bx, by]);
          }
        }
      }
    }
  }

  /** Distance in km from a point to the nearest line, or Infinity beyond `withinKm`. */
  distanceKm(point: LonLat, withinKm: number): number {
    const [px, py] = toKm(point);
    let best = Infinity;
    const reach = Math.ceil(withinKm / this.cellKm);
    const [cx, cy] = [Math.floor(px / this.cellKm), Math.floor(py / this.cellKm)];
    for (let dx = -reach; dx <= reach; dx++) {
      for (let dy = -reach; dy <= reach; dy++) {
        for (const [ax, ay, bx, by] of this.cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          const [vx, vy] = [bx - ax, by - ay];
          const length2 = vx * vx + vy * vy;
          const t = length2 ? Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / length2)) : 0;
          best = Math.min(best, Math.hypot(px - (ax + t * vx), py - (ay + t * vy)));
        }
      }
    }
    return best <= withinKm ? best : Infinity;
  }
}

/** Points every `stepKm` along a path, ends included, so a share of them is a share of its length. */
export function samplePath(path: LatLon[], stepKm = 0.1): LatLon[] {
  const samples: LatLon[] = [path[0]!];
  for (let i = 1; i < path.length; i++) {
    const [a, b] = [path[i - 1]!, path[i]!];
    const steps = Math.max(1, Math.ceil(haversineKm(a, b) / stepKm));
    for (let s = 1; s <= steps; s++) samples.push([a[0] + ((b[0] - a[0]) * s) / steps, a[1] + ((b[1] - a[1]) * s) / steps]);
  }
  return samples;
}
