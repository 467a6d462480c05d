// `npm run bench:realtime:routing`: the planner on today's realtime predictions over the NYC network. A synthetic
// ~1 MB trip-updates feed (lib/realtime-feed.ts) for a morning of today (08:00 New York by default) becomes the
// trip delays the planner threads receive; then the same seeded queries (departing 08:00–09:00 that day) run with and
// without them, interleaved. Prints what preparing one version costs a planner thread, how many trips were split out
// (overtaking, skipped stops), search times both ways, how many answers differ, and that every answer on predictions
// is a valid journey. Options: --queries N (default 200), --kind ea|range|arrive-by, --at HH:MM, --bytes N.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { localDateOf, serviceDayStartMs } from '../../src/server/network/model/service-time.ts';
import { buildSnapshot } from '../../src/server/realtime/feed-snapshot.ts';
import { decodeFeed } from '../../src/server/realtime/gtfs-rt.ts';
import { viewOf } from '../../src/server/realtime/realtime-feeds.ts';
import { journeyFault } from '../../src/test-support/journey-validity.ts';
import type { PlannedJourney } from '../../src/server/routing/planned-journey.ts';
import { JourneyPlanner } from '../../src/server/routing/planner.ts';
import { DelayedTrips } from '../../src/server/routing/delays/trip-delays.ts';
import { syntheticTripUpdates } from './lib/realtime-feed.ts';
import { benchCases, benchKinds, benchPreferences as preferences } from './lib/router-queries.ts';
import { percentile } from './lib/percentile.ts';

const { values } = parseArgs({
  options: {
    queries: { type: 'string', default: '200' },
    kind: { type: 'string', default: 'ea' },
    at: { type: 'string', default: '08:00' },
    bytes: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '42' },
  },
});
const kind = benchKinds[values.kind!];
if (!kind) throw new Error(`--kind ${Object.keys(benchKinds).join('|')}`);
const loaded = readNetworkFile(networkFilePath());
if (!loaded.ok) {
  console.error(`[bench] no usable network: ${loaded.reason}; run \`npm run data\` first`);
  process.exit(1);
}
const network = loaded.network;
const today = localDateOf(network.timezone, Date.now());
const [hours, minutes] = values.at!.split(':').map(Number);
const atSeconds = hours * 3600 + minutes * 60;
// The feed's clock: that time of today, so the delays are today's (the only date the planner uses them on).
const nowMs = serviceDayStartMs(network.timezone, today) + atSeconds * 1000;
const { payload } = syntheticTripUpdates(network, today, nowMs, Number(values.bytes));
const snapshot = buildSnapshot(network, 'mta', decodeFeed(payload), nowMs);
const view = viewOf(network, new Set(network.feeds.map((feed) => feed.id)), [snapshot], nowMs);
const delays = view.tripDelays();
const cancelled = view.cancelledTrips();
if (!delays) throw new Error('the synthetic feed gave no delays for today');

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const prepared = new DelayedTrips(network, delays);
const live = new JourneyPlanner(network);
const plain = new JourneyPlanner(network);
const cases = benchCases(network, Number(values.queries), Number(values.seed)).map((c, i) => ({
  ...c,
  seconds: atSeconds + ((i * 37) % 3600),
}));
// What a thread pays for a new version: the delays prepared, then the first searches of each direction (each builds
// the view with the split trips' patterns, its Raptor, bounds and ride needs, and today's predicted trips), against the
// same searches on the timetable once the planner is warm (its own views and today's trips built).
const search = (planner: JourneyPlanner, arriveBy: boolean) => {
  const t = performance.now();
  planner.plan({
    from: cases[0].from,
    to: cases[0].to,
    time: { serviceDate: today, seconds: atSeconds, arriveBy, rangeSeconds: 0 },
    preferences,
  });
  return performance.now() - t;
};
for (const arriveBy of [false, true, false, true]) search(live, arriveBy);
const warmForward = search(live, false);
const warmBackward = search(live, true);
let started = performance.now();
live.setCancelledTrips(cancelled);
live.setTripDelays(delays);
const setMs = performance.now() - started;
const firstForward = search(live, false);
const firstBackward = search(live, true);

const key = (journeys: PlannedJourney[]) => journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}`).join(' ');
const timesOn: number[] = [];
const timesOff: number[] = [];
let differing = 0;
let faults = 0;
let predictedRides = 0;
for (const c of cases) {
  const query = { from: c.from, to: c.to, time: kind.time(today, c.seconds), preferences };
  started = performance.now();
  const off = plain.plan(query);
  timesOff.push(performance.now() - started);
  started = performance.now();
  const on = live.plan(query);
  timesOn.push(performance.now() - started);
  if (key(on) !== key(off)) differing++;
  for (const journey of on) {
    if (journeyFault(network, journey, today, preferences.walkSpeed)) faults++;
    predictedRides += journey.legs.filter((leg) => leg.kind === 'ride' && leg.scheduled).length;
  }
}
timesOn.sort((a, b) => a - b);
timesOff.sort((a, b) => a - b);
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

console.log(
  `[bench:realtime:routing] ${cpus().length} cores, load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ')}`,
);
console.log(
  `feed: ${(payload.length / 1_048_576).toFixed(2)} MB at ${values.at} on ${today}; delays for ${delays.trips.length} trips (${delays.skipped.reduce((n, s) => n + s, 0)} skipped stops), ${cancelled ? Object.values(cancelled.byDate).flat().length : 0} cancelled`,
);
console.log(
  `FIFO: ${prepared.order.size} patterns re-ordered, ${prepared.split.length} trips split into patterns of their own`,
);
console.log(
  `new version on a thread: setTripDelays ${ms(setMs)}; first search forward ${ms(firstForward)}, backward ${ms(firstBackward)} (the same search warm on the timetable: ${ms(warmForward)}, ${ms(warmBackward)})`,
);
console.log(
  `${kind.label}, ${cases.length} queries from ${values.at} (interleaved): timetable mean ${ms(mean(timesOff))} p50 ${ms(percentile(timesOff, 50))} p95 ${ms(percentile(timesOff, 95))}; on predictions mean ${ms(mean(timesOn))} p50 ${ms(percentile(timesOn, 50))} p95 ${ms(percentile(timesOn, 95))}`,
);
console.log(
  `answers differing from the timetable's: ${differing}/${cases.length}; rides on predictions ${predictedRides}; invalid journeys ${faults}`,
);
