const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Degrees of latitude spanning `metres` (and of longitude at `lat`): to turn a radius into a box. */
export function metresToDegrees(metres: number, lat: number): { dLat: number; dLon: number } {
  const dLat = metres / (EARTH_RADIUS_M * RAD);
  return { dLat, dLon: dLat / Math.max(0.01, Math.cos(lat * RAD)) };
}
