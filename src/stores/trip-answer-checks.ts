import { isObject, outline } from '../bff-client/answer-outline.ts';

/**
 * Light checks of the BFF's answers for the browser's trip-planner calls. The backend already answers through the zod
 * contract (src/contract), so the browser only checks the outline of what it reads; this keeps zod (~27 kB gzipped)
 * out of the home and results pages. Types still come from the contract.
 */
export { outline };

const isCoordinate = (value: unknown) =>
  (typeof value === 'number' || typeof value === 'string') && Number.isFinite(Number(value));

export const isPlace = (value: unknown) =>
  isObject(value) && typeof value.id === 'string' && isCoordinate(value.lat) && isCoordinate(value.lon);

/** A places answer is a list, or a list under `places` (both shapes are seen behind operators' BFFs). */
export const isPlaceList = (value: unknown) =>
  (Array.isArray(value) && value.every(isPlace)) ||
  (isObject(value) && Array.isArray(value.places) && value.places.every(isPlace));

export const isReverseGeocode = (value: unknown) =>
  isObject(value) && typeof value.name === 'string' && isCoordinate(value.lat) && isCoordinate(value.lon);

const isJourney = (value: unknown) =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.journeySummaryCode === 'string' &&
  typeof value.departureDateTime === 'string' &&
  typeof value.arrivalDateTime === 'string' &&
  Array.isArray(value.sections);

export const isSearchResponse = (value: unknown) =>
  isObject(value) &&
  Array.isArray(value.groups) &&
  value.groups.every(
    (group) =>
      isObject(group) &&
      typeof group.key === 'string' &&
      Array.isArray(group.journeys) &&
      group.journeys.every(isJourney),
  );

export const isPreferencesTemplate = (value: unknown) =>
  isObject(value) &&
  Array.isArray(value.sections) &&
  value.sections.every(
    (section) =>
      isObject(section) &&
      typeof section.sectionKey === 'string' &&
      Array.isArray(section.options) &&
      section.options.every(
        (option) => isObject(option) && typeof option.id === 'string' && typeof option.type === 'string',
      ),
  );
