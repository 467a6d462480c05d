import { propagateDelays, type PredictedStop, type StopUpdateInput } from '../../domain/realtime-delays.ts';
import { addDays } from '../network/model/calendar-days.ts';
import { servicesOn } from '../network/model/service-days.ts';
import { localDateOf, serviceDayStartMs } from '../network/model/service-time.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import {
  GtfsRealtime,
  has,
  isoStartDate,
  toNumber,
  type FeedEntity,
  type StopTimeUpdate,
  type TripUpdate,
} from './gtfs-rt.ts';
import { rawId, resolveTrip } from './network-ids.ts';
import { addedTripOf, type AddedTrip } from './added-trips.ts';

/**
 * Trip updates of one feed snapshot, matched to the network's trips and turned into predicted delays per stop (the
 * GTFS-realtime propagation rule lives in src/domain/realtime-delays.ts). Built once per fetched snapshot; boards and
 * journeys then only look up.
 */

export interface TripRealtime {
  trip: number;
  /** The calendar date the trip runs on (YYYY-MM-DD, network zone): its times count from that day's start. */
  date: string;
  cancelled: boolean;
  /** Per pattern position; null when the update carries no stop prediction (a cancellation). */
  stops: PredictedStop[] | null;
}

/** A trip's predicted departure at a stop later than its timetable's. */
export interface LateDeparture {
  realtime: TripRealtime;
  position: number;
  delay: number;
}

export interface TripUpdateIndex {
  /** Key `${trip}|${date}`. */
  byTrip: Map<string, TripRealtime>;
  /**
   * Per stop: trips whose predicted departure there is later than the timetable's, so a board looking from now also
   * finds the train that was due two minutes ago but runs five minutes late.
   */
  lateAtStop: Map<number, LateDeparture[]>;
  /** Per stop: extra trips (ADDED / NEW) calling there, with the index of that call (the last call is an arrival). */
  addedAtStop: Map<number, Array<{ added: AddedTrip; call: number }>>;
  counts: { tripUpdates: number; matched: number; unmatched: number; cancelled: number; added: number };
}

export const tripKey = (trip: number, date: string) => `${trip}|${date}`;

const { ScheduleRelationship: TripRelationship } = GtfsRealtime.TripDescriptor;
const { ScheduleRelationship: StopRelationship } = GtfsRealtime.TripUpdate.StopTimeUpdate;

/** Which day a trip update without start_date is about: the run (yesterday's, today's) whose time span holds now. */
function guessRunDate(network: TransitNetwork, trip: number, nowMs: number): string {
  const { trips, stopTimes, patterns, timezone } = network;
  const today = localDateOf(timezone, nowMs);
  const width = patterns.stopStart[trips.pattern[trip] + 1] - patterns.stopStart[trips.pattern[trip]];
  const first = stopTimes.departure[trips.stopTimeStart[trip]];
  const last = stopTimes.arrival[trips.stopTimeStart[trip] + width - 1];
  for (const date of [addDays(today, -1), today]) {
    if (!servicesOn(network, date).active[trips.service[trip]]) continue;
    const dayStart = serviceDayStartMs(timezone, date);
    if (nowMs >= dayStart + (first - 7200) * 1000 && nowMs <= dayStart + (last + 7200) * 1000) return date;
  }
  return today;
}

function stopKind(update: StopTimeUpdate): StopUpdateInput['kind'] {
  if (update.scheduleRelationship === StopRelationship.SKIPPED) return 'skipped';
  if (update.scheduleRelationship === StopRelationship.NO_DATA) return 'noData';
  return 'scheduled';
}

function event(message: StopTimeUpdate['arrival']): StopUpdateInput['arrival'] {
  if (!message) return undefined;
  const time = has(message, 'time') ? toNumber(message.time) : undefined;
  const delay = has(message, 'delay') ? (message.delay ?? undefined) : undefined;
  return time === undefined && delay === undefined ? undefined : { time, delay };
}

/** Stop time updates matched to pattern positions: by stop_id (in order along the trip), else by stop_sequence - 1. */
function matchUpdates(network: TransitNetwork, trip: number, updates: StopTimeUpdate[]): StopUpdateInput[] {
  const { patterns, stops } = network;
  const pattern = network.trips.pattern[trip];
  const first = patterns.stopStart[pattern];
  const width = patterns.stopStart[pattern + 1] - first;
  const matched: StopUpdateInput[] = [];
  let from = 0;
  for (const update of updates) {
    let position = -1;
    // Compared with the trip's own stops by GTFS id: bus stop ids collide between the NYC feeds, the trip's do not.
    if (update.stopId) {
      for (let i = from; i < width && position < 0; i++)
        if (rawId(stops.ids[patterns.stops[first + i]]) === update.stopId) position = i;
    } else if (has(update, 'stopSequence')) {
      position = (update.stopSequence ?? 0) - 1;
    }
    if (position < 0 || position >= width) continue;
    from = position;
    matched.push({
      position,
      kind: stopKind(update),
      arrival: event(update.arrival),
      departure: event(update.departure),
    });
  }
  return matched;
}

function tripRealtime(network: TransitNetwork, trip: number, update: TripUpdate, nowMs: number): TripRealtime {
  const { trips, stopTimes, patterns, timezone } = network;
  const date = isoStartDate(update.trip.startDate) ?? guessRunDate(network, trip, nowMs);
  const relationship = update.trip.scheduleRelationship;
  if (relationship === TripRelationship.CANCELED || relationship === TripRelationship.DELETED)
    return { trip, date, cancelled: true, stops: null };
  const width = patterns.stopStart[trips.pattern[trip] + 1] - patterns.stopStart[trips.pattern[trip]];
  const base = trips.stopTimeStart[trip];
  const dayStartSec = serviceDayStartMs(timezone, date) / 1000;
  const arrival = new Float64Array(width);
  const departure = new Float64Array(width);
  for (let i = 0; i < width; i++) {
    arrival[i] = dayStartSec + stopTimes.arrival[base + i];
    departure[i] = dayStartSec + stopTimes.departure[base + i];
  }
  const tripDelay = has(update, 'delay') ? (update.delay ?? undefined) : undefined;
  const stops = propagateDelays(
    arrival,
    departure,
    matchUpdates(network, trip, update.stopTimeUpdate ?? []),
    tripDelay,
  );
  return { trip, date, cancelled: false, stops };
}

export function indexTripUpdates(
  network: TransitNetwork,
  feedId: string,
  entities: FeedEntity[],
  nowMs: number,
): TripUpdateIndex {
  const index: TripUpdateIndex = {
    byTrip: new Map(),
    lateAtStop: new Map(),
    addedAtStop: new Map(),
    counts: { tripUpdates: 0, matched: 0, unmatched: 0, cancelled: 0, added: 0 },
  };
  for (const entity of entities) {
    const update = entity.tripUpdate;
    if (!update || entity.isDeleted) continue;
    index.counts.tripUpdates++;
    const relationship = update.trip?.scheduleRelationship;
    if (relationship === TripRelationship.ADDED || relationship === TripRelationship.NEW) {
      const added = addedTripOf(network, feedId, update);
      if (!added) {
        index.counts.unmatched++;
        continue;
      }
      index.counts.added++;
      added.calls.forEach(({ stop }, call) => {
        if (call === added.calls.length - 1) return;
        const list = index.addedAtStop.get(stop) ?? [];
        list.push({ added, call });
        index.addedAtStop.set(stop, list);
      });
      continue;
    }
    const trip = resolveTrip(
      network,
      feedId,
      update.trip?.tripId,
      isoStartDate(update.trip?.startDate) ?? localDateOf(network.timezone, nowMs),
    );
    if (trip === undefined) {
      index.counts.unmatched++;
      continue;
    }
    index.counts.matched++;
    const realtime = tripRealtime(network, trip, update, nowMs);
    if (realtime.cancelled) index.counts.cancelled++;
    index.byTrip.set(tripKey(trip, realtime.date), realtime);
    const pattern = network.trips.pattern[trip];
    realtime.stops?.forEach((stop, position) => {
      if (stop.departureDelay === null || stop.departureDelay <= 0) return;
      const at = network.patterns.stops[network.patterns.stopStart[pattern] + position];
      const list = index.lateAtStop.get(at) ?? [];
      list.push({ realtime, position, delay: stop.departureDelay });
      index.lateAtStop.set(at, list);
    });
  }
  return index;
}
