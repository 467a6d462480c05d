import { useEffect, useRef, useState } from 'react';
import type { LngLatBoundsLike } from 'maplibre-gl';
import { createBaseMap } from '../Map/base-map.ts';

export interface StopMapProps {
  styleUrl?: string;
  label: string;
  fallbackNotice: string;
  /** The stop area's position and its stop points, highlighted (spec "Map": stop point ids to highlight, area bounds). */
  area: { lat: number; lon: number; name: string };
  stopPoints: Array<{ id: string; lat: number; lon: number; name: string }>;
}

const SOURCE = 'stop-points';

/** [[west, south], [east, north]] around the stop points, at least ~100 m wide so one point is not drawn at zoom 22. */
export function stopAreaBounds(points: Array<{ lat: number; lon: number }>): [[number, number], [number, number]] {
  const pad = 0.0008;
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  return [
    [Math.min(...lons) - pad, Math.min(...lats) - pad],
    [Math.max(...lons) + pad, Math.max(...lats) + pad],
  ];
}

/** The map of a stop page: its stop points highlighted on the plain or configured basemap. */
export default function StopMap({ styleUrl, label, fallbackNotice, area, stopPoints }: StopMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [fallback, setFallback] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    const points = stopPoints.length ? stopPoints : [{ id: 'area', ...area }];
    (async () => {
      const created = await createBaseMap(
        () => container.current,
        styleUrl,
        { bounds: stopAreaBounds(points) as LngLatBoundsLike, fitBoundsOptions: { padding: 40, maxZoom: 17 } },
        () => cancelled,
      );
      if (!created) return;
      const { map } = created;
      remove = () => map.remove();
      setFallback(created.fallback);
      map.on('load', () => {
        if (cancelled) return;
        map.addSource(SOURCE, {
          type: 'geojson',
          data: {
            type: 'FeatureCollection',
            features: points.map((p) => ({
              type: 'Feature',
              properties: { id: p.id, name: p.name },
              geometry: { type: 'Point', coordinates: [p.lon, p.lat] },
            })),
          },
        });
        map.addLayer({
          id: 'stop-points-highlight',
          type: 'circle',
          source: SOURCE,
          paint: {
            'circle-radius': 9,
            'circle-color': '#0b5cad',
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
    // The region is the map with its notice, not the canvas alone (the notice was outside any landmark: axe 'region').
    <div className="stop-map" data-testid="stop-map" role="region" aria-label={label} aria-busy={!ready}>
      <div ref={container} className="stop-map__canvas" />
      {fallback && ready ? <p className="stop-map__notice">{fallbackNotice}</p> : null}
    </div>
  );
}
