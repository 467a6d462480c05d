import type { FeatureCollection, LineString, Point } from 'geojson';

/** What the trip page's map draws: the run's path, its stops (the visitor's one marked) and the vehicle when known. */

export interface TripRunMapData {
  /** [lat, lon] points of the run's path. */
  path: Array<[number, number]>;
  stops: Array<{ id: string; name: string; lat: number; lon: number; skipped: boolean }>;
  visitorStop?: string;
  vehicle?: { lat: number; lon: number };
}

export function runPath(data: TripRunMapData): FeatureCollection<LineString> {
  const path = data.path.length > 1 ? data.path : data.stops.map((stop) => [stop.lat, stop.lon] as [number, number]);
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates: path.map(([lat, lon]) => [lon, lat]) },
      },
    ],
  };
}

export function runStops(data: TripRunMapData): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: data.stops.map((stop) => ({
      type: 'Feature',
      properties: { id: stop.id, name: stop.name, visitor: stop.id === data.visitorStop, skipped: stop.skipped },
      geometry: { type: 'Point', coordinates: [stop.lon, stop.lat] },
    })),
  };
}

export function runVehicle(data: TripRunMapData): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: data.vehicle
      ? [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'Point', coordinates: [data.vehicle.lon, data.vehicle.lat] },
          },
        ]
      : [],
  };
}

/** [[west, south], [east, north]] around the path and the stops. */
export function runBounds(data: TripRunMapData): [[number, number], [number, number]] {
  const points = [...data.path, ...data.stops.map((stop) => [stop.lat, stop.lon] as [number, number])];
  const lats = points.map(([lat]) => lat);
  const lons = points.map(([, lon]) => lon);
  const pad = 0.002;
  return [
    [Math.min(...lons) - pad, Math.min(...lats) - pad],
    [Math.max(...lons) + pad, Math.max(...lats) + pad],
  ];
}
