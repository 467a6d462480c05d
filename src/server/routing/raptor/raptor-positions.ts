import type { RoutingView } from './routing-view.ts';

/** A packed pattern position (see PatternPositions): the stop in the low bits, then what a search may do there. */
export const POSITION_STOP = 0x0fffffff;
export const MAY_BOARD = 1 << 28;
export const MAY_ALIGHT = 1 << 29;

/**
 * Per pattern position of a view (the view's patternStops order), the stop and whether a search may board or alight
 * there, in one int32: the scan reads one array per position instead of three (stops, boarding and alighting flags),
 * and a step-free search's unusable stops are folded in (neither flag), so the scan never reads its stop mask.
 * Kept for the last few masks (a planner alternates at most two step-free masks and none).
 */
export class PatternPositions {
  private readonly view: RoutingView;
  private readonly kept: { usable: Uint8Array | null; positions: Int32Array }[] = [];

  constructor(view: RoutingView) {
    if (view.stopCount > POSITION_STOP) throw new Error('too many stops for packed pattern positions');
    // Ride labels keep both positions of a ride in 16 bits each (see RoundLabels.rideLeg).
    for (let p = 0; p < view.patternCount; p++) {
      if (view.patternStopStart[p + 1] - view.patternStopStart[p] > 0xffff)
        throw new Error(`pattern ${p} has more than 65,535 stops`);
    }
    this.view = view;
  }

  /** The packed positions for a search that may use the stops of `usable` (null: every stop). */
  for(usable: Uint8Array | null): Int32Array {
    const known = this.kept.find((entry) => entry.usable === usable);
    if (known) return known.positions;
    const { patternStops, patternStopStart, canBoard, canAlight } = this.view;
    const positions = new Int32Array(patternStops.length);
    for (let at = 0; at < patternStops.length; at++) {
      const stop = patternStops[at];
      if (usable !== null && usable[stop] === 0) positions[at] = stop;
      else positions[at] = stop | (canBoard[at] === 1 ? MAY_BOARD : 0) | (canAlight[at] === 1 ? MAY_ALIGHT : 0);
    }
    // Nobody boards at a pattern's last stop: no stop is left to alight at (most feeds still allow pickup there).
    for (let p = 0; p < this.view.patternCount; p++) positions[patternStopStart[p + 1] - 1] &= ~MAY_BOARD;
    if (this.kept.length >= 3) this.kept.shift();
    this.kept.push({ usable, positions });
    return positions;
  }
}
