import { addDays } from '../server/network/model/calendar-days.ts';
import { activeServicesOn } from '../server/network/model/services.ts';
import type { TransitNetwork } from '../server/network/model/types.ts';
import type { PlannedJourney } from '../server/routing/planned-journey.ts';
import { distanceMetres } from '../server/routing/walking.ts';

/**
 * Why a journey could not be travelled, or null when it can: each ride exists in the timetable at those times on a day
 * its service runs, legs follow one another in time, changes respect the stop's minimum change time, and no walk is
 * faster than the walking speed over the straight-line distance. Used by the tests against every answer.
 */
export function journeyFault(
  network: TransitNetwork,
  journey: PlannedJourney,
  serviceDate: string,
  walkSpeed: number,
): string | null {
  const { stopTimes, trips, patterns, stops, footpaths } = network;
  let clock = -Infinity;
  let lastAlight = -1;
  let changedAt = -1;
  for (const leg of journey.legs) {
    if (leg.start < clock) return `leg starting ${leg.start} before the previous one ended (${clock})`;
    if (leg.end < leg.start) return `leg ending before it starts`;
    clock = leg.end;
    if (leg.kind === 'ride') {
      const base = trips.stopTimeStart[leg.trip];
      const runs = activeServicesOn(network, addDays(serviceDate, Math.round(leg.offset / 86_400))).active;
      if (!runs[trips.service[leg.trip]]) return `trip ${trips.ids[leg.trip]} does not run that day`;
      // A ride on today's predictions keeps its timetable times beside them (the search's delays decide those).
      const timetabled = leg.scheduled ?? leg;
      if (stopTimes.departure[base + leg.boardPos] + leg.offset !== timetabled.start)
        return `ride start differs from the timetable`;
      if (stopTimes.arrival[base + leg.alightPos] + leg.offset !== timetabled.end)
        return `ride end differs from the timetable`;
      if (leg.alightPos <= leg.boardPos) return 'ride alights before boarding';
      const boardStop = patterns.stops[patterns.stopStart[leg.pattern] + leg.boardPos];
      if (lastAlight === boardStop && changedAt !== boardStop && footpaths.stopTransferTime[boardStop] > 0) {
        return `change at ${stops.ids[boardStop]} without its minimum time`;
      }
      lastAlight = patterns.stops[patterns.stopStart[leg.pattern] + leg.alightPos];
      changedAt = -1;
    } else if (leg.kind === 'change') {
      if (leg.end - leg.start < footpaths.stopTransferTime[leg.stop])
        return `change at ${stops.ids[leg.stop]} too short`;
      changedAt = leg.stop;
    } else if (leg.kind === 'walk' && leg.from >= 0 && leg.to >= 0) {
      const straight = distanceMetres(stops.lat[leg.from], stops.lon[leg.from], stops.lat[leg.to], stops.lon[leg.to]);
      if (leg.distance + 1 < straight) return `walk distance shorter than the straight line`;
      if ((leg.end - leg.start) * walkSpeed + 1 < straight) return `walk faster than ${walkSpeed} m/s`;
      lastAlight = leg.to;
      changedAt = leg.to;
    } else if (leg.kind === 'walk') {
      if ((leg.end - leg.start) * walkSpeed + 1 < leg.distance) return `walk faster than ${walkSpeed} m/s`;
    }
  }
  if (journey.legs.length && journey.arrival !== journey.legs[journey.legs.length - 1].end)
    return 'arrival differs from the last leg';
  return null;
}
