import { createHash } from 'node:crypto';
import type { TransitNetwork } from '../../network/model/types.ts';
import type { PlaceRef } from '../endpoint.ts';
import { VIA_PLACE, type PlannedJourney } from '../planned-journey.ts';

/**
 * journeySummaryCode: a compact, URL-safe, versioned code from which a journey is rebuilt later, even by another
 * process holding the same network. It names the places and the rides (trip id, board and alight positions, day shift
 * from the service date); walks and waits are implied and re-derived. Format: "1." + base64url(JSON array).
 */
export const SUMMARY_CODE_VERSION = 1;

/** A place as the code stores it: "a:<areaId>", "s:<stopId>" or "p:<lat>,<lon>" (5 decimals, about 1 m). */
export type PlaceCode = string;

export interface SummaryRide {
  tripId: string;
  boardPos: number;
  alightPos: number;
  /** Days between the query's service date and the trip's service day (-1 for a trip of the day before). */
  dayShift: number;
}

export interface JourneySummary {
  serviceDate: string;
  /** Departure in seconds of the service day (places walk-only journeys in time). */
  departure: number;
  from: PlaceCode;
  to: PlaceCode;
  /** Walking speed in cm/s (walk durations depend on it). */
  walkSpeed: number;
  rides: SummaryRide[];
  /** With a via place: its code, the stay in seconds, and how many rides come before it. */
  via?: { place: PlaceCode; staySeconds: number; ridesBefore: number };
  /** Found by a step-free search: the detailed journey says which stops and vehicles are known to be accessible. */
  stepFree?: boolean;
  /** The rides' fingerprint (ridesCheck) on the network that made the code; absent from codes made before it existed. */
  check?: string;
}

/** A ride as the network holds it: its trip's index and the positions boarded and left. */
export interface RideAt {
  trip: number;
  boardPos: number;
  alightPos: number;
}

/**
 * The board and alight stops and scheduled times of the rides, hashed to 8 characters. A code names trips by their
 * GTFS ids, so it outlives a new timetable that keeps them; but operators reuse trip ids for other stops or times, and
 * a code rebuilt on such a trip would show another journey than the one chosen. Rebuilding compares this fingerprint:
 * a ride that changed makes the code stale (the journey-unavailable answer) instead of wrong.
 */
export function ridesCheck(network: TransitNetwork, rides: readonly RideAt[]): string {
  const { patterns, stops, stopTimes, trips } = network;
  const parts = rides.map(({ trip, boardPos, alightPos }) => {
    const stopAt = (pos: number) => stops.ids[patterns.stops[patterns.stopStart[trips.pattern[trip]] + pos]];
    const times = trips.stopTimeStart[trip];
    return [
      stopAt(boardPos),
      stopTimes.departure[times + boardPos],
      stopAt(alightPos),
      stopTimes.arrival[times + alightPos],
    ].join(',');
  });
  return createHash('sha256').update(parts.join(';')).digest('base64url').slice(0, 8);
}

export function placeCode(network: TransitNetwork, place: PlaceRef): PlaceCode {
  if (place.kind === 'area') return `a:${network.stopAreas.ids[place.index]}`;
  if (place.kind === 'stop') return `s:${network.stops.ids[place.index]}`;
  return `p:${place.lat.toFixed(5)},${place.lon.toFixed(5)}`;
}

/** The place a code names, or null when the network no longer knows it. */
export function placeOfCode(network: TransitNetwork, code: PlaceCode): PlaceRef | null {
  const value = code.slice(2);
  if (code.startsWith('a:')) {
    const index = network.lookup.area.get(value);
    return index === undefined ? null : { kind: 'area', index };
  }
  if (code.startsWith('s:')) {
    const index = network.lookup.stop.get(value);
    return index === undefined ? null : { kind: 'stop', index };
  }
  if (code.startsWith('p:')) {
    const [lat, lon] = value.split(',').map(Number);
    return Number.isFinite(lat) && Number.isFinite(lon) ? { kind: 'point', lat, lon } : null;
  }
  return null;
}

export function summarize(
  network: TransitNetwork,
  journey: PlannedJourney,
  context: {
    serviceDate: string;
    from: PlaceRef;
    to: PlaceRef;
    walkSpeed: number;
    via?: { place: PlaceRef; minStaySeconds: number };
    stepFree?: boolean;
  },
): JourneySummary {
  const rides: SummaryRide[] = [];
  const ridden: RideAt[] = [];
  let ridesBefore = -1;
  for (const leg of journey.legs) {
    if (leg.kind === 'ride') {
      ridden.push(leg);
      rides.push({
        tripId: network.trips.ids[leg.trip],
        boardPos: leg.boardPos,
        alightPos: leg.alightPos,
        dayShift: Math.round(leg.offset / 86_400),
      });
    } else if ((leg.kind === 'walk' && leg.to === VIA_PLACE) || (leg.kind === 'wait' && leg.stop === VIA_PLACE)) {
      if (ridesBefore < 0) ridesBefore = rides.length;
    }
  }
  const summary: JourneySummary = {
    serviceDate: context.serviceDate,
    departure: journey.departure,
    from: placeCode(network, context.from),
    to: placeCode(network, context.to),
    walkSpeed: Math.round(context.walkSpeed * 100),
    rides,
    check: ridesCheck(network, ridden),
  };
  if (context.via) {
    summary.via = {
      place: placeCode(network, context.via.place),
      staySeconds: context.via.minStaySeconds,
      ridesBefore: ridesBefore < 0 ? rides.length : ridesBefore,
    };
  }
  if (context.stepFree) summary.stepFree = true;
  return summary;
}

export function encodeSummary(summary: JourneySummary): string {
  const rides = summary.rides.map((r) => [r.tripId, r.boardPos, r.alightPos, r.dayShift]);
  const via = summary.via ? [summary.via.place, summary.via.staySeconds, summary.via.ridesBefore] : 0;
  const body = [summary.serviceDate, summary.from, summary.to, summary.walkSpeed, rides, via, summary.departure];
  // Appended (codes made before step-free searches, or the rides' fingerprint, existed stay valid).
  if (summary.stepFree || summary.check) body.push(summary.stepFree ? 1 : 0);
  if (summary.check) body.push(summary.check);
  return `${SUMMARY_CODE_VERSION}.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
}

/** The summary a code holds, or null for anything malformed or of another version. */
export function decodeSummary(code: string): JourneySummary | null {
  const dot = code.indexOf('.');
  if (dot < 0 || code.slice(0, dot) !== String(SUMMARY_CODE_VERSION)) return null;
  const payload = code.slice(dot + 1);
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || payload.length > 8000) return null;
  try {
    const [serviceDate, from, to, walkSpeed, rides, via, departure, stepFree, check] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    );
    if (typeof serviceDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(serviceDate)) return null;
    if (typeof from !== 'string' || typeof to !== 'string' || !Number.isInteger(walkSpeed) || walkSpeed <= 0)
      return null;
    if (!Array.isArray(rides) || !Number.isInteger(departure)) return null;
    const summary: JourneySummary = { serviceDate, departure, from, to, walkSpeed, rides: [] };
    for (const ride of rides) {
      const [tripId, boardPos, alightPos, dayShift] = ride;
      if (typeof tripId !== 'string' || ![boardPos, alightPos, dayShift].every(Number.isInteger)) return null;
      summary.rides.push({ tripId, boardPos, alightPos, dayShift });
    }
    if (Array.isArray(via)) {
      const [place, staySeconds, ridesBefore] = via;
      if (typeof place !== 'string' || !Number.isInteger(staySeconds) || !Number.isInteger(ridesBefore)) return null;
      summary.via = { place, staySeconds, ridesBefore };
    }
    if (stepFree === 1) summary.stepFree = true;
    if (check !== undefined) {
      if (typeof check !== 'string' || !/^[A-Za-z0-9_-]{8}$/.test(check)) return null;
      summary.check = check;
    }
    return summary;
  } catch {
    return null;
  }
}
