import { describe, expect, it } from 'vitest';
import { DEFAULT_JOURNEY_RANKING, type JourneyRanking } from '../../../domain/journey-cost.ts';
import type { SearchResponse } from '../../../contract/trip-planner.ts';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import { busFeed } from '../../../test-support/test-networks.ts';
import { TripPlannerService } from './trip-planner-service.ts';

// Stops about 1.1 km apart (no walking between them).
const STOPS = `A,Alpha,40.7000,-74.0000
B,Bravo,40.7100,-74.0000
C,Charlie,40.7200,-74.0000
D,Delta,40.7300,-74.0000`;

// "long" rides A → B → C, reaching C 08:42; "hop" leaves B at 08:33 and reaches C at 08:34, eight minutes sooner.
const stayAboard = busFeed(
  STOPS,
  `trip_id,arrival_time,departure_time,stop_id,stop_sequence
long,08:00:00,08:00:00,A,1
long,08:30:00,08:30:00,B,2
long,08:42:00,08:42:00,C,3
hop,08:33:00,08:33:00,B,1
hop,08:34:00,08:34:00,C,2`,
);

// At 08:00, "first" A → B then "bus" B → D arrives 08:41 (41 min, one change); "direct" leaves at 08:06 and arrives
// at 08:51 (45 min, no change).
const changeOrDirect = busFeed(
  STOPS,
  `trip_id,arrival_time,departure_time,stop_id,stop_sequence
first,08:00:00,08:00:00,A,1
first,08:30:00,08:30:00,B,2
bus,08:32:00,08:32:00,B,1
bus,08:41:00,08:41:00,D,2
direct,08:06:00,08:06:00,A,1
direct,08:51:00,08:51:00,D,2`,
);

async function search(
  feed: Record<string, string>,
  to: string,
  ranking: Partial<JourneyRanking> = {},
  fewerTransfers = false,
) {
  const service = new TripPlannerService(await buildNetworkFromGtfsText(feed), {
    ...DEFAULT_JOURNEY_RANKING,
    ...ranking,
  });
  return service.search({
    fromId: 'A',
    toId: to,
    tripType: '0',
    departureDateTime: '2026-01-14T08:00:00',
    rangeMinutes: 30,
    itineraryOptions: { fewerTransfers },
  });
}
const trips = (answer: SearchResponse, group: string) =>
  answer.groups
    .find((g) => g.key === group)!
    .journeys.map((j) => j.sections.flatMap((s) => (s.type === 'PUBLIC_TRANSPORT' ? [s.tripId] : [])).join('+'));

describe('the recommended journey', () => {
  it('stays on the vehicle that reaches the destination a few minutes later, the change kept as an alternative', async () => {
    const answer = await search(stayAboard, 'C');
    expect(trips(answer, 'recommended')).toEqual(['long']);
    expect(trips(answer, 'alternatives')).toEqual(['long+hop']);
  });

  it('never leaves a vehicle for a stop it reaches a few minutes later, even when changes cost nothing', async () => {
    expect(trips(await search(stayAboard, 'C', { transferMinutes: 0 }), 'recommended')).toEqual(['long']);
    // The rule's window is configurable: with none, the free change's eight minutes win.
    expect(trips(await search(stayAboard, 'C', { transferMinutes: 0, stayAboardMinutes: 0 }), 'recommended')).toEqual([
      'long+hop',
    ]);
  });

  it('does not trade a change for a few minutes: the direct bus is recommended, the change listed', async () => {
    const answer = await search(changeOrDirect, 'D');
    expect(trips(answer, 'recommended')).toEqual(['direct']);
    expect(trips(answer, 'alternatives')).toEqual(['first+bus']);
  });

  it('recommends a change that saves more than it is worth, and weighs it more when asked for fewer transfers', async () => {
    expect(trips(await search(changeOrDirect, 'D', { transferMinutes: 2 }), 'recommended')).toEqual(['first+bus']);
    expect(trips(await search(changeOrDirect, 'D', { transferMinutes: 2 }, true), 'recommended')).toEqual(['direct']);
  });
});
