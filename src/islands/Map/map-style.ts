import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';

/** Drawn when the configured basemap cannot load (offline, blocked): the network's own layers still show on it. */
export const PLAIN_STYLE: StyleSpecification = plainStyle('#eef1f4');

/** The plain style in a given background colour (the page's muted surface, so it follows the dark theme). */
export function plainStyle(background: string): StyleSpecification {
  return {
    version: 8,
    sources: {},
    layers: [{ id: 'plain-background', type: 'background', paint: { 'background-color': background } }],
  };
}

/** OpenFreeMap's own credit (as its TileJSON words it, so MapLibre shows it once): OpenStreetMap data requires it. */
export const OPENFREEMAP_ATTRIBUTION =
  '<a href="https://openfreemap.org" target="_blank">OpenFreeMap</a> <a href="https://www.openmaptiles.org/" target="_blank">&copy; OpenMapTiles</a> Data from <a href="https://www.openstreetmap.org/copyright" target="_blank">OpenStreetMap</a>';

/**
 * Credit the map must show for its basemap: OpenFreeMap/OpenStreetMap whenever an OpenFreeMap style is drawn (even if
 * its tile metadata, which carries the same credit, fails to load); none for the plain offline style, which shows no
 * third-party data. Other styles credit their data through their own sources.
 */
export function basemapAttribution(styleUrl: string | undefined, fallback: boolean): string | undefined {
  if (fallback || !styleUrl) return undefined;
  try {
    return /(^|\.)openfreemap\.org$/i.test(new URL(styleUrl).hostname) ? OPENFREEMAP_ATTRIBUTION : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches the configured style with a timeout; anything unusable falls back to the plain style. */
export async function resolveStyle(
  styleUrl: string | undefined,
  timeoutMs = 4000,
  fetcher: typeof fetch = fetch,
): Promise<{ style: StyleSpecification; fallback: boolean }> {
  if (!styleUrl) return { style: PLAIN_STYLE, fallback: true };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(styleUrl, { signal: controller.signal });
    if (!response.ok) return { style: PLAIN_STYLE, fallback: true };
    const style = (await response.json()) as StyleSpecification;
    if (style?.version !== 8 || typeof style.sources !== 'object' || !Array.isArray(style.layers)) {
      return { style: PLAIN_STYLE, fallback: true };
    }
    return { style, fallback: false };
  } catch {
    return { style: PLAIN_STYLE, fallback: true };
  } finally {
    clearTimeout(timer);
  }
}

export const SOURCES = {
  journeys: 'trip-journeys',
  selected: 'trip-selected-path',
  stops: 'trip-selected-stops',
  points: 'trip-points',
} as const;

const ROLE_COLORS = [
  'match',
  ['get', 'role'],
  'DEPARTURE',
  '#1b7f3b',
  'ARRIVAL',
  '#c62828',
  'VIA',
  '#e08a00',
  'USER',
  '#1565c0',
  '#6a1b9a',
];

/** The trip-planner layers, drawn above whatever basemap style is in use. */
export const TRIP_LAYERS: LayerSpecification[] = [
  {
    id: 'trip-journeys-line',
    type: 'line',
    source: SOURCES.journeys,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#7a8794', 'line-width': 3, 'line-opacity': 0.45 },
  },
  {
    id: 'trip-selected-casing',
    type: 'line',
    source: SOURCES.selected,
    filter: ['!', ['get', 'walking']],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#ffffff', 'line-width': 9 },
  },
  {
    id: 'trip-selected-transit',
    type: 'line',
    source: SOURCES.selected,
    filter: ['!', ['get', 'walking']],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': ['get', 'color'], 'line-width': 6 },
  },
  {
    id: 'trip-selected-walk',
    type: 'line',
    source: SOURCES.selected,
    filter: ['get', 'walking'],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#37474f', 'line-width': 4, 'line-dasharray': [0.5, 2] },
  },
  {
    id: 'trip-selected-stops',
    type: 'circle',
    source: SOURCES.stops,
    minzoom: 10,
    paint: {
      'circle-radius': 3.5,
      'circle-color': '#ffffff',
      'circle-stroke-color': '#37474f',
      'circle-stroke-width': 1.5,
    },
  },
  {
    id: 'trip-points',
    type: 'circle',
    source: SOURCES.points,
    paint: {
      'circle-radius': ['match', ['get', 'role'], 'USER', 7, 'HIGHLIGHT', 10, 9],
      'circle-color': ROLE_COLORS as unknown as string,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 3,
    },
  },
];
