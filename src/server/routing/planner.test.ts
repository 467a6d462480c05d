import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { journeyText } from '../../test-support/journey-text.ts';
import { JourneyPlanner } from './planner.ts';
import type { PlanPreferences } from './plan-query.ts';
import { modeMask } from './raptor/routing-view.ts';

const agency = `agency_id,agency_name,agency_url,agency_timezone
  T,Test Transit,https://t.example,America/New_York`;
const weekdays = `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
  WK,1,1,1,1,1,1,1,20260105,20260130`;
// Stops on a north-south line, ~1.1 km apart; B2 is 50 m from B.
const stops = `stop_id,stop_name,stop_lat,stop_lon
  A,Alpha,40.7000,-74.0000
  B,Bravo,40.7100,-74.0000
  B2,Bravo East,40.7100,-73.9994
  C,Charlie,40.7200,-74.0000
  D,Delta,40.7300,-74.0000`;
const routes = `route_id,agency_id,route_short_name,route_type
  1,T,1,1
  2,T,2,1
  X,T,X,3`;

const defaults: PlanPreferences = {
  walkSpeed: 1.12,
  maxWalkDistance: 500,
  maxRides: 8,
  excludedModeMask: 0,
  wheelchair: false,
};

function hm(text: string): number {
  const [h, m] = text.split(':').map(Number);
  return h * 3600 + m * 60;
}

async function network(trips: string, stopTimes: string, extra: Record<string, string> = {}): Promise<TransitNetwork> {
  return buildNetworkFromGtfsText({
    'agency.txt': agency,
    'stops.txt': stops,
    'routes.txt': routes,
    'calendar.txt': weekdays,
    'trips.txt': `route_id,service_id,trip_id\n${trips}`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${stopTimes}`,
    ...extra,
  });
}

function plan(
  net: TransitNetwork,
  from: string,
  to: string,
  time: string,
  options: Partial<PlanPreferences> & { arriveBy?: boolean; via?: string; stay?: number; range?: number } = {},
): string[] {
  const planner = new JourneyPlanner(net);
  const stop = (id: string) => ({ kind: 'stop' as const, index: net.lookup.stop.get(id)! });
  const journeys = planner.plan({
    from: stop(from),
    to: stop(to),
    via: options.via ? { place: stop(options.via), minStaySeconds: (options.stay ?? 0) * 60 } : undefined,
    time: {
      serviceDate: '2026-01-14',
      seconds: hm(time),
      arriveBy: options.arriveBy ?? false,
      rangeSeconds: (options.range ?? 0) * 60,
    },
    preferences: { ...defaults, ...options },
  });
  return journeys.map((j) => journeyText(net, j, { from, to, via: options.via ?? 'via' }));
}

describe('JourneyPlanner', () => {
  it('changes lines at a stop, and keeps the slower direct ride as the fewer-transfers option', async () => {
    // Scenario: 1 runs A→D slowly; 1 to B then 2 from B reaches D sooner.
    const net = await network(
      `1,WK,slow\n1,WK,feeder\n2,WK,fast`,
      `slow,08:00:00,08:00:00,A,1
       slow,09:00:00,09:00:00,D,2
       feeder,08:01:00,08:01:00,A,1
       feeder,08:10:00,08:10:00,B,2
       fast,08:12:00,08:12:00,B,1
       fast,08:20:00,08:20:00,D,2`,
    );
    expect(plan(net, 'A', 'D', '07:55')).toEqual([
      '08:01 A -1 feeder-> B 08:10 | change B 0min | 08:12 B -2 fast-> D 08:20',
      '08:00 A -1 slow-> D 09:00',
    ]);
  });

  it('respects the minimum change time of transfers.txt', async () => {
    // Scenario: B needs 5 minutes to change; the 08:12 connection is missed, the 08:30 one is taken.
    const net = await network(
      `1,WK,feeder\n2,WK,early\n2,WK,late`,
      `feeder,08:01:00,08:01:00,A,1
       feeder,08:10:00,08:10:00,B,2
       early,08:12:00,08:12:00,B,1
       early,08:20:00,08:20:00,D,2
       late,08:30:00,08:30:00,B,1
       late,08:38:00,08:38:00,D,2`,
      { 'transfers.txt': `from_stop_id,to_stop_id,transfer_type,min_transfer_time\n B,B,2,300` },
    );
    expect(plan(net, 'A', 'D', '08:00')).toEqual([
      '08:01 A -1 feeder-> B 08:10 | change B 5min | 08:30 B -2 late-> D 08:38',
    ]);
  });

  it('takes the later trip that overtakes the earlier one', async () => {
    // Scenario: the 08:00 local is overtaken by the 08:05 express; boarding the express arrives first.
    const net = await network(
      `1,WK,local\n1,WK,express`,
      `local,08:00:00,08:00:00,A,1
       local,08:20:00,08:20:00,B,2
       local,08:50:00,08:50:00,D,3
       express,08:05:00,08:05:00,A,1
       express,08:10:00,08:10:00,B,2
       express,08:20:00,08:20:00,D,3`,
    );
    expect(plan(net, 'A', 'D', '07:59')).toEqual(['08:05 A -1 express-> D 08:20']);
  });

  it('rides a trip of the previous service day running past midnight', async () => {
    // Scenario: the night trip leaves A at 24:20 of Tuesday, i.e. 00:20 on Wednesday's service day.
    const net = await network(`X,WK,night`, `night,24:20:00,24:20:00,A,1\nnight,24:40:00,24:40:00,C,2`);
    expect(plan(net, 'A', 'C', '00:10')).toEqual(['00:20 A -X night-> C 00:40']);
  });

  it('walks between two nearby stops to change', async () => {
    // Scenario: 1 stops at B, 2 leaves from B2 across the street (50 m).
    const net = await network(
      `1,WK,in\n2,WK,out`,
      `in,08:00:00,08:00:00,A,1
       in,08:10:00,08:10:00,B,2
       out,08:15:00,08:15:00,B2,1
       out,08:25:00,08:25:00,D,2`,
    );
    expect(plan(net, 'A', 'D', '07:50')).toEqual([
      '08:00 A -1 in-> B 08:10 | walk B -> B2 1min | 08:15 B2 -2 out-> D 08:25',
    ]);
  });

  it('finds the latest departure arriving in time (arrive-by)', async () => {
    // Scenario: three trips A→C; to be at C by 08:45 the 08:30 trip is the latest that makes it.
    const net = await network(
      `1,WK,t1\n1,WK,t2\n1,WK,t3`,
      `t1,08:00:00,08:00:00,A,1
       t1,08:15:00,08:15:00,C,2
       t2,08:30:00,08:30:00,A,1
       t2,08:45:00,08:45:00,C,2
       t3,09:00:00,09:00:00,A,1
       t3,09:15:00,09:15:00,C,2`,
    );
    expect(plan(net, 'A', 'C', '08:45', { arriveBy: true })).toEqual(['08:30 A -1 t2-> C 08:45']);
  });

  it('lists the later departures of a range search', async () => {
    // Scenario: trips every 30 minutes; a 60-minute window starting 07:55 holds two of them.
    const net = await network(
      `1,WK,t1\n1,WK,t2\n1,WK,t3`,
      `t1,08:00:00,08:00:00,A,1
       t1,08:15:00,08:15:00,C,2
       t2,08:30:00,08:30:00,A,1
       t2,08:45:00,08:45:00,C,2
       t3,09:00:00,09:00:00,A,1
       t3,09:15:00,09:15:00,C,2`,
    );
    expect(plan(net, 'A', 'C', '07:55', { range: 60 })).toEqual(['08:00 A -1 t1-> C 08:15', '08:30 A -1 t2-> C 08:45']);
  });

  it('keeps an earlier, slower journey with fewer rides among the later departures (range)', async () => {
    // Scenario: the 09:00 departure changes once to arrive 09:30; so does the 08:20 one, sooner. The 08:00 bus X
    // (Wednesdays only) is direct but arrives 11:00, after both: it stays as the journey with the fewest rides.
    const net = await network(
      `X,WE,bus\n1,WK,early1\n2,WK,early2\n1,WK,late1\n2,WK,late2`,
      `bus,08:00:00,08:00:00,A,1
       bus,11:00:00,11:00:00,D,2
       early1,08:20:00,08:20:00,A,1
       early1,08:30:00,08:30:00,B,2
       early2,08:35:00,08:35:00,B,1
       early2,08:50:00,08:50:00,D,2
       late1,09:00:00,09:00:00,A,1
       late1,09:10:00,09:10:00,B,2
       late2,09:15:00,09:15:00,B,1
       late2,09:30:00,09:30:00,D,2`,
      { 'calendar.txt': `${weekdays}\n  WE,0,0,1,0,0,0,0,20260105,20260130` },
    );
    expect(plan(net, 'A', 'D', '07:55', { range: 120 })).toEqual([
      '08:20 A -1 early1-> B 08:30 | change B 0min | 08:35 B -2 early2-> D 08:50',
      '09:00 A -1 late1-> B 09:10 | change B 0min | 09:15 B -2 late2-> D 09:30',
      '08:00 A -X bus-> D 11:00',
    ]);
  });

  it('goes through a via place with a minimum stay', async () => {
    // Scenario: A→B, stay 20 minutes at B, then B→D; the 08:15 from B is too early, the 08:40 is taken.
    const net = await network(
      `1,WK,ab\n2,WK,bd1\n2,WK,bd2`,
      `ab,08:00:00,08:00:00,A,1
       ab,08:10:00,08:10:00,B,2
       bd1,08:15:00,08:15:00,B,1
       bd1,08:25:00,08:25:00,D,2
       bd2,08:40:00,08:40:00,B,1
       bd2,08:50:00,08:50:00,D,2`,
    );
    expect(plan(net, 'A', 'D', '07:55', { via: 'B', stay: 20 })).toEqual([
      '08:00 A -1 ab-> B 08:10 | stay B 30min | 08:40 B -2 bd2-> D 08:50',
    ]);
  });

  it('keeps only the via journeys worth a look when the second part is a range', async () => {
    // Scenario: every journey leaves A at 08:00 (the first part); the 08:40 from B only arrives later than the 08:15.
    const net = await network(
      `1,WK,ab\n2,WK,bd1\n2,WK,bd2`,
      `ab,08:00:00,08:00:00,A,1
       ab,08:10:00,08:10:00,B,2
       bd1,08:15:00,08:15:00,B,1
       bd1,08:25:00,08:25:00,D,2
       bd2,08:40:00,08:40:00,B,1
       bd2,08:50:00,08:50:00,D,2`,
    );
    expect(plan(net, 'A', 'D', '07:55', { via: 'B', range: 60 })).toEqual([
      '08:00 A -1 ab-> B 08:10 | stay B 5min | 08:15 B -2 bd1-> D 08:25',
    ]);
  });

  it('leaves out excluded modes', async () => {
    // Scenario: bus X is faster than metro 1, but buses are excluded.
    const net = await network(
      `1,WK,metro\nX,WK,bus`,
      `metro,08:00:00,08:00:00,A,1
       metro,08:30:00,08:30:00,D,2
       bus,08:05:00,08:05:00,A,1
       bus,08:20:00,08:20:00,D,2`,
    );
    expect(plan(net, 'A', 'D', '07:55')).toEqual(['08:05 A -X bus-> D 08:20']);
    expect(plan(net, 'A', 'D', '07:55', { excludedModeMask: modeMask(['bus']) })).toEqual([
      '08:00 A -1 metro-> D 08:30',
    ]);
  });

  it('keeps wheelchair users to accessible trips', async () => {
    // Scenario: the 08:00 trip is not wheelchair accessible; the 08:30 one is.
    const net = await network(
      '',
      `old,08:00:00,08:00:00,A,1
       old,08:15:00,08:15:00,C,2
       new,08:30:00,08:30:00,A,1
       new,08:45:00,08:45:00,C,2`,
      { 'trips.txt': 'route_id,service_id,trip_id,wheelchair_accessible\n1,WK,old,2\n1,WK,new,1' },
    );
    expect(plan(net, 'A', 'C', '07:55')).toEqual(['08:00 A -1 old-> C 08:15']);
    expect(plan(net, 'A', 'C', '07:55', { wheelchair: true })).toEqual(['08:30 A -1 new-> C 08:45']);
  });
});
