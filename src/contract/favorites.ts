import { z } from 'zod';

/**
 * Favourites of spec sections 3 and 7: lines, addresses, stop points and points of interest of one signed-in user.
 * Requests carry flat bodies per type; the collection nests each favourite the way the site stores it locally.
 */

const Id = z.string().trim().min(1, 'is required').max(200);
const Text = z.string().trim().max(300);
export const Coordinates = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

export const AddressFields = z.object({
  category: Text.default(''),
  label: Text.min(1, 'is required'),
  street: Text.default(''),
  zipCode: z.string().trim().max(20).default(''),
  city: Text.default(''),
  coordinates: Coordinates,
});

const LineIds = z.array(Id).max(100).default([]);

export const LineFavoriteBody = z.object({ type: z.literal('LINE'), id: Id });
export const AddressFavoriteBody = AddressFields.extend({ type: z.literal('ADDRESS') });
/** The stop's name and position are optional: with them, the favourite is offered in every place combobox. */
export const StopPointFavoriteBody = z.object({
  type: z.literal('STOP_POINT'),
  id: Id,
  lineIds: LineIds,
  label: Text.optional(),
  coordinates: Coordinates.optional(),
});
/** POI, or another given type of place (bikeSharingStations, parks, …): id and label. */
export const PlaceFavoriteBody = z.object({
  type: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .refine((t) => !['LINE', 'ADDRESS', 'STOP_POINT'].includes(t))
    .default('POI'),
  id: Id,
  label: Text.min(1, 'is required'),
  /** Where it is: with it, the favourite is offered in every place combobox. */
  coordinates: Coordinates.optional(),
});

/** PUT of a point of interest: its label (and position). */
export const PoiFavoriteUpdateBody = z.object({
  type: z.literal('POI'),
  id: Id,
  label: Text.min(1, 'is required'),
  coordinates: Coordinates.optional(),
});

/** POST /api/v1/favorites: the type decides which fields are required. */
export const CreateFavoriteRequest = z.union([
  LineFavoriteBody,
  AddressFavoriteBody,
  StopPointFavoriteBody,
  PlaceFavoriteBody,
]);
export type CreateFavoriteRequest = z.infer<typeof CreateFavoriteRequest>;

/** PUT /api/v1/favorites/{id}: addresses (label, category, …), stop points and points of interest (label) can be edited. */
export const UpdateFavoriteRequest = z.discriminatedUnion('type', [
  AddressFavoriteBody,
  StopPointFavoriteBody,
  PoiFavoriteUpdateBody,
]);
export type UpdateFavoriteRequest = z.infer<typeof UpdateFavoriteRequest>;

export const FavoriteLine = z.object({ favoriteId: z.string(), line: z.object({ id: z.string() }) });
export const FavoriteAddress = z.object({
  favoriteId: z.string(),
  category: z.string(),
  label: z.string(),
  address: z.object({ street: z.string(), zipCode: z.string(), city: z.string(), coordinates: Coordinates }),
});
export const FavoriteStopPoint = z.object({
  favoriteId: z.string(),
  stopPoint: z.object({ id: z.string(), label: z.string().optional(), coordinates: Coordinates.optional() }),
  lineIds: z.array(z.string()),
});
export const FavoritePointOfInterest = z.object({
  favoriteId: z.string(),
  pointOfInterest: z.object({
    id: z.string(),
    type: z.string(),
    label: z.string(),
    coordinates: Coordinates.optional(),
  }),
});
export type FavoriteLine = z.infer<typeof FavoriteLine>;
export type FavoriteAddress = z.infer<typeof FavoriteAddress>;
export type FavoriteStopPoint = z.infer<typeof FavoriteStopPoint>;
export type FavoritePointOfInterest = z.infer<typeof FavoritePointOfInterest>;

export const FavoritesCollection = z.object({
  favoriteLines: z.array(FavoriteLine),
  favoriteAddresses: z.array(FavoriteAddress),
  favoriteStopPoints: z.array(FavoriteStopPoint),
  favoritePointOfInterests: z.array(FavoritePointOfInterest),
});
export type FavoritesCollection = z.infer<typeof FavoritesCollection>;

/** One favourite as POST and PUT answer it: the same shape it has inside the collection, with its type. */
export const FavoriteItem = z.union([
  FavoriteLine.extend({ type: z.literal('LINE') }),
  FavoriteAddress.extend({ type: z.literal('ADDRESS') }),
  FavoriteStopPoint.extend({ type: z.literal('STOP_POINT') }),
  FavoritePointOfInterest.extend({ type: z.string() }),
]);
export type FavoriteItem = z.infer<typeof FavoriteItem>;

const MAX_SYNC = 500;
/** POST /api/v1/favorites/synchronize: the favourites kept in local storage, merged into the account. */
export const SynchronizeFavoritesRequest = z.object({
  favoriteAddresses: z.array(AddressFields).max(MAX_SYNC).default([]),
  favoriteLines: z
    .array(z.object({ id: Id }))
    .max(MAX_SYNC)
    .default([]),
  favoritePointOfInterests: z
    .array(
      z.object({
        id: Id,
        type: z.string().trim().min(1).max(60).default('POI'),
        label: Text.min(1),
        coordinates: Coordinates.optional(),
      }),
    )
    .max(MAX_SYNC)
    .default([]),
  favoriteStopPoints: z
    .array(z.object({ id: Id, lineIds: LineIds, label: Text.optional(), coordinates: Coordinates.optional() }))
    .max(MAX_SYNC)
    .default([]),
});
export type SynchronizeFavoritesRequest = z.infer<typeof SynchronizeFavoritesRequest>;
