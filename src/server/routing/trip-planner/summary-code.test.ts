import { describe, expect, it } from 'vitest';
import { decodeSummary, encodeSummary, type JourneySummary } from './summary-code.ts';

describe('journeySummaryCode', () => {
  const summary: JourneySummary = {
    serviceDate: '2026-01-14',
    departure: 28_800,
    from: 'a:subway:127',
    to: 'p:40.75000,-73.98000',
    walkSpeed: 112,
    rides: [
      { tripId: 'subway:A20260114/1..N', boardPos: 3, alightPos: 9, dayShift: 0 },
      { tripId: 'bus_m:M15-1', boardPos: 0, alightPos: 4, dayShift: -1 },
    ],
    via: { place: 's:subway:A27N', staySeconds: 600, ridesBefore: 1 },
  };

  it('round-trips through a URL-safe, versioned code', () => {
    const code = encodeSummary(summary);
    expect(code).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(decodeSummary(code)).toEqual(summary);
  });

  it('keeps the step-free flag, and reads codes made without it', () => {
    const stepFree = { ...summary, stepFree: true };
    expect(decodeSummary(encodeSummary(stepFree))).toEqual(stepFree);
    expect(decodeSummary(encodeSummary(summary))?.stepFree).toBeUndefined();
  });

  it("keeps the rides' fingerprint beside the step-free flag, and refuses a malformed one", () => {
    const checked = { ...summary, check: 'Ab3_-xYz' };
    expect(decodeSummary(encodeSummary(checked))).toEqual(checked);
    expect(decodeSummary(encodeSummary({ ...checked, stepFree: true }))).toEqual({ ...checked, stepFree: true });
    expect(decodeSummary(encodeSummary({ ...summary, check: 'short' }))).toBeNull();
  });

  it('refuses malformed codes and other versions', () => {
    const payload = encodeSummary(summary).slice(2);
    for (const code of [
      '',
      'nope',
      `2.${payload}`,
      `1.${payload}!`,
      '1.bm9wZQ',
      `1.${Buffer.from('[1,2]').toString('base64url')}`,
    ]) {
      expect(decodeSummary(code)).toBeNull();
    }
  });
});
