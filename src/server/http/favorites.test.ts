import { describe, expect, it } from 'vitest';
import { bearer, jsonRequest, signUp, storeEngines, storeTestApp } from '../../test-support/store-test-kit.ts';
import { FavoritesCollection, FavoriteItem } from '../../contract/favorites.ts';

/** The repository suite runs on both engines (SQLite alone, with a warning, where PostgreSQL is not installed). */
const ENGINES = await storeEngines();

const home = {
  category: 'home',
  label: 'Home',
  street: '10 Main St',
  zipCode: '10001',
  city: 'New York',
  coordinates: { lat: 40.75, lon: -73.99 },
};

describe.each(ENGINES)('favourites service (%s)', (engine) => {
  it('adds one favourite of each type with the spec bodies and lists them by collection', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    const bodies = [
      { type: 'LINE', id: 'subway:A' },
      { type: 'ADDRESS', ...home },
      { type: 'STOP_POINT', id: 'subway:A27N', lineIds: ['subway:A', 'subway:C', 'subway:A'] },
      { id: 'poi:moma', label: 'MoMA' },
      { type: 'bikeSharingStations', id: 'bike:42', label: 'W 52 St & 6 Ave' },
    ];
    for (const body of bodies) {
      const response = await app.request('/api/v1/favorites', jsonRequest('POST', body, token));
      expect(response.status).toBe(201);
      FavoriteItem.parse(await response.json());
    }
    const collection = FavoritesCollection.parse(await (await app.request('/api/v1/favorites', bearer(token))).json());
    expect(collection.favoriteLines.map((f) => f.line.id)).toEqual(['subway:A']);
    expect(collection.favoriteAddresses[0]).toMatchObject({
      label: 'Home',
      address: { city: 'New York', coordinates: home.coordinates },
    });
    expect(collection.favoriteStopPoints[0]).toMatchObject({
      stopPoint: { id: 'subway:A27N' },
      lineIds: ['subway:A', 'subway:C'],
    });
    expect(collection.favoritePointOfInterests.map((f) => f.pointOfInterest)).toEqual([
      { id: 'poi:moma', type: 'POI', label: 'MoMA' },
      { id: 'bike:42', type: 'bikeSharingStations', label: 'W 52 St & 6 Ave' },
    ]);
  });

  it('keeps one favourite when the same one is added twice', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    const first = await (
      await app.request('/api/v1/favorites', jsonRequest('POST', { type: 'LINE', id: 'bus:M15' }, token))
    ).json();
    const second = await app.request('/api/v1/favorites', jsonRequest('POST', { type: 'LINE', id: 'bus:M15' }, token));
    expect(second.status).toBe(200);
    expect((await second.json()).favoriteId).toBe(first.favoriteId);
  });

  it('says which fields a type needs', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    const response = await app.request(
      '/api/v1/favorites',
      jsonRequest('POST', { type: 'ADDRESS', label: 'Work' }, token),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain('coordinates');
  });

  it('updates an address and a stop point, and deletes', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    const address = await (
      await app.request('/api/v1/favorites', jsonRequest('POST', { type: 'ADDRESS', ...home }, token))
    ).json();
    const moved = await app.request(
      `/api/v1/favorites/${address.favoriteId}`,
      jsonRequest('PUT', { type: 'ADDRESS', ...home, label: 'Old home' }, token),
    );
    expect(moved.status).toBe(200);
    expect((await moved.json()).label).toBe('Old home');
    const wrongType = await app.request(
      `/api/v1/favorites/${address.favoriteId}`,
      jsonRequest('PUT', { type: 'STOP_POINT', id: 's' }, token),
    );
    expect(wrongType.status).toBe(400);
    const stop = await (
      await app.request('/api/v1/favorites', jsonRequest('POST', { type: 'STOP_POINT', id: 's1' }, token))
    ).json();
    const lines = await app.request(
      `/api/v1/favorites/${stop.favoriteId}`,
      jsonRequest('PUT', { type: 'STOP_POINT', id: 's1', lineIds: ['L1'] }, token),
    );
    expect((await lines.json()).lineIds).toEqual(['L1']);
    expect(
      (await app.request(`/api/v1/favorites/${stop.favoriteId}`, { method: 'DELETE', ...bearer(token) })).status,
    ).toBe(204);
    expect(
      (await app.request(`/api/v1/favorites/${stop.favoriteId}`, { method: 'DELETE', ...bearer(token) })).status,
    ).toBe(404);
  });

  it('keeps where a saved stop or landmark is, and edits an address’s label and category and a landmark’s label', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    const where = { lat: 40.748441, lon: -73.985664 };
    const post = async (body: object) =>
      (await app.request('/api/v1/favorites', jsonRequest('POST', body, token))).json();
    const landmark = await post({
      type: 'POI',
      id: 'openstreetmap:venue:way/34633854',
      label: 'Empire State Building',
      coordinates: where,
    });
    await post({
      type: 'STOP_POINT',
      id: 'subway:R17N',
      lineIds: ['subway:N'],
      label: '34 St-Herald Sq',
      coordinates: { lat: 40.7496, lon: -73.9879 },
    });
    const address = await post({ type: 'ADDRESS', ...home, category: '' });
    const edited = await app.request(
      `/api/v1/favorites/${address.favoriteId}`,
      jsonRequest('PUT', { type: 'ADDRESS', ...home, label: 'Mum’s', category: 'other' }, token),
    );
    expect(await edited.json()).toMatchObject({ label: 'Mum’s', category: 'other' });
    const renamed = await app.request(
      `/api/v1/favorites/${landmark.favoriteId}`,
      jsonRequest(
        'PUT',
        { type: 'POI', id: 'openstreetmap:venue:way/34633854', label: 'The office tower', coordinates: where },
        token,
      ),
    );
    expect(renamed.status).toBe(200);
    const badLabel = await app.request(
      `/api/v1/favorites/${landmark.favoriteId}`,
      jsonRequest('PUT', { type: 'POI', id: 'x', label: ' ' }, token),
    );
    expect(badLabel.status).toBe(400);
    const collection = FavoritesCollection.parse(await (await app.request('/api/v1/favorites', bearer(token))).json());
    expect(collection.favoritePointOfInterests[0].pointOfInterest).toEqual({
      id: 'openstreetmap:venue:way/34633854',
      type: 'POI',
      label: 'The office tower',
      coordinates: where,
    });
    expect(collection.favoriteStopPoints[0].stopPoint).toEqual({
      id: 'subway:R17N',
      label: '34 St-Herald Sq',
      coordinates: { lat: 40.7496, lon: -73.9879 },
    });
    expect(collection.favoriteAddresses[0]).toMatchObject({ label: 'Mum’s', category: 'other' });
  });

  it('synchronize merges local favourites without duplicates and answers the whole collection', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    await app.request('/api/v1/favorites', jsonRequest('POST', { type: 'LINE', id: 'subway:1' }, token));
    const local = {
      favoriteLines: [{ id: 'subway:1' }, { id: 'subway:2' }, { id: 'subway:2' }],
      favoriteAddresses: [home],
      favoritePointOfInterests: [{ id: 'poi:1', type: 'POI', label: 'Museum' }],
      favoriteStopPoints: [{ id: 'stop:1', lineIds: ['subway:1'] }],
    };
    const first = FavoritesCollection.parse(
      await (await app.request('/api/v1/favorites/synchronize', jsonRequest('POST', local, token))).json(),
    );
    expect(first.favoriteLines.map((f) => f.line.id)).toEqual(['subway:1', 'subway:2']);
    expect(first.favoriteAddresses).toHaveLength(1);
    const again = FavoritesCollection.parse(
      await (await app.request('/api/v1/favorites/synchronize', jsonRequest('POST', local, token))).json(),
    );
    expect(again).toEqual(first);
  });

  it('never lets one user read, change or delete another user’s favourite (IDOR)', async () => {
    const { app } = await storeTestApp(engine);
    const alice = await signUp(app, 'Alice');
    const mallory = await signUp(app, 'Mallory');
    const secret = await (
      await app.request('/api/v1/favorites', jsonRequest('POST', { type: 'ADDRESS', ...home }, alice.token))
    ).json();
    const seen = FavoritesCollection.parse(
      await (await app.request('/api/v1/favorites', bearer(mallory.token))).json(),
    );
    expect(seen.favoriteAddresses).toEqual([]);
    const change = await app.request(
      `/api/v1/favorites/${secret.favoriteId}`,
      jsonRequest('PUT', { type: 'ADDRESS', ...home, label: 'pwned' }, mallory.token),
    );
    expect(change.status).toBe(404);
    const remove = await app.request(`/api/v1/favorites/${secret.favoriteId}`, {
      method: 'DELETE',
      ...bearer(mallory.token),
    });
    expect(remove.status).toBe(404);
    const kept = FavoritesCollection.parse(await (await app.request('/api/v1/favorites', bearer(alice.token))).json());
    expect(kept.favoriteAddresses[0]).toMatchObject({ favoriteId: secret.favoriteId, label: 'Home' });
  });

  it('answers 401 without a token or with a made-up one, and 415 for a non-JSON write', async () => {
    const { app } = await storeTestApp(engine);
    expect((await app.request('/api/v1/favorites')).status).toBe(401);
    expect((await app.request('/api/v1/favorites', bearer('x'.repeat(43)))).status).toBe(401);
    const { token } = await signUp(app);
    const text = await app.request('/api/v1/favorites', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
      body: '{"type":"LINE","id":"A"}',
    });
    expect(text.status).toBe(415);
  });

  it('serializes concurrent writes of one account: every add kept once', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    const writes = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? app.request(
            '/api/v1/favorites/synchronize',
            jsonRequest('POST', { favoriteLines: [{ id: 'shared' }, { id: `sync-${i}` }] }, token),
          )
        : app.request(
            '/api/v1/favorites',
            jsonRequest('POST', { type: 'LINE', id: i % 2 ? 'shared' : `post-${i}` }, token),
          ),
    );
    const statuses = (await Promise.all(writes)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    const collection = FavoritesCollection.parse(await (await app.request('/api/v1/favorites', bearer(token))).json());
    const ids = collection.favoriteLines.map((f) => f.line.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('shared');
    expect(ids.filter((id) => id.startsWith('sync-'))).toHaveLength(10);
    expect(ids.filter((id) => id.startsWith('post-'))).toHaveLength(10);
  });

  it('caps an account at 500 favourites with a clear 422, adding nothing past the cap', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    const lines = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: `line:${from + i}` }));
    const tooMany = await app.request(
      '/api/v1/favorites/synchronize',
      jsonRequest(
        'POST',
        {
          favoriteLines: lines(0, 400),
          favoritePointOfInterests: Array.from({ length: 101 }, (_, i) => ({ id: `poi:${i}`, label: 'P' })),
        },
        token,
      ),
    );
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).error.code).toBe('favorites_limit_reached');
    expect(
      FavoritesCollection.parse(await (await app.request('/api/v1/favorites', bearer(token))).json()).favoriteLines,
    ).toHaveLength(0);

    expect(
      (await app.request('/api/v1/favorites/synchronize', jsonRequest('POST', { favoriteLines: lines(0, 500) }, token)))
        .status,
    ).toBe(200);
    const over = await app.request(
      '/api/v1/favorites',
      jsonRequest('POST', { type: 'LINE', id: 'line:one-more' }, token),
    );
    expect(over.status).toBe(422);
    const body = await over.json();
    expect(body.error).toEqual({
      code: 'favorites_limit_reached',
      message: 'You can keep at most 500 favourites: remove some before adding more',
    });
    // Adding one already present is not growth; removing one makes room.
    expect(
      (await app.request('/api/v1/favorites', jsonRequest('POST', { type: 'LINE', id: 'line:7' }, token))).status,
    ).toBe(200);
    const list = FavoritesCollection.parse(await (await app.request('/api/v1/favorites', bearer(token))).json());
    expect(list.favoriteLines).toHaveLength(500);
    expect(
      (
        await app.request(`/api/v1/favorites/${list.favoriteLines[0].favoriteId}`, {
          method: 'DELETE',
          ...bearer(token),
        })
      ).status,
    ).toBe(204);
    expect(
      (await app.request('/api/v1/favorites', jsonRequest('POST', { type: 'LINE', id: 'line:one-more' }, token)))
        .status,
    ).toBe(201);
  });
});
