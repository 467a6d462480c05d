import { PointDetail } from '../contract/proximity.ts';
import type { StopPageType } from '../domain/stop-page.ts';
import type { BffClient } from './bff-fetch.ts';

export type PlaceDetailResult =
  | { status: 'found'; detail: PointDetail }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

/** The spec's message when neither detail source answers (section 5). */
export const PLACE_DETAILS_FAILED = 'Could not fetch place details';

/**
 * A stop's details from the point-details call, else from the second source (the stop-area call, or the plural
 * point type): 'failed' only when both fail, 'notFound' as soon as one says the id does not exist (spec section 5).
 */
export async function loadPlaceDetail(client: BffClient, type: StopPageType, id: string): Promise<PlaceDetailResult> {
  const path = encodeURIComponent(id);
  const sources = [
    `/api/v1/proximity/points/${type}/${path}`,
    type === 'stopArea' ? `/api/proximity/v2/stopAreas/${path}` : `/api/v1/proximity/points/stopPoints/${path}`,
  ];
  for (const source of sources) {
    const answer = await client.request(source, PointDetail, { timeoutMs: 4000 });
    if (answer.ok) return { status: 'found', detail: answer.data };
    if (answer.status === 404) return { status: 'notFound' };
  }
  return { status: 'failed', message: PLACE_DETAILS_FAILED };
}

/** The details or the spec's error: 'Could not fetch place details' when neither source answers (or the id is unknown). */
export async function fetchPlaceDetails(client: BffClient, type: StopPageType, id: string): Promise<PointDetail> {
  const result = await loadPlaceDetail(client, type, id);
  if (result.status === 'found') return result.detail;
  throw new Error(PLACE_DETAILS_FAILED);
}
