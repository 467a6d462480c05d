/**
 * The event an island sends from its root element once it runs with its handlers: `client:intent`
 * (hydrate-on-intent.ts) waits for it before giving the island what the visitor did while it loaded.
 */
export const ISLAND_READY = 'island-ready';

/** Tells the `client:intent` directive around `node` that the island now runs. */
export function announceIslandReady(node: Element | null): void {
  node?.dispatchEvent(new Event(ISLAND_READY, { bubbles: true }));
}
