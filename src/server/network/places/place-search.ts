import { distanceMetres } from '../model/geo.ts';
import { bareNumber, formsOf } from './name-forms.ts';
import { typoAllowed, wordMatch } from '../../../domain/word-match.ts';
import { foldText, words } from './text-normalize.ts';
import type { TransitNetwork } from '../model/types.ts';

export type PlaceKind = 'stopArea' | 'stopPoint' | 'line';

export interface PlaceEntry {
  kind: PlaceKind;
  /** Index in the network table of its kind. */
  index: number;
  name: string;
  /** Folded display name: a query equal to it is an exact match ("1", "M15", "Canal St"). */
  key: string;
  /** Folded words, ordinals bare ("42nd" → "42"). */
  words: string[];
  /** Per word, the forms a query word may match: the word and its full forms ("sq" → sq, square). */
  forms: string[][];
  /** 2 a station (an area served by subway, rail or tram), 1 a bus stop area or a line, 0 a stop point. */
  tier: number;
  /** The stop area it belongs to (itself for an area), -1 for a line: stop points collapse into their area. */
  area: number;
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
  /** The query equals the name (folded). */
  exact: boolean;
  /** Sum over query words of how well each matched (3 exact, 2 prefix, 1 typo). */
  quality: number;
  /** Query words that matched only with a typo. */
  typos: number;
  /** The name starts with the query's first word; the name has no extra words. */
  bonus: number;
  distance?: number;
  /** Entries collapsed into this one: same name close by (both sides of a street), or stop points of this area. */
  merged?: PlaceEntry[];
}

const HEAVY = new Set(['metro', 'rail', 'monorail', 'tram']);
/** Entries with the same name closer than this are one place to a traveller (the stops on both sides of a street). */
export const COLLAPSE_RADIUS_M = 600;
/** At most this many words of a query may carry a typo ("Tims Sqare": two). */
const MAX_TYPOS = 2;

/** Matching words of a text: folded, ordinals bare. */
function matchWords(text: string): string[] {
  return words(text).map(bareNumber);
}

function entryText(name: string, extraWords: string[] = []): Pick<PlaceEntry, 'key' | 'words' | 'forms'> {
  const nameWords = [...new Set([...matchWords(name), ...extraWords])];
  return { key: matchWords(name).join(' '), words: nameWords, forms: nameWords.map(formsOf) };
}
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
    let station = false;
    for (const route of served) {
      importance += weightOf(route);
      station ||= HEAVY.has(routes.modes[route]);
    }
    const name = stopAreas.names[a];
    entries.push({
      kind: 'stopArea',
      index: a,
      name,
      ...entryText(name),
      tier: station ? 2 : 1,
      area: a,
      importance,
      lat: stopAreas.lat[a],
      lon: stopAreas.lon[a],
    });
  }
  for (let s = 0; s < stops.count; s++) {
    const area = stops.area[s];
    // A stop point named like its area ("LIVINGSTON ST / NEVINS ST" in "LIVINGSTON ST/NEVINS ST") would be a duplicate.
    if (foldText(stops.names[s]) === foldText(stopAreas.names[area])) continue;
    entries.push({
      kind: 'stopPoint',
      index: s,
      name: stops.names[s],
      ...entryText(stops.names[s]),
      tier: 0,
      area,
      importance: 0,
      lat: stops.lat[s],
      lon: stops.lon[s],
    });
  }
  for (let r = 0; r < routes.count; r++) {
    const name = routes.shortNames[r] || routes.longNames[r];
    const patterns = lookup.routePatterns[r];
    if (!patterns.length) continue;
    const p = patterns[0];
    const mid =
      network.patterns.stops[
        network.patterns.stopStart[p] + ((network.patterns.stopStart[p + 1] - network.patterns.stopStart[p]) >> 1)
      ];
    entries.push({
      kind: 'line',
      index: r,
      name,
      ...entryText(name, matchWords(routes.longNames[r])),
      // A line ranks by how well its names match, not above the stations it serves: only an exact name wins.
      tier: 1,
      area: -1,
      importance: weightOf(r),
      lat: stops.lat[mid],
      lon: stops.lon[mid],
    });
  }
  const byWord = new Map<string, number[]>();
  entries.forEach((entry, e) => {
    for (const word of new Set(entry.forms.flat())) {
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
  for (
    let w = lowerBound(index.vocabulary, query);
    w < index.vocabulary.length && index.vocabulary[w].startsWith(query);
    w++
  ) {
    count += index.postings[w].length;
  }
  return count;
}

/**
 * Calls `visit` once per entry having a word that starts with `query`, or (4+ letters) is one typo away from it.
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
  for (
    let w = lowerBound(index.vocabulary, query);
    w < index.vocabulary.length && index.vocabulary[w].startsWith(query);
    w++
  )
    add(w);
  if (typoAllowed(query)) {
    for (let w = 0; w < index.vocabulary.length; w++) {
      const word = index.vocabulary[w];
      if (
        word.length >= query.length - 1 &&
        word[0] === query[0] &&
        !word.startsWith(query) &&
        wordMatch(query, word) === 1
      )
        add(w);
    }
  }
}

/**
 * How an entry matches: each query word takes the best-matching unused name word (any of its forms); undefined when
 * one finds none or more than two words needed a typo.
 */
function matchOf(
  queryWords: string[],
  queryKey: string,
  entry: PlaceEntry,
): Omit<PlaceHit, 'entry' | 'distance'> | undefined {
  let used = 0;
  let quality = 0;
  let typos = 0;
  const considered = Math.min(entry.forms.length, 30); // `used` is a 32-bit mask of matched name words
  for (const q of queryWords) {
    let best = 0;
    let bestAt = -1;
    for (let i = 0; i < considered && best < 3; i++) {
      if (used & (1 << i)) continue;
      for (const form of entry.forms[i]) {
        const score = wordMatch(q, form);
        if (score > best) [best, bestAt] = [score, i];
      }
    }
    if (!best) return undefined;
    if (best === 1 && ++typos > MAX_TYPOS) return undefined;
    used |= 1 << bestAt;
    quality += best;
  }
  // Names that start with the query, and names with no extra words, read as better answers.
  const bonus = (used & 1 ? 1 : 0) + (entry.words.length === queryWords.length ? 1 : 0);
  return { exact: queryKey === entry.key, quality, typos, bonus };
}

export interface PlaceSearchOptions {
  limit?: number;
  near?: { lat: number; lon: number };
  kinds?: PlaceKind[];
}

/**
 * Case-, accent- and punctuation-insensitive word-prefix search that knows street abbreviations ("square" finds "Sq")
 * and ordinals ("42nd" finds "42"), and forgives one typo in words of 4+ letters, in up to two words ("Tims Sqare").
 * Ranked: exact name, then match quality, then stations before bus stops and lines, then the name starting with the
 * query, importance (lines served), distance to `near`, name. The same name close by and the stop points of a listed
 * area collapse into one entry (`merged`). An empty query finds nothing.
 */
export function searchPlaces(index: PlaceIndex, query: string, options: PlaceSearchOptions = {}): PlaceHit[] {
  const queryWords = matchWords(query);
  if (queryWords.length === 0) return [];
  const queryKey = queryWords.join(' ');
  // Only the rarest query word's candidates are gathered; matchOf() then checks every word on each of them.
  const rarest = queryWords
    .map((word) => ({ word, count: prefixPostingCount(index, word) }))
    .sort((a, b) => a.count - b.count || b.word.length - a.word.length)[0].word;
  // Keep only the best hits, in order, by insertion: common words ("st") have thousands of candidates and a full sort
  // of them cost several milliseconds. Room is kept for the duplicates that collapse afterwards.
  const limit = options.limit ?? 20;
  const room = limit * 3;
  const best: PlaceHit[] = [];
  forEachCandidate(index, rarest, (e) => {
    const entry = index.entries[e];
    if (options.kinds && !options.kinds.includes(entry.kind)) return;
    const match = matchOf(queryWords, queryKey, entry);
    if (!match) return;
    const hit: PlaceHit = { entry, ...match };
    if (options.near) hit.distance = distanceMetres(options.near.lat, options.near.lon, entry.lat, entry.lon);
    if (best.length === room && compareHits(hit, best[room - 1]) >= 0) return;
    let at = best.length;
    while (at > 0 && compareHits(hit, best[at - 1]) < 0) at--;
    best.splice(at, 0, hit);
    if (best.length > room) best.pop();
  });
  return collapse(best).slice(0, limit);
}

/** One entry per place: a stop point joins its area when listed, and the same name close by joins the better one. */
function collapse(hits: PlaceHit[]): PlaceHit[] {
  const kept: PlaceHit[] = [];
  const byArea = new Map<number, PlaceHit>();
  const byKey = new Map<string, PlaceHit[]>();
  for (const hit of hits) {
    const { entry } = hit;
    if (entry.kind !== 'line') {
      const sameArea = byArea.get(entry.area);
      const sameName = byKey
        .get(entry.key)
        ?.find((other) => distanceMetres(other.entry.lat, other.entry.lon, entry.lat, entry.lon) < COLLAPSE_RADIUS_M);
      const into = sameArea ?? sameName;
      if (into) {
        (into.merged ??= []).push(entry);
        byArea.set(entry.area, into);
        continue;
      }
      byArea.set(entry.area, hit);
      const list = byKey.get(entry.key);
      if (list) list.push(hit);
      else byKey.set(entry.key, [hit]);
    }
    kept.push(hit);
  }
  return kept;
}

function compareHits(a: PlaceHit, b: PlaceHit): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    b.quality - a.quality ||
    b.entry.tier - a.entry.tier ||
    b.bonus - a.bonus ||
    b.entry.importance - a.entry.importance ||
    (a.distance ?? 0) - (b.distance ?? 0) ||
    (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0)
  );
}
