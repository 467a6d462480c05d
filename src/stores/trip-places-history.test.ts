// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { $placesHistory, loadPlacesHistory, rememberPlace } from './trip-places-history.ts';

const place = (id: string) => ({ id, type: 'stopArea', name: id, displayName: id, lat: 1, lon: 2 });

describe('places-history cookie', () => {
  beforeEach(() => {
    Cookies.remove('places-history', { path: '/' });
    loadPlacesHistory();
  });

  it('writes the newest place first, without duplicates or the user position', () => {
    rememberPlace(place('a'));
    rememberPlace(place('b'));
    rememberPlace(place('a'));
    rememberPlace({ ...place('me'), type: 'USER_POSITION' });
    expect(JSON.parse(Cookies.get('places-history')!).map((p: { id: string }) => p.id)).toEqual(['a', 'b']);
    loadPlacesHistory();
    expect($placesHistory.get().map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('discards a cookie whose entries lack displayName', () => {
    Cookies.set('places-history', JSON.stringify([{ id: 'x', lat: 1, lon: 2 }]), { path: '/' });
    loadPlacesHistory();
    expect($placesHistory.get()).toEqual([]);
    expect(Cookies.get('places-history')).toBeUndefined();
  });
});
