import { describe, expect, it } from 'vitest';
import {
  canSearch,
  initialForm,
  placeErrors,
  resetForm,
  setDateTime,
  setPlace,
  setReturnDateTime,
  setTripType,
  setViaEnabled,
  shiftDateTime,
  swapPlaces,
  tickForm,
  type TripForm,
} from './trip-form.ts';

const NY = 'America/New_York';
const NOW = Date.UTC(2026, 10, 22, 14, 5, 30); // 09:05:30 in New York
const a = { id: 'a', type: 'stopArea', name: 'A', displayName: 'A', lat: 1, lon: 2 };
const b = { id: 'b', type: 'stopArea', name: 'B', displayName: 'B', lat: 3, lon: 4 };
const c = { id: 'c', type: 'stopArea', name: 'C', displayName: 'C', lat: 5, lon: 6 };

describe('trip form rules', () => {
  it('defaults departure to now and return to now + 2 h', () => {
    const form = initialForm(NY, NOW);
    expect(form.dateTime).toBe('2026-11-22T09:05-05:00');
    expect(form.returnDateTime).toBe('2026-11-22T11:05-05:00');
    expect(form.tripType).toBe('simple');
    expect(form.dateChoice).toBe('DEPARTURE');
  });
  it('swaps departure and arrival and clears results', () => {
    const form = setPlace(setPlace(initialForm(NY, NOW), 'from', a).form, 'to', b).form;
    const swapped = swapPlaces(form);
    expect([swapped.form.from?.id, swapped.form.to?.id]).toEqual(['b', 'a']);
    expect(swapped.clearsResults).toBe(true);
  });
  it('resets places, via, trip type and times', () => {
    let form: TripForm = {
      ...initialForm(NY, NOW),
      from: a,
      to: b,
      via: c,
      viaEnabled: true,
      tripType: 'full',
      dateTime: '2026-11-23T10:00-05:00',
    };
    form = resetForm(form, NY, NOW + 60_000).form;
    expect(form).toMatchObject({
      from: null,
      to: null,
      via: null,
      viaEnabled: false,
      tripType: 'simple',
      dateTime: '2026-11-22T09:06-05:00',
    });
  });
  it('clears and disables via for a full trip', () => {
    const form = { ...initialForm(NY, NOW), via: c, viaEnabled: true };
    const full = setTripType(form, 'full').form;
    expect(full).toMatchObject({ tripType: 'full', via: null, viaEnabled: false });
    expect(setViaEnabled(full, true).form.viaEnabled).toBe(false);
    expect(setViaEnabled({ ...form }, false).form.via).toBeNull();
  });
  it('never sets the user position as via', () => {
    const form = initialForm(NY, NOW);
    expect(setPlace(form, 'via', { ...a, type: 'USER_POSITION' }).form.via).toBeNull();
  });
  it('moves the return to departure + 2 h when the departure passes it', () => {
    const form = initialForm(NY, NOW);
    const later = setDateTime(form, '2026-11-22T18:00-05:00', NY);
    expect(later.form.returnDateTime).toBe('2026-11-22T20:00-05:00');
    expect(later.clearsResults).toBe(true);
    expect(setReturnDateTime(later.form, '2026-11-22T19:00-05:00', NY).form.returnDateTime).toBe(
      '2026-11-22T20:00-05:00',
    );
    expect(setReturnDateTime(later.form, '2026-11-22T23:00-05:00', NY).form.returnDateTime).toBe(
      '2026-11-22T23:00-05:00',
    );
  });
  it('ignores unreadable times', () => {
    const form = initialForm(NY, NOW);
    expect(setDateTime(form, 'nonsense', NY)).toEqual({ form, clearsResults: false });
  });
  it('the timer pushes a past departure forward and keeps return 2 h after, with a fake clock', () => {
    let form = initialForm(NY, NOW);
    expect(tickForm(form, NY, NOW + 1000)).toBe(form); // same minute: nothing moves, same object
    const clock = NOW + 60_000 * 3;
    form = tickForm(form, NY, clock);
    expect(form.dateTime).toBe('2026-11-22T09:08-05:00');
    expect(form.returnDateTime).toBe('2026-11-22T11:08-05:00');
    const future = setDateTime(form, '2026-11-22T12:00-05:00', NY).form;
    expect(tickForm(future, NY, clock + 1000)).toBe(future);
  });
  it('shifts the departure for earlier / later', () => {
    const form = initialForm(NY, NOW);
    expect(shiftDateTime(form, 30, NY).form.dateTime).toBe('2026-11-22T09:35-05:00');
    expect(shiftDateTime(form, -30, NY).form.dateTime).toBe('2026-11-22T08:35-05:00');
  });
  it('flags place errors and searches only with both places', () => {
    const form = initialForm(NY, NOW);
    expect(canSearch(form)).toBe(false);
    expect(canSearch({ ...form, from: a })).toBe(false);
    expect(canSearch({ ...form, from: a, to: b })).toBe(true);
    expect(placeErrors({ ...form, from: a, to: { ...a } }).sameFromTo).toBe(true);
    expect(placeErrors({ ...form, from: a, to: b, via: b, viaEnabled: true }).viaEqualsEnd).toBe(true);
    expect(canSearch({ ...form, from: a, to: b, via: a, viaEnabled: true })).toBe(false);
  });
});
