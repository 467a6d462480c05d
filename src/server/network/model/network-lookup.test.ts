import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import { nearestArea } from '../boards/nearby.ts';
import { placeIndexOf, searchPlaces } from '../places/place-search.ts';

describe('routes serving a stop area', () => {
  it('leave out a timing point the line passes without letting anyone on or off', async () => {
    // Scenario: bus 7 runs Alpha → Timing Point → Bravo; nobody may board or alight at the timing point.
    const network = await buildNetworkFromGtfsText({
      'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nT,Test,https://t.example,America/New_York',
      'stops.txt':
        'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,40.70,-74.00\nTP,Timing Point,40.71,-74.00\nB,Bravo,40.72,-74.00',
      'routes.txt': 'route_id,agency_id,route_short_name,route_type\n7,T,7,3',
      'calendar.txt':
        'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,1,1,20260105,20260130',
      'trips.txt': 'route_id,service_id,trip_id\n7,WK,t1',
      'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,drop_off_type
        t1,08:00:00,08:00:00,A,1,0,0
        t1,08:05:00,08:05:00,TP,2,1,1
        t1,08:10:00,08:10:00,B,3,0,0`,
    });
    const routes = (id: string) =>
      [...network.lookup.areaRoutes[network.lookup.area.get(`area:${id}`)!]].map((r) => network.routes.ids[r]);
    expect(routes('A')).toEqual(['7']);
    expect(routes('TP')).toEqual([]);
    expect(routes('B')).toEqual(['7']);
    // So place search and "nearest stop" offer only stops a traveller can use.
    expect(searchPlaces(placeIndexOf(network), 'timing point', {}).map((hit) => hit.entry.name)).toEqual([]);
    expect(searchPlaces(placeIndexOf(network), 'alpha', {}).map((hit) => hit.entry.name)).toEqual(['Alpha']);
    expect(network.stopAreas.ids[nearestArea(network, 40.7101, -74.0, 600).area]).not.toBe('area:TP');
  });
});
