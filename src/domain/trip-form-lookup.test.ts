import { describe, expect, it } from 'vitest';
import {
  needsServerLookup,
  placesToLookUp,
  searchCanStart,
  serverLookupQuery,
  typedPlaceTexts,
} from './trip-form-lookup.ts';
import { readFormSubmission } from './trip-form-submission.ts';
import { encodeTripQuery, queryFromForm } from './trip-url-codec.ts';
import type { TripForm } from './trip-form.ts';
import { blankForm as blank, timesSq as times, wallSt as wall } from '../test-support/trip-form-fixtures.ts';

const typed = (query: string) => typedPlaceTexts(new URLSearchParams(query));

describe('Search with a typed but unchosen place', () => {
  it('goes to the server lookup when each end is chosen or typed', () => {
    expect(needsServerLookup(blank, typed('from=times+sq&to=wall+st'))).toBe(true);
    expect(needsServerLookup({ ...blank, from: times }, typed(`from=${times.displayName}&to=wall+st`))).toBe(true);
    expect(placesToLookUp({ ...blank, from: times }, typed(`from=${times.displayName}&to=wall+st`))).toEqual(['to']);
  });

  it('stays on the form when an end is empty (its own message says so) or everything is chosen', () => {
    expect(needsServerLookup(blank, typed('from=times+sq&to=+'))).toBe(false);
    expect(needsServerLookup(blank, typed('from=&to='))).toBe(false);
    expect(needsServerLookup({ ...blank, from: times, to: wall }, typed(`from=a&to=b`))).toBe(false);
  });

  it('looks up a typed via only when a stop on the way is asked on a one-way trip', () => {
    const ends = { ...blank, from: times, to: wall };
    expect(needsServerLookup({ ...ends, viaEnabled: true }, typed('from=a&to=b&via=grand+central'))).toBe(true);
    expect(needsServerLookup(ends, typed('from=a&to=b&via=grand+central'))).toBe(false);
    expect(
      needsServerLookup({ ...ends, viaEnabled: true, tripType: 'full' }, typed('from=a&to=b&via=grand+central')),
    ).toBe(false);
    expect(needsServerLookup({ ...ends, viaEnabled: true }, typed('from=a&to=b&via='))).toBe(false);
  });
});

describe('whether Search can start (the button’s aria-disabled)', () => {
  it('is on when both ends are chosen, or each is chosen or typed', () => {
    expect(searchCanStart({ ...blank, from: times, to: wall }, typed(''))).toBe(true);
    expect(searchCanStart(blank, typed('from=times+sq&to=wall+st'))).toBe(true);
    expect(searchCanStart({ ...blank, from: times }, typed(`from=${times.displayName}&to=wall`))).toBe(true);
  });

  it('is off with an end empty, or the same place chosen twice', () => {
    expect(searchCanStart(blank, typed(''))).toBe(false);
    expect(searchCanStart(blank, typed('from=times+sq&to=+'))).toBe(false);
    expect(searchCanStart({ ...blank, from: times, to: times }, typed(''))).toBe(false);
  });
});

describe('the query handed to the lookup', () => {
  const handOff = (form: TripForm, sent: string) =>
    readFormSubmission(
      new URLSearchParams(serverLookupQuery(form, encodeTripQuery(queryFromForm(form)), new URLSearchParams(sent))),
    );

  it('carries the typed texts, the chosen places, the date and time fields and the panel’s preferences', () => {
    const form: TripForm = {
      ...blank,
      from: times,
      dateChoice: 'ARRIVAL',
      excludedModes: ['bus'],
      options: { wheelchair: true, walkingSpeed: 'SLOW' },
    };
    const read = handOff(
      form,
      `from=${encodeURIComponent(times.displayName)}&to=wall+st&when=ARRIVAL&date=11%2F27%2F2026&time=09%3A00&fi=stale`,
    );
    expect(read.texts).toEqual({ from: times.displayName, to: 'wall st', via: '' });
    expect(read.held.from?.id).toBe('subway:127');
    expect(read.held.to).toBeNull();
    expect(read.dateChoice).toBe('ARRIVAL');
    expect([read.date, read.time]).toEqual(['11/27/2026', '09:00']);
    expect(read.excludedModes).toEqual(['bus']);
    expect(read.options).toEqual({ wheelchair: true, walkingSpeed: 'SLOW' });
  });

  it('carries the plain mode boxes when the panel had not loaded yet (their word over the link’s modes)', () => {
    const form: TripForm = { ...blank, excludedModes: ['bus'] };
    expect(handOff(form, 'from=a&to=b&modes=bus,metro,rail&mode-bus=1&mode-rail=1').excludedModes).toEqual(['metro']);
    // Panel drawn from the template: no boxes among the fields, the island's own modes travel.
    expect(handOff(form, 'from=a&to=b').excludedModes).toEqual(['bus']);
  });

  it('asks for the via (withVia) when it is typed or chosen, not when left empty', () => {
    const withVia = { ...blank, viaEnabled: true };
    expect(handOff(withVia, 'from=a&to=b&via=grand+central').texts.via).toBe('grand central');
    expect(handOff(withVia, 'from=a&to=b&via=').viaAsked).toBe(false);
    const chosen = handOff({ ...withVia, via: wall }, `from=a&to=b&via=${encodeURIComponent(wall.displayName)}`);
    expect([chosen.viaAsked, chosen.held.via?.id]).toEqual([true, 'subway:230']);
  });

  it('leaves the search URL’s own moments out: the date and time fields say when', () => {
    const query = serverLookupQuery(
      blank,
      encodeTripQuery(queryFromForm({ ...blank, tripType: 'full' })),
      new URLSearchParams('from=a&to=b&date=x'),
    );
    const params = new URLSearchParams(query);
    expect(['dt', 'at', 'rt'].filter((name) => params.has(name))).toEqual([]);
    expect(params.get('tt')).toBe('1');
  });
});
