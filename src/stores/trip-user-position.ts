import { USER_POSITION_TYPE, type TripPlace } from '../domain/trip-place.ts';
import { reverseGeocode } from './trip-api.ts';
import { $mapUserPosition } from './trip-map.ts';

/** Why "my position" gave nothing: the visitor refused location access, or the device could not find it. */
export type LocateFailure = 'denied' | 'unavailable';
export type LocateResult = { place: TripPlace } | { failure: LocateFailure };

function currentPosition(timeoutMs: number): Promise<GeolocationPosition | LocateFailure> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve('unavailable');
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      resolve,
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: timeoutMs, maximumAge: 60_000 },
    ),
  );
}

/**
 * "My position": the browser's location, labelled "My position" with the nearest stop as a hint (the place is where
 * the traveller stands, not the stop). Spec section 8: a reverse-geocode failure is silently ignored (no hint).
 */
export async function locateUser(
  labels: { myPosition: string; near: (place: string) => string },
  timeoutMs = 10_000,
): Promise<LocateResult> {
  const position = await currentPosition(timeoutMs);
  if (typeof position === 'string') return { failure: position };
  const lat = Number(position.coords.latitude.toFixed(6));
  const lon = Number(position.coords.longitude.toFixed(6));
  $mapUserPosition.set({ lat, lon });
  const named = await reverseGeocode(lat, lon);
  return {
    place: {
      id: `${lat},${lon}`,
      type: USER_POSITION_TYPE,
      name: labels.myPosition,
      displayName: labels.myPosition,
      ...(named.ok ? { subTitle: labels.near(named.data.name) } : {}),
      lat,
      lon,
      ...(named.ok && named.data.city ? { city: named.data.city } : {}),
    },
  };
}
