// `npm run bench:realtime`: decode and apply a ~1 MB GTFS-realtime trip-updates feed built from today's trips of the
// compiled NYC network (data/network.bin), p50/p95 over repeated runs, the memory a snapshot holds, and what
// realtime costs a departure board (interleaved A/B: the same boards with and without the snapshot, answers compared),
// and how long each new snapshot blocks the main thread: built there, or on the snapshot thread (interleaved A/B; the
// event loop's busy time while the snapshot is made, from performance.eventLoopUtilization()).
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { localDateOf } from '../../src/server/network/model/service-time.ts';
import { stopBoard } from '../../src/server/network/boards/stop-board.ts';
import {
  buildSnapshot,
  inThreadSnapshots,
  type FeedSnapshot,
  type SnapshotBuilder,
} from '../../src/server/realtime/feed-snapshot.ts';
import { SnapshotThread } from '../../src/server/realtime/snapshot-thread.ts';
import { decodeFeed } from '../../src/server/realtime/gtfs-rt.ts';
import { viewOf } from '../../src/server/realtime/realtime-feeds.ts';
import { syntheticTripUpdates } from './lib/realtime-feed.ts';
import { percentile } from './lib/percentile.ts';

const TARGET_BYTES = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.argv[3] ?? 40);

const loaded = readNetworkFile(networkFilePath(), { shared: true });
if (!loaded.ok) {
  console.error(`[bench] no usable network: ${loaded.reason}; run \`npm run data\` first`);
  process.exit(1);
}
const network = loaded.network;
const nowMs = Date.now();
const today = localDateOf(network.timezone, nowMs);
const { payload, entities } = syntheticTripUpdates(network, today, nowMs, TARGET_BYTES);
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

// The feed id namespaces ids; this synthetic feed mixes every NYC feed, so each entity resolves through the
// unique-raw-id fallback (the MTA's one bus feed for five boroughs works the same way).
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const decodeTimes: number[] = [];
const applyTimes: number[] = [];
// biome-ignore lint/correctness/noUnusedVariables: holds the last snapshot so the heap measurement below counts it
let snapshot: FeedSnapshot | undefined;
for (let run = 0; run < RUNS + 3; run++) {
  const started = performance.now();
  const message = decodeFeed(payload);
  const decoded = performance.now();
  snapshot = buildSnapshot(network, 'mta', message, nowMs);
  const applied = performance.now();
  if (run >= 3) {
    decodeTimes.push(decoded - started);
    applyTimes.push(applied - decoded);
  }
}
decodeTimes.sort((a, b) => a - b);
applyTimes.sort((a, b) => a - b);
const total = decodeTimes.map((d, i) => d + applyTimes[i]).sort((a, b) => a - b);

// Memory one snapshot holds once built (the decoded message is dropped): heap after minus before (gc exposed by the npm script).
const gc = (globalThis as { gc?: () => void }).gc;
snapshot = undefined;
gc?.();
const withoutSnapshot = process.memoryUsage().heapUsed;
const kept = buildSnapshot(network, 'mta', decodeFeed(payload), nowMs);
gc?.();
const withSnapshot = process.memoryUsage().heapUsed;

// Boards: the same 300 stop areas with and without the snapshot, interleaved.
const view = viewOf(network, new Set(network.feeds.map((feed) => feed.id)), [kept]);
const areas = Array.from({ length: 300 }, () => Math.floor(random() * network.stopAreas.count));
const areaStops = (a: number) =>
  Array.from(network.stopAreas.stops.subarray(network.stopAreas.stopStart[a], network.stopAreas.stopStart[a + 1]));
const plain: number[] = [];
const live: number[] = [];
let differing = 0;
for (const area of areas) {
  let started = performance.now();
  const a = stopBoard(network, areaStops(area), nowMs, 3);
  plain.push(performance.now() - started);
  started = performance.now();
  const b = stopBoard(network, areaStops(area), nowMs, 3, view);
  live.push(performance.now() - started);
  const key = (groups: typeof a) =>
    JSON.stringify(
      groups.map((g) => g.departures.map((d) => `${d.departure.trip}:${d.departure.realtime?.state ?? '-'}`)),
    );
  if (key(a) !== key(b)) differing++;
}
plain.sort((x, y) => x - y);
live.sort((x, y) => x - y);

const counts = kept.tripUpdates.counts;
console.log(
  `[bench:realtime] ${cpus().length} cores, load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ')}`,
);
console.log(
  `feed: ${(payload.length / 1_048_576).toFixed(2)} MB, ${entities.length} trip updates (${counts.matched} matched, ${counts.unmatched} unmatched, ${counts.cancelled} cancelled), ${RUNS} runs`,
);
console.log(`decode          p50 ${ms(percentile(decodeTimes, 50))}  p95 ${ms(percentile(decodeTimes, 95))}`);
console.log(`apply (index)   p50 ${ms(percentile(applyTimes, 50))}  p95 ${ms(percentile(applyTimes, 95))}`);
console.log(`decode + apply  p50 ${ms(percentile(total, 50))}  p95 ${ms(percentile(total, 95))}`);
console.log(
  `snapshot heap: ${gc ? `${((withSnapshot - withoutSnapshot) / 1_048_576).toFixed(1)} MB` : 'run with --expose-gc'}; process RSS ${(process.memoryUsage().rss / 1_048_576).toFixed(0)} MB`,
);
console.log(
  `stop board (300 areas, A/B interleaved): timetable p50 ${ms(percentile(plain, 50))} p95 ${ms(percentile(plain, 95))}; with realtime p50 ${ms(percentile(live, 50))} p95 ${ms(percentile(live, 95))}; boards whose answer changed: ${differing}/300`,
);

// Main-thread blocking per new snapshot: the poller's own path (fetched bytes → snapshot the views read), built on this
// thread or on the snapshot thread, alternating run by run.
const thread = new SnapshotThread(loaded.shared!);
const builders: Array<[string, SnapshotBuilder]> = [
  ['main thread', inThreadSnapshots(network)],
  ['snapshot thread', thread.build],
];
const busy = new Map<string, number[]>(builders.map(([name]) => [name, []]));
const wall = new Map<string, number[]>(builders.map(([name]) => [name, []]));
await thread.build('mta', payload, nowMs); // the thread starts and maps the network once
for (let run = 0; run < RUNS; run++) {
  for (const [name, build] of builders) {
    // Each side starts from a collected heap: the main-thread builds' garbage is not charged to the next run.
    gc?.();
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    const built = await build('mta', payload, nowMs);
    wall.get(name)!.push(performance.now() - started);
    busy.get(name)!.push(performance.eventLoopUtilization(before).active);
    if (built.tripUpdates.size !== kept.tripUpdates.size)
      throw new Error(`${name}: ${built.tripUpdates.size} trip updates, expected ${kept.tripUpdates.size}`);
  }
}
await thread.close();
for (const [name] of builders) {
  const b = busy.get(name)!.sort((x, y) => x - y);
  const w = wall.get(name)!.sort((x, y) => x - y);
  console.log(
    `new snapshot, ${name.padEnd(15)} main thread busy p50 ${ms(percentile(b, 50))} p95 ${ms(percentile(b, 95))}  (until adopted: p50 ${ms(percentile(w, 50))} p95 ${ms(percentile(w, 95))})`,
  );
}
