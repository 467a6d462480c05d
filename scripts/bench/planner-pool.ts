// `npm run bench:planner-pool`: the planner on the event loop (in-process) against the planner on worker threads, A/B
// interleaved in one process on the compiled network (no HTTP, no Astro: the backend app called in-process). While
// `--concurrency` journey searches run back to back, a probe calls GET /api/v1/network one at a time: its latency is how
// long any other request waits behind the planner. Prints probe p50/p99 and searches answered per second.
// Usage: npm run bench:planner-pool [-- --seconds 8 --concurrency 16 --rounds 2]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createApp } from '../../src/server/http/app.ts';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { benchCasesFor } from '../../src/test-support/planner-pool-cases.ts';
import { PlannerPool } from '../../src/server/planner-pool/planner-pool.ts';
import { inProcessPlanner, type JourneyPlannerRunner } from '../../src/server/planner-pool/planner-runner.ts';
import { percentile } from './lib/percentile.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '2' },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

const file = readNetworkFile(networkFilePath(), { shared: true });
if (!file.ok || !file.shared)
  throw new Error(`no usable network: ${file.ok ? 'not shared' : file.reason}; run \`npm run data\``);
const network = file.network;
const pool = new PlannerPool({
  shared: file.shared,
  threads: Number(process.env.PLANNER_THREADS || 2),
  queueLimit: 10_000,
  jobTimeoutMs: 60_000,
});
const jobs = benchCasesFor(network, 400, 5);

async function measure(name: string, planner: JourneyPlannerRunner) {
  const app = createApp({ network, journeyPlanner: planner });
  const deadline = performance.now() + seconds * 1000;
  let answered = 0;
  let next = 0;
  const probe: number[] = [];
  const searchers = Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      const { request } = jobs[next++ % jobs.length];
      const response = await app.request('/api/trip-planner/v2/journeys/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      await response.arrayBuffer();
      if (response.status === 200) answered += 1;
    }
  });
  const prober = (async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await (await app.request('/api/v1/network')).arrayBuffer();
      probe.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await Promise.all([...searchers, prober]);
  probe.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(22)} ${percentile(probe, 50).toFixed(1).padStart(9)} ${percentile(probe, 99).toFixed(1).padStart(9)} ${String(probe.length).padStart(7)} ${(answered / seconds).toFixed(1).padStart(11)}`,
  );
}

console.log(
  `${concurrency} searches at a time, ${seconds} s per run; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `${'planner'.padEnd(22)} ${'probe p50'.padStart(9)} ${'probe p99'.padStart(9)} ${'probes'.padStart(7)} ${'searches/s'.padStart(11)}`,
);
// Warm both: the first searches build each day's active trips and the threads' arrays.
await Promise.all(jobs.slice(0, 8).map((job) => pool.run(job)));
const local = inProcessPlanner(network);
for (const job of jobs.slice(0, 4)) await local.run(job);
for (let round = 0; round < Number(values.rounds); round++) {
  await measure('in-process (before)', local);
  await measure(`pool, ${process.env.PLANNER_THREADS || 2} threads (after)`, pool);
}
console.log(
  `load average after ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await pool.close();
