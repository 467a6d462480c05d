/** Query parameter carrying the journey a preview, summary, returns or roadmap page shows. */
export const JOURNEY_REFERENCE_PARAM = 'jsc';

/**
 * Whether a trip-planner detail page (preview, summary, returns, return-*, roadmap) can be rebuilt from its URL.
 * Hook for the trip-planner issue: today a page is restorable when its query names a journey (`jsc`, the journey
 * summary code); otherwise the guard sends the visitor to the results with the same query.
 */
export function canRestoreTripRoute(routeName: string, url: URL): boolean {
  void routeName;
  return Boolean(url.searchParams.get(JOURNEY_REFERENCE_PARAM));
}
