import type { TransitNetwork } from './types.ts';

/** The IANA zone a stop's clock reads: its own (GTFS stop_timezone) or the network's. */
export function stopTimezone(network: TransitNetwork, stop: number): string {
  return network.stops.timezones[stop] || network.timezone;
}

/** The stop's own zone when it differs from the network's, for an answer to name; undefined otherwise. */
export function otherStopTimezone(network: TransitNetwork, stop: number): string | undefined {
  return network.stops.timezones[stop] || undefined;
}

/** A zone name Intl knows: a feed's misspelt zone keeps the network's clock. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
