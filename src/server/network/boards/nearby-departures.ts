import { effectiveDepartureMs, type Departure } from './departures.ts';
import { realtimeDepartures } from '../../realtime/realtime-departures.ts';
import type { RealtimeView } from '../../realtime/realtime-feeds.ts';
import { distanceMetres, metresToDegrees } from '../model/geo.ts';
import { areasInBox } from './nearby.ts';
import { directionKey } from './stop-board.ts';
import type { TransitNetwork } from '../model/types.ts';

/** The nearby screen's data: stop areas nearest a point, and "departures near you" (one row per line × direction). */

export interface AreaAtDistance {
  area: number;
  distance: number;
}

/** Served stop areas within `radius` metres of a point, nearest first, at most `count`. */
export function nearestAreas(
  network: TransitNetwork,
  lat: number,
  lon: number,
  radius: number,
  count: number,
): AreaAtDistance[] {
  const { dLat, dLon } = metresToDegrees(radius, lat);
  return areasInBox(network, lat - dLat, lon - dLon, lat + dLat, lon + dLon)
    .map((area) => ({
      area,
      distance: distanceMetres(lat, lon, network.stopAreas.lat[area], network.stopAreas.lon[area]),
    }))
    .filter((found) => found.distance <= radius)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count);
}

export function areaStopList(network: TransitNetwork, area: number): number[] {
  return Array.from(
    network.stopAreas.stops.subarray(network.stopAreas.stopStart[area], network.stopAreas.stopStart[area + 1]),
  );
}

/** Seconds to walk a straight-line distance at the network's walking speed (the router's own speed). */
export function walkSecondsTo(network: TransitNetwork, distance: number): number {
  return Math.ceil(distance / network.footpaths.walkSpeed);
}

export interface DirectionDepartures {
  route: number;
  directionKey: string;
  departures: Departure[];
}

/** Departures grouped by line × direction, first departure first, at most `perGroup` each. */
export function groupByDirection(
  network: TransitNetwork,
  departures: Departure[],
  perGroup: number,
): DirectionDepartures[] {
  const groups = new Map<string, DirectionDepartures>();
  for (const departure of departures) {
    const key = `${departure.route}|${directionKey(network, departure.pattern)}`;
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = { route: departure.route, directionKey: directionKey(network, departure.pattern), departures: [] }),
      );
    if (group.departures.length < perGroup) group.departures.push(departure);
  }
  return [...groups.values()];
}

/** How far ahead the nearby screen looks. */
const NEARBY_HORIZON_SECONDS = 2 * 3600;

export interface NearbyDepartureRow extends DirectionDepartures {
  area: number;
  distance: number;
}

/**
 * The next departures one can board at some stops: predicted times with `realtime` (cancelled trips and skipped stops
 * left out, since nobody boards them), in the order they leave.
 */
export function boardableDepartures(
  network: TransitNetwork,
  realtime: RealtimeView | undefined,
  stops: number[],
  fromMs: number,
  horizonSeconds: number,
  limitPerPattern: number,
): Departure[] {
  return realtimeDepartures(network, realtime, {
    stops,
    fromMs,
    horizonSeconds,
    limitPerPattern: limitPerPattern + (realtime ? 1 : 0),
  }).filter((departure) => departure.realtime?.state !== 'cancelled' && departure.realtime?.state !== 'skipped');
}

/**
 * One row per line × direction, from its nearest stop area within the radius, keeping only departures one can still
 * reach walking there in a straight line; rows soonest first. `areas` must be nearest first.
 */
export function departuresNearYou(
  network: TransitNetwork,
  areas: AreaAtDistance[],
  fromMs: number,
  perRow: number,
  realtime?: RealtimeView,
): NearbyDepartureRow[] {
  const rows = new Map<string, NearbyDepartureRow>();
  for (const { area, distance } of areas) {
    const reachableFrom = fromMs + walkSecondsTo(network, distance) * 1000;
    const departures = boardableDepartures(
      network,
      realtime,
      areaStopList(network, area),
      reachableFrom,
      NEARBY_HORIZON_SECONDS,
      perRow,
    );
    for (const group of groupByDirection(network, departures, perRow)) {
      const key = `${group.route}|${group.directionKey}`;
      if (!rows.has(key)) rows.set(key, { ...group, area, distance });
    }
  }
  return [...rows.values()].sort(
    (a, b) => effectiveDepartureMs(a.departures[0]) - effectiveDepartureMs(b.departures[0]),
  );
}
