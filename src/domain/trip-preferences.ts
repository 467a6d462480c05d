/** Preferences template (spec section 3): sections of options; custom choices are stored per option id. */
export interface PreferenceOption {
  id: string;
  type: 'criterion' | 'mode' | 'toggle';
  /** For criterion options: the choices, one is selectedKey. */
  criteria?: { key: string; value: string }[];
  selectedKey?: string;
  /** For mode and toggle options. */
  selected?: boolean;
  /** For mode options: the transit modes the option covers (excluded when the option is off). */
  modes?: string[];
  /** Name of the request's itinerary option this choice fills. */
  bodyParam?: { name: string };
}

export interface PreferenceSection {
  sectionKey: string;
  options: PreferenceOption[];
}

export interface PreferencesTemplate {
  sections: PreferenceSection[];
}

export type CustomPreferences = Record<string, { selected?: boolean; selectedKey?: string }>;

export const CUSTOM_PREFERENCES_KEY = 'trip-planner.customPreferences';
export const PREFERENCES_TEMPLATE_KEY = 'trip-planner.preferencesTemplate';

/** The template with the traveller's saved choices applied; choices for options the template no longer has are ignored. */
export function mergePreferences(template: PreferencesTemplate, custom: CustomPreferences): PreferencesTemplate {
  return {
    sections: template.sections.map((section) => ({
      ...section,
      options: section.options.map((option) => {
        const choice = custom[option.id];
        if (!choice) return option;
        if (option.type === 'criterion') {
          const known = option.criteria?.some((c) => c.key === choice.selectedKey);
          return known ? { ...option, selectedKey: choice.selectedKey } : option;
        }
        return typeof choice.selected === 'boolean' ? { ...option, selected: choice.selected } : option;
      }),
    })),
  };
}

/** Only the choices that differ from the template are saved, so a template change still reaches the traveller. */
export function customFromChoices(template: PreferencesTemplate, chosen: PreferencesTemplate): CustomPreferences {
  const custom: CustomPreferences = {};
  const byId = new Map(template.sections.flatMap((s) => s.options).map((o) => [o.id, o]));
  for (const option of chosen.sections.flatMap((s) => s.options)) {
    const base = byId.get(option.id);
    if (!base) continue;
    if (option.type === 'criterion' && option.selectedKey !== base.selectedKey)
      custom[option.id] = { selectedKey: option.selectedKey };
    if (option.type !== 'criterion' && !!option.selected !== !!base.selected)
      custom[option.id] = { selected: !!option.selected };
  }
  return custom;
}

/** What a search sends: itinerary options by body parameter name, and the modes of switched-off mode options. */
export function preferencesToRequest(preferences: PreferencesTemplate): {
  itineraryOptions: Record<string, string | boolean>;
  excludedModes: string[];
} {
  const itineraryOptions: Record<string, string | boolean> = {};
  const excluded = new Set<string>();
  for (const option of preferences.sections.flatMap((s) => s.options)) {
    if (option.type === 'mode') {
      if (option.selected === false) for (const mode of option.modes ?? []) excluded.add(mode);
      continue;
    }
    const name = option.bodyParam?.name;
    if (!name) continue;
    if (option.type === 'criterion' && option.selectedKey) itineraryOptions[name] = option.selectedKey;
    if (option.type === 'toggle') itineraryOptions[name] = !!option.selected;
  }
  return { itineraryOptions, excludedModes: [...excluded].sort() };
}

export function readCustomPreferences(raw: string | null): CustomPreferences {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as CustomPreferences) : {};
  } catch {
    return {};
  }
}
