// `npm run bench:refresh`: what a timetable refresh costs on the configured network (New York by default).
// 1. The compile a refresh runs: `scripts/import-data.ts` in a child process (as the server runs it), into a scratch
//    file; its wall time and its own peak RSS (the child's `peak RSS ≈` line).
// 2. The swap in a serving process: the embedded backend (network file, planner threads) started, then the compiled
//    file loaded and swapped in while its RSS is sampled every 20 ms: before, peak during, and after the previous
//    network's threads stopped and a GC ran. A steady load of journey searches runs throughout (two at a time, each
//    asking again once answered): the requests a swap must not fail, since they ride the planner threads it replaces.
// Usage: GTFS_CACHE_DIR=… npm run bench:refresh [-- --skip-compile]  (--skip-compile swaps the existing data/network.bin)
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays } from '../../src/server/network/model/calendar-days.ts';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { localDateOf } from '../../src/server/network/model/service-time.ts';
import { seededRandom } from '../../src/test-support/test-networks.ts';

const { values } = parseArgs({ options: { 'skip-compile': { type: 'boolean', default: false } } });
const root = new URL('../..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'bench-refresh-'));
const scratchNetwork = join(scratch, 'network.bin');
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
console.log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (cores shared with other work)`,
);

if (values['skip-compile']) {
  copyFileSync(networkFilePath(), scratchNetwork);
} else {
  const started = performance.now();
  const output = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      [join(root, 'scripts/import-data.ts')],
      {
        cwd: root,
        env: { ...process.env, NETWORK_FILE: scratchNetwork, MALLOC_MMAP_THRESHOLD_: '131072' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${stderr}${stdout}`.slice(-2000))) : resolve(stdout)),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const wrote = output.split('\n').find((line) => line.includes('[data] wrote')) ?? '';
  console.log(`compile (child process): ${seconds.toFixed(1)} s wall; ${wrote.replace(/^.*?: /, '')}`);
}

process.env.NETWORK_FILE = scratchNetwork;
process.env.DATABASE_PATH = join(scratch, 'site.db');
process.env.DATA_REFRESH = 'off';
process.env.RATE_LIMIT_JOURNEY_SEARCH = '1000000/1';
const embedded = await import('../../src/server/embedded.ts');
// Journey searches between served stop areas, tomorrow 06:00–22:00, as the trip planner sends them. Only their ids are
// kept: holding the network would keep it alive after the swap.
const searches = await (async () => {
  const { network } = await embedded.embeddedDeps();
  if (!network) throw new Error('no network loaded: run npm run data first');
  const served = Array.from({ length: network.stopAreas.count }, (_, a) => a).filter(
    (a) => network.lookup.areaRoutes[a].length > 0,
  );
  const random = seededRandom(7);
  const pick = () => network.stopAreas.ids[served[Math.floor(random() * served.length)]];
  const tomorrow = addDays(localDateOf(network.timezone, Date.now()), 1);
  return Array.from({ length: 200 }, () => {
    const minutes = 360 + Math.floor(random() * 960);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    const fromId = pick();
    let toId = pick();
    while (toId === fromId) toId = pick();
    return JSON.stringify({ fromId, toId, tripType: '0', departureDateTime: `${tomorrow}T${time}` });
  });
})();
let asked = 0;
// The backend is asked for on every request, as the front door does: holding one would keep its network alive.
const probe = async () => {
  const response = await (await embedded.embeddedBackend()).request('/bff/api/trip-planner/v2/journeys/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: searches[asked++ % searches.length],
  });
  await response.arrayBuffer();
  return response.status;
};
await probe();
globalThis.gc?.();
const before = process.memoryUsage().rss;
console.log(
  `before the swap: JS heap ${mb(process.memoryUsage().heapUsed)}, array buffers ${mb(process.memoryUsage().arrayBuffers)}`,
);
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const failures: number[] = [];
asked = 0;
let going = true;
const load = Array.from({ length: 2 }, async () => {
  while (going) {
    const status = await probe();
    if (status !== 200) failures.push(status);
  }
});
const swapStarted = performance.now();
await embedded.swapNetwork();
const swapMs = performance.now() - swapStarted;
going = false;
await Promise.all(load);
for (let i = 0; i < 3; i++) {
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
}
clearInterval(sampler);
const after = process.memoryUsage().rss;
const { heapUsed, arrayBuffers } = process.memoryUsage();
console.log(
  `swap (load, threads ready, swap, previous threads stopped): ${(swapMs / 1000).toFixed(1)} s; RSS before ${mb(before)}, ` +
    `peak during ${mb(peak)}, after ${mb(after)} (JS heap ${mb(heapUsed)}, array buffers ${mb(arrayBuffers)}); ` +
    `${asked} journey searches during the swap, ${failures.length} failed${failures.length ? ` (${[...new Set(failures)].join(', ')})` : ''}`,
);
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
const { runShutdownHooks } = await import('../../src/server/lifecycle.ts');
await runShutdownHooks(() => {});
rmSync(scratch, { recursive: true, force: true });
process.exit(0);
