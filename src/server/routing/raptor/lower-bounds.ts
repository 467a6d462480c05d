import { buildBoundGraph, minimumHops, type BoundGraphSettings, type StopGroups } from './bound-graph.ts';
import { UNREACHED, type EndpointLinks } from './raptor-labels.ts';
import type { RoutingView } from './routing-view.ts';

/** Bounds are exact up to this horizon; a stop further away gets the horizon itself (still a lower bound). */
const HORIZON_SECONDS = 6 * 3600;

/**
 * A lower bound on the time from every stop to the target (Dijkstra backwards from the egress stops over minimum ride
 * hops and footpaths between stop areas, ignoring waits, change times, moves inside an area and the number of rides).
 * RAPTOR drops any label whose time plus this bound cannot beat the best arrival so far; unreachable stops get
 * UNREACHED and are never explored. Keys are whole seconds below a horizon, so the queue is an array of buckets
 * (Dial's algorithm) rather than a heap.
 */
export class LowerBounds {
  private readonly view: RoutingView;
  private readonly groups: StopGroups;
  private readonly hops: Int32Array;
  /** Per group (area), then per stop: the group's bound. */
  private readonly groupBound: Int32Array;
  private readonly bound: Int32Array;
  /** Per stop: 1 when some pattern lets passengers off there (no journey ends at a timing point that lets nobody off). */
  private readonly alightable: Uint8Array;
  private readonly bucketHead: Int32Array;
  private readonly entryGroup: Int32Array;
  private readonly entryNext: Int32Array;
  /** The graph of the last settings: consecutive queries almost always share them (same day, speed, modes). */
  private graph?: { settings: BoundGraphSettings; graph: { start: Uint32Array; edges: Int32Array } };

  constructor(view: RoutingView, groups: StopGroups) {
    this.view = view;
    this.groups = groups;
    this.hops = minimumHops(view);
    this.groupBound = new Int32Array(groups.count);
    this.bound = new Int32Array(view.stopCount);
    this.alightable = new Uint8Array(view.stopCount);
    for (let at = 0; at < view.patternStops.length; at++)
      if (view.canAlight[at] === 1) this.alightable[view.patternStops[at]] = 1;
    this.bucketHead = new Int32Array(HORIZON_SECONDS + 1).fill(-1);
    // A group is queued once per improvement: at most once per edge, plus the egress stops.
    const capacity = view.stopCount + view.patternStops.length + view.footTo.length;
    this.entryGroup = new Int32Array(capacity);
    this.entryNext = new Int32Array(capacity);
  }

  /** Bounds towards the egress stops; the returned array is reused by the next call. */
  compute(egress: EndpointLinks, settings: BoundGraphSettings): Int32Array {
    // Hot loop: the queue's arrays and counters in locals (about a sixth of an earliest-arrival query's time).
    const { groupBound: bound, bucketHead, entryGroup, entryNext } = this;
    const { start, edges } = this.graphFor(settings);
    bound.fill(UNREACHED);
    // bucketHead is all -1 here: filled so at construction, and every call empties every bucket it fills.
    let entries = 0;
    // Keys past the horizon are not queued: such groups are settled as the horizon itself (below).
    let beyondHorizon = false;
    for (let i = 0; i < egress.stops.length; i++) {
      if (this.alightable[egress.stops[i]] === 0) continue;
      const group = this.groups.of[egress.stops[i]];
      const key = egress.durations[i];
      if (key >= bound[group]) continue;
      bound[group] = key;
      if (key > HORIZON_SECONDS) {
        beyondHorizon = true;
        continue;
      }
      entryGroup[entries] = group;
      entryNext[entries] = bucketHead[key];
      bucketHead[key] = entries++;
    }
    // Until the queue is empty (`popped` catches up with `entries`), not through every key up to the horizon.
    let popped = 0;
    for (let key = 0; key <= HORIZON_SECONDS && popped < entries; key++) {
      // Popped one by one rather than walked: a zero-weight edge queues into the bucket being emptied.
      for (let entry = bucketHead[key]; entry >= 0; entry = bucketHead[key]) {
        popped++;
        bucketHead[key] = entryNext[entry];
        const group = entryGroup[entry];
        if (key > bound[group]) continue;
        const end = start[group + 1];
        for (let e = 2 * start[group]; e < 2 * end; e += 2) {
          const tail = edges[e];
          const time = key + edges[e + 1];
          if (time >= bound[tail]) continue;
          bound[tail] = time;
          if (time > HORIZON_SECONDS) {
            beyondHorizon = true;
            continue;
          }
          entryGroup[entries] = tail;
          entryNext[entries] = bucketHead[time];
          bucketHead[time] = entries++;
        }
      }
    }
    // Past the horizon nothing was settled: every such group is at least that far (or unreachable, unknown here).
    if (beyondHorizon)
      for (let g = 0; g < bound.length; g++) if (bound[g] > HORIZON_SECONDS) bound[g] = HORIZON_SECONDS;
    const of = this.groups.of;
    const stopBound = this.bound;
    for (let stop = 0; stop < stopBound.length; stop++) stopBound[stop] = bound[of[stop]];
    return stopBound;
  }

  /** The graph, its edges interleaved (tail, weight: one cache line serves both), for these settings. */
  private graphFor(settings: BoundGraphSettings): { start: Uint32Array; edges: Int32Array } {
    const cached = this.graph;
    if (cached && sameSettings(cached.settings, settings)) return cached.graph;
    const { start, from, weight } = buildBoundGraph(this.view, this.hops, settings, this.groups);
    const edges = new Int32Array(2 * from.length);
    for (let e = 0; e < from.length; e++) {
      edges[2 * e] = from[e];
      edges[2 * e + 1] = weight[e];
    }
    const graph = { start, edges };
    this.graph = { settings: { ...settings, patternRuns: settings.patternRuns.slice() }, graph };
    return graph;
  }
}

function sameSettings(a: BoundGraphSettings, b: BoundGraphSettings): boolean {
  if (a.excludedModeMask !== b.excludedModeMask || a.footDuration !== b.footDuration) return false;
  if (a.maxFootDistance !== b.maxFootDistance || a.patternRuns.length !== b.patternRuns.length) return false;
  for (let p = 0; p < a.patternRuns.length; p++) if (a.patternRuns[p] !== b.patternRuns[p]) return false;
  return true;
}
