/**
 * Whether a planned journey still works once the realtime feed has spoken: a ride cancelled, a stop it needs skipped,
 * or a change that no longer has time (the next ride leaves before the previous one arrives plus the walk or change
 * time between them).
 */

export interface RideTimes {
  /** Epoch ms, predicted when known, else scheduled. */
  departureMs: number;
  arrivalMs: number;
  cancelled: boolean;
  /** The vehicle passes the boarding or the alighting stop without stopping. */
  boardingSkipped: boolean;
  alightingSkipped: boolean;
}

export type JourneyWarning =
  | { kind: 'cancelled'; ride: number }
  | { kind: 'stopSkipped'; ride: number }
  | { kind: 'connectionMissed'; ride: number; shortBySeconds: number };

/** `changeSeconds[i]`: walk + change time needed between ride i - 1 and ride i (index 0 unused). */
export function journeyWarnings(rides: RideTimes[], changeSeconds: number[]): JourneyWarning[] {
  const warnings: JourneyWarning[] = [];
  rides.forEach((ride, i) => {
    if (ride.cancelled) warnings.push({ kind: 'cancelled', ride: i });
    else if (ride.boardingSkipped || ride.alightingSkipped) warnings.push({ kind: 'stopSkipped', ride: i });
    if (i === 0) return;
    const previous = rides[i - 1];
    if (ride.cancelled || previous.cancelled) return;
    const needed = previous.arrivalMs + (changeSeconds[i] ?? 0) * 1000;
    if (ride.departureMs < needed)
      warnings.push({
        kind: 'connectionMissed',
        ride: i,
        shortBySeconds: Math.ceil((needed - ride.departureMs) / 1000),
      });
  });
  return warnings;
}
