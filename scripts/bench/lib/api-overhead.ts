/**
 * What the HTTP journey search adds to the planner (part of `npm run bench:router`): for each seeded query, the
 * planner alone on the query the API resolves (its default 30-minute window), then the same request through the Hono
 * app (validation, sections, shapes, summary codes, JSON), alternating so both meet the same load. Also the answer's
 * size as sent and compressed (gzip level 6 and brotli quality 5, timed: the cost of compressing it).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createApp } from '../../../src/server/http/app.ts';
import type { TransitNetwork } from '../../../src/server/network/model/types.ts';
import { JourneyPlanner } from '../../../src/server/routing/planner.ts';
import { resolveTripRequest } from '../../../src/server/routing/trip-planner/trip-request.ts';
import type { BenchCase } from './router-queries.ts';
import { percentile } from './percentile.ts';

export async function benchApiOverhead(
  network: TransitNetwork,
  cases: BenchCase[],
  serviceDate: string,
): Promise<void> {
  const app = createApp({ network });
  const planner = new JourneyPlanner(network);
  const clock = (s: number) =>
    `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:00`;
  const requestOf = (c: BenchCase) => ({
    fromId: network.stopAreas.ids[c.from.index],
    toId: network.stopAreas.ids[c.to.index],
    tripType: '0' as const,
    departureDateTime: `${serviceDate}T${clock(c.seconds)}`,
  });
  const post = (body: unknown) =>
    app.request('/api/trip-planner/v2/journeys/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await (await post(requestOf(cases[0]))).arrayBuffer();
  planner.plan(resolveTripRequest(network, requestOf(cases[0])).query);
  const plannerMs: number[] = [];
  const apiMs: number[] = [];
  const added: number[] = [];
  const raw: number[] = [];
  const gzip: number[] = [];
  const brotli: number[] = [];
  const compressMs: number[] = [];
  for (const c of cases) {
    const request = requestOf(c);
    let start = performance.now();
    planner.plan(resolveTripRequest(network, request).query);
    const alone = performance.now() - start;
    start = performance.now();
    const res = await post(request);
    const body = Buffer.from(await res.arrayBuffer());
    const whole = performance.now() - start;
    plannerMs.push(alone);
    apiMs.push(whole);
    added.push(whole - alone);
    raw.push(body.length);
    start = performance.now();
    gzip.push(gzipSync(body, { level: 6 }).length);
    brotli.push(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length);
    compressMs.push((performance.now() - start) / 2);
  }
  const p = (values: number[], q: number) =>
    percentile(
      [...values].sort((a, b) => a - b),
      q,
    );
  const ms = (values: number[]) => `p50 ${p(values, 50).toFixed(2)} ms  p95 ${p(values, 95).toFixed(2)} ms`;
  const kb = (values: number[]) =>
    `p50 ${(p(values, 50) / 1024).toFixed(1)} KB  p95 ${(p(values, 95) / 1024).toFixed(1)} KB`;
  console.log(
    `journey search API, ${cases.length} queries (default 30-minute window), interleaved with the planner alone`,
  );
  console.log(`${'  planner alone'.padEnd(30)} ${ms(plannerMs)}`);
  console.log(`${'  HTTP search'.padEnd(30)} ${ms(apiMs)}`);
  console.log(`${'  added by the API'.padEnd(30)} ${ms(added)}`);
  console.log(
    `${'  answer as JSON'.padEnd(30)} ${kb(raw)};  gzip ${kb(gzip)};  brotli ${kb(brotli)};  compressing ${ms(compressMs)} each`,
  );
}
