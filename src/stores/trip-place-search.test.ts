import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaceSearch, type SearchPlaces } from './trip-place-search.ts';

const times = { id: 'stop:127', type: 'stopArea', title: 'Times Sq-42 St', lat: 40.75, lon: -73.98 };

describe('place search store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces, aborts the previous request and keeps only the last answer', async () => {
    const signals: AbortSignal[] = [];
    const search = vi.fn<SearchPlaces>(async (query, signal) => {
      signals.push(signal);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { ok: true, data: [{ ...times, title: query }] };
    });
    const store = createPlaceSearch(search, 250);
    store.setQuery('Ti');
    store.setQuery('Tim');
    await vi.advanceTimersByTimeAsync(250);
    expect(search).toHaveBeenCalledTimes(1);
    expect(store.$state.get().loading).toBe(true);
    store.setQuery('Times');
    expect(signals[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(400);
    expect(search).toHaveBeenCalledTimes(2);
    expect(store.$state.get()).toMatchObject({ query: 'Times', loading: false, loadingError: false });
    expect(store.$state.get().results.map((p) => p.name)).toEqual(['Times']);
  });

  it('sets the loading-error flag on failure and clears it on success', async () => {
    let fail = true;
    const store = createPlaceSearch(
      async () => (fail ? { ok: false, code: 'network' } : { ok: true, data: [times] }),
      10,
    );
    store.setQuery('Times');
    await vi.advanceTimersByTimeAsync(20);
    expect(store.$state.get()).toMatchObject({ loading: false, loadingError: true });
    fail = false;
    store.setQuery('Times Sq');
    await vi.advanceTimersByTimeAsync(20);
    expect(store.$state.get()).toMatchObject({
      loadingError: false,
      results: [expect.objectContaining({ id: 'stop:127' })],
    });
  });

  it('clears results on an empty query without calling the API', async () => {
    const search = vi.fn<SearchPlaces>(async () => ({ ok: true, data: [times] }));
    const store = createPlaceSearch(search, 10);
    store.setQuery('Times');
    await vi.advanceTimersByTimeAsync(20);
    store.setQuery('  ');
    await vi.advanceTimersByTimeAsync(20);
    expect(search).toHaveBeenCalledTimes(1);
    expect(store.$state.get()).toMatchObject({ query: '', results: [], loading: false });
  });
});
