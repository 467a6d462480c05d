import type { ProximityPointsResponse, ZoomRule } from '../contract/proximity.ts';
import { markerSize, ruleFor } from './proximity-zoom.ts';

type Point = ProximityPointsResponse['points'][number];

/** Modes drawn as stations (the server ranks their stop areas first when it truncates). */
export const STATION_MODES = [
  'metro',
  'rail',
  'tram',
  'monorail',
  'ferry',
  'funicular',
  'cableTram',
  'aerialLift',
] as const;
const HEAVY = new Set<string>(STATION_MODES);

/** A point is drawn as a station when one of its modes is. */
export function markerKind(modes: readonly string[]): 'station' | 'stop' {
  return modes.some((mode) => HEAVY.has(mode)) ? 'station' : 'stop';
}

export interface PointFeatureProperties {
  id: string;
  name: string;
  /** The symbol layers' icon: size × kind, e.g. 'prox-full-station'. */
  icon: string;
  marker: 'small' | 'full';
}

/**
 * The proximity points as the one GeoJSON source the symbol layers draw: each point with the marker its zoom rule
 * gives at this zoom percentage; points without one are left out. Stations are drawn above stops (listed last).
 */
export function pointFeatures(points: Point[], rules: ZoomRule[], percent: number) {
  const features = [];
  for (const point of points) {
    const marker = markerSize(ruleFor(rules, point.type, point.modes), percent);
    if (!marker) continue;
    const kind = markerKind(point.modes);
    const properties: PointFeatureProperties = {
      id: point.id,
      name: point.name,
      icon: `prox-${marker}-${kind}`,
      marker,
    };
    features.push({
      type: 'Feature' as const,
      properties,
      geometry: { type: 'Point' as const, coordinates: [point.lon, point.lat] },
    });
  }
  features.sort(
    (a, b) => Number(a.properties.icon.endsWith('station')) - Number(b.properties.icon.endsWith('station')),
  );
  return { type: 'FeatureCollection' as const, features };
}
