import { majorityHint, voteAreaCities } from './area-cities.ts';
import { distanceMetres } from '../model/geo.ts';
import type { NetworkAccumulator } from './network-accumulator.ts';
import { foldText } from '../places/text-normalize.ts';
import type { StopAreaTable } from '../model/types.ts';

/**
 * Stop areas: one per station that has stop points, stations of the same name within `stationMergeRadiusMetres` sharing
 * one (NYC lists "Times Sq-42 St" as four stations, one per line group; the area takes the first one's id); a stop without a station joins an earlier area made of stops with
 * the same (folded) name within `groupRadiusMetres` of that area's first stop (two sides of a street, or the same stop
 * listed by two feeds), else starts its own area with id `${feedId}:area:${stopId}`.
 */
export function buildStopAreas(
  acc: NetworkAccumulator,
  groupRadiusMetres = 80,
  stationMergeRadiusMetres = 250,
): { areas: StopAreaTable; stopArea: Uint32Array } {
  const { stops } = acc;
  const count = stops.ids.length;
  const stopArea = new Uint32Array(count);
  const ids: string[] = [];
  const names: string[] = [];
  const anchors: number[] = [];
  const stationArea = new Map<string, number>();
  const byName = new Map<string, number[]>();
  const stationsByName = new Map<string, number[]>();
  for (let s = 0; s < count; s++) {
    const station = stops.station[s];
    if (station) {
      let area = stationArea.get(station);
      if (area === undefined) {
        const info = acc.stations.get(station)!;
        const key = foldText(info.name);
        const twins = stationsByName.get(key) ?? [];
        area = twins.find((candidate) => {
          const anchor = anchors[candidate];
          return distanceMetres(info.lat, info.lon, stops.lat[anchor], stops.lon[anchor]) <= stationMergeRadiusMetres;
        });
        if (area === undefined) {
          area = ids.length;
          ids.push(station);
          names.push(info.name || stops.names[s]);
          anchors.push(s);
          twins.push(area);
          stationsByName.set(key, twins);
        }
        stationArea.set(station, area);
      }
      stopArea[s] = area;
      continue;
    }
    const key = foldText(stops.names[s]);
    const candidates = byName.get(key) ?? [];
    const near = candidates.find((area) => {
      const anchor = anchors[area];
      return distanceMetres(stops.lat[s], stops.lon[s], stops.lat[anchor], stops.lon[anchor]) <= groupRadiusMetres;
    });
    if (near !== undefined) {
      stopArea[s] = near;
      continue;
    }
    const area = ids.length;
    const id = stops.ids[s];
    const feedPrefix = acc.feeds[stops.feed[s]].namespaced ? `${acc.feeds[stops.feed[s]].id}:` : '';
    ids.push(`${feedPrefix}area:${id.slice(feedPrefix.length)}`);
    names.push(stops.names[s]);
    anchors.push(s);
    candidates.push(area);
    byName.set(key, candidates);
    stopArea[s] = area;
  }

  const areaCount = ids.length;
  const stopStart = new Uint32Array(areaCount + 1);
  for (let s = 0; s < count; s++) stopStart[stopArea[s] + 1]++;
  for (let a = 0; a < areaCount; a++) stopStart[a + 1] += stopStart[a];
  const fill = stopStart.slice(0, areaCount);
  const areaStops = new Uint32Array(count);
  for (let s = 0; s < count; s++) areaStops[fill[stopArea[s]]++] = s;

  const lat = new Float64Array(areaCount);
  const lon = new Float64Array(areaCount);
  const wheelchair = new Uint8Array(areaCount);
  const feedCities: string[] = [];
  for (let a = 0; a < areaCount; a++) {
    const station = acc.stations.get(ids[a]);
    const members = areaStops.subarray(stopStart[a], stopStart[a + 1]);
    if (station) {
      lat[a] = station.lat;
      lon[a] = station.lon;
      wheelchair[a] = station.wheelchair || stops.wheelchair[members[0]];
    } else {
      for (const s of members) {
        lat[a] += stops.lat[s] / members.length;
        lon[a] += stops.lon[s] / members.length;
      }
      wheelchair[a] = stops.wheelchair[members[0]];
    }
    feedCities.push(acc.feeds[stops.feed[members[0]]].city);
  }
  const cities = voteAreaCities(lat, lon, areaRouteHints(acc, stopArea, areaCount), feedCities);
  // Stations merged into an area of another id stay addressable by their own id.
  const aliases = [...stationArea].filter(([station, area]) => ids[area] !== station);
  return {
    areas: {
      count: areaCount,
      ids,
      names,
      lat,
      lon,
      wheelchair,
      cities,
      stopStart,
      stops: areaStops,
      aliasIds: aliases.map(([station]) => station),
      aliasArea: Uint32Array.from(aliases.map(([, area]) => area)),
    },
    stopArea,
  };
}

/**
 * Each area's own route hint: the majority city hinted by the distinct routes whose patterns stop in it. (Counting
 * distinct routes over the whole neighbourhood instead was tried and not kept: the many Bronx routes ending at the
 * George Washington Bridge terminal made Washington Heights Bronx, Q54/Q59 made Williamsburg Queens.)
 */
function areaRouteHints(acc: NetworkAccumulator, stopArea: Uint32Array, areaCount: number): string[] {
  const { patterns, routes } = acc;
  const served = Array.from({ length: areaCount }, () => new Set<number>());
  for (let p = 0; p < patterns.route.length; p++) {
    const route = patterns.route[p];
    if (!routes.cityHints[route]) continue;
    const end = p + 1 < patterns.stopStart.length ? patterns.stopStart.get(p + 1) : patterns.stops.length;
    for (let k = patterns.stopStart.get(p); k < end; k++) served[stopArea[patterns.stops.get(k)]].add(route);
  }
  return served.map((set) => majorityHint([...set].map((route) => routes.cityHints[route])));
}
