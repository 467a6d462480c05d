import { describe, expect, it } from 'vitest';
import { metresBetween, noJourneySuggestions, returnNoJourneySuggestions } from './no-journey-suggestions.ts';

const NY = 'America/New_York';
const search =
  'fi=subway%3A127&fv=Times&flat=40.755&flon=-73.987&ti=subway%3AD43&tv=Coney&tlat=40.577&tlon=-73.981&tt=0&dt=2026-11-24T23:40-05:00&wc=1&m=bus&jsc=x';

describe('no journey found: what to change', () => {
  it('offers later, the next day, no narrowing preferences and nearby stops, each as a search', () => {
    const nearby = [
      {
        role: 'from' as const,
        place: {
          id: 'subway:725',
          type: 'stopArea',
          name: 'Times Sq',
          displayName: 'Times Sq',
          lat: 40.7559,
          lon: -73.9871,
        },
        distance: 90,
      },
    ];
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
  it('offers a search without the via place when the search has one', () => {
    const via =
      '&v[0][i]=subway:R31&v[0][v]=Atlantic&v[0][fv]=Atlantic Av-Barclays Ctr&v[0][lat]=40.6839&v[0][lon]=-73.9786';
    const suggestions = noJourneySuggestions(search + via, NY);
    const without = suggestions.find((s) => s.kind === 'withoutVia');
    expect(without).toMatchObject({ via: 'Atlantic Av-Barclays Ctr' });
    const params = new URLSearchParams(without!.search);
    expect([...params.keys()].some((key) => key.startsWith('v['))).toBe(false);
    expect(params.get('fi')).toBe('subway:127');
    expect(noJourneySuggestions(search, NY).some((s) => s.kind === 'withoutVia')).toBe(false);
  });
  it('measures a few hundred metres', () => {
    expect(Math.round(metresBetween({ lat: 40.755, lon: -73.987 }, { lat: 40.757, lon: -73.987 }))).toBe(222);
  });
});

describe('no way back found (returns screen)', () => {
  const round = `${search.replace('tt=0', 'tt=1')}&rt=2026-11-25T18:00-05:00&rjsc=old`;
  const leaving = '2026-11-25T18:30-05:00';

  it('offers coming back later and the next day, keeping the outbound journey, and without the preferences', () => {
    const suggestions = returnNoJourneySuggestions(round, NY, leaving);
    expect(suggestions.map((s) => s.kind)).toEqual([
      'laterReturn',
      'nextDayReturn',
      'withoutPreferences',
      'oneWayBack',
    ]);
    const [later, nextDay, without] = suggestions.map((s) => new URLSearchParams(s.search));
    expect(later.get('rt')).toBe('2026-11-25T20:30-05:00');
    expect(nextDay.get('rt')).toBe('2026-11-26T18:30-05:00');
    for (const params of [later, nextDay, without]) {
      expect(params.get('jsc')).toBe('x');
      expect(params.has('rjsc')).toBe(false);
      expect(params.get('dt')).toBe('2026-11-24T23:40-05:00');
    }
    expect(without.has('wc') || without.has('m')).toBe(false);
  });

  it('searches the way back on its own: places swapped, one way, leaving when the way back would', () => {
    const back = returnNoJourneySuggestions(round, NY, leaving).find((s) => s.kind === 'oneWayBack')!;
    expect(back).toMatchObject({ from: 'Coney', to: 'Times', when: leaving });
    const params = new URLSearchParams(back.search);
    expect([params.get('fi'), params.get('ti'), params.get('tt'), params.get('dt')]).toEqual([
      'subway:D43',
      'subway:127',
      '0',
      leaving,
    ]);
    expect(['rt', 'jsc', 'rjsc', 'at'].some((key) => params.has(key))).toBe(false);
    // The preferences still apply to the way back.
    expect(params.get('m')).toBe('bus');
  });
});
