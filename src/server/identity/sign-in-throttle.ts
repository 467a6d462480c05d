import type { FailureLog } from '../store/repositories.ts';

/**
 * Brute-force brake for sign-in: after a burst of failures for one account or from one address within a window,
 * further attempts are refused (429) until the window has passed. A success clears the account's count.
 * The policy lives here; the failures live in a FailureLog: in memory for one node (the SQLite default: a restart only
 * gives an attacker one more burst), in PostgreSQL when several nodes share the load (store.shared.signInFailures).
 */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

export interface SignInThrottle {
  /** Seconds to wait when blocked, else 0. */
  retryAfter(account: string, address: string | undefined, now?: number): Promise<number>;
  recordFailure(account: string, address: string | undefined, now?: number): Promise<void>;
  recordSuccess(account: string): Promise<void>;
}

/** Failure times per key for one process, bounded under a flood of distinct keys (the oldest keys go first). */
export function memoryFailureLog(maxKeys = 100_000): FailureLog {
  const failures = new Map<string, number[]>();
  return {
    async record(keys, now) {
      while (failures.size >= maxKeys) failures.delete(failures.keys().next().value as string);
      for (const key of keys) failures.set(key, [...(failures.get(key) ?? []), now]);
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

const accountKey = (account: string) => `account:${account.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

export function createSignInThrottle(limits: ThrottleLimits = DEFAULT_THROTTLE, log: FailureLog = memoryFailureLog()): SignInThrottle {
  async function wait(key: string, limit: number, now: number): Promise<number> {
    const times = await log.recent(key, now - limits.windowMs);
    if (times.length < limit) return 0;
    return Math.ceil((times[times.length - limit] + limits.windowMs - now) / 1000);
  }

  return {
    async retryAfter(account, address, now = Date.now()) {
      const [byAccount, byAddress] = await Promise.all([
        wait(accountKey(account), limits.perAccount, now),
        address ? wait(addressKey(address), limits.perAddress, now) : 0,
      ]);
      return Math.max(byAccount, byAddress);
    },
    async recordFailure(account, address, now = Date.now()) {
      await log.record(address ? [accountKey(account), addressKey(address)] : [accountKey(account)], now);
    },
    async recordSuccess(account) {
      await log.clear(accountKey(account));
    },
  };
}
