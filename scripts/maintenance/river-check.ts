// Measures each route's path (content/timetable/timetable.json) against two public datasets of the
// rivers, sampled every 100 m:
// - OpenStreetMap's water polygons (npm package @geo-maps/earth-waterbodies-100m, ODbL, fetched on
//   demand: scripts/maintenance/osm-water.ts): a sample is on the river when it lies inside OSM
//   water or within 1 km of it. This is the measure the goal is set on (at least 90 % for every
//   path), and the dataset the paths are traced along (trace-paths.ts).
// - GSHHG/WDBII of Debian's `gmt-gshhg-full` (scripts/maintenance/rivers.ts): inside GSHHG water,
//   or within 1 km of a WDBII river line or a GSHHG shore. It has no Meghna from Munshiganj past
//   Chandpur (docs/routes.md), so it is reported beside the first, as a second opinion; skipped,
//   saying so, where GMT is not installed.
// For each path it prints its length against the route's `distanceKm` (goal: within 10 %), both
// shares with the longest stretch off the river, the stretches off OSM water of 2 km or more, and
// each stop's distance from OSM water. Run by hand after changing a path or a stop, and copy the
// figures into docs/routes.md; not part of `npm test`, which must need neither dataset.
//
//   sudo apt-get install gmt gmt-gshhg-full          # for the second column only
//   npx tsx scripts/maintenance/river-check.ts [timetable.json] [--water FILE]
import { readFileSync } from 'node:fs';
import { TIMETABLE_FILE } from '../../lib/timetable/validate';
import { DELTA, lonLat, osmWater, polygonEdges, waterArgument, WaterGrid } from './osm-water';
import { gshhgResolution, inWater, pathKm, riverLines, samplePath, SegmentIndex, shoreLines, type LatLon } from './rivers';

const NEAR_KM = 1;
const STEP_KM = 0.1;
const SHARE_GOAL = 0.9;
const LENGTH_TOLERANCE = 0.1;
/** Stretches off the river this long or longer are listed by where they lie. */
const STRETCH_KM = 2;

type Route = { id: string; distanceKm: number; path: LatLon[] };
type Stop = { id: string; position: { lat: number; lon: number } };

export interface Share {
  /** Share of the path's samples on the river. */
  share: number;
  /** The longest stretch off it, in km. */
  longestOffKm: number;
  /** Each stretch off the river of at least STRETCH_KM: where it starts and ends, and its length. */
  stretches: { from: LatLon; to: LatLon; km: number }[];
}

/** The share of samples on the river, and the stretches between them that are not. */
export function share(samples: LatLon[], onRiver: boolean[]): Share {
  let on = 0;
  let off = 0;
  let longest = 0;
  const stretches: Share['stretches'] = [];
  samples.forEach((_, i) => {
    on += onRiver[i] ? 1 : 0;
    off = onRiver[i] ? 0 : off + 1;
    longest = Math.max(longest, off);
    // A stretch off the river ends at the first sample back on it, or at the path's end.
    const ends = !onRiver[i] && (i === samples.length - 1 || onRiver[i + 1]);
    if (ends && off * STEP_KM >= STRETCH_KM) stretches.push({ from: samples[i - off + 1]!, to: samples[i]!, km: off * STEP_KM });
  });
  return { share: on / samples.length, longestOffKm: longest * STEP_KM, stretches };
}

/** On the river by OSM: inside its water (the grid's cell) or within 1 km of a polygon's edge. */
export function osmMeasure(polygons = osmWater(waterArgument())) {
  // A point the 100 m grid takes wrongly for land lies within a cell of an edge, so within 1 km of
  // it: the two tests together are exact.
  const grid = new WaterGrid(polygons, DELTA, 0.1);
  const edges = new SegmentIndex(polygonEdges(polygons));
  /** Distance in km to OSM water, 0 inside it, Infinity beyond `withinKm`. */
  const distanceKm = (point: LatLon, withinKm: number) => (grid.isWater(lonLat(point)) ? 0 : edges.distanceKm(lonLat(point), withinKm));
  return { onRiver: (points: LatLon[]) => points.map((point) => distanceKm(point, NEAR_KM) <= NEAR_KM), distanceKm };
}

/** On the river by GSHHG/WDBII: inside GSHHG water, or within 1 km of a WDBII river line or a GSHHG shore. */
export function gshhgMeasure() {
  const rivers = new SegmentIndex(riverLines());
  const shores = new SegmentIndex(shoreLines());
  return (points: LatLon[]): boolean[] => {
    const wet = inWater(points.map(lonLat));
    return points.map(
      (point, i) => wet[i]! || rivers.distanceKm(lonLat(point), NEAR_KM) <= NEAR_KM || shores.distanceKm(lonLat(point), NEAR_KM) <= NEAR_KM,
    );
  };
}

function main(): void {
  const file = process.argv.slice(2).find((arg, i, args) => !arg.startsWith('--') && args[i - 1] !== '--water');
  const { routes, stops } = JSON.parse(readFileSync(file ?? TIMETABLE_FILE, 'utf8')) as { routes: Route[]; stops: Stop[] };
  const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
  const at = ([lat, lon]: LatLon) => `${lat.toFixed(3)}, ${lon.toFixed(3)}`;
  const osm = osmMeasure();
  let gshhg: ((points: LatLon[]) => boolean[]) | undefined;
  try {
    gshhg = gshhgMeasure();
    console.error(`GSHHG/WDBII at ${gshhgResolution() === 'f' ? 'full' : 'high'} resolution.`);
  } catch (error) {
    console.error(`GSHHG/WDBII column skipped: ${(error as Error).message}`);
  }
  console.log(
    '| Route | Points | Path | distanceKm | On OSM water (goal 90 %) | Longest off OSM water | Near GSHHG/WDBII | Longest off GSHHG/WDBII |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const misses: string[] = [];
  const stretches: string[] = [];
  for (const route of routes) {
    const samples = samplePath(route.path, STEP_KM);
    const byOsm = share(samples, osm.onRiver(samples));
    const byGshhg = gshhg && share(samples, gshhg(samples));
    const km = pathKm(route.path);
    console.log(
      `| ${route.id} | ${route.path.length} | ${km.toFixed(0)} km | ${route.distanceKm} km (${percent(km / route.distanceKm)}) | ` +
        `${percent(byOsm.share)} | ${byOsm.longestOffKm.toFixed(1)} km | ` +
        (byGshhg ? `${percent(byGshhg.share)} | ${byGshhg.longestOffKm.toFixed(1)} km |` : 'not measured | not measured |'),
    );
    if (Math.abs(km / route.distanceKm - 1) > LENGTH_TOLERANCE)
      misses.push(`${route.id}: the path is ${km.toFixed(0)} km, distanceKm says ${route.distanceKm} km (more than 10 % apart)`);
    if (byOsm.share < SHARE_GOAL) misses.push(`${route.id}: only ${percent(byOsm.share)} of the path is on OSM water or within 1 km of it`);
    for (const s of byOsm.stretches) stretches.push(`- ${route.id}: ${s.km.toFixed(1)} km, from ${at(s.from)} to ${at(s.to)}`);
  }
  console.log(`\nStretches off OSM water of ${STRETCH_KM} km or more ([lat, lon] where they start and end):`);
  console.log(stretches.length ? stretches.join('\n') : '- none');
  console.log('\nEach stop from OSM water:');
  for (const stop of stops) {
    const d = osm.distanceKm([stop.position.lat, stop.position.lon], 20);
    console.log(`- ${stop.id}: ${d === 0 ? 'on the water' : d === Infinity ? 'more than 20 km' : `${d.toFixed(1)} km`}`);
  }
  console.log(
    misses.length ? `\nBelow the goal:\n- ${misses.join('\n- ')}` : '\nEvery path meets the goal (length within 10 %, 90 % on OSM water).',
  );
}

if (require.main === module) main();
