import { describe, expect, it } from 'vitest';
import { pickedPlace, pickHref } from './map-pick.ts';

const labels = { point: 'Point on the map', near: (place: string) => `Near ${place}` };

describe('a point picked on the map', () => {
  it('is named after the nearest address, else the nearest stop, else plainly; its position is the point', () => {
    const address = pickedPlace(
      40.7588912,
      -73.9851,
      { type: 'address', name: '1560 Broadway', city: 'Manhattan', postCode: '10036' },
      labels,
    );
    expect(address).toMatchObject({
      id: '40.758891,-73.985100',
      type: 'address',
      name: '1560 Broadway',
      displayName: '1560 Broadway, Manhattan',
      city: 'Manhattan',
      postCode: '10036',
      lat: 40.758891,
    });
    expect(pickedPlace(40.75, -73.98, { type: 'stopArea', name: '49 St' }, labels)).toMatchObject({
      name: 'Near 49 St',
      type: 'address',
      lat: 40.75,
    });
    expect(pickedPlace(40.75, -73.98, null, labels).name).toBe('Point on the map');
  });

  it('leads to the trip planner keeping the other place, or to the home form for "go here" without a departure', () => {
    const point = pickedPlace(40.75, -73.98, null, labels);
    const times = {
      id: 'subway:127',
      type: 'stopArea',
      name: 'Times Sq-42 St',
      displayName: 'Times Sq-42 St',
      lat: 40.7557,
      lon: -73.987,
    };
    const leave = new URL(pickHref('en', 'from', point, { from: null, to: times }), 'http://x');
    expect(leave.pathname).toBe('/en/trip-planner');
    expect(leave.searchParams.get('fi')).toBe('40.750000,-73.980000');
    expect(leave.searchParams.get('ti')).toBe('subway:127');
    const go = new URL(pickHref('fr', 'to', point, { from: null, to: null }), 'http://x');
    expect(go.pathname).toBe('/fr');
    expect(go.searchParams.get('tlat')).toBe('40.75');
  });
});
