/**
 * `npm run bench:router:split`: a range search split in two (src/server/routing/range/range-split.ts) against the same
 * search unsplit, query by query in one process and one thread (the helper's part made right after the owner's, by a
 * second planner). Counts the answers that differ (every journey's departure, arrival, rides and rides taken: trip,
 * boarding and alighting positions, walks), and times both: the split line is the CPU both threads would spend
 * together, and "longer part" the larger of the two parts, what the wall clock of a split search on two idle threads
 * comes to before the hand-over (the helper's setup of the first range search left out, as the pool's helper builds it
 * while the owner builds its own; "both parts" counts it).
 * Options: --kind range|arrive-by-range|via (default range), --queries N (300), --date, --seed, --show N (print the first
 * N differing answers), --owner-share F[,F…] (the owner's share of the runs, 0.5; several: each timed in turn, query by
 * query), --min-runs N (fewer runs: no split), --step-free (the wheelchair preference: two searches per query).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import type { PlannedJourney } from '../../src/server/routing/planned-journey.ts';
import { journeySignature } from '../../src/server/routing/pareto.ts';
import { JourneyPlanner } from '../../src/server/routing/planner.ts';
import type { PlanQuery } from '../../src/server/routing/plan-query.ts';
import {
  MIN_SPLIT_RUNS,
  splitCut,
  type RangeHelper,
  type RangeSlice,
} from '../../src/server/routing/range/range-split.ts';
import { benchCases, benchPreferences } from './lib/router-queries.ts';
import { percentile } from './lib/percentile.ts';

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'range' },
    queries: { type: 'string', default: '300' },
    date: { type: 'string', default: '2026-09-15' },
    seed: { type: 'string', default: '42' },
    show: { type: 'string', default: '0' },
    'owner-share': { type: 'string', default: '0.5' },
    'min-runs': { type: 'string', default: String(MIN_SPLIT_RUNS) },
    'step-free': { type: 'boolean', default: false },
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
const preferences = { ...benchPreferences, wheelchair: values['step-free']! };
const queryOf = (c: (typeof cases)[number], i: number): PlanQuery => {
  const range = { serviceDate, seconds: c.seconds, arriveBy: false, rangeSeconds: 2 * 3600 };
  if (values.kind === 'arrive-by-range')
    return { from: c.from, to: c.to, time: { ...range, seconds: c.seconds + 3 * 3600, arriveBy: true }, preferences };
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

/** A split search: its owner's planner, and a helper made in sequence by a second planner, timed apart. */
function splitSide(share: number) {
  const helperPlanner = new JourneyPlanner(network);
  const side = {
    share,
    firstSlice: true,
    prepareMs: 0,
    runCount: 0,
    runCounts: [] as number[],
    helperMs: 0,
    splits: 0,
    splitQueries: 0,
    differing: 0,
    timesDiffer: 0,
    planner: new JourneyPlanner(network),
    times: { both: [] as number[], longer: [] as number[], owner: [] as number[], helper: [] as number[] },
  };
  let offered: RangeSlice | undefined;
  const helper: RangeHelper = {
    cut: (runCount) => {
      side.runCount = runCount;
      return splitCut(runCount, Number(values['min-runs']), share);
    },
    offer(slice) {
      offered = slice;
      side.splits++;
      return true;
    },
    collect() {
      // As a pool's helper does: the setup of the query's first range search is built while the owner builds its own
      // (planner-pool/range-split-handover.ts prepareFirstSlice; not for via searches), so it is not timed here.
      const prepareStart = process.cpuUsage();
      const prepared =
        offered && side.firstSlice && values.kind !== 'via'
          ? helperPlanner.prepareSearch(offered.from, offered.to, offered.time, offered.preferences, offered.stepFree)
          : undefined;
      side.prepareMs += cpuMs(prepareStart);
      side.firstSlice = false;
      const cpuStart = process.cpuUsage();
      const found = offered ? helperPlanner.searchSlice(offered, prepared) : null;
      side.helperMs += cpuMs(cpuStart);
      offered = undefined;
      return found;
    },
  };
  side.planner.rangeHelper = helper;
  for (const planner of [side.planner, helperPlanner]) planner.plan(queryOf(cases[0], 0));
  side.splits = 0;
  return side;
}

const whole = new JourneyPlanner(network);
whole.plan(queryOf(cases[0], 0));
const sides = values['owner-share']!.split(',').map((share) => splitSide(Number(share)));

const describeAnswer = (journeys: PlannedJourney[]) =>
  journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}[${journeySignature(j)}]`).join(',');
/** Departure, arrival and rides of each journey (what bench:router:ab compares): equal when only ties differ. */
const triples = (journeys: PlannedJourney[]) => journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}`).join(',');
const wholeTimes: number[] = [];
for (const [i, c] of cases.entries()) {
  const query = queryOf(c, i);
  let cpuStart = process.cpuUsage();
  const wholeAnswer = whole.plan(query);
  const a = describeAnswer(wholeAnswer);
  wholeTimes.push(cpuMs(cpuStart));
  // Each side in turn, starting one further each query: none always runs right after the whole search.
  for (let k = 0; k < sides.length; k++) {
    const side = sides[(i + k) % sides.length];
    side.helperMs = 0;
    side.runCount = 0;
    side.firstSlice = true;
    side.prepareMs = 0;
    const before = side.splits;
    cpuStart = process.cpuUsage();
    const b = side.planner.plan(query);
    // The helper's setup built ahead is in neither part but in the CPU both threads spend.
    const total = cpuMs(cpuStart) - side.prepareMs;
    side.times.both.push(total + side.prepareMs);
    side.times.longer.push(Math.max(total - side.helperMs, side.helperMs));
    side.times.owner.push(total - side.helperMs);
    side.times.helper.push(side.helperMs);
    // The runs of the search's range part (the last one offered for a cut; 0: none reached the split rule).
    side.runCounts.push(side.runCount);
    if (side.splits > before) side.splitQueries++;
    if (triples(b) !== triples(wholeAnswer)) side.timesDiffer++;
    if (describeAnswer(b) !== a && side.differing++ < Number(values.show)) {
      const short = (js: PlannedJourney[]) => js.map((j) => `${j.departure}-${j.arrival}-${j.rides}`).join(',');
      console.log(`${JSON.stringify(query)}\n  whole: ${short(whole.plan(query))}\n  split: ${short(b)}`);
    }
  }
}

const line = (label: string, values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(9);
  console.log(
    `${label.padEnd(38)} mean ${ms(mean)}  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`,
  );
};
console.log(
  `${values.kind}, ${cases.length} queries on ${serviceDate} (seed ${values.seed}), cpu per query, one thread; load average ${loadavg()[0].toFixed(2)}`,
);
line('whole search', wholeTimes);
for (const side of sides) {
  line(`split ${side.share}: both parts`, side.times.both);
  line(`split ${side.share}: longer part (2 idle threads)`, side.times.longer);
  line(`split ${side.share}: owner part`, side.times.owner);
  line(`split ${side.share}: helper part`, side.times.helper);
  // Where a split starts to pay: whole search against the longer part, by number of runs (searches with a split only).
  const buckets = [2, 4, 8, 12, 24, 48, 96, Infinity];
  for (let b = 0; b + 1 < buckets.length; b++) {
    const at = side.runCounts.flatMap((runs, q) =>
      runs >= buckets[b] && runs < buckets[b + 1] && side.times.helper[q] > 0 ? [q] : [],
    );
    if (at.length === 0) continue;
    const mean = (values: number[]) => at.reduce((sum, q) => sum + values[q], 0) / at.length;
    const gain = mean(wholeTimes) - mean(side.times.longer);
    console.log(
      `  runs ${buckets[b]}–${buckets[b + 1] - 1}: ${at.length} searches, whole ${mean(wholeTimes).toFixed(2)} ms, longer part ${mean(side.times.longer).toFixed(2)} ms (saves ${gain.toFixed(2)} ms), both parts ${mean(side.times.both).toFixed(2)} ms`,
    );
  }
  console.log(
    `split ${side.share}: searches split ${side.splits} (queries with a split ${side.splitQueries}/${cases.length}); answers differing ${side.differing}/${cases.length}, in departure, arrival or rides ${side.timesDiffer}/${cases.length}`,
  );
}
