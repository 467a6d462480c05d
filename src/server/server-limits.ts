import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** 30 journey searches a minute per visitor: 300 per address, for 100+ travellers at 2–3 searches each. */
export const DEFAULT_ADDRESS_FACTOR = 10;

/**
 * The backend's capacity settings, from the environment (README lists them): the planner's threads and queue, and the
 * per-client rate limits. Parsed with zod when the server starts (src/config/check-config.ts), so a bad value stops
 * the start with a message naming the variable.
 */

/** A rate: `<requests>/<seconds>`, e.g. `30/60` = a bucket of 30 refilled at 30 per minute. */
export interface Rate {
  capacity: number;
  refillPerSecond: number;
}

const rate = z
  .string()
  .regex(/^\d+\/\d+$/, 'must read <requests>/<seconds>, e.g. 30/60')
  .transform((text): Rate => {
    const [requests, seconds] = text.split('/').map(Number);
    return { capacity: requests, refillPerSecond: requests / seconds };
  })
  .refine((value) => value.capacity > 0 && Number.isFinite(value.refillPerSecond) && value.refillPerSecond > 0, 'needs at least 1 request over at least 1 second');

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const serverLimitsSchema = z.object({
  PLANNER_THREADS: z.preprocess(blankAsMissing, count(0, 64).optional()),
  PLANNER_QUEUE_LIMIT: z.preprocess(blankAsMissing, count(0, 10_000).optional()),
  PLANNER_MAX_WAIT_MS: z.preprocess(blankAsMissing, count(0, 60_000).default(1_500)),
  PLANNER_TIMEOUT_MS: z.preprocess(blankAsMissing, count(1_000, 600_000).default(15_000)),
  PLANNER_NICE: z.preprocess(blankAsMissing, count(0, 19).default(0)),
  PLANNER_REFUSAL_DELAY_MS: z.preprocess(blankAsMissing, count(0, 5_000).default(150)),
  PLANNER_SPLIT_RANGES: z.preprocess(blankAsMissing, z.enum(['on', 'off']).default('on')),
  PLANNER_SPLIT_MIN_RUNS: z.preprocess(blankAsMissing, count(2, 100_000).optional()),
  RATE_LIMIT_JOURNEY_SEARCH: z.preprocess(blankAsMissing, rate.prefault('30/60')),
  RATE_LIMIT_PLACE_SEARCH: z.preprocess(blankAsMissing, rate.prefault('300/60')),
  RATE_LIMIT_SIGN_IN: z.preprocess(blankAsMissing, rate.prefault('10/60')),
  RATE_LIMIT_SIGN_UP: z.preprocess(blankAsMissing, rate.prefault('5/600')),
  RATE_LIMIT_CART_WRITE: z.preprocess(blankAsMissing, rate.prefault('60/60')),
  /** Reads of a cart (an anonymous one is read by its e-mail alone), per visitor. */
  RATE_LIMIT_CART_READ: z.preprocess(blankAsMissing, rate.prefault('30/60')),
  /**
   * One address (an IPv4 address, an IPv6 /64) may spend this many visitors' budgets together: the visitors behind a
   * NAT share it. Each visitor (anonymous visitor cookie) keeps the rates above; 1 counts by address only.
   */
  RATE_LIMIT_ADDRESS_FACTOR: z.preprocess(blankAsMissing, count(1, 10_000).default(DEFAULT_ADDRESS_FACTOR)),
});

export interface ServerLimits {
  /** Planner worker threads; 0 runs searches on the main thread. Default: one per core. */
  plannerThreads: number;
  /** Searches that may wait for a thread before new ones get 503. Default: 64 per thread. */
  plannerQueueLimit: number;
  /** The longest wait a new search may expect before it gets 503 instead. */
  plannerMaxWaitMs: number;
  plannerTimeoutMs: number;
  /** Nice value of the planner threads (0 by default): above 0, pages and small API calls on the main thread run first. */
  plannerNice: number;
  /** How long the front door holds a journey search it refuses because the planner is full, before the 503. */
  plannerRefusalDelayMs: number;
  /** A range search started while another planner thread is idle is split over both (src/server/routing/range-split.ts). */
  plannerSplitRanges: boolean;
  /** Range searches with fewer RAPTOR runs are not split (undefined: range-split.ts MIN_SPLIT_RUNS). */
  plannerSplitMinRuns: number | undefined;
  rates: { journeySearch: Rate; placeSearch: Rate; signIn: Rate; signUp: Rate; cartWrite: Rate; cartRead: Rate };
  /** An address's budget in visitors' budgets (RATE_LIMIT_ADDRESS_FACTOR). */
  rateAddressFactor: number;
}

export function parseServerLimits(source: Record<string, string | undefined>, cores = availableParallelism()): ServerLimits {
  const env = serverLimitsSchema.parse(source);
  const plannerThreads = env.PLANNER_THREADS ?? cores;
  return {
    plannerThreads,
    plannerQueueLimit: env.PLANNER_QUEUE_LIMIT ?? Math.max(64, 64 * plannerThreads),
    plannerMaxWaitMs: env.PLANNER_MAX_WAIT_MS,
    plannerTimeoutMs: env.PLANNER_TIMEOUT_MS,
    plannerNice: env.PLANNER_NICE,
    plannerRefusalDelayMs: env.PLANNER_REFUSAL_DELAY_MS,
    plannerSplitRanges: env.PLANNER_SPLIT_RANGES === 'on',
    plannerSplitMinRuns: env.PLANNER_SPLIT_MIN_RUNS,
    rates: {
      journeySearch: env.RATE_LIMIT_JOURNEY_SEARCH,
      placeSearch: env.RATE_LIMIT_PLACE_SEARCH,
      signIn: env.RATE_LIMIT_SIGN_IN,
      signUp: env.RATE_LIMIT_SIGN_UP,
      cartWrite: env.RATE_LIMIT_CART_WRITE,
      cartRead: env.RATE_LIMIT_CART_READ,
    },
    rateAddressFactor: env.RATE_LIMIT_ADDRESS_FACTOR,
  };
}
