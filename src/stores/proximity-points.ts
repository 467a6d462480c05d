import { atom } from 'nanostores';
import type { BffResult } from '../bff-client/bff-fetch.ts';
import type { ProximityPointsResponse, ZoomRule } from '../contract/proximity.ts';
import { boxCentre, boxContains, boxDiagonalMetres, padBox, type Box } from '../domain/map-box.ts';
import { anyRuleShows, zoomPercent } from '../domain/proximity-zoom.ts';

/**
 * The map points loader (spec "Map"): reloads the proximity points DEBOUNCE_MS after the bounds or zoom settle,
 * aborting the previous request; asks for a box padded by PADDING on every side so that moves inside it ask nothing;
 * asks nothing while no zoom rule shows points at the zoom percentage; keeps the previous points when a request fails
 * (spec section 8: silently ignored); says when the answer was truncated ("zoom in to see all stops").
 */

export type ProximityPoint = ProximityPointsResponse['points'][number];

export const POINTS_DEBOUNCE_MS = 1000;
/** Half the view's span on every side. */
export const POINTS_PADDING = 0.5;
/** The API refuses wider boxes (MAX_BOX_DIAGONAL_M on the server). */
export const POINTS_MAX_DIAGONAL_M = 60_000;

export interface PointsLoaderOptions {
  rules: ZoomRule[];
  fetchPoints: (box: Box, signal: AbortSignal) => Promise<BffResult<ProximityPointsResponse>>;
  debounceMs?: number;
}

/** A box no wider than the API accepts: the padded box, else the view, else the view shrunk around its centre. */
export function requestBox(view: Box, maxDiagonal = POINTS_MAX_DIAGONAL_M): Box {
  const padded = padBox(view, POINTS_PADDING);
  if (boxDiagonalMetres(padded) <= maxDiagonal) return padded;
  const diagonal = boxDiagonalMetres(view);
  if (diagonal <= maxDiagonal) return view;
  const scale = (maxDiagonal / diagonal) * 0.99;
  const { lat, lon } = boxCentre(view);
  const halfLat = ((view[2] - view[0]) / 2) * scale;
  const halfLon = ((view[3] - view[1]) / 2) * scale;
  return [lat - halfLat, lon - halfLon, lat + halfLat, lon + halfLon];
}

export function createPointsLoader({ rules, fetchPoints, debounceMs = POINTS_DEBOUNCE_MS }: PointsLoaderOptions) {
  const $points = atom<ProximityPoint[]>([]);
  const $truncated = atom(false);
  /** The zoom percentage of the last settled view (the markers shown depend on it). */
  const $zoomPercent = atom<number | null>(null);
  /** Requests sent so far (the map's e2e test and the bench read it). */
  const $requests = atom(0);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let loaded: { box: Box; zoom: number; truncated: boolean } | null = null;

  async function settle(view: Box, zoom: number): Promise<void> {
    const percent = zoomPercent(zoom);
    $zoomPercent.set(percent);
    if (!anyRuleShows(rules, percent)) return;
    // Inside the loaded padding nothing new can show, unless that answer was truncated and the view is now closer.
    if (loaded && boxContains(loaded.box, view) && (!loaded.truncated || zoom <= loaded.zoom)) return;
    const box = requestBox(view);
    controller?.abort();
    const mine = (controller = new AbortController());
    $requests.set($requests.get() + 1);
    const answer = await fetchPoints(box, mine.signal);
    if (mine.signal.aborted || !answer.ok) return;
    loaded = { box, zoom, truncated: answer.data.truncated };
    $points.set(answer.data.points);
    $truncated.set(answer.data.truncated);
  }

  return {
    $points,
    $truncated,
    $zoomPercent,
    $requests,
    /** Tell the loader the map moved; it acts once the view has stayed still for the debounce delay. */
    viewChanged(view: Box, zoom: number): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void settle(view, zoom);
      }, debounceMs);
    },
    dispose(): void {
      if (timer !== undefined) clearTimeout(timer);
      controller?.abort();
    },
  };
}

export type PointsLoader = ReturnType<typeof createPointsLoader>;
