import { describe, expect, it } from 'vitest';
import { foldName, keepsPlace, MAX_CANDIDATES, nameMatch, pickPlace, type FoundPlace } from './place-pick.ts';
import type { TripPlace } from './trip-place.ts';

const place = (id: string, name: string, city = 'Manhattan'): TripPlace => ({
  id,
  type: 'stopArea',
  name,
  displayName: `${name}, ${city}`,
  lat: 40.7,
  lon: -74,
});
const times = place('subway:127', 'Times Sq-42 St');
/** As the place search answers: stations (a train stops there) first, then bus stops. */
const station = (id: string, name: string, city?: string): FoundPlace => ({
  place: place(id, name, city),
  modes: ['metro'],
});
const busStop = (id: string, name: string, city?: string): FoundPlace => ({
  place: place(id, name, city),
  modes: ['bus'],
});
const eightySixth = [
  station('subway:626', '86 St'),
  station('subway:A20', '86 St'),
  station('subway:121', '86 St'),
  station('subway:N10', '86 St', 'Brooklyn'),
  station('subway:R44', '86 St', 'Brooklyn'),
  busStop('bus:1', '86 ST/14 AV', 'Brooklyn'),
  busStop('bus:2', '86 ST/5 AV', 'Brooklyn'),
];
const jamaica = [
  station('subway:G05', 'Jamaica Center-Parsons/Archer', 'Queens'),
  station('subway:F01', 'Jamaica-179 St', 'Queens'),
  station('subway:G06', 'Jamaica-Van Wyck', 'Queens'),
  busStop('bus:4', 'JAMAICA AV/150 ST', 'Queens'),
];

describe('the place a typed text names (form sent without JavaScript)', () => {
  it('is missing when nothing (or only spaces) was typed', () => {
    expect(pickPlace('   ', null, [{ place: times }])).toEqual({ kind: 'missing' });
  });

  it('is unknown when the place search found nothing', () => {
    expect(pickPlace(' xyzzy ', null, [])).toEqual({ kind: 'unknown', text: 'xyzzy' });
  });

  it("takes the search's first place when no other place carries its name", () => {
    const wall = station('subway:230', 'Wall St');
    expect(pickPlace('wall st', null, [wall, busStop('bus:3', 'WATER ST/WALL ST')])).toEqual({
      kind: 'picked',
      text: 'wall st',
      place: wall.place,
    });
  });

  it('asks when several different names of the first one’s kind answer the text as plainly ("jamaica")', () => {
    const pick = pickPlace('jamaica', null, jamaica);
    expect(pick.kind).toBe('ambiguous');
    if (pick.kind !== 'ambiguous') return;
    // The bus stop begins with the word too, but the search ranks stations first: the choice is among the stations.
    expect(pick.candidates.map((c) => c.name)).toEqual([
      'Jamaica Center-Parsons/Archer',
      'Jamaica-179 St',
      'Jamaica-Van Wyck',
    ]);
    const thirtyFourth = [
      station('a', '34 St-Herald Sq'),
      station('b', '34 St-Penn Station'),
      station('c', '34 St-Hudson Yards'),
      busStop('d', 'E 34 ST/3 AV'),
    ];
    expect(pickPlace('34 st', null, thirtyFourth).kind).toBe('ambiguous');
    // Without line modes (an operator's search that sends none) every place is of one kind.
    expect(
      pickPlace('atlantic', null, [
        { place: place('a', 'Atlantic Av-Barclays Ctr') },
        { place: place('b', 'Atlantic Av') },
      ]).kind,
    ).toBe('ambiguous');
  });

  it('takes a unique best answer at once, even when looser ones of its kind follow', () => {
    const courtSq = station('subway:719', 'Court Sq');
    expect(pickPlace('court sq', null, [courtSq, station('subway:F09', 'Court Sq-23 St')])).toMatchObject({
      kind: 'picked',
      place: courtSq.place,
    });
    // "union sq": the station holds the words; the bus stop begins with them but is not the station's kind.
    const unionSq = station('subway:635', '14 St-Union Sq');
    expect(pickPlace('union sq', null, [unionSq, busStop('bus:5', 'UNION SQ EAST/E 15 ST')])).toMatchObject({
      kind: 'picked',
      place: unionSq.place,
    });
    const penn = station('subway:128', '34 St-Penn Station');
    expect(pickPlace('penn', null, [penn, station('subway:250', 'Pennsylvania Av')])).toMatchObject({
      kind: 'picked',
      place: penn.place,
    });
    const grand = station('subway:631', 'Grand Central-42 St');
    expect(
      pickPlace('grand central', null, [grand, busStop('bus:6', 'DITMARS BLVD/GRAND CENTRAL PKWY')]),
    ).toMatchObject({ kind: 'picked', place: grand.place });
    // A typo: the search's best guess is taken (and said on the results), not a list of guesses.
    const tims = pickPlace('tims sqare', null, [
      station('subway:127', 'Times Sq-42 St'),
      station('x', 'Times Sq Shuttle'),
    ]);
    expect(tims).toMatchObject({ kind: 'picked', place: { id: 'subway:127' } });
  });

  it('reads how plainly a name answers the words typed', () => {
    expect(nameMatch('86 st', '86 St')).toBe(3);
    expect(nameMatch('jamaica', 'Jamaica-179 St')).toBe(2);
    expect(nameMatch('union sq', '14 St-Union Sq')).toBe(1);
    expect(nameMatch('penn', 'Pennsylvania Av')).toBe(0);
  });

  it('asks which one when several places carry the first one’s name (case and accents aside)', () => {
    const pick = pickPlace('86 st', null, eightySixth);
    expect(pick.kind).toBe('ambiguous');
    if (pick.kind !== 'ambiguous') return;
    // The five stations: the bus stops begin with the words, a plainer answer (the name itself) is there.
    expect(pick.candidates.map((c) => c.id)).toEqual(eightySixth.slice(0, 5).map((c) => c.place.id));
    expect(pickPlace('cafe', null, [busStop('a', 'Café'), station('b', 'CAFE')]).kind).toBe('ambiguous');
    const many = Array.from({ length: 9 }, (_, i) => station(`s${i}`, 'Broadway'));
    expect(pickPlace('broadway', null, many)).toMatchObject({ candidates: { length: MAX_CANDIDATES } });
  });

  it('keeps the place the form held while its name is left as drawn, without a search', () => {
    expect(pickPlace('Times Sq-42 St, Manhattan', times, [])).toEqual({
      kind: 'kept',
      text: 'Times Sq-42 St, Manhattan',
      place: times,
    });
    // Typed over: the held place no longer counts, the search decides.
    const wall = station('subway:230', 'Wall St');
    expect(pickPlace('wall st', times, [wall])).toEqual({ kind: 'picked', text: 'wall st', place: wall.place });
  });

  it('folds names the way a traveller reads them', () => {
    expect(foldName('  Cafe\u0301   Wha? ')).toBe('cafe wha?');
    expect(keepsPlace('', times)).toBe(false);
    expect(keepsPlace('Times Sq-42 St, Manhattan ', times)).toBe(true);
  });
});
