/**
 * `npm run bench:fares`: what pricing adds to each journey of the answer. Over the compiled network of data/ and its
 * fare tables, the journeys the planner finds for seeded random stop-area pairs (earliest arrival, two-hour range) are
 * laid out as the API lays them out, then priced one by one, each timed alone (the middle of three runs). Prints p50/p95/p99 per journey, and
 * how many journeys got a complete price.
 * Options: --queries N (default 300), --date YYYY-MM-DD (default 2026-09-15), --seed S.
 */
import { parseArgs } from 'node:util';
import { networkFilePath } from '../../src/server/network/model/network-location.ts';
import { readNetworkFile } from '../../src/server/network/model/network-file.ts';
import { JourneyPlanner } from '../../src/server/routing/planner.ts';
import { journeyOf } from '../../src/server/routing/trip-planner/journey-sections.ts';
import { fareAnswer } from '../../src/server/routing/trip-planner/journey-fare-answer.ts';
import type { PointRef } from '../../src/contract/trip-planner.ts';
import { benchCases, benchKinds, benchPreferences as preferences } from './lib/router-queries.ts';
import { percentile } from './lib/percentile.ts';

const { values } = parseArgs({
  options: {
    queries: { type: 'string', default: '300' },
    date: { type: 'string', default: '2026-09-15' },
    seed: { type: 'string', default: '42' },
  },
});
const file = readNetworkFile(networkFilePath());
if (!file.ok) {
  console.error(`${file.reason}; build it first: npm run data`);
  process.exit(1);
}
const { network } = file;
const planner = new JourneyPlanner(network);
const cases = benchCases(network, Number(values.queries), Number(values.seed));
const place: PointRef = { id: 'place', name: 'place', lat: 0, lon: 0, type: 'address' };
const ends = { from: place, to: place };
const micros: number[] = [];
let complete = 0;
let journeys = 0;
let onFoot = 0;
for (const kind of [benchKinds.ea, benchKinds.range]) {
  for (const c of cases) {
    const planned = planner.plan({ from: c.from, to: c.to, time: kind.time(values.date!, c.seconds), preferences });
    for (const journey of planned) {
      const laidOut = journeyOf(network, journey, { serviceDate: values.date!, ends, code: 'bench', detailed: false });
      // Three runs, the middle one kept: a garbage collection of the planner's allocations can fall into any one.
      const runs: number[] = [];
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        fareAnswer(network, journey.legs, laidOut.sections);
        runs.push((performance.now() - start) * 1000);
      }
      micros.push(runs.sort((a, b) => a - b)[1]);
      journeys++;
      const fare = fareAnswer(network, journey.legs, laidOut.sections);
      if (fare?.complete) complete++;
      else if (!fare) onFoot++;
    }
  }
}
micros.sort((a, b) => a - b);
const us = (p: number) => `${(percentile(micros, p) / 1000).toFixed(3)} ms`;
console.log(
  `fare per journey, ${journeys} journeys of ${cases.length} queries (earliest arrival and 2 h range), fare tables: ${network.fares.map((tables) => tables.source).join(', ') || 'none'}`,
);
console.log(`p50 ${us(50)}  p95 ${us(95)}  p99 ${us(99)}  max ${us(100)}`);
console.log(`complete prices: ${complete}/${journeys} (journeys on foot, without a fare: ${onFoot})`);
