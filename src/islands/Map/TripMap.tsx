import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Map as MapLibreMap, GeoJSONSource, LngLatBoundsLike } from 'maplibre-gl';
import {
  $mapFixedMarkers, type Bounds, type MapJourney, type MapMarker,
  $mapBounds, $mapHighlightedPlace, $mapJourneys, $mapMarkers, $mapMobileView, $mapSelectedJourney, $mapSelectedJourneyId,
  $mapUserPosition,
} from '../../stores/trip-map.ts';
import { journeysGeoJson, pointsGeoJson, selectedPathGeoJson, stopsGeoJson } from './map-geojson.ts';
import { SOURCES, TRIP_LAYERS } from './map-style.ts';
import { createBaseMap } from './base-map.ts';

export interface TripMapProps {
  /** Basemap style URL from the site configuration; the plain built-in style is used when absent or unreachable. */
  styleUrl?: string;
  /** Accessible name of the map region. */
  label: string;
  /** Said when the basemap could not load and only the network layers show. */
  fallbackNotice: string;
  /** Initial view when nothing is selected yet (the network's centre). */
  center: [number, number];
  /** Label of the button that closes the full-screen map on phones. */
  backLabel: string;
  /** Screens without a journey list give what to draw directly; list screens feed the stores themselves. */
  journeys?: MapJourney[];
  selectedId?: string | null;
  markers?: MapMarker[];
}

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

function fit(map: MapLibreMap, bounds: Bounds | null): void {
  if (!bounds) return;
  const small = map.getContainer().clientWidth < 600;
  map.fitBounds(bounds as unknown as LngLatBoundsLike, { padding: small ? 32 : 64, maxZoom: 15, duration: 0 });
}

function syncSources(map: MapLibreMap): void {
  const set = (id: string, data: unknown) => (map.getSource(id) as GeoJSONSource | undefined)?.setData(data as never);
  set(SOURCES.journeys, journeysGeoJson($mapJourneys.get(), $mapSelectedJourneyId.get()));
  set(SOURCES.selected, selectedPathGeoJson($mapSelectedJourney.get()));
  set(SOURCES.stops, stopsGeoJson($mapSelectedJourney.get()));
  set(SOURCES.points, pointsGeoJson($mapMarkers.get(), $mapUserPosition.get(), $mapHighlightedPlace.get()));
}

/** The map island: maplibre-gl loaded on demand, the trip-planner layers fed from the shared nanostores. */
export default function TripMap({ styleUrl, label, fallbackNotice, center, backLabel, journeys, selectedId, markers }: TripMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [fallback, setFallback] = useState(false);
  const [ready, setReady] = useState(false);
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
      const created = await createBaseMap(() => container.current, styleUrl, { center, zoom: 11 }, () => cancelled);
      if (!created) return;
      const { map } = created;
      setFallback(created.fallback);
      mapRef.current = map;
      map.on('load', () => {
        if (cancelled) return;
        for (const id of Object.values(SOURCES)) map.addSource(id, { type: 'geojson', data: EMPTY as never });
        for (const layer of TRIP_LAYERS) map.addLayer(layer);
        syncSources(map);
        fit(map, $mapBounds.get());
        const redraw = () => syncSources(map);
        for (const store of [$mapJourneys, $mapSelectedJourneyId, $mapMarkers, $mapUserPosition, $mapHighlightedPlace]) {
          unsubscribers.push(store.listen(redraw));
        }
        unsubscribers.push($mapBounds.listen((bounds) => fit(map, bounds)));
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
      fit(map, $mapBounds.get());
    }
  }, [mobileView]);

  return (
    <div id="trip-map" className="trip-map" data-mobile-view={mobileView}>
      <div ref={container} className="trip-map__canvas" role="region" aria-label={label} aria-busy={!ready} />
      <button type="button" className="trip-map__back button button--primary" onClick={() => $mapMobileView.set('list')}>{backLabel}</button>
      {fallback && ready ? <p className="trip-map__notice">{fallbackNotice}</p> : null}
    </div>
  );
}
