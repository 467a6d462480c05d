import { describe, expect, it } from 'vitest';
import { isPlaceList, isPreferencesTemplate, isSearchResponse, outline } from './trip-answer-checks.ts';

describe('answer outlines', () => {
  it('accepts both place list shapes and refuses broken ones', () => {
    const place = { id: 'subway:127', name: 'Times Sq-42 St', lat: 40.75, lon: '-73.98' };
    expect(isPlaceList([place])).toBe(true);
    expect(isPlaceList({ places: [place] })).toBe(true);
    expect(isPlaceList({ places: [{ id: 'x', lat: 'north' }] })).toBe(false);
    expect(isPlaceList('nope')).toBe(false);
  });
  it('checks journey search answers and preference templates', () => {
    const journey = { id: 'j', journeySummaryCode: 'c', departureDateTime: 'a', arrivalDateTime: 'b', sections: [] };
    expect(isSearchResponse({ groups: [{ key: 'fastest', journeys: [journey] }] })).toBe(true);
    expect(isSearchResponse({ groups: [{ key: 'fastest', journeys: [{ id: 'j' }] }] })).toBe(false);
    expect(isPreferencesTemplate({ sections: [{ sectionKey: 'modes', options: [{ id: 'bus', type: 'mode' }] }] })).toBe(
      true,
    );
    expect(isPreferencesTemplate({ sections: [{ options: [] }] })).toBe(false);
  });
  it('behaves like a schema for the BFF client', () => {
    const schema = outline<number>('a number', (v) => typeof v === 'number');
    expect(schema.safeParse(3)).toEqual({ success: true, data: 3 });
    expect(schema.safeParse('3').success).toBe(false);
  });
});
