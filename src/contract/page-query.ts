import { Temporal } from '../domain/temporal.ts';
import { z } from 'zod';
import { TRANSIT_MODES } from './trip-planner.ts';
import { PARTNER_ID } from './widget-params.ts';
import type { QueryProblem } from '../domain/bad-request-detail.ts';
import { brokenParam } from './repeated-param.ts';
import { PLACE_QUERY_MAX_LENGTH } from '../domain/place-query.ts';
import { FORM_FIELDS, modeField, OFFERED_MODES_FIELD, TYPED_TEXT_PARAMS } from '../domain/trip-form-fields.ts';

/**
 * The query parameters of every page route (spec section 2), checked by the middleware before a page renders: a value
 * that breaks its rule answers the 400 error page, never a page built from a half-read URL. Parameters a route does
 * not know (analytics tags, say) are ignored; a known one given twice is refused (which one would count?).
 */

/** A coordinate as the codec writes it: a plain decimal number, no exponent, nothing empty. */
const coordinate = (limit: number) =>
  z
    .string()
    .regex(/^[+-]?\d{1,3}(\.\d{1,15})?$/, 'must be a decimal number')
    .refine((value) => Math.abs(Number(value)) <= limit, `must lie between -${limit} and ${limit}`);
const latitude = coordinate(90);
const longitude = coordinate(180);

/** Plain text from the URL (names, ids): bounded, no control characters. */
const text = (max: number) =>
  z
    .string()
    .max(max, `is longer than ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the rule refuses exactly these characters
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'contains control characters');
const id = text(200).min(1, 'is empty');

/** ISO 8601 date-time, with or without an offset (without: read in the network's time zone), that names a real moment. */
export const PageDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/,
    'must be an ISO date-time such as 2026-11-24T08:30-05:00',
  )
  // Spec section 5: a year starts with 1 or 2 (3026 is a typo, not a trip); the years every page and API answer.
  .refine(
    (value) => Number(value.slice(0, 4)) >= 1900 && Number(value.slice(0, 4)) <= 2999,
    'must have a year from 1900 to 2999',
  )
  .refine((value) => {
    try {
      const local = value.replace(/(Z|[+-]\d{2}:\d{2})$/, '');
      Temporal.PlainDateTime.from(local, { overflow: 'reject' });
      // The offset too: '+99:99' passed and the page's Date was invalid (RangeError, a 500 on the results page).
      return local === value || Number.isFinite(Date.parse(value));
    } catch {
      return false;
    }
  }, 'is not a real date and time');

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });
const widget = oneOf(['true', 'false']);
/** The co-branding partner a widget-mode page is framed for (CSP frame-ancestors, campaign). */
const partner = z.string().regex(PARTNER_ID, 'is not a partner id');
const modes = z
  .string()
  .refine(
    (value) => value === '' || value.split(',').every((mode) => (TRANSIT_MODES as readonly string[]).includes(mode)),
    `lists modes other than ${TRANSIT_MODES.join(', ')}`,
  );
/** journeySummaryCode as the planner writes it (version, dot, base64url). */
const journeyCode = z
  .string()
  .min(1, 'is empty')
  .max(4096, 'is too long')
  .regex(/^[A-Za-z0-9._~=-]+$/, 'is not a journey code');

const placeParams = (keys: {
  id: string;
  value: string;
  displayName: string;
  lat: string;
  lon: string;
  subTitle?: string;
  type?: string;
}) => ({
  [keys.id]: id,
  [keys.value]: text(300),
  [keys.displayName]: text(300),
  [keys.lat]: latitude,
  [keys.lon]: longitude,
  ...(keys.subTitle ? { [keys.subTitle]: text(300) } : {}),
  ...(keys.type ? { [keys.type]: text(60) } : {}),
});

/** Trip-planner screens: the spec's short parameters, the chosen journeys, and the preferences that change answers. */
const TRIP_PARAMS: Record<string, z.ZodType<string>> = {
  ...placeParams({ id: 'fi', value: 'fv', subTitle: 'fst', displayName: 'ffv', type: 'fpt', lat: 'flat', lon: 'flon' }),
  ...placeParams({ id: 'ti', value: 'tv', subTitle: 'tst', displayName: 'tfv', type: 'tpt', lat: 'tlat', lon: 'tlon' }),
  ...placeParams({ id: 'v[0][i]', value: 'v[0][v]', displayName: 'v[0][fv]', lat: 'v[0][lat]', lon: 'v[0][lon]' }),
  tt: z.enum(['0', '1', '2'], { error: 'must be 0 (one way) or 1 (return)' }),
  dt: PageDateTime,
  at: PageDateTime,
  rt: PageDateTime,
  m: modes,
  jsc: journeyCode,
  rjsc: journeyCode,
  ws: oneOf(['SLOW', 'NORMAL', 'FAST']),
  wd: oneOf(['SHORT', 'MEDIUM', 'LONG']),
  ft: oneOf(['0', '1']),
  wc: oneOf(['0', '1']),
  // The trip form sent without JavaScript (trip-form-submission.ts): place texts as long as the place search takes,
  // the date and time as typed (the form says when they cannot be read), and the typed texts the results recall.
  [FORM_FIELDS.from]: text(PLACE_QUERY_MAX_LENGTH),
  [FORM_FIELDS.to]: text(PLACE_QUERY_MAX_LENGTH),
  [FORM_FIELDS.via]: text(PLACE_QUERY_MAX_LENGTH),
  [FORM_FIELDS.withVia]: oneOf(['1']),
  [FORM_FIELDS.when]: oneOf(['DEPARTURE', 'ARRIVAL']),
  [FORM_FIELDS.date]: text(40),
  [FORM_FIELDS.time]: text(40),
  [FORM_FIELDS.returnDate]: text(40),
  [FORM_FIELDS.returnTime]: text(40),
  [OFFERED_MODES_FIELD]: modes,
  ...Object.fromEntries(TRANSIT_MODES.map((mode) => [modeField(mode), oneOf(['1'])])),
  [TYPED_TEXT_PARAMS.from]: text(PLACE_QUERY_MAX_LENGTH),
  [TYPED_TEXT_PARAMS.to]: text(PLACE_QUERY_MAX_LENGTH),
  [TYPED_TEXT_PARAMS.via]: text(PLACE_QUERY_MAX_LENGTH),
};

/** Parameters whose pairs must come together: a latitude without its longitude places nothing. */
const COORDINATE_PAIRS = [
  ['flat', 'flon'],
  ['tlat', 'tlon'],
  ['v[0][lat]', 'v[0][lon]'],
] as const;

const PARAMS_BY_ROUTE: Array<[test: (route: string) => boolean, params: Record<string, z.ZodType<string>>]> = [
  [(route) => route.startsWith('trip-planner'), TRIP_PARAMS],
  // The trip widget is prefilled with the planner's short parameters; each widget checks its own (widget-params.ts).
  [(route) => route === 'widgets-kind', TRIP_PARAMS],
  // The home page draws the trip form from the same parameters as the planner's screens.
  [(route) => route === 'index', { redirect: text(2000), ...TRIP_PARAMS }],
  [(route) => route === 'error', { status: z.string().regex(/^\d{3}$/, 'must be an HTTP status') }],
  [
    (route) => route === 'signedin',
    { confirm: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'is not a confirmation token') },
  ],
];

export type PageQueryProblem = QueryProblem;

/** The first broken query parameter of a page request, or null when every known parameter keeps its rule. */
export function pageQueryProblem(routeName: string, params: URLSearchParams): PageQueryProblem | null {
  const rules: Record<string, z.ZodType<string>> = {
    widget,
    partner,
    ...(PARAMS_BY_ROUTE.find(([test]) => test(routeName))?.[1] ?? {}),
  };
  const broken = brokenParam(params, rules);
  if (broken) return broken;
  if (!routeName.startsWith('trip-planner') && routeName !== 'widgets-kind' && routeName !== 'index') return null;
  for (const [lat, lon] of COORDINATE_PAIRS) {
    if (params.has(lat) !== params.has(lon))
      return {
        param: params.has(lat) ? lon : lat,
        message: `${lat} and ${lon} come together`,
        reason: 'together',
        pair: [lat, lon],
      };
  }
  if (params.has('dt') && params.has('at'))
    return {
      param: 'at',
      message: 'dt (leave at) and at (arrive by) exclude each other',
      reason: 'exclusive',
      other: 'dt',
    };
  return null;
}
