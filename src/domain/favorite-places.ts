import type { FavoritesCollection } from '../contract/favorites.ts';
import type { TripPlace } from './trip-place.ts';

/**
 * Favourites as places a journey can start or end at (the spec's ADDRESS with its category, POI and STOP_POINT):
 * every place combobox offers them first. A favourite saved without coordinates (an older stop favourite) cannot be
 * placed on a journey by itself and is left out.
 */
export const ADDRESS_CATEGORIES = ['home', 'work', 'school', 'other'] as const;
export type AddressCategory = (typeof ADDRESS_CATEGORIES)[number];

export interface FavoritePlace extends TripPlace {
  favoriteId: string;
  /** home, work, … for addresses. */
  category?: string;
}

const CATEGORY_ORDER = new Map<string, number>(ADDRESS_CATEGORIES.map((category, index) => [category, index]));

export function coordinatesId(lat: number, lon: number): string {
  return `${lat.toFixed(6)},${lon.toFixed(6)}`;
}

/** Home first, then work, the other categories, and addresses without a category; then landmarks; then stops. */
export function favoritePlaces(collection: FavoritesCollection): FavoritePlace[] {
  const addresses = collection.favoriteAddresses
    .map((f, index) => ({ f, index }))
    .sort(
      (a, b) =>
        (CATEGORY_ORDER.get(a.f.category) ?? 99) - (CATEGORY_ORDER.get(b.f.category) ?? 99) || a.index - b.index,
    )
    .map(({ f }): FavoritePlace => {
      const { lat, lon } = f.address.coordinates;
      const where = [f.address.street, f.address.city].filter(Boolean).join(', ');
      return {
        favoriteId: f.favoriteId,
        id: coordinatesId(lat, lon),
        type: 'address',
        name: f.label,
        displayName: f.label,
        ...(where && where !== f.label ? { subTitle: where } : {}),
        lat,
        lon,
        ...(f.address.city ? { city: f.address.city } : {}),
        ...(f.address.zipCode ? { postCode: f.address.zipCode } : {}),
        ...(f.address.street ? { address: f.address.street } : {}),
        ...(f.category ? { category: f.category } : {}),
      };
    });
  const landmarks = collection.favoritePointOfInterests.flatMap(
    ({ favoriteId, pointOfInterest: poi }): FavoritePlace[] => {
      if (!poi.coordinates) return [];
      // Stop areas saved from their page are kept as POIs of type stopAreas (spec: "POI or another given type").
      const type = /^stopAreas?$/.test(poi.type) ? 'stopArea' : 'pointOfInterest';
      return [
        {
          favoriteId,
          id: poi.id,
          type,
          name: poi.label,
          displayName: poi.label,
          lat: poi.coordinates.lat,
          lon: poi.coordinates.lon,
        },
      ];
    },
  );
  const stops = collection.favoriteStopPoints.flatMap(({ favoriteId, stopPoint }): FavoritePlace[] => {
    if (!stopPoint.coordinates || !stopPoint.label) return [];
    const { lat, lon } = stopPoint.coordinates;
    return [
      {
        favoriteId,
        id: stopPoint.id,
        type: 'stopPoint',
        name: stopPoint.label,
        displayName: stopPoint.label,
        lat,
        lon,
      },
    ];
  });
  return [...addresses, ...landmarks, ...stops];
}

function fold(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Favourites whose name, address or category has a word starting with each typed word ("hom", "5th av"). */
export function matchingFavorites(
  places: FavoritePlace[],
  text: string,
  categoryNames: Record<string, string> = {},
): FavoritePlace[] {
  const wanted = fold(text);
  if (wanted.length === 0) return places;
  return places.filter((place) => {
    const have = fold(
      [place.name, place.subTitle, place.category, place.category ? categoryNames[place.category] : '']
        .filter(Boolean)
        .join(' '),
    );
    return wanted.every((word) => have.some((w) => w.startsWith(word)));
  });
}
