import type { Lang } from '../i18n/index.ts';
import { coordinatesId } from './favorite-places.ts';
import { prefilledTripHref } from './trip-links.ts';
import type { TripPlace } from './trip-place.ts';

/**
 * A point picked on the map (right click, long press) as a place of the trip planner: named after the nearest address
 * when the geocoder knows one, else "Near <stop>", else "Point on the map"; its position is the point picked.
 */
export interface ReverseNamed {
  type?: string;
  name: string;
  city?: string;
  postCode?: string;
}

export interface PickLabels {
  point: string;
  near: (place: string) => string;
}

export function pickedPlace(lat: number, lon: number, named: ReverseNamed | null, labels: PickLabels): TripPlace {
  const at = { lat: Number(lat.toFixed(6)), lon: Number(lon.toFixed(6)) };
  const id = coordinatesId(at.lat, at.lon);
  const base = { id, type: 'address', ...at };
  if (named?.type && named.type !== 'stopArea') {
    const where = [named.city, named.postCode].filter(Boolean).join(' ');
    return {
      ...base,
      name: named.name,
      displayName: named.city ? `${named.name}, ${named.city}` : named.name,
      ...(where ? { subTitle: where } : {}),
      address: named.name,
      ...(named.city ? { city: named.city } : {}),
      ...(named.postCode ? { postCode: named.postCode } : {}),
    };
  }
  const name = named ? labels.near(named.name) : labels.point;
  return { ...base, name, displayName: name, subTitle: `${at.lat.toFixed(5)}, ${at.lon.toFixed(5)}` };
}

/**
 * Where "leave from here" and "go here" lead from a point picked on the map: the picked point as departure (or arrival),
 * the other place kept from the current search.
 */
export function pickHref(
  lang: Lang,
  role: 'from' | 'to',
  place: TripPlace,
  current: { from: TripPlace | null; to: TripPlace | null },
): string {
  return prefilledTripHref(lang, {
    from: role === 'from' ? place : current.from,
    to: role === 'to' ? place : current.to,
  });
}
