import type { ServiceAlert } from '../../contract/alerts.ts';
import type { SectionRealtime } from '../../contract/realtime.ts';
import type { Journey, JourneySection, SearchResponse } from '../../contract/trip-planner.ts';
import { journeyWarnings, type RideTimes } from '../../domain/journey-connections.ts';
import { realtimeStatus } from '../../domain/realtime-delays.ts';
import { addDays } from '../network/model/calendar-days.ts';
import { epochMsToIso, localDateOf, serviceDayStartMs } from '../network/model/service-time.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import type { RealtimeView } from './realtime-feeds.ts';
import type { TripRealtime } from './trip-update-index.ts';

/**
 * Journey answers with what the realtime feeds say of their rides: predicted times, cancellations, skipped stops, the
 * changes that no longer work (src/domain/journey-connections.ts), and the alerts about their lines, stops and trips.
 * The planner itself routed on the timetable; this tells the traveller what changed since.
 */

type Ride = Extract<JourneySection, { type: 'PUBLIC_TRANSPORT' }>;

interface RideMatch {
  realtime: TripRealtime;
  from: number;
  to: number;
  scheduledDepartureMs: number;
  scheduledArrivalMs: number;
}

/** The trip run and pattern positions a ride's section stands for (its date and stops, by the timetable's times). */
function matchRide(network: TransitNetwork, view: RealtimeView, ride: Ride): RideMatch | undefined {
  const trip = network.lookup.trip.get(ride.tripId);
  if (trip === undefined) return undefined;
  const { patterns, trips, stopTimes, stops, timezone } = network;
  const pattern = trips.pattern[trip];
  const first = patterns.stopStart[pattern];
  const width = patterns.stopStart[pattern + 1] - first;
  const base = trips.stopTimeStart[trip];
  const departureMs = Date.parse(ride.departureDateTime);
  const arrivalMs = Date.parse(ride.arrivalDateTime);
  const day = localDateOf(timezone, departureMs);
  for (const date of [day, addDays(day, -1)]) {
    const realtime = view.trip(trip, date);
    if (!realtime) continue;
    const dayStart = serviceDayStartMs(timezone, date);
    for (let from = 0; from < width; from++) {
      if (
        stops.ids[patterns.stops[first + from]] !== ride.from.id ||
        dayStart + stopTimes.departure[base + from] * 1000 !== departureMs
      )
        continue;
      for (let to = from + 1; to < width; to++) {
        if (stops.ids[patterns.stops[first + to]] === ride.to.id)
          return { realtime, from, to, scheduledDepartureMs: departureMs, scheduledArrivalMs: arrivalMs };
      }
    }
  }
  return undefined;
}

function sectionRealtime(
  network: TransitNetwork,
  match: RideMatch,
  ride: Ride,
): { section: SectionRealtime; times: RideTimes } {
  const { realtime, from, to, scheduledDepartureMs, scheduledArrivalMs } = match;
  const boarding = realtime.stops?.[from];
  const alighting = realtime.stops?.[to];
  const departureDelay = boarding?.departureDelay ?? null;
  const arrivalDelay = alighting?.arrivalDelay ?? null;
  const departureMs = scheduledDepartureMs + (departureDelay ?? 0) * 1000;
  const arrivalMs = scheduledArrivalMs + (arrivalDelay ?? 0) * 1000;
  const status = realtime.cancelled ? 'cancelled' : boarding?.skipped ? 'skipped' : realtimeStatus(departureDelay ?? 0);
  const predicted = !realtime.cancelled;
  return {
    section: {
      status,
      // On the clock of the stop, as the section's own times.
      expectedDeparture:
        predicted && departureDelay !== null
          ? epochMsToIso(ride.from.timezone ?? network.timezone, departureMs)
          : undefined,
      expectedArrival:
        predicted && arrivalDelay !== null ? epochMsToIso(ride.to.timezone ?? network.timezone, arrivalMs) : undefined,
      departureDelaySeconds: predicted && departureDelay !== null ? Math.round(departureDelay) : undefined,
      arrivalDelaySeconds: predicted && arrivalDelay !== null ? Math.round(arrivalDelay) : undefined,
      alightingSkipped: !realtime.cancelled && !!alighting?.skipped,
    },
    times: {
      departureMs,
      arrivalMs,
      cancelled: realtime.cancelled,
      boardingSkipped: !!boarding?.skipped,
      alightingSkipped: !!alighting?.skipped,
    },
  };
}

/** Seconds of walking and changing between consecutive rides. */
function changeTimes(sections: JourneySection[]): number[] {
  const needed: number[] = [];
  let between = 0;
  for (const section of sections) {
    if (section.type === 'PUBLIC_TRANSPORT') {
      needed.push(between);
      between = 0;
    } else if (section.type === 'WALKING' || section.type === 'TRANSFER') between += section.duration;
  }
  return needed;
}

export type AlertsForJourney = (journey: Journey) => ServiceAlert[];

function annotateJourney(
  network: TransitNetwork,
  view: RealtimeView,
  journey: Journey,
  alertsFor: AlertsForJourney,
  alerts: Map<string, ServiceAlert>,
): Journey {
  const rides: RideTimes[] = [];
  let changed = false;
  const sections = journey.sections.map((section) => {
    if (section.type !== 'PUBLIC_TRANSPORT') return section;
    const match = matchRide(network, view, section);
    if (!match) {
      rides.push({
        departureMs: Date.parse(section.departureDateTime),
        arrivalMs: Date.parse(section.arrivalDateTime),
        cancelled: false,
        boardingSkipped: false,
        alightingSkipped: false,
      });
      return section;
    }
    changed = true;
    const { section: realtime, times } = sectionRealtime(network, match, section);
    rides.push(times);
    return { ...section, realtime };
  });
  const journeyAlerts = alertsFor(journey);
  for (const alert of journeyAlerts) alerts.set(alert.id, alert);
  const last = rides.at(-1);
  const lastRide = sections.filter((s): s is Ride => s.type === 'PUBLIC_TRANSPORT').at(-1);
  // The arrival moves with the last ride's delay (the walk after it does not change).
  const arrivalShiftMs = last && lastRide ? last.arrivalMs - Date.parse(lastRide.arrivalDateTime) : 0;
  return {
    ...journey,
    sections,
    realtime: {
      expectedArrival:
        changed && arrivalShiftMs !== 0
          ? epochMsToIso(arrivalZone(network, journey), Date.parse(journey.arrivalDateTime) + arrivalShiftMs)
          : undefined,
      warnings: journeyWarnings(rides, changeTimes(journey.sections)),
      alertIds: journeyAlerts.map((alert) => alert.id),
    },
  };
}

/** The clock the journey's arrival reads on: its last place's (a stop's own zone, else the network's). */
function arrivalZone(network: TransitNetwork, journey: Journey): string {
  const last = journey.sections.at(-1);
  const place = last?.type === 'WAIT' ? last.at : last?.to;
  return place?.timezone ?? network.timezone;
}

export function withRealtime(
  network: TransitNetwork,
  view: RealtimeView,
  response: SearchResponse,
  alertsFor: AlertsForJourney,
): SearchResponse {
  const alerts = new Map<string, ServiceAlert>();
  const groups = response.groups.map((group) => ({
    ...group,
    journeys: group.journeys.map((journey) => annotateJourney(network, view, journey, alertsFor, alerts)),
  }));
  return { ...response, groups, alerts: [...alerts.values()] };
}
