import { MODE_ORDER } from '../../network/model/modes.ts';
import type { TransitMode, TransitNetwork } from '../../network/model/types.ts';

/**
 * The arrays RAPTOR scans, in one direction of time. The forward view shares the network's arrays (no copy); the
 * reverse view is the same timetable with time negated and every pattern read backwards, so an arrive-by search is a
 * plain forward search on it (latest departure = earliest "arrival" in negated time).
 *
 * Trips are addressed by "slot": the slots of pattern p are patternTripStart[p] .. patternTripStart[p+1], ordered so
 * that departures are non-decreasing at every position (FIFO). `slotTrip` maps a slot back to the network's trip.
 */
export interface RoutingView {
  reversed: boolean;
  stopCount: number;
  patternCount: number;
  patternStopStart: Uint32Array;
  patternStops: Uint32Array;
  /** Per pattern position: 1 when passengers may board / alight there. */
  canBoard: Uint8Array;
  canAlight: Uint8Array;
  patternTripStart: Uint32Array;
  /** Bit of the pattern's mode in the excluded-modes mask (see modeBit). */
  patternModeBit: Uint32Array;
  slotTrip: Uint32Array;
  slotTimeStart: Uint32Array;
  arrival: Int32Array;
  departure: Int32Array;
  stopPatternStart: Uint32Array;
  stopPattern: Uint32Array;
  stopPatternPosition: Uint32Array;
  footStart: Uint32Array;
  footTo: Uint32Array;
  footDuration: Uint32Array;
  footDistance: Float32Array;
  stopTransferTime: Uint32Array;
  /**
   * Only in a view with today's split-out trips (delayed-view.ts): the network pattern each pattern stands for (its own
   * index for the network's patterns, the pattern a split trip comes from for the extra ones).
   */
  basePattern?: Uint32Array;
}

export function modeBit(mode: TransitMode): number {
  const index = MODE_ORDER.indexOf(mode);
  return index < 0 ? 0 : 1 << index;
}

export function modeMask(modes: Iterable<TransitMode>): number {
  let mask = 0;
  for (const mode of modes) mask |= modeBit(mode);
  return mask;
}

function patternModeBits(network: TransitNetwork): Uint32Array {
  const bits = new Uint32Array(network.patterns.count);
  for (let p = 0; p < bits.length; p++) bits[p] = modeBit(network.routes.modes[network.patterns.route[p]]);
  return bits;
}

export function forwardView(network: TransitNetwork): RoutingView {
  const { patterns, trips, stopTimes, stopPatterns, footpaths } = network;
  const positions = patterns.stops.length;
  const canBoard = new Uint8Array(positions);
  const canAlight = new Uint8Array(positions);
  for (let i = 0; i < positions; i++) {
    canBoard[i] = patterns.pickup[i] === 1 ? 0 : 1;
    canAlight[i] = patterns.dropOff[i] === 1 ? 0 : 1;
  }
  const slotTrip = new Uint32Array(trips.count);
  for (let t = 0; t < trips.count; t++) slotTrip[t] = t;
  return {
    reversed: false,
    stopCount: network.stops.count,
    patternCount: patterns.count,
    patternStopStart: patterns.stopStart,
    patternStops: patterns.stops,
    canBoard,
    canAlight,
    patternTripStart: patterns.tripStart,
    patternModeBit: patternModeBits(network),
    slotTrip,
    slotTimeStart: trips.stopTimeStart,
    arrival: stopTimes.arrival,
    departure: stopTimes.departure,
    stopPatternStart: stopPatterns.start,
    stopPattern: stopPatterns.pattern,
    stopPatternPosition: stopPatterns.position,
    footStart: footpaths.start,
    footTo: footpaths.to,
    footDuration: footpaths.duration,
    footDistance: footpaths.distance,
    stopTransferTime: footpaths.stopTransferTime,
  };
}

/** Time negated, patterns and footpaths reversed; built once per network (about the size of the stop times). */
export function reverseView(network: TransitNetwork, forward: RoutingView = forwardView(network)): RoutingView {
  const { patterns, trips } = network;
  const positions = patterns.stops.length;
  const patternStops = new Uint32Array(positions);
  const canBoard = new Uint8Array(positions);
  const canAlight = new Uint8Array(positions);
  const slotTrip = new Uint32Array(trips.count);
  const slotTimeStart = new Uint32Array(trips.count);
  const arrival = new Int32Array(forward.arrival.length);
  const departure = new Int32Array(forward.departure.length);
  let cursor = 0;
  for (let p = 0; p < patterns.count; p++) {
    const first = patterns.stopStart[p];
    const n = patterns.stopStart[p + 1] - first;
    for (let i = 0; i < n; i++) {
      patternStops[first + i] = patterns.stops[first + n - 1 - i];
      canBoard[first + i] = forward.canAlight[first + n - 1 - i];
      canAlight[first + i] = forward.canBoard[first + n - 1 - i];
    }
    const tripFrom = patterns.tripStart[p];
    const tripTo = patterns.tripStart[p + 1];
    // The last trip to arrive forward is the first to "depart" backwards: slots run in reverse trip order.
    for (let slot = tripFrom; slot < tripTo; slot++) {
      const trip = tripTo - 1 - (slot - tripFrom);
      slotTrip[slot] = trip;
      slotTimeStart[slot] = cursor;
      const base = forward.slotTimeStart[trip];
      for (let i = 0; i < n; i++) {
        arrival[cursor + i] = -forward.departure[base + n - 1 - i];
        departure[cursor + i] = -forward.arrival[base + n - 1 - i];
      }
      cursor += n;
    }
  }
  const stopPositions = reverseStopPatternPositions(forward);
  const foot = transposeFootpaths(forward);
  return {
    reversed: true,
    stopCount: forward.stopCount,
    patternCount: forward.patternCount,
    patternStopStart: patterns.stopStart,
    patternStops,
    canBoard,
    canAlight,
    patternTripStart: patterns.tripStart,
    patternModeBit: forward.patternModeBit,
    slotTrip,
    slotTimeStart,
    arrival,
    departure,
    stopPatternStart: forward.stopPatternStart,
    stopPattern: forward.stopPattern,
    stopPatternPosition: stopPositions,
    ...foot,
    stopTransferTime: forward.stopTransferTime,
  };
}

function reverseStopPatternPositions(forward: RoutingView): Uint32Array {
  const positions = new Uint32Array(forward.stopPatternPosition.length);
  for (let i = 0; i < positions.length; i++) {
    const p = forward.stopPattern[i];
    const n = forward.patternStopStart[p + 1] - forward.patternStopStart[p];
    positions[i] = n - 1 - forward.stopPatternPosition[i];
  }
  return positions;
}

function transposeFootpaths(forward: RoutingView) {
  const stopCount = forward.stopCount;
  const edges = forward.footTo.length;
  const footStart = new Uint32Array(stopCount + 1);
  for (let e = 0; e < edges; e++) footStart[forward.footTo[e] + 1]++;
  for (let s = 0; s < stopCount; s++) footStart[s + 1] += footStart[s];
  const fill = footStart.slice(0, stopCount);
  const footTo = new Uint32Array(edges);
  const footDuration = new Uint32Array(edges);
  const footDistance = new Float32Array(edges);
  for (let from = 0; from < stopCount; from++) {
    for (let e = forward.footStart[from]; e < forward.footStart[from + 1]; e++) {
      const slot = fill[forward.footTo[e]]++;
      footTo[slot] = from;
      footDuration[slot] = forward.footDuration[e];
      footDistance[slot] = forward.footDistance[e];
    }
  }
  return { footStart, footTo, footDuration, footDistance };
}

/** Incoming footpaths per stop (CSR over the destination): the edge ids of the view whose `to` is that stop. */
export interface IncomingFootpaths {
  start: Uint32Array;
  edge: Uint32Array;
  from: Uint32Array;
}

export function incomingFootpaths(view: RoutingView): IncomingFootpaths {
  const edges = view.footTo.length;
  const start = new Uint32Array(view.stopCount + 1);
  for (let e = 0; e < edges; e++) start[view.footTo[e] + 1]++;
  for (let s = 0; s < view.stopCount; s++) start[s + 1] += start[s];
  const fill = start.slice(0, view.stopCount);
  const edge = new Uint32Array(edges);
  const from = new Uint32Array(edges);
  for (let s = 0; s < view.stopCount; s++) {
    for (let e = view.footStart[s]; e < view.footStart[s + 1]; e++) {
      const slot = fill[view.footTo[e]]++;
      edge[slot] = e;
      from[slot] = s;
    }
  }
  return { start, edge, from };
}
