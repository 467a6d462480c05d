import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import { RideNeeds } from './ride-needs.ts';
import { forwardView } from './routing-view.ts';
import { busFeed } from '../../../test-support/test-networks.ts';

// Trip t1 runs A → B → C; t2 runs D → E. B2 is 50 m from B (a walking link); E is far from everything.
const feed = busFeed(
  `A,Alpha,40.7000,-74.0000
B,Bravo,40.7100,-74.0000
B2,Bravo East,40.7100,-73.9994
C,Charlie,40.7200,-74.0000
D,Delta,40.7300,-74.0000
E,Echo,40.7800,-74.0000`,
  `trip_id,arrival_time,departure_time,stop_id,stop_sequence
t1,08:00:00,08:00:00,A,1
t1,08:05:00,08:05:00,B,2
t1,08:10:00,08:10:00,C,3
t2,08:00:00,08:00:00,D,1
t2,08:20:00,08:20:00,E,2`,
);

describe('RideNeeds', () => {
  it('counts the fewest rides still needed to reach the egress stop C', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const view = forwardView(network);
    const stop = (id: string) => network.lookup.stop.get(id)!;
    const needs = new RideNeeds(view).compute(
      { stops: [stop('C')], durations: [0], distances: [0] },
      new Uint8Array(view.patternCount).fill(1),
      0,
    );
    const afterRide = (id: string) => needs.afterRide[stop(id)];
    const beforeBoarding = (id: string) => needs.beforeBoarding[stop(id)];
    // Ready at A or B: one ride (t1) reaches C. At C itself, D or E nothing leaves towards C: two or more.
    expect([
      beforeBoarding('A'),
      beforeBoarding('B'),
      beforeBoarding('C'),
      beforeBoarding('D'),
      beforeBoarding('E'),
    ]).toEqual([1, 1, 2, 2, 2]);
    // Alighted at C: arrived. At B2: walk to B and ride once. At E: no single ride helps.
    expect([afterRide('C'), afterRide('A'), afterRide('B'), afterRide('B2'), afterRide('E')]).toEqual([0, 1, 1, 1, 2]);
    // t1 reaches C (a round scans its patterns first), t2 does not.
    const patternOf = (trip: string) => network.trips.pattern[network.trips.ids.indexOf(trip)];
    expect([needs.reachesEgress[patternOf('t1')], needs.reachesEgress[patternOf('t2')]]).toEqual([1, 0]);

    // A second search towards E forgets the first one's marks.
    needs.compute({ stops: [stop('E')], durations: [0], distances: [0] }, new Uint8Array(view.patternCount).fill(1), 0);
    expect([beforeBoarding('A'), beforeBoarding('D'), afterRide('C'), afterRide('B2'), afterRide('E')]).toEqual([
      2, 1, 2, 2, 0,
    ]);
    expect([needs.reachesEgress[patternOf('t1')], needs.reachesEgress[patternOf('t2')]]).toEqual([0, 1]);
  });
});
