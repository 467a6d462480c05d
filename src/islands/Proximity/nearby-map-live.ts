import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ZoomRule } from '../../contract/proximity.ts';
import type { Box } from '../../domain/map-box.ts';
import type { NearbyCentre } from '../../domain/nearby-centre.ts';
import { pointFeatures } from '../../domain/proximity-features.ts';
import type { createPointsLoader } from '../../stores/proximity-points.ts';
import { createBaseMap } from '../Map/base-map.ts';
import { attachMapPick, type MapPick } from '../Map/map-pick.ts';
import { addMarkerIcons } from './marker-icons.ts';
import { FRAMING, fitToSheet, frameChosenCentres, sayFraming } from './nearby-map-framing.ts';
import { addLayers, POINTS_LAYER, showCentre, showPoints, showSelected } from './nearby-map-layers.ts';
import { $sheet, nearbyList } from './nearby-screen.ts';

/**
 * The nearby screen's live map, loaded with maplibre-gl only once the map is wanted (NearbyMap.tsx): the points the
 * loader fetches per the zoom rules, the centre, the selection shared with the list, the visitor's moves re-centring
 * the list, and the long press that picks a place.
 */

export interface LiveMapOptions {
  element: () => HTMLElement | null;
  styleUrl?: string;
  centre: NearbyCentre;
  zoom: number;
  rules: ZoomRule[];
  loader: ReturnType<typeof createPointsLoader>;
  /** What the list calls a centre chosen by moving the map. */
  mapCentreLabel: string;
  cancelled: () => boolean;
  onFallback: (fallback: boolean) => void;
  onPointsShown: (count: number) => void;
  onPick: (pick: MapPick | null) => void;
  onReady: (map: MapLibreMap) => void;
}

function viewBox(map: MapLibreMap): Box {
  const bounds = map.getBounds();
  return [bounds.getSouth(), bounds.getWest(), bounds.getNorth(), bounds.getEast()];
}

/** Creates the map; returns what ends it (null when the island went away while maplibre loaded). */
export async function startNearbyMap(options: LiveMapOptions): Promise<(() => void) | null> {
  const { loader, rules } = options;
  const created = await createBaseMap(
    options.element,
    options.styleUrl,
    { center: [options.centre.lon, options.centre.lat], zoom: options.zoom },
    options.cancelled,
  );
  if (!created) return null;
  const { map } = created;
  const cleanups: Array<() => void> = [() => map.remove()];
  options.onFallback(created.fallback);
  map.on('load', () => {
    if (options.cancelled()) return;
    addMarkerIcons(map);
    addLayers(map);
    fitToSheet(map);
    // The list may have moved on while the map loaded (a position the visitor had allowed): start where it is.
    const start = nearbyList.$centre.get() ?? options.centre;
    map.jumpTo({ center: [start.lon, start.lat] }, FRAMING);
    const drawPoints = () => {
      const features = pointFeatures(loader.$points.get(), rules, loader.$zoomPercent.get() ?? 0);
      showPoints(map, features);
      options.onPointsShown(features.features.length);
    };
    const drawCentre = () => showCentre(map, nearbyList.$centre.get());
    const settled = (event?: { framing?: boolean }) => {
      loader.viewChanged(viewBox(map), map.getZoom());
      sayFraming(map);
      // A move the page made to frame a centre keeps that centre: only the visitor's own moves re-centre the list.
      if (event?.framing) return;
      const centre = map.getCenter();
      nearbyList.mapSettled(centre.lat, centre.lng, options.mapCentreLabel);
    };
    cleanups.push(loader.$points.listen(drawPoints), loader.$zoomPercent.listen(drawPoints));
    cleanups.push(nearbyList.$selectedAreaId.listen((id) => showSelected(map, id)));
    cleanups.push(nearbyList.$centre.listen(drawCentre));
    map.on('moveend', (event) => settled(event as { framing?: boolean }));
    cleanups.push(attachMapPick(map, options.onPick));
    cleanups.push($sheet.listen(() => requestAnimationFrame(() => fitToSheet(map))));
    map.on('click', POINTS_LAYER, (event) => {
      const id = event.features?.[0]?.properties?.id;
      if (typeof id === 'string') nearbyList.$selectedAreaId.set(id);
    });
    map.on('mouseenter', POINTS_LAYER, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', POINTS_LAYER, () => (map.getCanvas().style.cursor = ''));
    drawCentre();
    cleanups.push(frameChosenCentres(map));
    // The first settle asks for the points; the list already is where the map is.
    settled(FRAMING);
    options.onReady(map);
  });
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
