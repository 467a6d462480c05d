import { localDateOf } from '../network/model/service-time.ts';
import { tripOnDate } from '../network/model/trip-on-date.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { GtfsRealtime, isoStartDate, toNumber, type FeedEntity } from './gtfs-rt.ts';
import { resolveId } from './network-ids.ts';

/** Vehicle positions of one feed snapshot, matched to the network's routes (and trips when known). */

export interface RealtimeVehicle {
  id: string;
  route: number;
  trip?: number;
  lat: number;
  lon: number;
  bearing?: number;
  /** Epoch ms of the position, when the feed says. */
  timestampMs?: number;
  /** Stop the status refers to, and the status: INCOMING_AT, STOPPED_AT or IN_TRANSIT_TO. */
  stop?: number;
  status: string;
}

export function indexVehicles(
  network: TransitNetwork,
  feedId: string,
  entities: FeedEntity[],
  nowMs: number,
): RealtimeVehicle[] {
  const { lookup, trips } = network;
  const vehicles: RealtimeVehicle[] = [];
  for (const entity of entities) {
    const vehicle = entity.vehicle;
    if (!vehicle || entity.isDeleted || !vehicle.position) continue;
    const { latitude, longitude } = vehicle.position;
    if (
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    )
      continue;
    const timestamp = toNumber(vehicle.timestamp);
    const named = resolveId(lookup.trip, feedId, vehicle.trip?.tripId);
    // The plain GTFS id names the trip on every day; on a day split off its service another compiled trip runs it.
    const runDate =
      isoStartDate(vehicle.trip?.startDate) ?? localDateOf(network.timezone, timestamp ? timestamp * 1000 : nowMs);
    const trip = named === undefined ? undefined : tripOnDate(network, named, runDate);
    const route = trip !== undefined ? trips.route[trip] : resolveId(lookup.route, feedId, vehicle.trip?.routeId);
    if (route === undefined) continue;
    const status =
      GtfsRealtime.VehiclePosition.VehicleStopStatus[
        vehicle.currentStatus ?? GtfsRealtime.VehiclePosition.VehicleStopStatus.IN_TRANSIT_TO
      ];
    vehicles.push({
      id: vehicle.vehicle?.id || entity.id,
      route,
      trip,
      lat: latitude,
      lon: longitude,
      bearing: vehicle.position.bearing ?? undefined,
      timestampMs: timestamp ? timestamp * 1000 : undefined,
      stop: resolveId(lookup.stop, feedId, vehicle.stopId),
      status: typeof status === 'string' ? status : 'IN_TRANSIT_TO',
    });
  }
  return vehicles;
}
