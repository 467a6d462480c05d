import { z } from 'zod';

/**
 * The preferences that change a trip search's answers, as short query parameters of the trip-planner pages, so a
 * shared link shows its recipient the same journeys: ws walking speed, wd maximum walking distance, ft fewer transfers,
 * wc wheelchair (step-free). Excluded modes stay in `m`. A value outside these is ignored (the default applies).
 */
export const TRIP_URL_OPTION_PARAMS = { walkingSpeed: 'ws', maxWalkingDistance: 'wd', fewerTransfers: 'ft', wheelchair: 'wc' } as const;

const flag = z.literal('1').transform(() => true);

export const TripUrlOptions = z.object({
  ws: z.enum(['SLOW', 'NORMAL', 'FAST']).optional().catch(undefined),
  wd: z.enum(['SHORT', 'MEDIUM', 'LONG']).optional().catch(undefined),
  ft: flag.optional().catch(undefined),
  wc: flag.optional().catch(undefined),
});
export type TripUrlOptions = z.infer<typeof TripUrlOptions>;
