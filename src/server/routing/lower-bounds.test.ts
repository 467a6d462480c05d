import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../network/from-gtfs-text.ts';
import { LowerBounds } from './lower-bounds.ts';
import { UNREACHED } from './raptor-labels.ts';
import { forwardView } from './routing-view.ts';
import { footDurationsAt } from './walking.ts';

// Line 1 runs A → B → C → D; B and C share a minute in the timetable (a zero-second hop). Stops ~1.1 km apart.
const feed = {
  'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nT,Test,https://t.example,America/New_York',
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
A,Alpha,40.7000,-74.0000
B,Bravo,40.7100,-74.0000
C,Charlie,40.7200,-74.0000
D,Delta,40.7300,-74.0000`,
  'routes.txt': 'route_id,agency_id,route_short_name,route_type\n1,T,1,3',
  'calendar.txt': 'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,1,1,20260105,20260130',
  'trips.txt': 'route_id,service_id,trip_id\n1,WK,t1',
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
t1,08:00:00,08:00:00,A,1
t1,08:03:00,08:03:00,B,2
t1,08:03:00,08:03:00,C,3
t1,08:07:00,08:07:00,D,4`,
};

describe('LowerBounds', () => {
  it('follows zero-second hops (the stop they reach is still expanded)', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const view = forwardView(network);
    const { stops, stopAreas } = network;
    const bounds = new LowerBounds(view, { count: stopAreas.count, of: stops.area, start: stopAreas.stopStart, members: stopAreas.stops });
    const stop = (id: string) => network.lookup.stop.get(id)!;
    const bound = bounds.compute(
      { stops: [stop('D')], durations: [0], distances: [0] },
      { patternRuns: new Uint8Array(view.patternCount).fill(1), excludedModeMask: 0, footDuration: footDurationsAt(view, network.footpaths.walkSpeed, 1.12), maxFootDistance: 500 },
    );
    expect(['A', 'B', 'C', 'D'].map((id) => bound[stop(id)])).toEqual([420, 240, 240, 0]);
  });

  it('gives no bound towards a timing point nobody may get off at, so a search there ends at once', async () => {
    const network = await buildNetworkFromGtfsText({
      ...feed,
      'stop_times.txt': feed['stop_times.txt']
        .replace('stop_sequence', 'stop_sequence,drop_off_type')
        .split('\n')
        .map((line, i) => (i === 0 ? line : `${line},${line.includes(',D,') ? 1 : 0}`))
        .join('\n'),
    });
    const view = forwardView(network);
    const { stops, stopAreas } = network;
    const bounds = new LowerBounds(view, { count: stopAreas.count, of: stops.area, start: stopAreas.stopStart, members: stopAreas.stops });
    const stop = (id: string) => network.lookup.stop.get(id)!;
    const bound = bounds.compute(
      { stops: [stop('D')], durations: [0], distances: [0] },
      { patternRuns: new Uint8Array(view.patternCount).fill(1), excludedModeMask: 0, footDuration: footDurationsAt(view, network.footpaths.walkSpeed, 1.12), maxFootDistance: 500 },
    );
    expect(['A', 'B', 'C', 'D'].map((id) => bound[stop(id)])).toEqual(Array(4).fill(UNREACHED));
  });
});
