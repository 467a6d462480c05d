import { describe, expect, it } from 'vitest';
import { TripResponse } from '../../contract/trips.ts';
import { formatStopClock } from '../../domain/trip-format.ts';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { TWO_ZONE_FEED } from '../../test-support/two-zone-feed.ts';
import { createApp } from './app.ts';

const network = await buildNetworkFromGtfsText(TWO_ZONE_FEED);
const app = createApp({ network });

describe('a run crossing two time zones', () => {
  it("answers each stop's times with its own zone's offset, and names the zone where it is not the network's", async () => {
    const res = await app.request('/api/v1/trips/cz5?date=2026-01-14');
    expect(res.status).toBe(200);
    const trip = TripResponse.parse(await res.json());
    expect(trip.timezone).toBe('America/Chicago');
    expect(trip.stops.map((s) => [s.stopPointId, s.departureTime, s.timezone])).toEqual([
      ['CHI', '2026-01-14T23:30:00-06:00', undefined],
      // The stop declares the network's own zone: nothing to say.
      ['OMA', '2026-01-15T00:25:00-06:00', undefined],
      ['DEN', '2026-01-15T00:10:00-07:00', 'America/Denver'],
    ]);
    // The same instant as the agency's 25:10.
    expect(Date.parse(trip.stops[2].arrivalTime)).toBe(Date.parse('2026-01-15T01:10:00-06:00'));
  });

  it("is read on each stop's clock, the other zone named", () => {
    const arrival = '2026-01-15T00:10:00-07:00';
    expect(formatStopClock(arrival, 'en-US', 'America/Chicago', 'America/Denver')).toBe('12:10 AM MST');
    expect(formatStopClock('2026-01-14T23:30:00-06:00', 'en-US', 'America/Chicago')).toBe('11:30 PM');
    expect(formatStopClock(arrival, 'fr-FR', 'America/Chicago', 'America/Denver')).toMatch(/^00:10 UTC−7$/);
  });
});
