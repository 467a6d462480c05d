import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialForm } from '../domain/trip-form.ts';
import {
  $tripForm,
  $tripCanSearch,
  chooseDateTime,
  choosePlace,
  initTripForm,
  startTripFormTimer,
  swapTripPlaces,
} from './trip-form.ts';
import { $tripResultsRevision } from './trip-results-state.ts';

const NY = 'America/New_York';
const START = Date.UTC(2026, 10, 22, 14, 5, 0);
const a = { id: 'a', type: 'stopArea', name: 'A', displayName: 'A', lat: 1, lon: 2 };
const b = { id: 'b', type: 'stopArea', name: 'B', displayName: 'B', lat: 3, lon: 4 };

describe('trip form store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    initTripForm(initialForm(NY, START), NY);
  });
  afterEach(() => vi.useRealTimers());

  it('invalidates results when places or dates change', () => {
    const revision = $tripResultsRevision.get();
    choosePlace('from', a);
    choosePlace('to', b);
    expect($tripCanSearch.get()).toBe(true);
    swapTripPlaces();
    chooseDateTime('2026-11-22T12:00-05:00');
    expect($tripResultsRevision.get()).toBe(revision + 4);
    expect($tripForm.get().from?.id).toBe('b');
  });

  it('ticks every second on a fake clock, moving a past departure to now', async () => {
    const stop = startTripFormTimer();
    const revision = $tripResultsRevision.get();
    await vi.advanceTimersByTimeAsync(59_000);
    expect($tripForm.get().dateTime).toBe('2026-11-22T09:05-05:00');
    await vi.advanceTimersByTimeAsync(2_000);
    expect($tripForm.get().dateTime).toBe('2026-11-22T09:06-05:00');
    expect($tripForm.get().returnDateTime).toBe('2026-11-22T11:06-05:00');
    expect($tripResultsRevision.get()).toBe(revision);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect($tripForm.get().dateTime).toBe('2026-11-22T09:06-05:00');
  });
});
