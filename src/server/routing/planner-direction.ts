import type { LowerBounds } from './lower-bounds.ts';
import type { Raptor } from './raptor.ts';
import type { RideNeeds } from './ride-needs.ts';
import type { RoutingView } from './routing-view.ts';

/** One direction of time as the planner searches it: its view, RAPTOR's arrays, bounds and footpath durations. */
export interface Direction {
  view: RoutingView;
  raptor: Raptor;
  bounds: LowerBounds;
  rideNeeds: RideNeeds;
  footDurations: Map<number, Uint32Array>;
}
