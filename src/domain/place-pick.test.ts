import { describe, expect, it } from 'vitest';
import { foldName, keepsPlace, MAX_CANDIDATES, pickPlace } from './place-pick.ts';
import type { TripPlace } from './trip-place.ts';

const place = (id: string, name: string, city = 'Manhattan'): TripPlace => ({ id, type: 'stopArea', name, displayName: `${name}, ${city}`, lat: 40.7, lon: -74 });
const times = place('subway:127', 'Times Sq-42 St');
const eightySixth = [place('subway:626', '86 St'), place('subway:A20', '86 St'), place('subway:121', '86 St'), place('subway:N10', '86 St', 'Brooklyn'), place('subway:R44', '86 St', 'Brooklyn'), place('bus:1', '86 ST/14 AV', 'Brooklyn'), place('bus:2', '86 ST/5 AV', 'Brooklyn')];

describe('the place a typed text names (form sent without JavaScript)', () => {
  it('is missing when nothing (or only spaces) was typed', () => {
    expect(pickPlace('   ', null, [times])).toEqual({ kind: 'missing' });
  });

  it('is unknown when the place search found nothing', () => {
    expect(pickPlace(' xyzzy ', null, [])).toEqual({ kind: 'unknown', text: 'xyzzy' });
  });

  it("takes the search's first place when no other place carries its name", () => {
    const wall = place('subway:230', 'Wall St');
    expect(pickPlace('wall st', null, [wall, place('bus:3', 'WATER ST/WALL ST')])).toEqual({ kind: 'picked', text: 'wall st', place: wall });
  });

  it('asks which one when several places carry the first one’s name (case and accents aside)', () => {
    const pick = pickPlace('86 st', null, eightySixth);
    expect(pick.kind).toBe('ambiguous');
    if (pick.kind !== 'ambiguous') return;
    expect(pick.candidates.map((c) => c.id)).toEqual(eightySixth.slice(0, MAX_CANDIDATES).map((c) => c.id));
    expect(pickPlace('cafe', null, [place('a', 'Café'), place('b', 'CAFE')]).kind).toBe('ambiguous');
  });

  it('keeps the place the form held while its name is left as drawn, without a search', () => {
    expect(pickPlace('Times Sq-42 St, Manhattan', times, [])).toEqual({ kind: 'kept', text: 'Times Sq-42 St, Manhattan', place: times });
    // Typed over: the held place no longer counts, the search decides.
    const wall = place('subway:230', 'Wall St');
    expect(pickPlace('wall st', times, [wall])).toEqual({ kind: 'picked', text: 'wall st', place: wall });
  });

  it('folds names the way a traveller reads them', () => {
    expect(foldName('  Cafe\u0301   Wha? ')).toBe('cafe wha?');
    expect(keepsPlace('', times)).toBe(false);
    expect(keepsPlace('Times Sq-42 St, Manhattan ', times)).toBe(true);
  });
});
