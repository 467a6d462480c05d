import type { PlaceRole } from './trip-form.ts';

/**
 * Field names of the trip form sent as a plain GET form (without JavaScript, or before its island runs): the visible
 * fields carry what was typed, hidden fields (the search URL's own keys, trip-url-codec.ts) the places and preferences
 * the form was drawn with. Small on purpose: the middleware and the form island read it.
 */
export const FORM_FIELDS = {
  from: 'from',
  to: 'to',
  via: 'via',
  withVia: 'withVia',
  when: 'when',
  date: 'date',
  time: 'time',
  returnDate: 'returnDate',
  returnTime: 'returnTime',
} as const;

/**
 * The transport modes as plain fields (the preferences panel before its template loads, or without JavaScript): one
 * box per mode the network runs, checked when it may be used. Each box has its own name (the page contract refuses a
 * repeated parameter); the hidden list of the modes offered says the boxes were drawn, so an unchecked box (which the
 * browser does not send) reads as a mode switched off.
 */
export const OFFERED_MODES_FIELD = 'modes';
export const modeField = (mode: string): string => `mode-${mode}`;

/** The modes a sent form switched off, or null when it drew no mode boxes (the search link's `m` then stands). */
export function plainExcludedModes(sent: URLSearchParams): string[] | null {
  const offered = sent.get(OFFERED_MODES_FIELD);
  if (offered === null) return null;
  return offered.split(',').filter((mode) => mode !== '' && sent.get(modeField(mode)) !== '1');
}

/** On the results URL after a text was resolved: what was typed, so the page can say which place it took for it. */
export const TYPED_TEXT_PARAMS = { from: 'fq', to: 'tq', via: 'vq' } as const satisfies Record<PlaceRole, string>;

/** A sent form names its places as text; a search link (and the form island's own navigation) never does. */
export function isFormSubmission(params: URLSearchParams): boolean {
  return params.has(FORM_FIELDS.from) || params.has(FORM_FIELDS.to);
}
