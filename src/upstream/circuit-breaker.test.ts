import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker.ts';

describe('circuit breaker', () => {
  it('opens after the failures in a row, fails fast while open, then lets one probe through', () => {
    let clock = 0;
    const breaker = createCircuitBreaker({ failureThreshold: 3, cooldownMs: 1000, now: () => clock });
    for (let i = 0; i < 2; i++) {
      expect(breaker.admit()).toEqual({ allowed: true, probe: false });
      breaker.failure();
    }
    expect(breaker.state()).toBe('closed');
    breaker.admit();
    breaker.failure();
    expect(breaker.state()).toBe('open');
    clock = 400;
    expect(breaker.admit()).toEqual({ allowed: false, retryInMs: 600 });
    clock = 1000;
    expect(breaker.state()).toBe('half-open');
    expect(breaker.admit()).toEqual({ allowed: true, probe: true });
    // One probe at a time.
    expect(breaker.admit()).toMatchObject({ allowed: false });
    breaker.success();
    expect(breaker.state()).toBe('closed');
    expect(breaker.admit()).toEqual({ allowed: true, probe: false });
  });

  it('opens again at once when the probe fails', () => {
    let clock = 0;
    const breaker = createCircuitBreaker({ failureThreshold: 1, cooldownMs: 100, now: () => clock });
    breaker.admit();
    breaker.failure();
    clock = 150;
    expect(breaker.admit()).toEqual({ allowed: true, probe: true });
    breaker.failure();
    expect(breaker.state()).toBe('open');
    clock = 200;
    expect(breaker.admit()).toEqual({ allowed: false, retryInMs: 50 });
  });

  it('a success resets the count of failures in a row; a released probe frees its slot', () => {
    let clock = 0;
    const breaker = createCircuitBreaker({ failureThreshold: 2, cooldownMs: 100, now: () => clock });
    breaker.failure();
    breaker.success();
    breaker.failure();
    expect(breaker.state()).toBe('closed');
    breaker.failure();
    clock = 100;
    expect(breaker.admit()).toMatchObject({ probe: true });
    breaker.release();
    expect(breaker.admit()).toMatchObject({ probe: true });
  });
});
