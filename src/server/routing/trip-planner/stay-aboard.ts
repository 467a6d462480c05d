import type { TransitNetwork } from '../../network/model/types.ts';
import type { PlannedJourney } from '../planned-journey.ts';

const NO_DROP_OFF = 1;

/**
 * Whether the journey leaves a vehicle and, by other rides, reaches a stop area that this same vehicle reaches at most
 * `slackSeconds` later (riding the E to Sutphin Blvd and changing to the J for one stop, when the E goes on to
 * Jamaica Center five minutes later). Such a journey may be listed, never recommended: staying on board is simpler.
 */
export function leavesVehicleEarly(network: TransitNetwork, journey: PlannedJourney, slackSeconds: number): boolean {
  const { patterns, trips, stopTimes, stops } = network;
  const rides = journey.legs.filter((leg) => leg.kind === 'ride');
  for (let r = 0; r < rides.length - 1; r++) {
    const ride = rides[r];
    const base = patterns.stopStart[ride.pattern];
    const count = patterns.stopStart[ride.pattern + 1] - base;
    const firstTime = trips.stopTimeStart[ride.trip];
    // When the vehicle reaches each later stop area (its first drop-off there).
    const reaches = new Map<number, number>();
    for (let pos = ride.alightPos + 1; pos < count; pos++) {
      if (patterns.dropOff[base + pos] === NO_DROP_OFF) continue;
      const area = stops.area[patterns.stops[base + pos]];
      if (!reaches.has(area)) reaches.set(area, stopTimes.arrival[firstTime + pos] + ride.offset);
    }
    for (const later of rides.slice(r + 1)) {
      const area = stops.area[patterns.stops[patterns.stopStart[later.pattern] + later.alightPos]];
      const staying = reaches.get(area);
      const end = later.scheduled?.end ?? later.end;
      if (staying !== undefined && staying <= end + slackSeconds) return true;
    }
  }
  return false;
}
