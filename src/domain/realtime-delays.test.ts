import { describe, expect, it } from 'vitest';
import { delayMinutesLabel, propagateDelays, realtimeStatus } from './realtime-delays.ts';

// A 5-stop trip: arrivals at 0, 100, 200, 300, 400 s; each stop dwells 20 s.
const arrival = [0, 100, 200, 300, 400];
const departure = arrival.map((t) => t + 20);
const delays = (updates: Parameters<typeof propagateDelays>[2], tripDelay?: number) =>
  propagateDelays(arrival, departure, updates, tripDelay).map(
    (s) => `${s.arrivalDelay}/${s.departureDelay}${s.skipped ? ' skip' : ''}`,
  );

describe('propagateDelays (GTFS-realtime StopTimeUpdate rules)', () => {
  it('a delay holds at its stop and propagates downstream; stops before it stay unknown', () => {
    expect(delays([{ position: 2, kind: 'scheduled', arrival: { delay: 120 } }])).toEqual([
      'null/null',
      'null/null',
      '120/120',
      '120/120',
      '120/120',
    ]);
  });

  it('a later update replaces the propagated delay; an absolute time counts against the schedule', () => {
    expect(
      delays([
        { position: 1, kind: 'scheduled', departure: { delay: 60 } },
        { position: 3, kind: 'scheduled', arrival: { time: 330 } },
      ]),
    ).toEqual(['null/null', '60/60', '60/60', '30/30', '30/30']);
  });

  it('a late arrival eats the dwell: the departure is never before the arrival', () => {
    expect(delays([{ position: 1, kind: 'scheduled', arrival: { delay: 50 }, departure: { delay: 10 } }])[1]).toBe(
      '50/30',
    );
  });

  it('a skipped stop is marked and the delay carries on past it; NO_DATA stops propagation', () => {
    expect(
      delays([
        { position: 0, kind: 'scheduled', departure: { delay: 90 } },
        { position: 1, kind: 'skipped' },
        { position: 3, kind: 'noData' },
      ]),
    ).toEqual(['90/90', '90/90 skip', '90/90', 'null/null', 'null/null']);
  });

  it('the trip-level delay applies before the first update (and everywhere without updates)', () => {
    expect(delays([], 45)).toEqual(['45/45', '45/45', '45/45', '45/45', '45/45']);
    expect(delays([{ position: 2, kind: 'scheduled', arrival: { delay: 0 } }], 45)).toEqual([
      '45/45',
      '45/45',
      '0/0',
      '0/0',
      '0/0',
    ]);
  });

  it('ignores updates at positions outside the trip', () => {
    expect(delays([{ position: 9, kind: 'scheduled', arrival: { delay: 10 } }])).toEqual(Array(5).fill('null/null'));
  });
});

describe('board wording rules', () => {
  it("any delta is said; under a minute it is '<1 min' (spec §9)", () => {
    expect(realtimeStatus(0)).toBe('onTime');
    expect(realtimeStatus(20)).toBe('late');
    expect(realtimeStatus(-61)).toBe('early');
    expect(delayMinutesLabel(59)).toEqual({ lessThanAMinute: true });
    expect(delayMinutesLabel(-30)).toEqual({ lessThanAMinute: true });
    expect(delayMinutesLabel(150)).toEqual({ minutes: 3 });
  });
});
