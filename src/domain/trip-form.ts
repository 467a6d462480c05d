import { Temporal } from './temporal.ts';
import type { ItineraryOptions } from '../contract/trip-planner.ts';
import type { TripPlace } from './trip-place.ts';
import { isUserPosition, samePlace } from './trip-place.ts';
import { currentMinute, MIN_RETURN_GAP, parseIsoInZone, toIsoOffset } from './trip-time.ts';

export type TripType = 'simple' | 'full';
export type DateChoice = 'DEPARTURE' | 'ARRIVAL';
export type PlaceRole = 'from' | 'to' | 'via';

/** Everything the trip form holds. Times are ISO strings with offset in the network's time zone. */
export interface TripForm {
  from: TripPlace | null;
  to: TripPlace | null;
  via: TripPlace | null;
  viaEnabled: boolean;
  tripType: TripType;
  dateChoice: DateChoice;
  /** The departure time, or the wanted arrival time when dateChoice is ARRIVAL. */
  dateTime: string;
  /** Departure time of the way back (full trips). */
  returnDateTime: string;
  excludedModes: string[];
  /** Itinerary options that differ from the planner's defaults (walking, fewer transfers, wheelchair). */
  options: ItineraryOptions;
}

/** A change to the form, and whether it invalidates the results already shown (spec section 4). */
export interface FormChange {
  form: TripForm;
  clearsResults: boolean;
}

export function initialForm(timeZone: string, nowMs: number = Date.now()): TripForm {
  const now = currentMinute(timeZone, nowMs);
  return {
    from: null,
    to: null,
    via: null,
    viaEnabled: false,
    tripType: 'simple',
    dateChoice: 'DEPARTURE',
    dateTime: toIsoOffset(now),
    returnDateTime: toIsoOffset(now.add(MIN_RETURN_GAP)),
    excludedModes: [],
    options: {},
  };
}

const changed = (form: TripForm): FormChange => ({ form, clearsResults: true });

export function setPlace(form: TripForm, role: PlaceRole, place: TripPlace | null): FormChange {
  if (role === 'via' && place && isUserPosition(place)) return { form, clearsResults: false };
  return changed({ ...form, [role]: place });
}

export function swapPlaces(form: TripForm): FormChange {
  return changed({ ...form, from: form.to, to: form.from });
}

/** Reset clears places, via, results, trip type and times (spec section 2). */
export function resetForm(form: TripForm, timeZone: string, nowMs: number = Date.now()): FormChange {
  return changed({ ...initialForm(timeZone, nowMs), excludedModes: form.excludedModes, options: form.options });
}

/** A type other than simple clears and disables the via place (spec section 4). */
export function setTripType(form: TripForm, tripType: TripType): FormChange {
  if (tripType === 'simple') return changed({ ...form, tripType });
  return changed({ ...form, tripType, via: null, viaEnabled: false });
}

export function setViaEnabled(form: TripForm, viaEnabled: boolean): FormChange {
  if (viaEnabled && form.tripType !== 'simple') return { form, clearsResults: false };
  return changed({ ...form, viaEnabled, via: viaEnabled ? form.via : null });
}

export function setDateChoice(form: TripForm, dateChoice: DateChoice): FormChange {
  return changed({ ...form, dateChoice });
}

/** Keeps the return at least 2 hours after the departure (spec sections 4 and 5): the form's rule, and a link's. */
export function keepReturnAfter(form: TripForm, timeZone: string): TripForm {
  const departure = parseIsoInZone(form.dateTime, timeZone);
  const back = parseIsoInZone(form.returnDateTime, timeZone);
  if (!departure) return form;
  const minimum = departure.add(MIN_RETURN_GAP);
  if (back && Temporal.ZonedDateTime.compare(back, minimum) >= 0) return form;
  return { ...form, returnDateTime: toIsoOffset(minimum) };
}

export function setDateTime(form: TripForm, dateTime: string, timeZone: string): FormChange {
  if (!parseIsoInZone(dateTime, timeZone)) return { form, clearsResults: false };
  return changed(keepReturnAfter({ ...form, dateTime }, timeZone));
}

export function setReturnDateTime(form: TripForm, returnDateTime: string, timeZone: string): FormChange {
  if (!parseIsoInZone(returnDateTime, timeZone)) return { form, clearsResults: false };
  return changed(keepReturnAfter({ ...form, returnDateTime }, timeZone));
}

/**
 * The 1-second timer: a departure in the past moves to now and the return stays 2 hours later.
 * Returns the same object when nothing moved, so stores do not notify; the timer never clears results by itself.
 */
export function tickForm(form: TripForm, timeZone: string, nowMs: number = Date.now()): TripForm {
  const now = currentMinute(timeZone, nowMs);
  const current = parseIsoInZone(form.dateTime, timeZone);
  let next = form;
  if (!current || Temporal.ZonedDateTime.compare(current, now) < 0) next = { ...form, dateTime: toIsoOffset(now) };
  next = keepReturnAfter(next, timeZone);
  return next.dateTime === form.dateTime && next.returnDateTime === form.returnDateTime ? form : next;
}

/** Shift the departure (earlier / later buttons) by a number of minutes. */
export function shiftDateTime(form: TripForm, minutes: number, timeZone: string): FormChange {
  const current = parseIsoInZone(form.dateTime, timeZone);
  if (!current) return { form, clearsResults: false };
  return setDateTime(form, toIsoOffset(current.add({ minutes })), timeZone);
}

export interface PlaceErrors {
  /** Departure equals arrival. */
  sameFromTo: boolean;
  /** Via equals departure or arrival. */
  viaEqualsEnd: boolean;
}

export function placeErrors(form: TripForm): PlaceErrors {
  return {
    sameFromTo: samePlace(form.from, form.to),
    viaEqualsEnd: !!form.via && (samePlace(form.via, form.from) || samePlace(form.via, form.to)),
  };
}

/** Inputs are empty when either place is missing (spec section 4). */
export function inputsEmpty(form: TripForm): boolean {
  return !form.from || !form.to;
}

/** Why a form cannot search (its message key under tripPlanner.errors), null when it can. */
export function searchBlocker(form: TripForm): keyof PlaceErrors | 'missingPlaces' | null {
  if (inputsEmpty(form)) return 'missingPlaces';
  const errors = placeErrors(form);
  return errors.sameFromTo ? 'sameFromTo' : errors.viaEqualsEnd ? 'viaEqualsEnd' : null;
}

/** A search runs only with both places set and no place error (spec section 5). */
export function canSearch(form: TripForm): boolean {
  const errors = placeErrors(form);
  return !inputsEmpty(form) && !errors.sameFromTo && !errors.viaEqualsEnd;
}
