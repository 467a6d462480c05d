import type { Hono } from 'hono';
import { DetailedRequest, PreferencesTemplate, SearchResponse, TripRequest } from '../../contract/trip-planner.ts';
import type { TransitNetwork } from '../network/types.ts';
import { preferencesTemplate } from '../routing/preferences-template.ts';
import { TripPlannerService } from '../routing/trip-planner-service.ts';
import { TripRequestProblem } from '../routing/trip-request.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './deps.ts';
import { readJsonBody } from './json-body.ts';
import { documentRoute } from './openapi.ts';
import { requireNetwork } from './transit-presenters.ts';

/** One planner per network (its search arrays are allocated once), shared by every app built on that network. */
const services = new WeakMap<TransitNetwork, TripPlannerService>();

function serviceFor(deps: AppDeps): TripPlannerService {
  const network = requireNetwork(deps);
  let service = services.get(network);
  if (!service) services.set(network, (service = new TripPlannerService(network)));
  return service;
}

/** Trip planner calls (spec section 7): journey search, detailed journey, preferences template, bike sharing. */
export function registerJourneys(app: Hono, deps: AppDeps): void {
  app.post('/api/trip-planner/v2/journeys/search', async (c) => {
    const request = await readJsonBody(c, TripRequest);
    try {
      return c.json(serviceFor(deps).search(request));
    } catch (error) {
      if (error instanceof TripRequestProblem) throw new ApiError(error.status, error.code, error.message);
      throw error;
    }
  });

  app.post('/api/trip-planner/v2/journeys/detailed', async (c) => {
    const request = await readJsonBody(c, DetailedRequest);
    const answer = serviceFor(deps).detailed(request.journeySummaryCode);
    if (!answer) {
      throw new ApiError(404, 'journey_not_found', 'No journey matches this journeySummaryCode: it is malformed, or the timetable changed since it was made');
    }
    return c.json(answer);
  });

  app.get('/api/trip-planner/v3/journeys/preferences', (c) => c.json(preferencesTemplate(requireNetwork(deps))));

  app.get('/api/trip-planner/v2/journeys/bikeSharingStations/:id', (c) => {
    requireNetwork(deps);
    throw new ApiError(404, 'bike_sharing_unavailable', `No bike-sharing (GBFS) source is configured for this network, so station "${c.req.param('id')}" has no availability`);
  });

  documentRoute({ method: 'post', path: '/api/trip-planner/v2/journeys/search', tag: 'trip-planner', summary: 'Plan journeys (earliest arrival, later departures, arrive-by, via, return)', body: TripRequest, response: SearchResponse, errors: { 404: 'Unknown previous journey', 415: 'Not JSON', 422: 'Same or unknown places' } });
  documentRoute({ method: 'post', path: '/api/trip-planner/v2/journeys/detailed', tag: 'trip-planner', summary: 'Rebuild one journey from its journeySummaryCode', body: DetailedRequest, response: SearchResponse, errors: { 404: 'Unknown or stale code', 415: 'Not JSON' } });
  documentRoute({ method: 'get', path: '/api/trip-planner/v3/journeys/preferences', tag: 'trip-planner', summary: 'Preferences template', response: PreferencesTemplate });
  documentRoute({ method: 'get', path: '/api/trip-planner/v2/journeys/bikeSharingStations/{id}', tag: 'trip-planner', summary: 'Bike-sharing station availability (GBFS)', errors: { 404: 'No GBFS source configured' } });
}
