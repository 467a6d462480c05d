import { atom, computed } from 'nanostores';
import { $tripForm } from './trip-form.ts';
import type { LonLat, MapJourney } from '../domain/trip-journey-map.ts';

export type { LonLat, MapJourney, MapLeg } from '../domain/trip-journey-map.ts';

export type MapMarkerRole = 'DEPARTURE' | 'ARRIVAL' | 'VIA';

export interface MapMarker {
  role: MapMarkerRole;
  lat: number;
  lon: number;
  label: string;
}

export interface MapPlace {
  lat: number;
  lon: number;
  label: string;
}

/** The journeys of the current result list, drawn faintly; the selected one is drawn on top in line colours. */
export const $mapJourneys = atom<MapJourney[]>([]);
export const $mapSelectedJourneyId = atom<string | null>(null);
export const $mapUserPosition = atom<{ lat: number; lon: number } | null>(null);
export const $mapHighlightedPlace = atom<MapPlace | null>(null);
/** Mobile screens show either the list or the map; desktop shows both side by side. */
export const $mapMobileView = atom<'list' | 'map'>('list');

/**
 * Phones and tablets: the map takes the whole screen under the header (the page's CSS keys on the html element's
 * data-trip-view, so the map area shows, and hydrates, before its island runs).
 */
export function showMobileView(view: 'list' | 'map'): void {
  $mapMobileView.set(view);
  if (typeof document !== 'undefined') document.documentElement.dataset.tripView = view;
}

export const $mapSelectedJourney = computed(
  [$mapJourneys, $mapSelectedJourneyId],
  (journeys, id) => journeys.find((journey) => journey.id === id) ?? null,
);

/** Departure, arrival and via markers follow the form. */
/** Screens without the form (preview, roadmap) give their markers directly. */
export const $mapFixedMarkers = atom<MapMarker[] | null>(null);

export const $mapMarkers = computed([$tripForm, $mapFixedMarkers], (form, fixed): MapMarker[] => {
  if (fixed) return fixed;
  const markers: MapMarker[] = [];
  if (form.from)
    markers.push({ role: 'DEPARTURE', lat: form.from.lat, lon: form.from.lon, label: form.from.displayName });
  if (form.viaEnabled && form.via)
    markers.push({ role: 'VIA', lat: form.via.lat, lon: form.via.lon, label: form.via.displayName });
  if (form.to) markers.push({ role: 'ARRIVAL', lat: form.to.lat, lon: form.to.lon, label: form.to.displayName });
  return markers;
});

export type Bounds = readonly [LonLat, LonLat];

/** What the map fits to: the selected journey, else the markers, else the highlighted place. */
export function boundsOf(points: LonLat[]): Bounds | null {
  const valid = points.filter(([lon, lat]) => Number.isFinite(lon) && Number.isFinite(lat));
  if (!valid.length) return null;
  let [minLon, minLat] = valid[0];
  let [maxLon, maxLat] = valid[0];
  for (const [lon, lat] of valid) {
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  return [
    [minLon, minLat],
    [maxLon, maxLat],
  ];
}

export const $mapBounds = computed(
  [$mapSelectedJourney, $mapMarkers, $mapHighlightedPlace],
  (journey, markers, highlighted) => {
    const points: LonLat[] = journey ? journey.legs.flatMap((leg) => leg.coordinates) : [];
    if (!points.length) points.push(...markers.map((m): LonLat => [m.lon, m.lat]));
    if (!points.length && highlighted) points.push([highlighted.lon, highlighted.lat]);
    return boundsOf(points);
  },
);
