import { describe, expect, it } from 'vitest';
import { createSignInThrottle, memoryFailureLog } from './sign-in-throttle.ts';
import { openTestStore, storeEngines } from '../../test-support/test-stores.ts';
import type { FailureLog } from '../store/repositories.ts';

/** The same policy over each failure log: in memory (one node) and in PostgreSQL (several nodes). */
const LOGS: Array<[string, () => Promise<FailureLog>]> = [['memory', async () => memoryFailureLog()]];
if ((await storeEngines()).includes('postgres')) {
  LOGS.push(['postgres', async () => (await openTestStore('postgres')).shared!.signInFailures]);
}

describe.each(LOGS)('sign-in throttle (%s)', (_name, openLog) => {
  const limits = { perAccountAddress: 3, perAddress: 5, windowMs: 60_000 };

  it('blocks an account from the guessing address until the oldest failure leaves the window', async () => {
    const throttle = createSignInThrottle(limits, await openLog());
    for (const at of [0, 1000, 2000]) await throttle.recordFailure('A@x.org', '1.1.1.1', at);
    expect(await throttle.retryAfter('a@x.org', '1.1.1.1', 3000)).toBe(57);
    expect(await throttle.retryAfter('a@x.org', '1.1.1.1', 60_001)).toBe(0);
  });

  it('never locks the traveller out from another address', async () => {
    const throttle = createSignInThrottle(limits, await openLog());
    for (const at of [0, 1, 2, 3]) await throttle.recordFailure('a@x.org', '1.1.1.1', at);
    expect(await throttle.retryAfter('a@x.org', '1.1.1.1', 10)).toBeGreaterThan(0);
    expect(await throttle.retryAfter('a@x.org', '2.2.2.2', 10)).toBe(0);
  });

  it('forgets a pair’s failures after its success, but not the address count', async () => {
    const throttle = createSignInThrottle({ ...limits, perAddress: 4 }, await openLog());
    for (const at of [0, 1, 2]) await throttle.recordFailure('a@x.org', '1.1.1.1', at);
    await throttle.recordSuccess('a@x.org', '1.1.1.1');
    expect(await throttle.retryAfter('a@x.org', '1.1.1.1', 3)).toBe(0);
    await throttle.recordFailure('b@x.org', '1.1.1.1', 4);
    expect(await throttle.retryAfter('c@x.org', '1.1.1.1', 5)).toBeGreaterThan(0);
  });

  it('blocks an address spraying many accounts', async () => {
    const throttle = createSignInThrottle(limits, await openLog());
    for (let i = 0; i < 5; i++) await throttle.recordFailure(`user${i}@x.org`, '9.9.9.9', i);
    expect(await throttle.retryAfter('fresh@x.org', '9.9.9.9', 10)).toBeGreaterThan(0);
    expect(await throttle.retryAfter('fresh@x.org', '8.8.8.8', 10)).toBe(0);
  });
});

describe('memory failure log', () => {
  it('keeps memory bounded under a flood of distinct keys', async () => {
    const log = memoryFailureLog(10);
    for (let i = 0; i < 100; i++) await log.record([`k${i}`], i);
    expect(await log.recent('k0', -1)).toEqual([]);
    expect(await log.recent('k99', -1)).toEqual([99]);
  });
});
