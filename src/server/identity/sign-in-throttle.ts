import type { FailureLog } from '../store/repositories.ts';

/**
 * Brute-force brake for sign-in. Failures are counted per (account, address) pair and per address, never per account
 * alone: an attacker guessing a traveller's password from their own address blocks only themselves, and the traveller
 * signing in from their address is never locked out. An address spraying many accounts is blocked as a whole.
 * A success clears only its own pair (an attacker's valid account must not reset their address count).
 * The policy lives here; the failures live in a FailureLog: in memory for one node (the SQLite default: a restart only
 * gives an attacker one more burst), in PostgreSQL when several nodes share the load (store.shared.signInFailures).
 */
export interface ThrottleLimits {
  /** Failures allowed for one account from one address within the window. */
  perAccountAddress: number;
  /** Failures allowed from one address, all accounts together, within the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccountAddress: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

export interface SignInThrottle {
  /** Seconds to wait when blocked, else 0. */
  retryAfter(account: string, address: string | undefined, now?: number): Promise<number>;
  recordFailure(account: string, address: string | undefined, now?: number): Promise<void>;
  recordSuccess(account: string, address: string | undefined): Promise<void>;
}

/** Failure times per key for one process, bounded in keys (the least recently failed go first) and per key. */
export function memoryFailureLog(maxKeys = 100_000, maxPerKey = 100): FailureLog {
  const failures = new Map<string, number[]>();
  return {
    async record(keys, now) {
      for (const key of keys) {
        const kept = [...(failures.get(key) ?? []), now].slice(-maxPerKey);
        failures.delete(key); // re-inserted last: the Map's order is then least recent activity first
        while (failures.size >= maxKeys) failures.delete(failures.keys().next().value as string);
        failures.set(key, kept);
      }
    },
    async recent(key, since) {
      const kept = (failures.get(key) ?? []).filter((at) => at > since);
      if (kept.length) failures.set(key, kept);
      else failures.delete(key);
      return kept;
    },
    async clear(key) {
      failures.delete(key);
    },
  };
}

/** Requests without a known address (the backend called directly, not through the site) share one bucket. */
const UNKNOWN_ADDRESS = 'unknown';
const pairKey = (account: string, address: string | undefined) =>
  `${accountKeyPrefix(account)}${address ?? UNKNOWN_ADDRESS}`;

/** Every failure key naming an account starts so (a deleted account's failures are removed with it). */
export function accountKeyPrefix(account: string): string {
  return `pair:${account.trim().toLowerCase()}|`;
}
const addressKey = (address: string | undefined) => `address:${address ?? UNKNOWN_ADDRESS}`;

export function createSignInThrottle(
  limits: ThrottleLimits = DEFAULT_THROTTLE,
  log: FailureLog = memoryFailureLog(),
): SignInThrottle {
  async function wait(key: string, limit: number, now: number): Promise<number> {
    const times = await log.recent(key, now - limits.windowMs);
    if (times.length < limit) return 0;
    return Math.max(1, Math.ceil((times[times.length - limit] + limits.windowMs - now) / 1000));
  }

  return {
    async retryAfter(account, address, now = Date.now()) {
      const [byPair, byAddress] = await Promise.all([
        wait(pairKey(account, address), limits.perAccountAddress, now),
        wait(addressKey(address), limits.perAddress, now),
      ]);
      return Math.max(byPair, byAddress);
    },
    async recordFailure(account, address, now = Date.now()) {
      await log.record([pairKey(account, address), addressKey(address)], now);
    },
    async recordSuccess(account, address) {
      await log.clear(pairKey(account, address));
    },
  };
}
