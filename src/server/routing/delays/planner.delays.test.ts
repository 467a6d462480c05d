import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import type { TransitNetwork } from '../../network/model/types.ts';
import { journeyText } from '../../../test-support/journey-text.ts';
import { journeyFault } from '../../../test-support/journey-validity.ts';
import { JourneyPlanner } from '../planner.ts';
import type { PlanPreferences } from '../plan-query.ts';
import type { TripDelays } from './trip-delays.ts';

/** The planner on today's realtime delays (trip-delays.ts, delayed-view.ts, delayed-active-trips.ts). */

const TODAY = '2026-01-14';
const preferences: PlanPreferences = {
  walkSpeed: 1.12,
  maxWalkDistance: 500,
  maxRides: 8,
  excludedModeMask: 0,
  wheelchair: false,
};

// Stops on a north-south line, ~1.1 km apart.
async function network(trips: string, stopTimes: string): Promise<TransitNetwork> {
  return buildNetworkFromGtfsText({
    'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nT,Test,https://t.example,America/New_York',
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
A,Alpha,40.7000,-74.0000
B,Bravo,40.7100,-74.0000
C,Charlie,40.7200,-74.0000
D,Delta,40.7300,-74.0000`,
    'routes.txt': 'route_id,agency_id,route_short_name,route_type\n1,T,1,1\n2,T,2,1',
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,1,1,20260105,20260130',
    'trips.txt': `route_id,service_id,trip_id\n${trips}`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${stopTimes.replace(/^ +/gm, '')}`,
  });
}

interface TripPrediction {
  /** Minutes late at every position (one value: the same everywhere). */
  late: number[] | number;
  skipped?: number[];
}

/** The delays as the realtime layer would post them (see src/server/realtime/trip-delays-of.ts). */
function delays(net: TransitNetwork, byTrip: Record<string, TripPrediction>, date = TODAY): TripDelays {
  const entries = Object.entries(byTrip)
    .map(([id, prediction]) => [net.lookup.trip.get(id)!, prediction] as const)
    .sort((a, b) => a[0] - b[0]);
  const start = [0];
  const arrival: number[] = [];
  const skipped: number[] = [];
  for (const [trip, prediction] of entries) {
    const pattern = net.trips.pattern[trip];
    const n = net.patterns.stopStart[pattern + 1] - net.patterns.stopStart[pattern];
    for (let i = 0; i < n; i++) {
      arrival.push(60 * (typeof prediction.late === 'number' ? prediction.late : prediction.late[i]));
      skipped.push(prediction.skipped?.includes(i) ? 1 : 0);
    }
    start.push(arrival.length);
  }
  return {
    version: `test-${JSON.stringify(byTrip)}-${date}`,
    date,
    trips: Uint32Array.from(entries.map(([trip]) => trip)),
    start: Uint32Array.from(start),
    arrivalDelay: Int32Array.from(arrival),
    departureDelay: Int32Array.from(arrival),
    skipped: Uint8Array.from(skipped),
  };
}

function hm(text: string): number {
  const [h, m] = text.split(':').map(Number);
  return h * 3600 + m * 60;
}

function plan(
  net: TransitNetwork,
  planner: JourneyPlanner,
  from: string,
  to: string,
  time: string,
  options: { arriveBy?: boolean; date?: string; range?: number } = {},
): string[] {
  const stop = (id: string) => ({ kind: 'stop' as const, index: net.lookup.stop.get(id)! });
  const serviceDate = options.date ?? TODAY;
  const journeys = planner.plan({
    from: stop(from),
    to: stop(to),
    time: {
      serviceDate,
      seconds: hm(time),
      arriveBy: options.arriveBy ?? false,
      rangeSeconds: (options.range ?? 0) * 60,
    },
    preferences,
  });
  for (const journey of journeys) expect(journeyFault(net, journey, serviceDate, preferences.walkSpeed)).toBeNull();
  return journeys.map((journey) => journeyText(net, journey, { from, to, via: 'via' }));
}

describe("the planner on today's delays", () => {
  // A feeder reaches B at 08:10; line 2 leaves B at 08:12 and 08:30.
  const connection = () =>
    network(
      '1,WK,feeder\n2,WK,early\n2,WK,late',
      `feeder,08:01:00,08:01:00,A,1
       feeder,08:10:00,08:10:00,B,2
       early,08:12:00,08:12:00,B,1
       early,08:20:00,08:20:00,D,2
       late,08:30:00,08:30:00,B,1
       late,08:38:00,08:38:00,D,2`,
    );

  it('a late feeder misses its connection; a late connection is caught', async () => {
    const net = await connection();
    const planner = new JourneyPlanner(net);
    expect(plan(net, planner, 'A', 'D', '08:00')).toEqual([
      '08:01 A -1 feeder-> B 08:10 | change B 0min | 08:12 B -2 early-> D 08:20',
    ]);
    planner.setTripDelays(delays(net, { feeder: { late: 5 } }));
    expect(plan(net, planner, 'A', 'D', '08:00')).toEqual([
      '08:06 A -1 feeder-> B 08:15 | change B 0min | 08:30 B -2 late-> D 08:38',
    ]);
    planner.setTripDelays(delays(net, { feeder: { late: 5 }, early: { late: 4 } }));
    expect(plan(net, planner, 'A', 'D', '08:00')).toEqual([
      '08:06 A -1 feeder-> B 08:15 | change B 0min | 08:16 B -2 early-> D 08:24',
    ]);
    // Arriving by 08:30: only a late `early` makes it; the timetable alone would take the on-time one.
    expect(plan(net, planner, 'A', 'D', '08:30', { arriveBy: true })).toEqual([
      '08:06 A -1 feeder-> B 08:15 | change B 0min | 08:16 B -2 early-> D 08:24',
    ]);
  });

  it('uses predictions of today only: another day, and the timetable alone, answer from the timetable', async () => {
    const net = await connection();
    const planner = new JourneyPlanner(net);
    planner.setTripDelays(delays(net, { feeder: { late: 5 } }));
    expect(plan(net, planner, 'A', 'D', '08:00', { date: '2026-01-16' })).toEqual([
      '08:01 A -1 feeder-> B 08:10 | change B 0min | 08:12 B -2 early-> D 08:20',
    ]);
    planner.setTripDelays(undefined);
    expect(plan(net, planner, 'A', 'D', '08:00')).toEqual([
      '08:01 A -1 feeder-> B 08:10 | change B 0min | 08:12 B -2 early-> D 08:20',
    ]);
  });

  it('keeps the timetable beside the predicted times of a ride', async () => {
    const net = await connection();
    const planner = new JourneyPlanner(net);
    planner.setTripDelays(delays(net, { feeder: { late: 5 } }));
    const stop = (id: string) => ({ kind: 'stop' as const, index: net.lookup.stop.get(id)! });
    const [journey] = planner.plan({
      from: stop('A'),
      to: stop('B'),
      time: { serviceDate: TODAY, seconds: hm('08:00'), arriveBy: false, rangeSeconds: 0 },
      preferences,
    });
    const ride = journey.legs.find((leg) => leg.kind === 'ride')!;
    expect(ride).toMatchObject({
      start: hm('08:06'),
      end: hm('08:15'),
      scheduled: { start: hm('08:01'), end: hm('08:10') },
    });
  });

  // Three trips of one pattern A → B → C → D; `fast` (at 09:00) runs each hop in 3 minutes.
  const line = () =>
    network(
      '1,WK,t1\n1,WK,t2\n1,WK,fast',
      `t1,08:00:00,08:00:00,A,1
       t1,08:10:00,08:10:00,B,2
       t1,08:20:00,08:20:00,C,3
       t1,08:30:00,08:30:00,D,4
       t2,08:05:00,08:05:00,A,1
       t2,08:15:00,08:15:00,B,2
       t2,08:25:00,08:25:00,C,3
       t2,08:35:00,08:35:00,D,4
       fast,09:00:00,09:00:00,A,1
       fast,09:03:00,09:03:00,B,2
       fast,09:06:00,09:06:00,C,3
       fast,09:09:00,09:09:00,D,4`,
    );

  it('rides a delayed trip that overtakes the one before it (FIFO broken: the trip gets a pattern of its own)', async () => {
    const net = await line();
    const planner = new JourneyPlanner(net);
    // t1 leaves A 8 minutes late (after t2), then catches up: at B at 08:12 (before t2), on time at C and D.
    planner.setTripDelays(delays(net, { t1: { late: [8, 2, 0, 0] } }));
    expect(plan(net, planner, 'A', 'D', '08:04')).toEqual(['08:08 A -1 t1-> D 08:30']);
    expect(plan(net, planner, 'A', 'D', '08:31', { arriveBy: true })).toEqual(['08:08 A -1 t1-> D 08:30']);
    expect(plan(net, planner, 'B', 'D', '08:11')).toEqual(['08:12 B -1 t1-> D 08:30']);
    expect(plan(net, planner, 'A', 'B', '08:04')).toEqual(['08:08 A -1 t1-> B 08:12']);
    // A range from 08:04 sees both departures: t2 at 08:05 arrives later than t1 leaving at 08:08, so only t1 remains.
    expect(plan(net, planner, 'A', 'D', '08:04', { range: 30 })).toEqual(['08:08 A -1 t1-> D 08:30']);
  });

  it('re-sorts a delayed trip that simply runs behind the next one', async () => {
    const net = await line();
    const planner = new JourneyPlanner(net);
    planner.setTripDelays(delays(net, { t1: { late: 12 } }));
    expect(plan(net, planner, 'A', 'D', '08:04')).toEqual(['08:05 A -1 t2-> D 08:35']);
    expect(plan(net, planner, 'A', 'D', '08:06')).toEqual(['08:12 A -1 t1-> D 08:42']);
    expect(plan(net, planner, 'A', 'D', '08:43', { arriveBy: true })).toEqual(['08:12 A -1 t1-> D 08:42']);
  });

  it("never runs a hop faster than the timetable's fastest trip (the lower bounds stay bounds)", async () => {
    const net = await line();
    const planner = new JourneyPlanner(net);
    // Predicted 08:20 at A and on time (08:10) at B: taken as the fastest hop, 3 minutes.
    planner.setTripDelays(delays(net, { t1: { late: [20, 0, 0, 0] } }));
    expect(plan(net, planner, 'A', 'B', '08:19')).toEqual(['08:20 A -1 t1-> B 08:23']);
  });

  it('neither boards nor alights where a trip skips the stop', async () => {
    const net = await line();
    const planner = new JourneyPlanner(net);
    expect(plan(net, planner, 'B', 'C', '08:09')).toEqual(['08:10 B -1 t1-> C 08:20']);
    planner.setTripDelays(delays(net, { t1: { late: 0, skipped: [2] } }));
    expect(plan(net, planner, 'B', 'C', '08:09')).toEqual(['08:15 B -1 t2-> C 08:25']);
    expect(plan(net, planner, 'C', 'D', '08:19')).toEqual(['08:25 C -1 t2-> D 08:35']);
    expect(plan(net, planner, 'C', 'D', '08:36', { arriveBy: true })).toEqual(['08:25 C -1 t2-> D 08:35']);
    // Riding through the skipped stop is still possible.
    expect(plan(net, planner, 'B', 'D', '08:09')).toEqual(['08:10 B -1 t1-> D 08:30']);
  });
});
