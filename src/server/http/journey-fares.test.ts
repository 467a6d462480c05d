import { describe, expect, it } from 'vitest';
import { SearchResponse } from '../../contract/trip-planner.ts';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import { createApp } from './app.ts';

// Line 1 runs A → B, line 2 B → C (a bus, its own network) and line 3 C → D (a network no fare rule prices).
const network = await buildNetworkFromGtfsText({
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    T,Test Transit,https://t.example,America/New_York`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
    A,Alpha,40.7000,-74.0000
    B,Bravo,40.7100,-74.0000
    C,Charlie,40.7200,-74.0000
    D,Delta,40.7300,-74.0000`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
    1,T,1,One,1
    2,T,2,Two,3
    3,T,3,Three,4`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    WK,1,1,1,1,1,1,1,20260105,20260130`,
  'trips.txt': `route_id,service_id,trip_id
    1,WK,t1
    2,WK,t2
    3,WK,t3`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    t1,08:00:00,08:00:00,A,1
    t1,08:10:00,08:10:00,B,2
    t2,08:15:00,08:15:00,B,1
    t2,08:25:00,08:25:00,C,2
    t3,08:30:00,08:30:00,C,1
    t3,08:40:00,08:40:00,D,2`,
  'networks.txt': `network_id,network_name
    rail,Rail
    bus,Bus`,
  'route_networks.txt': `route_id,network_id
    1,rail
    2,bus
    3,ferry`,
  'fare_products.txt': `fare_product_id,fare_product_name,amount,currency
    single,Single ride,2.90,USD`,
  'fare_leg_rules.txt': `leg_group_id,network_id,fare_product_id
    rail,rail,single
    bus,bus,single`,
  'fare_transfer_rules.txt': `from_leg_group_id,to_leg_group_id,transfer_count,duration_limit,duration_limit_type,fare_transfer_type
    rail,bus,1,7200,1,0`,
});
const app = createApp({ network });

const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const search = async (fromId: string, toId: string) =>
  SearchResponse.parse(
    await (
      await post('/api/trip-planner/v2/journeys/search', {
        fromId,
        toId,
        departureDateTime: '2026-01-14T07:55:00',
        rangeMinutes: 0,
      })
    ).json(),
  ).groups[0].journeys[0];

describe('the fare of each journey', () => {
  it('prices a journey with a free transfer: one fare in total, per ride what is paid', async () => {
    const journey = await search('A', 'C');
    const rides = journey.sections.flatMap((section, i) => (section.type === 'PUBLIC_TRANSPORT' ? [i] : []));
    expect(journey.fare).toEqual({
      total: { amount: 290, currency: 'USD' },
      legs: [
        { section: rides[0], price: { amount: 290, currency: 'USD' }, product: 'Single ride', transfer: false },
        { section: rides[1], price: { amount: 0, currency: 'USD' }, product: 'Single ride', transfer: true },
      ],
      complete: true,
      source: 'gtfs',
      riderCategory: null,
    });
    // The detailed journey of its summary code carries the same fare.
    const detailed = SearchResponse.parse(
      await (
        await post('/api/trip-planner/v2/journeys/detailed', { journeySummaryCode: journey.journeySummaryCode })
      ).json(),
    ).groups[0].journeys[0];
    expect(detailed.fare).toEqual(journey.fare);
  });

  it('says "fare unknown" (no total) when one ride has no fare', async () => {
    const journey = await search('A', 'D');
    expect(journey.fare?.complete).toBe(false);
    expect(journey.fare?.total).toBeNull();
    expect(journey.fare?.legs.map((leg) => leg.price?.amount ?? null)).toEqual([290, 0, null]);
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await (await createApp({}).request('/openapi.json')).json()) as {
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(Object.keys(document.components.schemas.JourneyFare.properties ?? {})).toEqual([
      'total',
      'legs',
      'complete',
      'source',
      'riderCategory',
    ]);
  });
});
