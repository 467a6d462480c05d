/**
 * Brute-force brake for sign-in: after a burst of failures for one account or from one address within a window,
 * further attempts are refused (429) until the window has passed. A success clears the account's count.
 * Kept in memory: one process serves the site; a restart only gives an attacker one more burst.
 */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

export interface SignInThrottle {
  /** Seconds to wait when blocked, else 0. */
  retryAfter(account: string, address: string | undefined, now?: number): number;
  recordFailure(account: string, address: string | undefined, now?: number): void;
  recordSuccess(account: string): void;
}

export function createSignInThrottle(limits: ThrottleLimits = DEFAULT_THROTTLE, maxKeys = 100_000): SignInThrottle {
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (failures.get(key) ?? []).filter((at) => now - at < limits.windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  function wait(key: string, limit: number, now: number): number {
    const times = recent(key, now);
    if (times.length < limit) return 0;
    return Math.ceil((times[times.length - limit] + limits.windowMs - now) / 1000);
  }

  return {
    retryAfter(account, address, now = Date.now()) {
      const byAccount = wait(`account:${account.toLowerCase()}`, limits.perAccount, now);
      const byAddress = address ? wait(`address:${address}`, limits.perAddress, now) : 0;
      return Math.max(byAccount, byAddress);
    },
    recordFailure(account, address, now = Date.now()) {
      // Bounded memory under a flood of distinct keys: forget the oldest entries first.
      while (failures.size >= maxKeys) failures.delete(failures.keys().next().value as string);
      for (const key of [`account:${account.toLowerCase()}`, address ? `address:${address}` : undefined]) {
        if (!key) continue;
        failures.set(key, [...recent(key, now), now]);
      }
    },
    recordSuccess(account) {
      failures.delete(`account:${account.toLowerCase()}`);
    },
  };
}
