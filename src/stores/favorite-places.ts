import { computed } from 'nanostores';
import { favoritePlaces, type FavoritePlace } from '../domain/favorite-places.ts';
import { isUserPosition, type TripPlace } from '../domain/trip-place.ts';
import { $auth, restoreAuthFromCookies } from './auth.ts';
import { $favorites, ensureFavoritesLoaded, findFavorite, type FavoriteTarget } from './favorites.ts';

/** The visitor's favourites as places (account or local storage), for every place combobox. */
export const $favoritePlaces = computed($favorites, (collection): FavoritePlace[] => favoritePlaces(collection));

/** Loads the favourites once per page (signed in: the account's; otherwise local storage). */
export function loadFavoritePlaces(): void {
  if (!$auth.get().authenticated) restoreAuthFromCookies();
  void ensureFavoritesLoaded($auth.get().authenticated);
}

/**
 * What saving a chosen place as a favourite stores (spec: ADDRESS with category, POI, STOP_POINT): an address (a
 * geocoded address or a point picked on the map) with its street and city, a landmark as a POI, a stop by id; all with
 * their position, so the favourite can start a journey. "My position" is where the traveller is now: not saved.
 */
export function favoriteTargetOf(place: TripPlace): FavoriteTarget | undefined {
  if (isUserPosition(place)) return undefined;
  const coordinates = { lat: place.lat, lon: place.lon };
  if (place.type === 'stopPoint')
    return { type: 'STOP_POINT', id: place.id, lineIds: [], label: place.name, coordinates };
  if (place.type === 'stopArea') return { type: 'stopAreas', id: place.id, label: place.name, coordinates };
  if (place.type === 'pointOfInterest') return { type: 'POI', id: place.id, label: place.name, coordinates };
  if (place.type === 'address') {
    return {
      type: 'ADDRESS',
      category: '',
      label: place.name,
      street: place.address ?? '',
      zipCode: place.postCode ?? '',
      city: place.city ?? '',
      coordinates,
    };
  }
  return undefined;
}

export function isFavoritePlace(place: TripPlace): boolean {
  const target = favoriteTargetOf(place);
  return target !== undefined && findFavorite($favorites.get(), target) !== undefined;
}
