import type { SearchDay } from './search-day.ts';

/* What a RAPTOR query takes and gives back: its inputs, label kinds and the raw journeys it extracts. */

/** Larger than any time of a three-day window, small enough to add durations without overflowing int32. */
export const UNREACHED = 0x3fffffff;

/** Walking from/to the search's place: one row per stop reachable on foot, with its walking time. */
export interface EndpointLinks {
  stops: number[];
  durations: number[];
  distances: number[];
}

export interface RaptorOptions {
  maxRides: number;
  excludedModeMask: number;
  /** Per footpath edge of the view, seconds at the query's walking speed. */
  footDuration: Uint32Array;
  maxFootDistance: number;
  /** Per stop: 0 when it cannot be used (wheelchair search and stop not accessible); null = every stop usable. */
  stopUsable: Uint8Array | null;
  days: SearchDay[];
  /** Per pattern: the days (bit d for days[d]) it may be boarded on (see boardableDays); 0 = never scanned. */
  patternDays: Uint8Array;
  /** Per stop: a lower bound on the time to the target (see lower-bounds.ts); labels that cannot win are dropped. */
  lowerBound: Int32Array;
  /** Per stop: the fewest further rides a journey needs (see ride-needs.ts); labels that cannot win are dropped. */
  rideNeeds: { afterRide: Uint8Array; beforeBoarding: Uint8Array; reachesEgress: Uint8Array };
}

export type RawLeg =
  | { kind: 'ride'; pattern: number; slot: number; offset: number; boardPos: number; alightPos: number }
  | { kind: 'walk'; from: number; to: number; edge: number }
  | { kind: 'change'; stop: number };

/** A journey as the search found it, in the view's own time and direction. */
export interface RawPath {
  rides: number;
  arrival: number;
  accessIndex: number;
  egressIndex: number;
  legs: RawLeg[];
}

/** Board label kinds: how a stop was reached ready to board (copies of an earlier round's label keep no kind). */
export const ACCESS = 1;
export const CHANGE = 2;
export const WALK = 3;
