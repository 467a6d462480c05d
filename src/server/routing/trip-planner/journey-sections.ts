import { badgeTextColour } from '../../../domain/line-badge-colors.ts';
import type { Journey, JourneySection, LineRef, PointRef, TransitModeSchema } from '../../../contract/trip-planner.ts';
import { addDays } from '../../network/model/calendar-days.ts';
import { epochMsToIso, serviceDayStartMs } from '../../network/model/service-time.ts';
import { otherStopTimezone } from '../../network/model/stop-timezone.ts';
import type { TransitNetwork } from '../../network/model/types.ts';
import { fareAnswer } from './journey-fare-answer.ts';
import { rideGeometry } from './ride-geometry.ts';
import { ACCESSIBLE, journeyAccessibility } from '../step-free.ts';
import type { PlannedJourney, PlannedLeg } from '../planned-journey.ts';
import type { z } from 'zod';

type Mode = z.infer<typeof TransitModeSchema>;
type Section = JourneySection;

/** How the journey's own places (index -1 at either end, -2 the via place) are shown. */
export interface JourneyEnds {
  from: PointRef;
  to: PointRef;
  via?: PointRef;
}

const accessibilityOf = (flag: number) => (flag === ACCESSIBLE ? 'accessible' : 'unknown');

/** A stop as the answer names it; a step-free answer also says whether it is known to be accessible. */
export function stopPoint(network: TransitNetwork, stop: number, stepFree = false): PointRef {
  const { stops } = network;
  const point: PointRef = {
    id: stops.ids[stop],
    name: stops.names[stop],
    lat: stops.lat[stop],
    lon: stops.lon[stop],
    type: 'stopPoint',
  };
  if (stepFree) point.accessibility = accessibilityOf(stops.wheelchair[stop]);
  const zone = otherStopTimezone(network, stop);
  if (zone) point.timezone = zone;
  return point;
}

/** A time of the service day as ISO, read on a clock: a stop's own zone, else (a request's own place) the network's. */
type ZonedIso = (seconds: number, zone: string | undefined) => string;

function zonedIso(network: TransitNetwork, serviceDate: string): ZonedIso {
  const start = serviceDayStartMs(network.timezone, serviceDate);
  return (seconds, zone) => epochMsToIso(zone ?? network.timezone, start + seconds * 1000);
}

/** The point a section starts from (a wait has one place). */
function startOf(section: Section): PointRef {
  return section.type === 'WAIT' ? section.at : section.from;
}

function endOf(section: Section): PointRef {
  return section.type === 'WAIT' ? section.at : section.to;
}

/**
 * The contract's journey: sections with names, ISO times (each with the offset of its stop's clock: the network's
 * zone, or the stop's own stop_timezone), intermediate stops and geometry.
 */
export function journeyOf(
  network: TransitNetwork,
  planned: PlannedJourney,
  context: { serviceDate: string; ends: JourneyEnds; code: string; detailed: boolean; stepFree?: boolean },
): Journey {
  const stepFree = context.stepFree === true;
  const iso = zonedIso(network, context.serviceDate);
  const point = (index: number, atStart: boolean): PointRef => {
    if (index === -1) return atStart ? context.ends.from : context.ends.to;
    if (index === -2) return context.ends.via ?? context.ends.to;
    return stopPoint(network, index, stepFree);
  };
  const { legs, before, after } = asTimetabled(planned.legs);
  const sections = legs.map(
    (leg, i): Section => sectionOf(network, leg, i === 0, iso, point, stepFree, context.serviceDate),
  );
  const modes = [...new Set(sections.flatMap((s) => (s.type === 'PUBLIC_TRANSPORT' ? [s.mode] : [])))];
  const departure = planned.departure + before;
  const arrival = planned.arrival + after;
  const fare = fareAnswer(network, legs, sections);
  return {
    id: `j-${fingerprint(context.code)}`,
    journeySummaryCode: context.code,
    departureDateTime: iso(departure, sections.length ? startOf(sections[0]).timezone : undefined),
    arrivalDateTime: iso(arrival, sections.length ? endOf(sections[sections.length - 1]).timezone : undefined),
    duration: arrival - departure,
    transfers: Math.max(0, planned.rides - 1),
    walkingDistance: Math.round(planned.walkDistance),
    walkingDuration: planned.walkDuration,
    modes,
    sections,
    isDetailedTrip: context.detailed,
    ...(stepFree ? { accessibility: journeyAccessibility(network, planned) } : {}),
    ...(fare ? { fare } : {}),
  };
}

/**
 * A journey the planner rode on today's predictions, told as the answers tell every journey: rides at their timetable
 * times (the realtime layer puts the predictions beside them, src/server/realtime/journey-realtime.ts), the walk to
 * the first ride and from the last one moved with them; the links between rides stay where the predictions put
 * them (a change that works only because the next ride is late shows its real wait). Unchanged without predictions.
 */
function asTimetabled(legs: PlannedLeg[]): { legs: PlannedLeg[]; before: number; after: number } {
  const rides = legs.flatMap((leg, i) => (leg.kind === 'ride' ? [i] : []));
  if (!rides.some((i) => (legs[i] as Extract<PlannedLeg, { kind: 'ride' }>).scheduled))
    return { legs, before: 0, after: 0 };
  const firstRide = legs[rides[0]] as Extract<PlannedLeg, { kind: 'ride' }>;
  const lastRide = legs[rides[rides.length - 1]] as Extract<PlannedLeg, { kind: 'ride' }>;
  const before = firstRide.scheduled ? firstRide.scheduled.start - firstRide.start : 0;
  const after = lastRide.scheduled ? lastRide.scheduled.end - lastRide.end : 0;
  const shifted = legs.map((leg, i): PlannedLeg => {
    if (leg.kind === 'ride')
      return leg.scheduled ? { ...leg, start: leg.scheduled.start, end: leg.scheduled.end } : leg;
    if (i < rides[0]) return { ...leg, start: leg.start + before, end: leg.end + before };
    if (i > rides[rides.length - 1]) return { ...leg, start: leg.start + after, end: leg.end + after };
    return leg;
  });
  return { legs: shifted, before, after };
}

function sectionOf(
  network: TransitNetwork,
  leg: PlannedLeg,
  first: boolean,
  iso: ZonedIso,
  point: (index: number, atStart: boolean) => PointRef,
  stepFree: boolean,
  serviceDate: string,
): Section {
  const span = (from: PointRef, to: PointRef) => ({
    departureDateTime: iso(leg.start, from.timezone),
    arrivalDateTime: iso(leg.end, to.timezone),
    duration: leg.end - leg.start,
  });
  if (leg.kind === 'walk') {
    const from = point(leg.from, true);
    const to = point(leg.to, false);
    const times = span(from, to);
    const geometry: [number, number][] = [
      [from.lat, from.lon],
      [to.lat, to.lon],
    ];
    return { type: 'WALKING', from, to, ...times, distance: Math.round(leg.distance), geometry };
  }
  if (leg.kind === 'change') {
    const at = stopPoint(network, leg.stop, stepFree);
    return { type: 'TRANSFER', from: at, to: at, ...span(at, at) };
  }
  if (leg.kind === 'wait') {
    const at = point(leg.stop, first);
    return { type: 'WAIT', at, ...span(at, at) };
  }
  return rideSection(network, leg, iso, span, stepFree, serviceDate);
}

function rideSection(
  network: TransitNetwork,
  leg: Extract<PlannedLeg, { kind: 'ride' }>,
  iso: ZonedIso,
  span: (from: PointRef, to: PointRef) => { departureDateTime: string; arrivalDateTime: string; duration: number },
  stepFree: boolean,
  serviceDate: string,
): Section {
  const { trips, routes, patterns, stopTimes, stops } = network;
  const route = trips.route[leg.trip];
  const first = patterns.stopStart[leg.pattern];
  const base = trips.stopTimeStart[leg.trip];
  const lastStop = patterns.stops[patterns.stopStart[leg.pattern + 1] - 1];
  const headsign = trips.headsigns[leg.trip] || patterns.headsigns[leg.pattern] || stops.names[lastStop];
  const intermediateStops = [];
  for (let i = leg.boardPos + 1; i < leg.alightPos; i++) {
    // One literal in the answer's key order (id, name, lat, lon, times): a ride can pass 80 stops.
    const stop = patterns.stops[first + i];
    const zone = otherStopTimezone(network, stop);
    intermediateStops.push({
      id: stops.ids[stop],
      name: stops.names[stop],
      lat: stops.lat[stop],
      lon: stops.lon[stop],
      arrivalDateTime: iso(stopTimes.arrival[base + i] + leg.offset, zone),
      departureDateTime: iso(stopTimes.departure[base + i] + leg.offset, zone),
      ...(zone ? { timezone: zone } : {}),
    });
  }
  const geometry = rideGeometry(network, leg.trip, leg.pattern, leg.boardPos, leg.alightPos);
  const from = stopPoint(network, patterns.stops[first + leg.boardPos], stepFree);
  const to = stopPoint(network, patterns.stops[first + leg.alightPos], stepFree);
  return {
    type: 'PUBLIC_TRANSPORT',
    mode: routes.modes[route] as Mode,
    line: lineRef(network, route),
    direction: headsign,
    headsign,
    tripId: trips.ids[leg.trip],
    // A run of the previous service day (offset -1 day) boarded after midnight starts on the day before.
    runDate: addDays(serviceDate, Math.round(leg.offset / 86_400)),
    from,
    to,
    ...span(from, to),
    intermediateStops,
    geometry,
    ...(stepFree ? { accessibility: accessibilityOf(trips.wheelchair[leg.trip]) } : {}),
  };
}

export function lineRef(network: TransitNetwork, route: number): LineRef {
  const { routes } = network;
  return {
    id: routes.ids[route],
    code: routes.shortNames[route] || routes.longNames[route],
    name: routes.longNames[route] || routes.shortNames[route],
    color: routes.colors[route],
    textColor: badgeTextColour(routes.colors[route], routes.textColors[route]),
  };
}

/** A short stable id from the summary code (FNV-1a), so the same journey keeps its id across searches. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
