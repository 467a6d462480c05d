import type { BffClient } from './bff-fetch.ts';
import { PointDetail } from '../contract/proximity.ts';
import { CollectionResponse } from '../contract/collections.ts';

/** Spec sections 5 and 8: the outcome when neither detail source answers. */
export const PLACE_DETAILS_FAILED = 'Could not fetch place details';

/**
 * The details of a stop area or stop point from the spec's two sources: the proximity point details
 * (`/api/v1/proximity/points/{type}/{id}`), else the collection item (`/core/v3/{collection}/{id}`). It fails with
 * 'Could not fetch place details' only when both fail.
 */
export async function fetchPlaceDetails(client: BffClient, type: 'stopArea' | 'stopPoint', id: string, timeoutMs = 3000): Promise<PointDetail> {
  const point = await client.request(`/api/v1/proximity/points/${type}/${encodeURIComponent(id)}`, PointDetail, { timeoutMs });
  if (point.ok) return point.data;
  const collection = type === 'stopArea' ? 'stopAreas' : 'stopPoints';
  const item = await client.request(`/core/v3/${collection}/${encodeURIComponent(id)}`, CollectionResponse, { timeoutMs });
  const found = item.ok ? item.data[collection]?.[0] : undefined;
  if (found) return found;
  throw new Error(PLACE_DETAILS_FAILED);
}
