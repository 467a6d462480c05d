import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPeliasClient, GeocoderError } from './pelias-client.ts';
import { startTestPelias, type TestPelias } from '../../test-support/pelias-server.ts';

let pelias: TestPelias;
beforeAll(async () => {
  pelias = await startTestPelias();
});
afterAll(() => pelias.close());
beforeEach(() => {
  pelias.setMode('ok');
  pelias.requests.length = 0;
});

const NYC = { south: 40.49, west: -74.26, north: 40.92, east: -73.68 };

describe('Pelias client', () => {
  it('asks /v1/autocomplete with the focus, the bounds, the language and the key, and reads the features', async () => {
    const geocoder = createPeliasClient({ url: `${pelias.url}/v1/`, apiKey: 'k-123' });
    const found = await geocoder.autocomplete('Empire State', {
      focus: { lat: 40.7484, lon: -73.9857 },
      bounds: NYC,
      lang: 'fr',
    });
    expect(found.map((place) => place.name)).toEqual(['Empire State Building']);
    expect(found[0]).toMatchObject({
      kind: 'pointOfInterest',
      city: 'Manhattan',
      postCode: '10118',
      street: '5th Avenue',
      houseNumber: '350',
      lat: 40.748441,
      lon: -73.985664,
    });
    const sent = pelias.requests[0];
    expect(sent.pathname).toBe('/v1/autocomplete');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      text: 'Empire State',
      'focus.point.lat': '40.75',
      'focus.point.lon': '-73.99',
      'boundary.rect.min_lat': '40.49',
      'boundary.rect.max_lon': '-73.68',
      lang: 'fr',
      api_key: 'k-123',
    });
    expect(geocoder.attribution()).toEqual({
      text: expect.stringContaining('OpenStreetMap'),
      url: `${pelias.url}/attribution`,
    });
  });

  it('answers the same question again from its cache, for a minute', async () => {
    const geocoder = createPeliasClient({ url: pelias.url });
    await geocoder.autocomplete('350 5th');
    await geocoder.autocomplete('350 5th');
    await geocoder.autocomplete('350 5th av');
    expect(pelias.requests).toHaveLength(2);
    const expired = createPeliasClient({ url: pelias.url, cacheTtlMs: 0 });
    await expired.autocomplete('350 5th');
    await expired.autocomplete('350 5th');
    expect(pelias.requests).toHaveLength(4);
  });

  it('gives up at its time budget when the engine hangs, and reports a bad answer or a 500 as errors', async () => {
    const geocoder = createPeliasClient({ url: pelias.url, timeoutMs: 1_000 });
    pelias.setMode('hang');
    await expect(geocoder.autocomplete('times')).rejects.toMatchObject({ code: 'upstream_timeout' });
    pelias.setMode('garbage');
    await expect(geocoder.autocomplete('prospect')).rejects.toMatchObject({ code: 'upstream_invalid' });
    pelias.setMode('error');
    await expect(geocoder.autocomplete('grand')).rejects.toBeInstanceOf(GeocoderError);
  });

  it('reports an engine that is down (nothing listening) as unreachable', async () => {
    const stopped = await startTestPelias();
    await stopped.close();
    const geocoder = createPeliasClient({ url: stopped.url, timeoutMs: 500 });
    await expect(geocoder.autocomplete('times')).rejects.toMatchObject({ code: 'upstream_unreachable' });
  });

  it('stops calling a failing engine (circuit open) and tries again after the cooldown', async () => {
    let now = 0;
    const geocoder = createPeliasClient({
      url: pelias.url,
      timeoutMs: 2_000,
      breaker: { failureThreshold: 2, cooldownMs: 1000, now: () => now },
    });
    pelias.setMode('error');
    await expect(geocoder.autocomplete('a1')).rejects.toThrow();
    await expect(geocoder.autocomplete('a2')).rejects.toThrow();
    const sent = pelias.requests.length;
    await expect(geocoder.autocomplete('a3')).rejects.toMatchObject({ code: 'circuit_open' });
    expect(pelias.requests.length).toBe(sent);
    expect(geocoder.breakerState()).toBe('open');
    pelias.setMode('ok');
    now = 1500;
    expect(await geocoder.autocomplete('statue')).toHaveLength(1);
    expect(geocoder.breakerState()).toBe('closed');
  });

  it('reverse geocodes to the nearest address or landmark within the radius', async () => {
    const geocoder = createPeliasClient({ url: pelias.url });
    const found = await geocoder.reverse({ lat: 40.75889, lon: -73.98515 });
    expect(found).toMatchObject({ name: '1560 Broadway', kind: 'address', postCode: '10036' });
    expect(found!.distance).toBeLessThan(10);
    expect(Object.fromEntries(pelias.requests.at(-1)!.searchParams)).toMatchObject({
      'point.lat': '40.75889',
      'boundary.circle.radius': '0.25',
      size: '1',
    });
    expect(await geocoder.reverse({ lat: 40.6, lon: -73.8 })).toBeUndefined();
  });
});
