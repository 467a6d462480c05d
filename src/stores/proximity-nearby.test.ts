import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NearbyResponse } from '../contract/nearby.ts';
import { createNearbyList } from './proximity-nearby.ts';

const answer = (ids: string[]): NearbyResponse => ({
  timezone: 'America/New_York',
  fromDatetime: '2026-11-23T08:00:00-05:00',
  stopAreas: ids.map((id) => ({
    id,
    name: id,
    lat: 40.75,
    lon: -73.98,
    distance: 100,
    walkMinutes: 2,
    modes: ['bus'],
    lines: [],
    next: [],
  })),
  departures: [],
});

describe('nearby list', () => {
  let calls: Array<{ lat: number; lon: number; signal: AbortSignal; resolve: (value: unknown) => void }>;
  const load = (lat: number, lon: number, signal: AbortSignal) =>
    new Promise<any>((resolve) => calls.push({ lat, lon, signal, resolve }));
  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
  });
  afterEach(() => vi.useRealTimers());

  it('starts from the server list, then follows the map once it settles for 1000 ms', async () => {
    const list = createNearbyList(load);
    list.start({ lat: 40.7557, lon: -73.987, label: 'Times Sq', kind: 'query' }, answer(['a']));
    list.mapSettled(40.7557, -73.987, 'the map centre');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(0);
    list.mapSettled(40.76, -73.98, 'the map centre');
    await vi.advanceTimersByTimeAsync(500);
    list.mapSettled(40.761, -73.98, 'the map centre');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.lat)).toEqual([40.761]);
    expect(list.$list.get()).toMatchObject({ status: 'loading', data: { stopAreas: [{ id: 'a' }] } });
    calls[0].resolve({ ok: true, status: 200, data: answer(['b', 'c']) });
    await vi.advanceTimersByTimeAsync(0);
    expect(list.$list.get().data?.stopAreas.map((a) => a.id)).toEqual(['b', 'c']);
    expect(list.$update.get()).toMatchObject({ label: 'the map centre', count: 2 });
  });

  it('ignores the map until the list has started, so the list island hydrates over the server’s own list', async () => {
    const list = createNearbyList(load);
    list.mapSettled(40.71, -74, 'map');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(0);
    expect(list.$centre.get()).toBeFalsy();
    expect(list.$update.get()).toBeNull();
  });

  it('a chosen place reloads at once and wins over an older request; a failure keeps the list', async () => {
    const list = createNearbyList(load);
    list.start({ lat: 40.7, lon: -74, label: 'centre', kind: 'network' }, answer(['a']));
    list.mapSettled(40.71, -74, 'map');
    await vi.advanceTimersByTimeAsync(1000);
    list.setCentre({ lat: 40.75, lon: -73.98, label: 'Times Sq', kind: 'place' });
    expect(calls).toHaveLength(2);
    expect(calls[0].signal.aborted).toBe(true);
    calls[1].resolve({ ok: false, status: 503, code: 'x', message: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(list.$list.get()).toMatchObject({ status: 'failed', data: { stopAreas: [{ id: 'a' }] } });
    expect(list.$update.get()).toBeNull();
  });
});
