import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ZoomRule } from '../../contract/proximity.ts';
import type { Box } from '../../domain/map-box.ts';
import { pointFeatures, STATION_MODES } from '../../domain/proximity-features.ts';
import { anyRuleShows, truncationMatters } from '../../domain/proximity-zoom.ts';
import { fetchProximityPoints } from '../../stores/proximity-api.ts';
import { createPointsLoader } from '../../stores/proximity-points.ts';
import { createBaseMap } from '../Map/base-map.ts';
import { attachMapPick, type MapPick } from '../Map/map-pick.ts';
import { MapPickMenu } from '../Map/MapPickMenu.tsx';
import type { NearbyCentre } from '../../domain/nearby-centre.ts';
import type { Lang } from '../../i18n/index.ts';
import { addMarkerIcons } from './marker-icons.ts';
import { FRAMING, fitToSheet, frameChosenCentres, SHEET_LAYOUT_QUERY, sayFraming } from './nearby-map-framing.ts';
import { NearbyMapPreview } from './NearbyMapPreview.tsx';
import { addLayers, POINTS_LAYER, showCentre, showPoints, showSelected } from './nearby-map-layers.ts';
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
  /** The preview's button that loads the map, and what it says while the map loads. */
  showMapLabel: string;
  loadingMapLabel: string;
  rules: ZoomRule[];
  centre: NearbyCentre;
  zoom: number;
}

function viewBox(map: MapLibreMap): Box {
  const bounds = map.getBounds();
  return [bounds.getSouth(), bounds.getWest(), bounds.getNorth(), bounds.getEast()];
}

/**
 * The nearby screen's map: points per the zoom rules, the centre, the selected stop shared with the list. Where the
 * list sits beside it the map loads at once; where the list is a sheet over it (phones, tablets) a preview stands in
 * until the visitor reaches for the map: a touch, a click or a wheel on it, its button, or the sheet lowered to peek.
 */
export default function NearbyMap(props: NearbyMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const showMapButton = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
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
    const sheetLayout = window.matchMedia(SHEET_LAYOUT_QUERY);
    if (!sheetLayout.matches) return want();
    const stopSheet = $sheet.listen((sheet) => sheet === 'peek' && want());
    sheetLayout.addEventListener('change', want, { once: true });
    return () => {
      stopSheet();
      sheetLayout.removeEventListener('change', want);
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
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
          showPoints(map, features);
          setShown(features.features.length);
        };
        const drawCentre = () => showCentre(map, nearbyList.$centre.get());
        const settled = (event?: { framing?: boolean }) => {
          loader.viewChanged(viewBox(map), map.getZoom());
          sayFraming(map);
          // A move the page made to frame a centre keeps that centre: only the visitor's own moves re-centre the list.
          if (event?.framing) return;
          const centre = map.getCenter();
          nearbyList.mapSettled(centre.lat, centre.lng, props.mapCentreLabel);
        };
        cleanups.push(loader.$points.listen(drawPoints), loader.$zoomPercent.listen(drawPoints));
        cleanups.push(nearbyList.$selectedAreaId.listen((id) => showSelected(map, id)));
        cleanups.push(nearbyList.$centre.listen(drawCentre));
        map.on('moveend', (event) => settled(event as { framing?: boolean }));
        cleanups.push(attachMapPick(map, setPick));
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
        container.current?.setAttribute('data-map-ready', 'true');
        // The preview's button goes with the preview: a keyboard visitor who pressed it lands on the map.
        if (document.activeElement === showMapButton.current) map.getCanvas().focus();
        setReady(true);
      });
    })();
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [wanted]);

  return (
    // The region is the whole map with its notices ('zoom in to see the stops'): on the canvas alone they were outside
    // any landmark, so a screen reader moving by regions never met them (axe 'region').
    <div
      className="nearby-map"
      data-testid="nearby-map"
      data-points={shown}
      role="region"
      aria-label={props.label}
      aria-busy={wanted && !ready}
      onPointerDown={want}
      onWheel={want}
    >
      <div ref={container} className="nearby-map__canvas" />
      {!ready && (
        <NearbyMapPreview
          container={container}
          centre={props.centre}
          zoom={props.zoom}
          rules={props.rules}
          showMap={{
            label: wanted ? props.loadingMapLabel : props.showMapLabel,
            loading: wanted,
            onClick: want,
            ref: showMapButton,
          }}
        />
      )}
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
