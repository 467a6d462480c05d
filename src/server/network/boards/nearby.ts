import { distanceMetres, metresToDegrees } from '../model/geo.ts';
import { forEachInBox } from '../model/spatial-grid.ts';
import type { TransitNetwork } from '../model/types.ts';

/** Stop areas inside a lat/lon box (served areas only), from the spatial grid. */
export function areasInBox(
  network: TransitNetwork,
  south: number,
  west: number,
  north: number,
  east: number,
): number[] {
  const { stopAreas, lookup } = network;
  const found: number[] = [];
  forEachInBox(network.grid, south, west, north, east, (a) => {
    const lat = stopAreas.lat[a];
    const lon = stopAreas.lon[a];
    if (lat >= south && lat <= north && lon >= west && lon <= east && lookup.areaRoutes[a].length > 0) found.push(a);
  });
  return found;
}

/** The served stop area nearest to a point within `radiusMetres`, or -1. */
export function nearestArea(
  network: TransitNetwork,
  lat: number,
  lon: number,
  radiusMetres: number,
): { area: number; distance: number } {
  const { dLat, dLon } = metresToDegrees(radiusMetres, lat);
  let best = -1;
  let bestDistance = Infinity;
  for (const a of areasInBox(network, lat - dLat, lon - dLon, lat + dLat, lon + dLon)) {
    const d = distanceMetres(lat, lon, network.stopAreas.lat[a], network.stopAreas.lon[a]);
    if (d <= radiusMetres && d < bestDistance) [best, bestDistance] = [a, d];
  }
  return { area: best, distance: bestDistance };
}
