import { describe, expect, it } from 'vitest';
import { metresBetween, noJourneySuggestions } from './no-journey-suggestions.ts';

const NY = 'America/New_York';
const search = 'fi=subway%3A127&fv=Times&flat=40.755&flon=-73.987&ti=subway%3AD43&tv=Coney&tlat=40.577&tlon=-73.981&tt=0&dt=2026-11-24T23:40-05:00&wc=1&m=bus&jsc=x';

describe('no journey found: what to change', () => {
  it('offers later, the next day, no narrowing preferences and nearby stops, each as a search', () => {
    const nearby = [{ role: 'from' as const, place: { id: 'subway:725', type: 'stopArea', name: 'Times Sq', displayName: 'Times Sq', lat: 40.7559, lon: -73.9871 }, distance: 90 }];
    const suggestions = noJourneySuggestions(search, NY, nearby);
    expect(suggestions.map((s) => s.kind)).toEqual(['later', 'nextDay', 'withoutPreferences', 'nearbyFrom']);
    const [later, nextDay, without, fromStop] = suggestions.map((s) => new URLSearchParams(s.search));
    expect(later.get('dt')).toBe('2026-11-25T01:40-05:00');
    expect(nextDay.get('dt')).toBe('2026-11-25T23:40-05:00');
    expect(without.has('wc') || without.has('m')).toBe(false);
    expect(suggestions[2]).toMatchObject({ preferences: ['wheelchair', 'modes'] });
    expect([fromStop.get('fi'), fromStop.get('ti')]).toEqual(['subway:725', 'subway:D43']);
    expect(suggestions.every((s) => !new URLSearchParams(s.search).has('jsc'))).toBe(true);
  });
  it('moves the wanted arrival of an arrive-by search', () => {
    const [later] = noJourneySuggestions('fi=a&at=2026-11-24T09:00-05:00', NY);
    expect(new URLSearchParams(later.search).get('at')).toBe('2026-11-24T11:00-05:00');
  });
  it('measures a few hundred metres', () => {
    expect(Math.round(metresBetween({ lat: 40.755, lon: -73.987 }, { lat: 40.757, lon: -73.987 }))).toBe(222);
  });
});
