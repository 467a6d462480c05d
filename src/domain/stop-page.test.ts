import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-table.ts';
import { isStopPageType, stopPagePath } from './stop-page.ts';

describe('stop page paths', () => {
  it('keeps the network id readable and round-trips through the route table', () => {
    const path = stopPagePath('en', 'stopArea', 'bus_m:area:400001');
    expect(path).toBe('/en/proximity/stopArea/bus_m:area:400001');
    expect(matchRoute(path)).toMatchObject({ valid: true, params: { type: 'stopArea', id: 'bus_m:area:400001' } });
  });

  it('encodes what a path segment cannot hold', () => {
    expect(stopPagePath('fr', 'stopPoint', 'a/b c')).toBe('/fr/proximity/stopPoint/a%2Fb%20c');
  });

  it('knows its two types', () => {
    expect(isStopPageType('stopArea')).toBe(true);
    expect(isStopPageType('stopPoint')).toBe(true);
    expect(isStopPageType('bikePark')).toBe(false);
  });
});
