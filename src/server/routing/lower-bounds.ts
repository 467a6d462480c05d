import type { EndpointLinks } from './raptor.ts';
import { UNREACHED } from './raptor.ts';
import type { RoutingView } from './routing-view.ts';

/**
 * Per pattern position i: the shortest time any trip takes from position i to i+1 (departure to arrival). Summed along
 * a ride it never exceeds the ride's real duration, which makes it a lower bound. Built once per view.
 */
export function minimumHops(view: RoutingView): Int32Array {
  const hops = new Int32Array(view.patternStops.length).fill(UNREACHED);
  for (let p = 0; p < view.patternCount; p++) {
    const first = view.patternStopStart[p];
    const n = view.patternStopStart[p + 1] - first;
    for (let slot = view.patternTripStart[p]; slot < view.patternTripStart[p + 1]; slot++) {
      const base = view.slotTimeStart[slot];
      for (let i = 0; i + 1 < n; i++) {
        const hop = Math.max(0, view.arrival[base + i + 1] - view.departure[base + i]);
        if (hop < hops[first + i]) hops[first + i] = hop;
      }
    }
  }
  return hops;
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

/** Bounds are exact up to this horizon; a stop further away gets the horizon itself (still a lower bound). */
const HORIZON_SECONDS = 6 * 3600;

/**
 * A lower bound on the time from every stop to the target (Dijkstra backwards from the egress stops over minimum ride
 * hops and footpaths, ignoring waits, change times and the number of rides). RAPTOR drops any label whose time plus
 * this bound cannot beat the best arrival so far; unreachable stops get UNREACHED and are never explored. Keys are
 * whole seconds below a horizon, so the queue is an array of buckets (Dial's algorithm) rather than a heap.
 */
export class LowerBounds {
  private readonly view: RoutingView;
  private readonly hops: Int32Array;
  private readonly incoming: IncomingFootpaths;
  private readonly bound: Int32Array;
  /** Footpath durations in incoming order, per durations array (one per walking speed), so the scan reads in order. */
  private readonly incomingDurations = new WeakMap<Uint32Array, Uint32Array>();
  private readonly incomingDistance: Float32Array;
  private readonly bucketHead: Int32Array;
  private readonly entryStop: Int32Array;
  private readonly entryNext: Int32Array;

  constructor(view: RoutingView) {
    this.view = view;
    this.hops = minimumHops(view);
    this.incoming = incomingFootpaths(view);
    this.bound = new Int32Array(view.stopCount);
    this.incomingDistance = Float32Array.from(this.incoming.edge, (edge) => view.footDistance[edge]);
    this.bucketHead = new Int32Array(HORIZON_SECONDS + 1);
    // A stop is queued once per improvement: at most once per edge, plus the egress stops.
    const capacity = view.stopCount + view.patternStops.length + view.footTo.length;
    this.entryStop = new Int32Array(capacity);
    this.entryNext = new Int32Array(capacity);
  }

  /** Bounds towards the egress stops; the returned array is reused by the next call. */
  compute(egress: EndpointLinks, footDuration: Uint32Array, maxFootDistance: number, excludedModeMask: number, patternRuns: Uint8Array): Int32Array {
    const { hops, bound, bucketHead, entryStop, entryNext } = this;
    const { stopPatternStart, stopPattern, stopPatternPosition, patternStopStart, patternStops, patternModeBit } = this.view;
    const { start: inStart, edge: inEdge, from: inFrom } = this.incoming;
    const inDistance = this.incomingDistance;
    let inDuration = this.incomingDurations.get(footDuration);
    if (!inDuration) {
      inDuration = Uint32Array.from(inEdge, (edge) => footDuration[edge]);
      this.incomingDurations.set(footDuration, inDuration);
    }
    bound.fill(UNREACHED);
    bucketHead.fill(-1);
    let entries = 0;
    let beyondHorizon = false;
    const queue = (stop: number, key: number) => {
      if (key > HORIZON_SECONDS) {
        beyondHorizon = true;
        return;
      }
      entryStop[entries] = stop;
      entryNext[entries] = bucketHead[key];
      bucketHead[key] = entries++;
    };
    for (let i = 0; i < egress.stops.length; i++) {
      const stop = egress.stops[i];
      if (egress.durations[i] < bound[stop]) {
        bound[stop] = egress.durations[i];
        queue(stop, egress.durations[i]);
      }
    }
    for (let key = 0; key <= HORIZON_SECONDS; key++) {
      for (let entry = bucketHead[key]; entry >= 0; entry = entryNext[entry]) {
        const stop = entryStop[entry];
        if (key > bound[stop]) continue;
        for (let e = stopPatternStart[stop]; e < stopPatternStart[stop + 1]; e++) {
          const position = stopPatternPosition[e];
          const pattern = stopPattern[e];
          if (position === 0 || patternRuns[pattern] === 0 || (patternModeBit[pattern] & excludedModeMask) !== 0) continue;
          const at = patternStopStart[pattern] + position - 1;
          const previous = patternStops[at];
          const time = key + hops[at];
          if (time < bound[previous]) {
            bound[previous] = time;
            queue(previous, time);
          }
        }
        for (let k = inStart[stop]; k < inStart[stop + 1]; k++) {
          if (inDistance[k] > maxFootDistance) continue;
          const previous = inFrom[k];
          const time = key + inDuration[k];
          if (time < bound[previous]) {
            bound[previous] = time;
            queue(previous, time);
          }
        }
      }
    }
    // Past the horizon nothing was settled: every such stop is at least that far (or unreachable, unknown here).
    if (beyondHorizon) for (let s = 0; s < bound.length; s++) if (bound[s] > HORIZON_SECONDS) bound[s] = HORIZON_SECONDS;
    return bound;
  }
}
