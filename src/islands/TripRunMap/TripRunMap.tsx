import { useEffect, useRef, useState } from 'react';
import type { LngLatBoundsLike } from 'maplibre-gl';
import { createBaseMap } from '../Map/base-map.ts';
import { runBounds, runPath, runStops, runVehicle, type TripRunMapData } from './trip-run-geojson.ts';

export interface TripRunMapProps {
  styleUrl?: string;
  label: string;
  fallbackNotice: string;
  /** The line's colour (CSS). */
  color: string;
  run: TripRunMapData;
}

/** The trip page's map on large screens: the run's path in its line's colour, its stops, the vehicle when known. */
export default function TripRunMap({ styleUrl, label, fallbackNotice, color, run }: TripRunMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [fallback, setFallback] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    (async () => {
      const created = await createBaseMap(
        () => container.current,
        styleUrl,
        { bounds: runBounds(run) as LngLatBoundsLike, fitBoundsOptions: { padding: 32, maxZoom: 16 } },
        () => cancelled,
      );
      if (!created) return;
      const { map } = created;
      remove = () => map.remove();
      setFallback(created.fallback);
      map.on('load', () => {
        if (cancelled) return;
        map.addSource('run-path', { type: 'geojson', data: runPath(run) });
        map.addSource('run-stops', { type: 'geojson', data: runStops(run) });
        map.addSource('run-vehicle', { type: 'geojson', data: runVehicle(run) });
        map.addLayer({
          id: 'run-path',
          type: 'line',
          source: 'run-path',
          layout: { 'line-cap': 'round', 'line-join': 'round' },
          paint: { 'line-color': color, 'line-width': 5 },
        });
        map.addLayer({
          id: 'run-stops',
          type: 'circle',
          source: 'run-stops',
          paint: {
            'circle-radius': ['case', ['get', 'visitor'], 8, 5],
            'circle-color': ['case', ['get', 'skipped'], '#9aa5b1', '#ffffff'],
            'circle-stroke-color': ['case', ['get', 'visitor'], '#0b5cad', color],
            'circle-stroke-width': ['case', ['get', 'visitor'], 4, 2],
          },
        });
        map.addLayer({
          id: 'run-vehicle',
          type: 'circle',
          source: 'run-vehicle',
          paint: {
            'circle-radius': 9,
            'circle-color': '#14202e',
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 3,
          },
        });
        container.current?.setAttribute('data-map-ready', 'true');
        setReady(true);
      });
    })();
    return () => {
      cancelled = true;
      remove();
    };
  }, [styleUrl]);

  return (
    <div
      className="trip-map__region"
      data-testid="trip-map"
      data-vehicle={run.vehicle ? '' : undefined}
      role="region"
      aria-label={label}
      aria-busy={!ready}
    >
      <div ref={container} className="trip-map__canvas" />
      {fallback && ready ? <p className="trip-map__notice">{fallbackNotice}</p> : null}
    </div>
  );
}
