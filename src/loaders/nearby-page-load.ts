import type { BffClient } from '../bff-client/bff-fetch.ts';
import { loadPlaceDetail } from '../bff-client/place-details.ts';
import { NearbyResponse } from '../contract/nearby.ts';
import { ProximityPageQuery } from '../contract/proximity-page-query.ts';
import { ZoomRulesResponse, type ZoomRule } from '../contract/proximity.ts';
import { centreHref, placeCentre, type NearbyCentre } from '../domain/nearby-centre.ts';
import { pickPlace } from '../domain/place-pick.ts';
import type { TripPlace } from '../domain/trip-place.ts';
import { searchPlacesOnServer } from './trip-form-resolve.ts';

/** What the place box's typed text (sent without JavaScript) came to when it named no single place. */
export type TypedPlaceProblem =
  | { kind: 'unknown' | 'searchFailed'; text: string }
  | { kind: 'ambiguous'; text: string; candidates: Array<{ name: string; detail: string; href: string }> };

export type NearbyPage =
  | { redirect: string }
  | {
      centre: NearbyCentre;
      centreProblem: 'invalidCentre' | 'placeNotFound' | null;
      typedPlace: TypedPlaceProblem | null;
      initial: NearbyResponse | null;
      rules: ZoomRule[];
      /** Street level on a chosen centre; the whole middle of the network otherwise (stations show). */
      zoom: number;
    };

const CENTRE_KEYS = ['lat', 'lon', 'id', 'name', 'q'];

/** The lines and borough of a namesake: what tells five "86 St" apart (as the trip form's list says). */
const candidateDetail = (place: TripPlace) => [place.subTitle, place.city].filter(Boolean).join(' · ');

/** A typed place: the found place's own address (redirect), or why none was taken. */
async function typedPlace(
  client: BffClient,
  text: string,
  path: string,
): Promise<{ redirect: string } | TypedPlaceProblem> {
  const found = await searchPlacesOnServer(client, text);
  if (!found) return { kind: 'searchFailed', text };
  const pick = pickPlace(text, null, found);
  if (pick.kind === 'picked') return { redirect: centreHref(path, placeCentre(pick.place)) };
  if (pick.kind === 'ambiguous') {
    return {
      kind: 'ambiguous',
      text,
      candidates: pick.candidates.map((place) => ({
        name: place.name,
        detail: candidateDetail(place),
        href: centreHref(path, placeCentre(place)),
      })),
    };
  }
  return { kind: 'unknown', text };
}

/**
 * The nearby screen's first state, read on the server: the centre from the query (a stop id, lat/lon with an optional
 * name, or a typed place sent without JavaScript, which redirects to its own address), else the network's centre; the
 * list for it (so the page is complete without JavaScript) and the zoom rules of the map.
 */
export async function loadNearbyPage(
  client: BffClient,
  url: URL,
  networkCentre: { lat: number; lon: number },
  labels: { point: string; network: string },
): Promise<NearbyPage> {
  const parsed = ProximityPageQuery.safeParse(
    Object.fromEntries([...url.searchParams].filter(([key]) => CENTRE_KEYS.includes(key))),
  );
  let centre: NearbyCentre = { ...networkCentre, label: labels.network, kind: 'network' };
  let centreProblem: 'invalidCentre' | 'placeNotFound' | null = parsed.success ? null : 'invalidCentre';
  let typed: TypedPlaceProblem | null = null;
  if (parsed.success && parsed.data.id) {
    let found = await loadPlaceDetail(client, 'stopArea', parsed.data.id);
    if (found.status === 'notFound') found = await loadPlaceDetail(client, 'stopPoint', parsed.data.id);
    if (found.status === 'found')
      centre = {
        lat: found.detail.lat,
        lon: found.detail.lon,
        label: found.detail.name,
        kind: 'query',
        placeId: parsed.data.id,
      };
    else centreProblem = 'placeNotFound';
  } else if (parsed.success && parsed.data.lat !== undefined && parsed.data.lon !== undefined) {
    centre = { lat: parsed.data.lat, lon: parsed.data.lon, label: parsed.data.name ?? labels.point, kind: 'query' };
  } else if (parsed.success && parsed.data.q?.trim()) {
    const outcome = await typedPlace(client, parsed.data.q.trim(), url.pathname);
    if ('redirect' in outcome) return outcome;
    typed = outcome;
  }
  const [nearby, rules] = await Promise.all([
    client.request('/api/v1/proximity/nearby', NearbyResponse, {
      query: { lat: centre.lat.toFixed(6), lon: centre.lon.toFixed(6) },
      timeoutMs: 4000,
    }),
    client.request('/api/v1/proximity/zoomRules', ZoomRulesResponse, { timeoutMs: 2000 }),
  ]);
  return {
    centre,
    centreProblem,
    typedPlace: typed,
    initial: nearby.ok ? nearby.data : null,
    rules: rules.ok ? rules.data.zoomRules : [],
    zoom: centre.kind === 'network' ? 13 : 16,
  };
}
