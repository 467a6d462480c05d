import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ZoomRule } from '../contract/proximity.ts';
import type { Box } from '../domain/map-box.ts';
import { boxDiagonalMetres } from '../domain/map-box.ts';
import { createPointsLoader, requestBox, type ProximityPoint } from './proximity-points.ts';

const RULES: ZoomRule[] = [
  { type: 'stopArea', modes: ['metro'], small: { min: 55, max: 61 }, full: { min: 62, max: 100 } },
  { type: 'stopArea', small: { min: 67, max: 76 }, full: { min: 77, max: 100 } },
];
/** Times Square at about zoom 16 on a desktop map. */
const VIEW: Box = [40.752, -73.992, 40.759, -73.982];
const point = (id: string): ProximityPoint => ({
  id,
  name: id,
  lat: 40.755,
  lon: -73.987,
  modes: ['bus'],
  type: 'stopArea',
  markerRange: 'small',
});

describe('proximity points loader', () => {
  let calls: Array<{ box: Box; signal: AbortSignal; resolve: (answer: unknown) => void }>;
  const fetchPoints = (box: Box, signal: AbortSignal) =>
    new Promise<any>((resolve) => calls.push({ box, signal, resolve }));
  const ok = (points: ProximityPoint[], truncated = false) => ({
    ok: true,
    status: 200,
    data: { points, truncated, zoomRules: RULES },
  });

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
  });
  afterEach(() => vi.useRealTimers());

  it('asks once, 1000 ms after the view settles, for a box padded by half the view on every side', async () => {
    const loader = createPointsLoader({ rules: RULES, fetchPoints });
    loader.viewChanged(VIEW, 15);
    await vi.advanceTimersByTimeAsync(600);
    loader.viewChanged(VIEW, 16);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    const [south, _west, north, east] = calls[0].box;
    expect(south).toBeCloseTo(40.7485);
    expect(east).toBeCloseTo(-73.977);
    expect(north - south).toBeCloseTo(2 * (VIEW[2] - VIEW[0]));
    calls[0].resolve(ok([point('a')]));
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.$points.get().map((p) => p.id)).toEqual(['a']);
    expect(loader.$zoomPercent.get()).toBe(77);
  });

  it('aborts the previous request when a newer settled view asks again, and keeps only the newer answer', async () => {
    const loader = createPointsLoader({ rules: RULES, fetchPoints });
    loader.viewChanged(VIEW, 16);
    await vi.advanceTimersByTimeAsync(1000);
    const far: Box = [40.7, -74.02, 40.707, -74.01];
    loader.viewChanged(far, 16);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(calls[0].signal.aborted).toBe(true);
    calls[1].resolve(ok([point('far')]));
    calls[0].resolve(ok([point('stale')]));
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.$points.get().map((p) => p.id)).toEqual(['far']);
  });

  it('asks nothing for a view inside the loaded padding', async () => {
    const loader = createPointsLoader({ rules: RULES, fetchPoints });
    loader.viewChanged(VIEW, 16);
    await vi.advanceTimersByTimeAsync(1000);
    calls[0].resolve(ok([point('a')]));
    await vi.advanceTimersByTimeAsync(0);
    const panned: Box = [VIEW[0] + 0.003, VIEW[1] + 0.004, VIEW[2] + 0.003, VIEW[3] + 0.004];
    loader.viewChanged(panned, 16);
    loader.viewChanged(panned, 16.5);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    expect(loader.$requests.get()).toBe(1);
    const outside: Box = [VIEW[0] + 0.02, VIEW[1], VIEW[2] + 0.02, VIEW[3]];
    loader.viewChanged(outside, 16);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
  });

  it('asks nothing while no zoom rule shows points, and reports the zoom percentage', async () => {
    const loader = createPointsLoader({ rules: RULES, fetchPoints });
    loader.viewChanged([40.5, -74.2, 40.9, -73.7], 10);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    expect(loader.$zoomPercent.get()).toBe(48);
  });

  it('keeps the previous points when a request fails', async () => {
    const loader = createPointsLoader({ rules: RULES, fetchPoints });
    loader.viewChanged(VIEW, 16);
    await vi.advanceTimersByTimeAsync(1000);
    calls[0].resolve(ok([point('a')]));
    await vi.advanceTimersByTimeAsync(0);
    loader.viewChanged([40.7, -74.02, 40.707, -74.01], 16);
    await vi.advanceTimersByTimeAsync(1000);
    calls[1].resolve({ ok: false, status: 503, code: 'network_unavailable', message: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.$points.get().map((p) => p.id)).toEqual(['a']);
  });

  it('says when the answer was truncated, and asks again when zooming in inside it', async () => {
    const loader = createPointsLoader({ rules: RULES, fetchPoints });
    loader.viewChanged(VIEW, 14);
    await vi.advanceTimersByTimeAsync(1000);
    calls[0].resolve(ok([point('busiest')], true));
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.$truncated.get()).toBe(true);
    loader.viewChanged(VIEW, 14);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    loader.viewChanged(VIEW, 15);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    calls[1].resolve(ok([point('a'), point('b')]));
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.$truncated.get()).toBe(false);
  });

  it('never asks for a box wider than the API accepts', () => {
    const wide: Box = [40.4, -74.4, 40.95, -73.6];
    expect(boxDiagonalMetres(requestBox(wide))).toBeLessThanOrEqual(60_000);
    expect(requestBox(VIEW)[0]).toBeLessThan(VIEW[0]);
  });
});
