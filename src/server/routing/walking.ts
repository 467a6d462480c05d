import type { RoutingView } from './raptor/routing-view.ts';

export const DEFAULT_WALK_SPEED = 1.12;
const EARTH_RADIUS_METRES = 6_371_000;

/** Straight-line distance in metres (equirectangular: exact enough within walking range). */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRadians = Math.PI / 180;
  const x = (lon2 - lon1) * toRadians * Math.cos(((lat1 + lat2) / 2) * toRadians);
  const y = (lat2 - lat1) * toRadians;
  return Math.sqrt(x * x + y * y) * EARTH_RADIUS_METRES;
}

export function walkSeconds(distance: number, speed: number): number {
  return Math.ceil(distance / speed);
}

/**
 * Footpath durations at the query's walking speed: never faster than walking the straight line at that speed, and
 * never shorter than a stored minimum (transfers.txt min_transfer_time). Some feeds' official transfer times are
 * quicker than the straight line at 1.12 m/s; the walking speed wins, so no journey asks for a faster walk.
 */
export function footDurationsAt(view: RoutingView, importSpeed: number, speed: number): Uint32Array {
  const durations = new Uint32Array(view.footDuration.length);
  for (let e = 0; e < durations.length; e++) {
    const stored = view.footDuration[e];
    const walk = walkSeconds(view.footDistance[e], speed);
    const isMinimumTime = stored > walkSeconds(view.footDistance[e], importSpeed) + 1;
    durations[e] = isMinimumTime ? Math.max(stored, walk) : walk;
  }
  return durations;
}
