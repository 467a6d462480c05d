import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPeliasClient } from '../geocoder/pelias-client.ts';
import { startTestPelias, type TestPelias } from '../../test-support/pelias-server.ts';
import { readNetworkFile } from '../network/model/network-file.ts';
import { networkFilePath } from '../network/model/network-location.ts';
import { createApp } from './app.ts';

// Place search merged with a geocoder: the real NYC network and a local server speaking the Pelias API.
const loaded = readNetworkFile(networkFilePath());
const network = loaded.ok && loaded.network.lookup.route.has('subway:1') ? loaded.network : undefined;

interface Found {
  id: string;
  name: string;
  type: string;
  source: string;
  city?: string;
  postCode?: string;
}

describe.skipIf(!network)('place search with a geocoder', () => {
  let pelias: TestPelias;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    pelias = await startTestPelias();
    // A generous budget: a loaded CI machine can take a few hundred ms to answer on loopback; 'hang' never answers.
    app = createApp({
      network,
      geocoder: createPeliasClient({
        url: pelias.url,
        timeoutMs: 2_000,
        cacheTtlMs: 0,
        breaker: { failureThreshold: 1000 },
      }),
    });
  });
  afterAll(() => pelias.close());
  beforeEach(() => {
    pelias.setMode('ok');
    pelias.requests.length = 0;
  });
  const search = async (text: string, extra = '') => {
    const res = await app.request(`/api/v1/places?search=${encodeURIComponent(text)}${extra}`, {
      headers: { 'Accept-Language': 'de-DE' },
    });
    return {
      status: res.status,
      body: (await res.json()) as { places: Found[]; attribution?: { text: string; url?: string } },
    };
  };

  it('finds a landmark the network does not know, with the spec fields and the attribution', async () => {
    const { status, body } = await search('Empire State');
    expect(status).toBe(200);
    expect(body.places[0]).toMatchObject({
      name: 'Empire State Building',
      type: 'pointOfInterest',
      source: 'geocoder',
      city: 'Manhattan',
      postCode: '10118',
    });
    // Limited to the network's bounds: Albany's Empire State Plaza is not offered.
    expect(body.places.map((place) => place.name)).not.toContain('Empire State Plaza');
    expect(body.attribution).toEqual({
      text: expect.stringContaining('OpenStreetMap'),
      url: `${pelias.url}/attribution`,
    });
    const sent = Object.fromEntries(pelias.requests[0].searchParams);
    expect(sent).toMatchObject({
      lang: 'de',
      'boundary.rect.min_lat': expect.any(String),
      'focus.point.lat': expect.any(String),
    });
  });

  it('puts addresses first for a house number and a street, stops first for a stop name', async () => {
    const address = await search('350 5th Ave');
    expect(address.body.places.slice(0, 2).map((place) => `${place.type}:${place.name}`)).toEqual([
      'address:350 5th Avenue',
      'address:350 5th Avenue',
    ]);
    const stop = await search('Times Sq');
    expect(stop.body.places[0]).toMatchObject({ name: 'Times Sq-42 St', source: 'network' });
    expect(stop.body.places.slice(0, 20).some((place) => place.source === 'geocoder')).toBe(true);
    const station = await search('42 St');
    expect(station.body.places[0].source).toBe('network');
  });

  it('focuses on the user position when given, else on the network centre', async () => {
    await search('350 5th', '&userLatLon=40.6728,-73.9838');
    expect(Object.fromEntries(pelias.requests[0].searchParams)).toMatchObject({
      'focus.point.lat': '40.67',
      'focus.point.lon': '-73.98',
    });
    const { body } = await search('350 5th ave', '&userLatLon=40.6728,-73.9838');
    expect(body.places[0]).toMatchObject({ name: '350 5th Avenue', city: 'Brooklyn' });
  });

  it('answers with the stops alone when the engine is down or too slow, and asks nothing for a 1-2 letter query', async () => {
    pelias.setMode('hang');
    const slow = await search('Times Sq');
    expect(slow.status).toBe(200);
    expect(slow.body.places[0].name).toBe('Times Sq-42 St');
    expect(slow.body.places.every((place) => place.source === 'network')).toBe(true);
    expect(slow.body.attribution).toBeUndefined();
    pelias.setMode('error');
    expect((await search('Prospect Park')).body.places[0].name).toBe('Prospect Park');
    pelias.requests.length = 0;
    await search('Ti');
    expect(pelias.requests).toHaveLength(0);
  });

  it('answers with the geocoder alone without a network, and 503 only when both fail', async () => {
    const geocoderOnly = createApp({
      geocoder: createPeliasClient({ url: pelias.url, timeoutMs: 2_000, cacheTtlMs: 0 }),
    });
    const res = await geocoderOnly.request('/api/v1/places?search=statue');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { places: Found[] }).places[0].name).toBe('Statue of Liberty');
    pelias.setMode('error');
    const failed = await geocoderOnly.request('/api/v1/places?search=statue%20of');
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { error: { code: string } }).error.code).toBe('places_unavailable');
  });

  it('reverse geocodes to the nearest address, else to the nearest stop', async () => {
    const res = await app.request('/core/v3/reverseGeocode?lat=40.75889&lon=-73.98515');
    expect(await res.json()).toMatchObject({
      type: 'address',
      name: '1560 Broadway',
      city: 'Manhattan',
      postCode: '10036',
      attribution: { text: expect.any(String) },
    });
    // No address within the radius: the nearest stop area answers.
    const stop = (await (await app.request('/core/v3/reverseGeocode?lat=40.7553&lon=-73.9874')).json()) as {
      type: string;
      name: string;
    };
    expect(stop.type).toBe('stopArea');
    pelias.setMode('hang');
    const down = (await (await app.request('/core/v3/reverseGeocode?lat=40.75889&lon=-73.98515')).json()) as {
      type: string;
      name: string;
    };
    expect(down).toMatchObject({ type: 'stopArea', name: '49 St' });
  });
});
