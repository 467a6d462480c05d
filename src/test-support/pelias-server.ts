import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { distanceMetres } from '../server/network/model/geo.ts';
import { words } from '../server/network/places/text-normalize.ts';

/**
 * A real HTTP server on 127.0.0.1 speaking the Pelias API (`/v1/autocomplete`, `/v1/search`, `/v1/reverse`) over the
 * recorded New York features of pelias-recorded.json, for tests and benchmarks (no geocoding engine runs here and the
 * tests must not depend on the internet). Like Pelias it honours `text`, `size`, `layers`, `focus.point.*`,
 * `boundary.rect.*`, `point.*` and `boundary.circle.radius`, and answers a FeatureCollection with a `geocoding` block.
 * `mode` makes it misbehave: slow (answers after `delayMs`), hang (never answers), error (500), garbage (not JSON).
 */
export type PeliasMode = 'ok' | 'slow' | 'hang' | 'error' | 'garbage';

export interface TestPelias {
  url: string;
  /** Requests received, as path + query. */
  requests: URL[];
  setMode(mode: PeliasMode, delayMs?: number): void;
  close(): Promise<void>;
}

interface Feature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: Record<string, string | number> & { gid: string; layer: string; name: string };
}

const recorded = JSON.parse(readFileSync(new URL('./pelias-recorded.json', import.meta.url), 'utf8')) as {
  features: Feature[];
};

function searchableWords(feature: Feature): string[] {
  const p = feature.properties;
  return words([p.name, p.housenumber, p.street, p.borough, p.neighbourhood, p.locality].filter(Boolean).join(' '));
}

const number = (params: URLSearchParams, name: string) => (params.has(name) ? Number(params.get(name)) : undefined);

function inRect(feature: Feature, params: URLSearchParams): boolean {
  const [lon, lat] = feature.geometry.coordinates;
  const minLat = number(params, 'boundary.rect.min_lat') ?? -90;
  const maxLat = number(params, 'boundary.rect.max_lat') ?? 90;
  const minLon = number(params, 'boundary.rect.min_lon') ?? -180;
  const maxLon = number(params, 'boundary.rect.max_lon') ?? 180;
  return lat >= minLat && lat <= maxLat && lon >= minLon && lon <= maxLon;
}

function withDistance(feature: Feature, from: { lat: number; lon: number } | undefined): Feature {
  if (!from) return feature;
  const [lon, lat] = feature.geometry.coordinates;
  return {
    ...feature,
    properties: {
      ...feature.properties,
      distance: Number((distanceMetres(from.lat, from.lon, lat, lon) / 1000).toFixed(3)),
    },
  };
}

function answer(url: URL, base: string): { status: number; body: unknown } {
  const params = url.searchParams;
  const layers = params.get('layers')?.split(',');
  const size = Math.min(number(params, 'size') ?? 10, 40);
  const allowed = (f: Feature) => !layers || layers.includes(f.properties.layer);
  const geocoding = (query: Record<string, unknown>) => ({
    version: '0.2',
    attribution: `${base}/attribution`,
    query,
    engine: { name: 'Pelias', author: 'Mapzen', version: '1.0' },
    timestamp: Date.now(),
  });
  if (url.pathname === '/v1/autocomplete' || url.pathname === '/v1/search') {
    const text = params.get('text') ?? '';
    if (!text.trim())
      return {
        status: 400,
        body: {
          geocoding: { ...geocoding({}), errors: ["invalid param 'text': text length, must be >0"] },
          type: 'FeatureCollection',
          features: [],
        },
      };
    const wanted = words(text);
    const focusLat = number(params, 'focus.point.lat');
    const focusLon = number(params, 'focus.point.lon');
    const focus = focusLat !== undefined && focusLon !== undefined ? { lat: focusLat, lon: focusLon } : undefined;
    const features = recorded.features
      .filter((f) => allowed(f) && inRect(f, params))
      .filter((f) => {
        const have = searchableWords(f);
        return wanted.every((word) => have.some((w) => w.startsWith(word)));
      })
      .map((f) => withDistance(f, focus))
      .sort((a, b) => Number(a.properties.distance ?? 0) - Number(b.properties.distance ?? 0))
      .slice(0, size);
    return { status: 200, body: { geocoding: geocoding({ text, size }), type: 'FeatureCollection', features } };
  }
  if (url.pathname === '/v1/reverse') {
    const lat = number(params, 'point.lat');
    const lon = number(params, 'point.lon');
    if (lat === undefined || lon === undefined)
      return {
        status: 400,
        body: { geocoding: { ...geocoding({}), errors: ['missing point'] }, type: 'FeatureCollection', features: [] },
      };
    const radiusM = (number(params, 'boundary.circle.radius') ?? 1) * 1000;
    const features = recorded.features
      .filter(allowed)
      .map((f) => withDistance(f, { lat, lon }))
      .filter((f) => Number(f.properties.distance) * 1000 <= radiusM)
      .sort((a, b) => Number(a.properties.distance) - Number(b.properties.distance))
      .slice(0, size);
    return {
      status: 200,
      body: { geocoding: geocoding({ 'point.lat': lat, 'point.lon': lon, size }), type: 'FeatureCollection', features },
    };
  }
  return {
    status: 404,
    body: { geocoding: { errors: [`no route ${url.pathname}`] }, type: 'FeatureCollection', features: [] },
  };
}

export async function startTestPelias(): Promise<TestPelias> {
  let mode: PeliasMode = 'ok';
  let delayMs = 0;
  const requests: URL[] = [];
  let base = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    requests.push(url);
    if (mode === 'hang') return;
    const send = () => {
      if (mode === 'error') {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        return response.end(JSON.stringify({ geocoding: { errors: ['elasticsearch: no living connections'] } }));
      }
      if (mode === 'garbage') {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        return response.end('{"type":"FeatureCollection","features":[');
      }
      const { status, body } = answer(url, base);
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (mode === 'slow') setTimeout(send, delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    setMode(next, delay = 0) {
      mode = next;
      delayMs = delay;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
