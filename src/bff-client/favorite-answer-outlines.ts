import type { FavoritesCollection } from '../contract/favorites.ts';
import { isListOf, isObject, outline } from './answer-outline.ts';

/** Outlines of favourites in the browser: server answers and the lists kept in local storage (spec sections 3 and 4). */

const hasId = (value: unknown) => isObject(value) && typeof value.id === 'string';
const isCoordinates = (value: unknown) =>
  isObject(value) && typeof value.lat === 'number' && typeof value.lon === 'number';

export const FAVORITE_ITEM_CHECKS: { [field in keyof FavoritesCollection]: (value: unknown) => boolean } = {
  favoriteLines: (value) => isObject(value) && typeof value.favoriteId === 'string' && hasId(value.line),
  favoriteAddresses: (value) =>
    isObject(value) &&
    typeof value.favoriteId === 'string' &&
    typeof value.label === 'string' &&
    isObject(value.address) &&
    typeof value.address.city === 'string' &&
    isCoordinates(value.address.coordinates),
  favoriteStopPoints: (value) =>
    isObject(value) &&
    typeof value.favoriteId === 'string' &&
    hasId(value.stopPoint) &&
    isListOf(value.lineIds, (id) => typeof id === 'string'),
  favoritePointOfInterests: (value) =>
    isObject(value) &&
    typeof value.favoriteId === 'string' &&
    isObject(value.pointOfInterest) &&
    typeof value.pointOfInterest.id === 'string' &&
    typeof value.pointOfInterest.label === 'string',
};

export const isFavoritesCollection = (value: unknown) =>
  isObject(value) &&
  (Object.keys(FAVORITE_ITEM_CHECKS) as Array<keyof FavoritesCollection>).every((field) =>
    isListOf(value[field], FAVORITE_ITEM_CHECKS[field]),
  );

export const FavoritesCollectionAnswer = outline<FavoritesCollection>('a favourites collection', isFavoritesCollection);

export const CreatedFavoriteAnswer = outline<{ favoriteId: string }>(
  'a created favourite',
  (value) => isObject(value) && typeof value.favoriteId === 'string',
);
