import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Map as MapLibreMap, GeoJSONSource, LngLatBoundsLike } from 'maplibre-gl';
import {
  $mapFixedMarkers,
  type Bounds,
  type MapJourney,
  type MapMarker,
  $mapBounds,
  $mapHighlightedPlace,
  $mapJourneys,
  $mapMarkers,
  $mapMobileView,
  $mapSelectedJourney,
  $mapSelectedJourneyId,
  $mapUserPosition,
} from '../../stores/trip-map.ts';
import { journeysGeoJson, pointsGeoJson, selectedPathGeoJson, stopsGeoJson } from './map-geojson.ts';
import { SOURCES, TRIP_LAYERS } from './map-style.ts';
import { createBaseMap } from './base-map.ts';
import { attachMapPick, type MapPick } from './map-pick.ts';
import { MapPickMenu } from './MapPickMenu.tsx';
import type { Lang } from '../../i18n/index.ts';
import { $tripForm } from '../../stores/trip-form.ts';

export interface TripMapProps {
  lang: Lang;
  /** Basemap style URL from the site configuration; the plain built-in style is used when absent or unreachable. */
  styleUrl?: string;
  /** Accessible name of the map region. */
  label: string;
  /** Said when the basemap could not load and only the network layers show. */
  fallbackNotice: string;
  /** Initial view when nothing is selected yet (the network's centre). */
  center: [number, number];
  /** Screens without a journey list give what to draw directly; list screens feed the stores themselves. */
  journeys?: MapJourney[];
  selectedId?: string | null;
  markers?: MapMarker[];
}

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

/** Room the selected journey's card takes over the bottom of the full-height map on phones and tablets. */
const MAP_CARD_ROOM_PX = 210;

function fitMap(map: MapLibreMap, bounds: Bounds | null): void {
  if (!bounds) return;
  const small = map.getContainer().clientWidth < 600;
  const edge = small ? 32 : 64;
  const underCard = $mapMobileView.get() === 'map' && window.innerWidth < 1280;
  map.fitBounds(bounds as unknown as LngLatBoundsLike, {
    padding: { top: edge, left: edge, right: edge, bottom: underCard ? MAP_CARD_ROOM_PX : edge },
    maxZoom: 15,
    duration: 0,
  });
}

function syncSources(map: MapLibreMap): void {
  const set = (id: string, data: unknown) => (map.getSource(id) as GeoJSONSource | undefined)?.setData(data as never);
  set(SOURCES.journeys, journeysGeoJson($mapJourneys.get(), $mapSelectedJourneyId.get()));
  set(SOURCES.selected, selectedPathGeoJson($mapSelectedJourney.get()));
  set(SOURCES.stops, stopsGeoJson($mapSelectedJourney.get()));
  set(SOURCES.points, pointsGeoJson($mapMarkers.get(), $mapUserPosition.get(), $mapHighlightedPlace.get()));
}

/** The map island: maplibre-gl loaded on demand, the trip-planner layers fed from the shared nanostores. */
export default function TripMap({
  lang,
  styleUrl,
  label,
  fallbackNotice,
  center,
  journeys,
  selectedId,
  markers,
}: TripMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [fallback, setFallback] = useState(false);
  const [ready, setReady] = useState(false);
  const [pick, setPick] = useState<MapPick | null>(null);
  const mobileView = useStore($mapMobileView);

  useEffect(() => {
    if (markers) $mapFixedMarkers.set(markers);
    if (journeys) {
      $mapJourneys.set(journeys);
      $mapSelectedJourneyId.set(selectedId ?? journeys[0]?.id ?? null);
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    const unsubscribers: Array<() => void> = [];
    (async () => {
      const created = await createBaseMap(
        () => container.current,
        styleUrl,
        { center, zoom: 11 },
        () => cancelled,
      );
      if (!created) return;
      const { map } = created;
      setFallback(created.fallback);
      mapRef.current = map;
      map.on('load', () => {
        if (cancelled) return;
        for (const id of Object.values(SOURCES)) map.addSource(id, { type: 'geojson', data: EMPTY as never });
        for (const layer of TRIP_LAYERS) map.addLayer(layer);
        syncSources(map);
        fitMap(map, $mapBounds.get());
        const redraw = () => syncSources(map);
        for (const store of [
          $mapJourneys,
          $mapSelectedJourneyId,
          $mapMarkers,
          $mapUserPosition,
          $mapHighlightedPlace,
        ]) {
          unsubscribers.push(store.listen(redraw));
        }
        unsubscribers.push($mapBounds.listen((bounds) => fitMap(map, bounds)));
        unsubscribers.push(attachMapPick(map, setPick));
        container.current?.setAttribute('data-map-ready', 'true');
        setReady(true);
      });
    })();
    return () => {
      cancelled = true;
      for (const unsubscribe of unsubscribers) unsubscribe();
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, [styleUrl, center[0], center[1]]);

  // The map was hidden behind the list tab on mobile: it needs a resize once shown.
  useEffect(() => {
    const map = mapRef.current;
    if (map && mobileView === 'map') {
      map.resize();
      fitMap(map, $mapBounds.get());
    }
  }, [mobileView]);

  return (
    // The region is the map with its notice and pick menu, not the canvas alone (the notice was outside any landmark).
    <div
      id="trip-map"
      className="trip-map"
      data-mobile-view={mobileView}
      role="region"
      aria-label={label}
      aria-busy={!ready}
    >
      <div ref={container} className="trip-map__canvas" />
      {fallback && ready ? <p className="trip-map__notice">{fallbackNotice}</p> : null}
      {pick ? (
        <MapPickMenu
          lang={lang}
          pick={pick}
          current={{ from: $tripForm.get().from, to: $tripForm.get().to }}
          onClose={() => {
            setPick(null);
            mapRef.current?.getCanvas().focus();
          }}
        />
      ) : null}
    </div>
  );
}
