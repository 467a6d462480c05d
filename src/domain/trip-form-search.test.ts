import { describe, expect, it } from 'vitest';
import { searchStep } from './trip-form-search.ts';
import type { TripPlace } from './trip-place.ts';
import {
  blankForm as blank,
  preferencesTemplate as template,
  timesSq as times,
  wallSt as wall,
} from '../test-support/trip-form-fixtures.ts';
import { preferencesFromUrl } from './trip-url-preferences.ts';
import { decodeTripQuery } from './trip-url-codec.ts';

const grand: TripPlace = { ...times, id: 'subway:631', name: 'Grand Central-42 St' };
const noPanel = { template: null, current: null };
const sent = (query: string) => new URLSearchParams(query);

describe('what Search does once the island runs', () => {
  it('searches chosen places, remembering each (the via only when asked)', () => {
    const step = searchStep({ ...blank, from: times, to: wall, via: grand }, noPanel, sent(''));
    expect(step).toMatchObject({ kind: 'search', remember: [times, wall] });
    const query = decodeTripQuery(new URLSearchParams(step.kind === 'search' ? step.query : ''));
    expect([query.from?.id, query.to?.id, query.via]).toEqual(['subway:127', 'subway:230', null]);
    const withVia = searchStep({ ...blank, from: times, to: wall, via: grand, viaEnabled: true }, noPanel, sent(''));
    expect(withVia).toMatchObject({ kind: 'search', remember: [times, wall, grand] });
  });

  it('sends the panel’s answer-changing choices in the URL, else the form’s own', () => {
    const current = preferencesFromUrl(template, { wheelchair: true }, ['bus']);
    const ends = { ...blank, from: times, to: wall, excludedModes: ['metro'] };
    const chosen = searchStep(ends, { template, current }, sent(''));
    const fromPanel = decodeTripQuery(new URLSearchParams(chosen.kind === 'search' ? chosen.query : ''));
    expect([fromPanel.options, fromPanel.excludedModes]).toEqual([{ wheelchair: true }, ['bus']]);
    const unloaded = searchStep(ends, noPanel, sent(''));
    const fromForm = decodeTripQuery(new URLSearchParams(unloaded.kind === 'search' ? unloaded.query : ''));
    expect(fromForm.excludedModes).toEqual(['metro']);
  });

  it('hands typed, unchosen places to the server’s lookup', () => {
    const step = searchStep({ ...blank, from: times }, noPanel, sent(`from=${times.displayName}&to=wall+st`));
    expect(step.kind).toBe('lookup');
    expect(new URLSearchParams(step.kind === 'lookup' ? step.query : '').get('to')).toBe('wall st');
  });

  it('does nothing when an end is missing or the same place is chosen twice', () => {
    expect(searchStep({ ...blank, from: times }, noPanel, sent(`from=${times.displayName}&to=`))).toEqual({
      kind: 'incomplete',
    });
    expect(searchStep({ ...blank, from: times, to: times }, noPanel, sent(''))).toEqual({ kind: 'incomplete' });
  });
});
