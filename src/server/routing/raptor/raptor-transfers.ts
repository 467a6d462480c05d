import { CHANGE, WALK, type RaptorOptions } from './raptor-labels.ts';
import { CHECKED_GAP } from './raptor-departure-buckets.ts';
import { lowestStop } from './stop-set.ts';
import type { RaptorState } from './raptor-state.ts';

/**
 * The footpaths of a view at one walking speed, interleaved (head stop, seconds: one cache line serves both), and the
 * view's longest footpath (a search allowing at least that never checks distances). Kept per durations array, which
 * the planner keeps per view and speed.
 */
interface Footpaths {
  footTo: Uint32Array;
  edges: Int32Array;
  longest: number;
}
const footpathsByDurations = new WeakMap<Uint32Array, Footpaths>();

function footpathsAt(footTo: Uint32Array, footDistance: Float32Array, footDuration: Uint32Array): Footpaths {
  let footpaths = footpathsByDurations.get(footDuration);
  if (!footpaths || footpaths.footTo !== footTo) {
    const edges = new Int32Array(2 * footTo.length);
    let longest = 0;
    for (let e = 0; e < footTo.length; e++) {
      edges[2 * e] = footTo[e];
      edges[2 * e + 1] = footDuration[e];
      if (footDistance[e] > longest) longest = footDistance[e];
    }
    footpaths = { footTo, edges, longest };
    footpathsByDurations.set(footDuration, footpaths);
  }
  return footpaths;
}

/** From each stop just alighted at in round k of a RAPTOR run: a change at the stop, and each footpath. */
export function relaxTransfers(state: RaptorState, k: number, options: RaptorOptions): void {
  // Hot loop: arrays in locals, loaded once per round.
  const { footStart, footTo, footDistance, stopTransferTime } = state.view;
  const { edges, longest } = footpathsAt(footTo, footDistance, options.footDuration);
  const labels = state.labels;
  const ride = labels.ride;
  // The best board label so far with at most k rides: row k (copies included), or the best over all rounds run.
  const board = labels.single ? labels.bestBoard : labels.board;
  const at = labels.single ? 0 : k * state.stopCount;
  const marked = state.marked;
  const { lowerBound: bound, stopUsable: usable, maxFootDistance } = options;
  // Distances matter only when some footpath is longer than the search allows.
  const farther = longest > maxFootDistance;
  const { beforeBoarding } = options.rideNeeds;
  const targets = state.target.arrival;
  const current = k * state.stopCount;
  // In stop order (see RoundPatterns.collect), like the labels the footpaths lead to. The target is already up to date
  // (Raptor.scanPatterns sets it as soon as a ride reaches an egress stop).
  const words = state.rideMarked.words;
  const markedWords = marked.words;
  // A footpath's improvement is marked only when a trip may leave its stop before the label it improves (see
  // raptor-departure-buckets.ts): otherwise its next trips were boarded from that label, and a rescan finds nothing.
  const departures = state.departures;
  for (let word = 0; word < words.length; word++) {
    for (let bits = words[word]; bits !== 0; bits &= bits - 1) {
      const stop = lowestStop(word, bits);
      const arrival = ride[current + stop];
      const change = arrival + stopTransferTime[stop];
      if (change < board[at + stop] && change + bound[stop] < targets[k + beforeBoarding[stop]]) {
        labels.setBoard(k, stop, change, CHANGE, -1);
        marked.add(stop);
      }
      const end = footStart[stop + 1];
      for (let e = footStart[stop]; e < end; e++) {
        const to = edges[2 * e];
        const time = arrival + edges[2 * e + 1];
        const known = board[at + to];
        if (time >= known || time + bound[to] >= targets[k + beforeBoarding[to]]) continue;
        if ((farther && footDistance[e] > maxFootDistance) || (usable !== null && usable[to] === 0)) continue;
        labels.setBoard(k, to, time, WALK, e);
        if (
          known - time > CHECKED_GAP ||
          ((markedWords[to >>> 5] & (1 << (to & 31))) === 0 && departures.mayBoardBetween(to, time, known))
        ) {
          marked.add(to);
        }
      }
    }
  }
  state.rideMarked.clear();
}
