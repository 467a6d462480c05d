import type { Journey, SearchResponse } from '../../../contract/trip-planner.ts';
import { journeyCost, type JourneyRanking } from '../../../domain/journey-cost.ts';

export interface GroupOptions {
  arriveBy: boolean;
  fewerTransfers: boolean;
  /** The asked time (ms): departure, or arrival when arriving by. */
  requestMs: number;
  ranking: JourneyRanking;
  /** Journeys never recommended (they leave a vehicle that goes on to where they are heading): listed as alternatives. */
  notRecommended?: ReadonlySet<Journey>;
}

/**
 * The spec's "groups with journeys": first the recommended journey (the lowest generalized cost, journey-cost.ts),
 * then every other journey of the exact answer, by departure time. Every journey appears once; an empty list means no
 * route. In a step-free answer, journeys known to be accessible come before those whose accessibility is unknown (the
 * recommended one too, when there is one).
 */
export function groupJourneys(journeys: Journey[], options: GroupOptions): SearchResponse['groups'] {
  if (journeys.length === 0) return [];
  const costs = new Map(journeys.map((j) => [j, journeyCost(j, options)]));
  const unknown = (j: Journey) => (j.accessibility === 'unknown' ? 1 : 0);
  // Only when every journey leaves its vehicle early is one of them recommended anyway.
  const avoided = (j: Journey) =>
    options.notRecommended?.has(j) && journeys.some((o) => !options.notRecommended!.has(o)) ? 1 : 0;
  const recommended = journeys.reduce((best, j) =>
    (unknown(j) - unknown(best) || avoided(j) - avoided(best) || costs.get(j)! - costs.get(best)!) < 0 ? j : best,
  );
  const others = journeys
    .filter((j) => j !== recommended)
    .sort(
      (a, b) =>
        unknown(a) - unknown(b) ||
        Date.parse(a.departureDateTime) - Date.parse(b.departureDateTime) ||
        a.transfers - b.transfers,
    );
  const groups: SearchResponse['groups'] = [{ key: 'recommended', journeys: [recommended] }];
  if (others.length) groups.push({ key: 'alternatives', journeys: others });
  return groups;
}
