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
  map.addLayer({
    id: 'proximity-centre',
    type: 'symbol',
    source: CENTRE,
    layout: { 'icon-image': 'prox-centre', 'icon-allow-overlap': true },
  });
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

/** Marks the camera moves the page makes itself: they are not the visitor moving the map. */
const FRAMING = { framing: true };

/** The part of the map the sheet covers (0 on the desktop layout, where the list sits beside the map). */
function sheetCover(map: MapLibreMap): number {
  if (window.innerWidth >= SHEET_LAYOUT_BELOW) return 0;
  const sheet = document.querySelector('main#main')?.getBoundingClientRect();
  const canvas = map.getContainer().getBoundingClientRect();
  if (!sheet) return 0;
  return Math.min(Math.max(0, canvas.bottom - sheet.top), canvas.height * 0.7);
}

function fitToSheet(map: MapLibreMap): void {
  if (window.innerWidth >= SHEET_LAYOUT_BELOW) {
    map.setPadding({ top: 0, bottom: 0, left: 0, right: 0 }, FRAMING);
    return;
  }
  map.setPadding({ top: BANNER_ROOM, bottom: sheetCover(map), left: 0, right: 0 }, FRAMING);
}

/** Stops framed with a new centre: the nearest few, so the way to them shows. */
const FRAMED_STOPS = 3;
/** Street level, as a page opened on a chosen place starts: framing never zooms in closer. */
const FRAME_MAX_ZOOM = 16;
/** Room (px) kept around the framed centre and stops inside the visible part of the map. */
const FRAME_MARGIN = 40;

/**
 * A new centre and its nearest stops, framed in the part of the map the sheet leaves visible (the sheet's height is
 * the map's bottom padding), never closer than street level.
 */
function frameCentre(
  map: MapLibreMap,
  centre: { lat: number; lon: number },
  stops: Array<{ lat: number; lon: number }>,
): void {
  fitToSheet(map);
  const points = [centre, ...stops.slice(0, FRAMED_STOPS)];
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  const padding = map.getPadding();
  map.fitBounds(
    [
      [Math.min(...lons), Math.min(...lats)],
      [Math.max(...lons), Math.max(...lats)],
    ],
    // The padding given here becomes the map's own (maplibre keeps it): the sheet's cover is in it.
    {
      padding: {
        top: (padding.top ?? 0) + FRAME_MARGIN,
        bottom: (padding.bottom ?? 0) + FRAME_MARGIN,
        left: FRAME_MARGIN,
        right: FRAME_MARGIN,
      },
      maxZoom: FRAME_MAX_ZOOM,
      animate: false,
    },
    FRAMING,
  );
}

/**
 * Where the centre and its nearest stops are drawn (canvas pixels "x,y", ';' between stops), said on the element for
 * tests and tools, as the markers' count is: the canvas itself cannot be read.
 */
function sayFraming(map: MapLibreMap): void {
  const centre = nearbyList.$centre.get();
  const stops = nearbyList.$list.get().data?.stopAreas.slice(0, FRAMED_STOPS) ?? [];
  const at = (point: { lat: number; lon: number }) => {
    const { x, y } = map.project([point.lon, point.lat]);
    return `${Math.round(x)},${Math.round(y)}`;
  };
  const element = map.getContainer();
  if (centre) element.setAttribute('data-centre-at', at(centre));
  element.setAttribute('data-stops-at', stops.map(at).join(';'));
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
      const created = await createBaseMap(
        () => container.current,
        props.styleUrl,
        { center: [props.centre.lon, props.centre.lat], zoom: props.zoom },
        () => cancelled,
      );
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
        // The list may have moved on while the map loaded (a position the visitor had allowed): start where it is.
        const start = nearbyList.$centre.get() ?? props.centre;
        map.jumpTo({ center: [start.lon, start.lat] }, FRAMING);
        const drawPoints = () => {
          const features = pointFeatures(loader.$points.get(), props.rules, loader.$zoomPercent.get() ?? 0);
          (map.getSource(POINTS) as GeoJSONSource).setData(features as never);
          setShown(features.features.length);
        };
        const drawCentre = () => {
          const centre = nearbyList.$centre.get();
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
        };
        const settled = (event?: { framing?: boolean }) => {
          loader.viewChanged(viewBox(map), map.getZoom());
          sayFraming(map);
          // A move the page made to frame a centre keeps that centre: only the visitor's own moves re-centre the list.
          if (event?.framing) return;
          const centre = map.getCenter();
          nearbyList.mapSettled(centre.lat, centre.lng, props.mapCentreLabel);
        };
        cleanups.push(loader.$points.listen(drawPoints), loader.$zoomPercent.listen(drawPoints));
        cleanups.push(
          nearbyList.$selectedAreaId.listen((id) =>
            map.setFilter('proximity-selected', ['==', ['get', 'id'], id ?? '']),
          ),
        );
        // A chosen centre (a place, the visitor's position): the map goes there at once, and once its list has come,
        // frames it with its nearest stops.
        let framePending = false;
        cleanups.push(
          nearbyList.$centre.listen((centre) => {
            drawCentre();
            if (!centre || centre.kind === 'map') return;
            framePending = true;
            fitToSheet(map);
            map.jumpTo({ center: [centre.lon, centre.lat], zoom: Math.max(map.getZoom(), 15.5) }, FRAMING);
          }),
          nearbyList.$list.listen((list) => {
            const centre = nearbyList.$centre.get();
            if (!framePending || list.status !== 'ready' || !list.data || !centre) return;
            framePending = false;
            frameCentre(map, centre, list.data.stopAreas);
          }),
        );
        map.on('moveend', (event) => settled(event as { framing?: boolean }));
        cleanups.push(attachMapPick(map, setPick));
        cleanups.push($sheet.listen(() => requestAnimationFrame(() => fitToSheet(map))));
        map.on('click', 'proximity-points', (event) => {
          const id = event.features?.[0]?.properties?.id;
          if (typeof id === 'string') nearbyList.$selectedAreaId.set(id);
        });
        map.on('mouseenter', 'proximity-points', () => (map.getCanvas().style.cursor = 'pointer'));
        map.on('mouseleave', 'proximity-points', () => (map.getCanvas().style.cursor = ''));
        drawCentre();
        // A page opened on a chosen centre frames it as a choice made here does (before the first points request, so
        // that request is for the framed view).
        const first = nearbyList.$centre.get();
        const firstList = nearbyList.$list.get();
        if (first && first.kind !== 'network' && first.kind !== 'map') {
          if (firstList.status === 'ready' && firstList.data) frameCentre(map, first, firstList.data.stopAreas);
          else framePending = true;
        }
        // The first settle asks for the points; the list already is where the map is.
        settled(FRAMING);
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
    <div
      className="nearby-map"
      data-testid="nearby-map"
      data-points={shown}
      role="region"
      aria-label={props.label}
      aria-busy={!ready}
    >
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
        {ready &&
          !tooFar &&
          truncated &&
          percent !== null &&
          truncationMatters(props.rules, percent, STATION_MODES) && (
            <p data-testid="truncated-notice">{props.truncatedNotice}</p>
          )}
      </div>
    </div>
  );
}
