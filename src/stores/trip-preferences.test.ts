// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { PreferencesTemplate } from '../domain/trip-preferences.ts';
import {
  $tripPreferences,
  applyPlainChoices,
  choosePreference,
  loadTripPreferences,
  notePlainChoice,
  resetTripPreferences,
  showUrlPreferences,
} from './trip-preferences.ts';

const template: PreferencesTemplate = {
  sections: [{ sectionKey: 'modes', options: [{ id: 'bus', type: 'mode', selected: true, modes: ['bus'] }] }],
};

describe('trip preferences store', () => {
  beforeEach(() => {
    localStorage.clear();
    $tripPreferences.set({ template: null, current: null, loading: false, couldNotLoad: false });
  });

  it('merges saved choices into the loaded template and resets to it', async () => {
    localStorage.setItem('trip-planner.customPreferences', JSON.stringify({ bus: { selected: false } }));
    await loadTripPreferences(async () => ({ ok: true, data: template }));
    expect($tripPreferences.get().current?.sections[0].options[0].selected).toBe(false);
    expect(JSON.parse(localStorage.getItem('trip-planner.preferencesTemplate')!)).toEqual(template);
    choosePreference('bus', { selected: true });
    expect(JSON.parse(localStorage.getItem('trip-planner.customPreferences')!)).toEqual({});
    choosePreference('bus', { selected: false });
    resetTripPreferences();
    expect($tripPreferences.get().current).toEqual(template);
    expect(localStorage.getItem('trip-planner.customPreferences')).toBeNull();
  });

  it('sets the could-not-load flag when the template fails', async () => {
    await loadTripPreferences(async () => ({ ok: false }));
    expect($tripPreferences.get()).toMatchObject({ couldNotLoad: true, loading: false, current: null });
  });

  it('takes over what the plain fields changed before the template loaded, after the search link’s choices', async () => {
    const walking: PreferencesTemplate = {
      sections: [
        {
          sectionKey: 'walking',
          options: [
            {
              id: 'walkingSpeed',
              type: 'criterion',
              criteria: [
                { key: 'SLOW', value: 'slow' },
                { key: 'NORMAL', value: 'normal' },
                { key: 'FAST', value: 'fast' },
              ],
              selectedKey: 'NORMAL',
              bodyParam: { name: 'walkingSpeed' },
            },
            { id: 'wheelchair', type: 'toggle', selected: false, bodyParam: { name: 'wheelchair' } },
          ],
        },
      ],
    };
    notePlainChoice('walkingSpeed', { selectedKey: 'FAST' });
    await loadTripPreferences(async () => ({ ok: true, data: walking }));
    showUrlPreferences({ walkingSpeed: 'SLOW', wheelchair: true }, []);
    applyPlainChoices();
    const [speed, wheelchair] = $tripPreferences.get().current!.sections[0].options;
    expect(speed.selectedKey).toBe('FAST');
    expect(wheelchair.selected).toBe(true);
    // Applied once: a later load does not apply them again.
    applyPlainChoices();
    choosePreference('walkingSpeed', { selectedKey: 'NORMAL' });
    applyPlainChoices();
    expect($tripPreferences.get().current!.sections[0].options[0].selectedKey).toBe('NORMAL');
  });
});
