import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { TEST_FEED } from '../../test-support/test-feed.ts';
import { rawId, resolveId, resolveTrip } from './network-ids.ts';

describe('realtime ids against the namespaced network', () => {
  it('resolves in the feed namespace, else raw, else the one id in any namespace that carries it', async () => {
    const ids = new Map([
      ['subway:127', 1],
      ['bus:M15', 2],
      ['bus_m:400001', 3],
      ['bus_bk:400001', 4],
    ]);
    expect(resolveId(ids, 'subway', '127')).toBe(1);
    expect(resolveId(ids, 'bus_m', 'M15')).toBe(2);
    expect(resolveId(ids, 'bus_bk', '400001')).toBe(4);
    // Two feeds carry it and the realtime feed is a third: ambiguous, unresolved.
    expect(resolveId(ids, 'mta_bus', '400001')).toBeUndefined();
    expect(rawId('bus_m:MQ_O6-Weekday-009000_SBS60_901')).toBe('MQ_O6-Weekday-009000_SBS60_901');
  });

  it("matches the MTA subway's short realtime trip ids by their tail, on the service running that date", async () => {
    const feed = {
      ...TEST_FEED,
      'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
        Weekday,1,1,1,1,1,0,0,20260105,20260130
        Sunday,0,0,0,0,0,0,1,20260105,20260130`,
      'trips.txt': `route_id,service_id,trip_id,trip_headsign,direction_id
        2,Weekday,ASP26GEN-1038-Weekday-00_048000_2..N08R,Times Sq,0
        2,Sunday,ASP26GEN-1038-Sunday-00_048000_2..N08R,Times Sq,0`,
      'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
        ASP26GEN-1038-Weekday-00_048000_2..N08R,08:00:00,08:00:00,GCN,1
        ASP26GEN-1038-Weekday-00_048000_2..N08R,08:05:00,08:05:00,TSQN,2
        ASP26GEN-1038-Sunday-00_048000_2..N08R,08:00:00,08:00:00,GCN,1
        ASP26GEN-1038-Sunday-00_048000_2..N08R,08:05:00,08:05:00,TSQN,2`,
    };
    delete (feed as Record<string, string>)['shapes.txt'];
    const network = await buildNetworkFromGtfsText(feed, { feedId: 'subway', rawIds: false });
    const weekday = network.lookup.trip.get('subway:ASP26GEN-1038-Weekday-00_048000_2..N08R');
    const sunday = network.lookup.trip.get('subway:ASP26GEN-1038-Sunday-00_048000_2..N08R');
    expect(resolveTrip(network, 'subway', '048000_2..N08R', '2026-01-06')).toBe(weekday);
    expect(resolveTrip(network, 'subway', '048000_2..N08R', '2026-01-11')).toBe(sunday);
    expect(resolveTrip(network, 'subway', '999999_2..N08R', '2026-01-06')).toBeUndefined();
  });
});
