import { canSearch, type PlaceRole, type TripForm } from './trip-form.ts';
import { FORM_FIELDS, modeField, OFFERED_MODES_FIELD } from './trip-form-fields.ts';

/**
 * Search pressed while the form's island runs, with a place box holding typed text but no place chosen from the
 * suggestions ("times sq", Enter). Rather than a dead end, the island hands the form to the server's lookup, the one
 * the form sent without JavaScript goes through (trip-form-resolve.ts, place-pick.ts): one rule set finds typed places,
 * asks among namesakes and says what it took.
 */

/** The place boxes' texts as the form would send them (missing names read as empty). */
export function typedPlaceTexts(sent: URLSearchParams): Record<PlaceRole, string> {
  const text = (name: string) => (sent.get(name) ?? '').trim();
  return { from: text(FORM_FIELDS.from), to: text(FORM_FIELDS.to), via: text(FORM_FIELDS.via) };
}

/** A stop on the way is asked (the form offers it on one-way trips only, and so does the server). */
function viaAsked(form: TripForm): boolean {
  return form.viaEnabled && form.tripType === 'simple';
}

/** The boxes whose typed text names no chosen place (via only when a stop on the way is asked). */
export function placesToLookUp(form: TripForm, typed: Record<PlaceRole, string>): PlaceRole[] {
  const roles: PlaceRole[] = viaAsked(form) ? ['from', 'to', 'via'] : ['from', 'to'];
  return roles.filter((role) => !form[role] && typed[role] !== '');
}

/**
 * Whether Search goes to the server's lookup. Departure and arrival must each be chosen or typed: with a box left
 * empty the form's own "choose a departure and an arrival" is the answer, without a page load. A typed via with both
 * ends chosen goes too: the island would otherwise search without the stop the traveller typed.
 */
export function needsServerLookup(form: TripForm, typed: Record<PlaceRole, string>): boolean {
  const endsGiven = (!!form.from || typed.from !== '') && (!!form.to || typed.to !== '');
  return endsGiven && placesToLookUp(form, typed).length > 0;
}

/**
 * Whether Search does something other than say "choose a departure and an arrival": the form can search as it is, or
 * its typed texts go to the server's lookup. The button's aria-disabled follows this, so it never says "disabled" to a
 * screen reader while pressing it would search.
 */
export function searchCanStart(form: TripForm, typed: Record<PlaceRole, string>): boolean {
  return canSearch(form) || needsServerLookup(form, typed);
}

/** The form fields the server reads as typed (trip-form-submission.ts), via aside. */
const TYPED_FIELDS = [
  FORM_FIELDS.from,
  FORM_FIELDS.to,
  FORM_FIELDS.when,
  FORM_FIELDS.date,
  FORM_FIELDS.time,
  FORM_FIELDS.returnDate,
  FORM_FIELDS.returnTime,
];
/** The search URL's moments: the server reads the date and time fields instead, so they are not sent twice. */
const URL_MOMENTS = ['dt', 'at', 'rt'];

/**
 * The results query that sends the form to the lookup. `searchQuery` is the island's own search query: the chosen
 * places (kept by the server when their boxes still show their names), trip type, and the preferences and transport
 * modes as the panel holds them (a plain form would lose those once the panel's template replaced its plain fields).
 * `sent` is the form's fields as the browser would send them: the typed texts, date and time.
 */
export function serverLookupQuery(form: TripForm, searchQuery: URLSearchParams, sent: URLSearchParams): string {
  const params = new URLSearchParams(searchQuery);
  for (const name of URL_MOMENTS) params.delete(name);
  for (const name of TYPED_FIELDS) {
    const value = sent.get(name);
    if (value !== null) params.set(name, value);
  }
  // Search pressed before the panel's template loaded: its plain mode boxes hold the traveller's latest word on modes
  // (the island's query still has the link's); once the panel is drawn there are no such boxes and `m` stands.
  const offered = sent.get(OFFERED_MODES_FIELD);
  if (offered !== null) {
    params.set(OFFERED_MODES_FIELD, offered);
    for (const mode of offered.split(',')) if (sent.get(modeField(mode)) === '1') params.set(modeField(mode), '1');
  }
  // The server looks at via only when asked (withVia), and then takes an empty box for a missing stop.
  const via = sent.get(FORM_FIELDS.via) ?? '';
  if (viaAsked(form) && (form.via || via.trim() !== '')) {
    params.set(FORM_FIELDS.withVia, '1');
    params.set(FORM_FIELDS.via, via);
  }
  return params.toString();
}
