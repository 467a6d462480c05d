import type { FeatureCollection, LineString, Point } from 'geojson';
import type { MapJourney, MapMarker, MapPlace } from '../../stores/trip-map.ts';

/** The stores' map state as the GeoJSON sources the map layers draw. Pure, so it is tested without WebGL. */
export function journeysGeoJson(journeys: MapJourney[], selectedId: string | null): FeatureCollection<LineString> {
  return {
    type: 'FeatureCollection',
    features: journeys
      .filter((journey) => journey.id !== selectedId)
      .flatMap((journey) =>
        journey.legs
          .filter((leg) => leg.coordinates.length > 1)
          .map((leg) => ({
            type: 'Feature' as const,
            properties: { journey: journey.id },
            geometry: { type: 'LineString' as const, coordinates: leg.coordinates },
          })),
      ),
  };
}

export function selectedPathGeoJson(journey: MapJourney | null): FeatureCollection<LineString> {
  return {
    type: 'FeatureCollection',
    features: (journey?.legs ?? [])
      .filter((leg) => leg.coordinates.length > 1)
      .map((leg) => ({
        type: 'Feature' as const,
        properties: { color: leg.color, walking: leg.walking },
        geometry: { type: 'LineString' as const, coordinates: leg.coordinates },
      })),
  };
}

export function stopsGeoJson(journey: MapJourney | null): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: (journey?.stops ?? []).map((coordinates) => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'Point' as const, coordinates },
    })),
  };
}

export function pointsGeoJson(
  markers: MapMarker[],
  userPosition: { lat: number; lon: number } | null,
  highlighted: MapPlace | null,
): FeatureCollection<Point> {
  const point = (lon: number, lat: number, role: string, label: string) => ({
    type: 'Feature' as const,
    properties: { role, label },
    geometry: { type: 'Point' as const, coordinates: [lon, lat] },
  });
  return {
    type: 'FeatureCollection',
    features: [
      ...(highlighted ? [point(highlighted.lon, highlighted.lat, 'HIGHLIGHT', highlighted.label)] : []),
      ...markers.map((m) => point(m.lon, m.lat, m.role, m.label)),
      ...(userPosition ? [point(userPosition.lon, userPosition.lat, 'USER', '')] : []),
    ],
  };
}
