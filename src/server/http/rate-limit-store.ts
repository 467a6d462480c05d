import type { Rate } from '../server-limits.ts';

/**
 * Where the per-client token buckets live. One process keeps them in memory (memoryRateLimitStore); several nodes
 * share them through PostgreSQL (the postgres engineer's implementation of this same interface). `take` is atomic:
 * it refills the bucket for the time elapsed, then takes one token if there is one.
 */
export interface RateLimitStore {
  take(key: string, limit: Rate, nowMs: number): Promise<{ allowed: boolean; retryAfterS: number }>;
  /** Gives one token back (a call counted only when it fails succeeded), never past the bucket's capacity. */
  give(key: string, limit: Rate, nowMs: number): Promise<void>;
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/** Buckets in a Map, the least recently used forgotten first past `maxKeys` (a flood of addresses cannot grow it). */
export function memoryRateLimitStore(maxKeys = 100_000): RateLimitStore {
  const buckets = new Map<string, Bucket>();
  return {
    async take(key, limit, nowMs) {
      const previous = buckets.get(key);
      const elapsedS = previous ? Math.max(0, nowMs - previous.updatedMs) / 1000 : 0;
      const tokens = previous
        ? Math.min(limit.capacity, previous.tokens + elapsedS * limit.refillPerSecond)
        : limit.capacity;
      const allowed = tokens >= 1;
      const bucket = { tokens: allowed ? tokens - 1 : tokens, updatedMs: nowMs };
      buckets.delete(key);
      buckets.set(key, bucket);
      while (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);
      return {
        allowed,
        retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / limit.refillPerSecond)),
      };
    },
    async give(key, limit, nowMs) {
      const bucket = buckets.get(key);
      if (!bucket) return;
      const elapsedS = Math.max(0, nowMs - bucket.updatedMs) / 1000;
      buckets.set(key, {
        tokens: Math.min(limit.capacity, bucket.tokens + elapsedS * limit.refillPerSecond + 1),
        updatedMs: nowMs,
      });
    },
  };
}
