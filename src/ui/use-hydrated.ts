import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and during hydration, true from the render after it (and on a plain client render).
 * Server-rendered controls whose handlers only exist once the island runs use it to stay disabled until then,
 * so an early click is refused visibly instead of silently doing nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
