import { atom } from 'nanostores';
import type { BffResult } from '../bff-client/bff-fetch.ts';
import type { NearbyResponse } from '../contract/nearby.ts';
import type { NearbyCentre } from '../domain/nearby-centre.ts';

export type { CentreKind, NearbyCentre } from '../domain/nearby-centre.ts';

/**
 * The nearby screen's list (spec section 1, proximity context): the stop areas nearest the centre and "departures near
 * you", reloaded after each settled move of the map or choice of a place; the previous list stays while the next loads
 * and when it fails. The list and the map share the selected stop area.
 */

export interface NearbyState {
  status: 'ready' | 'loading' | 'failed';
  data: NearbyResponse | null;
}

export const NEARBY_DEBOUNCE_MS = 1000;

type LoadNearby = (lat: number, lon: number, signal: AbortSignal) => Promise<BffResult<NearbyResponse>>;

export function createNearbyList(load: LoadNearby, debounceMs = NEARBY_DEBOUNCE_MS) {
  const $centre = atom<NearbyCentre | null>(null);
  const $list = atom<NearbyState>({ status: 'loading', data: null });
  const $selectedAreaId = atom<string | null>(null);
  /** One polite message per list update: the centre's label and how many stops the list holds. */
  const $update = atom<{ label: string; count: number; serial: number } | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let serial = 0;

  async function reload(centre: NearbyCentre): Promise<void> {
    controller?.abort();
    const mine = (controller = new AbortController());
    $list.set({ status: 'loading', data: $list.get().data });
    const answer = await load(centre.lat, centre.lon, mine.signal);
    if (mine.signal.aborted) return;
    if (!answer.ok) {
      $list.set({ status: 'failed', data: $list.get().data });
      return;
    }
    $list.set({ status: 'ready', data: answer.data });
    $update.set({ label: centre.label, count: answer.data.stopAreas.length, serial: ++serial });
  }

  return {
    $centre,
    $list,
    $selectedAreaId,
    $update,
    /** The server's first list: shown as it is, no request. */
    start(centre: NearbyCentre, data: NearbyResponse | null): void {
      $centre.set(centre);
      $list.set(data ? { status: 'ready', data } : { status: 'failed', data: null });
    },
    /** A place chosen or the visitor located: the map jumps there and the list reloads at once. */
    setCentre(centre: NearbyCentre): void {
      if (timer !== undefined) clearTimeout(timer);
      $centre.set(centre);
      void reload(centre);
    },
    /** The map settled somewhere else: the list follows once it has stayed still for the debounce delay. */
    mapSettled(lat: number, lon: number, label: string): void {
      const current = $centre.get();
      // Before the list has started (the map island hydrated first), the map sits where the server put the page: the
      // list must still be the server's when its island hydrates, or React finds text it did not render.
      if (!current) return;
      // The map's own first settle, or a settle where the last jump put it: nothing moved.
      if (Math.abs(current.lat - lat) < 1e-5 && Math.abs(current.lon - lon) < 1e-5) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const centre = { lat, lon, label, kind: 'map' as const };
        $centre.set(centre);
        void reload(centre);
      }, debounceMs);
    },
    dispose(): void {
      if (timer !== undefined) clearTimeout(timer);
      controller?.abort();
    },
  };
}

export type NearbyList = ReturnType<typeof createNearbyList>;

export type GeoFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** The visitor's position, or why it is not available (said in one line on the screen). */
export function locateVisitor(
  timeoutMs = 10_000,
): Promise<{ ok: true; lat: number; lon: number } | { ok: false; reason: GeoFailure }> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation)
      return resolve({ ok: false, reason: 'unsupported' });
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) =>
        resolve({ ok: false, reason: error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/** Whether the browser shares the position without asking ('granted'), asks ('prompt'), refuses ('denied'), cannot say, or has no position at all. */
export type GeoPermission = 'granted' | 'prompt' | 'denied' | 'unknown' | 'unsupported';

/**
 * The position permission's state (Permissions API), and its later changes through `onChange` (the visitor changes it
 * in the browser's site settings). Browsers without the API answer 'unknown': the page then offers "Around me".
 */
export async function readGeoPermission(onChange?: (state: GeoPermission) => void): Promise<GeoPermission> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return 'unsupported';
  if (!navigator.permissions?.query) return 'unknown';
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (onChange) status.onchange = () => onChange(status.state as GeoPermission);
    return status.state as GeoPermission;
  } catch {
    return 'unknown';
  }
}
