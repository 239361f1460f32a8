// Measures each route's path (content/timetable/timetable.json) against a public river dataset:
// the WDBII river lines and GSHHG shores and water polygons of Debian's `gmt-gshhg-full`, read with
// GMT (scripts/maintenance/rivers.ts). For each path it prints its length against the route's
// `distanceKm` (goal: within 10 %), the share of its length within 1 km of a river line, and the
// share on the river: inside the sea, a lake or a river-lake, or within 1 km of a river line or of
// a shore (a wide river's bank), with the longest stretch that is neither (goal: at least 90 % for
// every path), and the share where the data shows no water within 5 km at all (the Meghna from
// Munshiganj past Chandpur has no line in WDBII: see docs/routes.md). Run by hand after changing a
// path, and copy the figures into docs/routes.md; not part of `npm test`, which must not need GMT.
//
//   sudo apt-get install gmt gmt-gshhg-full
//   npx tsx scripts/maintenance/river-check.ts [timetable.json]
import { readFileSync } from 'node:fs';
import { TIMETABLE_FILE } from '../../lib/timetable/validate';
import { gshhgResolution, inWater, pathKm, riverLines, samplePath, SegmentIndex, shoreLines, type LatLon } from './rivers';

const NEAR_KM = 1;
const STEP_KM = 0.1;
const SHARE_GOAL = 0.9;
const GAP_KM = 5;
const LENGTH_TOLERANCE = 0.1;
/** Stretches off the river this long or longer are listed by where they lie. */
const STRETCH_KM = 2;

type Route = { id: string; distanceKm: number; path: LatLon[] };

export interface PathFigures {
  route: string;
  pathKm: number;
  distanceKm: number;
  /** Share of the path's length within 1 km of a WDBII river line. */
  nearRiver: number;
  /** Share on the river: inside GSHHG water, or within 1 km of a river line or a shore. */
  nearWater: number;
  /** The longest stretch that is not, in km. */
  longestAwayKm: number;
  /** Share with neither within 5 km: where the dataset has no line for the river the launches take. */
  noData: number;
  /** Each stretch off the river of at least STRETCH_KM: where it starts and ends, and its length. */
  stretches: { from: LatLon; to: LatLon; km: number }[];
}

export function measurePaths(routes: Route[]): PathFigures[] {
  const rivers = new SegmentIndex(riverLines());
  const shores = new SegmentIndex(shoreLines());
  return routes.map((route) => {
    const samples = samplePath(route.path, STEP_KM);
    const wet = inWater(samples.map(([lat, lon]) => [lon, lat]));
    let nearRiver = 0;
    let nearWater = 0;
    let away = 0;
    let longestAway = 0;
    let noData = 0;
    const stretches: PathFigures['stretches'] = [];
    samples.forEach(([lat, lon], i) => {
      noData += !wet[i] && rivers.distanceKm([lon, lat], GAP_KM) === Infinity && shores.distanceKm([lon, lat], GAP_KM) === Infinity ? 1 : 0;
      const river = rivers.distanceKm([lon, lat], NEAR_KM) <= NEAR_KM;
      const water = wet[i] || river || shores.distanceKm([lon, lat], NEAR_KM) <= NEAR_KM;
      nearRiver += river ? 1 : 0;
      nearWater += water ? 1 : 0;
      // A stretch off the river ends at the first sample back on it, or at the path's end.
      const off = water ? away : away + 1;
      if (off * STEP_KM >= STRETCH_KM && (water || i === samples.length - 1)) {
        const last = water ? i - 1 : i;
        stretches.push({ from: samples[last - off + 1]!, to: samples[last]!, km: off * STEP_KM });
      }
      away = water ? 0 : away + 1;
      longestAway = Math.max(longestAway, away);
    });
    return {
      route: route.id,
      pathKm: pathKm(route.path),
      distanceKm: route.distanceKm,
      nearRiver: nearRiver / samples.length,
      nearWater: nearWater / samples.length,
      longestAwayKm: longestAway * STEP_KM,
      noData: noData / samples.length,
      stretches,
    };
  });
}

function main(): void {
  const { routes } = JSON.parse(readFileSync(process.argv[2] ?? TIMETABLE_FILE, 'utf8')) as { routes: Route[] };
  const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
  console.log(
    '| Route | Points | Path | distanceKm | Within 1 km of a river line | On the river (goal 90 %) | Longest stretch off it | No water in the data within 5 km |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const figures = measurePaths(routes);
  console.error(`Measured against GSHHG ${gshhgResolution() === 'f' ? 'full' : 'high'} resolution.`);
  const misses: string[] = [];
  figures.forEach((f, i) => {
    console.log(
      `| ${f.route} | ${routes[i]!.path.length} | ${f.pathKm.toFixed(0)} km | ${f.distanceKm} km (${percent(f.pathKm / f.distanceKm)}) | ` +
        `${percent(f.nearRiver)} | ${percent(f.nearWater)} | ${f.longestAwayKm.toFixed(1)} km | ${percent(f.noData)} |`,
    );
    if (Math.abs(f.pathKm / f.distanceKm - 1) > LENGTH_TOLERANCE)
      misses.push(`${f.route}: the path is ${f.pathKm.toFixed(0)} km, distanceKm says ${f.distanceKm} km (more than 10 % apart)`);
    if (f.nearWater < SHARE_GOAL)
      misses.push(
        `${f.route}: only ${percent(f.nearWater)} of the path is on the river (in water, or within 1 km of a river line or a shore)`,
      );
  });
  const at = ([lat, lon]: LatLon) => `${lat.toFixed(3)}, ${lon.toFixed(3)}`;
  console.log(`\nStretches off the river of ${STRETCH_KM} km or more ([lat, lon] where they start and end):`);
  for (const f of figures)
    for (const s of f.stretches) console.log(`- ${f.route}: ${s.km.toFixed(1)} km, from ${at(s.from)} to ${at(s.to)}`);
  console.log(
    misses.length ? `\nBelow the goal:\n- ${misses.join('\n- ')}` : '\nEvery path meets the goal (length within 10 %, 90 % near a river).',
  );
}

if (require.main === module) main();
