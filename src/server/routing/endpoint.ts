import { forEachInBox } from '../network/model/spatial-grid.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import type { EndpointLinks } from './raptor/raptor-labels.ts';
import { distanceMetres, walkSeconds } from './walking.ts';

/** Where a journey starts or ends: a stop area, one stop point, or any coordinate (address, position, map click). */
export type PlaceRef =
  | { kind: 'area'; index: number }
  | { kind: 'stop'; index: number }
  | { kind: 'point'; lat: number; lon: number };

export interface WalkLimits {
  speed: number;
  maxDistance: number;
  /** Per footpath edge, seconds at `speed`. */
  footDuration: Uint32Array;
}

export function placeCoordinates(network: TransitNetwork, place: PlaceRef): { lat: number; lon: number } {
  if (place.kind === 'point') return { lat: place.lat, lon: place.lon };
  if (place.kind === 'stop') return { lat: network.stops.lat[place.index], lon: network.stops.lon[place.index] };
  return { lat: network.stopAreas.lat[place.index], lon: network.stopAreas.lon[place.index] };
}

/**
 * The stops a traveller can walk to from a place (or from which they can walk to it: footpaths are symmetric
 * walking links). A stop or area reaches its own stops at no cost and their footpath neighbours; a coordinate reaches
 * every stop within the maximum walking distance, found through the network's spatial grid of stop areas.
 */
export function endpointLinks(network: TransitNetwork, place: PlaceRef, walk: WalkLimits): EndpointLinks {
  const links = new Map<number, { duration: number; distance: number }>();
  const offer = (stop: number, duration: number, distance: number) => {
    const known = links.get(stop);
    if (!known || duration < known.duration) links.set(stop, { duration, distance });
  };
  if (place.kind === 'point') {
    for (const area of areasNear(network, place.lat, place.lon, walk.maxDistance)) {
      const { stopStart, stops } = network.stopAreas;
      for (let i = stopStart[area]; i < stopStart[area + 1]; i++) {
        const stop = stops[i];
        const distance = distanceMetres(place.lat, place.lon, network.stops.lat[stop], network.stops.lon[stop]);
        if (distance <= walk.maxDistance) offer(stop, walkSeconds(distance, walk.speed), distance);
      }
    }
  } else {
    const own =
      place.kind === 'stop'
        ? [place.index]
        : Array.from(
            network.stopAreas.stops.subarray(
              network.stopAreas.stopStart[place.index],
              network.stopAreas.stopStart[place.index + 1],
            ),
          );
    const { footpaths } = network;
    for (const stop of own) {
      offer(stop, 0, 0);
      for (let e = footpaths.start[stop]; e < footpaths.start[stop + 1]; e++) {
        if (footpaths.distance[e] <= walk.maxDistance)
          offer(footpaths.to[e], walk.footDuration[e], footpaths.distance[e]);
      }
    }
  }
  const result: EndpointLinks = { stops: [], durations: [], distances: [] };
  for (const [stop, link] of links) {
    result.stops.push(stop);
    result.durations.push(link.duration);
    result.distances.push(link.distance);
  }
  return result;
}

/** Stop areas whose grid cell lies within `radius` metres of a point (a superset; callers check distances). */
export function areasNear(network: TransitNetwork, lat: number, lon: number, radius: number): number[] {
  const latDegrees = radius / 111_320;
  const lonDegrees = radius / (111_320 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  const areas: number[] = [];
  forEachInBox(network.grid, lat - latDegrees, lon - lonDegrees, lat + latDegrees, lon + lonDegrees, (area) =>
    areas.push(area),
  );
  return areas;
}
