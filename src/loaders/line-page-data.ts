import type { TFunction } from '../i18n/index.ts';
import type { LineTimetableResponse, LineWeekResponse } from '../contract/lines.ts';
import type { AstroLikeContext } from '../bff-client/ssr-bff.ts';
import { ssrBffFor } from '../bff-client/ssr-bff.ts';
import { LineTimetableAnswer, LineWeekAnswer } from '../bff-client/line-answer-outlines.ts';
import { LinePageQuery } from '../contract/schedules-pages.ts';
import { repeatedParam, repeatedParamProblem } from '../contract/repeated-param.ts';
import { badRequestDetail, type QueryProblem } from '../domain/bad-request-detail.ts';
import { networkNow } from '../domain/line-page-dates.ts';
import { buildGrid, type GridView } from '../domain/timetable-grid.ts';
import { loadServiceAlerts } from '../bff-client/service-alerts.ts';
import type { ServiceAlert } from '../contract/alerts.ts';

/** Lines longer than this open on the timing points (the rest stay one link away). */
export const ALL_STOPS_UP_TO = 40;

export type LinePageData =
  | {
      kind: 'ok';
      state: LinePageQuery;
      timetable: LineTimetableResponse;
      mode: LineTimetableResponse['line']['mode'];
      today: string;
      stopsMode: 'all' | 'timing';
      grid: GridView | null;
      /** Paper's copy of the day view: the whole day, every trip; null when the screen shows exactly that. */
      printGrid: GridView | null;
      week: LineWeekResponse | null;
      /** Service alerts in force about the line ([] when none or unavailable). */
      alerts: ServiceAlert[];
    }
  | { kind: 'not-found' }
  | { kind: 'bad-request'; problem: QueryProblem }
  | { kind: 'unavailable' };

/** The API names the parameter it refused first ('date: not a calendar date: …'): the page names it in its language. */
function apiQueryProblem(message: string): QueryProblem {
  const named = /^(\w+): (.+)$/s.exec(message);
  return named ? { param: named[1], message, reason: 'invalid', rule: named[2] } : { param: '', message };
}

/** Everything the line page shows, through the BFF contract (in-process in embedded mode). */
export async function loadLinePage(
  context: AstroLikeContext & { url: URL },
  lineId: string,
  lang: string,
): Promise<LinePageData> {
  const repeated = repeatedParam(context.url.searchParams, Object.keys(LinePageQuery.shape));
  if (repeated) return { kind: 'bad-request', problem: repeatedParamProblem(repeated.name, repeated.count) };
  const parsed = LinePageQuery.safeParse(Object.fromEntries(context.url.searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const param = issue.path.join('.');
    return {
      kind: 'bad-request',
      problem: { param, message: `${param} ${issue.message}`, reason: 'invalid', rule: issue.message },
    };
  }
  const state = parsed.data;
  const api = ssrBffFor(context);
  const id = encodeURIComponent(lineId);
  const query = new URLSearchParams();
  if (state.direction) query.set('direction', state.direction);
  if (state.date) query.set('date', state.date);
  // Alerts first: the embedded timetable build holds the event loop, and a cheap call queued behind it could time out.
  const [alerts, timetable, week] = await Promise.all([
    loadServiceAlerts(api, { line: lineId, lang }),
    api.request(`/api/v1/lines/${id}/timetable?${query}`, LineTimetableAnswer, { timeoutMs: 8000 }),
    state.view === 'week'
      ? api.request(`/api/v1/lines/${id}/week?${query}`, LineWeekAnswer, { timeoutMs: 8000 })
      : null,
  ]);
  if (!timetable.ok) {
    if (timetable.status === 404) return { kind: 'not-found' };
    if (timetable.status === 400) return { kind: 'bad-request', problem: apiQueryProblem(timetable.message) };
    return { kind: 'unavailable' };
  }
  const now = networkNow(timetable.data.timezone);
  const stopsMode = state.stops ?? (timetable.data.stops.length > ALL_STOPS_UP_TO ? 'timing' : 'all');
  const grid =
    state.view === 'week'
      ? null
      : buildGrid(timetable.data, {
          band: state.band,
          stops: stopsMode,
          expanded: state.expand === '1',
          nowMinutes: timetable.data.date === now.date ? now.minutes : null,
        });
  const printGrid =
    grid && (grid.band !== 'all' || grid.compressed)
      ? buildGrid(timetable.data, { band: 'all', stops: stopsMode, expanded: true, nowMinutes: null })
      : null;
  return {
    kind: 'ok',
    state,
    timetable: timetable.data,
    mode: timetable.data.line.mode,
    today: now.date,
    stopsMode,
    grid,
    printGrid,
    week: week?.ok ? week.data : null,
    alerts,
  };
}

/** What a line page (or the timetable widget) says when it has no timetable to show. */
export interface LinePageProblem {
  status: 400 | 404 | 503;
  titleKey: string;
  leadKey: string;
  /** The technical line under the explanation, in the page's language like the 404 page's (English: the spec's text). */
  message: string;
}

/**
 * A date, band or stops value that is not one was titled "Page not found" / "identifier not valid" like an unknown line:
 * a 400 says the link is not valid (as every page's bad query does), a 503 that the service could not answer.
 */
export function linePageProblem(
  page: Exclude<LinePageData, { kind: 'ok' }>,
  pathname: string,
  t: TFunction,
): LinePageProblem {
  if (page.kind === 'not-found')
    return {
      status: 404,
      titleKey: 'errors.invalidTitle',
      leadKey: 'errors.invalidLead',
      message: t('errors.invalidDetail', { path: pathname }),
    };
  if (page.kind === 'bad-request')
    return {
      status: 400,
      titleKey: 'hardening.badRequestTitle',
      leadKey: 'hardening.badRequestLead',
      message: badRequestDetail(page.problem, t),
    };
  return { status: 503, titleKey: 'errors.serverTitle', leadKey: 'errors.serverLead', message: 'Service Unavailable' };
}
