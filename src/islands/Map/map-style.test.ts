import { describe, expect, it } from 'vitest';
import { OPENFREEMAP_ATTRIBUTION, basemapAttribution } from './map-style.ts';

describe('basemap attribution', () => {
  it('credits OpenFreeMap and OpenStreetMap whenever an OpenFreeMap style is drawn', () => {
    expect(basemapAttribution('https://tiles.openfreemap.org/styles/liberty', false)).toBe(OPENFREEMAP_ATTRIBUTION);
    expect(OPENFREEMAP_ATTRIBUTION).toContain('https://www.openstreetmap.org/copyright');
  });
  it('adds nothing for the plain offline style or a style crediting its own sources', () => {
    expect(basemapAttribution('https://tiles.openfreemap.org/styles/liberty', true)).toBeUndefined();
    expect(basemapAttribution(undefined, false)).toBeUndefined();
    expect(basemapAttribution('https://tiles.example.org/style.json', false)).toBeUndefined();
    expect(basemapAttribution('https://openfreemap.org.evil.example/style.json', false)).toBeUndefined();
  });
});
