/**
 * The pool lines of `npm run bench:router` (lib/pool-range-search.ts), in a process of their own: router.ts starts
 * this script after its single-thread lines, so that the main thread waiting for the planner threads holds the network
 * once, as a server's does — not the single-thread lines' planner, day tables and connection scan, whose garbage
 * collection (on this thread and on V8's background threads) would take cores from the searches. Runs alone too:
 * `node --expose-gc scripts/bench/router-pool.ts [--queries 300] [--warmup 150] [--seed 42] [--date 2026-09-15]
 * [--in-process]` (the queries are the first N of bench:router's with the same seed; the warm-up queries use seed + 1;
 * --in-process: each planner query also made on this thread right after the pool's, a line to set one pool thread
 * against at the same moment — it puts a planner's garbage on the main thread, so it is not the default).
 */
import { parseArgs } from 'node:util';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import { benchSplitPool } from './lib/pool-range-search.ts';
import { benchCases } from './lib/router-queries.ts';

const { values } = parseArgs({
  options: {
    queries: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '150' },
    seed: { type: 'string', default: '42' },
    date: { type: 'string', default: '2026-09-15' },
    'in-process': { type: 'boolean', default: false },
  },
});
const file = readNetworkFile(networkFilePath(), { shared: true });
if (!file.ok || !file.shared) {
  console.error(`No compiled network (${file.ok ? 'not shared' : file.reason}). Build it first: npm run import-data`);
  process.exit(1);
}
const seed = Number(values.seed);
const cases = benchCases(file.network, Number(values.queries), seed);
await benchSplitPool(
  file.shared,
  file.network,
  cases,
  values.date!,
  benchCases(file.network, Number(values.warmup), seed + 1),
  values['in-process'],
);
