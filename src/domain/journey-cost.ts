import type { Journey } from '../contract/trip-planner.ts';

/**
 * How the recommended journey is picked among the exact answers (a site sets it in `features.trip-planner.ranking`,
 * journey-ranking-schema.ts). Each journey gets a generalized cost in minutes; the cheapest is recommended:
 *
 * cost = time to destination (from the asked time; arrive-by: from departure to the asked time)
 *      - (1 - originWaitFactor) × time spent at the start before leaving (at the end after arriving, arrive-by)
 *      + (walkFactor - 1) × walking time + (waitFactor - 1) × waiting time between rides
 *      + transferMinutes (fewerTransfersMinutes when the traveller asked for fewer changes) × changes
 */
export interface JourneyRanking {
  /** Minutes one change of vehicle is worth: a change has to save more than this to be recommended. */
  transferMinutes: number;
  /** Minutes one change is worth when the traveller chose "fewer transfers". */
  fewerTransfersMinutes: number;
  /** Weight of a minute of walking against a minute on board. */
  walkFactor: number;
  /** Weight of a minute of waiting between two rides against a minute on board. */
  waitFactor: number;
  /** Weight of a minute spent at the start before leaving, e.g. at home. */
  originWaitFactor: number;
  /**
   * A journey leaving a vehicle to reach a stop this same vehicle reaches at most this many minutes later is never
   * recommended (stay on board instead).
   */
  stayAboardMinutes: number;
}

/** The ranking a site that configures nothing gets. */
export const DEFAULT_JOURNEY_RANKING: JourneyRanking = {
  transferMinutes: 10,
  fewerTransfersMinutes: 25,
  walkFactor: 2,
  waitFactor: 1.5,
  originWaitFactor: 0.5,
  stayAboardMinutes: 10,
};

export interface CostContext {
  /** The asked time (ms): the departure of a leave-at search, the arrival of an arrive-by one. */
  requestMs: number;
  arriveBy: boolean;
  fewerTransfers: boolean;
  ranking: JourneyRanking;
}

/**
 * A journey's generalized cost in seconds (see JourneyRanking): what it takes from the traveller, with
 * each change worth several minutes and walking and waiting weighed more than riding. Lower is better.
 */
export function journeyCost(journey: Journey, context: CostContext): number {
  const { ranking } = context;
  const departure = Date.parse(journey.departureDateTime);
  const arrival = Date.parse(journey.arrivalDateTime);
  // Time at the free end (at home before leaving, or at the destination before the asked arrival time).
  const idleMs = context.arriveBy ? context.requestMs - arrival : departure - context.requestMs;
  const spanMs = context.arriveBy ? context.requestMs - departure : arrival - context.requestMs;
  const riding = journey.sections.reduce((sum, s) => sum + (s.type === 'PUBLIC_TRANSPORT' ? s.duration : 0), 0);
  const waiting = Math.max(0, journey.duration - riding - journey.walkingDuration);
  const perTransfer = (context.fewerTransfers ? ranking.fewerTransfersMinutes : ranking.transferMinutes) * 60;
  return (
    spanMs / 1000 -
    (1 - ranking.originWaitFactor) * (Math.max(0, idleMs) / 1000) +
    (ranking.walkFactor - 1) * journey.walkingDuration +
    (ranking.waitFactor - 1) * waiting +
    perTransfer * journey.transfers
  );
}
