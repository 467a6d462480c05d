import type { Context, Hono } from 'hono';
import { DetailedRequest, PreferencesTemplate, SearchResponse, TripRequest } from '../../contract/trip-planner.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { preferencesTemplate } from '../routing/trip-planner/preferences-template.ts';
import { TripRequestProblem } from '../routing/trip-planner/trip-request.ts';
import {
  inProcessPlanner,
  PlannerBusy,
  type JourneyPlannerRunner,
  type PlannerJob,
} from '../planner-pool/planner-runner.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import { readJsonBody } from './json-body.ts';
import { documentRoute } from './openapi.ts';
import { requireNetwork } from './transit-presenters.ts';
import { isRequestYear, REQUEST_YEARS } from '../network/model/calendar-days.ts';
import { journeyAlerts, requestLanguage } from './alerts.ts';
import { withRealtime } from '../realtime/journey-realtime.ts';

/** Without an injected planner (tests), one in-process planner per network, shared by every app built on it. */
const inProcess = new WeakMap<TransitNetwork, JourneyPlannerRunner>();

function plannerFor(deps: AppDeps): JourneyPlannerRunner {
  const network = requireNetwork(deps);
  if (deps.journeyPlanner) return deps.journeyPlanner;
  let planner = inProcess.get(network);
  if (!planner) inProcess.set(network, (planner = inProcessPlanner(network)));
  return planner;
}

/** Runs a job on the planner (a worker thread in production) and maps its refusals to API errors. */
async function plan(deps: AppDeps, job: PlannerJob): Promise<string | null> {
  try {
    return await plannerFor(deps).run(job);
  } catch (error) {
    if (error instanceof TripRequestProblem) throw new ApiError(error.status, error.code, error.message);
    if (error instanceof PlannerBusy) throw new ApiError(503, 'planner_busy', error.message, error.retryAfterS);
    throw error;
  }
}

const jsonAnswer = (c: Context, json: string) => c.body(json, 200, { 'Content-Type': 'application/json' });

/**
 * The planner's answer with the realtime feeds' word on its rides (predicted times, cancellations, broken changes,
 * alerts). Without a feed, or with no realtime data now, the planner's JSON passes through untouched.
 */
function withRealtimeAnswer(c: Context, deps: AppDeps, json: string): string {
  const view = deps.realtime?.view();
  if (!view || !deps.network) return json;
  const network = deps.network;
  const lang = requestLanguage(c.req.header('accept-language'));
  return JSON.stringify(
    withRealtime(network, view, JSON.parse(json) as SearchResponse, (journey) =>
      journeyAlerts(network, deps, journey, lang),
    ),
  );
}

/**
 * Spec section 5: a date's year starts with 1 or 2; the years the stop and line calls answer (REQUEST_YEARS) hold here
 * too. The search took year 3026 or 0001 and planned on a shifted timetable as if the date were real.
 */
function refuseYearsOutOfRange(request: TripRequest): void {
  for (const field of ['departureDateTime', 'arrivalDateTime', 'returnDateTime'] as const) {
    const text = request[field]?.trim();
    if (text && /^\d{4}-/.test(text) && !isRequestYear(Number(text.slice(0, 4)))) {
      throw new ApiError(
        400,
        'invalid_date',
        `${field}: expected a year from ${REQUEST_YEARS.first} to ${REQUEST_YEARS.last}`,
      );
    }
  }
}

/** Trip planner calls (spec section 7): journey search, detailed journey, preferences template, bike sharing. */
export function registerJourneys(app: Hono, deps: AppDeps): void {
  app.post('/api/trip-planner/v2/journeys/search', async (c) => {
    const request = await readJsonBody(c, TripRequest);
    refuseYearsOutOfRange(request);
    const view = deps.realtime?.view();
    const job: PlannerJob = {
      kind: 'search',
      request,
      nowMs: Date.now(),
      cancelledTrips: view?.cancelledTrips(),
      tripDelays: view?.tripDelays(),
    };
    return jsonAnswer(c, withRealtimeAnswer(c, deps, (await plan(deps, job))!));
  });

  app.post('/api/trip-planner/v2/journeys/detailed', async (c) => {
    const request = await readJsonBody(c, DetailedRequest);
    // Today's rides of the journey are laid out on the predictions the search rode.
    const answer = await plan(deps, {
      kind: 'detailed',
      request: request.journeySummaryCode,
      nowMs: Date.now(),
      tripDelays: deps.realtime?.view().tripDelays(),
    });
    if (!answer) {
      throw new ApiError(
        404,
        'journey_not_found',
        'No journey matches this journeySummaryCode: it is malformed, or the timetable changed since it was made',
      );
    }
    return jsonAnswer(c, withRealtimeAnswer(c, deps, answer));
  });

  app.get('/api/trip-planner/v3/journeys/preferences', (c) => c.json(preferencesTemplate(requireNetwork(deps))));

  app.get('/api/trip-planner/v2/journeys/bikeSharingStations/:id', (c) => {
    requireNetwork(deps);
    throw new ApiError(
      404,
      'bike_sharing_unavailable',
      `No bike-sharing (GBFS) source is configured for this network, so station "${c.req.param('id')}" has no availability`,
    );
  });

  documentRoute({
    method: 'post',
    path: '/api/trip-planner/v2/journeys/search',
    tag: 'trip-planner',
    summary: 'Plan journeys (earliest arrival, later departures, arrive-by, via, return)',
    body: TripRequest,
    response: SearchResponse,
    errors: {
      404: 'Unknown previous journey',
      415: 'Not JSON',
      422: 'Same or unknown places',
      429: 'Too many searches from this address (Retry-After)',
      503: 'Planner busy (Retry-After)',
    },
  });
  documentRoute({
    method: 'post',
    path: '/api/trip-planner/v2/journeys/detailed',
    tag: 'trip-planner',
    summary: 'Rebuild one journey from its journeySummaryCode',
    body: DetailedRequest,
    response: SearchResponse,
    errors: { 404: 'Unknown or stale code', 415: 'Not JSON' },
  });
  documentRoute({
    method: 'get',
    path: '/api/trip-planner/v3/journeys/preferences',
    tag: 'trip-planner',
    summary: 'Preferences template',
    response: PreferencesTemplate,
  });
  documentRoute({
    method: 'get',
    path: '/api/trip-planner/v2/journeys/bikeSharingStations/{id}',
    tag: 'trip-planner',
    summary: 'Bike-sharing station availability (GBFS)',
    errors: { 404: 'No GBFS source configured' },
  });
}
