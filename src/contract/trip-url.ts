/**
 * The preferences that change a trip search's answers, as short query parameters of the trip-planner pages, so a
 * shared link shows its recipient the same journeys: ws walking speed, wd maximum walking distance, ft fewer transfers,
 * wc wheelchair (step-free). Excluded modes stay in `m`. A value outside these is ignored (the default applies).
 * Plain constants, no zod: the browser bundle reads them too, and zod's eval probe trips the page's CSP.
 */
export const TRIP_URL_OPTION_PARAMS = {
  walkingSpeed: 'ws',
  maxWalkingDistance: 'wd',
  fewerTransfers: 'ft',
  wheelchair: 'wc',
} as const;

/** Accepted values per parameter; the flags take '1' only. */
export const TRIP_URL_OPTION_VALUES = {
  ws: ['SLOW', 'NORMAL', 'FAST'],
  wd: ['SHORT', 'MEDIUM', 'LONG'],
  ft: ['1'],
  wc: ['1'],
} as const;

/**
 * The planner's own choices for the two criteria (its preferences template,
 * src/server/routing/trip-planner/preferences-template.ts). The trip form drawn without its island sends every select's
 * value; these need not travel, so its links stay as short as the island's (which writes only the choices that differ
 * from the template).
 */
export const TRIP_URL_OPTION_DEFAULTS: Partial<Record<keyof typeof TRIP_URL_OPTION_VALUES, string>> = {
  ws: 'NORMAL',
  wd: 'MEDIUM',
};
