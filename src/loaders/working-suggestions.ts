import type { BffClient } from '../bff-client/bff-fetch.ts';
import type { SearchResponse, TripRequest } from '../contract/trip-planner.ts';
import type { Suggestion } from '../domain/no-journey-suggestions.ts';
import { searchOnServer } from './trip-screen-data.ts';

/** How long the suggestions of one "no journey found" may take to try, all together (they run side by side). */
export const SUGGESTION_BUDGET_MS = 2500;

/** Whether a search's answer holds at least one journey (null: the search failed). */
export const hasJourneys = (list: SearchResponse | null) => !!list?.groups.some((group) => group.journeys.length);

/**
 * The suggestions whose search finds a journey, in their order: each is tried on the server, side by side, within the
 * budget; one that finds nothing, fails, is refused or is still running when the budget ends is left out (a suggestion
 * leading to "no journey found" again is worse than none). `requestOf`: the search a suggestion leads to (null: none).
 */
export async function workingSuggestions(
  client: BffClient,
  suggestions: Suggestion[],
  requestOf: (suggestion: Suggestion) => TripRequest | null,
  budgetMs = SUGGESTION_BUDGET_MS,
): Promise<Suggestion[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), budgetMs)));
  const tried = suggestions.map(async (suggestion) => {
    const request = requestOf(suggestion);
    if (!request) return false;
    try {
      return hasJourneys(await searchOnServer(client, request));
    } catch {
      return false;
    }
  });
  try {
    const works = await Promise.all(tried.map((attempt) => Promise.race([attempt, deadline])));
    return suggestions.filter((_, i) => works[i]);
  } finally {
    clearTimeout(timer);
  }
}
