/**
 * Query parameter of the page a visitor is sent to when the journey a link named no longer exists (a roadmap or
 * summary whose journey code no longer rebuilds): that page says so instead of changing screen without a word.
 */
export const JOURNEY_UNAVAILABLE_PARAM = 'unavailable';
