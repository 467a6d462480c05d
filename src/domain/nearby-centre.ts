import type { TripPlace } from './trip-place.ts';

/**
 * What the nearby screen's list is around, and how that is written in its address: a stop by its id, any other chosen
 * place by its coordinates and name, a point of a link or of the map by its coordinates alone. The visitor's own
 * position is never written in the address: a shared link must not carry where someone stood, nor say "near you" to
 * whoever opens it (with the position allowed, the page finds it again on its own).
 */

export type CentreKind = 'query' | 'place' | 'position' | 'network' | 'map';

export interface NearbyCentre {
  lat: number;
  lon: number;
  /** What the centre is ("Times Sq-42 St", "this point"), named in the headings and the live region. */
  label: string;
  kind: CentreKind;
  /** A stop's id: the address names the stop itself (the server reads its name and position back). */
  placeId?: string;
}

/** Place types the stop pages (and so the `id` query) know. */
const STOP_TYPES = new Set(['stopArea', 'stopPoint']);

export function isStopPlace(type: string): boolean {
  return STOP_TYPES.has(type);
}

/** How headings name the centre: the visitor's position, a named place, the network's or the map's centre. */
export type CentreWording = 'position' | 'place' | 'network' | 'map';

export function centreWording(centre: Pick<NearbyCentre, 'kind'>): CentreWording {
  if (centre.kind === 'position' || centre.kind === 'network' || centre.kind === 'map') return centre.kind;
  return 'place';
}

/** Longest place name an address carries (a name longer than any stop or street is not a name). */
export const CENTRE_NAME_MAX_LENGTH = 120;

/** Coordinates to about a metre: enough for a list of stops, short in a link. */
const coordinate = (value: number) => value.toFixed(5).replace(/\.?0+$/, '');

/** The query of the nearby screen's address for a centre ('' for the network's centre and the visitor's position). */
export function centreQuery(centre: NearbyCentre): string {
  if (centre.kind === 'network' || centre.kind === 'position') return '';
  const params = new URLSearchParams();
  if (centre.placeId) params.set('id', centre.placeId);
  else {
    params.set('lat', coordinate(centre.lat));
    params.set('lon', coordinate(centre.lon));
    if (centre.kind === 'place' || centre.kind === 'query') {
      const name = centre.label.trim().slice(0, CENTRE_NAME_MAX_LENGTH);
      if (name) params.set('name', name);
    }
  }
  return params.toString();
}

/** The nearby screen's address for a centre: the path, and the query when there is one. */
export function centreHref(path: string, centre: NearbyCentre): string {
  const query = centreQuery(centre);
  return query ? `${path}?${query}` : path;
}

/** The centre a found place makes: a stop by its id (its page's name), anything else by position and name. */
export function placeCentre(place: TripPlace): NearbyCentre {
  return {
    lat: place.lat,
    lon: place.lon,
    label: place.name,
    kind: 'place',
    ...(isStopPlace(place.type) ? { placeId: place.id } : {}),
  };
}
