import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkRefresher, NOTHING_NEW } from './network-refresher.ts';

afterEach(() => vi.useRealTimers());

describe('NetworkRefresher.schedule', () => {
  it('refreshes on each interval, one after the other, and stops when asked', async () => {
    vi.useFakeTimers();
    const compile = vi.fn(async () => ({ code: 0, output: '' }));
    const swap = vi.fn(async () => {});
    const refresher = new NetworkRefresher({ compile, swap, log: () => {} });
    refresher.schedule({ kind: 'every', ms: 10 * 60_000 }, 'America/New_York');
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(compile).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(swap).toHaveBeenCalledTimes(1);
    expect(refresher.last?.result).toBe('swapped');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(swap).toHaveBeenCalledTimes(2);
    refresher.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it("refreshes daily at the network's local time, and an unchanged feed swaps nothing", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-14T07:00:00Z') });
    const compile = vi.fn(async () => ({ code: NOTHING_NEW, output: '' }));
    const swap = vi.fn(async () => {});
    const refresher = new NetworkRefresher({ compile, swap, log: () => {} });
    refresher.schedule({ kind: 'daily', hour: 4, minute: 30 }, 'America/New_York');
    // 02:00 in New York: the first refresh is at 04:30, two and a half hours later, then a day after.
    await vi.advanceTimersByTimeAsync(2.5 * 3_600_000 - 1);
    expect(compile).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(refresher.last?.result).toBe('unchanged');
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(compile).toHaveBeenCalledTimes(2);
    expect(swap).not.toHaveBeenCalled();
    refresher.stop();
  });

  it('keeps its schedule after a refresh that failed', async () => {
    vi.useFakeTimers();
    const compile = vi.fn(async () => ({ code: 1, output: 'feed subway refused: stop_times.txt is missing' }));
    const refresher = new NetworkRefresher({ compile, swap: async () => {}, log: () => {} });
    refresher.schedule({ kind: 'every', ms: 5 * 60_000 }, 'UTC');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(refresher.last).toMatchObject({
      result: 'failed',
      reason: 'feed subway refused: stop_times.txt is missing',
    });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(compile).toHaveBeenCalledTimes(2);
    refresher.stop();
  });
});
