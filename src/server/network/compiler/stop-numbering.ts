import type { NetworkAccumulator } from './network-accumulator.ts';
import type { StopAreaTable } from '../model/types.ts';

/**
 * Stops are numbered along a Hilbert curve over their coordinates before the network is finished. Feeds list stops in
 * id order, which scatters neighbours across the stop arrays; along the curve, the stops a journey search touches
 * together (the next stops of a line, the stops within walking distance) sit at nearby indexes, so the router's per-stop
 * arrays are read from a few cache lines instead of one line per stop. Nothing outside depends on the order: stops are
 * looked up by id. Runs after the stop areas are built, which therefore keep the ids they take from feed order.
 */
export function renumberStopsAlongCurve(
  acc: NetworkAccumulator,
  areas: StopAreaTable,
  stopArea: Uint32Array,
): Uint32Array {
  const { stops } = acc;
  const order = hilbertOrder(stops.lat, stops.lon);
  const newIndex = new Uint32Array(order.length);
  for (let i = 0; i < order.length; i++) newIndex[order[i]] = i;
  const permute = <T>(values: T[]): T[] => Array.from(order, (old) => values[old]);
  stops.ids = permute(stops.ids);
  stops.names = permute(stops.names);
  stops.codes = permute(stops.codes);
  stops.platformCodes = permute(stops.platformCodes);
  stops.timezones = permute(stops.timezones);
  stops.lat = permute(stops.lat);
  stops.lon = permute(stops.lon);
  stops.feed = permute(stops.feed);
  stops.wheelchair = permute(stops.wheelchair);
  stops.station = permute(stops.station);
  const patternStops = acc.patterns.stops;
  for (let k = 0; k < patternStops.length; k++) patternStops.set(k, newIndex[patternStops.get(k)]);
  for (const transfer of acc.transfers) {
    transfer.from = newIndex[transfer.from];
    transfer.to = newIndex[transfer.to];
  }
  for (let i = 0; i < areas.stops.length; i++) areas.stops[i] = newIndex[areas.stops[i]];
  return Uint32Array.from(order, (old) => stopArea[old]);
}

/** Old indexes in curve order (ties keep their feed order, so the numbering is deterministic). */
export function hilbertOrder(lat: number[], lon: number[]): Uint32Array {
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  for (let i = 0; i < lat.length; i++) {
    minLat = Math.min(minLat, lat[i]);
    maxLat = Math.max(maxLat, lat[i]);
    minLon = Math.min(minLon, lon[i]);
    maxLon = Math.max(maxLon, lon[i]);
  }
  const side = 1 << 16;
  const scale = (value: number, min: number, max: number) =>
    max > min ? Math.min(side - 1, Math.floor(((value - min) / (max - min)) * side)) : 0;
  const keys = lat.map((_, i) => hilbertIndex(side, scale(lon[i], minLon, maxLon), scale(lat[i], minLat, maxLat)));
  return Uint32Array.from(lat.keys()).sort((a, b) => keys[a] - keys[b] || a - b);
}

/** Position of cell (x, y) along the Hilbert curve filling a side × side grid (side a power of two). */
export function hilbertIndex(side: number, x: number, y: number): number {
  let d = 0;
  for (let s = side >>> 1; s > 0; s >>>= 1) {
    const rx = (x & s) > 0 ? 1 : 0;
    const ry = (y & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    // Rotate the quadrant so the curve stays continuous.
    if (ry === 0) {
      if (rx === 1) {
        x = s - 1 - x;
        y = s - 1 - y;
      }
      [x, y] = [y, x];
    }
  }
  return d;
}
