import type { Journey } from '../contract/trip-planner.ts';

/** The first journey of the first group is selected after a search (spec section 2). */
export function firstJourney(groups: { journeys: Journey[] }[]): Journey | null {
  return groups.find((group) => group.journeys.length)?.journeys[0] ?? null;
}

export function findJourney(groups: { journeys: Journey[] }[], idOrCode: string | null): Journey | null {
  if (!idOrCode) return null;
  for (const group of groups) {
    const found = group.journeys.find((j) => j.id === idOrCode || j.journeySummaryCode === idOrCode);
    if (found) return found;
  }
  return null;
}
