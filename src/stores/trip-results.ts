import { atom, type WritableAtom } from 'nanostores';
import type { Journey, SearchResponse, TripRequest } from '../contract/trip-planner.ts';
import { firstJourney, findJourney } from '../domain/trip-journey-pick.ts';
import { journeyToMap, type MapJourney } from '../domain/trip-journey-map.ts';
import { $mapJourneys, $mapSelectedJourneyId } from './trip-map.ts';
import { $tripResultsRevision } from './trip-results-state.ts';

export type JourneyListStatus = 'idle' | 'loading' | 'done';

export interface JourneyListState {
  status: JourneyListStatus;
  groups: SearchResponse['groups'];
  /** Spec section 8: an empty journey result (or a failed search) sets hasError. */
  hasError: boolean;
  /** The asked date lay outside the timetable and another service day was used (stale data notice). */
  serviceDateShiftedFrom: string | null;
  serviceDate: string | null;
  selectedId: string | null;
  /** A step-free search that found nothing: the stops and lines marked not accessible that stood in the way. */
  stepFreeObstacles?: SearchResponse['stepFreeObstacles'] | null;
  /** A step-free search whose stops' operators publish no accessibility information (the preference changed nothing). */
  accessibilityNotPublished?: boolean;
}

export const IDLE_LIST: JourneyListState = {
  status: 'idle',
  groups: [],
  hasError: false,
  serviceDateShiftedFrom: null,
  serviceDate: null,
  selectedId: null,
};

export type SearchCall = (
  body: TripRequest,
  signal: AbortSignal,
) => Promise<{ ok: true; data: SearchResponse } | { ok: false; code: string }>;

/** Outbound journeys (results screen) and return journeys (returns screen) share the same list logic. */
export const $tripResults = atom<JourneyListState>(IDLE_LIST);
export const $tripReturns = atom<JourneyListState>(IDLE_LIST);
/** Spec section 2: the active view is departure or return. */
export const $tripActiveView = atom<'DEPARTURE' | 'RETURN'>('DEPARTURE');

function stateFrom(response: SearchResponse, selectedCode: string | null): JourneyListState {
  const selected = findJourney(response.groups, selectedCode) ?? firstJourney(response.groups);
  return {
    status: 'done',
    groups: response.groups,
    hasError: !response.groups.some((group) => group.journeys.length),
    serviceDateShiftedFrom: response.serviceDateShiftedFrom ?? null,
    serviceDate: response.serviceDate ?? null,
    selectedId: selected?.id ?? null,
    stepFreeObstacles: response.stepFreeObstacles ?? null,
    accessibilityNotPublished: response.accessibilityNotPublished === true,
  };
}

export function allJourneys(state: JourneyListState): Journey[] {
  return state.groups.flatMap((group) => group.journeys);
}

export function selectedJourney(state: JourneyListState): Journey | null {
  return findJourney(state.groups, state.selectedId);
}

/** The map shows the list on screen: every journey faintly, the selected one in its lines' colours. */
function showOnMap(state: JourneyListState, mapJourneys?: MapJourney[]): void {
  $mapJourneys.set(mapJourneys ?? allJourneys(state).map(journeyToMap));
  $mapSelectedJourneyId.set(state.selectedId);
}

/**
 * Fills a list from server-rendered data (the page already searched), keeping the URL's chosen journey. The server
 * hands the map's shapes apart (`mapJourneys`), the list's journeys come without them.
 */
export function hydrateJourneyList(
  store: WritableAtom<JourneyListState>,
  response: SearchResponse | null,
  selectedCode: string | null,
  mapJourneys?: MapJourney[],
): void {
  const state = response
    ? stateFrom(response, selectedCode)
    : { ...IDLE_LIST, status: 'done' as const, hasError: true };
  store.set(state);
  showOnMap(state, mapJourneys);
}

const running = new WeakMap<WritableAtom<JourneyListState>, AbortController>();

/** Runs a search; the previous one still running for the same list is aborted. */
export async function searchJourneyList(
  store: WritableAtom<JourneyListState>,
  body: TripRequest,
  call: SearchCall,
): Promise<void> {
  running.get(store)?.abort();
  const controller = new AbortController();
  running.set(store, controller);
  store.set({ ...store.get(), status: 'loading', hasError: false });
  const answer = await call(body, controller.signal);
  if (controller.signal.aborted) return;
  running.delete(store);
  const state = answer.ok ? stateFrom(answer.data, null) : { ...IDLE_LIST, status: 'done' as const, hasError: true };
  store.set(state);
  showOnMap(state);
}

export function selectJourney(store: WritableAtom<JourneyListState>, id: string): void {
  const state = store.get();
  if (!findJourney(state.groups, id)) return;
  const next = { ...state, selectedId: id };
  store.set(next);
  $mapSelectedJourneyId.set(id);
}

/** Spec section 4: changing places, type or dates clears existing results. */
$tripResultsRevision.listen(() => {
  for (const store of [$tripResults, $tripReturns]) {
    running.get(store)?.abort();
    store.set(IDLE_LIST);
  }
  $mapJourneys.set([]);
  $mapSelectedJourneyId.set(null);
});
