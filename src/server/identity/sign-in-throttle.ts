/**
 * Brute-force brake for sign-in. Failures are counted per (account, address) pair and per address, never per account
 * alone: an attacker guessing a traveller's password from their own address blocks only themselves, and the traveller
 * signing in from their address is never locked out. An address spraying many accounts is blocked as a whole.
 * A success clears only its own pair (an attacker's valid account must not reset their address count).
 *
 * The counts live behind `SignInFailureLog`, a small repository: in memory by default (one process); a shared
 * database implementation makes every site node count the same failures.
 */
export interface ThrottleLimits {
  /** Failures allowed for one account from one address within the window. */
  perAccountAddress: number;
  /** Failures allowed from one address, all accounts together, within the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccountAddress: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

/** Where failed sign-ins are recorded; keys are opaque strings built by the throttle. Times are epoch milliseconds. */
export interface SignInFailureLog {
  /** Records one failure at `at` under each key. */
  add(keys: string[], at: number): Promise<void>;
  /** Times of the failures under `key` at or after `since`, oldest first. */
  since(key: string, since: number): Promise<number[]>;
  /** Forgets the failures under `key`. */
  clear(key: string): Promise<void>;
}

export interface SignInThrottle {
  /** Seconds to wait when blocked, else 0. */
  retryAfter(account: string, address: string | undefined, now?: number): Promise<number>;
  recordFailure(account: string, address: string | undefined, now?: number): Promise<void>;
  recordSuccess(account: string, address: string | undefined): Promise<void>;
}

/** Requests without a known address (the backend called directly, not through the site) share one bucket. */
const UNKNOWN_ADDRESS = 'unknown';

const pairKey = (account: string, address: string | undefined) => `pair:${account.trim().toLowerCase()}|${address ?? UNKNOWN_ADDRESS}`;
const addressKey = (address: string | undefined) => `address:${address ?? UNKNOWN_ADDRESS}`;

export function createSignInThrottle(limits: ThrottleLimits = DEFAULT_THROTTLE, log: SignInFailureLog = createMemoryFailureLog({ windowMs: limits.windowMs })): SignInThrottle {
  async function wait(key: string, limit: number, now: number): Promise<number> {
    const times = await log.since(key, now - limits.windowMs);
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
    recordFailure(account, address, now = Date.now()) {
      return log.add([pairKey(account, address), addressKey(address)], now);
    },
    recordSuccess(account, address) {
      return log.clear(pairKey(account, address));
    },
  };
}

/** The in-process log: bounded in keys (oldest forgotten first) and in entries per key (only the last `maxPerKey` count). */
export function createMemoryFailureLog(options: { maxKeys?: number; maxPerKey?: number; windowMs?: number } = {}): SignInFailureLog {
  const maxKeys = options.maxKeys ?? 100_000;
  const maxPerKey = options.maxPerKey ?? 100;
  const windowMs = options.windowMs ?? DEFAULT_THROTTLE.windowMs;
  const failures = new Map<string, number[]>();
  return {
    async add(keys, at) {
      for (const key of keys) {
        const kept = (failures.get(key) ?? []).filter((time) => at - time < windowMs);
        kept.push(at);
        failures.delete(key); // re-inserted last: the Map's order is then oldest activity first
        while (failures.size >= maxKeys) failures.delete(failures.keys().next().value as string);
        failures.set(key, kept.slice(-maxPerKey));
      }
    },
    async since(key, since) {
      return (failures.get(key) ?? []).filter((time) => time >= since);
    },
    async clear(key) {
      failures.delete(key);
    },
  };
}
