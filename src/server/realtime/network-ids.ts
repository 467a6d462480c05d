import type { TransitNetwork } from '../network/types.ts';

/**
 * Realtime entities name trips, routes and stops by their GTFS ids; the network namespaces ids per feed
 * (`${feedId}:${gtfsId}`), except a single feed compiled with raw ids (tests). Both are tried, namespaced first.
 */
export function resolveId(ids: Map<string, number>, feedId: string, gtfsId: string | null | undefined): number | undefined {
  if (!gtfsId) return undefined;
  return ids.get(`${feedId}:${gtfsId}`) ?? ids.get(gtfsId);
}

/** The index of a feed id in network.feeds, or -1. */
export function feedIndex(network: TransitNetwork, feedId: string): number {
  return network.feeds.findIndex((feed) => feed.id === feedId);
}
