import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The site's `/bff` API answered by the front door without Astro's pipeline (static-file lookup, middleware chain,
 * route matching): the cheap calls (network, place search) and the journey searches a saturated planner brings by
 * the hundred cost the main thread several times less, and a client past its rate limit is refused before anything
 * is built. The answering function lives in the site's bundle (src/gateway/bff-shortcut.ts, which has the one backend
 * of the process) and is published here, on globalThis under a registered symbol: the front door and the bundle each
 * have their own copy of this module. Until the bundle has loaded it (the first request through Astro), and for
 * calls it declines (connected mode), requests go through Astro as before.
 */
export type ApiShortcut = (req: IncomingMessage & { body?: unknown }, res: ServerResponse) => Promise<boolean>;

const KEY = Symbol.for('transit-site.api-shortcut');
const registry = globalThis as typeof globalThis & { [KEY]?: ApiShortcut };

export function publishApiShortcut(shortcut: ApiShortcut | undefined): void {
  registry[KEY] = shortcut;
}

/** Answers the request through the shortcut (true), or leaves it to Astro (false). */
export function answerByShortcut(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const shortcut = registry[KEY];
  return shortcut ? shortcut(req, res) : Promise.resolve(false);
}
