import { describe, expect, it } from 'vitest';
import { initialForm } from './trip-form.ts';
import { returnRequest, tripRequestFromForm } from './trip-request.ts';

const a = {
  id: 'stop:127',
  type: 'stopArea',
  name: 'Times Sq-42 St',
  displayName: 'Times Sq-42 St',
  lat: 40.75,
  lon: -73.98,
};
const b = {
  id: 'stop:D43',
  type: 'stopArea',
  name: 'Coney Island',
  displayName: 'Coney Island',
  lat: 40.57,
  lon: -73.98,
};
const form = { ...initialForm('America/New_York', Date.UTC(2026, 10, 22, 14, 5)), from: a, to: b };

describe('trip request', () => {
  it('builds the outbound search body with preferences', () => {
    const prefs = {
      sections: [
        {
          sectionKey: 'modes',
          options: [
            { id: 'bus', type: 'mode' as const, selected: false, modes: ['bus' as const] },
            {
              id: 'speed',
              type: 'criterion' as const,
              selectedKey: 'FAST',
              criteria: [{ key: 'FAST', value: 'fast' }],
              bodyParam: { name: 'walkingSpeed' },
            },
          ],
        },
      ],
    };
    expect(tripRequestFromForm({ ...form, excludedModes: ['ferry', 'nonsense'] }, prefs)).toEqual({
      fromId: 'stop:127',
      fromValue: 'Times Sq-42 St',
      fromLat: 40.75,
      fromLon: -73.98,
      toId: 'stop:D43',
      toValue: 'Coney Island',
      toLat: 40.57,
      toLon: -73.98,
      tripType: '0',
      departureDateTime: '2026-11-22T09:05-05:00',
      itineraryOptions: { walkingSpeed: 'FAST' },
      excludedModes: ['bus', 'ferry'],
    });
  });
  it('sends the arrival time, the return time and via', () => {
    const full = tripRequestFromForm({ ...form, tripType: 'full', dateChoice: 'ARRIVAL' }, null);
    expect(full).toMatchObject({
      tripType: '1',
      arrivalDateTime: '2026-11-22T09:05-05:00',
      returnDateTime: '2026-11-22T11:05-05:00',
    });
    expect(full.departureDateTime).toBeUndefined();
    const via = { ...a, id: 'stop:R31', name: 'Atlantic Av' };
    expect(tripRequestFromForm({ ...form, via, viaEnabled: true }, null).via).toEqual([
      { id: 'stop:R31', value: 'Atlantic Av', lat: 40.75, lon: -73.98 },
    ]);
  });
  it('plans the return from the arrival place with the previous journey code', () => {
    const outbound = tripRequestFromForm(form, null);
    expect(returnRequest(outbound, 'code-1', '2026-11-22T18:00-05:00')).toEqual({
      fromId: 'stop:D43',
      fromValue: 'Coney Island',
      fromLat: 40.57,
      fromLon: -73.98,
      toId: 'stop:127',
      toValue: 'Times Sq-42 St',
      toLat: 40.75,
      toLon: -73.98,
      tripType: '2',
      departureDateTime: '2026-11-22T18:00-05:00',
      previousJourneySummaryCode: 'code-1',
    });
  });
  it('refuses a search without both places', () => {
    expect(() => tripRequestFromForm({ ...form, to: null }, null)).toThrow();
  });
});
