import type { Map as MapLibreMap, MapMouseEvent, MapTouchEvent } from 'maplibre-gl';

/** A point the visitor picked on the map: where it is, and where on the canvas to show the menu. */
export interface MapPick {
  lat: number;
  lon: number;
  x: number;
  y: number;
}

/** How long a finger must rest on the map for a long press, and how far it may drift meanwhile. */
const LONG_PRESS_MS = 550;
const LONG_PRESS_SLOP_PX = 10;

/**
 * Listens for the gestures that pick a point: a right click (the browser's context menu), a long press on a touch
 * screen, and, from the keyboard, the context-menu key or Shift+F10 on the focused map (picks its centre).
 * Returns the function that stops listening.
 */
export function attachMapPick(map: MapLibreMap, onPick: (pick: MapPick) => void): () => void {
  const pickAt = (event: MapMouseEvent | MapTouchEvent) =>
    onPick({ lat: event.lngLat.lat, lon: event.lngLat.lng, x: event.point.x, y: event.point.y });
  const onContextMenu = (event: MapMouseEvent) => {
    event.originalEvent.preventDefault();
    pickAt(event);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let start: { x: number; y: number } | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const onTouchStart = (event: MapTouchEvent) => {
    cancel();
    if (event.originalEvent.touches.length !== 1) return;
    start = { x: event.point.x, y: event.point.y };
    timer = setTimeout(() => pickAt(event), LONG_PRESS_MS);
  };
  const onTouchMove = (event: MapTouchEvent) => {
    if (start && Math.hypot(event.point.x - start.x, event.point.y - start.y) > LONG_PRESS_SLOP_PX) cancel();
  };

  const canvas = map.getCanvasContainer();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return;
    event.preventDefault();
    const centre = map.getCenter();
    const point = map.project(centre);
    onPick({ lat: centre.lat, lon: centre.lng, x: point.x, y: point.y });
  };

  map.on('contextmenu', onContextMenu);
  map.on('touchstart', onTouchStart);
  map.on('touchmove', onTouchMove);
  map.on('touchend', cancel);
  map.on('touchcancel', cancel);
  map.on('movestart', cancel);
  canvas.addEventListener('keydown', onKeyDown);
  return () => {
    cancel();
    map.off('contextmenu', onContextMenu);
    map.off('touchstart', onTouchStart);
    map.off('touchmove', onTouchMove);
    map.off('touchend', cancel);
    map.off('touchcancel', cancel);
    map.off('movestart', cancel);
    canvas.removeEventListener('keydown', onKeyDown);
  };
}
