import type { JourneyRanking } from '../config/journey-ranking-schema.ts';
import type { Journey } from '../contract/trip-planner.ts';

export interface CostContext {
  /** The asked time (ms): the departure of a leave-at search, the arrival of an arrive-by one. */
  requestMs: number;
  arriveBy: boolean;
  fewerTransfers: boolean;
  ranking: JourneyRanking;
}

/**
 * A journey's generalized cost in seconds (see journey-ranking-schema.ts): what it takes from the traveller, with
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
