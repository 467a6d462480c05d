import { atom, type WritableAtom } from 'nanostores';
import type { TripRequest } from '../contract/trip-planner.ts';
import { parseIsoInZone, toIsoOffset } from '../domain/trip-time.ts';
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

const readable = (params: URLSearchParams) => params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
const journeyKey = (direction: ListPage['direction']) => (direction === 'RETURN' ? 'rjsc' : 'jsc');

function writeUrl(search: string): void {
  if (typeof history !== 'undefined') history.replaceState(history.state, '', `${location.pathname}?${search}`);
}

export function startListPage(page: ListPage): void {
  $listPage.set(page);
}

/** The query with one journey chosen (links to its details and roadmap, and the page's own URL once chosen). */
export function searchWithJourney(page: ListPage, code: string): string {
  const params = new URLSearchParams(page.search);
  params.set(journeyKey(page.direction), code);
  return readable(params);
}

export function chooseListJourney(store: WritableAtom<JourneyListState>, id: string): void {
  selectJourney(store, id);
  const page = $listPage.get();
  const journey = store.get().groups.flatMap((g) => g.journeys).find((j) => j.id === id);
  if (!page || !journey) return;
  const search = searchWithJourney(page, journey.journeySummaryCode);
  $listPage.set({ ...page, search });
  writeUrl(search);
}

/** Earlier / later: the departure (or wanted arrival) moves by `minutes`, the URL follows, the list searches again. */
export async function shiftListTime(store: WritableAtom<JourneyListState>, minutes: number, timeZone: string, call: SearchCall): Promise<void> {
  const page = $listPage.get();
  if (!page) return;
  const { request, direction } = page;
  const field = direction === 'RETURN' || !request.arrivalDateTime ? 'departureDateTime' : 'arrivalDateTime';
  const current = parseIsoInZone(request[field], timeZone);
  if (!current) return;
  const iso = toIsoOffset(current.add({ minutes }));
  const next = { ...request, [field]: iso };
  const params = new URLSearchParams(page.search);
  params.set(direction === 'RETURN' ? 'rt' : field === 'arrivalDateTime' ? 'at' : 'dt', iso);
  params.delete(journeyKey(direction));
  const search = readable(params);
  $listPage.set({ ...page, request: next, search });
  writeUrl(search);
  // The form on the page follows without clearing the list being reloaded.
  const form = $tripForm.get();
  initTripForm(direction === 'RETURN' ? { ...form, returnDateTime: iso } : { ...form, dateTime: iso }, timeZone);
  await searchJourneyList(store, next, call);
}
