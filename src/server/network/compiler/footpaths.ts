import { distanceMetres, metresToDegrees } from '../model/geo.ts';
import type { NetworkAccumulator } from './network-accumulator.ts';
import { buildSpatialGrid, forEachInBox } from '../model/spatial-grid.ts';
import type { FootpathTable, StopAreaTable } from '../model/types.ts';

export interface FootpathOptions {
  /** Walking links join every pair of stops closer than this (default 250 m). */
  walkRadiusMetres?: number;
  /** Metres per second (default 1.12). */
  walkSpeed?: number;
}

/**
 * Footpaths (see FootpathTable): walking links by straight-line distance within the radius and between all stops of
 * one area, then transfers.txt on top (type 2 sets the time, type 3 removes the pair, from = to sets the stop's minimum
 * change time).
 */
export function buildFootpaths(
  acc: NetworkAccumulator,
  areas: StopAreaTable,
  options: FootpathOptions = {},
): FootpathTable {
  const walkRadiusMetres = options.walkRadiusMetres ?? 250;
  const walkSpeed = options.walkSpeed ?? 1.12;
  const { lat, lon } = acc.stops;
  const count = lat.length;
  const links = new Map<number, { duration: number; distance: number }>();
  const walk = (from: number, to: number) => {
    if (from === to) return;
    const distance = distanceMetres(lat[from], lon[from], lat[to], lon[to]);
    links.set(from * count + to, { duration: Math.ceil(distance / walkSpeed), distance });
  };

  const grid = buildSpatialGrid(lat, lon, 0.005);
  for (let s = 0; s < count; s++) {
    const { dLat, dLon } = metresToDegrees(walkRadiusMetres, lat[s]);
    forEachInBox(grid, lat[s] - dLat, lon[s] - dLon, lat[s] + dLat, lon[s] + dLon, (other) => {
      if (other !== s && distanceMetres(lat[s], lon[s], lat[other], lon[other]) <= walkRadiusMetres) walk(s, other);
    });
  }
  for (let a = 0; a < areas.count; a++) {
    const members = areas.stops.subarray(areas.stopStart[a], areas.stopStart[a + 1]);
    for (const from of members) for (const to of members) if (!links.has(from * count + to)) walk(from, to);
  }

  const stopTransferTime = new Uint32Array(count);
  for (const transfer of acc.transfers) {
    const key = transfer.from * count + transfer.to;
    if (transfer.type === 3) {
      links.delete(key);
    } else if (transfer.from === transfer.to) {
      if (transfer.type === 2 && transfer.minTime > 0) stopTransferTime[transfer.from] = transfer.minTime;
    } else if (transfer.type === 2 && transfer.minTime >= 0) {
      const distance = distanceMetres(lat[transfer.from], lon[transfer.from], lat[transfer.to], lon[transfer.to]);
      links.set(key, { duration: transfer.minTime, distance });
    } else if (!links.has(key)) {
      walk(transfer.from, transfer.to);
    }
  }

  const keys = [...links.keys()].sort((a, b) => a - b);
  const start = new Uint32Array(count + 1);
  const to = new Uint32Array(keys.length);
  const duration = new Uint32Array(keys.length);
  const distance = new Float32Array(keys.length);
  keys.forEach((key, i) => {
    const from = Math.floor(key / count);
    start[from + 1]++;
    to[i] = key - from * count;
    const link = links.get(key)!;
    duration[i] = link.duration;
    distance[i] = link.distance;
  });
  for (let s = 0; s < count; s++) start[s + 1] += start[s];
  return { start, to, duration, distance, stopTransferTime, walkSpeed, walkRadiusMetres };
}
