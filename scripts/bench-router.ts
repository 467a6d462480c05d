/**
 * `npm run bench:router`: the journey planner over the compiled network of data/ (all NYC subway + bus), on one
 * weekday, with 1,000 seeded random stop-area pairs and times. Prints p50/p95/p99 per query kind, journeys found per
 * query and the memory held. Options: --queries N, --date YYYY-MM-DD, --seed S.
 */
import { parseArgs } from 'node:util';
import { networkFilePath } from '../src/server/network/network-location.ts';
import { readNetworkFile } from '../src/server/network/network-file.ts';
import { JourneyPlanner, type PlanTime } from '../src/server/routing/planner.ts';
import { benchCases, benchKinds, benchPreferences as preferences, percentile } from './router-bench-queries.ts';

const { values } = parseArgs({
  options: { queries: { type: 'string', default: '1000' }, date: { type: 'string', default: '2026-09-15' }, seed: { type: 'string', default: '42' } },
});
const queries = Number(values.queries);
const serviceDate = values.date!;

const loadStart = performance.now();
const file = readNetworkFile(networkFilePath());
if (!file.ok) {
  console.error(`No compiled network (${file.reason}). Build it first: npm run import-data`);
  process.exit(1);
}
const network = file.network;
console.log(`network: ${network.stops.count} stops, ${network.patterns.count} patterns, ${network.trips.count} trips, ${network.stopTimes.count} stop times (loaded in ${(performance.now() - loadStart).toFixed(0)} ms)`);

const planner = new JourneyPlanner(network);
const cases = benchCases(network, queries, Number(values.seed));

function bench(label: string, time: (seconds: number) => PlanTime) {
  // Warm-up: the per-day trip lists and the reverse view are built on first use, not per query.
  planner.plan({ ...cases[0], time: time(cases[0].seconds), preferences });
  const durations: number[] = [];
  const cpu: number[] = [];
  let journeys = 0;
  let empty = 0;
  for (const c of cases) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const found = planner.plan({ from: c.from, to: c.to, time: time(c.seconds), preferences });
    const used = process.cpuUsage(cpuStart);
    durations.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
    journeys += found.length;
    if (found.length === 0) empty++;
  }
  durations.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
  const line = (values: number[]) => `p50 ${ms(percentile(values, 50))}  p95 ${ms(percentile(values, 95))}  p99 ${ms(percentile(values, 99))}`;
  console.log(`${label.padEnd(30)} wall ${line(durations)}   journeys/query ${(journeys / cases.length).toFixed(2)}  without result ${empty}`);
  console.log(`${''.padEnd(30)} cpu  ${line(cpu)}`);
}

console.log(`${queries} random stop-area queries on ${serviceDate}, departures 06:00-22:00, max 8 rides, 800 m walks`);
for (const kind of Object.values(benchKinds)) bench(kind.label, (seconds) => kind.time(serviceDate, seconds));
globalThis.gc?.();
const memory = process.memoryUsage();
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
console.log(`memory held: rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}, array buffers ${mb(memory.arrayBuffers)} (network file ${mb(file.bytes)})`);
