/**
 * `npm run bench:router:split`: a range search split in two (src/server/routing/range-split.ts) against the same search
 * unsplit, query by query in one process and one thread (the helper's part made right after the owner's, by a second
 * planner). Counts the answers that differ (every journey's departure, arrival, rides and rides taken: trip, boarding
 * and alighting positions, walks), and times both: the split line is the CPU both threads would spend together, and
 * "longer part" the larger of the two parts, what the wall clock of a split search on two idle threads comes to
 * before the hand-over.
 * Options: --kind range|arrive-by-range|via (default range), --queries N (300), --date, --seed, --show N (print the first
 * N differing answers), --owner-share F (the owner's share of the runs, 0.5), --min-runs N (fewer runs: no split).
 */
import { parseArgs } from 'node:util';
import { networkFilePath } from '../src/server/network/network-location.ts';
import { readNetworkFile } from '../src/server/network/network-file.ts';
import type { PlannedJourney } from '../src/server/routing/planned-journey.ts';
import { journeySignature } from '../src/server/routing/pareto.ts';
import { JourneyPlanner, type PlanQuery } from '../src/server/routing/planner.ts';
import { MIN_SPLIT_RUNS, splitCut, type RangeHelper, type RangeSlice } from '../src/server/routing/range-split.ts';
import { benchCases, benchPreferences as preferences, percentile } from './router-bench-queries.ts';

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'range' },
    queries: { type: 'string', default: '300' },
    date: { type: 'string', default: '2026-09-15' },
    seed: { type: 'string', default: '42' },
    show: { type: 'string', default: '0' },
    'owner-share': { type: 'string', default: '0.5' },
    'min-runs': { type: 'string', default: String(MIN_SPLIT_RUNS) },
  },
});
const file = readNetworkFile(networkFilePath());
if (!file.ok) {
  console.error(`No compiled network (${file.reason}). Build it first: npm run import-data`);
  process.exit(1);
}
const network = file.network;
const cases = benchCases(network, Number(values.queries), Number(values.seed));
const serviceDate = values.date!;
const queryOf = (c: (typeof cases)[number], i: number): PlanQuery => {
  const range = { serviceDate, seconds: c.seconds, arriveBy: false, rangeSeconds: 2 * 3600 };
  if (values.kind === 'arrive-by-range') return { from: c.from, to: c.to, time: { ...range, seconds: c.seconds + 3 * 3600, arriveBy: true }, preferences };
  if (values.kind === 'via') {
    const via = cases[(i + 1) % cases.length].to;
    return { from: c.from, to: c.to, via: { place: via, minStaySeconds: 300 }, time: range, preferences };
  }
  return { from: c.from, to: c.to, time: range, preferences };
};

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** A helper made in sequence by a second planner, timing its part apart from the owner's. */
const helperPlanner = new JourneyPlanner(network);
let helperMs = 0;
let splits = 0;
let offered: RangeSlice | undefined;
const timedHelper: RangeHelper = {
  cut: (runCount) => splitCut(runCount, Number(values['min-runs']), Number(values['owner-share'])),
  offer(slice) {
    offered = slice;
    splits++;
    return true;
  },
  collect() {
    const cpuStart = process.cpuUsage();
    const found = offered ? helperPlanner.searchSlice(offered) : null;
    helperMs += cpuMs(cpuStart);
    offered = undefined;
    return found;
  },
};

const whole = new JourneyPlanner(network);
const split = new JourneyPlanner(network);
split.rangeHelper = timedHelper;
for (const planner of [whole, split, helperPlanner]) planner.plan(queryOf(cases[0], 0));
splits = 0;

const describe = (journeys: PlannedJourney[]) => journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}[${journeySignature(j)}]`).join(',');
const times = { whole: [] as number[], split: [] as number[], longer: [] as number[], owner: [] as number[], helper: [] as number[] };
let differing = 0;
let splitQueries = 0;
for (const [i, c] of cases.entries()) {
  const query = queryOf(c, i);
  let cpuStart = process.cpuUsage();
  const a = whole.plan(query);
  times.whole.push(cpuMs(cpuStart));
  helperMs = 0;
  const before = splits;
  cpuStart = process.cpuUsage();
  const b = split.plan(query);
  const total = cpuMs(cpuStart);
  times.split.push(total);
  times.longer.push(Math.max(total - helperMs, helperMs));
  times.owner.push(total - helperMs);
  times.helper.push(helperMs);
  if (splits > before) splitQueries++;
  if (describe(a) !== describe(b) && differing++ < Number(values.show)) {
    const short = (js: PlannedJourney[]) => js.map((j) => `${j.departure}-${j.arrival}-${j.rides}`).join(',');
    console.log(`${JSON.stringify(query)}\n  whole: ${short(a)}\n  split: ${short(b)}`);
  }
}

const line = (label: string, values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(9);
  console.log(`${label.padEnd(34)} mean ${ms(mean)}  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`);
};
console.log(`${values.kind}, ${cases.length} queries on ${serviceDate} (seed ${values.seed}), cpu per query, one thread`);
line('whole search', times.whole);
line('split: both parts', times.split);
line('split: longer part (2 idle threads)', times.longer);
line('split: owner part', times.owner);
line('split: helper part', times.helper);
console.log(`searches split ${splits} (queries with a split ${splitQueries}/${cases.length}); answers differing ${differing}/${cases.length}`);
