import { describe, expect, it } from 'vitest';
import { SearchResponse, type Journey } from '../../contract/trip-planner.ts';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { directOrChangeFeed } from '../../test-support/test-networks.ts';
import { createApp } from './app.ts';

// Scenario (GTFS accessibility: 0 no information, 1 accessible, 2 not accessible):
// - station AS is accessible (1); its platform A says 0, so it inherits 1. D is accessible, B unknown, C not.
// - "known" runs A → D 08:00–08:30 and is accessible; "fast" runs A → D 08:05–08:20 with no information (0);
//   "stairs" runs A → C 08:10–08:25; "old" runs A → E 08:15–08:35 in a vehicle that is not accessible (2).
const network = await buildNetworkFromGtfsText({
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    T,Test Transit,https://t.example,America/New_York`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,wheelchair_boarding
    AS,Alpha,40.7000,-74.0000,1,,1
    A,Alpha,40.7000,-74.0000,0,AS,0
    B,Bravo,40.7100,-74.0000,0,,0
    C,Charlie,40.7200,-74.0000,0,,2
    D,Delta,40.7300,-74.0000,0,,1
    E,Echo,40.7400,-74.0000,0,,1`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
    1,T,1,One,3
    2,T,2,Two,3
    3,T,3,Three,3
    4,T,4,Four,3`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    WK,1,1,1,1,1,1,1,20260105,20260130`,
  'trips.txt': `route_id,service_id,trip_id,wheelchair_accessible
    1,WK,known,1
    2,WK,fast,0
    3,WK,stairs,1
    4,WK,old,2`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    known,08:00:00,08:00:00,A,1
    known,08:30:00,08:30:00,D,2
    fast,08:05:00,08:05:00,A,1
    fast,08:12:00,08:12:00,B,2
    fast,08:20:00,08:20:00,D,3
    stairs,08:10:00,08:10:00,A,1
    stairs,08:25:00,08:25:00,C,2
    old,08:15:00,08:15:00,A,1
    old,08:35:00,08:35:00,E,2`,
});
const app = createApp({ network });

async function search(toId: string, wheelchair: boolean): Promise<SearchResponse> {
  const body = {
    fromId: 'AS',
    toId,
    departureDateTime: '2026-01-14T07:55:00',
    rangeMinutes: 0,
    itineraryOptions: { wheelchair },
  };
  const res = await app.request('/api/trip-planner/v2/journeys/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return SearchResponse.parse(await res.json());
}
const journeys = (answer: SearchResponse) => answer.groups.flatMap((g) => g.journeys);
const rideOf = (journey: Journey) => journey.sections.find((s) => s.type === 'PUBLIC_TRANSPORT')!;

describe('step-free journeys', () => {
  it('rides stops and vehicles of unknown accessibility, ranked after known accessible ones and marked', async () => {
    const answer = await search('D', true);
    const [known, fast] = journeys(answer);
    expect(answer.groups[0]).toMatchObject({ key: 'recommended', journeys: [{ accessibility: 'accessible' }] });
    expect(rideOf(known)).toMatchObject({
      tripId: 'known',
      accessibility: 'accessible',
      from: { id: 'A', accessibility: 'accessible' },
      to: { id: 'D', accessibility: 'accessible' },
    });
    // Arrives 10 minutes sooner, but its vehicle gives no information: offered, after the accessible one.
    expect(fast.accessibility).toBe('unknown');
    expect(rideOf(fast)).toMatchObject({
      tripId: 'fast',
      accessibility: 'unknown',
      from: { accessibility: 'accessible' },
    });
    expect(journeys(answer)).toHaveLength(2);
    expect(answer.stepFreeObstacles).toBeUndefined();
  });

  it('ranks by time alone and marks nothing without the preference', async () => {
    const answer = await search('D', false);
    const recommended = answer.groups[0].journeys[0];
    expect(rideOf(recommended).tripId).toBe('fast');
    expect(recommended.accessibility).toBeUndefined();
    expect(rideOf(recommended).from.accessibility).toBeUndefined();
  });

  it('never uses a stop or a vehicle marked not accessible, and says which ones stood in the way', async () => {
    const toC = await search('C', true);
    expect(toC.groups).toEqual([]);
    expect(toC.stepFreeObstacles).toEqual({ stops: [{ id: 'C', name: 'Charlie' }], lines: [] });
    const toE = await search('E', true);
    expect(toE.groups).toEqual([]);
    expect(toE.stepFreeObstacles).toMatchObject({ stops: [], lines: [{ id: '4', code: '4' }] });
    expect(journeys(await search('E', false))).toHaveLength(1);
  });

  it('says when the operator publishes no accessibility data, and only then', async () => {
    // This feed publishes some: the answer says nothing of the kind.
    expect((await search('D', true)).accessibilityNotPublished).toBeUndefined();
    // A feed without any wheelchair column: the same journeys, all unknown, and the answer says why.
    const silent = createApp({ network: await buildNetworkFromGtfsText(directOrChangeFeed()) });
    const ask = async (wheelchair: boolean) => {
      const body = {
        fromId: 'A',
        toId: 'C',
        departureDateTime: '2026-01-14T07:55:00',
        rangeMinutes: 0,
        itineraryOptions: { wheelchair },
      };
      const res = await silent.request('/api/trip-planner/v2/journeys/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return SearchResponse.parse(await res.json());
    };
    const stepFree = await ask(true);
    expect(stepFree.accessibilityNotPublished).toBe(true);
    expect(journeys(stepFree).map((j) => j.accessibility)).toEqual(journeys(stepFree).map(() => 'unknown'));
    expect(journeys(stepFree).length).toBe(journeys(await ask(false)).length);
    expect((await ask(false)).accessibilityNotPublished).toBeUndefined();
  });

  it('keeps the marks in the detailed journey of a step-free answer', async () => {
    const fast = journeys(await search('D', true))[1];
    const res = await app.request('/api/trip-planner/v2/journeys/detailed', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tripType: '0', journeySummaryCode: fast.journeySummaryCode }),
    });
    const detailed = SearchResponse.parse(await res.json()).groups[0].journeys[0];
    expect(detailed).toEqual({ ...fast, isDetailedTrip: true });
  });
});
