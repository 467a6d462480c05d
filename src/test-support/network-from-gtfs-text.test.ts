import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from './network-from-gtfs-text.ts';

const feed = {
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone
    T,Test Transit,https://t.example,America/New_York`,
  'stops.txt': `stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station
    S,Station,40.7000,-74.0000,1,
    S1,Station,40.7000,-74.0000,0,S
    S2,Station,40.7001,-74.0001,0,S
    B,Bravo,40.7100,-74.0000,,
    C,Charlie,40.7200,-74.0000,,
    C2,Charlie,40.7201,-74.0001,,`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type,route_color
    R,T,1,One,1,EE352E
    X,T,X,Express,3,`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
    WK,1,1,1,1,1,0,0,20260105,20260130`,
  'calendar_dates.txt': `service_id,date,exception_type
    WK,20260119,2
    WK,20260124,1`,
  // Scenario: R runs S1 → B → C three times; the slow 08:10 trip is overtaken by the 08:15 one, which gets its own pattern.
  'trips.txt': `route_id,service_id,trip_id,trip_headsign,direction_id
    R,WK,r1,Charlie,0
    R,WK,r2,Charlie,0
    R,WK,r3,Charlie,0
    X,WK,x1,Night,1`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
    r1,08:00:00,08:00:00,S1,1
    r1,08:05:00,08:05:00,B,2
    r1,08:10:00,08:10:00,C,3
    r2,08:10:00,08:10:00,S1,1
    r2,08:30:00,08:30:00,B,2
    r2,08:40:00,08:40:00,C,3
    r3,08:15:00,08:15:00,S1,1
    r3,08:20:00,08:20:00,B,2
    r3,08:25:00,08:25:00,C,3
    x1,23:50:00,23:50:00,C2,1
    x1,,,B,2
    x1,24:10:00,24:10:00,S2,3`,
  'transfers.txt': `from_stop_id,to_stop_id,transfer_type,min_transfer_time
    S,S,2,180`,
};

describe('buildNetworkFromGtfsText', () => {
  it('keeps raw ids by default and namespaces them on request', async () => {
    const raw = await buildNetworkFromGtfsText(feed);
    expect(raw.lookup.stop.has('S1')).toBe(true);
    const namespaced = await buildNetworkFromGtfsText(feed, { rawIds: false, feedId: 'nyc' });
    expect(namespaced.lookup.stop.has('nyc:S1')).toBe(true);
    expect(namespaced.lookup.route.has('nyc:R')).toBe(true);
    expect(namespaced.lookup.area.has('nyc:S')).toBe(true);
    expect(namespaced.lookup.area.has('nyc:area:B')).toBe(true);
  });

  it('splits overtaking trips into separate FIFO patterns sorted by first departure', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const route = network.lookup.route.get('R')!;
    const patterns = [...network.lookup.routePatterns[route]];
    expect(patterns).toHaveLength(2);
    const tripsOf = (p: number) =>
      Array.from(
        { length: network.patterns.tripStart[p + 1] - network.patterns.tripStart[p] },
        (_, k) => network.trips.ids[network.patterns.tripStart[p] + k],
      );
    expect(patterns.map(tripsOf)).toEqual([['r1', 'r2'], ['r3']]);
    for (const p of patterns) {
      const width = network.patterns.stopStart[p + 1] - network.patterns.stopStart[p];
      for (let t = network.patterns.tripStart[p] + 1; t < network.patterns.tripStart[p + 1]; t++) {
        for (let i = 0; i < width; i++) {
          expect(network.stopTimes.departure[network.trips.stopTimeStart[t] + i]).toBeGreaterThanOrEqual(
            network.stopTimes.departure[network.trips.stopTimeStart[t - 1] + i],
          );
        }
      }
    }
  });

  it('keeps times past midnight and interpolates missing ones', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const t = network.lookup.trip.get('x1')!;
    const start = network.trips.stopTimeStart[t];
    expect(Array.from(network.stopTimes.arrival.subarray(start, start + 3))).toEqual([85800, 86400, 87000]);
  });

  it('groups same-named parentless stops a few metres apart into one area', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const c = network.lookup.stop.get('C')!;
    const c2 = network.lookup.stop.get('C2')!;
    expect(network.stops.area[c]).toBe(network.stops.area[c2]);
    expect(network.stopAreas.ids[network.stops.area[c]]).toBe('area:C');
  });

  it('builds footpaths: station-level transfers expand to platforms, walking links use 1.12 m/s', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const { footpaths, lookup } = network;
    const s1 = lookup.stop.get('S1')!;
    const s2 = lookup.stop.get('S2')!;
    const links = (from: number) =>
      Array.from({ length: footpaths.start[from + 1] - footpaths.start[from] }, (_, k) => ({
        to: network.stops.ids[footpaths.to[footpaths.start[from] + k]],
        duration: footpaths.duration[footpaths.start[from] + k],
      }));
    expect(links(s1)).toEqual([{ to: 'S2', duration: 180 }]);
    expect(footpaths.stopTransferTime[s2]).toBe(180);
    const c = lookup.stop.get('C')!;
    const [toC2] = links(c);
    expect(toC2.to).toBe('C2');
    expect(toC2.duration).toBe(Math.ceil(footpaths.distance[footpaths.start[c]] / 1.12));
  });

  it('maps route types to modes and keeps feed colors with readable text', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const r = network.lookup.route.get('R')!;
    const x = network.lookup.route.get('X')!;
    // The feed's white on the MTA red is 4.0:1, under the 4.5:1 of normal text: black (5.3:1).
    expect([network.routes.modes[r], network.routes.colors[r], network.routes.textColors[r]]).toEqual([
      'metro',
      '#EE352E',
      '#000000',
    ]);
    expect(network.routes.modes[x]).toBe('bus');
    expect(network.timezone).toBe('America/New_York');
  });

  it('indexes the patterns serving each stop with the stop position', async () => {
    const network = await buildNetworkFromGtfsText(feed);
    const b = network.lookup.stop.get('B')!;
    const { start, pattern, position } = network.stopPatterns;
    const served = Array.from({ length: start[b + 1] - start[b] }, (_, k) => [
      network.routes.ids[network.patterns.route[pattern[start[b] + k]]],
      position[start[b] + k],
    ]);
    expect(served.sort()).toEqual([
      ['R', 1],
      ['R', 1],
      ['X', 1],
    ]);
  });
});

describe('stations of the same name', () => {
  it('share one stop area when close, and the merged station ids still resolve to it', async () => {
    const network = await buildNetworkFromGtfsText({
      'stops.txt': `stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station
        127,Times Sq-42 St,40.75529,-73.987495,1,
        127N,Times Sq-42 St,40.75529,-73.987495,0,127
        725,Times Sq-42 St,40.755477,-73.987691,1,
        725N,Times Sq-42 St,40.755477,-73.987691,0,725
        902,Times Sq-42 St,41.755983,-73.986229,1,
        902N,Times Sq-42 St,41.755983,-73.986229,0,902`,
      'routes.txt': `route_id,route_short_name,route_type
        1,1,1`,
      'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
        S,1,1,1,1,1,1,1,20260101,20260131`,
      'trips.txt': `route_id,service_id,trip_id
        1,S,t`,
      'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
        t,08:00:00,08:00:00,127N,1
        t,08:05:00,08:05:00,725N,2
        t,09:00:00,09:00:00,902N,3`,
    });
    const { stopAreas, lookup, stops } = network;
    expect(stopAreas.ids).toEqual(['127', '902']);
    expect(stops.area[lookup.stop.get('725N')!]).toBe(lookup.area.get('127'));
    expect(lookup.area.get('725')).toBe(lookup.area.get('127'));
    expect(lookup.area.get('902')).toBe(1);
  });
});
