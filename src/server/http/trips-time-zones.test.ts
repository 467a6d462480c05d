import { describe, expect, it } from 'vitest';
import { TripResponse } from '../../contract/trips.ts';
import { formatStopClock } from '../../domain/trip-format.ts';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { createApp } from './app.ts';

// Scenario: a long-distance train of a Chicago agency leaves Chicago at 23:30 and reaches Denver (stop_timezone
// America/Denver) at 25:10 by the agency's clock: 01:10 in Chicago the next day, 00:10 on Denver's clocks.
const network = await buildNetworkFromGtfsText({
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    R,Rail,https://r.example,America/Chicago`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon,stop_timezone
    CHI,Chicago Union,41.8789,-87.6400,
    OMA,Omaha,41.2565,-95.9345,America/Chicago
    DEN,Denver Union,39.7531,-105.0000,America/Denver`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
    Z,R,CZ,California Zephyr,2`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    D,1,1,1,1,1,1,1,20260105,20260130`,
  'trips.txt': `route_id,service_id,trip_id,trip_headsign
    Z,D,cz5,Denver`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    cz5,23:30:00,23:30:00,CHI,1
    cz5,24:20:00,24:25:00,OMA,2
    cz5,25:10:00,25:10:00,DEN,3`,
});
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
