import { atom, type ReadableAtom } from 'nanostores';
import { normalizePlace, type PlaceSearchResult, type TripPlace } from '../domain/trip-place.ts';

export interface PlaceSearchState {
  query: string;
  results: TripPlace[];
  loading: boolean;
  /** Set when the last search failed, cleared by the next success (spec section 4). */
  loadingError: boolean;
  /** The credit the geocoder's data licences ask for, when its places are among the results. */
  attribution?: PlaceAttribution;
}

export interface PlaceAttribution {
  text: string;
  url?: string;
}

export type PlaceSearchAnswer =
  | { ok: true; data: PlaceSearchResult[]; attribution?: PlaceAttribution }
  | { ok: false; code: string };
export type SearchPlaces = (query: string, signal: AbortSignal) => Promise<PlaceSearchAnswer>;

export interface PlaceSearch {
  $state: ReadableAtom<PlaceSearchState>;
  setQuery(query: string): void;
  cancel(): void;
}

const EMPTY: PlaceSearchState = { query: '', results: [], loading: false, loadingError: false };

/**
 * One combobox's search: debounced, and each new query aborts the request still running for the previous one,
 * so results never arrive out of order.
 */
export function createPlaceSearch(search: SearchPlaces, debounceMs = 250): PlaceSearch {
  const $state = atom<PlaceSearchState>(EMPTY);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  function cancel(): void {
    clearTimeout(timer);
    controller?.abort();
    controller = undefined;
  }

  async function run(query: string): Promise<void> {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    const answer = await search(query, mine.signal);
    if (mine.signal.aborted || controller !== mine) return;
    controller = undefined;
    if (answer.ok) {
      $state.set({
        query,
        results: answer.data.map(normalizePlace),
        loading: false,
        loadingError: false,
        ...(answer.attribution ? { attribution: answer.attribution } : {}),
      });
    } else $state.set({ ...$state.get(), loading: false, loadingError: answer.code !== 'aborted' });
  }

  function setQuery(query: string): void {
    cancel();
    if (!query.trim()) {
      $state.set({ ...EMPTY, loadingError: $state.get().loadingError });
      return;
    }
    $state.set({ ...$state.get(), query, loading: true });
    timer = setTimeout(() => void run(query.trim()), debounceMs);
  }

  return { $state, setQuery, cancel };
}
