import type { z } from 'zod';
import {
  AddressFavoriteBody,
  LineFavoriteBody,
  PlaceFavoriteBody,
  StopPointFavoriteBody,
  type FavoriteItem,
  type FavoritesCollection,
  type SynchronizeFavoritesRequest,
} from '../../contract/favorites.ts';
import type { FavoriteInput, FavoriteRecord } from '../store/repositories.ts';

/** Between the contract's per-type bodies and the stored favourite (kind, identity key, payload). */

type AddressFields = Omit<z.infer<typeof AddressFavoriteBody>, 'type'>;

function addressKey(address: AddressFields): string {
  const { lat, lon } = address.coordinates;
  return `ADDRESS:${lat.toFixed(5)},${lon.toFixed(5)}:${address.label.trim().toLowerCase()}`;
}

export function lineInput(id: string): FavoriteInput {
  return { kind: 'LINE', dedupeKey: `LINE:${id}`, payload: { id } };
}

export function addressInput(address: AddressFields): FavoriteInput {
  const { category, label, street, zipCode, city, coordinates } = address;
  return {
    kind: 'ADDRESS',
    dedupeKey: addressKey(address),
    payload: { category, label, street, zipCode, city, coordinates },
  };
}

type Coordinates = { lat: number; lon: number };

/** Name and position, kept when given: they let every place combobox offer the favourite. */
function placed(label: string | undefined, coordinates: Coordinates | undefined): Record<string, unknown> {
  return { ...(label ? { label } : {}), ...(coordinates ? { coordinates } : {}) };
}

export function stopPointInput(
  id: string,
  lineIds: string[],
  label?: string,
  coordinates?: Coordinates,
): FavoriteInput {
  return {
    kind: 'STOP_POINT',
    dedupeKey: `STOP_POINT:${id}`,
    payload: { id, lineIds: [...new Set(lineIds)], ...placed(label, coordinates) },
  };
}

export function placeInput(type: string, id: string, label: string, coordinates?: Coordinates): FavoriteInput {
  return {
    kind: 'POI',
    dedupeKey: `POI:${type}:${id}`,
    payload: { id, type, label, ...placed(undefined, coordinates) },
  };
}

/** The schema for a POST body, chosen by its type so the error names the fields that type needs. */
export function createBodySchema(type: unknown) {
  if (type === 'LINE') return LineFavoriteBody;
  if (type === 'ADDRESS') return AddressFavoriteBody;
  if (type === 'STOP_POINT') return StopPointFavoriteBody;
  return PlaceFavoriteBody;
}

export function createInput(body: unknown): FavoriteInput {
  const type = (body as { type?: unknown } | null)?.type;
  const parsed = createBodySchema(type).parse(body);
  switch (parsed.type) {
    case 'LINE':
      return lineInput((parsed as z.infer<typeof LineFavoriteBody>).id);
    case 'ADDRESS':
      return addressInput(parsed as z.infer<typeof AddressFavoriteBody>);
    case 'STOP_POINT': {
      const stop = parsed as z.infer<typeof StopPointFavoriteBody>;
      return stopPointInput(stop.id, stop.lineIds, stop.label, stop.coordinates);
    }
    default: {
      const place = parsed as z.infer<typeof PlaceFavoriteBody>;
      return placeInput(place.type, place.id, place.label, place.coordinates);
    }
  }
}

export function synchronizeInputs(body: SynchronizeFavoritesRequest): FavoriteInput[] {
  return [
    ...body.favoriteLines.map((line) => lineInput(line.id)),
    ...body.favoriteAddresses.map(addressInput),
    ...body.favoriteStopPoints.map((stop) => stopPointInput(stop.id, stop.lineIds, stop.label, stop.coordinates)),
    ...body.favoritePointOfInterests.map((poi) => placeInput(poi.type, poi.id, poi.label, poi.coordinates)),
  ];
}

export function toItem(record: FavoriteRecord): FavoriteItem {
  const p = record.payload as Record<string, never>;
  switch (record.kind) {
    case 'LINE':
      return { type: 'LINE', favoriteId: record.id, line: { id: p.id } };
    case 'ADDRESS':
      return {
        type: 'ADDRESS',
        favoriteId: record.id,
        category: p.category,
        label: p.label,
        address: { street: p.street, zipCode: p.zipCode, city: p.city, coordinates: p.coordinates },
      };
    case 'STOP_POINT':
      return {
        type: 'STOP_POINT',
        favoriteId: record.id,
        stopPoint: { id: p.id, ...placed(p.label, p.coordinates) },
        lineIds: p.lineIds,
      };
    default:
      return {
        type: p.type,
        favoriteId: record.id,
        pointOfInterest: { id: p.id, type: p.type, label: p.label, ...placed(undefined, p.coordinates) },
      };
  }
}

export function toCollection(records: FavoriteRecord[]): FavoritesCollection {
  const collection: FavoritesCollection = {
    favoriteLines: [],
    favoriteAddresses: [],
    favoriteStopPoints: [],
    favoritePointOfInterests: [],
  };
  for (const record of records) {
    const { type: _type, ...item } = toItem(record) as FavoriteItem & { type: string };
    if (record.kind === 'LINE') collection.favoriteLines.push(item as FavoritesCollection['favoriteLines'][number]);
    else if (record.kind === 'ADDRESS')
      collection.favoriteAddresses.push(item as FavoritesCollection['favoriteAddresses'][number]);
    else if (record.kind === 'STOP_POINT')
      collection.favoriteStopPoints.push(item as FavoritesCollection['favoriteStopPoints'][number]);
    else collection.favoritePointOfInterests.push(item as FavoritesCollection['favoritePointOfInterests'][number]);
  }
  return collection;
}
