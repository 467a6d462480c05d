import { PointDetail } from '../contract/proximity.ts';
import type { TripPlace } from '../domain/trip-place.ts';
import type { BffClient } from './bff-fetch.ts';

/**
 * A partner's link may name the places by id only (`fi`, `ti`, no coordinates or names): the server looks them up
 * and answers with the complete query, so the page (and any link copied from it) describes the search in full.
 */
const ENDS = {
  from: { id: 'fi', value: 'fv', display: 'ffv', type: 'fpt', lat: 'flat', lon: 'flon' },
  to: { id: 'ti', value: 'tv', display: 'tfv', type: 'tpt', lat: 'tlat', lon: 'tlon' },
} as const;

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** A stop area or stop point by id (the type given, else both tried), or a "lat,lon" id; null when unknown. */
export async function placeById(
  client: BffClient,
  id: string,
  type: string | null,
  name: string | null,
): Promise<TripPlace | null> {
  const coordinates = COORDINATES.exec(id);
  if (coordinates) {
    const [lat, lon] = [Number(coordinates[1]), Number(coordinates[2])];
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
    const label = name || id;
    return { id, type: type || 'address', name: label, displayName: label, lat, lon };
  }
  const types = type === 'stopArea' || type === 'stopPoint' ? [type] : ['stopArea', 'stopPoint'];
  for (const kind of types) {
    const answer = await client.request(`/api/v1/proximity/points/${kind}/${encodeURIComponent(id)}`, PointDetail, {
      timeoutMs: 3000,
    });
    if (answer.ok) {
      const point = answer.data;
      return {
        id: point.id,
        type: kind,
        name: point.name,
        displayName: point.city ? `${point.name}, ${point.city}` : point.name,
        lat: point.lat,
        lon: point.lon,
      };
    }
  }
  return null;
}

/** The query with every id-only end completed; null when nothing was missing or an id is unknown (the page says so). */
export async function completePartnerLink(client: BffClient, search: URLSearchParams): Promise<string | null> {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const keys of Object.values(ENDS)) {
    const id = params.get(keys.id);
    if (!id || (params.has(keys.lat) && params.has(keys.lon))) continue;
    const place = await placeById(client, id, params.get(keys.type), params.get(keys.value));
    if (!place) return null;
    params.set(keys.id, place.id);
    params.set(keys.value, place.name);
    params.set(keys.display, place.displayName);
    params.set(keys.type, place.type);
    params.set(keys.lat, String(place.lat));
    params.set(keys.lon, String(place.lon));
    changed = true;
  }
  return changed ? params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']') : null;
}
