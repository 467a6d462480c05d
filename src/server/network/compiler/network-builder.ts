import type { GtfsSource } from '../../gtfs/source.ts';
import { readFareTables } from './fare-import.ts';
import { addFeed, type FeedConfig, type ImportProgress } from './feed-compiler.ts';
import { buildFootpaths, type FootpathOptions } from './footpaths.ts';
import { createAccumulator, type NetworkAccumulator } from './network-accumulator.ts';
import { indexNetwork } from '../model/network-lookup.ts';
import { buildServiceTable } from './service-bits.ts';
import { buildSpatialGrid } from '../model/spatial-grid.ts';
import { buildStopAreas } from './stop-areas.ts';
import { isTimeZone } from '../model/stop-timezone.ts';
import { renumberStopsAlongCurve } from './stop-numbering.ts';
import { NETWORK_FORMAT_VERSION, type StopPatternIndex, type TransitNetwork } from '../model/types.ts';

export interface CompileOptions extends FootpathOptions {
  /** Parentless stops of the same name closer than this share a stop area (default 80 m). */
  areaGroupRadiusMetres?: number;
  progress?: ImportProgress;
  /** Fallback when no feed gives agency_timezone. */
  timezone?: string;
  /**
   * An operator's fare table (GTFS Fares v1 or v2 files) for the feeds that carry no fares of their own. Its ids are
   * the network's (`subway:A`, `bus:M15`, a station's id naming its platforms).
   */
  operatorFares?: GtfsSource;
}

/** Compiles GTFS feeds (in order; ids namespaced per feed) into one network. */
export async function compileNetwork(feeds: FeedConfig[], options: CompileOptions = {}): Promise<TransitNetwork> {
  const acc = createAccumulator();
  for (const feed of feeds) await addFeed(acc, feed, options.progress);
  if (options.operatorFares) await addOperatorFares(acc, options.operatorFares);
  return finishNetwork(acc, options);
}

async function addOperatorFares(acc: NetworkAccumulator, source: GtfsSource): Promise<void> {
  const priced = new Set(acc.fares.flatMap((tables) => tables.feeds));
  const feeds = acc.feeds.map((_, index) => index).filter((index) => !priced.has(index));
  if (feeds.length === 0) return;
  const stationStops = new Map<string, string[]>();
  acc.stops.station.forEach((station, stop) => {
    if (station) stationStops.set(station, [...(stationStops.get(station) ?? []), acc.stops.ids[stop]]);
  });
  const fares = await readFareTables(
    source,
    { route: (id) => id, stops: (id) => stationStops.get(id) ?? [id], agency: (id) => id },
    { source: 'operator', feeds },
  );
  if (fares) acc.fares.push(fares);
}

function stopPatternIndex(
  stopCount: number,
  patternStopStart: Uint32Array,
  patternStops: Uint32Array,
): StopPatternIndex {
  const start = new Uint32Array(stopCount + 1);
  for (let k = 0; k < patternStops.length; k++) start[patternStops[k] + 1]++;
  for (let s = 0; s < stopCount; s++) start[s + 1] += start[s];
  const fill = start.slice(0, stopCount);
  const pattern = new Uint32Array(patternStops.length);
  const position = new Uint32Array(patternStops.length);
  for (let p = 0; p + 1 < patternStopStart.length; p++) {
    for (let k = patternStopStart[p]; k < patternStopStart[p + 1]; k++) {
      const slot = fill[patternStops[k]]++;
      pattern[slot] = p;
      position[slot] = k - patternStopStart[p];
    }
  }
  return { start, pattern, position };
}

export function finishNetwork(acc: NetworkAccumulator, options: CompileOptions = {}): TransitNetwork {
  const { areas, stopArea: feedOrderStopArea } = buildStopAreas(acc, options.areaGroupRadiusMetres);
  const stopArea = renumberStopsAlongCurve(acc, areas, feedOrderStopArea);
  const { services, feeds } = buildServiceTable(acc);
  const { patterns, trips, stops } = acc;
  patterns.stopStart.push(patterns.stops.length);
  patterns.tripStart.push(trips.ids.length);
  const patternStopStart = patterns.stopStart.toArray();
  const patternStops = patterns.stops.toArray();
  const shapeStart = Uint32Array.from([...acc.shapes.start, acc.shapes.lat.length]);
  const footpaths = buildFootpaths(acc, areas, options);
  return indexNetwork({
    formatVersion: NETWORK_FORMAT_VERSION,
    builtAt: new Date().toISOString(),
    timezone: acc.timezone || options.timezone || 'UTC',
    feeds,
    agencies: { count: acc.agencies.ids.length, ...acc.agencies },
    stops: {
      count: stops.ids.length,
      ids: stops.ids,
      names: stops.names,
      codes: stops.codes,
      platformCodes: stops.platformCodes,
      // A stop in the network's own zone is '' (most feeds): one zone said once, not per stop.
      timezones: stops.timezones.map((zone) =>
        zone === (acc.timezone || options.timezone || 'UTC') || !isTimeZone(zone) ? '' : zone,
      ),
      lat: Float64Array.from(stops.lat),
      lon: Float64Array.from(stops.lon),
      area: stopArea,
      feed: Uint16Array.from(stops.feed),
      wheelchair: Uint8Array.from(stops.wheelchair),
    },
    stopAreas: areas,
    routes: {
      count: acc.routes.ids.length,
      ids: acc.routes.ids,
      agency: Uint32Array.from(acc.routes.agency),
      shortNames: acc.routes.shortNames,
      longNames: acc.routes.longNames,
      routeType: Uint16Array.from(acc.routes.routeType),
      modes: acc.routes.modes,
      colors: acc.routes.colors,
      textColors: acc.routes.textColors,
      sortOrder: Int32Array.from(acc.routes.sortOrder),
    },
    patterns: {
      count: patterns.route.length,
      route: Uint32Array.from(patterns.route),
      direction: Int8Array.from(patterns.direction),
      headsigns: patterns.headsigns,
      stopStart: patternStopStart,
      stops: patternStops,
      pickup: patterns.pickup.toArray(),
      dropOff: patterns.dropOff.toArray(),
      tripStart: patterns.tripStart.toArray(),
    },
    trips: {
      count: trips.ids.length,
      ids: trips.ids,
      pattern: trips.pattern.toArray(),
      route: trips.route.toArray(),
      service: trips.service.toArray(),
      headsigns: trips.headsigns,
      shortNames: trips.shortNames,
      shape: trips.shape.toArray(),
      wheelchair: trips.wheelchair.toArray(),
      direction: Int8Array.from(trips.direction.toArray()),
      stopTimeStart: trips.stopTimeStart.toArray(),
    },
    stopTimes: {
      count: acc.stopTimes.arrival.length,
      arrival: acc.stopTimes.arrival.toArray(),
      departure: acc.stopTimes.departure.toArray(),
    },
    stopPatterns: stopPatternIndex(stops.ids.length, patternStopStart, patternStops),
    footpaths,
    services,
    shapes: {
      count: acc.shapes.ids.length,
      ids: acc.shapes.ids,
      start: shapeStart,
      lat: Float32Array.from(acc.shapes.lat.toArray()),
      lon: Float32Array.from(acc.shapes.lon.toArray()),
    },
    grid: buildSpatialGrid(areas.lat, areas.lon, 0.01),
    fares: acc.fares,
  });
}
