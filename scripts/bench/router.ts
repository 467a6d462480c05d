/**
 * `npm run bench:router`: the journey planner over the compiled network of data/ (all NYC subway + bus), on one
 * weekday, with 1,000 seeded random stop-area pairs and times. Prints p50/p95/p99 per query kind, journeys found per
 * query and the memory held, and the yardstick: an earliest-arrival connection scan in the same model, timed query by
 * query next to the planner's earliest arrival (ratio of the two), whose arrivals must match the planner's; and what
 * the HTTP journey search adds to the planner (lib/api-overhead.ts); and the two-hour range search as the product
 * runs it, through one pool of two planner threads, split over both (src/server/routing/range/range-split.ts) and not,
 * in turn query by query, with where the wall time went (lib/pool-range-search.ts, in a process of its own:
 * router-pool.ts).
 * Options: --queries N, --date YYYY-MM-DD, --seed S, --pool-queries N (the pool lines' searches, the first N of the
 * queries, default 300; 0: none), --pool-warmup N (queries of another seed run through the pool first, untimed, so
 * its threads' compiled code has settled as in a server that has run a while; default 150).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import { JourneyPlanner } from '../../src/server/routing/planner.ts';
import type { PlanTime } from '../../src/server/routing/plan-query.ts';
import { ActiveTripsCache } from '../../src/server/routing/raptor/active-trips.ts';
import { connectionsOf } from '../../src/test-support/connection-scan-oracle.ts';
import { endpointLinks, placeCoordinates } from '../../src/server/routing/endpoint.ts';
import { forwardView } from '../../src/server/routing/raptor/routing-view.ts';
import { distanceMetres, walkSeconds } from '../../src/server/routing/walking.ts';
import { ConnectionScanYardstick } from './lib/connection-scan-yardstick.ts';
import { benchApiOverhead } from './lib/api-overhead.ts';
import { benchCases, benchKinds, benchPreferences as preferences } from './lib/router-queries.ts';
import { percentile } from './lib/percentile.ts';

const { values } = parseArgs({
  options: {
    queries: { type: 'string', default: '1000' },
    date: { type: 'string', default: '2026-09-15' },
    seed: { type: 'string', default: '42' },
    'pool-queries': { type: 'string', default: '300' },
    'pool-warmup': { type: 'string', default: '150' },
  },
});
const queries = Number(values.queries);
const serviceDate = values.date!;

const loadStart = performance.now();
const file = readNetworkFile(networkFilePath());
if (!file.ok) {
  console.error(`No compiled network (${file.reason}). Build it first: npm run import-data`);
  process.exit(1);
}
const network = file.network;
console.log(
  `network: ${network.stops.count} stops, ${network.patterns.count} patterns, ${network.trips.count} trips, ${network.stopTimes.count} stop times (loaded in ${(performance.now() - loadStart).toFixed(0)} ms)`,
);

const planner = new JourneyPlanner(network);
const cases = benchCases(network, queries, Number(values.seed));

function bench(label: string, time: (seconds: number) => PlanTime) {
  // Warm-up: the per-day trip lists and the reverse view are built on first use, not per query.
  planner.plan({ ...cases[0], time: time(cases[0].seconds), preferences });
  const durations: number[] = [];
  const cpu: number[] = [];
  let journeys = 0;
  let empty = 0;
  for (const c of cases) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const found = planner.plan({ from: c.from, to: c.to, time: time(c.seconds), preferences });
    const used = process.cpuUsage(cpuStart);
    durations.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
    journeys += found.length;
    if (found.length === 0) empty++;
  }
  // In query order, for the pool lines' comparison (their queries are the first --pool-queries of these).
  const inOrder = { wall: [...durations], cpu: [...cpu] };
  durations.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
  const line = (values: number[]) =>
    `p50 ${ms(percentile(values, 50))}  p95 ${ms(percentile(values, 95))}  p99 ${ms(percentile(values, 99))}`;
  console.log(
    `${label.padEnd(30)} wall ${line(durations)}   journeys/query ${(journeys / cases.length).toFixed(2)}  without result ${empty}`,
  );
  console.log(`${''.padEnd(30)} cpu  ${line(cpu)}`);
  return inOrder;
}

/**
 * Earliest arrival against the connection scan, alternating query by query (both meet the same load). Both sides
 * include finding the stops near each end; the scan's connections are built once, like the planner's day tables.
 */
function yardstick() {
  const view = forwardView(network);
  const days = new ActiveTripsCache(network).searchDays(view, serviceDate, 'any');
  const built = performance.now();
  const scan = new ConnectionScanYardstick(network, connectionsOf(network, days));
  const footDuration = planner.forwardFootDurations(preferences.walkSpeed);
  const walk = { speed: preferences.walkSpeed, maxDistance: preferences.maxWalkDistance, footDuration };
  console.log(
    `connection scan: connections of ${days.length} days built in ${(performance.now() - built).toFixed(0)} ms`,
  );
  const ea = benchKinds.ea;
  const times: number[][] = [[], []];
  const cpu: number[][] = [[], []];
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  let mismatches = 0;
  for (const c of cases) {
    let start = performance.now();
    let cpuStart = process.cpuUsage();
    const found = planner.plan({ from: c.from, to: c.to, time: ea.time(serviceDate, c.seconds), preferences });
    times[0].push(performance.now() - start);
    cpu[0].push(cpuMs(cpuStart));
    start = performance.now();
    cpuStart = process.cpuUsage();
    const a = placeCoordinates(network, c.from);
    const b = placeCoordinates(network, c.to);
    const straight = distanceMetres(a.lat, a.lon, b.lat, b.lon);
    const direct = straight <= preferences.maxWalkDistance ? walkSeconds(straight, preferences.walkSpeed) : Infinity;
    const arrival = scan.earliestArrival(
      c.seconds,
      endpointLinks(network, c.from, walk),
      endpointLinks(network, c.to, walk),
      footDuration,
      preferences.maxWalkDistance,
      direct,
    );
    times[1].push(performance.now() - start);
    cpu[1].push(cpuMs(cpuStart));
    if (Math.min(...found.map((j) => j.arrival)) !== arrival) mismatches++;
  }
  const sorted = [...times, ...cpu].map((t) => [...t].sort((x, y) => x - y));
  const at = (side: number, p: number) => percentile(sorted[side], p);
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
  const line = (side: number) => `p50 ${ms(at(side, 50))}  p95 ${ms(at(side, 95))}  p99 ${ms(at(side, 99))}`;
  console.log(`${'connection scan (yardstick)'.padEnd(30)} wall ${line(1)}`);
  console.log(`${''.padEnd(30)} cpu  ${line(3)}`);
  console.log(`${'earliest arrival, same run'.padEnd(30)} wall ${line(0)}`);
  console.log(`${''.padEnd(30)} cpu  ${line(2)}`);
  const ratio = (a: number, b: number, p: number) => `×${(at(a, p) / at(b, p)).toFixed(2)}`;
  console.log(
    `earliest arrival / connection scan: wall p50 ${ratio(0, 1, 50)} p95 ${ratio(0, 1, 95)}; cpu p50 ${ratio(2, 3, 50)} p95 ${ratio(2, 3, 95)}; arrivals differing ${mismatches}/${cases.length}`,
  );
}

console.log(`${queries} random stop-area queries on ${serviceDate}, departures 06:00-22:00, max 8 rides, 800 m walks`);
const timed = Object.fromEntries(
  Object.entries(benchKinds).map(([name, kind]) => [
    name,
    bench(kind.label, (seconds) => kind.time(serviceDate, seconds)),
  ]),
);
yardstick();
await benchApiOverhead(network, cases.slice(0, Math.min(cases.length, 300)), serviceDate);
const poolQueries = Math.min(cases.length, Number(values['pool-queries']));
globalThis.gc?.();
const memory = process.memoryUsage();
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
console.log(
  `memory held: rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}, array buffers ${mb(memory.arrayBuffers)} (network file ${mb(file.bytes)})`,
);
if (poolQueries > 0) {
  // The range line on the pool lines' queries only: the planner in this thread, to set against one pool thread.
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
  const firstN = (values: number[]) => {
    const sorted = values.slice(0, poolQueries).sort((a, b) => a - b);
    return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`;
  };
  console.log(
    `${`range 2 h, in process, the first ${poolQueries} queries`.padEnd(46)} wall ${firstN(timed.range.wall)}`,
  );
  console.log(`${''.padEnd(46)} cpu  ${firstN(timed.range.cpu)}`);
  // In a process of its own, whose main thread holds what a server's does (router-pool.ts).
  const args = [
    '--queries',
    String(poolQueries),
    '--warmup',
    values['pool-warmup']!,
    '--seed',
    values.seed!,
    '--date',
    serviceDate,
  ];
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', fileURLToPath(new URL('./router-pool.ts', import.meta.url)), ...args],
    { stdio: 'inherit' },
  );
  if (child.status !== 0) process.exitCode = 1;
}
