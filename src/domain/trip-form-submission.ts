import type { Temporal } from './temporal.ts';
import { parseLocaleDate } from './date-input.ts';
import type { PlacePick } from './place-pick.ts';
import { searchBlocker, tickForm, type DateChoice, type PlaceRole, type TripForm, type TripType } from './trip-form.ts';
import type { TripPlace } from './trip-place.ts';
import { currentMinute, MIN_RETURN_GAP, toIsoOffset } from './trip-time.ts';
import { parseLocaleTime } from './time-input.ts';
import { decodeTripQuery, queryFromForm, tripQueryString, writePlaceParams } from './trip-url-codec.ts';
import type { ItineraryOptions } from '../contract/trip-planner.ts';
import { FORM_FIELDS, plainExcludedModes, TYPED_TEXT_PARAMS } from './trip-form-fields.ts';
import { TRIP_URL_OPTION_DEFAULTS, TRIP_URL_OPTION_PARAMS } from '../contract/trip-url.ts';

/**
 * The trip form sent as a plain GET form (no JavaScript, or before the island runs; field names in trip-form-fields.ts):
 * the results page reads it, finds the places (place-pick.ts) and either redirects to the search's own URL or draws the
 * form again with what is wrong.
 */

export interface FormSubmission {
  /** What each place box held when sent ('' for via when no stop on the way was asked). */
  texts: Record<PlaceRole, string>;
  /** The places the form was drawn with (its hidden fields), to keep when their names were left as they were. */
  held: Record<PlaceRole, TripPlace | null>;
  viaAsked: boolean;
  tripType: TripType;
  dateChoice: DateChoice;
  /** The date and time fields as typed; null when the form did not send the field. */
  date: string | null;
  time: string | null;
  returnDate: string | null;
  returnTime: string | null;
  excludedModes: string[];
  options: ItineraryOptions;
}

export function readFormSubmission(params: URLSearchParams): FormSubmission {
  // The hidden fields are the search URL's own keys: the codec reads them (and tt, m and the preferences) as for a link.
  const drawn = decodeTripQuery(params);
  const viaAsked = drawn.tripType === 'simple' && params.get(FORM_FIELDS.withVia) === '1';
  const text = (name: string) => params.get(name) ?? '';
  return {
    texts: { from: text(FORM_FIELDS.from), to: text(FORM_FIELDS.to), via: viaAsked ? text(FORM_FIELDS.via) : '' },
    held: { from: drawn.from, to: drawn.to, via: viaAsked ? drawn.via : null },
    viaAsked,
    tripType: drawn.tripType,
    dateChoice: params.get(FORM_FIELDS.when) === 'ARRIVAL' ? 'ARRIVAL' : 'DEPARTURE',
    date: params.get(FORM_FIELDS.date),
    time: params.get(FORM_FIELDS.time),
    returnDate: drawn.tripType === 'full' ? params.get(FORM_FIELDS.returnDate) : null,
    returnTime: drawn.tripType === 'full' ? params.get(FORM_FIELDS.returnTime) : null,
    // The mode boxes, when the form drew them, say what the traveller wants now; the hidden `m` is what the link said.
    excludedModes: plainExcludedModes(params) ?? drawn.excludedModes,
    options: withoutPlannerDefaults(drawn.options),
  };
}

/** The plain form sends every select's value; the planner's own choices need not travel (TRIP_URL_OPTION_DEFAULTS). */
function withoutPlannerDefaults(options: ItineraryOptions): ItineraryOptions {
  const kept: Record<string, unknown> = { ...options };
  for (const [name, key] of Object.entries(TRIP_URL_OPTION_PARAMS)) {
    if (TRIP_URL_OPTION_DEFAULTS[key] !== undefined && kept[name] === TRIP_URL_OPTION_DEFAULTS[key]) delete kept[name];
  }
  return kept as ItineraryOptions;
}

export type TimeField = 'date' | 'time' | 'returnDate' | 'returnTime';

/**
 * One date and time from the fields. A field the form did not send takes the fallback's part (a hand-made link with
 * only places leaves now); a field sent but unreadable — empty included — is a problem to show next to it, and the
 * moment keeps the fallback's part there so the other field is drawn again as typed.
 */
function readMoment(
  date: string | null,
  time: string | null,
  fallback: Temporal.ZonedDateTime,
  locale: string,
  timeZone: string,
): { moment: Temporal.ZonedDateTime; dateBad: boolean; timeBad: boolean } {
  const day = date === null ? fallback.toPlainDate() : parseLocaleDate(date, locale);
  // The time field shows the page language's clock (time-input.ts); HH:MM links and older forms read the same.
  const clock = time === null ? fallback.toPlainTime() : parseLocaleTime(time);
  const moment = (day ?? fallback.toPlainDate()).toZonedDateTime({
    timeZone,
    plainTime: clock ?? fallback.toPlainTime(),
  });
  return { moment, dateBad: !day, timeBad: !clock };
}

export interface SubmissionTimes {
  /** ISO with offset, as the form holds them (a part that could not be read is the default's). */
  dateTime: string;
  returnDateTime: string;
  /** The fields that could not be read. */
  problems: TimeField[];
}

export function readSubmissionTimes(
  submission: FormSubmission,
  locale: string,
  timeZone: string,
  nowMs: number = Date.now(),
): SubmissionTimes {
  const now = currentMinute(timeZone, nowMs);
  const out = readMoment(submission.date, submission.time, now, locale, timeZone);
  const problems: TimeField[] = [...(out.dateBad ? ['date' as const] : []), ...(out.timeBad ? ['time' as const] : [])];
  const back = readMoment(
    submission.returnDate,
    submission.returnTime,
    out.moment.add(MIN_RETURN_GAP),
    locale,
    timeZone,
  );
  if (submission.tripType === 'full') {
    if (back.dateBad) problems.push('returnDate');
    if (back.timeBad) problems.push('returnTime');
  }
  return { dateTime: toIsoOffset(out.moment), returnDateTime: toIsoOffset(back.moment), problems };
}

export type PlaceProblem = 'missing' | 'unknown' | 'ambiguous' | 'searchFailed' | 'sameFromTo' | 'viaEqualsEnd';

export type SettledSubmission =
  | { ok: true; form: TripForm; query: string }
  | { ok: false; form: TripForm; places: Partial<Record<PlaceRole, PlaceProblem>>; times: TimeField[] };

/** A place box the traveller must look at again, and, for a name several places carry, those places. */
export interface PlaceFeedback {
  problem: PlaceProblem;
  candidates: Array<{ name: string; detail: string; query: string }>;
}

/** What the form needs to draw itself again: the fields as typed and the problems by field (props of the island). */
export interface SubmissionFeedback {
  texts: Record<PlaceRole, string>;
  date: string | null;
  time: string | null;
  returnDate: string | null;
  returnTime: string | null;
  places: Partial<Record<PlaceRole, PlaceFeedback>>;
  times: TimeField[];
}

/** A pick, or the reason its place search could not answer. */
export type PickOutcome = PlacePick | { kind: 'searchFailed'; text: string };

/**
 * The search the form asked for, or every problem at once (the traveller fixes them in one go). The times follow the
 * live form's rules (tickForm): a departure already past leaves now, the return stays two hours after it. The query of
 * a settled search is the results URL's own, plus the texts that were turned into places (fq, tq, vq), said there.
 */
export function settleSubmission(
  submission: FormSubmission,
  picks: Partial<Record<PlaceRole, PickOutcome>>,
  times: SubmissionTimes,
  timeZone: string,
  nowMs: number = Date.now(),
): SettledSubmission {
  const placeOf = (role: PlaceRole) => {
    const pick = picks[role];
    return pick && (pick.kind === 'picked' || pick.kind === 'kept') ? pick.place : null;
  };
  const drawn: TripForm = {
    from: placeOf('from'),
    to: placeOf('to'),
    via: submission.viaAsked ? placeOf('via') : null,
    viaEnabled: submission.viaAsked,
    tripType: submission.tripType,
    dateChoice: submission.dateChoice,
    dateTime: times.dateTime,
    returnDateTime: times.returnDateTime,
    excludedModes: submission.excludedModes,
    options: submission.options,
  };
  const places: Partial<Record<PlaceRole, PlaceProblem>> = {};
  for (const role of ['from', 'to', 'via'] as const) {
    if (role === 'via' && !submission.viaAsked) continue;
    const kind = picks[role]?.kind ?? 'missing';
    if (kind !== 'picked' && kind !== 'kept') places[role] = kind;
  }
  const blocker = Object.keys(places).length ? null : searchBlocker(drawn);
  if (blocker === 'sameFromTo') places.to = 'sameFromTo';
  if (blocker === 'viaEqualsEnd') places.via = 'viaEqualsEnd';
  if (Object.keys(places).length || times.problems.length)
    return { ok: false, form: drawn, places, times: times.problems };

  const form = tickForm(drawn, timeZone, nowMs);
  const params = new URLSearchParams(tripQueryString(queryFromForm(form)));
  for (const role of ['from', 'to', 'via'] as const) {
    const pick = picks[role];
    if (pick?.kind === 'picked' && (role !== 'via' || submission.viaAsked))
      params.set(TYPED_TEXT_PARAMS[role], pick.text);
  }
  return { ok: true, form, query: readable(params) };
}

/** The bracketed via keys left readable, as the codec writes them. */
function readable(params: URLSearchParams): string {
  return params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
}

/**
 * The same form sent again with one box's place chosen (a choice among namesakes): its text becomes the place's name
 * and its hidden fields the place, so the next read keeps it without searching.
 */
export function submissionWithPlace(params: URLSearchParams, role: PlaceRole, place: TripPlace): string {
  const next = new URLSearchParams(params);
  next.set(FORM_FIELDS[role], place.displayName);
  writePlaceParams(next, role, place);
  return readable(next);
}

/**
 * The campaign tags a form carried (the trip widget's utm_source, utm_medium, utm_campaign, as hidden fields): the
 * search URL the form leads to keeps them, as the widget's own navigation does with JavaScript.
 */
export function campaignQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([name]) => name.startsWith('utm_')));
  return kept.toString();
}
