// Place search as a traveller types: every prefix (2+ characters) of a set of stop names, typos, addresses and landmarks,
// sent to the places API in-process (the Hono app, real NYC network). Variants interleaved query by query so load
// changes hit them alike:
//   stops only        no GEOCODER_URL
//   engine, no cache  the local Pelias-speaking server (recorded NYC features) on every keystroke
//   engine, cached    the same with the client's 60 s cache, warmed by one pass (what repeated queries cost)
//   engine down       the engine hangs: the first calls wait for the budget, then the circuit breaker answers at once
// Usage: npm run bench:places [-- <rounds>]
import { loadavg } from 'node:os';
import { Hono } from 'hono';
import type { AppDeps } from '../../src/server/http/deps.ts';
import { registerPlaces } from '../../src/server/http/places.ts';
import { createPeliasClient } from '../../src/server/geocoder/pelias-client.ts';
import { startTestPelias } from '../../src/test-support/pelias-server.ts';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { percentile } from './lib/percentile.ts';

const rounds = Number(process.argv[2] ?? 3);
const loaded = readNetworkFile(networkFilePath());
if (!loaded.ok) throw new Error(`No network at ${networkFilePath()}: run npm run data`);
const network = loaded.network;

const TYPED = [
  'Times Sq',
  'Tims Sqare',
  'Prospect Park',
  '42nd street',
  'Grand Centrl',
  'Coney Island',
  'Atlantic Av',
  'Jamaica Center',
  '350 5th Ave',
  '1560 Broadway',
  'Empire State',
  'Statue of Liberty',
];
const QUERIES = TYPED.flatMap((text) => Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2)));

// The places routes alone on a Hono app (the full createApp also registers every other resource; same handlers).
function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  registerPlaces(app, deps);
  return app;
}

const pelias = await startTestPelias();
const variants = {
  'stops only': createApp({ network }),
  'engine, no cache': createApp({ network, geocoder: createPeliasClient({ url: pelias.url, cacheTtlMs: 0 }) }),
  'engine, cached': createApp({ network, geocoder: createPeliasClient({ url: pelias.url }) }),
};
const downPelias = await startTestPelias();
downPelias.setMode('hang');
const down = createApp({ network, geocoder: createPeliasClient({ url: downPelias.url }) });

async function timed(app: ReturnType<typeof createApp>, query: string): Promise<{ ms: number; names: string[] }> {
  const started = performance.now();
  const response = await app.request(`/api/v1/places?search=${encodeURIComponent(query)}`);
  const body = (await response.json()) as { places: Array<{ name: string; source: string }> };
  if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
  return {
    ms: performance.now() - started,
    names: body.places.filter((p) => p.source === 'network').map((p) => p.name),
  };
}

// Warm-up: the search index, the JIT, and the cached variant's cache.
for (const query of QUERIES) for (const app of Object.values(variants)) await timed(app, query);

const timings = new Map<string, number[]>(Object.keys(variants).map((name) => [name, []]));
let differing = 0;
for (let round = 0; round < rounds; round++) {
  for (const query of QUERIES) {
    let stopsAlone: string[] | undefined;
    for (const [name, app] of Object.entries(variants)) {
      const { ms, names } = await timed(app, query);
      timings.get(name)!.push(ms);
      // The engine adds places; the stops it leaves in the list must be the stop search's best, in the same order.
      if (!stopsAlone) stopsAlone = names;
      else if (round === 0 && names.join('|') !== stopsAlone.slice(0, names.length).join('|')) differing++;
    }
  }
}
const downTimings: number[] = [];
for (const query of QUERIES.slice(0, 40)) downTimings.push((await timed(down, query)).ms);

const row = (name: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} ${String(values.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(sorted, 95).toFixed(2).padStart(7)} ms  max ${sorted.at(-1)!.toFixed(1).padStart(7)} ms`,
  );
};
console.log(
  `place search, ${QUERIES.length} keystrokes × ${rounds} rounds, in-process API (load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
for (const [name, values] of timings) row(name, values);
row('engine down (hang → breaker open)', downTimings);
const waited = downTimings.filter((ms) => ms > 500).length;
console.log(
  `  ${waited} of ${downTimings.length} keystrokes waited the 800 ms budget (the breaker opens after 5 failures), the others answered at once with the stops`,
);
console.log(
  `answers whose stops differ from the stop search's (order or content), engine variants, first round: ${differing}`,
);
await pelias.close();
await downPelias.close();
process.exit(0);
