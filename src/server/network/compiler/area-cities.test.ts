import { describe, expect, it } from 'vitest';
import { mtaBusRouteBorough } from '../../gtfs/mta-bus-borough.ts';
import { gtfsTextSource } from '../../gtfs/text-source.ts';
import { majorityHint, voteAreaCities } from './area-cities.ts';
import type { FeedConfig } from './feed-compiler.ts';
import { lineCities } from '../lines/line-city.ts';
import { compileNetwork } from './network-builder.ts';

// ~100 m apart along a street at 40.7 N (0.0012° of longitude ≈ 100 m); `far` is 5 km east.
const lat = (n: number) => Float64Array.from({ length: n }, () => 40.7);
const lon = (...metres: number[]) => Float64Array.from(metres, (m) => -73.9 + m * 0.000012);

describe('voteAreaCities', () => {
  it('lets the route hints of the neighbourhood outvote the feed city', () => {
    // Three bus stops of a Brooklyn depot's feed served by Queens routes, and a station with neither.
    const cities = voteAreaCities(
      lat(4),
      lon(0, 100, 200, 150),
      ['Queens', 'Queens', 'Queens', ''],
      ['Brooklyn', 'Brooklyn', 'Brooklyn', ''],
    );
    expect(cities).toEqual(['Queens', 'Queens', 'Queens', 'Queens']);
  });

  it('corrects one area whose only route crosses into another city by the majority around it', () => {
    const cities = voteAreaCities(
      lat(4),
      lon(0, 100, 200, 300),
      ['Manhattan', 'Manhattan', 'Bronx', 'Manhattan'],
      ['', '', '', ''],
    );
    expect(cities[2]).toBe('Manhattan');
  });

  it('takes the nearest route hint within the fallback radius when none is within the vote radius', () => {
    const cities = voteAreaCities(lat(3), lon(0, 1000, 5000), ['Staten Island', '', ''], ['', '', '']);
    expect(cities).toEqual(['Staten Island', 'Staten Island', '']);
  });

  it('falls back to the vote of feed cities where no route hint is near (a GTFS without route hints)', () => {
    const cities = voteAreaCities(lat(3), lon(0, 100, 5000), ['', '', ''], ['Springfield', '', 'Shelbyville']);
    expect(cities).toEqual(['Springfield', 'Springfield', 'Shelbyville']);
  });

  it('answers no city when neither hint exists', () => {
    expect(voteAreaCities(lat(2), lon(0, 100), ['', ''], ['', ''])).toEqual(['', '']);
  });
});

describe('majorityHint', () => {
  it('is the city most routes name, none on a tie or without hints', () => {
    expect(majorityHint(['Queens', 'Brooklyn', 'Queens'])).toBe('Queens');
    expect(majorityHint(['Queens', '', ''])).toBe('Queens');
    expect(majorityHint(['Queens', 'Brooklyn'])).toBe('');
    expect(majorityHint(['', ''])).toBe('');
    expect(majorityHint([])).toBe('');
  });
});

describe('stop-area cities in a compiled network', () => {
  // A "Brooklyn" depot feed running Q1 along three stops in Queens and B1 far away; a rail feed without a city whose
  // station stands among the Q1 stops.
  const busFiles = {
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
                  q1,JAMAICA AV/1 ST,40.7000,-73.8000
                  q2,JAMAICA AV/2 ST,40.7000,-73.7988
                  q3,JAMAICA AV/3 ST,40.7000,-73.7976
                  b1,FULTON ST/1 AV,40.6800,-73.9500
                  b2,FULTON ST/2 AV,40.6800,-73.9488`,
    'routes.txt': `route_id,route_short_name,route_type
                   Q1,Q1,3
                   B1,B1,3`,
    'trips.txt': `route_id,service_id,trip_id
                  Q1,daily,tq
                  B1,daily,tb`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
                       tq,08:00:00,08:00:00,q1,1
                       tq,08:02:00,08:02:00,q2,2
                       tq,08:04:00,08:04:00,q3,3
                       tb,08:00:00,08:00:00,b1,1
                       tb,08:02:00,08:02:00,b2,2`,
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
                     daily,1,1,1,1,1,1,1,20260101,20261231`,
  };
  const railFiles = {
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
                  S1,Jamaica-1 St,40.7003,-73.7990
                  S2,Fulton-1 Av,40.6803,-73.9495`,
    'routes.txt': `route_id,route_short_name,route_type
                   R,R,1`,
    'trips.txt': `route_id,service_id,trip_id
                  R,daily,tr`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
                       tr,08:00:00,08:00:00,S1,1
                       tr,08:20:00,08:20:00,S2,2`,
    'calendar.txt': busFiles['calendar.txt'],
  };
  const routeCity: FeedConfig['routeCity'] = (route) => mtaBusRouteBorough(route.shortName, route.type);
  const cityOf = (network: Awaited<ReturnType<typeof compileNetwork>>, stop: string) =>
    network.stopAreas.cities[network.stops.area[network.lookup.stop.get(stop)!]];

  it('gives stops and nearby stations the city their routes name, not the depot feed city', async () => {
    const network = await compileNetwork([
      { id: 'bus', source: gtfsTextSource(busFiles, 'bus'), city: 'Brooklyn', routeCity },
      { id: 'rail', source: gtfsTextSource(railFiles, 'rail') },
    ]);
    expect(['bus:q1', 'bus:q2', 'bus:q3', 'rail:S1'].map((stop) => cityOf(network, stop))).toEqual([
      'Queens',
      'Queens',
      'Queens',
      'Queens',
    ]);
    expect(['bus:b1', 'rail:S2'].map((stop) => cityOf(network, stop))).toEqual(['Brooklyn', 'Brooklyn']);
    // Lines of a feed naming a city are listed where their stops are; a feed naming none is left to its agency.
    const lines = lineCities(network);
    expect(['bus:Q1', 'bus:B1', 'rail:R'].map((id) => lines[network.lookup.route.get(id)!])).toEqual([
      'Queens',
      'Brooklyn',
      '',
    ]);
  });

  it('lists a bus line of a feed naming no city (MTA Bus Company) under the city of its stops, a rail line under none', async () => {
    const express = {
      'stops.txt': `stop_id,stop_name,stop_lat,stop_lon
                    e1,JAMAICA AV/1 ST,40.7001,-73.8001
                    e2,JAMAICA AV/3 ST,40.7001,-73.7977`,
      'routes.txt': `route_id,route_short_name,route_type
                     QM9,QM9,3`,
      'trips.txt': `route_id,service_id,trip_id
                    QM9,daily,te`,
      'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence
                         te,09:00:00,09:00:00,e1,1
                         te,09:04:00,09:04:00,e2,2`,
      'calendar.txt': busFiles['calendar.txt'],
    };
    const network = await compileNetwork([
      { id: 'bus', source: gtfsTextSource(busFiles, 'bus'), city: 'Brooklyn', routeCity },
      { id: 'busco', source: gtfsTextSource(express, 'busco'), routeCity },
      { id: 'rail', source: gtfsTextSource(railFiles, 'rail') },
    ]);
    const lines = lineCities(network);
    expect(['busco:QM9', 'rail:R'].map((id) => lines[network.lookup.route.get(id)!])).toEqual(['Queens', '']);
  });

  it('keeps the feed city when the feed gives no route hints, and no city when it gives none at all', async () => {
    const withCity = await compileNetwork([
      { id: 'bus', source: gtfsTextSource(busFiles, 'bus'), city: 'Brooklyn' },
      { id: 'rail', source: gtfsTextSource(railFiles, 'rail') },
    ]);
    expect(['bus:q1', 'rail:S1', 'rail:S2'].map((stop) => cityOf(withCity, stop))).toEqual([
      'Brooklyn',
      'Brooklyn',
      'Brooklyn',
    ]);
    const without = await compileNetwork([{ id: 'rail', source: gtfsTextSource(railFiles, 'rail') }]);
    expect(without.stopAreas.cities).toEqual(['', '']);
  });
});
