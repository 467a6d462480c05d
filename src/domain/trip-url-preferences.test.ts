import { describe, expect, it } from 'vitest';
import { preferencesTemplate as template } from '../test-support/trip-form-fixtures.ts';
import {
  offeredModes,
  preferencesFromUrl,
  sameChoices,
  urlChoices,
  withoutPreferences,
} from './trip-url-preferences.ts';

describe('preferences in the URL', () => {
  it('offers the template’s modes, in its order, once each', () => {
    expect(offeredModes(template)).toEqual(['bus', 'metro']);
    expect(offeredModes({ sections: [] })).toEqual([]);
  });

  it('writes only what differs from the defaults', () => {
    expect(urlChoices(template, template)).toEqual({ options: {}, excludedModes: [] });
    const chosen = preferencesFromUrl(template, { walkingSpeed: 'SLOW', wheelchair: true }, ['bus']);
    expect(urlChoices(template, chosen)).toEqual({
      options: { walkingSpeed: 'SLOW', wheelchair: true },
      excludedModes: ['bus'],
    });
  });
  it('rebuilds the panel a link describes', () => {
    const panel = preferencesFromUrl(template, { wheelchair: true }, ['metro']);
    const options = panel.sections.flatMap((s) => s.options);
    expect(options.find((o) => o.id === 'wheelchair')?.selected).toBe(true);
    expect(options.find((o) => o.id === 'mode-metro')?.selected).toBe(false);
    expect(options.find((o) => o.id === 'mode-bus')?.selected).toBe(true);
    expect(options.find((o) => o.id === 'walkingSpeed')?.selectedKey).toBe('NORMAL');
  });
  it('compares choices and strips them from a query', () => {
    expect(sameChoices({ options: { wheelchair: false }, excludedModes: [] }, { options: {}, excludedModes: [] })).toBe(
      true,
    );
    expect(sameChoices({ options: { wheelchair: true }, excludedModes: [] }, { options: {}, excludedModes: [] })).toBe(
      false,
    );
    expect(withoutPreferences(new URLSearchParams('fi=a&wc=1&ws=SLOW&m=bus&dt=x')).toString()).toBe('fi=a&dt=x');
  });
});
