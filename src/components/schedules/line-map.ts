import { Map as MapLibreMap, NavigationControl, AttributionControl, LngLatBounds, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { bff } from '../../bff-client/bff-fetch.ts';
import { LineDetailAnswer } from '../../bff-client/line-answer-outlines.ts';
import { cssLineColor } from '../../domain/trip-journey-map.ts';
import { basemapAttribution, plainStyle, resolveStyle } from '../../islands/Map/map-style.ts';
import { linkMapStylesheet } from '../../islands/Map/map-stylesheet.ts';
import { showLineVehicles } from './line-vehicles.ts';
import { allowMapWorker } from '../../lib/trusted-types.ts';

/**
 * The line on a map: its shape (or the stops joined when the feed has no shape) and its stops, for one direction.
 * This module (maplibre included) is imported only when the visitor opens the map.
 */
export async function showLineMap(
  container: HTMLElement,
  lineId: string,
  directionId: string | undefined,
): Promise<void> {
  const styleUrl = container.dataset.styleUrl || undefined;
  const [detail, resolved] = await Promise.all([
    bff.request(`/api/v1/lines/${encodeURIComponent(lineId)}`, LineDetailAnswer),
    resolveStyle(styleUrl),
    linkMapStylesheet(),
  ]);
  if (!detail.ok) {
    container.textContent = detail.message;
    return;
  }
  const direction = detail.data.directions.find((d) => d.id === directionId) ?? detail.data.directions[0];
  if (!direction) return;
  const path =
    direction.shape.length > 1
      ? direction.shape
      : direction.stops.map((stop) => [stop.lat, stop.lon] as [number, number]);
  const color = cssLineColor(detail.data.line.color);
  allowMapWorker();
  setWorkerUrl(workerUrl);
  const surface =
    getComputedStyle(document.documentElement).getPropertyValue('--color-surface-muted').trim() || '#eef1f4';
  const canvas = document.createElement('div');
  canvas.className = 'h-full w-full';
  canvas.setAttribute('role', 'region');
  canvas.setAttribute('aria-label', container.dataset.label ?? '');
  container.replaceChildren(canvas);
  if (resolved.fallback && styleUrl) {
    const notice = document.createElement('p');
    notice.className = 'p-2 text-sm';
    notice.textContent = container.dataset.fallback ?? '';
    container.prepend(notice);
  }
  const bounds = new LngLatBounds();
  for (const [lat, lon] of path) bounds.extend([lon, lat]);
  const map = new MapLibreMap({
    container: canvas,
    style: resolved.fallback ? plainStyle(surface) : resolved.style,
    bounds,
    fitBoundsOptions: { padding: 32 },
    attributionControl: false,
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(
    new AttributionControl({ compact: true, customAttribution: basemapAttribution(styleUrl, resolved.fallback) }),
  );
  map.on('error', () => {
    // A remote basemap failing offline must not hide the line.
  });
  map.on('load', () => {
    map.addSource('line-shape', {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates: path.map(([lat, lon]) => [lon, lat]) },
      },
    });
    map.addSource('line-stops', {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: direction.stops.map((stop) => ({
          type: 'Feature',
          properties: { name: stop.name },
          geometry: { type: 'Point', coordinates: [stop.lon, stop.lat] },
        })),
      },
    });
    map.addLayer({
      id: 'line-shape-casing',
      type: 'line',
      source: 'line-shape',
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': '#ffffff', 'line-width': 8 },
    });
    map.addLayer({
      id: 'line-shape',
      type: 'line',
      source: 'line-shape',
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': color, 'line-width': 5 },
    });
    map.addLayer({
      id: 'line-stops',
      type: 'circle',
      source: 'line-stops',
      paint: {
        'circle-radius': 4.5,
        'circle-color': '#ffffff',
        'circle-stroke-color': color,
        'circle-stroke-width': 2.5,
      },
    });
    container.setAttribute('data-map-ready', 'true');
    showLineVehicles(map, container, lineId, direction.id, color);
  });
}
