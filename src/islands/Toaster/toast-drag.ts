/** Toasts (spec sections 2 and 9): bottom-center, 5000 ms, at most 20, dismissed by a drag over 60% of their width. */
export const TOAST_POSITION = 'bottom-center';
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 20;
export const TOAST_DRAG_DISMISS_FRACTION = 0.6;

/**
 * Whether a horizontal drag of `dragX` pixels on a toast `width` pixels wide dismisses it. Sonner 2's own swipe uses
 * a fixed 45 px threshold, so the toaster turns it off and applies this rule instead.
 */
export function dragDismisses(dragX: number, width: number): boolean {
  if (!(width > 0)) return false;
  return Math.abs(dragX) >= width * TOAST_DRAG_DISMISS_FRACTION;
}
