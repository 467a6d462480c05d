import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { chooseTemporal, Temporal, type TemporalApi } from './temporal.ts';

describe('the Temporal in use', () => {
  it("takes the host's own Temporal and never loads the polyfill", async () => {
    const native = { Now: {} } as unknown as TemporalApi;
    const loadPolyfill = vi.fn(async () => ({}) as TemporalApi);
    expect(await chooseTemporal({ Temporal: native }, loadPolyfill)).toBe(native);
    expect(loadPolyfill).not.toHaveBeenCalled();
  });

  it('loads the polyfill when the host has no Temporal', async () => {
    const { Temporal: polyfill } = await import('temporal-polyfill');
    const loadPolyfill = vi.fn(async () => polyfill);
    expect(await chooseTemporal({}, loadPolyfill)).toBe(polyfill);
    expect(loadPolyfill).toHaveBeenCalledTimes(1);
  });

  it("is this runtime's native Temporal when it has one, else the polyfill's", async () => {
    const { Temporal: polyfill } = await import('temporal-polyfill');
    const host = globalThis as { Temporal?: TemporalApi };
    expect(Temporal).toBe(host.Temporal ?? polyfill);
    expect(Temporal.PlainDate.from('2026-11-30').add({ days: 1 }).toString()).toBe('2026-12-01');
  });

  it('is where every module that can run in the browser takes Temporal from', () => {
    const direct = globSync('src/**/*.{ts,tsx,astro}', {
      exclude: ['src/server/**', 'src/**/*.test.{ts,tsx}', 'src/domain/temporal.ts'],
    }).filter((file) =>
      /from ['"]temporal-polyfill['"]|import\(['"]temporal-polyfill['"]\)/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
