import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { readNetworkFile, writeNetworkFile } from '../network/model/network-file.ts';
import { JourneyPlanner } from '../routing/planner.ts';
import { gridFeed } from '../../test-support/test-networks.ts';
import { PlannerPool, plannerWorkerUrl, type JobStats, type PlannerPoolOptions } from './planner-pool.ts';
import { inProcessPlanner, type PlannerJob } from './planner-runner.ts';

// Range searches split over two planner threads (range-split-handover.ts): answers, when a split happens, and a helper
// failing.
const dir = mkdtempSync(join(tmpdir(), 'planner-split-'));
const grid = await buildNetworkFromGtfsText(gridFeed(5));
const gridPath = join(dir, 'grid.bin');
writeNetworkFile(gridPath, grid);
const file = readNetworkFile(gridPath, { shared: true });
if (!file.ok || !file.shared) throw new Error('network file not readable');
const shared = file.shared;

const pools: PlannerPool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

/** A pool of two threads splitting every range search of 2 runs or more, the owner waiting for the helper. */
async function splittingPool(options: Partial<PlannerPoolOptions> = {}) {
  const stats: JobStats[] = [];
  const pool = new PlannerPool({
    shared,
    threads: 2,
    queueLimit: 16,
    jobTimeoutMs: 30_000,
    splitMinRuns: 2,
    // Generous: a loaded machine may deschedule a thread for a while, and these tests check who made each slice.
    splitStartGraceMs: 5_000,
    splitMinWaitMs: 10_000,
    onJobDone: (done) => stats.push(done),
    ...options,
  });
  pools.push(pool);
  await pool.whenReady();
  return { pool, stats };
}

const searches: PlannerJob[] = ['S00', 'S03', 'S12', 'S21', 'S30', 'S33'].map((from, i) => ({
  kind: 'search',
  request: {
    fromId: from,
    toId: ['S33', 'S30', 'S01', 'S13', 'S02', 'S00'][i],
    tripType: '0',
    departureDateTime: `2026-01-14T0${6 + (i % 3)}:1${i}:00`,
    rangeMinutes: 90,
  },
  nowMs: Date.parse('2026-01-14T12:00:00Z'),
}));
const local = inProcessPlanner(grid);
const expected = await Promise.all(searches.map((job) => local.run(job)));

/** A planner thread that runs the real worker, but does `onHelp` (exit or hang) when it is asked to stand by. */
function failingHelperWorker(name: string, onHelp: string): URL {
  const path = join(dir, `${name}.mjs`);
  writeFileSync(
    path,
    `import { parentPort } from 'node:worker_threads';
     parentPort.on('message', (message) => { if (message && typeof message === 'object' && 'helpFor' in message) { ${onHelp} } });
     await import(${JSON.stringify(plannerWorkerUrl().href)});`,
  );
  return pathToFileURL(path);
}

describe('range searches split over two planner threads', () => {
  it('splits a search when the other thread is idle, answering as one thread does', async () => {
    const { pool, stats } = await splittingPool();
    for (const [i, job] of searches.entries()) {
      stats.length = 0;
      expect(await pool.run(job)).toBe(expected[i]);
      // One search at a time: the other thread is always idle, and with the start grace it makes its slices.
      expect(stats[0].slices).toBeGreaterThan(0);
      // Made by the helper: none taken back or given up on.
      expect(stats[0].madeHere).toBe(0);
    }
  });

  it("splits the planner's own query (a 'plan' job, for benchmarks) and answers its journeys", async () => {
    const { pool, stats } = await splittingPool();
    const query = {
      from: { kind: 'stop' as const, index: 0 },
      to: { kind: 'stop' as const, index: 15 },
      time: { serviceDate: '2026-01-14', seconds: 6.5 * 3600, arriveBy: false, rangeSeconds: 5400 },
      preferences: { walkSpeed: 1.12, maxWalkDistance: 800, maxRides: 8, excludedModeMask: 0, wheelchair: false },
    };
    expect(await pool.run({ kind: 'plan', request: query, nowMs: 0 })).toBe(
      JSON.stringify(new JourneyPlanner(grid).plan(query)),
    );
    expect(stats[0].slices).toBeGreaterThan(0);
  });

  it('does not split searches while others wait, nor when splitting is off', async () => {
    const { pool, stats } = await splittingPool();
    // Six at once on two threads: the first two start while four wait (never split); all answers as one thread's.
    expect(await Promise.all(searches.map((job) => pool.run(job)))).toEqual(expected);
    expect(stats.filter((done) => done.slices === 0).length).toBeGreaterThanOrEqual(2);
    const off = await splittingPool({ splitRanges: false });
    for (const job of searches) await off.pool.run(job);
    expect(off.stats.map((done) => done.slices)).toEqual(searches.map(() => 0));
  });

  it('turns splitting off and on again from the next search (setSplitRanges: benchmarks compare both on one pool)', async () => {
    const { pool, stats } = await splittingPool();
    for (const [i, on] of [false, true, false].entries()) {
      pool.setSplitRanges(on);
      stats.length = 0;
      expect(await pool.run(searches[i])).toBe(expected[i]);
      expect(stats[0].slices > 0).toBe(on);
    }
  });

  it("reports the threads' scheduler counters when asked (measureThreads), for the owner's and the helper's parts", async () => {
    const { pool, stats } = await splittingPool({ measureThreads: true });
    stats.length = 0;
    expect(await pool.run(searches[0])).toBe(expected[0]);
    const { thread, split } = stats[0];
    if (process.platform !== 'linux') return expect(thread).toBeUndefined();
    expect(thread!.wallMs).toBeGreaterThanOrEqual(thread!.cpuMs * 0.9); // the clocks differ slightly (µs granularity)
    expect(thread!.cpuMs).toBeGreaterThan(0);
    for (const part of [split!.owner!, split!.helper!]) {
      expect(part.cpuMs).toBeGreaterThan(0);
      for (const count of [part.runQueueMs, part.voluntary, part.involuntary, part.minorFaults, part.majorFaults])
        expect(count).toBeGreaterThanOrEqual(0);
    }
    expect(split!.helperStartMs).toBeGreaterThanOrEqual(0);
    // Not asked: nothing read.
    const plain = await splittingPool();
    await plain.pool.run(searches[0]);
    expect(plain.stats[0].thread).toBeUndefined();
    expect(plain.stats[0].split).toBeUndefined();
  });

  it('still answers when the helper thread dies, and replaces it', async () => {
    const { pool } = await splittingPool({ workerUrl: failingHelperWorker('dies', 'process.exit(3);') });
    for (const [i, job] of searches.entries()) expect(await pool.run(job)).toBe(expected[i]);
  });

  it('still answers when the helper thread never starts its slice', async () => {
    // The helper hangs when asked to stand by; the owner takes its slice back after the start grace (production: at once).
    const hang = 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);';
    const { pool, stats } = await splittingPool({
      workerUrl: failingHelperWorker('hangs', hang),
      splitStartGraceMs: 50,
    });
    expect(await pool.run(searches[0])).toBe(expected[0]);
    expect(stats[0].slices).toBeGreaterThan(0);
    expect(stats[0].madeHere).toBe(stats[0].slices);
  });
});
