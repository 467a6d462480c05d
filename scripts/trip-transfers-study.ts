/**
 * Study for issue 14 (trip-based routing, Witt 2015; routing-studies/trip-based-*.ts, not used by the planner): what
 * its preprocessing costs on this network, and whether its queries beat the planner's RAPTOR on the bench's queries.
 *   npm run bench:router:trip-based -- [--date 2026-09-15] [--seed 42] [--all-days] [--no-reduce]
 *     [--ea N]     N earliest-arrival queries: planner vs TB vs TB with the planner's lower bounds (arrival per ride count)
 *     [--range N]  N two-hour range queries: planner (rRAPTOR) vs TB profile with lower bounds (journeys compared)
 *     [--show N]   print N differing answers
 * Transfers are computed for the trips of the date's own table (offset 0), to the trips of the three search days
 * (the day before, the day, the day after: see ActiveTripsCache.searchDays); --all-days (implied by --ea/--range)
 * computes them for the three days' trips too, as a query on the date needs. Timings are CPU time of this process
 * (process.cpuUsage), queries interleaved in one process; the load average is printed with them.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { networkFilePath } from '../src/server/network/model/network-location.ts';
import { readNetworkFile } from '../src/server/network/model/network-file.ts';
import { ActiveTripsCache } from '../src/server/routing/active-trips.ts';
import { endpointLinks, placeCoordinates } from '../src/server/routing/endpoint.ts';
import { JourneyPlanner } from '../src/server/routing/planner.ts';
import { forwardView } from '../src/server/routing/routing-view.ts';
import { paretoJourneys } from '../src/server/routing/pareto.ts';
import type { PlannedJourney } from '../src/server/routing/planned-journey.ts';
import { rangeDepartureTimes } from '../src/server/routing/range-departures.ts';
import type { RaptorOptions } from '../src/server/routing/raptor-labels.ts';
import { distanceMetres, walkSeconds } from '../src/server/routing/walking.ts';
import { LowerBounds } from '../src/server/routing/lower-bounds.ts';
import { UNREACHED } from '../src/server/routing/raptor-labels.ts';
import { TripBasedQuery } from './routing-studies/trip-based-query.ts';
import { buildTransfers, buildTripTable, type TransferCounts } from './routing-studies/trip-based-transfers.ts';
import { footDurationsAt } from '../src/server/routing/walking.ts';
import { benchCases, benchKinds, benchPreferences as preferences, percentile } from './router-bench-queries.ts';

const { values } = parseArgs({
  options: {
    date: { type: 'string', default: '2026-09-15' },
    ea: { type: 'string', default: '0' },
    range: { type: 'string', default: '0' },
    seed: { type: 'string', default: '42' },
    'all-days': { type: 'boolean', default: false },
    'no-reduce': { type: 'boolean', default: false },
    show: { type: 'string', default: '0' },
  },
});
const file = readNetworkFile(networkFilePath());
if (!file.ok) {
  console.error(`No compiled network (${file.reason}). Build it first: npm run import-data`);
  process.exit(1);
}
const network = file.network;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
console.log(
  `load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

const view = forwardView(network);
const footDuration = footDurationsAt(view, network.footpaths.walkSpeed, preferences.walkSpeed);
let since = process.cpuUsage();
const days = new ActiveTripsCache(network).searchDays(view, values.date!, 'any');
const table = buildTripTable(view, days);
console.log(
  `trip tables of ${values.date} ±1 day: ${days.map((d) => `${d.trips.start[view.patternCount]} trips (offset ${d.offset / 3600} h)`).join(', ')}; ` +
    `${table.times.length / 2} trip positions; built in ${cpuMs(since).toFixed(0)} ms cpu; times ${mb(table.times.byteLength)}`,
);
const today = days.findIndex((d) => d.offset === 0);
const runEa = Number(values.ea) > 0 || Number(values.range) > 0;
const fromDays = values['all-days'] || runEa ? days.map((_, d) => d) : [today];
since = process.cpuUsage();
const { transfers, counts } = buildTransfers(table, footDuration, fromDays, !values['no-reduce']);
const took = cpuMs(since);
// What a disk cache would cost to read back (the three arrays as one file under .cache/).
{
  const path = join(import.meta.dirname, '..', '.cache', `tb8-transfers-${values.date}-${fromDays.length}.bin`);
  mkdirSync(dirname(path), { recursive: true });
  const parts = [transfers.start, transfers.toTrip, transfers.toPosition];
  const header = new Uint32Array([transfers.start.length, transfers.toTrip.length]);
  writeFileSync(path, Buffer.concat([header, ...parts].map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength))));
  const at = process.cpuUsage();
  const wallAt = performance.now();
  const buffer = readFileSync(path);
  const lengths = new Uint32Array(buffer.buffer, buffer.byteOffset, 2);
  const bytesIn = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let offset = 8;
  const take = (bytes: number) => bytesIn.slice(offset, (offset += bytes)).buffer;
  const start = new Uint32Array(take(4 * lengths[0]));
  const toTrip = new Uint32Array(take(4 * lengths[1]));
  const toPosition = new Uint16Array(take(2 * lengths[1]));
  const same =
    start.every((v, i) => v === transfers.start[i]) &&
    toTrip.every((v, i) => v === transfers.toTrip[i]) &&
    toPosition[toPosition.length - 1] === transfers.toPosition[toPosition.length - 1];
  console.log(
    `disk cache: ${mb(buffer.byteLength)} read back in ${cpuMs(at).toFixed(0)} ms cpu / ${(performance.now() - wallAt).toFixed(0)} ms wall (page cache warm; identical: ${same})`,
  );
  rmSync(path);
}
const report = (c: TransferCounts) =>
  `${c.trips} trips, ${c.positions} positions to alight at; raw ${c.raw} (${(c.raw / c.positions).toFixed(1)}/position), ` +
  `same line ${c.sameLine}, U-turn ${c.uTurn}, no improvement ${c.noImprovement}, kept ${c.kept} (${(c.kept / c.positions).toFixed(2)}/position, ` +
  `${((100 * c.kept) / c.raw).toFixed(1)} % of raw); ${c.tripSearches} trip searches`;
console.log(`transfers of ${fromDays.length === 1 ? 'the day' : 'the three days'}: ${report(counts)}`);
const bytes = transfers.start.byteLength + transfers.toTrip.byteLength + transfers.toPosition.byteLength;
const tableBytes =
  table.times.byteLength +
  table.pattern.byteLength +
  table.row.byteLength +
  table.index.byteLength +
  table.day.byteLength;
console.log(
  `computed in ${took.toFixed(0)} ms cpu (${(took / 1000).toFixed(1)} s; single thread); memory: transfers ${mb(bytes)} ` +
    `(offsets ${mb(transfers.start.byteLength)}, targets ${mb(transfers.toTrip.byteLength + transfers.toPosition.byteLength)}), trip table ${mb(tableBytes)}; ` +
    `load average ${loadavg()[0].toFixed(2)}`,
);

if (Number(values.ea) > 0) {
  const planner = new JourneyPlanner(network);
  const query = new TripBasedQuery(table, transfers);
  const queryBounded = new TripBasedQuery(table, transfers);
  const cases = benchCases(network, Number(values.ea), Number(values.seed));
  const walk = {
    speed: preferences.walkSpeed,
    maxDistance: preferences.maxWalkDistance,
    footDuration: planner.forwardFootDurations(preferences.walkSpeed),
  };
  const groups = {
    count: network.stopAreas.count,
    of: network.stops.area,
    start: network.stopAreas.stopStart,
    members: network.stopAreas.stops,
  };
  const toTarget = new LowerBounds(view, groups);
  const patternRuns = new ActiveTripsCache(network).patternsRunning(days, view.patternCount);
  const settings = { patternRuns, excludedModeMask: 0, footDuration, maxFootDistance: preferences.maxWalkDistance };
  const tbFront = (c: (typeof cases)[number], bounded: boolean) => {
    const access = endpointLinks(network, c.from, walk);
    const egress = endpointLinks(network, c.to, walk);
    const bound = bounded ? toTarget.compute(egress, settings) : null;
    return (bounded ? queryBounded : query).earliestArrival(c.seconds, access, egress, preferences.maxRides, bound);
  };
  const plan = (c: (typeof cases)[number]) =>
    planner.plan({ from: c.from, to: c.to, time: benchKinds.ea.time(values.date!, c.seconds), preferences });
  plan(cases[0]);
  tbFront(cases[0], false);
  tbFront(cases[0], true);
  const cpu: number[][] = [[], [], []];
  const timed = <T>(side: number, run: () => T): T => {
    const at = process.cpuUsage();
    const result = run();
    cpu[side].push(cpuMs(at));
    return result;
  };
  const load = loadavg()[0];
  let differing = 0;
  let boundedDiffering = 0;
  for (const c of cases) {
    const journeys = timed(0, () => plan(c));
    const best = timed(1, () => tbFront(c, false));
    const bestBounded = timed(2, () => tbFront(c, true));
    if (best.some((v, k) => v !== bestBounded[k])) boundedDiffering++;
    // The planner's answer as arrival per ride count, walk left out (its Pareto filter also weighs departures: it
    // keeps rides that leave later than a direct walk, even arriving after it).
    const planned = journeys
      .filter((j) => j.rides > 0)
      .map((j) => `${j.rides}:${j.arrival}`)
      .sort()
      .join(',');
    const front: string[] = [];
    let last = UNREACHED;
    for (let k = 1; k < best.length; k++) {
      if (best[k] < last) {
        front.push(`${k}:${best[k]}`);
        last = best[k];
      }
    }
    const tb = front.sort().join(',');
    if (planned !== tb && differing++ < Number(values.show))
      console.log(`${JSON.stringify(c)}\n  planner ${planned}\n  TB      ${tb}`);
  }
  const line = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const mean = values.reduce((x, y) => x + y, 0) / values.length;
    return `mean ${mean.toFixed(2)} p50 ${percentile(sorted, 50).toFixed(2)} p95 ${percentile(sorted, 95).toFixed(2)} p99 ${percentile(sorted, 99).toFixed(2)} ms`;
  };
  console.log(
    `${cases.length} earliest-arrival queries on ${values.date} (seed ${values.seed}), interleaved, cpu; load average ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
  );
  console.log(`  planner (RAPTOR)  ${line(cpu[0])}`);
  console.log(`  trip-based        ${line(cpu[1])}`);
  console.log(
    `  TB + lower bounds ${line(cpu[2])} (planner's lower-bound Dijkstra included; ${boundedDiffering} answers differ from TB without)`,
  );
  console.log(
    `  arrival per ride count differing: ${differing}/${cases.length}; TB query counters ${JSON.stringify(query.stats(cases.length))}, with bounds ${JSON.stringify(queryBounded.stats(cases.length))}`,
  );
}

if (Number(values.range) > 0) {
  const range = 2 * 3600;
  const planner = new JourneyPlanner(network);
  const query = new TripBasedQuery(table, transfers);
  const cases = benchCases(network, Number(values.range), Number(values.seed));
  const walk = {
    speed: preferences.walkSpeed,
    maxDistance: preferences.maxWalkDistance,
    footDuration: planner.forwardFootDurations(preferences.walkSpeed),
  };
  const groups = {
    count: network.stopAreas.count,
    of: network.stops.area,
    start: network.stopAreas.stopStart,
    members: network.stopAreas.stops,
  };
  const toTarget = new LowerBounds(view, groups);
  const patternRuns = new ActiveTripsCache(network).patternsRunning(days, view.patternCount);
  const settings = { patternRuns, excludedModeMask: 0, footDuration, maxFootDistance: preferences.maxWalkDistance };
  const options = { days, excludedModeMask: 0 } as RaptorOptions;
  const tbRange = (c: (typeof cases)[number]): PlannedJourney[] => {
    const access = endpointLinks(network, c.from, walk);
    const egress = endpointLinks(network, c.to, walk);
    const bound = toTarget.compute(egress, settings);
    const departures = rangeDepartureTimes(view, access, c.seconds, range, options);
    const found = query.range(c.seconds, range, departures, access, egress, preferences.maxRides, bound);
    // No legs are built: a placeholder leg of its own per journey keeps the filter from taking them for one plan.
    const journeys = found.map(
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
    if (distance <= preferences.maxWalkDistance) {
      const duration = walkSeconds(distance, preferences.walkSpeed);
      journeys.push({
        departure: c.seconds,
        arrival: c.seconds + duration,
        rides: 0,
        walkDistance: distance,
        walkDuration: duration,
        legs: [],
      });
    }
    return paretoJourneys(journeys, false);
  };
  const plan = (c: (typeof cases)[number]) =>
    planner.plan({ from: c.from, to: c.to, time: benchKinds.range.time(values.date!, c.seconds), preferences });
  plan(cases[0]);
  tbRange(cases[0]);
  const cpu: number[][] = [[], []];
  const timed = <T>(side: number, run: () => T): T => {
    const at = process.cpuUsage();
    const result = run();
    cpu[side].push(cpuMs(at));
    return result;
  };
  const load = loadavg()[0];
  let differing = 0;
  let unexplained = 0;
  const plannerOnly = { beatenAfterWindow: 0, other: 0 };
  const tbOnly = { count: 0 };
  const key = (journeys: PlannedJourney[], end: number) =>
    journeys
      .filter((j) => j.departure <= end)
      .map((j) => `${j.departure}-${j.arrival}-${j.rides}`)
      .join(',');
  for (const c of cases) {
    const planned = timed(0, () => plan(c));
    const tb = timed(1, () => tbRange(c));
    const end = c.seconds + range;
    if (key(planned, end) !== key(tb, end) && differing++ < Number(values.show))
      console.log(`${JSON.stringify(c)}\n  planner ${key(planned, end)}\n  TB      ${key(tb, end)}`);
    // Where they differ: in-window journeys of one side missing from the other. The planner keeps in-window journeys
    // that a journey leaving just after the window beats (its last run, from the asked time, is pruned by the window's
    // labels and does not report those): counted apart.
    const tbAll = tb;
    const inWindow = (journeys: PlannedJourney[]) => journeys.filter((j) => j.departure <= end);
    const has = (journeys: PlannedJourney[], j: PlannedJourney) =>
      journeys.some((o) => o.departure === j.departure && o.arrival === j.arrival && o.rides === j.rides);
    const beatenLater = (j: PlannedJourney) =>
      tbAll.some(
        (o) => o.departure > end && o.departure >= j.departure && o.arrival <= j.arrival && o.rides <= j.rides,
      );
    for (const j of inWindow(planned)) {
      if (has(tb, j)) continue;
      if (beatenLater(j)) plannerOnly.beatenAfterWindow++;
      else plannerOnly.other++;
    }
    for (const j of inWindow(tb)) if (!has(planned, j)) tbOnly.count++;
    if (inWindow(planned).some((j) => !has(tb, j) && !beatenLater(j)) || inWindow(tb).some((j) => !has(planned, j)))
      unexplained++;
  }
  const line = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const mean = values.reduce((x, y) => x + y, 0) / values.length;
    return `mean ${mean.toFixed(2)} p50 ${percentile(sorted, 50).toFixed(2)} p95 ${percentile(sorted, 95).toFixed(2)} p99 ${percentile(sorted, 99).toFixed(2)} ms`;
  };
  console.log(
    `${cases.length} two-hour range queries on ${values.date} (seed ${values.seed}), interleaved, cpu; load average ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
  );
  console.log(`  planner (rRAPTOR)        ${line(cpu[0])}`);
  console.log(`  trip-based profile + LB  ${line(cpu[1])}`);
  console.log(
    `  answers differing on journeys leaving inside the window: ${differing}/${cases.length}; TB counters ${JSON.stringify(query.stats(cases.length))}`,
  );
  console.log(
    `  in-window journeys only the planner has: ${plannerOnly.beatenAfterWindow} beaten by a TB journey leaving after the window, ${plannerOnly.other} others; ` +
      `only TB has: ${tbOnly.count}; answers differing otherwise than by the first kind: ${unexplained}/${cases.length}`,
  );
}
