import bindings from 'gtfs-realtime-bindings';

/** The GTFS-realtime protobuf binding (gtfs-realtime-bindings, protobufjs inside) and the small conversions it needs. */

export const { transit_realtime: GtfsRealtime } = bindings;
export type FeedMessage = bindings.transit_realtime.FeedMessage;
export type FeedEntity = bindings.transit_realtime.IFeedEntity;
export type TripUpdate = bindings.transit_realtime.ITripUpdate;
export type StopTimeUpdate = bindings.transit_realtime.TripUpdate.IStopTimeUpdate;
export type Alert = bindings.transit_realtime.IAlert;
export type VehiclePosition = bindings.transit_realtime.IVehiclePosition;
export type TranslatedString = bindings.transit_realtime.ITranslatedString;

/** Decodes a FeedMessage; throws on bytes that are not one (the caller logs it once). */
export function decodeFeed(bytes: Uint8Array): FeedMessage {
  return GtfsRealtime.FeedMessage.decode(bytes);
}

/** uint64 fields come as Long objects (or numbers): epoch seconds fit a double. */
export function toNumber(
  value: number | { toNumber?(): number; toString(): string } | null | undefined,
): number | undefined {
  if (value === null || value === undefined) return undefined;
  // Long.toNumber() is exact below 2^53 (epoch seconds are) and far cheaper than parsing toString().
  const number = typeof value === 'number' ? value : value.toNumber ? value.toNumber() : Number(value.toString());
  return Number.isFinite(number) ? number : undefined;
}

/** Whether an optional field was present on the wire (protobufjs puts defaults on the prototype). */
export function has<T extends object>(message: T | null | undefined, field: keyof T & string): boolean {
  return !!message && Object.hasOwn(message, field) && (message as Record<string, unknown>)[field] !== null;
}

/** GTFS-realtime start_date "YYYYMMDD" as an ISO date, or undefined. */
export function isoStartDate(text: string | null | undefined): string | undefined {
  return text && /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : undefined;
}
