import { canSearch, type TripForm } from './trip-form.ts';
import { needsServerLookup, serverLookupQuery, typedPlaceTexts } from './trip-form-lookup.ts';
import type { TripPlace } from './trip-place.ts';
import type { PreferencesTemplate } from './trip-preferences.ts';
import { urlChoices } from './trip-url-preferences.ts';
import { encodeTripQuery, queryFromForm, tripQueryString } from './trip-url-codec.ts';

/**
 * What Search does once the form's island runs:
 * - `lookup`: a box holds typed text with no place chosen; the results query hands it to the server's lookup;
 * - `search`: the places are chosen; the results query, and the places to remember in the history;
 * - `incomplete`: nothing to search; the form says what is missing.
 */
export type SearchStep =
  | { kind: 'lookup'; query: string }
  | { kind: 'search'; query: string; remember: TripPlace[] }
  | { kind: 'incomplete' };

/** The preferences panel as its store holds it: the planner's template and the traveller's choices, once loaded. */
export interface PanelPreferences {
  template: PreferencesTemplate | null;
  current: PreferencesTemplate | null;
}

/** `sent` is the form's fields as the browser would send them (the typed texts among them). */
export function searchStep(form: TripForm, panel: PanelPreferences, sent: URLSearchParams): SearchStep {
  // The answer-changing preferences travel in the URL, so the results page (and a shared link) searches with them.
  const choices =
    panel.template && panel.current
      ? urlChoices(panel.template, panel.current)
      : { options: form.options, excludedModes: form.excludedModes };
  const query = queryFromForm({ ...form, ...choices });
  // "times sq" typed, no suggestion chosen: the server finds it as it does for the form sent without JavaScript.
  if (needsServerLookup(form, typedPlaceTexts(sent)))
    return { kind: 'lookup', query: serverLookupQuery(form, encodeTripQuery(query), sent) };
  if (!canSearch(form)) return { kind: 'incomplete' };
  const remember = [form.from, form.to, form.viaEnabled ? form.via : null].filter(
    (place): place is TripPlace => place !== null,
  );
  return { kind: 'search', query: tripQueryString(query), remember };
}
