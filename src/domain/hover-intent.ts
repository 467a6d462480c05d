/**
 * Hover intent of the CMS submenus (spec section 9: menu open delay 300 ms, close delay 250 ms), for pointer users
 * only: a mouse resting 300 ms on a menu opens it, leaving it for 250 ms closes it, and coming back in time keeps it.
 * Touch and pen pointers are ignored (their tap is a click, which toggles the menu as before).
 */
export const MENU_OPEN_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 250;

export interface HoverIntent {
  enter(pointerType: string): void;
  leave(pointerType: string): void;
  /** Forgets a pending open or close (the menu was toggled by click or keyboard meanwhile). */
  cancel(): void;
}

interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as number),
};

export function hoverIntent(actions: { open(): void; close(): void }, timers: Timers = browserTimers): HoverIntent {
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clear(pending);
    pending = null;
  };
  const after = (ms: number, action: () => void) => {
    cancel();
    pending = timers.set(() => {
      pending = null;
      action();
    }, ms);
  };
  return {
    enter: (pointerType) => pointerType === 'mouse' && after(MENU_OPEN_DELAY_MS, actions.open),
    leave: (pointerType) => pointerType === 'mouse' && after(MENU_CLOSE_DELAY_MS, actions.close),
    cancel,
  };
}
