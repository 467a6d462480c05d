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
  /**
   * Several places match the text as well as the first one does: they carry its name (five "86 St" stations), or the
   * text names each equally ("jamaica": Jamaica Center, Jamaica-179 St, Jamaica-Van Wyck). The traveller must say which.
   */
  | { kind: 'ambiguous'; text: string; candidates: TripPlace[] }
  /** The first place of the list. */
  | { kind: 'picked'; text: string; place: TripPlace }
  /** The place the form already held (drawn from a search link), its name left as it was. */
  | { kind: 'kept'; text: string; place: TripPlace };

/** A place of the search's answer and the modes of the lines serving it (the search lists train stations first). */
export interface FoundPlace {
  place: TripPlace;
  modes?: readonly string[];
}

/** Modes on the road: a stop served only by these is a bus stop, ranked after the stations by the place search. */
const ROAD_MODES = new Set(['bus', 'trolleybus', 'coach']);

/** Station (a train stops there) or stop (buses only, or nothing known): the search never weighs one against the other. */
function stationOrStop(found: FoundPlace): 'station' | 'stop' {
  return (found.modes ?? []).some((mode) => !ROAD_MODES.has(mode)) ? 'station' : 'stop';
}

/** The words of a name as a traveller reads them ("Jamaica-179 St" → jamaica, 179, st). */
function nameWords(text: string): string[] {
  return foldName(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * How plainly a name answers the typed words: 3 the name itself, 2 the name begins with them, 1 it holds each as a
 * whole word, 0 looser (a word's beginning, a typo: the search found it, but the text does not name it).
 */
export function nameMatch(text: string, name: string): number {
  const typed = nameWords(text);
  const words = nameWords(name);
  if (typed.length === 0) return 0;
  if (typed.join(' ') === words.join(' ')) return 3;
  if (!typed.every((word) => words.includes(word))) return 0;
  return typed.every((word, i) => words[i] === word) ? 2 : 1;
}

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
 * answer for the text, in its order (places a journey can start at: lines already left out). The first place is taken
 * when nothing else of its kind (station or bus stop, as the search ranks them) answers the text as plainly: "wall st"
 * is Wall St, not WATER ST/WALL ST; "union sq" is 14 St-Union Sq. Otherwise the traveller chooses among those that
 * do, namesakes of any kind included: the stations differ by lines and borough, and a journey from the wrong one is
 * wrong. A loose first match ("tims sqare") is taken and said on the results, with a way to change it.
 */
export function pickPlace(text: string, held: TripPlace | null, found: readonly FoundPlace[]): PlacePick {
  const typed = text.trim();
  if (typed === '') return { kind: 'missing' };
  if (keepsPlace(typed, held)) return { kind: 'kept', text: typed, place: held };
  const [first] = found;
  if (!first) return { kind: 'unknown', text: typed };
  const name = foldName(first.place.name);
  const strength = nameMatch(typed, first.place.name);
  const kind = stationOrStop(first);
  const rivals = found.filter(
    (other) =>
      foldName(other.place.name) === name ||
      (strength > 0 && stationOrStop(other) === kind && nameMatch(typed, other.place.name) >= strength),
  );
  if (rivals.length > 1)
    return { kind: 'ambiguous', text: typed, candidates: rivals.slice(0, MAX_CANDIDATES).map((other) => other.place) };
  return { kind: 'picked', text: typed, place: first.place };
}
