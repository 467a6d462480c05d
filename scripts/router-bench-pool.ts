/**
 * The two-hour range search as the product runs it (part of `npm run bench:router`), through a real PlannerPool of two
 * threads, one search at a time, with the split range search (src/server/routing/range-split.ts: the second, idle
 * thread makes the earlier part of the departures) and without it (PLANNER_SPLIT_RANGES=off): the planner alone on
 * the range line's queries (a 'plan' job) and the API search (rangeMinutes 120), the four in turn query by query so
 * all meet the same machine load. Prints the wall time per search as the caller waits for it (hand-over and thread
 * wake-ups included), the CPU time of the owner's and the helper's threads added together, and how many answers differ
 * (JSON text; for the planner also in departure, arrival or rides: the rest are ties between equally good journeys).
 */
import { loadavg } from 'node:os';
import { readNetworkFile } from '../src/server/network/network-file.ts';
import type { TransitNetwork } from '../src/server/network/types.ts';
import { PlannerPool, type JobStats } from '../src/server/planner-pool/planner-pool.ts';
import type { PlannerJob } from '../src/server/planner-pool/planner-runner.ts';
import { benchKinds, benchPreferences as preferences, percentile, type BenchCase } from './router-bench-queries.ts';

/** A planner answer (JSON of PlannedJourney[]) as each journey's departure, arrival and rides: equal when only ties differ. */
function triples(answer: string | null): string {
  const journeys = JSON.parse(answer ?? '[]') as { departure: number; arrival: number; rides: number }[];
  return journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}`).join(',');
}

export async function benchSplitPool(networkPath: string, network: TransitNetwork, cases: BenchCase[], serviceDate: string): Promise<void> {
  const file = readNetworkFile(networkPath, { shared: true });
  if (!file.ok || !file.shared) throw new Error(`cannot read ${networkPath} into shared memory`);
  const clock = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  const nowMs = Date.parse(`${serviceDate}T12:00:00Z`);
  const searchOf = (c: BenchCase): PlannerJob => ({
    kind: 'search',
    request: {
      fromId: network.stopAreas.ids[c.from.index],
      toId: network.stopAreas.ids[c.to.index],
      tripType: '0',
      departureDateTime: `${serviceDate}T${clock(c.seconds)}`,
      rangeMinutes: 120,
    },
    nowMs,
  });
  // The single-thread range line's own query (router-bench-queries.ts), the planner alone.
  const planOf = (c: BenchCase): PlannerJob => ({ kind: 'plan', request: { from: c.from, to: c.to, time: benchKinds.range.time(serviceDate, c.seconds), preferences }, nowMs });
  const sides = [
    { label: 'range 2 h, planner, pool of 2, split', splitRanges: true, jobOf: planOf },
    { label: 'range 2 h, planner, pool of 2, one thread', splitRanges: false, jobOf: planOf },
    { label: 'range 2 h, API search, pool of 2, split', splitRanges: true, jobOf: searchOf },
    { label: 'range 2 h, API search, pool of 2, one thread', splitRanges: false, jobOf: searchOf },
  ].map((side) => {
    const stats: JobStats[] = [];
    const pool = new PlannerPool({
      shared: file.shared!,
      threads: 2,
      queueLimit: 100,
      jobTimeoutMs: 120_000,
      splitRanges: side.splitRanges,
      onJobDone: (s) => stats.push(s),
    });
    return { ...side, pool, stats, wall: [] as number[], cpu: [] as number[], beyondCpu: [] as number[], split: 0, madeHere: 0 };
  });
  await Promise.all(sides.map((side) => side.pool.whenReady()));
  // Warm-up: each thread builds its day tables and search arrays on its first searches (split ones warm both threads).
  for (const side of sides) for (const c of cases.slice(0, 6)) await side.pool.run(side.jobOf(c));
  const differing = { plan: 0, planTimes: 0, search: 0 };
  const load = [loadavg()[0]];
  for (const c of cases) {
    const answers: (string | null)[] = [];
    for (const side of sides) {
      side.stats.length = 0;
      const start = performance.now();
      answers.push(await side.pool.run(side.jobOf(c)));
      side.wall.push(performance.now() - start);
      const done = side.stats[0];
      side.cpu.push(done ? done.cpuMs + done.helperCpuMs : NaN);
      // Time the caller waited beyond the busier thread's CPU: hand-over, wake-ups, and waiting for a core.
      if (done) side.beyondCpu.push(side.wall[side.wall.length - 1] - Math.max(done.cpuMs, done.helperCpuMs));
      if (done && done.slices > 0) side.split++;
      side.madeHere += done?.madeHere ?? 0;
    }
    if (answers[0] !== answers[1]) differing.plan++;
    if (triples(answers[0]) !== triples(answers[1])) differing.planTimes++;
    if (answers[2] !== answers[3]) differing.search++;
  }
  load.push(loadavg()[0]);
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
  const line = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`;
  };
  console.log(`${cases.length} range searches through pools of 2 planner threads, one search at a time, the four kinds in turn`);
  for (const side of sides) {
    const split = side.splitRanges ? `  split ${side.split}/${cases.length}, slices made by the owner after all ${side.madeHere}` : '';
    console.log(`${side.label.padEnd(44)} wall ${line(side.wall)}`);
    console.log(`${'  both threads'.padEnd(44)} cpu  ${line(side.cpu)}${split}`);
    console.log(`${'  wall beyond the busier thread'.padEnd(44)} ${line(side.beyondCpu)}`);
  }
  console.log(
    `answers differing split / one thread: planner ${differing.plan}/${cases.length} (in departure, arrival or rides ${differing.planTimes}), API ${differing.search}/${cases.length}; load average ${load.map((l) => l.toFixed(2)).join(' → ')}`,
  );
  await Promise.all(sides.map((side) => side.pool.close()));
}
