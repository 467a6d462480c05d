/**
 * Longest place search the API answers (GET /api/v1/places, /core/v3/places). The search boxes stop typing there: a
 * longer pasted text was refused with a 400 the box could only show as "Place search failed. Please try again.",
 * which no retry fixes.
 */
export const PLACE_QUERY_MAX_LENGTH = 200;
