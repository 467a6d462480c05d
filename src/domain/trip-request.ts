import { TRANSIT_MODES, type TripRequest } from '../contract/trip-planner.ts';
import type { TripForm } from './trip-form.ts';
import type { TripPlace } from './trip-place.ts';
import { preferencesToRequest, type PreferencesTemplate } from './trip-preferences.ts';

type TransitMode = (typeof TRANSIT_MODES)[number];
const isTransitMode = (mode: string): mode is TransitMode => (TRANSIT_MODES as readonly string[]).includes(mode);

const placeId = (place: TripPlace) => place.id;

/** The search body (spec section 3 "Trip request") for the outbound of the form. */
export function tripRequestFromForm(form: TripForm, preferences: PreferencesTemplate | null): TripRequest {
  if (!form.from || !form.to) throw new Error('A trip search needs both places');
  const fromPreferences = preferences ? preferencesToRequest(preferences) : { itineraryOptions: {}, excludedModes: [] };
  const itineraryOptions = { ...form.options, ...fromPreferences.itineraryOptions };
  const excludedModes = [...new Set([...form.excludedModes, ...fromPreferences.excludedModes])]
    .filter(isTransitMode)
    .sort();
  const via =
    form.viaEnabled && form.via
      ? [{ id: placeId(form.via), value: form.via.name, lat: form.via.lat, lon: form.via.lon }]
      : undefined;
  return {
    fromId: placeId(form.from),
    fromValue: form.from.name,
    fromLat: form.from.lat,
    fromLon: form.from.lon,
    toId: placeId(form.to),
    toValue: form.to.name,
    toLat: form.to.lat,
    toLon: form.to.lon,
    tripType: form.tripType === 'full' ? '1' : '0',
    ...(form.dateChoice === 'ARRIVAL' ? { arrivalDateTime: form.dateTime } : { departureDateTime: form.dateTime }),
    ...(form.tripType === 'full' ? { returnDateTime: form.returnDateTime } : {}),
    ...(via ? { via } : {}),
    ...(Object.keys(itineraryOptions).length ? { itineraryOptions } : {}),
    ...(excludedModes.length ? { excludedModes } : {}),
  };
}

/** The way back (spec section 3 "Return request"): from the chosen outbound, leaving at the return time. */
export function returnRequest(
  outbound: TripRequest,
  previousJourneySummaryCode: string,
  departureDateTime: string,
): TripRequest {
  return {
    fromId: outbound.toId,
    fromValue: outbound.toValue,
    fromLat: outbound.toLat,
    fromLon: outbound.toLon,
    toId: outbound.fromId,
    toValue: outbound.fromValue,
    toLat: outbound.fromLat,
    toLon: outbound.fromLon,
    tripType: '2',
    departureDateTime,
    previousJourneySummaryCode,
    ...(outbound.itineraryOptions ? { itineraryOptions: outbound.itineraryOptions } : {}),
    ...(outbound.excludedModes ? { excludedModes: outbound.excludedModes } : {}),
  };
}
