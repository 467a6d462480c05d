import { describe, expect, it } from 'vitest';
import type { TripPlace } from './trip-place.ts';
import { addToHistory, parseHistory, serializeHistory } from './trip-places-history.ts';

const place = (id: string, extra: Partial<TripPlace> = {}): TripPlace => ({
  id,
  type: 'stopArea',
  name: id,
  displayName: `${id} (NY)`,
  lat: 40,
  lon: -73,
  ...extra,
});

describe('places history rules', () => {
  it('keeps the 5 most recent, newest first', () => {
    let history: TripPlace[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) history = addToHistory(history, place(id));
    expect(history.map((p) => p.id)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });
  it('de-duplicates by id, moving the place to the front', () => {
    const history = addToHistory([place('a'), place('b'), place('c')], place('c', { name: 'C again' }));
    expect(history.map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect(history[0].name).toBe('C again');
  });
  it('never stores the user position', () => {
    const history = [place('a')];
    expect(addToHistory(history, place('me', { type: 'USER_POSITION' }))).toBe(history);
  });
  it('round-trips through the cookie value', () => {
    const history = [place('a'), place('b')];
    expect(parseHistory(serializeHistory(history))).toEqual(history);
  });
  it('discards a cookie whose entries lack displayName', () => {
    expect(parseHistory(JSON.stringify([place('a'), { id: 'b', name: 'b', lat: 1, lon: 2 }]))).toEqual([]);
  });
  it('discards unreadable cookies', () => {
    expect(parseHistory('{not json')).toEqual([]);
    expect(parseHistory('{"id":"a"}')).toEqual([]);
    expect(parseHistory(undefined)).toEqual([]);
  });
});
