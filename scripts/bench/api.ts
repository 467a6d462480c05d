// `npm run bench:api`: figures of the network API over the compiled network (data/network.bin, `npm run data` first).
// Prints import time (recorded by the import), file size, load time, resident memory, and p50/p95/p99 latencies of
// place search, proximity, departures and journey search answered in-process through the Hono app (HTTP layer included).
import { statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createApp } from '../../src/server/http/app.ts';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { words } from '../../src/server/network/places/text-normalize.ts';
import { addDays } from '../../src/server/network/model/calendar-days.ts';
import { localDateOf } from '../../src/server/network/model/service-time.ts';

const path = networkFilePath();
const loadStarted = performance.now();
const result = readNetworkFile(path);
const firstLoadMs = performance.now() - loadStarted;
if (!result.ok) {
  console.error(`[bench] no usable network: ${result.reason}; run \`npm run data\` first`);
  process.exit(1);
}
const network = result.network;
const app = createApp({ network });

// A fixed pseudo-random sequence so runs compare.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];

const served = Array.from({ length: network.stopAreas.count }, (_, a) => a).filter(
  (a) => network.lookup.areaRoutes[a].length > 0,
);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function bench(
  name: string,
  makePath: () => string | { path: string; body: unknown },
  runs = 500,
): Promise<void> {
  const requests = Array.from({ length: runs + 50 }, makePath);
  const times: number[] = [];
  let failures = 0;
  for (const [i, request] of requests.entries()) {
    const started = performance.now();
    const res =
      typeof request === 'string'
        ? await app.request(request)
        : await app.request(request.path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(request.body),
          });
    await res.arrayBuffer();
    if (i >= 50) times.push(performance.now() - started);
    if (res.status !== 200) failures++;
  }
  times.sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(2)} ms`;
  console.log(
    `${name.padEnd(28)} p50 ${f(percentile(times, 50))}  p95 ${f(percentile(times, 95))}  p99 ${f(percentile(times, 99))}  (${runs} requests, ${failures} non-200)`,
  );
}

const searchQuery = () => {
  const area = pick(served);
  const nameWords = words(network.stopAreas.names[area]);
  const first = nameWords[0] ?? 'st';
  const second = nameWords[1] ? ` ${nameWords[1].slice(0, Math.max(1, Math.ceil(nameWords[1].length / 2)))}` : '';
  return `${first}${second}`;
};
const boxAround = () => {
  const area = pick(served);
  const lat = network.stopAreas.lat[area];
  const lon = network.stopAreas.lon[area];
  const d = 0.004 + random() * 0.006;
  return [`${lat - d},${lon - d}`, `${lat - d},${lon + d}`, `${lat + d},${lon + d}`, `${lat + d},${lon - d}`]
    .map((c) => `coord=${c}`)
    .join('&');
};
// Departures at a busy hour: tomorrow 08:00 in the network's time zone (the stale-feed shift applies as for any date).
const from = encodeURIComponent(`${addDays(localDateOf(network.timezone, Date.now()), 1)}T08:00`);

console.log(
  `[bench] network ${path}; ${cpus().length} cores, load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')} (tails grow with load)`,
);
console.log(`import time (recorded)       ${result.meta.importSeconds ?? '?'} s`);
console.log(`compiled file                ${(statSync(path).size / 1e6).toFixed(1)} MB`);
console.log(`load time                    ${firstLoadMs.toFixed(0)} ms (read, checksum, header, indexes)`);
await bench('place search', () => `/api/v1/places?search=${encodeURIComponent(searchQuery())}`);
await bench(
  'place search + userLatLon',
  () => `/api/v1/places?search=${encodeURIComponent(searchQuery())}&userLatLon=40.75,-73.98`,
);
await bench('proximity points (~1 km box)', () => `/api/v1/proximity/points?${boxAround()}`);
await bench(
  'stop area departures',
  () =>
    `/api/proximity/v2/stopAreas/${encodeURIComponent(network.stopAreas.ids[pick(served)])}/schedules?fromDatetime=${from}`,
);
await bench('line departures at a stop', () => {
  const area = pick(served);
  const stop = network.stopAreas.stops[network.stopAreas.stopStart[area]];
  const route = network.lookup.areaRoutes[area][0];
  return `/api/v1/stopPoints/${encodeURIComponent(network.stops.ids[stop])}/lines/${encodeURIComponent(network.routes.ids[route])}/departures?fromDatetime=${from}`;
});
// The proximity screens: map points at zoom 14 (a ~3.5 km box, bus stops showing), the nearby list with "departures
// near you" around a served stop, and the stop page's data (details and board, as the page reads them).
const zoom14Box = () => {
  const area = pick(served);
  const [lat, lon] = [network.stopAreas.lat[area], network.stopAreas.lon[area]];
  return `coord=${lat - 0.012},${lon - 0.02}&coord=${lat + 0.012},${lon + 0.02}`;
};
await bench('proximity points (zoom 14)', () => `/api/v1/proximity/points?${zoom14Box()}`);
await bench('nearby + departures near you', () => {
  const area = pick(served);
  return `/api/v1/proximity/nearby?lat=${network.stopAreas.lat[area] + 0.001}&lon=${network.stopAreas.lon[area]}&fromDatetime=${from}`;
});
await bench(
  'stop board (stop page)',
  () => `/api/v1/stopBoards/stopArea/${encodeURIComponent(network.stopAreas.ids[pick(served)])}?fromDatetime=${from}`,
);
await bench('stop full-day timetable', () => {
  const area = pick(served);
  const route = network.lookup.areaRoutes[area][0];
  return `/api/v1/stopBoards/stopArea/${encodeURIComponent(network.stopAreas.ids[area])}/timetable?line=${encodeURIComponent(network.routes.ids[route])}&direction=0`;
});
{
  // What compression saves on the largest answer the map asks for (1,500 points), as the site sends it.
  const { gzipSync, brotliCompressSync, constants } = await import('node:zlib');
  const body = Buffer.from(
    await (await app.request('/api/v1/proximity/points?coord=40.70,-74.02&coord=40.80,-73.93')).arrayBuffer(),
  );
  const gzip = gzipSync(body).length;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
  console.log(
    `points answer bytes          raw ${(body.length / 1024).toFixed(0)} KB, gzip ${(gzip / 1024).toFixed(0)} KB, br(q5) ${(br / 1024).toFixed(0)} KB (${JSON.parse(body.toString()).points.length} points, Manhattan box)`,
  );
}
// A journey search as the trip planner sends it: two random served areas, tomorrow between 06:00 and 22:00, the API's
// default window of departures (rangeMinutes absent), sections and summary codes built (HTTP layer included).
await bench(
  'journey search (API default)',
  () => {
    const minutes = 360 + Math.floor(random() * 960);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    return {
      path: '/api/trip-planner/v2/journeys/search',
      body: {
        fromId: network.stopAreas.ids[pick(served)],
        toId: network.stopAreas.ids[pick(served)],
        tripType: '0',
        departureDateTime: `${addDays(localDateOf(network.timezone, Date.now()), 1)}T${time}`,
      },
    };
  },
  300,
);
(globalThis as { gc?: () => void }).gc?.();
const memory = process.memoryUsage();
console.log(
  `resident memory              ${(memory.rss / 1e6).toFixed(0)} MB after the runs above (heap ${(memory.heapUsed / 1e6).toFixed(0)} MB, array buffers ${(memory.arrayBuffers / 1e6).toFixed(0)} MB)`,
);
const reloads: number[] = [];
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  readNetworkFile(path);
  reloads.push(performance.now() - started);
}
console.log(
  `reload time                  ${reloads.map((t) => `${t.toFixed(0)} ms`).join(', ')} (three more loads, warm page cache)`,
);
