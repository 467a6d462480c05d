import { atom, type WritableAtom } from 'nanostores';
import type { TripRequest } from '../contract/trip-planner.ts';
import { listJourneyKey, readableQuery, shiftListSearch } from '../domain/trip-list-shift.ts';
import { $tripForm, initTripForm } from './trip-form.ts';
import { searchJourneyList, selectJourney, type JourneyListState, type SearchCall } from './trip-results.ts';

/**
 * The results or returns list keeps its URL the truth of what is on screen: earlier / later rewrite the time, choosing
 * a journey writes its code (jsc, or rjsc for the way back), so a reload or a shared link shows the same answer.
 */
export interface ListPage {
  direction: 'DEPARTURE' | 'RETURN';
  /** Query string (without '?'). */
  search: string;
  request: TripRequest;
}

export const $listPage = atom<ListPage | null>(null);

function writeUrl(search: string): void {
  if (typeof history !== 'undefined') history.replaceState(history.state, '', `${location.pathname}?${search}`);
}

export function startListPage(page: ListPage): void {
  $listPage.set(page);
}

/** The query with one journey chosen (links to its details and roadmap, and the page's own URL once chosen). */
export function searchWithJourney(page: ListPage, code: string): string {
  const params = new URLSearchParams(page.search);
  params.set(listJourneyKey(page.direction), code);
  return readableQuery(params);
}

export function chooseListJourney(store: WritableAtom<JourneyListState>, id: string): void {
  selectJourney(store, id);
  const page = $listPage.get();
  const journey = store
    .get()
    .groups.flatMap((g) => g.journeys)
    .find((j) => j.id === id);
  if (!page || !journey) return;
  const search = searchWithJourney(page, journey.journeySummaryCode);
  $listPage.set({ ...page, search });
  writeUrl(search);
}

/** Earlier / later: the departure (or wanted arrival) moves by `minutes`, the URL follows, the list searches again. */
export async function shiftListTime(
  store: WritableAtom<JourneyListState>,
  minutes: number,
  timeZone: string,
  call: SearchCall,
): Promise<void> {
  const page = $listPage.get();
  if (!page) return;
  const { direction } = page;
  const shifted = shiftListSearch(page.search, page.request, direction, minutes, timeZone);
  if (!shifted) return;
  const { request: next, search, iso } = shifted;
  $listPage.set({ ...page, request: next, search });
  writeUrl(search);
  // The form on the page follows without clearing the list being reloaded.
  const form = $tripForm.get();
  initTripForm(direction === 'RETURN' ? { ...form, returnDateTime: iso } : { ...form, dateTime: iso }, timeZone);
  await searchJourneyList(store, next, call);
}
