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

/** On the results URL after a text was resolved: what was typed, so the page can say which place it took for it. */
export const TYPED_TEXT_PARAMS = { from: 'fq', to: 'tq', via: 'vq' } as const satisfies Record<PlaceRole, string>;

/** A sent form names its places as text; a search link (and the form island's own navigation) never does. */
export function isFormSubmission(params: URLSearchParams): boolean {
  return params.has(FORM_FIELDS.from) || params.has(FORM_FIELDS.to);
}
