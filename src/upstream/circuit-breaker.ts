/**
 * A circuit breaker for one upstream (the operator's BFF, WordPress): after `failureThreshold` failures in a row it
 * opens and calls fail at once, without a socket, for `cooldownMs`; then one call goes through as a probe (half-open):
 * its success closes the circuit, its failure opens it again. A hung upstream thus holds at most a handful of sockets,
 * and pages stop waiting for it. State is per process.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  failureThreshold?: number;
  cooldownMs?: number;
  now?: () => number;
}

export type Admission = { allowed: true; probe: boolean } | { allowed: false; retryInMs: number };

export interface CircuitBreaker {
  state(): CircuitState;
  /** Asks to send one call. A half-open circuit admits one probe at a time. */
  admit(): Admission;
  /** The call got an answer the upstream is responsible for (any status below 500). */
  success(): void;
  /** The call failed because of the upstream (timeout, unreachable, 5xx). */
  failure(): void;
  /** The call ended for a reason that says nothing about the upstream (the caller gave up): frees a probe slot. */
  release(): void;
}

export const DEFAULT_FAILURE_THRESHOLD = 5;
export const DEFAULT_COOLDOWN_MS = 10_000;

export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const threshold = options.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD;
  const cooldownMs = options.cooldownMs ?? DEFAULT_COOLDOWN_MS;
  const now = options.now ?? Date.now;
  let failuresInRow = 0;
  let openedAt: number | null = null;
  let probeOut = false;

  const state = (): CircuitState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= cooldownMs ? 'half-open' : 'open';
  };

  return {
    state,
    admit() {
      const current = state();
      if (current === 'closed') return { allowed: true, probe: false };
      if (current === 'open') return { allowed: false, retryInMs: cooldownMs - (now() - (openedAt as number)) };
      if (probeOut) return { allowed: false, retryInMs: 0 };
      probeOut = true;
      return { allowed: true, probe: true };
    },
    success() {
      failuresInRow = 0;
      openedAt = null;
      probeOut = false;
    },
    failure() {
      failuresInRow += 1;
      if (probeOut || state() === 'half-open' || failuresInRow >= threshold) openedAt = now();
      probeOut = false;
    },
    release() {
      probeOut = false;
    },
  };
}
