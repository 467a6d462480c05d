import { UNREACHED } from './raptor-labels.ts';
import { incomingFootpaths, type RoutingView } from './routing-view.ts';

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

/**
 * The graph the lower-bound Dijkstra walks backwards, over stop areas: per area, its incoming edges (CSR over the
 * edge's head) with the shortest time over every running pattern's hop and footpath between two of their stops. Moving
 * inside an area counts as free, which keeps the bounds bounds while the graph shrinks to 10,500 nodes and 44,000 edges
 * on the NYC network (from 15,400 stops and 134,000 edges; shortcut edges dropped). Built once per set of search
 * settings: the Dijkstra then reads two contiguous arrays per area instead of the pattern and footpath tables with
 * their per-query filters.
 */
export interface BoundGraph {
  start: Uint32Array;
  from: Uint32Array;
  weight: Int32Array;
}

/** A partition of the stops (the stop areas): `of[s]` is the group of stop s, `members` its CSR by group. */
export interface StopGroups {
  count: number;
  of: Uint32Array;
  start: Uint32Array;
  members: Uint32Array;
}

export interface BoundGraphSettings {
  patternRuns: Uint8Array;
  excludedModeMask: number;
  footDuration: Uint32Array;
  maxFootDistance: number;
}

export function buildBoundGraph(
  view: RoutingView,
  hops: Int32Array,
  settings: BoundGraphSettings,
  groups: StopGroups,
): BoundGraph {
  const { stopPatternStart, stopPattern, stopPatternPosition, patternStopStart, patternStops, patternModeBit } = view;
  const { patternRuns, excludedModeMask, footDuration, maxFootDistance } = settings;
  const incoming = incomingFootpaths(view);
  const start = new Uint32Array(groups.count + 1);
  const from: number[] = [];
  const weight: number[] = [];
  // Per tail group: where its edge into the current head was written (-1 = none yet), to keep the shortest only.
  const written = new Int32Array(groups.count).fill(-1);
  let head = 0;
  const add = (tailStop: number, time: number) => {
    const tail = groups.of[tailStop];
    if (tail === head) return;
    const at = written[tail];
    if (at < 0) {
      written[tail] = from.length;
      from.push(tail);
      weight.push(time);
    } else if (time < weight[at]) {
      weight[at] = time;
    }
  };
  for (; head < groups.count; head++) {
    start[head] = from.length;
    for (let m = groups.start[head]; m < groups.start[head + 1]; m++) {
      const stop = groups.members[m];
      for (let e = stopPatternStart[stop]; e < stopPatternStart[stop + 1]; e++) {
        const position = stopPatternPosition[e];
        const pattern = stopPattern[e];
        if (position === 0 || patternRuns[pattern] === 0 || (patternModeBit[pattern] & excludedModeMask) !== 0)
          continue;
        const at = patternStopStart[pattern] + position - 1;
        add(patternStops[at], hops[at]);
      }
      for (let k = incoming.start[stop]; k < incoming.start[stop + 1]; k++) {
        const edge = incoming.edge[k];
        if (view.footDistance[edge] <= maxFootDistance) add(incoming.from[k], footDuration[edge]);
      }
    }
    for (let k = start[head]; k < from.length; k++) written[from[k]] = -1;
  }
  start[groups.count] = from.length;
  return withoutShortcutEdges(groups.count, { start, from: Uint32Array.from(from), weight: Int32Array.from(weight) });
}

/**
 * Drops every edge beaten by a strictly shorter path of two edges (a walk alongside a bus line whose hops are faster):
 * distances, hence the bounds, stay the same — a path through a dropped edge has a strictly shorter replacement, and
 * replacing edges this way ends since the total weight (whole seconds) drops each time. About a fifth of the edges go.
 */
export function withoutShortcutEdges(nodeCount: number, graph: BoundGraph): BoundGraph {
  const { start, from, weight } = graph;
  // Outgoing edges (CSR over the tail) to walk the first edge of each two-edge path.
  const outStart = new Uint32Array(nodeCount + 1);
  for (let e = 0; e < from.length; e++) outStart[from[e] + 1]++;
  for (let s = 0; s < nodeCount; s++) outStart[s + 1] += outStart[s];
  const fill = outStart.slice(0, nodeCount);
  const outHead = new Uint32Array(from.length);
  const outWeight = new Int32Array(from.length);
  for (let head = 0; head < nodeCount; head++) {
    for (let e = start[head]; e < start[head + 1]; e++) {
      const slot = fill[from[e]]++;
      outHead[slot] = head;
      outWeight[slot] = weight[e];
    }
  }
  // Per head: the weight of the edge from each of its tails (stamped with the head, so never cleared).
  const intoHead = new Int32Array(nodeCount);
  const stamp = new Int32Array(nodeCount).fill(-1);
  const kept = { start: new Uint32Array(nodeCount + 1), from: [] as number[], weight: [] as number[] };
  for (let head = 0; head < nodeCount; head++) {
    for (let e = start[head]; e < start[head + 1]; e++) {
      stamp[from[e]] = head;
      intoHead[from[e]] = weight[e];
    }
    kept.start[head] = kept.from.length;
    for (let e = start[head]; e < start[head + 1]; e++) {
      const tail = from[e];
      let shortcut = false;
      for (let f = outStart[tail]; f < outStart[tail + 1] && !shortcut; f++) {
        const middle = outHead[f];
        shortcut = middle !== head && stamp[middle] === head && outWeight[f] + intoHead[middle] < weight[e];
      }
      if (shortcut) continue;
      kept.from.push(tail);
      kept.weight.push(weight[e]);
    }
  }
  kept.start[nodeCount] = kept.from.length;
  return { start: kept.start, from: Uint32Array.from(kept.from), weight: Int32Array.from(kept.weight) };
}
