/**
 * GTFS-realtime delay propagation along one trip (https://gtfs.org/realtime/reference/#message-stoptimeupdate), as a
 * pure rule over epoch seconds:
 * - an update's delay (or its absolute time minus the scheduled one) holds at its stop and propagates unchanged to the
 *   later stops until the next update;
 * - an event given only for arrival or only for departure stands for both (a departure never before its arrival);
 * - SKIPPED: the vehicle passes the stop without stopping; the delay from before carries on past it;
 * - NO_DATA: nothing is known at that stop, and nothing propagates past it until the next update;
 * - stops before the first update take the trip-level delay when the feed gives one, else they stay on schedule
 *   (unknown).
 */

export type StopUpdateKind = 'scheduled' | 'skipped' | 'noData';

export interface StopTimeEventInput {
  /** Seconds late (negative: early). */
  delay?: number;
  /** Absolute predicted time, epoch seconds; wins over `delay` when both are given (the spec's order). */
  time?: number;
}

export interface StopUpdateInput {
  /** Position of the stop in the trip (0-based), already matched by the caller. */
  position: number;
  kind: StopUpdateKind;
  arrival?: StopTimeEventInput;
  departure?: StopTimeEventInput;
}

export interface PredictedStop {
  /** Seconds late at arrival and departure; null when nothing is known (the timetable stands). */
  arrivalDelay: number | null;
  departureDelay: number | null;
  skipped: boolean;
}

function eventDelay(event: StopTimeEventInput | undefined, scheduled: number): number | undefined {
  if (!event) return undefined;
  if (event.time !== undefined && Number.isFinite(event.time)) return event.time - scheduled;
  if (event.delay !== undefined && Number.isFinite(event.delay)) return event.delay;
  return undefined;
}

/** Predicted delays at every stop of a trip. `updates` may come in any order; later ones at the same position win. */
export function propagateDelays(
  scheduledArrival: ArrayLike<number>,
  scheduledDeparture: ArrayLike<number>,
  updates: StopUpdateInput[],
  tripDelay?: number,
): PredictedStop[] {
  const width = scheduledArrival.length;
  const byPosition = new Map<number, StopUpdateInput>();
  for (const update of updates)
    if (update.position >= 0 && update.position < width) byPosition.set(update.position, update);
  const firstUpdated = byPosition.size ? Math.min(...byPosition.keys()) : width;
  const result: PredictedStop[] = [];
  let carried: number | null = null;
  for (let i = 0; i < width; i++) {
    const update = byPosition.get(i);
    if (!update) {
      const delay = i < firstUpdated ? (tripDelay ?? null) : carried;
      result.push({ arrivalDelay: delay, departureDelay: delay, skipped: false });
      continue;
    }
    if (update.kind === 'noData') {
      carried = null;
      result.push({ arrivalDelay: null, departureDelay: null, skipped: false });
      continue;
    }
    const inherited: number | null = i < firstUpdated ? (tripDelay ?? null) : carried;
    if (update.kind === 'skipped') {
      result.push({ arrivalDelay: inherited, departureDelay: inherited, skipped: true });
      continue;
    }
    const arrival = eventDelay(update.arrival, scheduledArrival[i]);
    const departure = eventDelay(update.departure, scheduledDeparture[i]);
    const arrivalDelay: number | null = arrival ?? departure ?? inherited;
    let departureDelay: number | null = departure ?? arrivalDelay;
    // A vehicle cannot leave before it arrives: a late arrival eats into the scheduled dwell first.
    if (
      arrivalDelay !== null &&
      departureDelay !== null &&
      scheduledDeparture[i] + departureDelay < scheduledArrival[i] + arrivalDelay
    ) {
      departureDelay = scheduledArrival[i] + arrivalDelay - scheduledDeparture[i];
    }
    carried = departureDelay;
    result.push({ arrivalDelay, departureDelay, skipped: false });
  }
  return result;
}

/** How a departure compares with its timetable, as the board says it. */
export type RealtimeStatus = 'onTime' | 'late' | 'early' | 'cancelled' | 'skipped';

/** Exactly on time is on time; any delta is said (under a minute as '<1 min', spec §9). */
export function realtimeStatus(delaySeconds: number): 'onTime' | 'late' | 'early' {
  if (delaySeconds > 0) return 'late';
  if (delaySeconds < 0) return 'early';
  return 'onTime';
}

/** Spec §9: a real-time delta under a minute shows '<1 min'; else whole minutes (rounded, never 0). */
export function delayMinutesLabel(delaySeconds: number): { lessThanAMinute: true } | { minutes: number } {
  const abs = Math.abs(delaySeconds);
  if (abs < 60) return { lessThanAMinute: true };
  return { minutes: Math.round(abs / 60) };
}
