import { describe, expect, it } from 'vitest';
import { runBounds, runPath, runStops, runVehicle, type TripRunMapData } from './trip-run-geojson.ts';

const run: TripRunMapData = {
  path: [],
  stops: [
    { id: 'A', name: 'Alpha', lat: 40.7, lon: -74, skipped: false },
    { id: 'B', name: 'Bravo', lat: 40.71, lon: -74.01, skipped: true },
  ],
  visitorStop: 'A',
};

describe("the trip page's map", () => {
  it('joins the stops when the feed has no shape, and draws the shape when it has one', () => {
    expect(runPath(run).features[0].geometry.coordinates).toEqual([
      [-74, 40.7],
      [-74.01, 40.71],
    ]);
    const shaped = {
      ...run,
      path: [
        [40.7, -74],
        [40.705, -74.02],
        [40.71, -74.01],
      ] as Array<[number, number]>,
    };
    expect(runPath(shaped).features[0].geometry.coordinates[1]).toEqual([-74.02, 40.705]);
    expect(runBounds(shaped)[0][0]).toBeCloseTo(-74.022);
  });

  it("marks the visitor's stop and a skipped one, and draws the vehicle only when its position is known", () => {
    expect(runStops(run).features.map((f) => f.properties)).toEqual([
      { id: 'A', name: 'Alpha', visitor: true, skipped: false },
      { id: 'B', name: 'Bravo', visitor: false, skipped: true },
    ]);
    expect(runVehicle(run).features).toEqual([]);
    expect(runVehicle({ ...run, vehicle: { lat: 40.705, lon: -74.005 } }).features[0].geometry.coordinates).toEqual([
      -74.005, 40.705,
    ]);
  });
});
