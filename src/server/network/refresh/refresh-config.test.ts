import { describe, expect, it } from 'vitest';
import { nextRefreshDelayMs, parseRefreshSchedule, refreshConfigSchema } from './refresh-config.ts';

describe('DATA_REFRESH', () => {
  it('reads off, intervals and a daily time, and refuses the rest naming the value', () => {
    expect(parseRefreshSchedule(undefined)).toEqual({ kind: 'off' });
    expect(parseRefreshSchedule('6h')).toEqual({ kind: 'every', ms: 6 * 3_600_000 });
    expect(parseRefreshSchedule('30m')).toEqual({ kind: 'every', ms: 30 * 60_000 });
    expect(parseRefreshSchedule('daily@04:30')).toEqual({ kind: 'daily', hour: 4, minute: 30 });
    expect(parseRefreshSchedule('1m')).toMatch(/at least 5m/);
    expect(parseRefreshSchedule('nightly')).toMatch(/"nightly" is not off/);
    expect(refreshConfigSchema.safeParse({ DATA_REFRESH: 'daily@25:00' }).success).toBe(false);
  });

  it('waits until the next daily time in the network zone, today or tomorrow', () => {
    const schedule = { kind: 'daily', hour: 4, minute: 30 } as const;
    // 02:00 in New York (07:00 UTC, winter): 2.5 h to go.
    expect(nextRefreshDelayMs(schedule, Date.parse('2026-01-14T07:00:00Z'), 'America/New_York')).toBe(2.5 * 3_600_000);
    // 05:00 there: tomorrow's 04:30, 23.5 h on.
    expect(nextRefreshDelayMs(schedule, Date.parse('2026-01-14T10:00:00Z'), 'America/New_York')).toBe(23.5 * 3_600_000);
    expect(nextRefreshDelayMs({ kind: 'off' }, 0, 'UTC')).toBeUndefined();
  });
});
