import { bff } from '../bff-client/bff-fetch.ts';
import { isListOf, isObject, outline } from '../bff-client/answer-outline.ts';
import type { NearbyResponse } from '../contract/nearby.ts';
import type { ProximityPointsResponse } from '../contract/proximity.ts';
import { boxCorners, type Box } from '../domain/map-box.ts';

/** The browser calls of the proximity screens, through the same-origin /bff client (outline checks, no zod). */

const isPoint = (value: unknown) =>
  isObject(value) && typeof value.id === 'string' && typeof value.lat === 'number' && typeof value.lon === 'number';
const PointsAnswer = outline<ProximityPointsResponse>(
  'a proximity points answer',
  (value) =>
    isObject(value) &&
    isListOf(value.points, isPoint) &&
    Array.isArray(value.zoomRules) &&
    typeof value.truncated === 'boolean',
);

/** The points inside a box [south, west, north, east], sent as its four corners. */
export const fetchProximityPoints = (box: Box, signal: AbortSignal) =>
  bff.request('/api/v1/proximity/points', PointsAnswer, {
    query: { coord: boxCorners(box) },
    signal,
    timeoutMs: 10_000,
  });

const NearbyAnswer = outline<NearbyResponse>(
  'a nearby answer',
  (value) =>
    isObject(value) &&
    Array.isArray(value.stopAreas) &&
    Array.isArray(value.departures) &&
    typeof value.timezone === 'string',
);

export const fetchNearby = (lat: number, lon: number, signal: AbortSignal) =>
  bff.request('/api/v1/proximity/nearby', NearbyAnswer, {
    query: { lat: lat.toFixed(6), lon: lon.toFixed(6) },
    signal,
    timeoutMs: 10_000,
  });
