import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { attachMapPick, type MapPick } from './map-pick.ts';

/** A stand-in for maplibre's Map: the events attachMapPick listens to, fired by the test. */
function fakeMap() {
  const handlers = new Map<string, Set<(event: unknown) => void>>();
  const canvas = new EventTarget();
  const map = {
    on: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, (handlers.get(type) ?? new Set()).add(handler)),
    off: (type: string, handler: (event: unknown) => void) => handlers.get(type)?.delete(handler),
    getCanvasContainer: () => canvas,
    getCenter: () => ({ lat: 40.75, lng: -73.98 }),
    project: () => ({ x: 200, y: 150 }),
  };
  const fire = (type: string, event: unknown) => handlers.get(type)?.forEach((handler) => handler(event));
  const at = (x: number, y: number, touches = 1) => ({
    lngLat: { lat: 40.7 + y / 1000, lng: -74 + x / 1000 },
    point: { x, y },
    originalEvent: { touches: { length: touches }, preventDefault: vi.fn() },
  });
  return {
    map: map as unknown as MapLibreMap,
    fire,
    at,
    canvas,
    listeners: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
  };
}

describe('map pick gestures', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('picks on a right click, without the browser menu', () => {
    const { map, fire, at } = fakeMap();
    const picks: MapPick[] = [];
    attachMapPick(map, (pick) => picks.push(pick));
    const event = at(100, 50);
    fire('contextmenu', event);
    expect(picks).toEqual([{ lat: 40.75, lon: -73.9, x: 100, y: 50 }]);
    expect(event.originalEvent.preventDefault).toHaveBeenCalled();
  });

  it('picks on a long press that stays put, not on a tap, a drag or a pinch', () => {
    const { map, fire, at } = fakeMap();
    const picks: MapPick[] = [];
    attachMapPick(map, (pick) => picks.push(pick));
    fire('touchstart', at(10, 10));
    vi.advanceTimersByTime(200);
    fire('touchend', {});
    vi.advanceTimersByTime(1000);
    fire('touchstart', at(10, 10));
    fire('touchmove', at(40, 10));
    vi.advanceTimersByTime(1000);
    fire('touchstart', at(10, 10, 2));
    vi.advanceTimersByTime(1000);
    expect(picks).toEqual([]);
    fire('touchstart', at(10, 10));
    fire('touchmove', at(14, 12));
    vi.advanceTimersByTime(600);
    expect(picks).toHaveLength(1);
  });

  it('picks the centre from the keyboard (context-menu key or Shift+F10) and stops listening when detached', () => {
    const { map, canvas, listeners } = fakeMap();
    const picks: MapPick[] = [];
    const detach = attachMapPick(map, (pick) => picks.push(pick));
    canvas.dispatchEvent(Object.assign(new Event('keydown'), { key: 'F10', shiftKey: true }));
    canvas.dispatchEvent(Object.assign(new Event('keydown'), { key: 'a', shiftKey: false }));
    expect(picks).toEqual([{ lat: 40.75, lon: -73.98, x: 200, y: 150 }]);
    detach();
    expect(listeners()).toBe(0);
    canvas.dispatchEvent(Object.assign(new Event('keydown'), { key: 'ContextMenu', shiftKey: false }));
    expect(picks).toHaveLength(1);
  });
});
