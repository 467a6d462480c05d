import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { PlannerBusy } from '../planner-pool/planner-runner.ts';
import { createApp } from './app.ts';
import { memoryRateLimitStore } from './rate-limit-store.ts';
import { rateRuleFor, takeRateToken } from './rate-limits.ts';
import { clientKey } from './client-key.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import { parseServerLimits } from '../server-limits.ts';

const rates = {
  journeySearch: { capacity: 3, refillPerSecond: 1 / 60 },
  placeSearch: { capacity: 5, refillPerSecond: 1 / 60 },
  signIn: { capacity: 2, refillPerSecond: 1 / 60 },
  signUp: { capacity: 1, refillPerSecond: 1 / 600 },
  cartWrite: { capacity: 2, refillPerSecond: 1 / 60 },
  cartRead: { capacity: 100, refillPerSecond: 1 / 60 },
};

// Scenario: one line A → B; the limits are tiny so a few calls reach them.
const network = await buildNetworkFromGtfsText({
  'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nT,Test,https://t.example,America/New_York',
  'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,40.70,-74.0\nB,Bravo,40.71,-74.0',
  'routes.txt': 'route_id,agency_id,route_short_name,route_type\n1,T,1,3',
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nALL,1,1,1,1,1,1,1,20260101,20260131',
  'trips.txt': 'route_id,service_id,trip_id\n1,ALL,t1',
  'stop_times.txt':
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nt1,08:00:00,08:00:00,A,1\nt1,08:10:00,08:10:00,B,2',
});

const from = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });

describe('per-client rate limits', () => {
  it('answers 429 with Retry-After past a client’s journey-search bucket, other clients unaffected', async () => {
    const app = createApp({ network, rateLimits: { store: memoryRateLimitStore(), rates } });
    const search = (address: string) =>
      app.request('/api/trip-planner/v2/journeys/search', {
        method: 'POST',
        headers: from(address),
        body: JSON.stringify({ fromId: 'A', toId: 'B', departureDateTime: '2026-01-14T07:55:00' }),
      });
    for (let i = 0; i < 3; i++) expect((await search('198.51.100.1')).status).toBe(200);
    const refused = await search('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await search('198.51.100.2')).status).toBe(200);
  });

  it('limits place search, sign-in and sign-up, and nothing else', async () => {
    const app = createApp({ network, rateLimits: { store: memoryRateLimitStore(), rates } });
    const statuses = async (count: number, path: string, init: RequestInit = {}) => {
      const seen: number[] = [];
      for (let i = 0; i < count; i++)
        seen.push((await app.request(path, { headers: from('198.51.100.7'), ...init })).status);
      return seen;
    };
    expect(await statuses(6, '/api/v1/places?search=alp')).toEqual([200, 200, 200, 200, 200, 429]);
    const signIn = {
      method: 'POST',
      headers: from('198.51.100.7'),
      body: JSON.stringify({ email: 'a@example.com', password: 'wrong-password' }),
    };
    expect((await statuses(3, '/auth/signin', signIn)).at(-1)).toBe(429);
    const signUp = {
      method: 'POST',
      headers: from('198.51.100.7'),
      body: JSON.stringify({ email: 'b@example.com', password: 'long enough pass', firstName: 'B', lastName: 'C' }),
    };
    expect((await statuses(2, '/auth/signup', signUp)).at(-1)).toBe(429);
    expect(await statuses(10, '/api/v1/network')).toEqual(Array(10).fill(200));
  });

  it('counts reverse geocoding as place search and the detailed journey as journey search (session 7 audit)', async () => {
    const app = createApp({ network, rateLimits: { store: memoryRateLimitStore(), rates } });
    const reverse = (i: number) =>
      app.request(`/core/v3/reverseGeocode?lat=40.70${i}&lon=-74.0`, { headers: from('198.51.100.8') });
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) seen.push((await reverse(i)).status);
    expect(seen.slice(0, 5)).not.toContain(429);
    expect(seen[5]).toBe(429);
    const detailed = () =>
      app.request('/api/trip-planner/v2/journeys/detailed', {
        method: 'POST',
        headers: from('198.51.100.8'),
        body: JSON.stringify({ tripType: '0', journeySummaryCode: 'nope' }),
      });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await detailed()).status);
    expect(codes).toEqual([404, 404, 404, 429]);
  });

  it('limits cart writes: anonymous carts for made-up e-mails stop at the bucket (session 7 audit)', async () => {
    const store = await openTestStore('sqlite');
    const app = createApp({ network, store, rateLimits: { store: memoryRateLimitStore(), rates } });
    const add = (i: number) =>
      app.request('/store/cart/items', {
        method: 'POST',
        headers: from('198.51.100.10'),
        body: JSON.stringify({ productId: 'single-ride', email: `made-up-${i}@example.org` }),
      });
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) seen.push((await add(i)).status);
    expect(seen).toEqual([200, 200, 429]);
    expect(parseServerLimits({}).rates.cartWrite).toEqual({ capacity: 60, refillPerSecond: 1 });
  });

  it('answers 503 with Retry-After when the planner is saturated', async () => {
    const app = createApp({ network, journeyPlanner: { run: () => Promise.reject(new PlannerBusy('busy', 3)) } });
    const response = await app.request('/api/trip-planner/v2/journeys/search', {
      method: 'POST',
      headers: from('198.51.100.9'),
      body: JSON.stringify({ fromId: 'A', toId: 'B' }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3');
    expect((await response.json()).error.code).toBe('planner_busy');
  });
});

describe('memoryRateLimitStore', () => {
  it('refills a bucket with time and forgets the least recently used keys past its size', async () => {
    const store = memoryRateLimitStore(2);
    const rate = { capacity: 2, refillPerSecond: 1 };
    expect((await store.take('a', rate, 0)).allowed).toBe(true);
    expect((await store.take('a', rate, 0)).allowed).toBe(true);
    expect(await store.take('a', rate, 0)).toEqual({ allowed: false, retryAfterS: 1 });
    expect((await store.take('a', rate, 1000)).allowed).toBe(true);
    await store.take('b', rate, 1000);
    await store.take('c', rate, 1000); // 'a' is the least recently used: forgotten, so it starts full again
    expect((await store.take('a', rate, 1000)).allowed).toBe(true);
    expect((await store.take('a', rate, 1000)).allowed).toBe(true);
  });
});

describe('an address factor of 1', () => {
  it('counts by the address alone: a new visitor cookie does not open a fresh bucket', async () => {
    const limits = { store: memoryRateLimitStore(), rates, addressFactor: 1 };
    const rule = rateRuleFor('POST', '/api/trip-planner/v2/journeys/search')!;
    const verdicts = [];
    for (const visitor of [
      'aaaaaaaaaaaaaaaaaaaaaa',
      'bbbbbbbbbbbbbbbbbbbbbb',
      'cccccccccccccccccccccc',
      'dddddddddddddddddddddd',
    ]) {
      verdicts.push((await takeRateToken(limits, rule, clientKey('203.0.113.9', visitor))).allowed);
    }
    expect(verdicts).toEqual([true, true, true, false]);
  });
});
