import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from './sign-in-throttle.ts';

describe('sign-in throttle', () => {
  const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

  it('blocks an account after the burst until the oldest failure leaves the window', () => {
    const throttle = createSignInThrottle(limits);
    for (const at of [0, 1000, 2000]) throttle.recordFailure('A@x.org', '1.1.1.1', at);
    expect(throttle.retryAfter('a@x.org', '2.2.2.2', 3000)).toBe(57);
    expect(throttle.retryAfter('a@x.org', '2.2.2.2', 60_001)).toBe(0);
  });

  it('forgets an account’s failures after a success', () => {
    const throttle = createSignInThrottle(limits);
    for (const at of [0, 1, 2]) throttle.recordFailure('a@x.org', undefined, at);
    throttle.recordSuccess('a@x.org');
    expect(throttle.retryAfter('a@x.org', undefined, 3)).toBe(0);
  });

  it('blocks an address spraying many accounts', () => {
    const throttle = createSignInThrottle(limits);
    for (let i = 0; i < 5; i++) throttle.recordFailure(`user${i}@x.org`, '9.9.9.9', i);
    expect(throttle.retryAfter('fresh@x.org', '9.9.9.9', 10)).toBeGreaterThan(0);
    expect(throttle.retryAfter('fresh@x.org', '8.8.8.8', 10)).toBe(0);
  });
});
