import type { RoutingView } from '../raptor/routing-view.ts';
import type { SplitTrip } from './trip-delays.ts';

/**
 * A routing view with one extra pattern per trip split out of its pattern today (see DelayedTrips): the same stops as
 * the pattern it comes from, boarding and alighting refused where the trip skips the stop. RAPTOR scans an extra
 * pattern like any other (its own scan, so the trip may overtake its former neighbours). Everything else is shared
 * with the base view except the small per-pattern arrays and the stop → pattern index, which are copied and extended.
 *
 * The extra patterns' slot ranges repeat the slots of the pattern they come from, so that the lower bounds'
 * minimum hops (bound-graph.ts, over a pattern's slots) are the base pattern's: predicted hops are never shorter (see
 * predictedTrip). The active trips of an extra pattern are only its one trip, on the delays' date.
 */
export function delayedView(
  base: RoutingView,
  split: SplitTrip[],
  skippedAt: (e: number, position: number) => boolean,
): RoutingView {
  const B = base.patternCount;
  const E = split.length;
  const patternStopStart = new Uint32Array(B + E + 1);
  patternStopStart.set(base.patternStopStart);
  const basePattern = new Uint32Array(B + E);
  for (let p = 0; p < B; p++) basePattern[p] = p;
  let positions = base.patternStopStart[B];
  let extraSlots = 0;
  split.forEach(({ pattern }, e) => {
    basePattern[B + e] = pattern;
    positions += base.patternStopStart[pattern + 1] - base.patternStopStart[pattern];
    patternStopStart[B + e + 1] = positions;
    extraSlots += base.patternTripStart[pattern + 1] - base.patternTripStart[pattern];
  });
  const baseSlots = base.slotTrip.length;
  const patternStops = new Uint32Array(positions);
  const canBoard = new Uint8Array(positions);
  const canAlight = new Uint8Array(positions);
  patternStops.set(base.patternStops);
  canBoard.set(base.canBoard);
  canAlight.set(base.canAlight);
  const patternTripStart = new Uint32Array(B + E + 1);
  patternTripStart.set(base.patternTripStart);
  const slotTrip = new Uint32Array(baseSlots + extraSlots);
  const slotTimeStart = new Uint32Array(baseSlots + extraSlots);
  slotTrip.set(base.slotTrip);
  slotTimeStart.set(base.slotTimeStart);
  const patternModeBit = new Uint32Array(B + E);
  patternModeBit.set(base.patternModeBit);
  let slotCursor = baseSlots;
  split.forEach(({ pattern }, e) => {
    const from = base.patternStopStart[pattern];
    const n = base.patternStopStart[pattern + 1] - from;
    const to = patternStopStart[B + e];
    for (let i = 0; i < n; i++) {
      patternStops[to + i] = base.patternStops[from + i];
      const open = !skippedAt(e, i);
      canBoard[to + i] = open ? base.canBoard[from + i] : 0;
      canAlight[to + i] = open ? base.canAlight[from + i] : 0;
    }
    patternModeBit[B + e] = base.patternModeBit[pattern];
    for (let slot = base.patternTripStart[pattern]; slot < base.patternTripStart[pattern + 1]; slot++) {
      slotTrip[slotCursor] = base.slotTrip[slot];
      slotTimeStart[slotCursor] = base.slotTimeStart[slot];
      slotCursor++;
    }
    patternTripStart[B + e + 1] = slotCursor;
  });
  // The stop → (pattern, position) index: each stop's base entries, then its extra patterns' entries.
  const extraAt = new Uint32Array(base.stopCount + 1);
  for (let p = B; p < B + E; p++)
    for (let at = patternStopStart[p]; at < patternStopStart[p + 1]; at++) extraAt[patternStops[at] + 1]++;
  const stopPatternStart = new Uint32Array(base.stopCount + 1);
  for (let s = 0; s < base.stopCount; s++) {
    stopPatternStart[s + 1] =
      stopPatternStart[s] + (base.stopPatternStart[s + 1] - base.stopPatternStart[s]) + extraAt[s + 1];
  }
  const entries = stopPatternStart[base.stopCount];
  const stopPattern = new Uint32Array(entries);
  const stopPatternPosition = new Uint32Array(entries);
  const fill = new Uint32Array(base.stopCount);
  for (let s = 0; s < base.stopCount; s++) {
    let at = stopPatternStart[s];
    for (let e = base.stopPatternStart[s]; e < base.stopPatternStart[s + 1]; e++, at++) {
      stopPattern[at] = base.stopPattern[e];
      stopPatternPosition[at] = base.stopPatternPosition[e];
    }
    fill[s] = at;
  }
  for (let p = B; p < B + E; p++) {
    for (let at = patternStopStart[p]; at < patternStopStart[p + 1]; at++) {
      const stop = patternStops[at];
      stopPattern[fill[stop]] = p;
      stopPatternPosition[fill[stop]++] = at - patternStopStart[p];
    }
  }
  return {
    ...base,
    patternCount: B + E,
    patternStopStart,
    patternStops,
    canBoard,
    canAlight,
    patternTripStart,
    patternModeBit,
    slotTrip,
    slotTimeStart,
    stopPatternStart,
    stopPattern,
    stopPatternPosition,
    basePattern,
  };
}
