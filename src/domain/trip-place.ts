/** The trip planner's place (spec section 3 "Place"), as the form, the URL codec, the history and the map use it. */
export interface TripPlace {
  id: string;
  type: string;
  name: string;
  displayName: string;
  subTitle?: string;
  lat: number;
  lon: number;
  city?: string;
  postCode?: string;
  /** Street line of an address or landmark ("350 5th Avenue"). */
  address?: string;
}

/** A place search result as the places API returns it (spec section 3 "Place search result"). */
export interface PlaceSearchResult {
  id: string;
  title?: string;
  name?: string;
  displayName?: string;
  subTitle?: string;
  type?: string;
  lat: number | string;
  lon: number | string;
  extraData?: { city?: string; zipCode?: string };
  city?: string;
  postCode?: string;
  address?: string;
}

export const USER_POSITION_TYPE = 'USER_POSITION';

/** Applies the spec's type normalization rules; everything else keeps its type (default address). */
export function normalizePlaceType(
  id: string,
  type: string | undefined,
  lat: number,
  lon: number,
): { id: string; type: string } {
  if (id.startsWith('EXTERNALLOCATION')) return { id: `${lat},${lon}`, type: 'externalLocations' };
  if (!type && id.split('|')[0] === 'RIDESHARINGPARK') return { id, type: 'rideSharingParks' };
  if (type === 'bikeStation') return { id, type: 'bikeSharingStations' };
  if (type === 'parking') return { id, type: 'parks' };
  return { id, type: type ?? 'address' };
}

export function normalizePlace(result: PlaceSearchResult): TripPlace {
  const lat = Number(result.lat);
  const lon = Number(result.lon);
  const { id, type } = normalizePlaceType(result.id, result.type, lat, lon);
  const name = result.title ?? result.name ?? result.displayName ?? id;
  return {
    id,
    type,
    name,
    displayName: result.displayName ?? name,
    ...(result.subTitle ? { subTitle: result.subTitle } : {}),
    lat,
    lon,
    ...(result.city || result.extraData?.city ? { city: result.city || result.extraData?.city } : {}),
    ...(result.postCode || result.extraData?.zipCode ? { postCode: result.postCode || result.extraData?.zipCode } : {}),
    ...(result.address ? { address: result.address } : {}),
  };
}

export function isUserPosition(place: Pick<TripPlace, 'type'>): boolean {
  return place.type === USER_POSITION_TYPE || place.type === 'user_position';
}

/** Two places are the same stop or address when their ids match (coordinates for free positions). */
export function samePlace(a: TripPlace | null | undefined, b: TripPlace | null | undefined): boolean {
  return !!a && !!b && a.id === b.id;
}
