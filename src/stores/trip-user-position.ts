import { USER_POSITION_TYPE, type TripPlace } from '../domain/trip-place.ts';
import { reverseGeocode } from './trip-api.ts';
import { $mapUserPosition } from './trip-map.ts';

function currentPosition(timeoutMs: number): Promise<GeolocationPosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), { timeout: timeoutMs, maximumAge: 60_000 }),
  );
}

/**
 * "My position": the browser's location, named by reverse geocoding. Spec section 8: a reverse-geocode failure is
 * silently ignored (the place keeps the generic label); no location at all gives null and nothing changes.
 */
export async function locateUser(fallbackLabel: string, timeoutMs = 10_000): Promise<TripPlace | null> {
  const position = await currentPosition(timeoutMs);
  if (!position) return null;
  const lat = Number(position.coords.latitude.toFixed(6));
  const lon = Number(position.coords.longitude.toFixed(6));
  $mapUserPosition.set({ lat, lon });
  const named = await reverseGeocode(lat, lon);
  const name = named.ok ? named.data.name : fallbackLabel;
  return {
    id: `${lat},${lon}`,
    type: USER_POSITION_TYPE,
    name,
    displayName: name,
    lat,
    lon,
    ...(named.ok && named.data.city ? { city: named.data.city } : {}),
  };
}
