import { distanceMetres } from './geo.ts';
import { wordMatch } from './text-match.ts';
import { foldText, words } from './text-normalize.ts';
import type { TransitNetwork } from './types.ts';

export type PlaceKind = 'stopArea' | 'stopPoint' | 'line';

export interface PlaceEntry {
  kind: PlaceKind;
  /** Index in the network table of its kind. */
  index: number;
  name: string;
  /** Folded display name: a query equal to it is an exact match ("1", "M15", "Canal St"). */
  key: string;
  words: string[];
  /** Lines served (heavy modes count triple): the tie-breaker after match quality. */
  importance: number;
  lat: number;
  lon: number;
}

export interface PlaceIndex {
  entries: PlaceEntry[];
  /** Distinct folded words, sorted, and for each the entries containing it. */
  vocabulary: string[];
  postings: Uint32Array[];
  /** Scratch for de-duplicating candidates: seen[e] === stamp when entry e was visited by the current search. */
  seen: Uint32Array;
  stamp: number;
}

export interface PlaceHit {
  entry: PlaceEntry;
  quality: number;
  distance?: number;
}

const HEAVY = new Set(['metro', 'rail', 'monorail', 'tram']);
const cache = new WeakMap<TransitNetwork, PlaceIndex>();

/** The search index of a network: stop areas, stop points named unlike their area, and lines. Built once, on first use. */
export function placeIndexOf(network: TransitNetwork): PlaceIndex {
  let index = cache.get(network);
  if (!index) {
    index = buildPlaceIndex(network);
    cache.set(network, index);
  }
  return index;
}

function buildPlaceIndex(network: TransitNetwork): PlaceIndex {
  const { stopAreas, stops, routes, lookup } = network;
  const entries: PlaceEntry[] = [];
  const weightOf = (route: number) => (HEAVY.has(routes.modes[route]) ? 3 : 1);
  for (let a = 0; a < stopAreas.count; a++) {
    const served = lookup.areaRoutes[a];
    if (served.length === 0) continue;
    let importance = 0;
    for (const route of served) importance += weightOf(route);
    entries.push({ kind: 'stopArea', index: a, name: stopAreas.names[a], key: foldText(stopAreas.names[a]), words: words(stopAreas.names[a]), importance, lat: stopAreas.lat[a], lon: stopAreas.lon[a] });
  }
  for (let s = 0; s < stops.count; s++) {
    if (stops.names[s] === stopAreas.names[stops.area[s]]) continue;
    entries.push({ kind: 'stopPoint', index: s, name: stops.names[s], key: foldText(stops.names[s]), words: words(stops.names[s]), importance: 0, lat: stops.lat[s], lon: stops.lon[s] });
  }
  for (let r = 0; r < routes.count; r++) {
    const name = routes.shortNames[r] || routes.longNames[r];
    const patterns = lookup.routePatterns[r];
    if (!patterns.length) continue;
    const p = patterns[0];
    const mid = network.patterns.stops[network.patterns.stopStart[p] + ((network.patterns.stopStart[p + 1] - network.patterns.stopStart[p]) >> 1)];
    entries.push({
      kind: 'line',
      index: r,
      name,
      key: foldText(name),
      words: [...new Set([...words(routes.shortNames[r]), ...words(routes.longNames[r])])],
      // A line ranks by how well its names match, not above the stations it serves: only an exact name wins (quality).
      importance: weightOf(r),
      lat: stops.lat[mid],
      lon: stops.lon[mid],
    });
  }
  const byWord = new Map<string, number[]>();
  entries.forEach((entry, e) => {
    for (const word of new Set(entry.words)) {
      const list = byWord.get(word);
      if (list) list.push(e);
      else byWord.set(word, [e]);
    }
  });
  const vocabulary = [...byWord.keys()].sort();
  return {
    entries,
    vocabulary,
    postings: vocabulary.map((word) => Uint32Array.from(byWord.get(word)!)),
    seen: new Uint32Array(entries.length),
    stamp: 0,
  };
}

function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function prefixPostingCount(index: PlaceIndex, query: string): number {
  let count = 0;
  for (let w = lowerBound(index.vocabulary, query); w < index.vocabulary.length && index.vocabulary[w].startsWith(query); w++) {
    count += index.postings[w].length;
  }
  return count;
}

/**
 * Calls `visit` once per entry having a word that starts with `query`, or (5+ letters) is one typo away from it.
 * Duplicates are skipped with a stamp per entry (searches run synchronously, so one stamp array serves them all).
 */
function forEachCandidate(index: PlaceIndex, query: string, visit: (entry: number) => void): void {
  const stamp = ++index.stamp;
  const add = (w: number) => {
    for (const e of index.postings[w]) {
      if (index.seen[e] === stamp) continue;
      index.seen[e] = stamp;
      visit(e);
    }
  };
  for (let w = lowerBound(index.vocabulary, query); w < index.vocabulary.length && index.vocabulary[w].startsWith(query); w++) add(w);
  if (query.length >= 5) {
    for (let w = 0; w < index.vocabulary.length; w++) {
      const word = index.vocabulary[w];
      if (word.length >= query.length - 1 && word[0] === query[0] && !word.startsWith(query) && wordMatch(query, word) === 1) add(w);
    }
  }
}

/** Match quality of an entry: each query word takes the best-matching unused name word; 0 when one finds none. */
function quality(queryWords: string[], queryKey: string, entry: PlaceEntry): number {
  let used = 0;
  let total = 0;
  const nameWords = entry.words;
  const considered = Math.min(nameWords.length, 30); // `used` is a 32-bit mask of matched name words
  for (const q of queryWords) {
    let best = 0;
    let bestAt = -1;
    for (let i = 0; i < considered && best < 3; i++) {
      if (used & (1 << i)) continue;
      const score = wordMatch(q, nameWords[i]);
      if (score > best) [best, bestAt] = [score, i];
    }
    if (!best) return 0;
    used |= 1 << bestAt;
    total += best;
  }
  // Names that start with the query, and names with no extra words, read as better answers.
  if (used & 1) total += 1;
  if (entry.words.length === queryWords.length) total += 1;
  if (queryKey === entry.key) total += 2;
  return total;
}

export interface PlaceSearchOptions {
  limit?: number;
  near?: { lat: number; lon: number };
  kinds?: PlaceKind[];
}

/**
 * Case-, accent- and punctuation-insensitive word-prefix search with one typo allowed in 5+ letter words; ranked by
 * match quality, then importance (lines served), then distance to `near`, then name. An empty query finds nothing.
 */
export function searchPlaces(index: PlaceIndex, query: string, options: PlaceSearchOptions = {}): PlaceHit[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  const queryKey = queryWords.join(' ');
  // Only the rarest query word's candidates are gathered; quality() then checks every word on each of them.
  const rarest = queryWords
    .map((word) => ({ word, count: prefixPostingCount(index, word) }))
    .sort((a, b) => a.count - b.count || b.word.length - a.word.length)[0].word;
  // Keep only the best `limit` hits, in order, by insertion: common words ("st") have thousands of candidates and a
  // full sort of them cost several milliseconds.
  const limit = options.limit ?? 20;
  const best: PlaceHit[] = [];
  forEachCandidate(index, rarest, (e) => {
    const entry = index.entries[e];
    if (options.kinds && !options.kinds.includes(entry.kind)) return;
    const q = quality(queryWords, queryKey, entry);
    if (q === 0) return;
    const hit: PlaceHit = { entry, quality: q };
    if (options.near) hit.distance = distanceMetres(options.near.lat, options.near.lon, entry.lat, entry.lon);
    if (best.length === limit && compareHits(hit, best[limit - 1]) >= 0) return;
    let at = best.length;
    while (at > 0 && compareHits(hit, best[at - 1]) < 0) at--;
    best.splice(at, 0, hit);
    if (best.length > limit) best.pop();
  });
  return best;
}

function compareHits(a: PlaceHit, b: PlaceHit): number {
  return (
    b.quality - a.quality ||
    b.entry.importance - a.entry.importance ||
    (a.distance ?? 0) - (b.distance ?? 0) ||
    (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0)
  );
}
