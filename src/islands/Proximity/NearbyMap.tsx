import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { ZoomRule } from '../../contract/proximity.ts';
import type { Box } from '../../domain/map-box.ts';
import { pointFeatures, STATION_MODES } from '../../domain/proximity-features.ts';
import { anyRuleShows, truncationMatters } from '../../domain/proximity-zoom.ts';
import { fetchProximityPoints } from '../../stores/proximity-api.ts';
import { createPointsLoader } from '../../stores/proximity-points.ts';
import { createBaseMap } from '../Map/base-map.ts';
import { attachMapPick, type MapPick } from '../Map/map-pick.ts';
import { MapPickMenu } from '../Map/MapPickMenu.tsx';
import type { Lang } from '../../i18n/index.ts';
import { addMarkerIcons } from './marker-icons.ts';
import { $sheet, nearbyList } from './nearby-screen.ts';

export interface NearbyMapProps {
  lang: Lang;
  styleUrl?: string;
  label: string;
  fallbackNotice: string;
  zoomInNotice: string;
  truncatedNotice: string;
  /** What the list calls a centre chosen by moving the map. */
  mapCentreLabel: string;
  rules: ZoomRule[];
  centre: { lat: number; lon: number };
  zoom: number;
}

const POINTS = 'proximity-points';
const CENTRE = 'proximity-centre';
const EMPTY = { type: 'FeatureCollection', features: [] } as const;

function viewBox(map: MapLibreMap): Box {
  const bounds = map.getBounds();
  return [bounds.getSouth(), bounds.getWest(), bounds.getNorth(), bounds.getEast()];
}

/** Layers: one source of points, symbol layers for its markers (no DOM marker per point), the selection on top. */
function addLayers(map: MapLibreMap): void {
  map.addSource(POINTS, { type: 'geojson', data: EMPTY as never });
  map.addSource(CENTRE, { type: 'geojson', data: EMPTY as never });
  map.addLayer({ id: 'proximity-centre', type: 'symbol', source: CENTRE, layout: { 'icon-image': 'prox-centre', 'icon-allow-overlap': true } });
  map.addLayer({
    id: 'proximity-points',
    type: 'symbol',
    source: POINTS,
    // Icons only: the plain offline style has no glyphs to draw names with (the list names the stops).
    layout: { 'icon-image': ['get', 'icon'], 'icon-allow-overlap': true },
  });
  map.addLayer({
    id: 'proximity-selected',
    type: 'symbol',
    source: POINTS,
    filter: ['==', ['get', 'id'], ''],
    layout: { 'icon-image': 'prox-selected', 'icon-allow-overlap': true },
  });
}

/** Below 1280 px the list is a sheet over the map: the map's centre (and the list's) is the middle of what shows. */
const SHEET_LAYOUT_BELOW = 1280;
const BANNER_ROOM = 56;

function fitToSheet(map: MapLibreMap): void {
  if (window.innerWidth >= SHEET_LAYOUT_BELOW) {
    map.setPadding({ top: 0, bottom: 0, left: 0, right: 0 });
    return;
  }
  const sheet = document.querySelector('main')?.getBoundingClientRect().height ?? 0;
  map.setPadding({ top: BANNER_ROOM, bottom: Math.min(sheet, map.getContainer().clientHeight * 0.7), left: 0, right: 0 });
}

/** The nearby screen's map: points per the zoom rules, the centre, the selected stop shared with the list. */
export default function NearbyMap(props: NearbyMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [loader] = useState(() => createPointsLoader({ rules: props.rules, fetchPoints: fetchProximityPoints }));
  const [fallback, setFallback] = useState(false);
  const [ready, setReady] = useState(false);
  const [pick, setPick] = useState<MapPick | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  /** Markers drawn now (on the canvas, so also said on the element for tests and tools). */
  const [shown, setShown] = useState(0);
  const truncated = useStore(loader.$truncated);
  const percent = useStore(loader.$zoomPercent);
  const tooFar = percent !== null && !anyRuleShows(props.rules, percent);

  useEffect(() => {
    let cancelled = false;
    const cleanups: Array<() => void> = [() => loader.dispose()];
    (async () => {
      const created = await createBaseMap(() => container.current, props.styleUrl, { center: [props.centre.lon, props.centre.lat], zoom: props.zoom }, () => cancelled);
      if (!created) return;
      const { map } = created;
      mapRef.current = map;
      cleanups.push(() => map.remove());
      setFallback(created.fallback);
      map.on('load', () => {
        if (cancelled) return;
        addMarkerIcons(map);
        addLayers(map);
        fitToSheet(map);
        map.jumpTo({ center: [props.centre.lon, props.centre.lat] });
        const drawPoints = () => {
          const features = pointFeatures(loader.$points.get(), props.rules, loader.$zoomPercent.get() ?? 0);
          (map.getSource(POINTS) as GeoJSONSource).setData(features as never);
          setShown(features.features.length);
        };
        const drawCentre = () => {
          const centre = nearbyList.$centre.get();
          (map.getSource(CENTRE) as GeoJSONSource).setData({
            type: 'FeatureCollection',
            features: centre && centre.kind !== 'map' ? [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [centre.lon, centre.lat] } }] : [],
          } as never);
        };
        const settled = () => {
          loader.viewChanged(viewBox(map), map.getZoom());
          const centre = map.getCenter();
          nearbyList.mapSettled(centre.lat, centre.lng, props.mapCentreLabel);
        };
        cleanups.push(loader.$points.listen(drawPoints), loader.$zoomPercent.listen(drawPoints));
        cleanups.push(nearbyList.$selectedAreaId.listen((id) => map.setFilter('proximity-selected', ['==', ['get', 'id'], id ?? ''])));
        cleanups.push(
          nearbyList.$centre.listen((centre) => {
            drawCentre();
            if (centre && centre.kind !== 'map') map.jumpTo({ center: [centre.lon, centre.lat], zoom: Math.max(map.getZoom(), 15.5) });
          }),
        );
        map.on('moveend', settled);
        cleanups.push(attachMapPick(map, setPick));
        cleanups.push($sheet.listen(() => requestAnimationFrame(() => fitToSheet(map))));
        map.on('click', 'proximity-points', (event) => {
          const id = event.features?.[0]?.properties?.id;
          if (typeof id === 'string') nearbyList.$selectedAreaId.set(id);
        });
        map.on('mouseenter', 'proximity-points', () => (map.getCanvas().style.cursor = 'pointer'));
        map.on('mouseleave', 'proximity-points', () => (map.getCanvas().style.cursor = ''));
        drawCentre();
        settled();
        container.current?.setAttribute('data-map-ready', 'true');
        setReady(true);
      });
    })();
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, []);

  return (
    // The region is the whole map with its notices ('zoom in to see the stops'): on the canvas alone they were outside
    // any landmark, so a screen reader moving by regions never met them (axe 'region').
    <div className="nearby-map" data-testid="nearby-map" data-points={shown} role="region" aria-label={props.label} aria-busy={!ready}>
      <div ref={container} className="nearby-map__canvas" />
      {pick ? (
        <MapPickMenu
          lang={props.lang}
          pick={pick}
          onClose={() => {
            setPick(null);
            mapRef.current?.getCanvas().focus();
          }}
        />
      ) : null}
      <div className="nearby-map__notices">
        {fallback && ready && <p>{props.fallbackNotice}</p>}
        {ready && tooFar && <p data-testid="zoom-in-notice">{props.zoomInNotice}</p>}
        {ready && !tooFar && truncated && percent !== null && truncationMatters(props.rules, percent, STATION_MODES) && <p data-testid="truncated-notice">{props.truncatedNotice}</p>}
      </div>
    </div>
  );
}
