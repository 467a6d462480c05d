import type { PlannedJourney } from './planned-journey.ts';

/** What makes two journeys the same trip plan: the rides (trip, stops, day) and the walks between them. */
export function journeySignature(journey: PlannedJourney): string {
  return journey.legs
    .map((leg) => {
      if (leg.kind === 'ride') return `r${leg.trip}:${leg.boardPos}:${leg.alightPos}:${leg.offset}`;
      if (leg.kind === 'walk') return `w${leg.from}>${leg.to}`;
      return '';
    })
    .filter(Boolean)
    .join('|');
}

/** Leaving a minute or two later is no reason to show a journey that arrives later or changes more. */
const DEPARTURE_SLACK_SECONDS = 120;

/** As good on all three criteria: leaves no earlier, arrives no later, rides no more. */
function beats(a: PlannedJourney, b: PlannedJourney): boolean {
  return a.departure >= b.departure && a.arrival <= b.arrival && a.rides <= b.rides;
}

/** As good apart from leaving up to the slack earlier. */
export function beatsWithinSlack(a: PlannedJourney, b: PlannedJourney): boolean {
  return a.departure + DEPARTURE_SLACK_SECONDS >= b.departure && a.arrival <= b.arrival && a.rides <= b.rides;
}

/**
 * Keeps journeys no other journey beats on departure (later, beyond a small slack), arrival (earlier) and rides
 * (fewer), one per plan, ordered by arrival (by departure, latest first, for arrive-by), then rides.
 *
 * The slack is not transitive (A leaves 1 min before B and beats it, B leaves 1.5 min before C and beats it, A does
 * not beat C), so a journey is only left out for one that stays: first the exact Pareto set, then, in departure
 * order, each journey is compared with the earlier ones kept. Every journey left out is beaten, within the slack, by
 * a journey kept.
 */
export function paretoJourneys(journeys: PlannedJourney[], arriveBy: boolean): PlannedJourney[] {
  const unique = new Map<string, PlannedJourney>();
  for (const journey of journeys) {
    const key = journeySignature(journey);
    if (!unique.has(key)) unique.set(key, journey);
  }
  const candidates = [...unique.values()];
  const pareto = candidates.filter(
    (journey, i) =>
      !candidates.some((other, j) => j !== i && beats(other, journey) && (!beats(journey, other) || j < i)),
  );
  pareto.sort((a, b) => a.departure - b.departure || a.arrival - b.arrival || a.rides - b.rides);
  const kept: PlannedJourney[] = [];
  for (const journey of pareto) if (!kept.some((other) => beatsWithinSlack(other, journey))) kept.push(journey);
  return kept.sort((a, b) =>
    arriveBy
      ? b.departure - a.departure || a.rides - b.rides || a.arrival - b.arrival
      : a.arrival - b.arrival || a.rides - b.rides || b.departure - a.departure,
  );
}

/**
 * A journey taking more than twice as long as the fastest one plus an hour is no option a traveller weighs: on the NYC
 * network they are the fewer-changes alternatives that wait hours, even overnight, for a bus (about 3 % of journeys
 * over 500 random queries, up to 18 hours against 2). Pareto-optimal, yet left out of the answer.
 */
const DETOUR_FACTOR = 2;
const DETOUR_SLACK_SECONDS = 3600;

export function withoutLongDetours(journeys: PlannedJourney[]): PlannedJourney[] {
  if (journeys.length === 0) return journeys;
  const fastest = Math.min(...journeys.map((j) => j.arrival - j.departure));
  return journeys.filter((j) => j.arrival - j.departure <= DETOUR_FACTOR * fastest + DETOUR_SLACK_SECONDS);
}
