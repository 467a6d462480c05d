// `npm run check:load`: p50/p99 of the home page, a results page, journey search and place search, first each alone,
// then journey search alone with 50 connections (its throughput: what the planner delivers when nothing else asks), then
// while journey search is saturated by 50 connections and the other routes are probed; loopback only, bounded in time.
// Starts the built site on LOAD_PORT (else E2E_PORT, else 4380) unless BASE_URL names a running one.
// Usage: npm run check:load [-- --seconds 10 --connections 50 --phases alone,throughput,saturated --retry-after honour|ignore]
// (--phases saturated skips the first phase: what a profile of the server under load wants.)
// Journey search connections wait out the Retry-After of a 429/503 before asking again, as browsers and real clients do
// (--retry-after ignore: ask again at once, the old closed loop, which measures a retry storm more than the server);
// the counts of refusals and of waits are printed either way.
// The site it starts gets high journey- and place-search rate limits: every request comes from one loopback client, and
// its bucket would otherwise answer 429 at once, so the figures would measure the limiter, not the planner; the excess
// of a saturated planner then gets 503 + Retry-After from the bounded queue. (The limits have their own tests.)
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { percentile } from './bench/lib/percentile.ts';
import { formatStatuses, runLoad, send, type LoadRequest, type LoadResult } from './load/http-load.ts';
import { startSite } from './load/start-site.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    phases: { type: 'string', default: 'alone,throughput,saturated' },
    'retry-after': { type: 'string', default: 'honour' },
  },
});
const seconds = Number(values.seconds);
const saturation = Number(values.connections);
const phases = new Set(values.phases.split(','));
if (values['retry-after'] !== 'honour' && values['retry-after'] !== 'ignore')
  throw new Error('--retry-after is honour or ignore');
const honourRetryAfter = values['retry-after'] === 'honour';

const site = await startSite({
  port: Number(process.env.LOAD_PORT ?? process.env.E2E_PORT ?? 4380),
  env: { RATE_LIMIT_JOURNEY_SEARCH: '1000000/60', RATE_LIMIT_PLACE_SEARCH: '1000000/60' },
});
const base = site.base;

/** Stop-area ids found by place search for common words, so the queries follow whatever network is loaded. */
interface Area {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

async function stopAreas(): Promise<Area[]> {
  const ids = new Map<string, Area>();
  for (const word of [
    'av',
    'st',
    'broadway',
    'main',
    'park',
    'bay',
    'hill',
    'road',
    'center',
    'junction',
    'jamaica',
    'bronx',
  ]) {
    const answer = await send(base, { path: `/bff/api/v1/places?search=${word}&limit=20` }, undefined);
    if (answer.status !== 200) continue;
    for (const place of (JSON.parse(answer.body) as { places: (Area & { type: string })[] }).places) {
      if (place.type === 'stopArea')
        ids.set(place.id, { id: place.id, name: place.name, lat: place.lat, lon: place.lon });
    }
  }
  return [...ids.values()];
}

const ids = await stopAreas();
if (ids.length < 10) throw new Error(`place search found only ${ids.length} stop areas; is the network loaded?`);

/** Next Tuesday (a weekday whatever today is), in the network's local time. */
function nextTuesday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
}
const date = nextTuesday();

// A fixed pseudo-random sequence: the same queries in every run, all different from one another (no coalescing help).
function pair(n: number): { from: Area; to: Area; time: string } {
  const a = (n * 7919 + 13) % ids.length;
  let b = (n * 104_729 + 71) % ids.length;
  if (b === a) b = (b + 1) % ids.length;
  const minutes = 6 * 60 + ((n * 37) % (14 * 60));
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  return { from: ids[a], to: ids[b], time };
}

const SEARCH_WORDS = [
  'times',
  'grand',
  'union sq',
  'coney',
  'flushing',
  'fulton',
  'canal',
  'jay st',
  'atlantic',
  'court sq',
];
const routes: Record<string, (n: number) => LoadRequest> = {
  '/fr': () => ({ path: '/fr' }),
  'results page': (n) => {
    const { from, to, time } = pair(n);
    const place = (prefix: string, area: Area) => ({
      [`${prefix}i`]: area.id,
      [`${prefix}v`]: area.name,
      [`${prefix}pt`]: 'stopArea',
      [`${prefix}lat`]: String(area.lat),
      [`${prefix}lon`]: String(area.lon),
    });
    const query = new URLSearchParams({
      ...place('f', from),
      ...place('t', to),
      tt: '0',
      dt: `${date}T${time.slice(0, 5)}-05:00`,
    });
    return { path: `/fr/trip-planner/results?${query}` };
  },
  'journey search': (n) => {
    const { from, to, time } = pair(n);
    return {
      method: 'POST',
      path: '/bff/api/trip-planner/v2/journeys/search',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fromId: from.id, toId: to.id, departureDateTime: `${date}T${time}` }),
    };
  },
  'place search': (n) => ({
    path: `/bff/api/v1/places?search=${encodeURIComponent(SEARCH_WORDS[n % SEARCH_WORDS.length])}`,
  }),
  '/bff/api/v1/network': () => ({ path: '/bff/api/v1/network' }),
};

const row = (name: string, result: LoadResult) =>
  `${name.padEnd(24)} ${percentile(result.latencies, 50).toFixed(1).padStart(8)} ${percentile(result.latencies, 99).toFixed(1).padStart(9)} ${(result.latencies.length / result.seconds).toFixed(1).padStart(8)}   ${formatStatuses(result.statuses)}`;
const header = `${'route'.padEnd(24)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(9)} ${'req/s'.padStart(8)}   statuses`;

console.log(
  `check:load against ${base}: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${ids.length} stop areas, ${seconds} s per phase`,
);
// Warm-up: the first request of each kind loads modules, the planner's arrays and the day's trips.
for (const make of Object.values(routes)) await send(base, make(0), undefined, 30_000);

if (phases.has('alone')) {
  console.log(`\nalone (4 connections each)\n${header}`);
  for (const name of ['/fr', 'results page', 'journey search', 'place search', '/bff/api/v1/network']) {
    console.log(row(name, await runLoad({ base, connections: 4, durationMs: seconds * 1000, next: routes[name] })));
  }
}

const refusalLine = (result: LoadResult) => {
  const answered = result.statuses.get('200') ?? 0;
  const refused = (result.statuses.get('429') ?? 0) + (result.statuses.get('503') ?? 0);
  const waits = honourRetryAfter
    ? `, ${result.retryWaits} waits for Retry-After (${result.retryWaitSeconds.toFixed(1)} s in all)`
    : ', Retry-After ignored';
  return `journey search: ${(answered / result.seconds).toFixed(1)} answers 200/s, ${refused} refused (429/503)${waits}, ${result.timeouts} timeouts (10 s)`;
};

// The throughput of journey search on its own: in the saturated phase the probes below (closed loops, one connection
// each) take main-thread time that a server starving them would give to searches instead.
if (phases.has('throughput')) {
  console.log(`
journey search alone with ${saturation} connections\n${header}`);
  const result = await runLoad({
    base,
    connections: saturation,
    durationMs: seconds * 1000,
    next: routes['journey search'],
    honourRetryAfter,
  });
  console.log(row('journey search', result));
  console.log(refusalLine(result));
}

if (phases.has('saturated')) {
  console.log(`\njourney search saturated by ${saturation} connections; one connection each for the others\n${header}`);
  const probes = ['/fr', '/bff/api/v1/network', 'results page', 'place search'];
  const [saturated, ...probed] = await Promise.all([
    runLoad({
      base,
      connections: saturation,
      durationMs: seconds * 1000,
      next: routes['journey search'],
      honourRetryAfter,
    }),
    ...probes.map((name) => runLoad({ base, connections: 1, durationMs: seconds * 1000, next: routes[name] })),
  ]);
  console.log(row('journey search', saturated));
  probes.forEach((name, i) => console.log(row(name, probed[i])));
  console.log(refusalLine(saturated));
}

console.log(
  `\nload average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const alive = site.alive();
await site.stop();
if (!alive) {
  console.error(`the server died during the check:\n${site.output()}`);
  process.exit(1);
}
