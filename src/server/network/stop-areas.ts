import { distanceMetres, metresToDegrees } from './geo.ts';
import { buildSpatialGrid, forEachInBox } from './spatial-grid.ts';
import type { NetworkAccumulator } from './network-accumulator.ts';
import { foldText } from './text-normalize.ts';
import type { StopAreaTable } from './types.ts';

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
  const cities: string[] = [];
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
    cities.push(acc.feeds[stops.feed[members[0]]].city);
  }
  inheritCities(lat, lon, cities);
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
 * The city of each area by a vote of the areas around it (within `voteRadiusMetres`) whose feed names a city, the
 * nearest one within `fallbackRadiusMetres` when none votes: a feed's city is only a hint (Staten Island express buses
 * stop in Manhattan; the subway spans boroughs), the neighbourhood decides.
 */
function inheritCities(lat: Float64Array, lon: Float64Array, cities: string[], voteRadiusMetres = 400, fallbackRadiusMetres = 1500): void {
  const grid = buildSpatialGrid(lat, lon, 0.01);
  const known = [...cities];
  for (let a = 0; a < cities.length; a++) {
    const votes = new Map<string, number>();
    let nearest = '';
    let nearestDistance = Infinity;
    const { dLat, dLon } = metresToDegrees(fallbackRadiusMetres, lat[a]);
    forEachInBox(grid, lat[a] - dLat, lon[a] - dLon, lat[a] + dLat, lon[a] + dLon, (other) => {
      if (!known[other]) return;
      const d = distanceMetres(lat[a], lon[a], lat[other], lon[other]);
      if (d <= voteRadiusMetres) votes.set(known[other], (votes.get(known[other]) ?? 0) + 1);
      if (d < nearestDistance && d <= fallbackRadiusMetres) [nearest, nearestDistance] = [known[other], d];
    });
    let best = 0;
    for (const [city, count] of votes) if (count > best) [best, cities[a]] = [count, city];
    if (best === 0) cities[a] = nearest || known[a];
  }
}
