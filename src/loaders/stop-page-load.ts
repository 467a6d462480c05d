import type { BffClient } from '../bff-client/bff-fetch.ts';
import { loadPlaceDetail } from '../bff-client/place-details.ts';
import { loadServiceAlerts } from '../bff-client/service-alerts.ts';
import type { ServiceAlert } from '../contract/alerts.ts';
import type { PointDetail } from '../contract/proximity.ts';
import { StopBoardResponse, StopTimetableResponse } from '../contract/stop-board.ts';
import { StopPageQuery } from '../contract/stop-page-query.ts';
import type { StopPageType } from '../domain/stop-page.ts';
import { localDateTime } from '../domain/departure-board.ts';
import { startAfter } from '../domain/board-paging.ts';
import { repeatedParam } from '../contract/repeated-param.ts';

/** Departures per line × direction on the board. */
export const BOARD_LIMIT = 3;

export interface StopPageData {
  detail: PointDetail;
  query: StopPageQuery;
  /** The query held a malformed value: it was ignored and the page says so. */
  queryInvalid: boolean;
  /** Null when the board could not load (the rest of the page still shows). */
  board: StopBoardResponse | null;
  /** Set when a line × direction is asked for; null when it could not load. */
  timetable: StopTimetableResponse | null | undefined;
  /** The board follows the clock (no date or time chosen): it refreshes in the browser. */
  live: boolean;
  /** Service alerts in force about this stop or its lines ([] when none or unavailable). */
  alerts: ServiceAlert[];
}

export type StopPageLoad =
  | { status: 'found'; data: StopPageData }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

const STOP_PAGE_PARAMS = ['date', 'time', 'line', 'direction', 'after', 'before', 'lines'];

export function readStopPageQuery(url: URL): { query: StopPageQuery; invalid: boolean } {
  if (repeatedParam(url.searchParams, STOP_PAGE_PARAMS)) return { query: {}, invalid: true };
  const raw = Object.fromEntries([...url.searchParams].filter(([key]) => STOP_PAGE_PARAMS.includes(key)));
  const parsed = StopPageQuery.safeParse(raw);
  return parsed.success ? { query: parsed.data, invalid: false } : { query: {}, invalid: true };
}

/** Everything the stop page shows, read through the BFF contract: details (two sources), the board, a timetable. */
export async function loadStopPage(
  client: BffClient,
  type: StopPageType,
  id: string,
  url: URL,
  timeZone: string,
  lang: string,
): Promise<StopPageLoad> {
  const { query, invalid } = readStopPageQuery(url);
  const base = `/api/v1/stopBoards/${type}/${encodeURIComponent(id)}`;
  // A date alone starts at its first minute; a time alone means today, both in the network zone (the API reads a
  // zone-less date-time there).
  const boardTime =
    query.date || query.time
      ? `${query.date ?? localDateTime(Date.now(), timeZone).date}T${query.time ?? '00:00'}`
      : undefined;
  // A page of departures (earlier / later) wins over a date and time: its links carry only the cursor.
  const boardWindow = query.before
    ? { beforeDatetime: query.before }
    : { fromDatetime: query.after ? startAfter(query.after) : boardTime };
  const [place, board, timetable, alerts] = await Promise.all([
    loadPlaceDetail(client, type, id),
    client.request(base, StopBoardResponse, { query: { limit: BOARD_LIMIT, ...boardWindow }, timeoutMs: 5000 }),
    query.line && query.direction
      ? client.request(`${base}/timetable`, StopTimetableResponse, {
          query: { line: query.line, direction: query.direction, date: query.date },
          timeoutMs: 5000,
        })
      : Promise.resolve(undefined),
    loadServiceAlerts(client, { [type]: id, lang }),
  ]);
  if (place.status !== 'found') return place;
  return {
    status: 'found',
    data: {
      detail: place.detail,
      query,
      queryInvalid: invalid,
      board: board.ok ? board.data : null,
      timetable: timetable === undefined ? undefined : timetable.ok ? timetable.data : null,
      live: !query.date && !query.time && !query.after && !query.before,
      alerts,
    },
  };
}
