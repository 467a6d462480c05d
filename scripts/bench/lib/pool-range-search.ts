/**
 * The two-hour range search as the product runs it (the last lines of `npm run bench:router`, run by
 * router-pool.ts in a process of its own, whose main thread holds the network once, as a server's does, and not
 * the single-thread lines' planner, day tables and connection scan): one PlannerPool of two threads, one search at a
 * time, with the split range search (src/server/routing/range/range-split.ts: the idle thread makes the earlier part of
 * the departures) switched on and off query by query (PlannerPool.setSplitRanges), so both meet the same machine, the
 * same warm code and the same caches: the planner alone on the range line's queries (a 'plan' job) and the API search
 * (rangeMinutes 120). The pool is warmed first (--pool-warmup queries, not timed): each planner thread is its own V8
 * isolate that compiles the planner again, and until that settles (a few hundred searches) V8's background compiler
 * threads take cores from the searches, which a server that has run for a while does not see.
 * Prints the wall time per search as the caller waits for it (hand-over and thread wake-ups included), the CPU time of
 * the owner's and the helper's threads added together, the wall time beyond the busier thread's CPU and where it went
 * (the threads' scheduler counters, thread-times.ts: waiting for a core, or neither running nor queued — the
 * hypervisor), the CPU other threads of this process and other processes took meanwhile, and how many answers differ between split and one
 * thread (JSON text; for the planner also in departure, arrival or rides: the rest are ties between equally good journeys).
 */
import { loadavg } from 'node:os';
import type { TransitNetwork } from '../../../src/server/network/model/types.ts';
import { PlannerPool, type JobStats } from '../../../src/server/planner-pool/planner-pool.ts';
import type { PlannerJob } from '../../../src/server/planner-pool/planner-runner.ts';
import { JourneyPlanner } from '../../../src/server/routing/planner.ts';
import type { PlanQuery } from '../../../src/server/routing/plan-query.ts';
import type { ThreadTimes } from '../../../src/server/planner-pool/thread-clock.ts';
import { benchKinds, benchPreferences as preferences, type BenchCase } from './router-queries.ts';
import { percentile } from './percentile.ts';
import { machineBusyMs, offCpu, otherThreadsMs, processThreadsCpuNs } from './thread-times.ts';

/** A planner answer (JSON of PlannedJourney[]) as each journey's departure, arrival and rides: equal when only ties differ. */
function triples(answer: string | null): string {
  const journeys = JSON.parse(answer ?? '[]') as { departure: number; arrival: number; rides: number }[];
  return journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}`).join(',');
}

/** The part of a search the caller waited for: a split search's slower part (owner or helper), else the whole job. */
function slowerPart(stats: JobStats): ThreadTimes | undefined {
  const { owner, helper } = stats.split ?? {};
  if (owner && helper) return owner.wallMs >= helper.wallMs ? owner : helper;
  return stats.thread;
}

export async function benchSplitPool(
  shared: SharedArrayBuffer,
  network: TransitNetwork,
  cases: BenchCase[],
  serviceDate: string,
  warmupCases: BenchCase[],
  inProcess = false,
): Promise<void> {
  const clock = (s: number) =>
    `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
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
  // The single-thread range line's own query (router-queries.ts), the planner alone.
  const planOf = (c: BenchCase): PlannerJob => ({
    kind: 'plan',
    request: { from: c.from, to: c.to, time: benchKinds.range.time(serviceDate, c.seconds), preferences },
    nowMs,
  });
  const stats: JobStats[] = [];
  const pool = new PlannerPool({
    shared,
    threads: 2,
    queueLimit: 100,
    jobTimeoutMs: 120_000,
    measureThreads: true,
    onJobDone: (s) => stats.push(s),
  });
  await pool.whenReady();
  const sides = [
    { label: 'range 2 h, planner, pool of 2, split', split: true, jobOf: planOf },
    { label: 'range 2 h, planner, pool of 2, one thread', split: false, jobOf: planOf },
    { label: 'range 2 h, API search, pool of 2, split', split: true, jobOf: searchOf },
    { label: 'range 2 h, API search, pool of 2, one thread', split: false, jobOf: searchOf },
  ].map((side) => ({
    ...side,
    wall: [] as number[],
    cpu: [] as number[],
    beyondCpu: [] as number[],
    queued: [] as number[],
    rest: [] as number[],
    helperStart: [] as number[],
    ownerWait: [] as number[],
    others: new Map<string, number[]>(),
    otherProcessesMs: 0,
    splitCount: 0,
    madeHere: 0,
  }));
  // --in-process: the same query on this thread too, right after the pool's (its day tables and labels then live on
  // the main thread, whose garbage collection meets the pool's searches: off by default).
  const here = inProcess
    ? { planner: new JourneyPlanner(network), wall: [] as number[], cpu: [] as number[], differing: 0 }
    : undefined;
  const planHere = (c: BenchCase) => {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const answer = JSON.stringify(here!.planner.plan(planOf(c).request as PlanQuery));
    const used = process.cpuUsage(cpuStart);
    return { answer, wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
  };
  for (const c of warmupCases) {
    if (here) planHere(c);
    for (const side of sides) {
      pool.setSplitRanges(side.split);
      await pool.run(side.jobOf(c));
    }
  }
  // The bench's own garbage (the single-thread lines) collected now, not by incremental marking during the searches.
  globalThis.gc?.();
  const differing = { plan: 0, planTimes: 0, search: 0 };
  const load = [loadavg()[0]];
  for (const [index, c] of cases.entries()) {
    const answers: (string | null)[] = [];
    // Split and one thread in turn, the first of the two alternating query by query.
    const order = index % 2 === 0 ? [0, 1, 2, 3] : [1, 0, 3, 2];
    for (const at of order) {
      const side = sides[at];
      pool.setSplitRanges(side.split);
      stats.length = 0;
      const threadsBefore = processThreadsCpuNs();
      const machineBefore = machineBusyMs();
      const mainCpu = process.threadCpuUsage();
      const start = performance.now();
      answers[at] = await pool.run(side.jobOf(c));
      side.wall.push(performance.now() - start);
      const mainUsed = process.threadCpuUsage(mainCpu);
      // The main thread's own CPU while it waited (not the readings of the other threads' counters around it).
      const others = otherThreadsMs(threadsBefore, processThreadsCpuNs());
      others.set('main thread', (mainUsed.user + mainUsed.system) / 1000);
      for (const [group, ms] of others) side.others.set(group, [...(side.others.get(group) ?? []), ms]);
      const done = stats[0];
      if (!done) continue;
      // The threads' CPU from their scheduler counters brought up to date (thread-clock.ts): getrusage's figure
      // misses the time since the thread's last scheduler tick, up to 4 ms here.
      const ownerCpu = done.thread?.cpuMs ?? done.cpuMs;
      const helperCpu = done.split?.helper?.cpuMs ?? done.helperCpuMs;
      const ours = ownerCpu + helperCpu + [...others.values()].reduce((sum, ms) => sum + ms, 0);
      side.otherProcessesMs += machineBusyMs() - machineBefore - ours;
      side.cpu.push(ownerCpu + helperCpu);
      // Time the caller waited beyond the busier thread's CPU: hand-over, wake-ups, and time off the CPU.
      side.beyondCpu.push(side.wall[side.wall.length - 1] - Math.max(ownerCpu, helperCpu));
      const part = slowerPart(done);
      if (part) {
        const off = offCpu(part);
        side.queued.push(off.queued);
        side.rest.push(off.rest);
      }
      if (done.split?.helper) {
        side.helperStart.push(done.split.helperStartMs);
        side.ownerWait.push(done.split.ownerWaitMs);
      }
      if (done.slices > 0) side.splitCount++;
      side.madeHere += done.madeHere;
    }
    if (here) {
      const made = planHere(c);
      here.wall.push(made.wallMs);
      here.cpu.push(made.cpuMs);
      if (made.answer !== answers[1]) here.differing++;
    }
    // Parsed only when the texts differ: the bench's main thread allocates little, so its garbage collection does not
    // take a core from the next searches.
    if (answers[0] !== answers[1]) {
      differing.plan++;
      if (triples(answers[0]) !== triples(answers[1])) differing.planTimes++;
    }
    if (answers[2] !== answers[3]) differing.search++;
  }
  load.push(loadavg()[0]);
  await pool.close();
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
  const line = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`;
  };
  console.log(
    `${cases.length} range searches through one pool of 2 planner threads, one search at a time, split on and off query by query (after ${warmupCases.length} warm-up queries)`,
  );
  for (const side of sides) {
    const split = side.split
      ? `  split ${side.splitCount}/${cases.length}, slices made by the owner after all ${side.madeHere}`
      : '';
    console.log(`${side.label.padEnd(46)} wall ${line(side.wall)}`);
    console.log(`${'  both threads'.padEnd(46)} cpu  ${line(side.cpu)}${split}`);
    console.log(`${'  wall beyond the busier thread'.padEnd(46)}      ${line(side.beyondCpu)}`);
    if (side.helperStart.length) {
      console.log(`${'  hand-over: the helper started its slice after'.padEnd(46)}      ${line(side.helperStart)}`);
      console.log(`${'  the owner, its part done, waited for it'.padEnd(46)}      ${line(side.ownerWait)}`);
    }
    const part = side.split ? 'slower part' : 'the thread';
    if (side.queued.length) {
      console.log(`${`  ${part} off CPU: waiting for a core`.padEnd(46)}      ${line(side.queued)}`);
      console.log(`${`  ${part} off CPU, not queued: asleep or hypervisor`.padEnd(46)}      ${line(side.rest)}`);
    }
    for (const [group, values] of side.others) {
      const mean = values.reduce((sum, v) => sum + v, 0) / cases.length;
      if (mean >= 0.01)
        console.log(`${`  ${group} meanwhile, cpu`.padEnd(46)}      ${line(values)}  mean ${mean.toFixed(2)} ms`);
    }
    const otherProcesses = side.otherProcessesMs / cases.length;
    if (!Number.isNaN(otherProcesses))
      console.log(
        `${'  other processes meanwhile, cpu'.padEnd(46)}      mean ${otherProcesses.toFixed(1)} ms (/proc/stat, 10 ms ticks: means only)`,
      );
  }
  if (here) {
    console.log(`${'range 2 h, planner, in process (main thread)'.padEnd(46)} wall ${line(here.wall)}`);
    console.log(
      `${''.padEnd(46)} cpu  ${line(here.cpu)}  answers differing from the pool's one thread ${here.differing}/${cases.length}`,
    );
  }
  console.log(
    `answers differing split / one thread: planner ${differing.plan}/${cases.length} (in departure, arrival or rides ${differing.planTimes}), API ${differing.search}/${cases.length}; load average ${load.map((l) => l.toFixed(2)).join(' → ')}`,
  );
}
