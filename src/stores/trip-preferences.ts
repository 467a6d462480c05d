import { atom } from 'nanostores';
import {
  CUSTOM_PREFERENCES_KEY,
  customFromChoices,
  mergePreferences,
  PREFERENCES_TEMPLATE_KEY,
  readCustomPreferences,
  type PreferencesTemplate,
} from '../domain/trip-preferences.ts';
import type { ItineraryOptions } from '../contract/trip-planner.ts';
import { preferencesFromUrl } from '../domain/trip-url-preferences.ts';

export interface PreferencesState {
  template: PreferencesTemplate | null;
  /** The template with the traveller's choices; what the panel shows and the search sends. */
  current: PreferencesTemplate | null;
  loading: boolean;
  /** Spec section 8: preferences load fails → could-not-load flag. */
  couldNotLoad: boolean;
}

export const $tripPreferences = atom<PreferencesState>({
  template: null,
  current: null,
  loading: false,
  couldNotLoad: false,
});

export type LoadTemplate = () => Promise<{ ok: true; data: PreferencesTemplate } | { ok: false }>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Loads the server template (kept in local storage as the spec's preferencesTemplate) and applies saved choices. */
export async function loadTripPreferences(load: LoadTemplate): Promise<void> {
  if ($tripPreferences.get().loading) return;
  $tripPreferences.set({ ...$tripPreferences.get(), loading: true });
  const answer = await load();
  const custom = readCustomPreferences(storage()?.getItem(CUSTOM_PREFERENCES_KEY) ?? null);
  if (!answer.ok) {
    $tripPreferences.set({ ...$tripPreferences.get(), loading: false, couldNotLoad: true });
    return;
  }
  storage()?.setItem(PREFERENCES_TEMPLATE_KEY, JSON.stringify(answer.data));
  $tripPreferences.set({
    template: answer.data,
    current: mergePreferences(answer.data, custom),
    loading: false,
    couldNotLoad: false,
  });
}

/** Changes one option and saves the differences from the template. */
export function choosePreference(optionId: string, choice: { selected?: boolean; selectedKey?: string }): void {
  const state = $tripPreferences.get();
  if (!state.template || !state.current) return;
  const current: PreferencesTemplate = {
    sections: state.current.sections.map((section) => ({
      ...section,
      options: section.options.map((option) => (option.id === optionId ? { ...option, ...choice } : option)),
    })),
  };
  storage()?.setItem(CUSTOM_PREFERENCES_KEY, JSON.stringify(customFromChoices(state.template, current)));
  $tripPreferences.set({ ...state, current });
}

/**
 * Shows the choices a search link carries (the form opened from a results page or a shared link), without saving
 * them as the traveller's own: the link is the search, local storage is only the default for new searches.
 */
export function showUrlPreferences(options: ItineraryOptions, excludedModes: string[]): void {
  const state = $tripPreferences.get();
  if (!state.template) return;
  $tripPreferences.set({ ...state, current: preferencesFromUrl(state.template, options, excludedModes) });
}

/** The traveller's saved choices (local storage) over the template, whatever the panel shows now. */
export function savedPreferences(): PreferencesTemplate | null {
  const { template } = $tripPreferences.get();
  if (!template) return null;
  return mergePreferences(template, readCustomPreferences(storage()?.getItem(CUSTOM_PREFERENCES_KEY) ?? null));
}

export function resetTripPreferences(): void {
  const state = $tripPreferences.get();
  storage()?.removeItem(CUSTOM_PREFERENCES_KEY);
  $tripPreferences.set({ ...state, current: state.template });
}

/**
 * Choices made in the panel's plain fields (drawn by the server, before the template loaded: PlainPreferences.tsx),
 * applied as the traveller's own once it has, after the search link's: they are the later word.
 */
const plainChoices = new Map<string, { selected?: boolean; selectedKey?: string }>();

export function notePlainChoice(optionId: string, choice: { selected?: boolean; selectedKey?: string }): void {
  plainChoices.set(optionId, choice);
}

export function applyPlainChoices(): void {
  for (const [optionId, choice] of plainChoices) choosePreference(optionId, choice);
  plainChoices.clear();
}
