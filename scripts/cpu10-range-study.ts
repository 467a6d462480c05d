/**
 * Study script (issue 14, session 10, cpu10): the router bench's queries of one kind through the working tree's
 * planner, one after another as a server would run them, cpu per query (mean, p50, p95) and the heaviest queries.
 * Run under `node --cpu-prof` for profiles of the search itself (setup once, then the queries):
 * `node_modules/.bin/node --cpu-prof scripts/cpu10-range-study.ts --queries 300 --top 10` (options: --kind ea|range|
 * arrive-by, --date, --seed).
 */
import { parseArgs } from 'node:util';
import { networkFilePath } from '../src/server/network/model/network-location.ts';
import { readNetworkFile } from '../src/server/network/model/network-file.ts';
import { JourneyPlanner } from '../src/server/routing/planner.ts';
import { benchCases, benchKinds, benchPreferences as preferences, percentile } from './router-bench-queries.ts';

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'range' },
    queries: { type: 'string', default: '300' },
    date: { type: 'string', default: '2026-09-15' },
    seed: { type: 'string', default: '42' },
    top: { type: 'string', default: '0' },
  },
});
const kind = benchKinds[values.kind!];
if (!kind) throw new Error(`--kind ${Object.keys(benchKinds).join('|')}`);
const read = readNetworkFile(networkFilePath());
if (!read.ok) throw new Error(read.reason);
const planner = new JourneyPlanner(read.network);
const cases = benchCases(read.network, Number(values.queries), Number(values.seed));
const queryOf = (c: (typeof cases)[number]) => ({
  from: c.from,
  to: c.to,
  time: kind.time(values.date!, c.seconds),
  preferences,
});
planner.plan(queryOf(cases[0]));
const cpu = cases.map((c) => {
  const start = process.cpuUsage();
  planner.plan(queryOf(c));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
});
const sorted = [...cpu].sort((a, b) => a - b);
const mean = cpu.reduce((sum, v) => sum + v, 0) / cpu.length;
console.log(
  `${kind.label}, ${cases.length} queries: cpu mean ${mean.toFixed(2)} p50 ${percentile(sorted, 50).toFixed(2)} p95 ${percentile(sorted, 95).toFixed(2)} ms`,
);
const top = Number(values.top);
for (const i of cpu
  .map((_, i) => i)
  .sort((a, b) => cpu[b] - cpu[a])
  .slice(0, top))
  console.log(`${cpu[i].toFixed(1)} ms ${JSON.stringify(cases[i])}`);
