import type { TripPlace } from './trip-place.ts';

/**
 * Which place a typed text means, when the traveller could not pick one from the suggestions (the trip form sent
 * without JavaScript). The list is the place search's own answer, already ranked by it (exact name, match quality,
 * station before bus stop, lines served): the rule only decides when its first place can be taken on trust.
 */
export type PlacePick =
  /** Nothing typed. */
  | { kind: 'missing' }
  /** The place search found nothing for the text. */
  | { kind: 'unknown'; text: string }
  /** Several places carry the first one's name (five "86 St" stations): the traveller must say which. */
  | { kind: 'ambiguous'; text: string; candidates: TripPlace[] }
  /** The first place of the list. */
  | { kind: 'picked'; text: string; place: TripPlace }
  /** The place the form already held (drawn from a search link), its name left as it was. */
  | { kind: 'kept'; text: string; place: TripPlace };

/** How many places an ambiguous text offers to choose from (the search's first ones). */
export const MAX_CANDIDATES = 6;

/** Case, accents and spacing do not make two names different to a traveller ("86 st" is "86 St"). */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The form's text still names the place it held: the field was left as drawn, so no search is needed. */
export function keepsPlace(text: string, held: TripPlace | null): held is TripPlace {
  return !!held && text.trim() !== '' && text.trim() === held.displayName.trim();
}

/**
 * The place a text names. `held` is the place the form was drawn with (its hidden fields), `found` the place search's
 * answer for the text (places a journey can start at: lines already left out). Same name for two places of the list
 * is ambiguous enough to matter: the stations differ by lines and borough, and a journey from the wrong one is wrong.
 * A merely loose match (the first of several different names) is taken and said on the results, with a way to change it.
 */
export function pickPlace(text: string, held: TripPlace | null, found: readonly TripPlace[]): PlacePick {
  const typed = text.trim();
  if (typed === '') return { kind: 'missing' };
  if (keepsPlace(typed, held)) return { kind: 'kept', text: typed, place: held };
  const [first] = found;
  if (!first) return { kind: 'unknown', text: typed };
  const name = foldName(first.name);
  const namesakes = found.filter((place) => foldName(place.name) === name);
  if (namesakes.length > 1) return { kind: 'ambiguous', text: typed, candidates: found.slice(0, MAX_CANDIDATES) };
  return { kind: 'picked', text: typed, place: first };
}
