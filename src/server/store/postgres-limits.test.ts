import { describe, expect, it } from 'vitest';
import { openPostgresStore } from './postgres-store.ts';
import { freshSchema, testDatabaseUrl } from '../../test-support/test-stores.ts';
import { createSignInThrottle } from '../identity/sign-in-throttle.ts';

/** Limits two nodes enforce together: two stores (two pools, as two nodes have) on one schema. */
const url = await testDatabaseUrl();

async function twoNodes() {
  const schema = freshSchema();
  return Promise.all([
    openPostgresStore(url!, { schema, poolSize: 4 }),
    openPostgresStore(url!, { schema, poolSize: 4 }),
  ]);
}

describe.runIf(url)('shared limits on PostgreSQL', () => {
  it('count failed sign-ins made through either node', async () => {
    const [a, b] = await twoNodes();
    const limits = { perAccountAddress: 4, perAddress: 100, windowMs: 60_000 };
    const onA = createSignInThrottle(limits, a.shared!.signInFailures);
    const onB = createSignInThrottle(limits, b.shared!.signInFailures);
    await Promise.all(
      [0, 1, 2, 3].map((i) => (i % 2 ? onA : onB).recordFailure('x@example.org', '203.0.113.9', 1000 + i)),
    );
    expect(await onA.retryAfter('x@example.org', '203.0.113.9', 2000)).toBe(59);
    expect(await onB.retryAfter('X@example.org', '203.0.113.9', 2000)).toBe(59);
    await onB.recordSuccess('x@example.org', '203.0.113.9');
    expect(await onA.retryAfter('x@example.org', '203.0.113.9', 2000)).toBe(0);
    await Promise.all([a.close(), b.close()]);
  });

  it('refill a token bucket with time and never let two nodes take the same token', async () => {
    const [a, b] = await twoNodes();
    const rule = { capacity: 10, refillPerSecond: 2 };
    const takes = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).shared!.rateBuckets.take('client:1', rule, 5000)),
    );
    expect(takes.filter((t) => t.allowed)).toHaveLength(10);
    expect(takes.filter((t) => !t.allowed).every((t) => t.retryAfterS === 1)).toBe(true);
    // Half a second later one token is back, and only one.
    expect((await a.shared!.rateBuckets.take('client:1', rule, 5500)).allowed).toBe(true);
    expect(await b.shared!.rateBuckets.take('client:1', rule, 5500)).toEqual({ allowed: false, retryAfterS: 1 });
    // Another client has its own bucket; a long pause fills a bucket up to its capacity, not beyond.
    expect((await b.shared!.rateBuckets.take('client:2', rule, 5500)).allowed).toBe(true);
    const later = await Promise.all(
      Array.from({ length: 12 }, () => a.shared!.rateBuckets.take('client:1', rule, 3_600_000)),
    );
    expect(later.filter((t) => t.allowed)).toHaveLength(10);
    await Promise.all([a.close(), b.close()]);
  });
});
