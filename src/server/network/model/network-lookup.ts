import type { NetworkData, TransitNetwork } from './types.ts';

const indexOf = (ids: string[]) => new Map(ids.map((id, index) => [id, index]));

/**
 * Adds the derived lookups (id maps, routes serving each area, patterns per route) to compiled or loaded network data.
 */
export function indexNetwork(data: NetworkData): TransitNetwork {
  const { stopAreas, stopPatterns, patterns, stops, routes } = data;
  const areaRoutes: Uint32Array[] = [];
  for (let a = 0; a < stopAreas.count; a++) {
    const served = new Set<number>();
    for (let k = stopAreas.stopStart[a]; k < stopAreas.stopStart[a + 1]; k++) {
      const s = stopAreas.stops[k];
      for (let j = stopPatterns.start[s]; j < stopPatterns.start[s + 1]; j++) {
        const pattern = stopPatterns.pattern[j];
        // A timing point the line passes without letting anyone on or off is not a stop of that line.
        const at = patterns.stopStart[pattern] + stopPatterns.position[j];
        if (patterns.pickup[at] === 1 && patterns.dropOff[at] === 1) continue;
        served.add(patterns.route[pattern]);
      }
    }
    areaRoutes.push(Uint32Array.from([...served].sort((x, y) => x - y)));
  }
  const byRoute: number[][] = Array.from({ length: routes.count }, () => []);
  for (let p = 0; p < patterns.count; p++) byRoute[patterns.route[p]].push(p);
  // The trip map (250k ids for NYC) is built on first use only: most requests never look a trip up by id.
  let tripIndex: Map<string, number> | undefined;
  return {
    ...data,
    lookup: {
      stop: indexOf(stops.ids),
      area: new Map([
        ...indexOf(stopAreas.ids),
        ...stopAreas.aliasIds.map((id, k) => [id, stopAreas.aliasArea[k]] as const),
      ]),
      route: indexOf(routes.ids),
      get trip() {
        tripIndex ??= indexOf(data.trips.ids);
        return tripIndex;
      },
      service: indexOf(data.services.ids),
      areaRoutes,
      routePatterns: byRoute.map((list) => Uint32Array.from(list)),
    },
  };
}
