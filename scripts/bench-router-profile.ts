/**
 * `npm run bench:router:profile`: the profile connection scan (routing-studies/profile-*.ts) against the planner's
 * rRAPTOR on the same two-hour range queries, alternating query by query in one process. The scan computes arrivals up
 * to a horizon (`--after` minutes past the window's end); both answers are compared on their journeys arriving by then
 * (departure-arrival-rides, after the planner's Pareto filter), and the queries whose rRAPTOR answer has journeys
 * arriving later are counted: those the scan alone cannot answer. The scan's time includes its per-query setup (stops
 * near both ends, lower bounds from the origin and to the destination, the window's departures and seeds).
 * Options: --queries N (300), --after MINUTES (30), --date, --seed, --show N (print N differing answers).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { networkFilePath } from '../src/server/network/model/network-location.ts';
import { readNetworkFile } from '../src/server/network/model/network-file.ts';
import { ActiveTripsCache, boardableDays } from '../src/server/routing/active-trips.ts';
import { endpointLinks, placeCoordinates } from '../src/server/routing/endpoint.ts';
import { LowerBounds } from '../src/server/routing/lower-bounds.ts';
import { paretoJourneys } from '../src/server/routing/pareto.ts';
import type { PlannedJourney } from '../src/server/routing/planned-journey.ts';
import { JourneyPlanner } from '../src/server/routing/planner.ts';
import { buildProfileConnections } from './routing-studies/profile-connections.ts';
import { rangeJourneys, rangeSeeds } from './routing-studies/profile-range.ts';
import { ProfileScan } from './routing-studies/profile-scan.ts';
import { rangeDepartureTimes } from '../src/server/routing/range-departures.ts';
import type { RaptorOptions } from '../src/server/routing/raptor-labels.ts';
import { forwardView, reverseView } from '../src/server/routing/routing-view.ts';
import { distanceMetres, footDurationsAt, walkSeconds } from '../src/server/routing/walking.ts';
import {
  benchCases,
  benchKinds,
  benchPreferences as preferences,
  percentile,
  type BenchCase,
} from './router-bench-queries.ts';

const { values } = parseArgs({
  options: {
    queries: { type: 'string', default: '300' },
    after: { type: 'string', default: '30' },
    date: { type: 'string', default: '2026-09-15' },
    seed: { type: 'string', default: '42' },
    show: { type: 'string', default: '0' },
  },
});
const serviceDate = values.date!;
const after = Number(values.after) * 60;
const range = 2 * 3600;

const file = readNetworkFile(networkFilePath());
if (!file.ok) {
  console.error(`No compiled network (${file.reason}). Build it first: npm run import-data`);
  process.exit(1);
}
const network = file.network;
const planner = new JourneyPlanner(network);
const view = forwardView(network);
const reverse = reverseView(network, view);
const trips = new ActiveTripsCache(network);
const days = trips.searchDays(view, serviceDate, 'any');
const built = performance.now();
const connections = buildProfileConnections(view, days);
const megabytes = (connections.count * (5 * 4 + 2 + 1) + connections.tripCount * 5) / 2 ** 20;
console.log(
  `profile connections: ${connections.count} of ${days.length} days in ${(performance.now() - built).toFixed(0)} ms, ${megabytes.toFixed(0)} MB`,
);

const groups = {
  count: network.stopAreas.count,
  of: network.stops.area,
  start: network.stopAreas.stopStart,
  members: network.stopAreas.stops,
};
const toTarget = new LowerBounds(view, groups);
const fromOrigin = new LowerBounds(reverse, groups);
const footDuration = footDurationsAt(view, network.footpaths.walkSpeed, preferences.walkSpeed);
const reverseFootDuration = footDurationsAt(reverse, network.footpaths.walkSpeed, preferences.walkSpeed);
const patternRuns = trips.patternsRunning(days, view.patternCount);
const scan = new ProfileScan(view);
const counts = { scanned: 0, relaxed: 0, candidates: 0, ties: 0 };

/** The range answer by the scan: journeys arriving by `horizon`, plus the direct walk, through the planner's filter. */
function profileRange(c: BenchCase, horizon: number): PlannedJourney[] {
  const walk = {
    speed: preferences.walkSpeed,
    maxDistance: preferences.maxWalkDistance,
    footDuration,
  };
  const access = endpointLinks(network, c.from, walk);
  const egress = endpointLinks(network, c.to, walk);
  const { maxRides, excludedModeMask, maxWalkDistance: maxFootDistance } = preferences;
  const settings = {
    patternRuns,
    excludedModeMask,
    footDuration,
    maxFootDistance,
  };
  const start = c.seconds;
  const end = start + range;
  const options = {
    maxRides,
    excludedModeMask,
    days,
    patternDays: boardableDays(days, view.patternModeBit, excludedModeMask, start),
  } as RaptorOptions;
  const departures = rangeDepartureTimes(view, access, start, range, options);
  const candidates = scan.scan(connections, {
    start,
    end,
    horizon,
    access,
    egress,
    maxRides,
    excludedModeMask,
    footDuration,
    maxFootDistance,
    stopUsable: null,
    toTarget: toTarget.compute(egress, settings),
    fromOrigin: fromOrigin.compute(access, {
      ...settings,
      footDuration: reverseFootDuration,
    }),
    seeds: rangeSeeds(view, connections, days, access, departures, start, end, excludedModeMask, null),
  });
  counts.scanned += scan.scanned;
  counts.relaxed += scan.relaxed;
  counts.candidates += candidates.count;
  const { journeys, ties } = rangeJourneys(candidates, horizon);
  counts.ties += ties;
  // No legs are built: a placeholder leg of its own per journey keeps the filter from taking them for one plan.
  const found = journeys.map(
    (j, i): PlannedJourney => ({
      ...j,
      walkDistance: 0,
      walkDuration: 0,
      legs: [{ kind: 'walk', from: i, to: i, start: 0, end: 0, distance: 0 }],
    }),
  );
  const a = placeCoordinates(network, c.from);
  const b = placeCoordinates(network, c.to);
  const distance = distanceMetres(a.lat, a.lon, b.lat, b.lon);
  if (distance <= maxFootDistance) {
    const duration = walkSeconds(distance, preferences.walkSpeed);
    found.push({
      departure: start,
      arrival: start + duration,
      rides: 0,
      walkDistance: distance,
      walkDuration: duration,
      legs: [],
    });
  }
  return paretoJourneys(found, false);
}

const cases = benchCases(network, Number(values.queries), Number(values.seed));
const timeOf = (c: BenchCase) => benchKinds.range.time(serviceDate, c.seconds);
planner.plan({
  from: cases[0].from,
  to: cases[0].to,
  time: timeOf(cases[0]),
  preferences,
});
profileRange(cases[0], cases[0].seconds + range + after);
Object.assign(counts, { scanned: 0, relaxed: 0, candidates: 0, ties: 0 });
const load = loadavg()[0];
const wall: number[][] = [[], []];
const cpu: number[][] = [[], []];
const timed = <T>(side: number, run: () => T): T => {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(cpuStart);
  wall[side].push(performance.now() - start);
  cpu[side].push((used.user + used.system) / 1000);
  return result;
};
const key = (journeys: PlannedJourney[], horizon: number) =>
  journeys
    .filter((j) => j.arrival <= horizon)
    .map((j) => `${j.departure}-${j.arrival}-${j.rides}`)
    .join(',');
let differing = 0;
let later = 0;
/** Per answer: minutes from the window's end to its latest arrival; per answer with later journeys: their most rides. */
const latest: number[] = [];
const laterRides: number[] = [];
for (const c of cases) {
  const horizon = c.seconds + range + after;
  const raptor = timed(0, () => planner.plan({ from: c.from, to: c.to, time: timeOf(c), preferences }));
  const profile = timed(1, () => profileRange(c, horizon));
  if (raptor.length > 0) latest.push((Math.max(...raptor.map((j) => j.arrival)) - c.seconds - range) / 60);
  const beyond = raptor.filter((j) => j.arrival > horizon);
  if (beyond.length > 0) {
    later++;
    laterRides.push(Math.max(...beyond.map((j) => j.rides)));
  }
  if (key(raptor, horizon) !== key(profile, horizon) && differing++ < Number(values.show)) {
    console.log(`${JSON.stringify(c)}\n  rRAPTOR: ${key(raptor, horizon)}\n  profile: ${key(profile, horizon)}`);
  }
}

const line = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
  return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`;
};
const n = cases.length;
const spread = (values: number[], unit: string) => {
  const sorted = [...values].sort((x, y) => x - y);
  return [50, 90, 95].map((p) => `p${p} ${percentile(sorted, p).toFixed(0)}${unit}`).join(' ');
};
console.log(
  `${n} range queries (2 hours) on ${serviceDate}, scan horizon ${values.after} min past the window's end, interleaved; load average ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
);
console.log(`${'rRAPTOR (planner)'.padEnd(22)} wall ${line(wall[0])}   cpu ${line(cpu[0])}`);
console.log(`${'profile scan'.padEnd(22)} wall ${line(wall[1])}   cpu ${line(cpu[1])}`);
const p95 = (side: number) =>
  percentile(
    [...cpu[side]].sort((x, y) => x - y),
    95,
  );
console.log(`cpu p95 ratio (profile / rRAPTOR) ×${(p95(1) / p95(0)).toFixed(2)}`);
console.log(
  `answers differing on journeys arriving by the horizon ${differing}/${n}; queries with rRAPTOR journeys arriving later ${later}/${n}; ` +
    `per query: ${(counts.scanned / n).toFixed(0)} connections scanned, ${(counts.relaxed / n).toFixed(0)} with changes/footpaths, ` +
    `${(counts.candidates / n).toFixed(0)} candidates, ${(counts.ties / n).toFixed(1)} same-arrival ties`,
);
console.log(
  `rRAPTOR answers: latest arrival past the window's end ${spread(latest, ' min')}; most rides of the journeys arriving past the horizon ${laterRides.length ? spread(laterRides, '') : '-'}`,
);
