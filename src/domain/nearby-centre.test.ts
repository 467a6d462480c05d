import { describe, expect, it } from 'vitest';
import { centreHref, centreWording, placeCentre } from './nearby-centre.ts';

describe('the nearby centre in the address', () => {
  it('a stop by its id, another place by position and name, a map point by position, never the visitor nor the network', () => {
    const stop = placeCentre({
      id: 'subway:G05',
      type: 'stopArea',
      name: 'Jamaica Center-Parsons/Archer',
      displayName: 'Jamaica Center',
      lat: 40.702,
      lon: -73.801,
    });
    expect(centreHref('/en/proximity', stop)).toBe('/en/proximity?id=subway%3AG05');
    const address = placeCentre({
      id: 'osm:1',
      type: 'address',
      name: '350 5th Avenue',
      displayName: '350 5th Avenue, Manhattan',
      lat: 40.748441,
      lon: -73.985664,
    });
    expect(centreHref('/en/proximity', address)).toBe('/en/proximity?lat=40.74844&lon=-73.98566&name=350+5th+Avenue');
    expect(centreHref('/en/proximity', { lat: 40.75, lon: -73.98, label: 'the map', kind: 'map' })).toBe(
      '/en/proximity?lat=40.75&lon=-73.98',
    );
    expect(centreHref('/en/proximity', { lat: 40.75, lon: -73.98, label: 'you', kind: 'position' })).toBe(
      '/en/proximity',
    );
    expect(centreHref('/en/proximity', { lat: 40.72, lon: -73.98, label: 'centre', kind: 'network' })).toBe(
      '/en/proximity',
    );
  });

  it('"near you" only for the visitor\'s position', () => {
    expect(centreWording({ kind: 'position' })).toBe('position');
    expect(centreWording({ kind: 'query' })).toBe('place');
    expect(centreWording({ kind: 'place' })).toBe('place');
    expect(centreWording({ kind: 'network' })).toBe('network');
    expect(centreWording({ kind: 'map' })).toBe('map');
  });
});
