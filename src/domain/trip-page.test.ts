import { describe, expect, it } from 'vitest';
import type { TripStop } from '../contract/trips.ts';
import { tripPagePath, tripStopView } from './trip-page.ts';

const stop = (extra: Partial<TripStop> = {}): TripStop => ({
  stopPointId: 'nyc:BP',
  stopAreaId: 'nyc:area:BP',
  name: '42 St-Bryant Pk',
  platform: '',
  lat: 40.75,
  lon: -73.98,
  arrivalTime: '2026-01-06T08:02:00-05:00',
  departureTime: '2026-01-06T08:03:00-05:00',
  pickup: true,
  dropOff: true,
  ...extra,
});

describe('trip page rules', () => {
  it('its address keeps the colons of network ids and carries the date and the stop', () => {
    expect(tripPagePath('en', 'bus_m:MQ_D6-Weekday-021500_M15_1', '2026-01-06', 'bus_m:401791')).toBe(
      '/en/trip/bus_m:MQ_D6-Weekday-021500_M15_1?date=2026-01-06&stop=bus_m%3A401791',
    );
    expect(tripPagePath('fr', 'nyc:2N-0800', undefined)).toBe('/fr/trip/nyc:2N-0800');
  });

  it('a stop says its timetable time, the predicted one when it differs, and skipped stops', () => {
    expect(tripStopView(stop(), false)).toEqual({
      scheduled: '2026-01-06T08:03:00-05:00',
      state: 'timetable',
      minutes: 0,
    });
    expect(
      tripStopView(
        stop({
          status: 'late',
          delaySeconds: 420,
          expectedArrival: '2026-01-06T08:09:00-05:00',
          expectedDeparture: '2026-01-06T08:10:00-05:00',
        }),
        true,
      ),
    ).toEqual({
      scheduled: '2026-01-06T08:02:00-05:00',
      expected: '2026-01-06T08:09:00-05:00',
      state: 'late',
      minutes: 7,
    });
    expect(tripStopView(stop({ status: 'early', delaySeconds: -20, expectedDeparture: 'x' }), false)).toMatchObject({
      state: 'early',
      minutes: 0,
    });
    expect(tripStopView(stop({ status: 'skipped' }), false).state).toBe('skipped');
  });
});
