import { describe, expect, it } from 'vitest';
import { areasInBox, nearestArea } from '../boards/nearby.ts';
import { buildSpatialGrid, forEachInBox } from './spatial-grid.ts';
import { buildTestNetwork } from '../../../test-support/test-feed.ts';

describe('spatial grid', () => {
  it('returns a superset of the points in a box from the overlapping cells only', () => {
    const lat = [40.0, 40.005, 40.02, 41.0];
    const lon = [-74.0, -74.005, -74.0, -73.0];
    const grid = buildSpatialGrid(lat, lon, 0.01);
    const found: number[] = [];
    forEachInBox(grid, 39.999, -74.006, 40.006, -73.999, (i) => found.push(i));
    expect(found.sort()).toEqual([0, 1]);
    const none: number[] = [];
    forEachInBox(grid, 50, 10, 51, 11, (i) => none.push(i));
    expect(none).toEqual([]);
  });

  it('finds stop areas in a box and the nearest one within a radius', async () => {
    const network = await buildTestNetwork();
    const ids = (areas: number[]) => areas.map((a) => network.stopAreas.ids[a]).sort();
    expect(ids(areasInBox(network, 40.75, -73.98, 40.753, -73.97))).toEqual(['nyc:GC']);
    expect(ids(areasInBox(network, 41, -75, 42, -74))).toEqual(['nyc:area:LAKE']);
    const near = nearestArea(network, 40.7542, -73.9846, 300);
    expect(network.stopAreas.ids[near.area]).toBe('nyc:area:BP');
    expect(nearestArea(network, 0, 0, 300).area).toBe(-1);
  });
});
