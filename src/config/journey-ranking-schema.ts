import { z } from 'zod';

/**
 * `features.trip-planner.ranking`: how the trip planner picks its recommended journey among the exact answers (every
 * journey no other one beats on departure, arrival and number of rides). Each journey gets a generalized cost in
 * minutes; the cheapest is recommended, the others stay listed as alternatives.
 *
 * cost = time to destination (from the asked time; arrive-by: from departure to the asked time)
 *      - (1 - originWaitFactor) × time spent at the start before leaving (at the end after arriving, arrive-by)
 *      + (walkFactor - 1) × walking time + (waitFactor - 1) × waiting time between rides
 *      + transferMinutes (fewerTransfersMinutes when the traveller asked for fewer changes) × changes
 */
export const journeyRankingSchema = z.object({
  /** Minutes one change of vehicle is worth (default 10): a change has to save more than this to be recommended. */
  transferMinutes: z
    .number()
    .min(0)
    .max(120)
    .default(10)
    .describe(
      'Minutes one change of vehicle is worth when choosing the recommended journey: a change must save more to be recommended.',
    ),
  /** Minutes one change is worth when the traveller chose "fewer transfers" (default 25). */
  fewerTransfersMinutes: z
    .number()
    .min(0)
    .max(240)
    .default(25)
    .describe('Minutes one change is worth when the traveller chose "fewer transfers".'),
  /** Weight of a minute of walking against a minute on board (default 2). */
  walkFactor: z.number().min(0).max(10).default(2).describe('Weight of a minute of walking against a minute on board.'),
  /** Weight of a minute of waiting between two rides against a minute on board (default 1.5). */
  waitFactor: z
    .number()
    .min(0)
    .max(10)
    .default(1.5)
    .describe('Weight of a minute of waiting between two rides against a minute on board.'),
  /** Weight of a minute spent at the start before leaving, e.g. at home (default 0.5). */
  originWaitFactor: z
    .number()
    .min(0)
    .max(10)
    .default(0.5)
    .describe('Weight of a minute spent at the start before leaving (at home), against a minute on board.'),
  /**
   * A journey that leaves a vehicle to reach a stop this same vehicle reaches at most this many minutes later is
   * never recommended (default 10): stay on board instead.
   */
  stayAboardMinutes: z
    .number()
    .min(0)
    .max(60)
    .default(10)
    .describe(
      'A journey leaving a vehicle to reach a stop this same vehicle reaches at most this many minutes later is never recommended (listed only).',
    ),
});
export type JourneyRanking = z.infer<typeof journeyRankingSchema>;

/** The ranking with every default (what a site that configures nothing gets). */
export const DEFAULT_JOURNEY_RANKING: JourneyRanking = journeyRankingSchema.parse({});
