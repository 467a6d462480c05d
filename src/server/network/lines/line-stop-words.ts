import { filterWords } from '../../../domain/line-filter.ts';
import type { TransitNetwork } from '../model/types.ts';

const cache = new WeakMap<TransitNetwork, Record<string, string>>();

/**
 * What the line list filter matches stops against: per line id, the distinct words of its stop areas' names ("jamaica
 * center parsons archer …"). Words, not names: a bus line stops at dozens of "JAMAICA AV/…" corners, and the list of
 * every line's words is a third of the names' size. Computed once per loaded network.
 */
export function lineStopWords(network: TransitNetwork): Record<string, string> {
  let words = cache.get(network);
  if (!words) {
    words = {};
    const { patterns, stops, stopAreas, lookup, routes } = network;
    for (let route = 0; route < routes.count; route++) {
      if (lookup.routePatterns[route].length === 0) continue;
      const areas = new Set<number>();
      for (const pattern of lookup.routePatterns[route]) {
        for (let k = patterns.stopStart[pattern]; k < patterns.stopStart[pattern + 1]; k++)
          areas.add(stops.area[patterns.stops[k]]);
      }
      const seen = new Set<string>();
      for (const area of areas) for (const word of filterWords(stopAreas.names[area])) seen.add(word);
      words[routes.ids[route]] = [...seen].join(' ');
    }
    cache.set(network, words);
  }
  return words;
}
