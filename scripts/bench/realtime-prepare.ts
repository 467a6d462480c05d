// `npm run bench:realtime:prepare`: what a new version of today's realtime delays costs the first searches of the
// planner threads, with the pool preparing it eagerly (PlannerPool.prepare, as the server does after each poll: the
// threads build the split trips' views and today's predicted trips while idle) against lazily (the first search of each
// direction on each thread builds them). Real PlannerPool on the NYC network in shared memory, the synthetic ~1 MB
// trip-updates feed of bench:realtime:routing for 08:00 today. Rounds alternate eager/lazy (interleaved A/B), each with
// a new version of the same delays and the same searches: per thread one search leaving, then one arriving, 08:00–09:00
// today. Prints first-search latency both ways, the same searches once warm, and how many answers differ (must be 0).
// Options: --rounds N (default 6), --idle MS (time given to the threads between the version and the searches,
// default 2000, the same both ways), --threads N (default PLANNER_THREADS or 2).
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { localDateOf, serviceDayStartMs } from '../../src/server/network/model/service-time.ts';
import { PlannerPool } from '../../src/server/planner-pool/planner-pool.ts';
import type { PlannerJob } from '../../src/server/planner-pool/planner-runner.ts';
import { buildSnapshot } from '../../src/server/realtime/feed-snapshot.ts';
import { decodeFeed } from '../../src/server/realtime/gtfs-rt.ts';
import { viewOf } from '../../src/server/realtime/realtime-feeds.ts';
import { syntheticTripUpdates } from './lib/realtime-feed.ts';
import { percentile } from './lib/percentile.ts';
import { seededRandom } from '../../src/test-support/test-networks.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    idle: { type: 'string', default: '2000' },
    threads: { type: 'string', default: process.env.PLANNER_THREADS || '2' },
  },
});
const rounds = Number(values.rounds);
const threads = Number(values.threads);
const file = readNetworkFile(networkFilePath(), { shared: true });
if (!file.ok || !file.shared)
  throw new Error(`no usable network: ${file.ok ? 'not shared' : file.reason}; run \`npm run data\``);
const network = file.network;
const today = localDateOf(network.timezone, Date.now());
const nowMs = serviceDayStartMs(network.timezone, today) + 8 * 3600_000;
const { payload } = syntheticTripUpdates(network, today, nowMs, 1_000_000);
const view = viewOf(
  network,
  new Set(network.feeds.map((feed) => feed.id)),
  [buildSnapshot(network, 'mta', decodeFeed(payload), nowMs)],
  nowMs,
);
const delays = view.tripDelays();
const cancelledTrips = view.cancelledTrips();
if (!delays) throw new Error('the synthetic feed gave no delays for today');

// Searches between served stop areas, 08:00–09:00 today: per round and thread one leaving, one arriving (by 10:00).
const served = Array.from({ length: network.stopAreas.count }, (_, a) => a).filter(
  (a) => network.lookup.areaRoutes[a].length > 0,
);
const random = seededRandom(7);
const hm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
const search = (arriveBy: boolean): PlannerJob['request'] => {
  const fromId = network.stopAreas.ids[served[Math.floor(random() * served.length)]];
  const toId = network.stopAreas.ids[served[Math.floor(random() * served.length)]];
  const at = `${today}T${hm(arriveBy ? 9 * 60 + Math.floor(random() * 60) : 8 * 60 + Math.floor(random() * 60))}`;
  return arriveBy
    ? { fromId, toId, tripType: '0', arrivalDateTime: at }
    : { fromId, toId, tripType: '0', departureDateTime: at };
};

const pool = new PlannerPool({ shared: file.shared, threads, queueLimit: 10_000, jobTimeoutMs: 120_000 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** One search per thread at once (each idle thread takes one), timed from the call to the answer. */
async function perThread(
  requests: PlannerJob['request'][],
  version: string,
): Promise<Array<{ ms: number; answer: string | null }>> {
  return Promise.all(
    requests.map(async (request) => {
      const started = performance.now();
      const answer = await pool.run({
        kind: 'search',
        request,
        nowMs,
        cancelledTrips,
        tripDelays: { ...delays!, version },
      });
      return { ms: performance.now() - started, answer };
    }),
  );
}

// Warm the threads on the timetable and on a first version (their own views, today's timetable trips).
const warmUp = Array.from({ length: threads }, () => search(false)).concat(
  Array.from({ length: threads }, () => search(true)),
);
for (const request of warmUp)
  await pool.run({ kind: 'search', request, nowMs, cancelledTrips, tripDelays: { ...delays, version: 'warm-up' } });
await Promise.all(
  warmUp.map((request) =>
    pool.run({ kind: 'search', request, nowMs, cancelledTrips, tripDelays: { ...delays, version: 'warm-up' } }),
  ),
);

const first = { eager: [] as number[], lazy: [] as number[] };
const warm: number[] = [];
let differing = 0;
let compared = 0;
const cases = Array.from({ length: rounds }, () => ({
  forward: Array.from({ length: threads }, () => search(false)),
  backward: Array.from({ length: threads }, () => search(true)),
}));
for (let round = 0; round < rounds; round++) {
  const answers: Record<string, Array<string | null>> = {};
  // Each round runs both ways on its own searches, in alternating order (eager first on even rounds).
  for (const mode of round % 2 === 0 ? (['eager', 'lazy'] as const) : (['lazy', 'eager'] as const)) {
    const version = `${delays.version}#${round}-${mode}`;
    if (mode === 'eager') pool.prepare({ ...delays, version }, cancelledTrips);
    await sleep(Number(values.idle));
    const forward = await perThread(cases[round].forward, version);
    const backward = await perThread(cases[round].backward, version);
    first[mode].push(...forward.map((r) => r.ms), ...backward.map((r) => r.ms));
    answers[mode] = [...forward, ...backward].map((r) => r.answer);
    if (mode === 'lazy') {
      // The same searches again on that version, now prepared either way.
      const again = [
        ...(await perThread(cases[round].forward, version)),
        ...(await perThread(cases[round].backward, version)),
      ];
      warm.push(...again.map((r) => r.ms));
    }
  }
  answers.eager.forEach((answer, i) => {
    compared++;
    if (answer !== answers.lazy[i]) differing++;
  });
}
await pool.close();

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return `mean ${mean.toFixed(1)} ms p50 ${percentile(sorted, 50).toFixed(1)} p95 ${percentile(sorted, 95).toFixed(1)} max ${sorted[sorted.length - 1].toFixed(1)}`;
};
console.log(
  `[bench:realtime:prepare] ${cpus().length} cores, load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ')}; ${threads} planner threads, ${rounds} rounds, idle ${values.idle} ms`,
);
console.log(
  `delays for ${delays.trips.length} trips on ${today}; first search of each direction per thread after a new version (${first.lazy.length} searches each way):`,
);
console.log(`  lazy (built on the first search): ${summary(first.lazy)}`);
console.log(`  eager (PlannerPool.prepare):      ${summary(first.eager)}`);
console.log(`  the same searches warm:           ${summary(warm)}`);
console.log(`answers differing eager vs lazy: ${differing}/${compared}`);
