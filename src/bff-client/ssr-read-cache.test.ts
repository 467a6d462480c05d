import { describe, expect, it, vi } from 'vitest';
import type { NetworkInfo } from './network-info.ts';
import { createSsrReadCache } from './ssr-read-cache.ts';

const info = (timezone: string) =>
  ({
    timezone,
    agencies: [],
    feeds: [],
    bounds: null,
    center: null,
    attribution: { name: 'X', url: '' },
    realtime: [],
  }) as NetworkInfo;

describe('SSR read cache', () => {
  it('reads once per TTL, shares a read in flight and keeps the last good copy on failure', async () => {
    let clock = 0;
    const load = vi.fn<() => Promise<NetworkInfo | null>>().mockResolvedValueOnce(info('Europe/Paris'));
    const cached = createSsrReadCache(load, { ttlMs: 1000, now: () => clock });
    const [a, b] = await Promise.all([cached(), cached()]);
    expect(a?.timezone).toBe('Europe/Paris');
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 500;
    await cached();
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1500;
    load.mockRejectedValueOnce(new Error('down'));
    expect((await cached())?.timezone).toBe('Europe/Paris');
    load.mockResolvedValueOnce(info('Asia/Tokyo'));
    expect((await cached())?.timezone).toBe('Asia/Tokyo');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('answers null while no read ever succeeded, and retries on the next call', async () => {
    const load = vi
      .fn<() => Promise<NetworkInfo | null>>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(info('UTC'));
    const cached = createSsrReadCache(load);
    expect(await cached()).toBeNull();
    expect((await cached())?.timezone).toBe('UTC');
  });
});
