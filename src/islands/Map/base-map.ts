import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';
import { basemapAttribution, plainStyle, resolveStyle } from './map-style.ts';
import { allowMapWorker } from '../../lib/trusted-types.ts';
import { linkMapStylesheet } from './map-stylesheet.ts';

/**
 * What every map island shares: maplibre-gl and its worker loaded on demand once the browser is idle (the heaviest
 * chunk never competes with first paint or hydration), the configured basemap or the plain offline style in the page's
 * muted surface colour, zoom buttons and the basemap credit. Only pages that mount a map island ever load maplibre.
 */

/** Waits until the browser is idle. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

export interface BaseMap {
  map: MapLibreMap;
  /** True when the configured basemap could not load and the plain style is drawn. */
  fallback: boolean;
}

/** Creates the map in `container`, or null when `cancelled()` turned true while loading (the island unmounted). */
export async function createBaseMap(
  container: () => HTMLElement | null,
  styleUrl: string | undefined,
  options: Omit<MapOptions, 'container' | 'style'>,
  cancelled: () => boolean,
): Promise<BaseMap | null> {
  await whenIdle();
  const [{ Map: MapLibre, NavigationControl, AttributionControl, setWorkerUrl }, { default: workerUrl }, resolved] =
    await Promise.all([
      import('maplibre-gl'),
      import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
      resolveStyle(styleUrl),
      linkMapStylesheet(),
    ]);
  const element = container();
  if (cancelled() || !element) return null;
  allowMapWorker();
  setWorkerUrl(workerUrl);
  const surface = getComputedStyle(document.documentElement).getPropertyValue('--color-surface-muted').trim();
  const map = new MapLibre({
    container: element,
    style: resolved.fallback && surface ? plainStyle(surface) : resolved.style,
    attributionControl: false,
    cooperativeGestures: false,
    ...options,
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(
    new AttributionControl({ compact: true, customAttribution: basemapAttribution(styleUrl, resolved.fallback) }),
  );
  map.on('error', () => {
    // Tiles or sprites of a remote basemap failing offline must not break the network layers.
  });
  return { map, fallback: resolved.fallback };
}
