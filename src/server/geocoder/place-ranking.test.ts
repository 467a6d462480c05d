import { describe, expect, it } from 'vitest';
import { isAddressQuery, mergeRanked, stopMatchOf, stopsFirst } from './place-ranking.ts';

describe('merged place ranking', () => {
  it('reads a house number and a street as an address, not a station name', () => {
    for (const text of ['350 5th Ave', '1560 broadway', '20 W 34th St', '12a Main St'])
      expect(isAddressQuery(text), text).toBe(true);
    for (const text of ['42 St', '42nd street', 'Times Sq', '5', 'Empire State', '14 av'])
      expect(isAddressQuery(text), text).toBe(false);
  });
  it('puts stops first for a stop name or a full stop match, addresses for an address, the geocoder for the rest', () => {
    expect(stopsFirst('times sq', stopMatchOf({ exact: false, typos: 0 }))).toBe(true);
    expect(stopsFirst('14 st union sq', stopMatchOf({ exact: true, typos: 0 }))).toBe(true);
    expect(stopsFirst('350 5th ave', stopMatchOf({ exact: false, typos: 0 }))).toBe(false);
    expect(stopsFirst('empire state', stopMatchOf(undefined))).toBe(false);
    expect(stopsFirst('tims sqare', stopMatchOf({ exact: false, typos: 2 }))).toBe(false);
  });
  it('keeps a few places of the second side within the limit', () => {
    const stops = ['s1', 's2', 's3', 's4', 's5', 's6'];
    expect(mergeRanked(stops, ['g1', 'g2', 'g3', 'g4'], 5)).toEqual(['s1', 's2', 'g1', 'g2', 'g3']);
    expect(mergeRanked(stops, ['g1'], 5)).toEqual(['s1', 's2', 's3', 's4', 'g1']);
    expect(mergeRanked(['s1'], ['g1', 'g2'], 10)).toEqual(['s1', 'g1', 'g2']);
    expect(mergeRanked([], ['g1'], 10)).toEqual(['g1']);
  });
});
