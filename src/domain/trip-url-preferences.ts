import { TRIP_URL_OPTION_PARAMS, TRIP_URL_OPTION_VALUES } from '../contract/trip-url.ts';
import type { ItineraryOptions } from '../contract/trip-planner.ts';
import { preferencesToRequest, type PreferencesTemplate } from './trip-preferences.ts';

/** The itinerary options a query string carries (only those it names; the planner's defaults fill the rest). */
export function readUrlOptions(params: URLSearchParams): ItineraryOptions {
  const options: Record<string, string | boolean> = {};
  for (const [name, key] of Object.entries(TRIP_URL_OPTION_PARAMS)) {
    const value = params.get(key);
    if (value === null || !(TRIP_URL_OPTION_VALUES[key] as readonly string[]).includes(value)) continue;
    options[name] = key === 'ft' || key === 'wc' ? true : value;
  }
  return options as ItineraryOptions;
}

export function writeUrlOptions(params: URLSearchParams, options: ItineraryOptions): void {
  for (const [name, key] of Object.entries(TRIP_URL_OPTION_PARAMS)) {
    const value = (options as Record<string, unknown>)[name];
    if (value === true) params.set(key, '1');
    else if (typeof value === 'string') params.set(key, value);
  }
}

/** Removes every answer-changing preference (options and excluded modes) from a query. */
export function withoutPreferences(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...Object.values(TRIP_URL_OPTION_PARAMS), 'm']) next.delete(key);
  return next;
}

/**
 * What a search from the panel writes in the URL: the options whose choice differs from the template's (so a link
 * stays short and a later change of defaults still reaches it) and the modes switched off.
 */
export function urlChoices(
  template: PreferencesTemplate,
  current: PreferencesTemplate,
): { options: ItineraryOptions; excludedModes: string[] } {
  const defaults = preferencesToRequest(template).itineraryOptions;
  const chosen = preferencesToRequest(current);
  const options: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(chosen.itineraryOptions))
    if (defaults[name] !== value) options[name] = value;
  // A false toggle is the planner's default: only true travels.
  for (const [name, value] of Object.entries(options)) if (value === false) delete options[name];
  return { options: options as ItineraryOptions, excludedModes: chosen.excludedModes };
}

/** The modes the panel offers as switches, in its order (the form draws them as plain boxes until the panel loads). */
export function offeredModes(template: PreferencesTemplate): string[] {
  const modes = template.sections.flatMap((section) =>
    section.options.filter((option) => option.type === 'mode').flatMap((option) => option.modes ?? []),
  );
  return [...new Set(modes)];
}

/** The panel as a URL describes it: the template with the URL's options and excluded modes applied. */
export function preferencesFromUrl(
  template: PreferencesTemplate,
  options: ItineraryOptions,
  excludedModes: string[],
): PreferencesTemplate {
  const byName = options as Record<string, unknown>;
  return {
    sections: template.sections.map((section) => ({
      ...section,
      options: section.options.map((option) => {
        if (option.type === 'mode')
          return { ...option, selected: !(option.modes ?? []).some((mode) => excludedModes.includes(mode)) };
        const name = option.bodyParam?.name;
        if (!name) return option;
        const value = byName[name];
        if (option.type === 'criterion') {
          const known = option.criteria?.some((c) => c.key === value);
          return known ? { ...option, selectedKey: value as string } : option;
        }
        return { ...option, selected: value === true };
      }),
    })),
  };
}

/** Whether two sets of choices ask the planner the same thing. */
export function sameChoices(
  a: { options: ItineraryOptions; excludedModes: string[] },
  b: { options: ItineraryOptions; excludedModes: string[] },
): boolean {
  const norm = (c: { options: ItineraryOptions; excludedModes: string[] }) =>
    JSON.stringify([
      Object.entries(c.options)
        .filter(([, v]) => v !== false && v !== undefined)
        .sort(),
      [...c.excludedModes].sort(),
    ]);
  return norm(a) === norm(b);
}
