import { atom } from 'nanostores';

/**
 * Whether the results on screen still match the form. Form changes (places, type, dates) bump the revision so
 * results stores drop what they hold (spec section 4: changing places, type or dates clears existing results).
 */
export const $tripResultsRevision = atom(0);

export function invalidateTripResults(): void {
  $tripResultsRevision.set($tripResultsRevision.get() + 1);
}
