import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** 30 journey searches a minute per visitor: 300 per address, for 100+ travellers at 2–3 searches each. */
export const DEFAULT_ADDRESS_FACTOR = 10;

/**
 * The backend's capacity settings, from the environment: the planner's threads and queue, and the per-client rate
 * limits. Parsed with zod when the server starts (src/config/check-config.ts), so a bad value stops the start with a
 * message naming the variable. Each `.describe()` is the variable's documentation (docs/configuration.md is generated
 * from it).
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
  .refine(
    (value) => value.capacity > 0 && Number.isFinite(value.refillPerSecond) && value.refillPerSecond > 0,
    'needs at least 1 request over at least 1 second',
  );

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const serverLimitsSchema = z.object({
  PLANNER_THREADS: z
    .preprocess(blankAsMissing, count(0, 64).optional())
    .describe(
      "Worker threads running journey searches, 0–64 (they share the network's arrays through one SharedArrayBuffer; about 130 MB each for the NYC network's strings and search arrays); `0` runs searches on the main thread. Default one per core.",
    ),
  PLANNER_QUEUE_LIMIT: z
    .preprocess(blankAsMissing, count(0, 10_000).optional())
    .describe(
      'Searches that may wait for a thread; past it a search gets 503 with `Retry-After` at once. Default 64 per thread.',
    ),
  PLANNER_MAX_WAIT_MS: z
    .preprocess(blankAsMissing, count(0, 60_000).default(1_500))
    .describe(
      'A search that would wait longer than this for a thread (queue × average search time ÷ threads) gets 503 with `Retry-After`.',
    ),
  PLANNER_TIMEOUT_MS: z
    .preprocess(blankAsMissing, count(1_000, 600_000).default(15_000))
    .describe('A search running longer gets 503 and its thread is replaced.'),
  PLANNER_NICE: z
    .preprocess(blankAsMissing, count(0, 19).default(0))
    .describe(
      'Scheduling priority of the planner threads (0–19, Linux): above 0 a page or small API call preempts a running search. Only on a machine the site has to itself: with other busy processes the threads then get little CPU (docs/performance.md).',
    ),
  PLANNER_REFUSAL_DELAY_MS: z
    .preprocess(blankAsMissing, count(0, 5_000).default(150))
    .describe(
      'How long a 503 for a full planner is held (a timer, no CPU; 0: at once), so clients retrying at once do not turn a full queue into a storm of refusals.',
    ),
  PLANNER_SPLIT_RANGES: z
    .preprocess(blankAsMissing, z.enum(['on', 'off']).default('on'))
    .describe(
      '`on`: a range search that starts while another planner thread is idle and no search waits is split over both (same answers, about one earliest-arrival search more CPU; docs/decisions/011-range-split-over-two-threads.md); a search arriving meanwhile takes the helper back. `off`: every search runs on one thread (right when other processes keep the cores busy).',
    ),
  PLANNER_SPLIT_MIN_RUNS: z
    .preprocess(blankAsMissing, count(2, 100_000).optional())
    .describe(
      "Range searches with fewer RAPTOR runs (departures in the window) are not split: the hand-over and the helper's fresh start cost more than they save. Default `8`.",
    ),
  RATE_LIMIT_JOURNEY_SEARCH: z
    .preprocess(blankAsMissing, rate.prefault('30/60'))
    .describe(
      "Per-visitor token bucket for journey search and `POST …/journeys/detailed`, `<requests>/<seconds>` (capacity, refilled at that rate); past it 429 with `Retry-After`. Server-rendered searches of the results pages count as the visitor's.",
    ),
  RATE_LIMIT_PLACE_SEARCH: z
    .preprocess(blankAsMissing, rate.prefault('300/60'))
    .describe(
      'Same, for place search (`/api/v1/places`, `/core/v3/placesSearch`, `/core/v3/places`) and reverse geocoding (`/core/v3/reverseGeocode`).',
    ),
  RATE_LIMIT_SIGN_IN: z
    .preprocess(blankAsMissing, rate.prefault('10/60'))
    .describe(
      'Same, for failed `POST /auth/signin` (a successful sign-in gives its token back; on top of the failure throttle).',
    ),
  RATE_LIMIT_SIGN_UP: z.preprocess(blankAsMissing, rate.prefault('5/600')).describe('Same, for `POST /auth/signup`.'),
  RATE_LIMIT_CART_WRITE: z
    .preprocess(blankAsMissing, rate.prefault('60/60'))
    .describe('Same, for `POST /store/cart/items` (an anonymous cart is a row per e-mail anyone can name).'),
  RATE_LIMIT_CART_READ: z
    .preprocess(blankAsMissing, rate.prefault('30/60'))
    .describe('Same, for `GET /store/cart` (an anonymous cart is read by its e-mail alone).'),
  RATE_LIMIT_ADDRESS_FACTOR: z
    .preprocess(blankAsMissing, count(1, 10_000).default(DEFAULT_ADDRESS_FACTOR))
    .describe(
      "The rates above are per visitor (the anonymous visitor cookie; without one, per address); one address (an IPv4 address, an IPv6 /64) may spend this many visitors' budgets together, so the travellers behind one NAT are served while each stays limited. `1` counts by address only.",
    ),
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
  /**
   * A range search started while another planner thread is idle is split over both
   * (src/server/routing/range/range-split.ts).
   */
  plannerSplitRanges: boolean;
  /** Range searches with fewer RAPTOR runs are not split (undefined: range-split.ts MIN_SPLIT_RUNS). */
  plannerSplitMinRuns: number | undefined;
  rates: { journeySearch: Rate; placeSearch: Rate; signIn: Rate; signUp: Rate; cartWrite: Rate; cartRead: Rate };
  /** An address's budget in visitors' budgets (RATE_LIMIT_ADDRESS_FACTOR). */
  rateAddressFactor: number;
}

export function parseServerLimits(
  source: Record<string, string | undefined>,
  cores = availableParallelism(),
): ServerLimits {
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
