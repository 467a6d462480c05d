import type { Journey, SearchResponse } from '../../contract/trip-planner.ts';

/** Minutes a transfer "costs" when choosing the recommended journey (more when the traveller asked for fewer). */
const TRANSFER_PENALTY_SECONDS = 5 * 60;
const FEWER_TRANSFERS_PENALTY_SECONDS = 20 * 60;

/**
 * The spec's "groups with journeys": first the recommended journey (earliest arrival, or latest departure when arriving
 * by, each transfer counted as a few extra minutes), then the other options by departure time. Every journey appears
 * once; an empty list means no route. In a step-free answer, journeys known to be accessible come before those whose
 * accessibility is unknown (the recommended one too, when there is one).
 */
export function groupJourneys(journeys: Journey[], options: { arriveBy: boolean; fewerTransfers: boolean }): SearchResponse['groups'] {
  if (journeys.length === 0) return [];
  const penalty = options.fewerTransfers ? FEWER_TRANSFERS_PENALTY_SECONDS : TRANSFER_PENALTY_SECONDS;
  const time = (j: Journey) => Date.parse(options.arriveBy ? j.departureDateTime : j.arrivalDateTime) / 1000;
  const score = (j: Journey) => (options.arriveBy ? -time(j) : time(j)) + penalty * j.transfers;
  const unknown = (j: Journey) => (j.accessibility === 'unknown' ? 1 : 0);
  const recommended = journeys.reduce((best, j) => (unknown(j) - unknown(best) || score(j) - score(best)) < 0 ? j : best);
  const others = journeys
    .filter((j) => j !== recommended)
    .sort(
      (a, b) =>
        unknown(a) - unknown(b) || Date.parse(a.departureDateTime) - Date.parse(b.departureDateTime) || a.transfers - b.transfers,
    );
  const groups: SearchResponse['groups'] = [{ key: 'recommended', journeys: [recommended] }];
  if (others.length) groups.push({ key: 'alternatives', journeys: others });
  return groups;
}
