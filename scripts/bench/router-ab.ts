/**
 * `npm run bench:router:ab -- <git revision>`: that revision's journey planner against the working tree's, on the same
 * seeded queries, alternating query by query in one process so both meet the same machine load. On a shared machine
 * two runs of `bench:router` minutes apart differ by 10-20 %, more than most changes; an interleaved run does not.
 * Prints both timings, their ratio (wall and CPU time: on a loaded machine the wall clock also counts the time the
 * process waited for a core, the CPU time much less so), and how many answers differ (departure, arrival and rides of
 * every journey).
 * Options: --kind ea|range|arrive-by (default ea), --queries N (default 300), --date, --seed, --show N (print the first
 * N differing answers: the query, then departure-arrival-rides of each journey on both sides), --base-network FILE (the
 * revision plans on that network file, e.g. one its own compiler wrote, so a compiler change is compared by its
 * answers; stop areas are matched by id).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import { JourneyPlanner } from '../../src/server/routing/planner.ts';
import type { PlanQuery } from '../../src/server/routing/plan-query.ts';
import { benchCases, benchKinds, benchPreferences as preferences } from './lib/router-queries.ts';
import { percentile } from './lib/percentile.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: 'string', default: 'ea' },
    queries: { type: 'string', default: '300' },
    date: { type: 'string', default: '2026-09-15' },
    seed: { type: 'string', default: '42' },
    show: { type: 'string', default: '0' },
    'base-network': { type: 'string' },
  },
});
const revision = positionals[0];
const kind = benchKinds[values.kind!];
if (!revision || !kind) {
  console.error(
    `usage: npm run bench:router:ab -- <git revision> [--kind ${Object.keys(benchKinds).join('|')}] [--queries N]`,
  );
  process.exit(2);
}

// The revision's server code, extracted whole so its relative imports resolve; it reads the network with its own reader.
const repo = resolve(import.meta.dirname, '../..');
const baseDir = join(repo, '.cache', 'router-ab', revision.replace(/[^\w.-]/g, '_'));
rmSync(baseDir, { recursive: true, force: true });
mkdirSync(baseDir, { recursive: true });
execFileSync('tar', ['-x', '-C', baseDir], {
  input: execFileSync('git', ['archive', revision, 'src/server'], { cwd: repo, maxBuffer: 1 << 28 }),
});
// A revision from before the network's model/ folder has its reader one folder up.
const baseReader = ['model/network-file.ts', 'network-file.ts']
  .map((file) => join(baseDir, 'src/server/network', file))
  .find((file) => existsSync(file))!;
const base = {
  reader: (await import(baseReader)) as typeof import('../../src/server/network/model/network-file.ts'),
  planner: (await import(
    join(baseDir, 'src/server/routing/planner.ts')
  )) as typeof import('../../src/server/routing/planner.ts'),
};

const path = networkFilePath();
const current = readNetworkFile(path);
// A revision from before the file's present format cannot read it: its planner then plans on the network as the
// working tree reads it (what a newer format adds, such as fare tables, the older planner does not look at).
const basePath = values['base-network'] ?? path;
const read = base.reader.readNetworkFile(basePath);
const old = !read.ok && read.reason.startsWith('format version') && current.ok ? current : read;
if (!current.ok || !old.ok) {
  console.error(
    `Cannot read ${current.ok ? basePath : path} (${current.ok ? `${revision}: ${old.ok ? '' : old.reason}` : current.reason}); build it first: npm run data`,
  );
  process.exit(1);
}
const planners = [new base.planner.JourneyPlanner(old.network), new JourneyPlanner(current.network)];
const cases = benchCases(current.network, Number(values.queries), Number(values.seed));
// Each side names the stop areas by its own numbering: the same id may sit at another index in another file.
const areaIds = current.network.stopAreas.ids;
const areaOnSide = (side: number, index: number): number =>
  side === 0 ? (old.network.lookup.area.get(areaIds[index]) ?? -1) : index;
const queryOf = (c: (typeof cases)[number], side: number): PlanQuery => ({
  from: { kind: 'area', index: areaOnSide(side, c.from.index) },
  to: { kind: 'area', index: areaOnSide(side, c.to.index) },
  time: kind.time(values.date!, c.seconds),
  preferences,
});
planners.forEach((planner, side) => planner.plan(queryOf(cases[0], side)));

const times: number[][] = [[], []];
const cpu: number[][] = [[], []];
let differing = 0;
for (const c of cases) {
  const answers = planners.map((planner, side) => {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const journeys = planner.plan(queryOf(c, side));
    const used = process.cpuUsage(cpuStart);
    times[side].push(performance.now() - start);
    cpu[side].push((used.user + used.system) / 1000);
    return journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}`).join(',');
  });
  if (answers[0] !== answers[1] && differing++ < Number(values.show))
    console.log(`${JSON.stringify(c)}\n  ${revision}: ${answers[0]}\n  tree: ${answers[1]}`);
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return `mean ${mean.toFixed(2)} ms  p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms`;
};
const total = (side: number, of = times) => of[side].reduce((sum, v) => sum + v, 0);
console.log(`${kind.label}, ${cases.length} queries, interleaved`);
console.log(`${revision.padEnd(12)} ${summary(times[0])}`);
console.log(`${'working tree'.padEnd(12)} ${summary(times[1])}`);
console.log(`${revision.padEnd(12)} cpu ${summary(cpu[0])}`);
console.log(`${'working tree'.padEnd(12)} cpu ${summary(cpu[1])}`);
console.log(
  `time ratio (tree / ${revision}) ${(total(1) / total(0)).toFixed(3)}, cpu ${(total(1, cpu) / total(0, cpu)).toFixed(3)}; answers differing ${differing}/${cases.length}`,
);
