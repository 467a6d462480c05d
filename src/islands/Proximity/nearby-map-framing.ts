import type { Map as MapLibreMap } from 'maplibre-gl';
import { fitPoints, type LatLon, type MapFrame, type MapView } from '../../domain/map-view.ts';
import type { NearbyCentre } from '../../domain/nearby-centre.ts';
import { nearbyList } from './nearby-screen.ts';

/** Below 1280 px the list is a sheet over the map: the map's centre (and the list's) is the middle of what shows. */
const SHEET_LAYOUT_BELOW = 1280;
export const SHEET_LAYOUT_QUERY = `(max-width: ${SHEET_LAYOUT_BELOW - 1}px)`;
const BANNER_ROOM = 56;

/** Marks the camera moves the page makes itself: they are not the visitor moving the map. */
export const FRAMING = { framing: true };

/** The part of the map the sheet covers (0 on the desktop layout, where the list sits beside the map). */
function sheetCover(container: HTMLElement): number {
  if (window.innerWidth >= SHEET_LAYOUT_BELOW) return 0;
  const sheet = document.querySelector('main#main')?.getBoundingClientRect();
  const canvas = container.getBoundingClientRect();
  if (!sheet) return 0;
  return Math.min(Math.max(0, canvas.bottom - sheet.top), canvas.height * 0.7);
}

/** The map's size and padding: the banner and the sheet over it on a phone, none where the list sits beside it. */
export function mapFrame(container: HTMLElement): MapFrame {
  const { width, height } = container.getBoundingClientRect();
  if (window.innerWidth >= SHEET_LAYOUT_BELOW) return { width, height, top: 0, bottom: 0, left: 0, right: 0 };
  return { width, height, top: BANNER_ROOM, bottom: sheetCover(container), left: 0, right: 0 };
}

export function fitToSheet(map: MapLibreMap): void {
  const { top, bottom, left, right } = mapFrame(map.getContainer());
  map.setPadding({ top, bottom, left, right }, FRAMING);
}

/** Stops framed with a new centre: the nearest few, so the way to them shows. */
const FRAMED_STOPS = 3;
/** Street level, as a page opened on a chosen place starts: framing never zooms in closer. */
const FRAME_MAX_ZOOM = 16;
/** Room (px) kept around the framed centre and stops inside the visible part of the map. */
const FRAME_MARGIN = 40;
/** The zoom a chosen centre is shown at while its list loads (closer if the map already was). */
const CHOSEN_CENTRE_ZOOM = 15.5;

/**
 * A new centre and its nearest stops, framed in the part of the map the sheet leaves visible (the sheet's height is
 * the map's bottom padding), never closer than street level.
 */
function frameCentre(map: MapLibreMap, centre: LatLon, stops: LatLon[]): void {
  fitToSheet(map);
  const points = [centre, ...stops.slice(0, FRAMED_STOPS)];
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  map.fitBounds(
    [
      [Math.min(...lons), Math.min(...lats)],
      [Math.max(...lons), Math.max(...lats)],
    ],
    // maplibre adds the map's own padding (the banner, the sheet) to this one.
    { padding: FRAME_MARGIN, maxZoom: FRAME_MAX_ZOOM, animate: false },
    FRAMING,
  );
}

/**
 * The view the map shows for a centre and its list, as `frameChosenCentres` frames it: what the map's preview draws
 * before the map library has loaded. `previous` is the view shown before this centre.
 */
export function framedView(centre: NearbyCentre, stops: LatLon[] | null, previous: MapView, frame: MapFrame): MapView {
  if (centre.kind === 'network' || centre.kind === 'map') return { centre, zoom: previous.zoom };
  if (!stops) return { centre, zoom: Math.max(previous.zoom, CHOSEN_CENTRE_ZOOM) };
  return fitPoints([centre, ...stops.slice(0, FRAMED_STOPS)], frame, FRAME_MARGIN, FRAME_MAX_ZOOM);
}

/**
 * Where the centre and its nearest stops are drawn (canvas pixels "x,y", ';' between stops), said on the element for
 * tests and tools, as the markers' count is: the canvas itself cannot be read.
 */
export function sayFraming(map: MapLibreMap): void {
  const centre = nearbyList.$centre.get();
  const stops = nearbyList.$list.get().data?.stopAreas.slice(0, FRAMED_STOPS) ?? [];
  const at = (point: { lat: number; lon: number }) => {
    const { x, y } = map.project([point.lon, point.lat]);
    return `${Math.round(x)},${Math.round(y)}`;
  };
  const element = map.getContainer();
  if (centre) element.setAttribute('data-centre-at', at(centre));
  element.setAttribute('data-stops-at', stops.map(at).join(';'));
}

/**
 * A chosen centre (a place, the visitor's position): the map goes there at once, and once its list has come, frames it
 * with its nearest stops. A page opened on a chosen centre is framed as a choice made here is, at once (so the first
 * points request is for the framed view). Returns the end of that following.
 */
export function frameChosenCentres(map: MapLibreMap): () => void {
  let framePending = false;
  const stopCentre = nearbyList.$centre.listen((centre) => {
    if (!centre || centre.kind === 'map') return;
    framePending = true;
    fitToSheet(map);
    map.jumpTo({ center: [centre.lon, centre.lat], zoom: Math.max(map.getZoom(), CHOSEN_CENTRE_ZOOM) }, FRAMING);
  });
  const stopList = nearbyList.$list.listen((list) => {
    const centre = nearbyList.$centre.get();
    if (!framePending || list.status !== 'ready' || !list.data || !centre) return;
    framePending = false;
    frameCentre(map, centre, list.data.stopAreas);
  });
  const first = nearbyList.$centre.get();
  const firstList = nearbyList.$list.get();
  if (first && first.kind !== 'network' && first.kind !== 'map') {
    if (firstList.status === 'ready' && firstList.data) frameCentre(map, first, firstList.data.stopAreas);
    else framePending = true;
  }
  return () => {
    stopCentre();
    stopList();
  };
}
