import { describe, expect, it } from 'vitest';
import { normalizePlace } from './trip-place.ts';

describe('place normalization (spec section 3)', () => {
  it('turns an EXTERNALLOCATION id into externalLocations keyed by lat,lon', () => {
    const place = normalizePlace({ id: 'EXTERNALLOCATION|abc', name: 'Somewhere', lat: '40.75', lon: '-73.98' });
    expect(place).toMatchObject({ id: '40.75,-73.98', type: 'externalLocations', lat: 40.75, lon: -73.98 });
  });
  it('gives rideSharingParks to an untyped RIDESHARINGPARK id only', () => {
    expect(normalizePlace({ id: 'RIDESHARINGPARK|12', name: 'P', lat: 1, lon: 2 }).type).toBe('rideSharingParks');
    expect(normalizePlace({ id: 'RIDESHARINGPARK|12', type: 'stopArea', name: 'P', lat: 1, lon: 2 }).type).toBe(
      'stopArea',
    );
    expect(normalizePlace({ id: 'XRIDESHARINGPARK|12', name: 'P', lat: 1, lon: 2 }).type).toBe('address');
  });
  it('maps bikeStation and parking', () => {
    expect(normalizePlace({ id: 'b', type: 'bikeStation', name: 'B', lat: 1, lon: 2 }).type).toBe(
      'bikeSharingStations',
    );
    expect(normalizePlace({ id: 'p', type: 'parking', name: 'P', lat: 1, lon: 2 }).type).toBe('parks');
  });
  it('keeps names, display name and city', () => {
    const place = normalizePlace({
      id: 'stop:127',
      type: 'stopArea',
      title: 'Times Sq-42 St',
      displayName: 'Times Sq-42 St (Manhattan)',
      subTitle: 'Manhattan',
      lat: 40.75,
      lon: -73.98,
      extraData: { city: 'New York', zipCode: '10036' },
    });
    expect(place).toEqual({
      id: 'stop:127',
      type: 'stopArea',
      name: 'Times Sq-42 St',
      displayName: 'Times Sq-42 St (Manhattan)',
      subTitle: 'Manhattan',
      lat: 40.75,
      lon: -73.98,
      city: 'New York',
      postCode: '10036',
    });
  });
});
