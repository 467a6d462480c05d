import { z } from 'zod';
import { DEFAULT_JOURNEY_RANKING, type JourneyRanking } from '../domain/journey-cost.ts';

const defaults = DEFAULT_JOURNEY_RANKING;

/**
 * `features.trip-planner.ranking`: the weights of the generalized cost by which the trip planner picks its recommended
 * journey among the exact answers (every journey no other one beats on departure, arrival and number of rides); the
 * formula and the defaults are the domain's (journey-cost.ts), the others stay listed as alternatives.
 */
export const journeyRankingSchema = z.object({
  transferMinutes: z
    .number()
    .min(0)
    .max(120)
    .default(defaults.transferMinutes)
    .describe(
      'Minutes one change of vehicle is worth when choosing the recommended journey: a change must save more to be recommended.',
    ),
  fewerTransfersMinutes: z
    .number()
    .min(0)
    .max(240)
    .default(defaults.fewerTransfersMinutes)
    .describe('Minutes one change is worth when the traveller chose "fewer transfers".'),
  walkFactor: z
    .number()
    .min(0)
    .max(10)
    .default(defaults.walkFactor)
    .describe('Weight of a minute of walking against a minute on board.'),
  waitFactor: z
    .number()
    .min(0)
    .max(10)
    .default(defaults.waitFactor)
    .describe('Weight of a minute of waiting between two rides against a minute on board.'),
  originWaitFactor: z
    .number()
    .min(0)
    .max(10)
    .default(defaults.originWaitFactor)
    .describe('Weight of a minute spent at the start before leaving (at home), against a minute on board.'),
  stayAboardMinutes: z
    .number()
    .min(0)
    .max(60)
    .default(defaults.stayAboardMinutes)
    .describe(
      'A journey leaving a vehicle to reach a stop this same vehicle reaches at most this many minutes later is never recommended (listed only).',
    ),
}) satisfies z.ZodType<JourneyRanking>;
