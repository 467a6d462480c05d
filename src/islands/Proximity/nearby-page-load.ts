import type { BffClient } from '../../api/bff-fetch.ts';
import { loadPlaceDetail } from '../../api/place-details.ts';
import { NearbyResponse } from '../../contract/nearby.ts';
import { ProximityPageQuery } from '../../contract/proximity-page-query.ts';
import { ZoomRulesResponse, type ZoomRule } from '../../contract/proximity.ts';
import type { NearbyCentre } from '../../stores/proximity-nearby.ts';

export interface NearbyPage {
  centre: NearbyCentre;
  centreProblem: 'invalidCentre' | 'placeNotFound' | null;
  initial: NearbyResponse | null;
  rules: ZoomRule[];
  /** Street level on a chosen centre; the whole middle of the network otherwise (stations show). */
  zoom: number;
}

const ONLY_CENTRE_KEYS = ['lat', 'lon', 'id'];

/**
 * The nearby screen's first state, read on the server: the centre from the query (lat/lon or a stop id), else the
 * network's centre; the list for it (so the page is complete without JavaScript) and the zoom rules of the map.
 */
export async function loadNearbyPage(client: BffClient, url: URL, networkCentre: { lat: number; lon: number }, labels: { point: string; network: string }): Promise<NearbyPage> {
  const parsed = ProximityPageQuery.safeParse(Object.fromEntries([...url.searchParams].filter(([key]) => ONLY_CENTRE_KEYS.includes(key))));
  let centre: NearbyCentre = { ...networkCentre, label: labels.network, kind: 'network' };
  let centreProblem: NearbyPage['centreProblem'] = parsed.success ? null : 'invalidCentre';
  if (parsed.success && parsed.data.id) {
    let found = await loadPlaceDetail(client, 'stopArea', parsed.data.id);
    if (found.status === 'notFound') found = await loadPlaceDetail(client, 'stopPoint', parsed.data.id);
    if (found.status === 'found') centre = { lat: found.detail.lat, lon: found.detail.lon, label: found.detail.name, kind: 'query' };
    else centreProblem = 'placeNotFound';
  } else if (parsed.success && parsed.data.lat !== undefined && parsed.data.lon !== undefined) {
    centre = { lat: parsed.data.lat, lon: parsed.data.lon, label: labels.point, kind: 'query' };
  }
  const [nearby, rules] = await Promise.all([
    client.request('/api/v1/proximity/nearby', NearbyResponse, { query: { lat: centre.lat.toFixed(6), lon: centre.lon.toFixed(6) }, timeoutMs: 4000 }),
    client.request('/api/v1/proximity/zoomRules', ZoomRulesResponse, { timeoutMs: 2000 }),
  ]);
  return {
    centre,
    centreProblem,
    initial: nearby.ok ? nearby.data : null,
    rules: rules.ok ? rules.data.zoomRules : [],
    zoom: centre.kind === 'network' ? 13 : 16,
  };
}
