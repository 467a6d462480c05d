import { distanceMetres, metresToDegrees } from '../model/geo.ts';
import { buildSpatialGrid, forEachInBox } from '../model/spatial-grid.ts';
import type { SpatialGrid } from '../model/types.ts';

/**
 * The city shown with each stop area (in NYC: its borough). GTFS has no such field and the data holds no boundaries,
 * so it is voted from hints, in order of trust:
 *  1. route hints: the city the local routes serving an area name (FeedConfig.routeCity; NYC: 'B44' → Brooklyn);
 *     each area within `voteRadiusMetres` that has one votes with it (an area's own routes may be a cross-borough
 *     route's, its neighbourhood corrects that), the nearest one within `fallbackRadiusMetres` when none votes;
 *  2. feed cities, the same way (FeedConfig.city; NYC: the bus feed's depot borough): only where no route hint is
 *     near, as a feed's city is only a depot's (the Brooklyn feed runs Q routes deep into Queens);
 *  3. '' (a feed without either: the API then shows no city).
 * An operator's GTFS without route hints keeps the feed-city vote alone, as before route hints existed.
 */
export function voteAreaCities(
  lat: Float64Array,
  lon: Float64Array,
  routeHints: readonly string[],
  feedCities: readonly string[],
  voteRadiusMetres = 400,
  fallbackRadiusMetres = 1500,
): string[] {
  const grid = buildSpatialGrid(lat, lon, 0.01);
  const fromRoutes = neighbourhoodVote(grid, lat, lon, routeHints, voteRadiusMetres, fallbackRadiusMetres);
  const fromFeeds = neighbourhoodVote(grid, lat, lon, feedCities, voteRadiusMetres, fallbackRadiusMetres);
  return fromRoutes.map((city, a) => city || fromFeeds[a] || '');
}

/** The most frequent non-empty hint among areas within `voteRadiusMetres`, else the nearest within `fallbackRadiusMetres`. */
function neighbourhoodVote(
  grid: SpatialGrid,
  lat: Float64Array,
  lon: Float64Array,
  hints: readonly string[],
  voteRadiusMetres: number,
  fallbackRadiusMetres: number,
): string[] {
  const cities: string[] = [];
  for (let a = 0; a < hints.length; a++) {
    const votes = new Map<string, number>();
    let nearest = '';
    let nearestDistance = Infinity;
    const { dLat, dLon } = metresToDegrees(fallbackRadiusMetres, lat[a]);
    forEachInBox(grid, lat[a] - dLat, lon[a] - dLon, lat[a] + dLat, lon[a] + dLon, (other) => {
      if (!hints[other]) return;
      const d = distanceMetres(lat[a], lon[a], lat[other], lon[other]);
      if (d <= voteRadiusMetres) votes.set(hints[other], (votes.get(hints[other]) ?? 0) + 1);
      if (d < nearestDistance && d <= fallbackRadiusMetres) [nearest, nearestDistance] = [hints[other], d];
    });
    cities.push(mostCounted(votes) || nearest);
  }
  return cities;
}

/** The name counted most often ('' for none; the first of equals, in insertion order). */
export function mostCounted(counts: ReadonlyMap<string, number>): string {
  let best = 0;
  let winner = '';
  for (const [name, count] of counts) if (count > best) [best, winner] = [count, name];
  return winner;
}

/**
 * An area's own route hint: the city named by most of the distinct routes serving its stops, '' when none names one
 * or two cities tie (the neighbourhood decides then).
 */
export function majorityHint(routeCities: Iterable<string>): string {
  const counts = new Map<string, number>();
  for (const city of routeCities) if (city) counts.set(city, (counts.get(city) ?? 0) + 1);
  let best = 0;
  let winner = '';
  for (const [city, count] of counts) {
    if (count > best) [best, winner] = [count, city];
    else if (count === best) winner = '';
  }
  return winner;
}
