import type { PlaceRef } from './endpoint.ts';

export interface PlanPreferences {
  walkSpeed: number;
  /** Metres, for each walk (to the first stop, between stops, from the last stop). */
  maxWalkDistance: number;
  maxRides: number;
  excludedModeMask: number;
  wheelchair: boolean;
}

/** When: a service date (ISO), seconds of that service day, and whether the time is the arrival (arrive-by). */
export interface PlanTime {
  serviceDate: string;
  seconds: number;
  arriveBy: boolean;
  /** > 0: every departure (or arrival, arrive-by) within this many seconds after (before) the time. */
  rangeSeconds: number;
}

/** A journey search as the planner takes it. */
export interface PlanQuery {
  from: PlaceRef;
  to: PlaceRef;
  via?: { place: PlaceRef; minStaySeconds: number };
  time: PlanTime;
  preferences: PlanPreferences;
}
