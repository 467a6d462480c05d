import { expect, test } from '@playwright/test';

// The embedded backend as the built site serves it under /bff, over HTTP, on the default NYC network.
test.describe('network API mounted at /bff', () => {
  test('searches places, lists departures and serves the OpenAPI document', async ({ request }) => {
    const places = await request.get('/bff/api/v1/places?search=Times%20Sq');
    expect(places.status()).toBe(200);
    const { places: found } = await places.json();
    expect(found[0].name).toBe('Times Sq-42 St');

    const board = await request.get(`/bff/api/proximity/v2/stopAreas/${encodeURIComponent(found[0].id)}/schedules`);
    expect(board.status()).toBe(200);
    const { groups } = await board.json();
    expect(groups.length).toBeGreaterThan(0);

    const openapi = await request.get('/bff/openapi.json');
    expect((await openapi.json()).paths['/api/v1/proximity/points']).toBeDefined();
  });

  test('answers bad input with JSON errors, never a 500', async ({ request }) => {
    const bad = await request.get('/bff/api/v1/proximity/points?coord=north');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.code).toBe('invalid_request');
    const unknown = await request.get('/bff/api/v1/lines/nope');
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.code).toBe('unknown_line');
  });
});
