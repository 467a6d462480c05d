import { atom, computed } from 'nanostores';
import {
  canSearch,
  initialForm,
  placeErrors,
  resetForm,
  setDateChoice,
  setDateTime,
  setPlace,
  setReturnDateTime,
  setTripType,
  setViaEnabled,
  shiftDateTime,
  swapPlaces,
  tickForm,
  type DateChoice,
  type FormChange,
  type PlaceRole,
  type TripForm,
  type TripType,
} from '../domain/trip-form.ts';
import type { TripPlace } from '../domain/trip-place.ts';
import { invalidateTripResults } from './trip-results-state.ts';

/**
 * The network's time zone: every time on the form is in it. The islands set it from their server props (the network
 * info) before the store is used; until then the browser's own zone is a placeholder, never a network's guess.
 */
export const $tripTimeZone = atom(Intl.DateTimeFormat().resolvedOptions().timeZone);
export const $tripForm = atom<TripForm>(initialForm($tripTimeZone.get()));
export const $tripPlaceErrors = computed($tripForm, placeErrors);
export const $tripCanSearch = computed($tripForm, canSearch);

function apply(change: FormChange): void {
  if (change.form === $tripForm.get()) return;
  $tripForm.set(change.form);
  if (change.clearsResults) invalidateTripResults();
}

/** Starts the form from server data (URL query or defaults) without touching results. */
export function initTripForm(form: TripForm, timeZone: string): void {
  $tripTimeZone.set(timeZone);
  $tripForm.set(form);
}

const tz = () => $tripTimeZone.get();
export const choosePlace = (role: PlaceRole, place: TripPlace | null) => apply(setPlace($tripForm.get(), role, place));
export const swapTripPlaces = () => apply(swapPlaces($tripForm.get()));
export const resetTripForm = () => apply(resetForm($tripForm.get(), tz()));
export const chooseTripType = (tripType: TripType) => apply(setTripType($tripForm.get(), tripType));
export const chooseVia = (enabled: boolean) => apply(setViaEnabled($tripForm.get(), enabled));
export const chooseDateChoice = (choice: DateChoice) => apply(setDateChoice($tripForm.get(), choice));
export const chooseDateTime = (iso: string) => apply(setDateTime($tripForm.get(), iso, tz()));
export const chooseReturnDateTime = (iso: string) => apply(setReturnDateTime($tripForm.get(), iso, tz()));
export const shiftTripDateTime = (minutes: number) => apply(shiftDateTime($tripForm.get(), minutes, tz()));
export const chooseExcludedModes = (excludedModes: string[]) =>
  apply({ form: { ...$tripForm.get(), excludedModes }, clearsResults: true });

/** Spec section 9: the 1-second timer. Returns its stop function. */
export function startTripFormTimer(now: () => number = Date.now, intervalMs = 1000): () => void {
  const timer = setInterval(() => {
    const current = $tripForm.get();
    const next = tickForm(current, tz(), now());
    if (next !== current) $tripForm.set(next);
  }, intervalMs);
  return () => clearInterval(timer);
}
