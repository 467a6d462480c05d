import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { NearbyCentre } from '../../domain/nearby-centre.ts';
import type { pointFeatures } from '../../domain/proximity-features.ts';

const POINTS = 'proximity-points';
const CENTRE = 'proximity-centre';
const SELECTED = 'proximity-selected';
const EMPTY = { type: 'FeatureCollection', features: [] } as const;

/** The layer of the points, for the visitor's clicks and the pointer over them. */
export const POINTS_LAYER = 'proximity-points';

/** Layers: one source of points, symbol layers for its markers (no DOM marker per point), the selection on top. */
export function addLayers(map: MapLibreMap): void {
  map.addSource(POINTS, { type: 'geojson', data: EMPTY as never });
  map.addSource(CENTRE, { type: 'geojson', data: EMPTY as never });
  map.addLayer({
    id: 'proximity-centre',
    type: 'symbol',
    source: CENTRE,
    layout: { 'icon-image': 'prox-centre', 'icon-allow-overlap': true },
  });
  map.addLayer({
    id: POINTS_LAYER,
    type: 'symbol',
    source: POINTS,
    // Icons only: the plain offline style has no glyphs to draw names with (the list names the stops).
    layout: { 'icon-image': ['get', 'icon'], 'icon-allow-overlap': true },
  });
  map.addLayer({
    id: SELECTED,
    type: 'symbol',
    source: POINTS,
    filter: ['==', ['get', 'id'], ''],
    layout: { 'icon-image': 'prox-selected', 'icon-allow-overlap': true },
  });
}

export function showPoints(map: MapLibreMap, features: ReturnType<typeof pointFeatures>): void {
  (map.getSource(POINTS) as GeoJSONSource).setData(features as never);
}

/** The centre's marker: a chosen centre only (a centre the visitor set by moving the map is its middle already). */
export function showCentre(map: MapLibreMap, centre: NearbyCentre | null): void {
  (map.getSource(CENTRE) as GeoJSONSource).setData({
    type: 'FeatureCollection',
    features:
      centre && centre.kind !== 'map'
        ? [
            {
              type: 'Feature',
              properties: {},
              geometry: { type: 'Point', coordinates: [centre.lon, centre.lat] },
            },
          ]
        : [],
  } as never);
}

export function showSelected(map: MapLibreMap, id: string | null): void {
  map.setFilter(SELECTED, ['==', ['get', 'id'], id ?? '']);
}
