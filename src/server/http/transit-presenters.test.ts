import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { compareRoutes } from './transit-presenters.ts';

describe('compareRoutes', () => {
  it('puts lines with route_sort_order first by it, then the others in natural order, as a total order', async () => {
    const network = await buildNetworkFromGtfsText({
      'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,A,40,-74\nB,B,40.01,-74',
      'routes.txt':
        'route_id,route_short_name,route_type,route_sort_order\nR10,10,3,\nRZ,Z,1,2\nR2,2,3,\nRA,A,1,1\nRB1,B1,3,',
      'calendar.txt':
        'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nS,1,1,1,1,1,1,1,20260101,20260131',
      'trips.txt': 'route_id,service_id,trip_id\nR10,S,t1\nRZ,S,t2\nR2,S,t3\nRA,S,t4\nRB1,S,t5',
      'stop_times.txt': ['t1', 't2', 't3', 't4', 't5']
        .map((t) => `${t},08:00:00,08:00:00,A,1\n${t},08:05:00,08:05:00,B,2`)
        .join('\n')
        .replace(/^/, 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n'),
    });
    const order = Array.from({ length: network.routes.count }, (_, r) => r).sort((a, b) =>
      compareRoutes(network, a, b),
    );
    expect(order.map((r) => network.routes.shortNames[r])).toEqual(['A', 'Z', '2', '10', 'B1']);
  });
});
