import { describe, expect, it } from 'vitest';
import { SearchResponse } from '../../contract/trip-planner.ts';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { createApp } from './app.ts';

// Scenario: the night run leaves A at 23:50 and reaches B at 00:10 and C at 00:20 (GTFS 24:10, 24:20); it runs on
// weekdays only, so the run boarded at B on Thursday 00:10 is Wednesday's.
const network = await buildNetworkFromGtfsText({
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    T,Test Transit,https://t.example,America/New_York`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
    A,Alpha,40.7000,-74.0000
    B,Bravo,40.7100,-74.0000
    C,Charlie,40.7200,-74.0000`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
    N,T,N,Night,3`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    WK,1,1,1,1,1,0,0,20260105,20260130`,
  'trips.txt': `route_id,service_id,trip_id,trip_headsign
    N,WK,night,Charlie`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    night,23:50:00,23:50:00,A,1
    night,24:10:00,24:10:00,B,2
    night,24:20:00,24:20:00,C,3`,
});
const app = createApp({ network });

const post = async (path: string, body: unknown) =>
  SearchResponse.parse(
    await (
      await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json(),
  );

describe("a ride's run date", () => {
  it('is the service day the run started on, not the calendar day of boarding after midnight', async () => {
    const found = await post('/api/trip-planner/v2/journeys/search', {
      fromId: 'B',
      toId: 'C',
      departureDateTime: '2026-01-15T00:00:00',
      rangeMinutes: 0,
    });
    const journey = found.groups[0].journeys[0];
    const ride = journey.sections.find((s) => s.type === 'PUBLIC_TRANSPORT');
    expect(ride).toMatchObject({
      tripId: 'night',
      departureDateTime: '2026-01-15T00:10:00-05:00',
      runDate: '2026-01-14',
    });
    // The trip page of that date shows the same boarding time.
    const run = await (await app.request('/api/v1/trips/night?date=2026-01-14')).json();
    expect(run.stops[1]).toMatchObject({ stopPointId: 'B', departureTime: '2026-01-15T00:10:00-05:00' });

    const detailed = await post('/api/trip-planner/v2/journeys/detailed', {
      tripType: '0',
      journeySummaryCode: journey.journeySummaryCode,
    });
    expect(detailed.groups[0].journeys[0].sections.find((s) => s.type === 'PUBLIC_TRANSPORT')).toMatchObject({
      runDate: '2026-01-14',
    });
  });

  it('is the day itself for a run boarded before midnight', async () => {
    const found = await post('/api/trip-planner/v2/journeys/search', {
      fromId: 'A',
      toId: 'C',
      departureDateTime: '2026-01-14T23:40:00',
      rangeMinutes: 0,
    });
    const ride = found.groups[0].journeys[0].sections.find((s) => s.type === 'PUBLIC_TRANSPORT');
    expect(ride).toMatchObject({ tripId: 'night', runDate: '2026-01-14' });
  });
});
