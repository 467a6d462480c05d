import type { LowerBounds } from './raptor/lower-bounds.ts';
import type { Raptor } from './raptor/raptor.ts';
import type { RideNeeds } from './raptor/ride-needs.ts';
import type { RoutingView } from './raptor/routing-view.ts';

/** One direction of time as the planner searches it: its view, RAPTOR's arrays, bounds and footpath durations. */
export interface Direction {
  view: RoutingView;
  raptor: Raptor;
  bounds: LowerBounds;
  rideNeeds: RideNeeds;
  footDurations: Map<number, Uint32Array>;
}
