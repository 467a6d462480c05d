import { describe, expect, it } from 'vitest';
import {
  decodeTripQuery,
  encodeTripQuery,
  formFromQuery,
  queryFromForm,
  tripQueryString,
  type TripQuery,
} from './trip-url-codec.ts';
import { initialForm } from './trip-form.ts';

const timesSq = {
  id: 'stop:127',
  type: 'stopArea',
  name: 'Times Sq-42 St',
  displayName: 'Times Sq-42 St (Manhattan)',
  subTitle: 'Manhattan',
  lat: 40.75529,
  lon: -73.987495,
};
const coney = {
  id: 'stop:D43',
  type: 'stopArea',
  name: 'Coney Island-Stillwell Av',
  displayName: 'Coney Island-Stillwell Av',
  lat: 40.577422,
  lon: -73.981233,
};
const via = {
  id: 'stop:R31',
  type: 'address',
  name: 'Atlantic Av',
  displayName: 'Atlantic Av-Barclays Ctr',
  lat: 40.68,
  lon: -73.97,
};

const base: TripQuery = {
  from: timesSq,
  to: coney,
  via: null,
  tripType: 'simple',
  dateChoice: 'DEPARTURE',
  dateTime: '2026-11-22T09:05-05:00',
  returnDateTime: null,
  excludedModes: [],
  options: {},
  journey: null,
  returnJourney: null,
};

describe('trip URL codec', () => {
  it('writes the spec short parameters', () => {
    const params = encodeTripQuery({ ...base, via });
    expect(Object.fromEntries(params)).toEqual({
      fi: 'stop:127',
      fv: 'Times Sq-42 St',
      fst: 'Manhattan',
      ffv: 'Times Sq-42 St (Manhattan)',
      fpt: 'stopArea',
      flat: '40.75529',
      flon: '-73.987495',
      ti: 'stop:D43',
      tv: 'Coney Island-Stillwell Av',
      tfv: 'Coney Island-Stillwell Av',
      tpt: 'stopArea',
      tlat: '40.577422',
      tlon: '-73.981233',
      tt: '0',
      dt: '2026-11-22T09:05-05:00',
      'v[0][i]': 'stop:R31',
      'v[0][v]': 'Atlantic Av',
      'v[0][fv]': 'Atlantic Av-Barclays Ctr',
      'v[0][lat]': '40.68',
      'v[0][lon]': '-73.97',
    });
  });
  it('round-trips a simple trip with via and modes', () => {
    const query: TripQuery = { ...base, via, excludedModes: ['BUS', 'FERRY'], journey: 'abc|def' };
    expect(decodeTripQuery(new URLSearchParams(tripQueryString(query)))).toEqual(query);
  });
  it('carries the answer-changing preferences in short parameters and ignores unknown values', () => {
    const query: TripQuery = {
      ...base,
      options: { walkingSpeed: 'SLOW', maxWalkingDistance: 'SHORT', fewerTransfers: true, wheelchair: true },
    };
    const params = encodeTripQuery(query);
    expect([params.get('ws'), params.get('wd'), params.get('ft'), params.get('wc')]).toEqual([
      'SLOW',
      'SHORT',
      '1',
      '1',
    ]);
    expect(decodeTripQuery(params)).toEqual(query);
    const odd = decodeTripQuery(new URLSearchParams(`${tripQueryString(base)}&ws=RUN&wc=yes&ft=0&wd=LONG`));
    expect(odd.options).toEqual({ maxWalkingDistance: 'LONG' });
  });
  it('round-trips an arrival-time full trip with both chosen journeys', () => {
    const query: TripQuery = {
      ...base,
      tripType: 'full',
      dateChoice: 'ARRIVAL',
      dateTime: '2026-11-22T10:00-05:00',
      returnDateTime: '2026-11-22T18:00-05:00',
      journey: 'out-1',
      returnJourney: 'back-2',
    };
    const params = encodeTripQuery(query);
    expect(params.get('at')).toBe('2026-11-22T10:00-05:00');
    expect(params.has('dt')).toBe(false);
    expect(params.get('tt')).toBe('1');
    expect(decodeTripQuery(params)).toEqual(query);
  });
  it('ignores a via on a full trip and incomplete places', () => {
    const decoded = decodeTripQuery(new URLSearchParams('fi=a&fv=A&flat=1&tt=1&v[0][i]=x&v[0][lat]=1&v[0][lon]=2'));
    expect(decoded.from).toBeNull();
    expect(decoded.via).toBeNull();
    expect(decoded.tripType).toBe('full');
  });
  it('restores a form, defaulting missing times', () => {
    const defaults = initialForm('America/New_York', Date.UTC(2026, 10, 22, 14, 0));
    const form = formFromQuery({ ...base, dateTime: null, via }, defaults);
    expect(form.dateTime).toBe(defaults.dateTime);
    expect(form.viaEnabled).toBe(true);
    expect(queryFromForm(form, { journey: 'j' })).toEqual({ ...base, via, dateTime: defaults.dateTime, journey: 'j' });
  });
});
