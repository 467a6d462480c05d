import { describe, expect, it } from 'vitest';
import { SearchResponse } from '../../contract/trip-planner.ts';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { createApp } from './app.ts';

// Scenario: line 1 runs A → B → C at 08:00 and 08:30 and back C → B → A at 12:30; station CS holds C; nobody serves Z.
const network = await buildNetworkFromGtfsText({
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    T,Test Transit,https://t.example,America/New_York`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station
    A,Alpha,40.7000,-74.0000,,
    B,Bravo,40.7100,-74.0000,,
    CS,Charlie,40.7200,-74.0000,1,
    C,Charlie,40.7200,-74.0000,0,CS
    Z,Zulu,40.9000,-74.0000,,`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type,route_color,route_text_color
    1,T,1,One,1,EE352E,FFFFFF`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    WK,1,1,1,1,1,1,1,20260105,20260130`,
  'trips.txt': `route_id,service_id,trip_id,trip_headsign
    1,WK,t1,Charlie
    1,WK,t2,Charlie
    1,WK,back,Alpha`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    t1,08:00:00,08:00:00,A,1
    t1,08:10:00,08:11:00,B,2
    t1,08:20:00,08:20:00,C,3
    t2,08:30:00,08:30:00,A,1
    t2,08:40:00,08:41:00,B,2
    t2,08:50:00,08:50:00,C,3
    back,12:30:00,12:30:00,C,1
    back,12:40:00,12:40:00,B,2
    back,12:50:00,12:50:00,A,3`,
});
const app = createApp({ network });

function post(path: string, body: unknown, contentType = 'application/json') {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const search = (body: unknown) => post('/api/trip-planner/v2/journeys/search', body);

describe('POST /api/trip-planner/v2/journeys/search', () => {
  it('answers groups of journeys with public transport sections, times in the network zone', async () => {
    const res = await search({
      fromId: 'A',
      toId: 'CS',
      tripType: '0',
      departureDateTime: '2026-01-14T07:55:00',
      rangeMinutes: 60,
    });
    expect(res.status).toBe(200);
    const body = SearchResponse.parse(await res.json());
    const first = body.groups[0].journeys[0];
    expect(first.departureDateTime).toBe('2026-01-14T08:00:00-05:00');
    expect(first.arrivalDateTime).toBe('2026-01-14T08:20:00-05:00');
    expect(first.transfers).toBe(0);
    const ride = first.sections.find((s) => s.type === 'PUBLIC_TRANSPORT');
    expect(ride).toMatchObject({
      mode: 'metro',
      line: { id: '1', code: '1', name: 'One', color: '#EE352E', textColor: '#000000' },
      headsign: 'Charlie',
      tripId: 't1',
      from: { id: 'A', name: 'Alpha' },
      to: { id: 'C', name: 'Charlie' },
      intermediateStops: [
        { id: 'B', arrivalDateTime: '2026-01-14T08:10:00-05:00', departureDateTime: '2026-01-14T08:11:00-05:00' },
      ],
    });
    // A one-hour range also lists the 08:30 departure, once.
    const all = body.groups.flatMap((g) => g.journeys);
    expect(all.map((j) => j.departureDateTime)).toEqual(['2026-01-14T08:00:00-05:00', '2026-01-14T08:30:00-05:00']);
    expect(new Set(all.map((j) => j.journeySummaryCode)).size).toBe(all.length);
  });

  it('walks from a coordinate to the first stop', async () => {
    const res = await search({
      fromId: 'addr-1',
      fromValue: '1 Main St',
      fromLat: 40.7073,
      fromLon: -74.0,
      toId: 'C',
      departureDateTime: '2026-01-14T07:50:00',
      rangeMinutes: 0,
    });
    const journey = SearchResponse.parse(await res.json()).groups[0].journeys[0];
    expect(journey.sections[0]).toMatchObject({ type: 'WALKING', from: { name: '1 Main St' }, to: { id: 'B' } });
    expect(journey.walkingDistance).toBeGreaterThan(250);
  });

  it('plans the return from the outbound arrival place', async () => {
    const outbound = SearchResponse.parse(
      await (await search({ fromId: 'A', toId: 'B', departureDateTime: '2026-01-14T07:55:00' })).json(),
    );
    const code = outbound.groups[0].journeys[0].journeySummaryCode;
    const res = await search({
      tripType: '2',
      previousJourneySummaryCode: code,
      departureDateTime: '2026-01-14T12:00:00',
    });
    expect(res.status).toBe(200);
    const back = SearchResponse.parse(await res.json()).groups[0].journeys[0];
    expect(back.sections.find((s) => s.type === 'PUBLIC_TRANSPORT')).toMatchObject({
      tripId: 'back',
      from: { id: 'B' },
      to: { id: 'A' },
    });
    const unknown = await search({
      tripType: '2',
      previousJourneySummaryCode: '1.bm9wZQ',
      departureDateTime: '2026-01-14T12:00:00',
    });
    expect(unknown.status).toBe(404);
  });

  it('answers from the nearest covered week when the date lies outside the feed (stale feed)', async () => {
    const res = await search({ fromId: 'A', toId: 'CS', departureDateTime: '2026-03-04T07:55:00', rangeMinutes: 0 });
    const body = SearchResponse.parse(await res.json());
    expect(body).toMatchObject({ serviceDate: '2026-01-28', serviceDateShiftedFrom: '2026-03-04' });
    expect(body.groups[0].journeys[0].departureDateTime).toBe('2026-03-04T08:00:00-05:00');
  });

  it('answers an empty list when no route exists', async () => {
    const res = await search({ fromId: 'A', toId: 'Z', departureDateTime: '2026-01-14T07:55:00' });
    expect(await res.json()).toMatchObject({ groups: [] });
  });

  it('refuses bad requests with a clear error', async () => {
    const cases: [unknown, number, string][] = [
      [{ fromId: 'A', toId: 'A' }, 422, 'same_places'],
      [{ toId: 'C' }, 400, 'missing_place'],
      [{ fromId: 'nowhere', toId: 'C' }, 422, 'unknown_place'],
      [{ fromId: 'A', toId: 'C', departureDateTime: 'tomorrow' }, 400, 'invalid_date'],
      [{ fromId: 'A', toId: 'C', departureDateTime: '3026-01-14T08:00:00' }, 400, 'invalid_date'],
      [{ fromId: 'A', toId: 'C', arrivalDateTime: '0001-01-14T08:00:00-05:00' }, 400, 'invalid_date'],
      [
        { fromId: 'A', toId: 'C', departureDateTime: '2026-01-14T08:00:00', arrivalDateTime: '2026-01-14T09:00:00' },
        400,
        'conflicting_times',
      ],
      [{ fromId: 'A', toId: 'C', tripType: '7' }, 400, 'invalid_request'],
    ];
    for (const [body, status, code] of cases) {
      const res = await search(body);
      expect([res.status, ((await res.json()) as { error: { code: string } }).error.code]).toEqual([status, code]);
    }
    expect(
      (await post('/api/trip-planner/v2/journeys/search', 'fromId=A', 'application/x-www-form-urlencoded')).status,
    ).toBe(415);
    expect((await search('x'.repeat(70_000))).status).toBe(413);
  });
});

describe('POST /api/trip-planner/v2/journeys/detailed', () => {
  it('rebuilds the journey of a summary code', async () => {
    const found = SearchResponse.parse(
      await (
        await search({ fromId: 'A', toId: 'CS', departureDateTime: '2026-01-14T08:25:00', rangeMinutes: 0 })
      ).json(),
    );
    const journey = found.groups[0].journeys[0];
    const res = await post('/api/trip-planner/v2/journeys/detailed', {
      tripType: '0',
      journeySummaryCode: journey.journeySummaryCode,
    });
    const detailed = SearchResponse.parse(await res.json()).groups[0].journeys[0];
    expect(detailed).toEqual({ ...journey, isDetailedTrip: true });
  });

  it('answers 404 for an unknown or stale code', async () => {
    const res = await post('/api/trip-planner/v2/journeys/detailed', { tripType: '0', journeySummaryCode: '1.bm9wZQ' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'journey_not_found' } });
  });
});

describe('GET preferences and bike sharing', () => {
  it('serves the preferences template with the network modes', async () => {
    const body = await (await app.request('/api/trip-planner/v3/journeys/preferences')).json();
    expect(body.sections.map((s: { sectionKey: string }) => s.sectionKey)).toEqual(['walking', 'modes', 'comfort']);
    expect(body.sections[1].options).toEqual([{ id: 'mode-metro', type: 'mode', selected: true, modes: ['metro'] }]);
  });

  it('answers 404 for bike-sharing stations without a GBFS source', async () => {
    const res = await app.request('/api/trip-planner/v2/journeys/bikeSharingStations/42');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'bike_sharing_unavailable' } });
  });
});
