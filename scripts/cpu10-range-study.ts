/**
 * Study script (issue 14, session 10, cpu10): the router bench's queries of one kind through the working tree's
 * planner, each query once per variant of a study switch (in rotating order, so all variants meet the same load), cpu
 * per query (mean, p50, p95) and answers differing from the first variant. Run under `node --cpu-prof` for profiles:
 * `node_modules/.bin/node --cpu-prof scripts/cpu10-range-study.ts --queries 300 --top 10`.
 */
import { parseArgs } from 'node:util';
import { networkFilePath } from '../src/server/network/network-location.ts';
import { readNetworkFile } from '../src/server/network/network-file.ts';
import { JourneyPlanner } from '../src/server/routing/planner.ts';
import { benchCases, benchKinds, benchPreferences as preferences, percentile } from './router-bench-queries.ts';

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'range' },
    queries: { type: 'string', default: '300' },
    date: { type: 'string', default: '2026-09-15' },
    seed: { type: 'string', default: '42' },
    top: { type: 'string', default: '0' },
    variants: { type: 'string', default: '0' },
  },
});
const kind = benchKinds[values.kind!];
const read = readNetworkFile(networkFilePath());
if (!read.ok) throw new Error(read.reason);
const planner = new JourneyPlanner(read.network);
const cases = benchCases(read.network, Number(values.queries), Number(values.seed));
// A study switch per variant: edit `apply` to set one (a module-level object the code under study reads); the kept
// code has none, so the default is one variant, the tree as it is.
const variants = values.variants!.split(',').map((name) => ({ name, apply: () => {} }));
planner.plan({ from: cases[0].from, to: cases[0].to, time: kind.time(values.date!, cases[0].seconds), preferences });
const cpu: number[][] = variants.map(() => []);
const differing = variants.map(() => 0);
cases.forEach((c, q) => {
  const answers: string[] = [];
  for (let r = 0; r < variants.length; r++) {
    const v = (q + r) % variants.length;
    variants[v].apply();
    const start = process.cpuUsage();
    const journeys = planner.plan({ from: c.from, to: c.to, time: kind.time(values.date!, c.seconds), preferences });
    const used = process.cpuUsage(start);
    cpu[v].push((used.user + used.system) / 1000);
    answers[v] = journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}`).join(',');
  }
  for (let v = 1; v < variants.length; v++) if (answers[v] !== answers[0]) differing[v]++;
});
const total = (v: number) => cpu[v].reduce((s, x) => s + x, 0);
variants.forEach((variant, v) => {
  const sorted = [...cpu[v]].sort((a, b) => a - b);
  console.log(
    `${kind.label} ${variant.name}: cpu mean ${(total(v) / cases.length).toFixed(2)} p50 ${percentile(sorted, 50).toFixed(2)} ` +
      `p95 ${percentile(sorted, 95).toFixed(2)} ms; ×${(total(v) / total(0)).toFixed(3)}; differing ${differing[v]}/${cases.length}`,
  );
});
const top = Number(values.top);
if (top > 0) {
  const order = cpu[0].map((_, i) => i).sort((a, b) => cpu[0][b] - cpu[0][a]).slice(0, top);
  for (const i of order) console.log(`${cpu[0][i].toFixed(1)} ms ${JSON.stringify(cases[i])}`);
}
