/**
 * The two-hour range search as the product runs it (part of `npm run bench:router`): the API search (rangeMinutes
 * 120) through a real PlannerPool of two threads, one search at a time, with the split range search
 * (src/server/routing/range-split.ts: the second, idle thread makes the earlier part of the departures) and without it
 * (PLANNER_SPLIT_RANGES=off), alternating query by query so both meet the same machine load. Prints the wall time per
 * search as the caller waits for it (hand-over and thread wake-ups included) and the CPU time of the owner's and the
 * helper's threads added together, and how many answers (the JSON text) differ.
 */
import { loadavg } from 'node:os';
import { readNetworkFile } from '../src/server/network/network-file.ts';
import type { TransitNetwork } from '../src/server/network/types.ts';
import { PlannerPool, type JobStats } from '../src/server/planner-pool/planner-pool.ts';
import type { PlannerJob } from '../src/server/planner-pool/planner-runner.ts';
import { percentile, type BenchCase } from './router-bench-queries.ts';

export async function benchSplitPool(networkPath: string, network: TransitNetwork, cases: BenchCase[], serviceDate: string): Promise<void> {
  const file = readNetworkFile(networkPath, { shared: true });
  if (!file.ok || !file.shared) throw new Error(`cannot read ${networkPath} into shared memory`);
  const clock = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  const jobOf = (c: BenchCase): PlannerJob => ({
    kind: 'search',
    request: {
      fromId: network.stopAreas.ids[c.from.index],
      toId: network.stopAreas.ids[c.to.index],
      tripType: '0',
      departureDateTime: `${serviceDate}T${clock(c.seconds)}`,
      rangeMinutes: 120,
    },
    nowMs: Date.parse(`${serviceDate}T12:00:00Z`),
  });
  const sides = [
    { label: 'range 2 h, API, pool of 2, split', splitRanges: true },
    { label: 'range 2 h, API, pool of 2, one thread', splitRanges: false },
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
    return { ...side, pool, stats, wall: [] as number[], cpu: [] as number[] };
  });
  await Promise.all(sides.map((side) => side.pool.whenReady()));
  // Warm-up: each thread builds its day tables and search arrays on its first searches (split ones warm both threads).
  for (const side of sides) for (const c of cases.slice(0, 6)) await side.pool.run(jobOf(c));
  let differing = 0;
  let split = 0;
  let madeHere = 0;
  const load = [loadavg()[0]];
  for (const c of cases) {
    const answers: (string | null)[] = [];
    for (const side of sides) {
      side.stats.length = 0;
      const start = performance.now();
      answers.push(await side.pool.run(jobOf(c)));
      side.wall.push(performance.now() - start);
      const done = side.stats[0];
      side.cpu.push(done ? done.cpuMs + done.helperCpuMs : NaN);
      if (side.splitRanges && done && done.slices > 0) split++;
      if (side.splitRanges && done) madeHere += done.madeHere;
    }
    if (answers[0] !== answers[1]) differing++;
  }
  load.push(loadavg()[0]);
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
  const line = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`;
  };
  for (const side of sides) {
    console.log(`${side.label.padEnd(38)} wall ${line(side.wall)}`);
    console.log(`${'  both threads'.padEnd(38)} cpu  ${line(side.cpu)}`);
  }
  console.log(`split pool: ${split}/${cases.length} searches split (slices the owner made itself after all: ${madeHere}); answers differing ${differing}/${cases.length}; load average ${load.map((l) => l.toFixed(2)).join(' → ')}`);
  await Promise.all(sides.map((side) => side.pool.close()));
}
