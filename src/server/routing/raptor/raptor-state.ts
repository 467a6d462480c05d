import type { DepartureBuckets } from './raptor-departure-buckets.ts';
import type { RoundLabels } from './raptor-round-labels.ts';
import type { RaptorTarget } from './raptor-target.ts';
import type { RoutingView } from './routing-view.ts';
import type { StopSet } from './stop-set.ts';

/**
 * What a RAPTOR search holds between its steps (see Raptor): the labels, the target, the marked stops. The steps kept
 * in their own files (a round's patterns, transfers, path extraction) read and write this state, not the search.
 */
export interface RaptorState {
  readonly view: RoutingView;
  readonly stopCount: number;
  readonly labels: RoundLabels;
  readonly target: RaptorTarget;
  /** Stops whose board label improved in the last round: they board in the next. */
  readonly marked: StopSet;
  /** Stops whose ride label improved in this round: footpaths and changes are relaxed from them. */
  readonly rideMarked: StopSet;
  /** Which stops a trip may leave when (see relaxTransfers: which improved labels are worth marking). */
  readonly departures: DepartureBuckets;
}
