import { describe, expect, it } from 'vitest';
import type { TripRequest } from '../contract/trip-planner.ts';
import { shiftListSearch } from './trip-list-shift.ts';

const NY = 'America/New_York';
const base = { from: 'subway:127', to: 'subway:D43' } as unknown as TripRequest;

describe('earlier / later on a journey list', () => {
  it('never moves the way back before the outbound time + 2 h (spec section 5)', () => {
    const request = { ...base, departureDateTime: '2026-11-23T10:10-05:00' } as TripRequest;
    const shifted = shiftListSearch(
      'dt=2026-11-23T08:00-05:00&rt=2026-11-23T10:10-05:00&jsc=out',
      request,
      'RETURN',
      -30,
      NY,
    )!;
    expect(shifted.iso).toBe('2026-11-23T10:00-05:00');
    expect(shifted.search).toBe('dt=2026-11-23T08%3A00-05%3A00&rt=2026-11-23T10%3A00-05%3A00&jsc=out');
    // Later, and the outbound list, are not held back.
    expect(shiftListSearch('dt=2026-11-23T08:00-05:00&rt=2026-11-23T10:10-05:00', request, 'RETURN', 30, NY)!.iso).toBe(
      '2026-11-23T10:40-05:00',
    );
    expect(
      shiftListSearch(
        'dt=2026-11-23T08:00-05:00',
        { ...base, departureDateTime: '2026-11-23T08:00-05:00' } as TripRequest,
        'DEPARTURE',
        -30,
        NY,
      )!.iso,
    ).toBe('2026-11-23T07:30-05:00');
  });

  it('moves the departure and drops the chosen journey', () => {
    const request = { ...base, departureDateTime: '2026-11-23T08:40-05:00' } as TripRequest;
    const shifted = shiftListSearch(
      'from=a&to=b&dt=2026-11-23T08:40-05:00&wm[]=BUS&jsc=xyz',
      request,
      'DEPARTURE',
      30,
      NY,
    )!;
    expect(shifted.field).toBe('departureDateTime');
    expect(shifted.iso).toBe('2026-11-23T09:10-05:00');
    expect(shifted.request.departureDateTime).toBe('2026-11-23T09:10-05:00');
    expect(shifted.search).toBe('from=a&to=b&dt=2026-11-23T09%3A10-05%3A00&wm[]=BUS');
  });

  it('moves the wanted arrival of an arrive-by search, across midnight', () => {
    const request = { ...base, arrivalDateTime: '2026-11-23T23:50-05:00' } as TripRequest;
    const shifted = shiftListSearch('at=2026-11-23T23:50-05:00', request, 'DEPARTURE', 30, NY)!;
    expect(shifted.field).toBe('arrivalDateTime');
    expect(new URLSearchParams(shifted.search).get('at')).toBe('2026-11-24T00:20-05:00');
  });

  it('moves the way back (rt) on the returns list, keeping the outbound', () => {
    const request = { ...base, departureDateTime: '2026-11-23T18:00-05:00' } as TripRequest;
    const shifted = shiftListSearch(
      'dt=2026-11-23T08:00-05:00&rt=2026-11-23T18:00-05:00&jsc=out&rjsc=back',
      request,
      'RETURN',
      -30,
      NY,
    )!;
    const params = new URLSearchParams(shifted.search);
    expect(params.get('rt')).toBe('2026-11-23T17:30-05:00');
    expect(params.get('dt')).toBe('2026-11-23T08:00-05:00');
    expect(params.get('jsc')).toBe('out');
    expect(params.has('rjsc')).toBe(false);
  });

  it('follows the zone offset across a clock change', () => {
    const request = { ...base, departureDateTime: '2026-11-01T01:45-04:00' } as TripRequest;
    expect(shiftListSearch('', request, 'DEPARTURE', 30, NY)!.iso).toBe('2026-11-01T01:15-05:00');
  });

  it('gives nothing for an unreadable time', () => {
    expect(shiftListSearch('', { ...base, departureDateTime: 'nope' } as TripRequest, 'DEPARTURE', 30, NY)).toBeNull();
  });
});
