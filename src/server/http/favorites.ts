import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { ApiError } from './api-error.ts';
import { parseWith, readJsonBody } from './json-body.ts';
import { requireStore, signedInUser } from './signed-in-user.ts';
import {
  addressInput,
  createInput,
  placeInput,
  stopPointInput,
  synchronizeInputs,
  toCollection,
  toItem,
} from './favorite-presenters.ts';
import {
  CreateFavoriteRequest,
  FavoriteItem,
  FavoritesCollection,
  SynchronizeFavoritesRequest,
  UpdateFavoriteRequest,
} from '../../contract/favorites.ts';
import { FavoriteConflictError, FavoriteLimitError, MAX_FAVORITES_PER_USER } from '../store/repositories.ts';
import { z } from 'zod';

const FavoriteId = z.string().min(1).max(100);

/** Favourites of the signed-in user (spec section 7). Every query is scoped to the token's user: no IDOR. */
export function registerFavorites(app: Hono, deps: AppDeps): void {
  const auth = { 401: 'No valid token' };
  const limitReached = `The account already holds ${MAX_FAVORITES_PER_USER} favourites (code favorites_limit_reached); nothing was added`;
  documentRoute({
    method: 'get',
    path: '/api/v1/favorites',
    tag: 'favorites',
    summary: 'The user’s favourites by collection (bearer)',
    response: FavoritesCollection,
    errors: auth,
  });
  documentRoute({
    method: 'post',
    path: '/api/v1/favorites',
    tag: 'favorites',
    summary: 'Add a LINE, ADDRESS, STOP_POINT or POI/other favourite (201; 200 when already present)',
    body: CreateFavoriteRequest,
    response: FavoriteItem,
    errors: { ...auth, 415: 'Not application/json', 422: limitReached },
  });
  documentRoute({
    method: 'put',
    path: '/api/v1/favorites/{id}',
    tag: 'favorites',
    summary: 'Edit an ADDRESS (label, category, address), STOP_POINT or POI (label) favourite',
    body: UpdateFavoriteRequest,
    response: FavoriteItem,
    errors: { ...auth, 404: 'No such favourite in this account', 409: 'Would duplicate another favourite' },
  });
  documentRoute({
    method: 'delete',
    path: '/api/v1/favorites/{id}',
    tag: 'favorites',
    summary: 'Delete a favourite (204)',
    errors: { ...auth, 404: 'No such favourite in this account' },
  });
  documentRoute({
    method: 'post',
    path: '/api/v1/favorites/synchronize',
    tag: 'favorites',
    summary: 'Merge local favourites without duplicates; answers the whole collection',
    body: SynchronizeFavoritesRequest,
    response: FavoritesCollection,
    errors: { ...auth, 422: limitReached },
  });
  app.get('/api/v1/favorites', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    c.header('Cache-Control', 'no-store');
    return c.json(toCollection(await store.favorites.list(user.id)));
  });

  app.post('/api/v1/favorites', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    const input = createInput(await readJsonBody(c, z.unknown()));
    const { favorite, created } = await withinLimit(() => store.favorites.add(user.id, input));
    return c.json(toItem(favorite), created ? 201 : 200);
  });

  app.put('/api/v1/favorites/:id', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    const id = parseWith(FavoriteId, c.req.param('id'));
    const body = await readJsonBody(c, UpdateFavoriteRequest);
    const current = (await store.favorites.list(user.id)).find((f) => f.id === id);
    if (!current) throw new ApiError(404, 'favorite_not_found', `No favourite ${id} in this account`);
    const input =
      body.type === 'ADDRESS'
        ? addressInput(body)
        : body.type === 'STOP_POINT'
          ? stopPointInput(body.id, body.lineIds, body.label, body.coordinates)
          : // A point of interest keeps its type (POI, stopAreas, …): only its label and position change.
            placeInput(String(current.payload.type ?? 'POI'), body.id, body.label, body.coordinates);
    if (current.kind !== input.kind)
      throw new ApiError(400, 'invalid_request', `type: favourite ${id} is a ${current.kind}`);
    try {
      const updated = await store.favorites.update(user.id, id, input);
      if (!updated) throw new ApiError(404, 'favorite_not_found', `No favourite ${id} in this account`);
      return c.json(toItem(updated));
    } catch (error) {
      if (error instanceof FavoriteConflictError) throw new ApiError(409, 'favorite_conflict', error.message);
      throw error;
    }
  });

  app.delete('/api/v1/favorites/:id', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    const removed = await store.favorites.remove(user.id, parseWith(FavoriteId, c.req.param('id')));
    if (!removed) throw new ApiError(404, 'favorite_not_found', `No favourite ${c.req.param('id')} in this account`);
    return c.body(null, 204);
  });

  app.post('/api/v1/favorites/synchronize', async (c) => {
    const store = requireStore(deps.store);
    const { user } = await signedInUser(c, store);
    const body = await readJsonBody(c, SynchronizeFavoritesRequest);
    return c.json(toCollection(await withinLimit(() => store.favorites.merge(user.id, synchronizeInputs(body)))));
  });
}

/** The per-account cap as a clear 422 the client can show. */
async function withinLimit<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof FavoriteLimitError) {
      throw new ApiError(
        422,
        'favorites_limit_reached',
        `You can keep at most ${error.limit} favourites: remove some before adding more`,
      );
    }
    throw error;
  }
}
