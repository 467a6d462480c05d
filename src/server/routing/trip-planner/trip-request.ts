import {
  MAX_WALKING_DISTANCES,
  WALKING_SPEEDS,
  type PointRef,
  type TripRequest,
} from '../../../contract/trip-planner.ts';
import { resolveServiceDate } from '../../network/model/service-date-shift.ts';
import { localDateOf, parseRequestDateTime, serviceDayStartMs } from '../../network/model/service-time.ts';
import type { TransitNetwork } from '../../network/model/types.ts';
import type { PlaceRef } from '../endpoint.ts';
import type { JourneyEnds } from './journey-sections.ts';
import type { PlanPreferences, PlanQuery } from '../plan-query.ts';
import { modeMask } from '../raptor/routing-view.ts';
import { decodeSummary, placeOfCode } from './summary-code.ts';

/** A request the planner cannot answer, with the HTTP status and code the API reports. */
export class TripRequestProblem extends Error {
  readonly status: 400 | 404 | 422;
  readonly code: string;
  constructor(status: 400 | 404 | 422, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export interface ResolvedTrip {
  query: PlanQuery;
  ends: JourneyEnds;
  /** The date asked for; the timetable date differs when the feed is stale (see serviceDateShiftedFrom). */
  serviceDate: string;
  serviceDateShiftedFrom?: string;
  timetableDate?: string;
  fewerTransfers: boolean;
  /** The asked time (ms since the epoch): the departure, or the arrival when arriving by. */
  requestMs: number;
}

// The form pages later/earlier by 30 minutes (spec), so one answer covers one such step.
const DEFAULT_RANGE_MINUTES = 30;
const MAX_RIDES = 8;

/** The journey planner's query for a trip request: places, time, preferences, via, return leg. */
export function resolveTripRequest(network: TransitNetwork, request: TripRequest, nowMs = Date.now()): ResolvedTrip {
  if (request.departureDateTime && request.arrivalDateTime) {
    throw new TripRequestProblem(
      400,
      'conflicting_times',
      'Give either departureDateTime or arrivalDateTime, not both',
    );
  }
  if (request.tripType === '2' && !request.previousJourneySummaryCode) {
    throw new TripRequestProblem(
      400,
      'missing_previous_journey',
      'A return search (tripType 2) needs previousJourneySummaryCode',
    );
  }
  let from: { place: PlaceRef; point: PointRef };
  let to: { place: PlaceRef; point: PointRef };
  if (request.previousJourneySummaryCode) {
    // The way back: from where the outbound journey arrived to where it started, unless the request names them.
    const outbound = decodeSummary(request.previousJourneySummaryCode);
    const back = outbound && placeOfCode(network, outbound.to);
    const home = outbound && placeOfCode(network, outbound.from);
    if (!back || !home)
      throw new TripRequestProblem(
        404,
        'journey_not_found',
        'previousJourneySummaryCode names no journey of this network',
      );
    const named = (id?: string, lat?: number) => Boolean(id) || lat !== undefined;
    from = named(request.fromId, request.fromLat)
      ? resolvePlace(network, 'from', request.fromId, request.fromValue, request.fromLat, request.fromLon)
      : { place: back, point: pointOf(network, back, undefined, undefined) };
    to = named(request.toId, request.toLat)
      ? resolvePlace(network, 'to', request.toId, request.toValue, request.toLat, request.toLon)
      : { place: home, point: pointOf(network, home, undefined, undefined) };
  } else {
    from = resolvePlace(network, 'from', request.fromId, request.fromValue, request.fromLat, request.fromLon);
    to = resolvePlace(network, 'to', request.toId, request.toValue, request.toLat, request.toLon);
  }
  if (samePlace(from.place, to.place))
    throw new TripRequestProblem(422, 'same_places', 'Departure and arrival are the same place');
  const viaRequest = request.tripType === '0' ? request.via?.[0] : undefined;
  let via: PlanQuery['via'];
  let viaPoint: PointRef | undefined;
  if (viaRequest && (viaRequest.id || viaRequest.lat !== undefined)) {
    const resolved = resolvePlace(network, 'via', viaRequest.id, viaRequest.value, viaRequest.lat, viaRequest.lon);
    if (samePlace(resolved.place, from.place) || samePlace(resolved.place, to.place)) {
      throw new TripRequestProblem(422, 'same_places', 'The via place equals the departure or the arrival');
    }
    via = { place: resolved.place, minStaySeconds: (viaRequest.minimumStay ?? 0) * 60 };
    viaPoint = resolved.point;
  }

  const arriveBy = Boolean(request.arrivalDateTime);
  // returnDateTime only times the way back (a return search without its own departureDateTime).
  const returnTime = request.previousJourneySummaryCode ? request.returnDateTime : undefined;
  const text = request.arrivalDateTime ?? request.departureDateTime ?? returnTime;
  const ms = text === undefined ? nowMs : parseRequestDateTime(text, network.timezone);
  if (ms === null) throw new TripRequestProblem(400, 'invalid_date', `Expected an ISO 8601 date-time, got "${text}"`);
  const serviceDate = localDateOf(network.timezone, ms);
  const seconds = Math.round((ms - serviceDayStartMs(network.timezone, serviceDate)) / 1000);
  const shift = timetableShift(network, serviceDate);

  const options = request.itineraryOptions ?? {};
  const preferences: PlanPreferences = {
    walkSpeed: WALKING_SPEEDS[options.walkingSpeed ?? 'NORMAL'],
    maxWalkDistance: MAX_WALKING_DISTANCES[options.maxWalkingDistance ?? 'MEDIUM'],
    maxRides: MAX_RIDES,
    excludedModeMask: modeMask(request.excludedModes ?? []),
    wheelchair: options.wheelchair === true,
  };
  return {
    query: {
      from: from.place,
      to: to.place,
      via,
      time: { serviceDate, seconds, arriveBy, rangeSeconds: (request.rangeMinutes ?? DEFAULT_RANGE_MINUTES) * 60 },
      preferences,
    },
    ends: { from: from.point, to: to.point, via: viaPoint },
    serviceDate,
    serviceDateShiftedFrom: shift?.serviceDateShiftedFrom,
    timetableDate: shift?.serviceDate,
    fewerTransfers: options.fewerTransfers === true,
    requestMs: ms,
  };
}

function resolvePlace(
  network: TransitNetwork,
  role: 'from' | 'to' | 'via',
  id: string | undefined,
  value: string | undefined,
  lat: number | undefined,
  lon: number | undefined,
): { place: PlaceRef; point: PointRef } {
  const hasCoordinates = lat !== undefined && lon !== undefined;
  if (id) {
    const area = network.lookup.area.get(id);
    if (area !== undefined)
      return {
        place: { kind: 'area', index: area },
        point: pointOf(network, { kind: 'area', index: area }, id, value),
      };
    const stop = network.lookup.stop.get(id);
    if (stop !== undefined)
      return {
        place: { kind: 'stop', index: stop },
        point: pointOf(network, { kind: 'stop', index: stop }, id, value),
      };
    // Addresses, positions and map clicks have ids the network does not know: their coordinates place them.
    if (!hasCoordinates)
      throw new TripRequestProblem(
        422,
        'unknown_place',
        `Unknown ${role} place "${id}" (and no ${role}Lat/${role}Lon given)`,
      );
  }
  if (!hasCoordinates)
    throw new TripRequestProblem(
      400,
      'missing_place',
      `The ${role} place is missing: give ${role}Id or ${role}Lat and ${role}Lon`,
    );
  const place: PlaceRef = { kind: 'point', lat: lat!, lon: lon! };
  return { place, point: pointOf(network, place, id, value) };
}

export function pointOf(
  network: TransitNetwork,
  place: PlaceRef,
  id: string | undefined,
  value: string | undefined,
): PointRef {
  if (place.kind === 'area') {
    const { stopAreas } = network;
    return {
      id: stopAreas.ids[place.index],
      name: value || stopAreas.names[place.index],
      lat: stopAreas.lat[place.index],
      lon: stopAreas.lon[place.index],
      type: 'stopArea',
    };
  }
  if (place.kind === 'stop') {
    const { stops } = network;
    return {
      id: stops.ids[place.index],
      name: value || stops.names[place.index],
      lat: stops.lat[place.index],
      lon: stops.lon[place.index],
      type: 'stopPoint',
    };
  }
  const coordinates = `${place.lat.toFixed(5)},${place.lon.toFixed(5)}`;
  return { id: id || coordinates, name: value || coordinates, lat: place.lat, lon: place.lon, type: 'address' };
}

function samePlace(a: PlaceRef, b: PlaceRef): boolean {
  if (a.kind === 'point' && b.kind === 'point') return Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lon - b.lon) < 1e-6;
  return a.kind !== 'point' && a.kind === b.kind && a.index === b.index;
}

/** The stale-feed shift of `serviceDate` (the first feed whose calendar does not cover it), or undefined. */
export function timetableShift(
  network: TransitNetwork,
  serviceDate: string,
): ReturnType<typeof resolveServiceDate> | undefined {
  return network.feeds
    .map((_, feed) => resolveServiceDate(network, feed, serviceDate))
    .find((r) => r.serviceDateShiftedFrom);
}
