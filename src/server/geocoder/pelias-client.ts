import { createCircuitBreaker, type CircuitBreakerOptions, type CircuitState } from '../../upstream/circuit-breaker.ts';
import { deadlineIn } from '../../upstream/deadline.ts';
import { upstreamFetch, type Upstream } from '../../upstream/upstream-fetch.ts';
import { safeLinkHref } from '../../domain/safe-link.ts';
import { readPeliasAnswer, type GeocodedPlace } from './pelias-answer.ts';

/**
 * A client of a Pelias-compatible geocoding API (Pelias itself, geocode.earth, Digitransit's): addresses and points of
 * interest, which a GTFS network does not have. Each call has its own time budget (the engine answers a keystroke or
 * nothing), goes through this engine's circuit breaker and the upstream layer's one retry, and answers from a short
 * cache when the same question was asked a moment ago (typing "350 5th" then deleting a letter, many visitors typing
 * the same landmark). Failures throw GeocoderError; callers decide what still answers without the engine.
 */
export interface LatLon {
  lat: number;
  lon: number;
}
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface GeocoderAttribution {
  /** What the data licences ask to show: "© OpenStreetMap contributors, …". */
  text: string;
  /** The engine's attribution page, from its answers (`geocoding.attribution`), when it gives one. */
  url?: string;
}

export interface AutocompleteOptions {
  focus?: LatLon;
  bounds?: Bounds;
  lang?: string;
  size?: number;
}

export interface Geocoder {
  attribution(): GeocoderAttribution;
  autocomplete(text: string, options?: AutocompleteOptions): Promise<GeocodedPlace[]>;
  /** The nearest address or point of interest within `radiusM`, undefined when there is none. */
  reverse(point: LatLon, options?: { lang?: string; radiusM?: number }): Promise<GeocodedPlace | undefined>;
  breakerState(): CircuitState;
}

export class GeocoderError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'GeocoderError';
    this.code = code;
  }
}

export interface PeliasClientOptions {
  /** Base address: "https://api.geocode.earth" or "http://pelias.local:4000" (a trailing /v1 is accepted). */
  url: string;
  apiKey?: string;
  /** Budget of one call, retry included (GEOCODER_TIMEOUT_MS, default 800 ms). */
  timeoutMs?: number;
  cacheTtlMs?: number;
  cacheSize?: number;
  attributionText?: string;
  breaker?: CircuitBreakerOptions;
}

export const DEFAULT_GEOCODER_TIMEOUT_MS = 800;
export const DEFAULT_GEOCODER_CACHE_TTL_MS = 60_000;
const DEFAULT_CACHE_SIZE = 1000;
/** Pelias's data sets ask for this credit (pelias.io "Attribution": OpenStreetMap, Who's On First, OpenAddresses). */
export const DEFAULT_GEOCODER_ATTRIBUTION = '© OpenStreetMap contributors, Who’s On First, OpenAddresses';
/** Addresses, streets, venues and a few areas: the engine's own transit stops would duplicate the network's. */
const AUTOCOMPLETE_LAYERS = 'address,venue,street,neighbourhood,borough,locality';
const REVERSE_LAYERS = 'address,venue';
const DEFAULT_REVERSE_RADIUS_M = 250;

/** A small time-limited cache that also shares the call still under way for the same key. */
function shortCache<T>(ttlMs: number, size: number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    if (hit) entries.delete(key);
    const value = load();
    entries.set(key, { at: now, value });
    // A failure is not remembered here (the circuit breaker remembers failures); the oldest entry goes when full.
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
    if (entries.size > size) entries.delete(entries.keys().next().value as string);
    return value;
  };
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function createPeliasClient(options: PeliasClientOptions): Geocoder {
  const base = options.url.replace(/\/+$/, '').replace(/\/v1$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_GEOCODER_TIMEOUT_MS;
  const upstream: Upstream = { name: 'geocoder', breaker: createCircuitBreaker(options.breaker) };
  const cache = shortCache<{ places: GeocodedPlace[] }>(
    options.cacheTtlMs ?? DEFAULT_GEOCODER_CACHE_TTL_MS,
    options.cacheSize ?? DEFAULT_CACHE_SIZE,
  );
  const attribution: GeocoderAttribution = { text: options.attributionText ?? DEFAULT_GEOCODER_ATTRIBUTION };

  async function call(endpoint: string, params: Record<string, string>): Promise<{ places: GeocodedPlace[] }> {
    const query = new URLSearchParams(params);
    const key = `${endpoint}?${query}`;
    return cache(key, async () => {
      if (options.apiKey) query.set('api_key', options.apiKey);
      let response: Response;
      try {
        response = await upstreamFetch(
          upstream,
          `${base}/v1/${endpoint}?${query}`,
          { headers: { Accept: 'application/json' } },
          { deadline: deadlineIn(timeoutMs) },
        );
      } catch (error) {
        throw new GeocoderError((error as { code?: string }).code ?? 'upstream_unreachable', (error as Error).message);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new GeocoderError('upstream_error', `The geocoder answered ${response.status}`);
      }
      const answer = readPeliasAnswer(await response.json().catch(() => undefined));
      if (!answer)
        throw new GeocoderError('upstream_invalid', 'The geocoder answered something that is not a Pelias answer');
      const url = safeLinkHref(answer.attributionUrl);
      if (url && /^https?:/.test(url)) attribution.url = url;
      return { places: answer.places };
    });
  }

  return {
    attribution: () => ({ ...attribution }),
    breakerState: () => upstream.breaker.state(),
    async autocomplete(text, { focus, bounds, lang, size = 10 } = {}) {
      const params: Record<string, string> = { text: text.trim(), size: String(size), layers: AUTOCOMPLETE_LAYERS };
      // The focus is rounded to ~1 km: results barely change, and nearby visitors share cache entries.
      if (focus)
        Object.assign(params, {
          'focus.point.lat': String(round(focus.lat, 2)),
          'focus.point.lon': String(round(focus.lon, 2)),
        });
      if (bounds) {
        Object.assign(params, {
          'boundary.rect.min_lat': String(round(bounds.south, 4)),
          'boundary.rect.min_lon': String(round(bounds.west, 4)),
          'boundary.rect.max_lat': String(round(bounds.north, 4)),
          'boundary.rect.max_lon': String(round(bounds.east, 4)),
        });
      }
      if (lang) params.lang = lang;
      return (await call('autocomplete', params)).places;
    },
    async reverse(point, { lang, radiusM = DEFAULT_REVERSE_RADIUS_M } = {}) {
      const params: Record<string, string> = {
        'point.lat': String(round(point.lat, 5)),
        'point.lon': String(round(point.lon, 5)),
        'boundary.circle.radius': String(radiusM / 1000),
        layers: REVERSE_LAYERS,
        size: '1',
      };
      if (lang) params.lang = lang;
      return (await call('reverse', params)).places[0];
    },
  };
}
