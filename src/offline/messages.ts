/** What the pages ask the service worker (workbox-window's messageSW), shared by both sides. */
export const OFFLINE_MESSAGES = {
  /** A new deployment's worker takes over (the visitor chose to reload). */
  skipWaiting: 'SKIP_WAITING',
  /** Store this page among the kept ones; answers true when stored. */
  keep: 'OFFLINE_KEEP',
  /** Store this page among the visited ones (a favourite's stop or line); answers true when stored. */
  store: 'OFFLINE_STORE',
} as const;

export type OfflineMessage =
  | { type: typeof OFFLINE_MESSAGES.skipWaiting }
  | { type: typeof OFFLINE_MESSAGES.keep; url: string }
  | { type: typeof OFFLINE_MESSAGES.store; url: string };
