import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ZoomRule } from '../../contract/proximity.ts';
import type { NearbyCentre } from '../../domain/nearby-centre.ts';
import { STATION_MODES } from '../../domain/proximity-features.ts';
import { anyRuleShows, truncationMatters } from '../../domain/proximity-zoom.ts';
import type { Lang } from '../../i18n/index.ts';
import { fetchProximityPoints } from '../../stores/proximity-api.ts';
import { createPointsLoader } from '../../stores/proximity-points.ts';
import type { MapPick } from '../Map/map-pick.ts';
import { SHEET_LAYOUT_QUERY } from './nearby-map-framing.ts';
import { NearbyMapPreview } from './NearbyMapPreview.tsx';
import { $sheet } from './nearby-screen.ts';

const MapPickMenu = lazy(() => import('../Map/MapPickMenu.tsx').then(({ MapPickMenu }) => ({ default: MapPickMenu })));

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
    let stop: (() => void) | null = null;
    void import('./nearby-map-live.ts')
      .then(({ startNearbyMap }) =>
        startNearbyMap({
          element: () => container.current,
          styleUrl: props.styleUrl,
          centre: props.centre,
          zoom: props.zoom,
          rules: props.rules,
          loader,
          mapCentreLabel: props.mapCentreLabel,
          cancelled: () => cancelled,
          onFallback: setFallback,
          onPointsShown: setShown,
          onPick: setPick,
          onReady: (map) => {
            mapRef.current = map;
            container.current?.setAttribute('data-map-ready', 'true');
            // The preview's button goes with the preview: a keyboard visitor who pressed it lands on the map.
            if (document.activeElement === showMapButton.current) map.getCanvas().focus();
            setReady(true);
          },
        }),
      )
      .then((end) => {
        if (cancelled) end?.();
        else stop = end;
      });
    return () => {
      cancelled = true;
      stop?.();
      loader.dispose();
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
        <Suspense fallback={null}>
          <MapPickMenu
            lang={props.lang}
            pick={pick}
            onClose={() => {
              setPick(null);
              mapRef.current?.getCanvas().focus();
            }}
          />
        </Suspense>
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
