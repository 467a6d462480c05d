import { describe, expect, it } from 'vitest';
import { mtaBusRouteBorough } from '../../gtfs/mta-bus-borough.ts';
import { lineCities } from './line-city.ts';
import { readNetworkFile } from '../model/network-file.ts';
import { networkFilePath } from '../model/network-location.ts';
import { NYC_STATION_BOROUGHS } from '../../../test-support/nyc-borough-oracle.ts';

// The NYC network compiled by `npm run data`; skipped when data/ holds none (a checkout that never imported).
const loaded = readNetworkFile(networkFilePath());
const network = loaded.ok && loaded.network.lookup.area.has('subway:127') ? loaded.network : undefined;

describe.skipIf(!network)('the borough of well-known NYC stations (route-name vote, area-cities.ts)', () => {
  const boroughOf = (id: string) => network!.stopAreas.cities[network!.lookup.area.get(id)!];

  it('gets the border cases a vote of bus feed cities got wrong', () => {
    expect(boroughOf('subway:G07')).toBe('Queens'); // Jamaica-Van Wyck: was Brooklyn (the Brooklyn depot's Q buses)
    expect(boroughOf('subway:719')).toBe('Queens'); // Court Sq
    expect(boroughOf('subway:718')).toBe('Queens'); // Queensboro Plaza
    expect(boroughOf('subway:R01')).toBe('Queens'); // Astoria-Ditmars Blvd: was Manhattan
    expect(boroughOf('subway:H11')).toBe('Queens'); // Far Rockaway: was none (MTA Bus Company's feed has no borough)
    expect(boroughOf('subway:A51')).toBe('Brooklyn'); // Broadway Junction
    expect(boroughOf('subway:414')).toBe('Bronx'); // 161 St-Yankee Stadium
    expect(boroughOf('subway:S31')).toBe('Staten Island'); // St George
    expect(boroughOf('subway:701')).toBe('Queens'); // Flushing-Main St
    expect(boroughOf('subway:235')).toBe('Brooklyn'); // Atlantic Av-Barclays Ctr
  });

  it('misses only the known cases that no route name can tell', () => {
    const wrong = NYC_STATION_BOROUGHS.filter(({ id, borough }) => boroughOf(id) !== borough).map(
      ({ id, name }) => `${id} ${name}`,
    );
    // Marble Hill and Inwood: only Bronx (Bx) routes around them; Roosevelt Island: only the Q102; Ridgewood (Fresh
    // Pond Rd, Seneca Av) and Hunters Point: Brooklyn (B) routes end there; Crescent St: Q routes pass on Jamaica Av.
    expect(wrong.sort()).toEqual(
      [
        'subway:A02 Inwood-207 St',
        'subway:106 Marble Hill-225 St',
        'subway:B06 Roosevelt Island',
        'subway:J20 Crescent St',
        'subway:M04 Fresh Pond Rd',
        'subway:M06 Seneca Av',
        'subway:720 Hunters Point Av',
      ].sort(),
    );
    expect(NYC_STATION_BOROUGHS.length - wrong.length).toBe(43);
  });

  it('lists local bus lines under the borough their name says, not the depot feed city', () => {
    const net = network!;
    const cities = lineCities(net);
    expect(cities[net.lookup.route.get('bus:Q24')!]).toBe('Queens'); // run from a Brooklyn depot
    const wrong: string[] = [];
    let local = 0;
    for (let route = 0; route < net.routes.count; route++) {
      const named = mtaBusRouteBorough(net.routes.shortNames[route], net.routes.routeType[route]);
      if (!named || !cities[route]) continue;
      local++;
      if (cities[route] !== named) wrong.push(`${net.routes.shortNames[route]} ${cities[route]}`);
    }
    // B39 crosses the Williamsburg Bridge and makes most of its stops in Manhattan; the MTA Bus Company's Q50 runs from
    // Flushing to Co-op City and makes most of its stops in the Bronx.
    expect(local).toBeGreaterThan(260);
    expect(wrong).toEqual(['B39 Manhattan', 'Q50 Bronx']);
  });

  it('lists every bus line under a borough, MTA Bus Company routes and express buses too', () => {
    const net = network!;
    const cities = lineCities(net);
    const boroughs = new Set(['Manhattan', 'Brooklyn', 'Bronx', 'Queens', 'Staten Island']);
    const buses = Array.from({ length: net.routes.count }, (_, route) => route).filter(
      (route) => net.routes.modes[route] === 'bus' && net.lookup.routePatterns[route].length > 0,
    );
    expect(buses.length).toBeGreaterThan(300);
    expect(buses.filter((route) => !boroughs.has(cities[route])).map((route) => net.routes.ids[route])).toEqual([]);
    // MTA Bus Company's own: the Q10 to JFK in Queens, the BM1 express from Brooklyn's Mill Basin (most stops there).
    expect(cities[net.lookup.route.get('bus:Q10')!]).toBe('Queens');
    expect(cities[net.lookup.route.get('bus:BM1')!]).toBe('Brooklyn');
    // Rail lines keep no borough (the list groups them by agency).
    expect(cities[net.lookup.route.get('subway:E')!]).toBe('');
  });
});
