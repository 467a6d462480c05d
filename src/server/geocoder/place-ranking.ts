import { bareNumber, formsOf } from '../network/places/name-forms.ts';
import { words } from '../network/places/text-normalize.ts';

/**
 * One ranked list from the network's stops and the geocoder's addresses and points of interest. Which comes first
 * depends on what the query looks like:
 * - the query is a stop's name ("Times Sq-42 St"), or every word matched a stop without a typo: stops first;
 * - a house number and a street ("350 5th Ave", "1560 Broadway"): addresses first;
 * - otherwise (a landmark, "Empire State"; a typo the stop search only half forgave): the geocoder first.
 * The side that comes second still keeps a few places near the top, so neither disappears behind a long list.
 */
export type StopMatch = 'exact' | 'full' | 'weak' | 'none';

/** Places of the other side kept among the first results, when it has any. */
const KEPT_OF_SECOND = 3;

/** Words that name a kind of street: "42 St" is a station's name, not a house number on a street. */
function isStreetType(word: string): boolean {
  return formsOf(word).some((form) =>
    [
      'street',
      'avenue',
      'road',
      'place',
      'square',
      'boulevard',
      'drive',
      'lane',
      'court',
      'parkway',
      'terrace',
    ].includes(form),
  );
}

/** "350 5th Ave", "1560 broadway", "20 W 34th St": a house number followed by a street name. */
export function isAddressQuery(text: string): boolean {
  const [first, ...rest] = words(text).map(bareNumber);
  if (!first || !/^\d+[a-z]?$/.test(first) || rest.length === 0) return false;
  return !(rest.length === 1 && isStreetType(rest[0]));
}

export function stopMatchOf(top: { exact: boolean; typos: number } | undefined): StopMatch {
  if (!top) return 'none';
  if (top.exact) return 'exact';
  return top.typos === 0 ? 'full' : 'weak';
}

export function stopsFirst(text: string, match: StopMatch): boolean {
  if (match === 'exact') return true;
  if (isAddressQuery(text)) return false;
  return match === 'full';
}

/** For a house number and a street, the geocoder's addresses before its landmarks at that address (stable otherwise). */
export function addressesFirst<T extends { kind: string }>(text: string, places: T[]): T[] {
  if (!isAddressQuery(text)) return places;
  return [...places.filter((place) => place.kind === 'address'), ...places.filter((place) => place.kind !== 'address')];
}

/** `first` in order, with up to KEPT_OF_SECOND of `second` kept within `limit`, then the rest of both. */
export function mergeRanked<T>(first: T[], second: T[], limit: number): T[] {
  const kept = Math.min(second.length, KEPT_OF_SECOND);
  const head = first.slice(0, Math.max(0, limit - kept));
  return [...head, ...second, ...first.slice(head.length)].slice(0, limit);
}
