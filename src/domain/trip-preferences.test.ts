import { describe, expect, it } from 'vitest';
import {
  customFromChoices,
  mergePreferences,
  preferencesToRequest,
  readCustomPreferences,
  type PreferencesTemplate,
} from './trip-preferences.ts';

const template: PreferencesTemplate = {
  sections: [
    {
      sectionKey: 'modes',
      options: [
        { id: 'subway', type: 'mode', selected: true, modes: ['metro'] },
        { id: 'bus', type: 'mode', selected: true, modes: ['bus', 'coach'] },
      ],
    },
    {
      sectionKey: 'walking',
      options: [
        {
          id: 'walkSpeed',
          type: 'criterion',
          criteria: [
            { key: 'SLOW', value: 'slow' },
            { key: 'NORMAL', value: 'normal' },
          ],
          selectedKey: 'NORMAL',
          bodyParam: { name: 'walkingSpeed' },
        },
        { id: 'stepFree', type: 'toggle', selected: false, bodyParam: { name: 'wheelchair' } },
      ],
    },
  ],
};

describe('trip preferences', () => {
  it('applies saved choices and ignores unknown ones', () => {
    const merged = mergePreferences(template, {
      bus: { selected: false },
      walkSpeed: { selectedKey: 'SLOW' },
      gone: { selected: true },
      stepFree: { selectedKey: 'x' },
    });
    expect(preferencesToRequest(merged)).toEqual({
      itineraryOptions: { walkingSpeed: 'SLOW', wheelchair: false },
      excludedModes: ['bus', 'coach'],
    });
    expect(mergePreferences(template, { walkSpeed: { selectedKey: 'RUN' } }).sections[1].options[0].selectedKey).toBe(
      'NORMAL',
    );
  });
  it('saves only the differences from the template', () => {
    const chosen = mergePreferences(template, { stepFree: { selected: true }, subway: { selected: true } });
    expect(customFromChoices(template, chosen)).toEqual({ stepFree: { selected: true } });
  });
  it('reads broken storage as no custom choice', () => {
    expect(readCustomPreferences('[1]')).toEqual({});
    expect(readCustomPreferences('nope')).toEqual({});
    expect(readCustomPreferences(null)).toEqual({});
  });
});
