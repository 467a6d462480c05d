/**
 * The site's service worker (bundled by ./service-worker-build.ts, precache list injected by workbox-build).
 * - Build assets and the offline pages: precached, served from the cache (their names change with their content).
 * - Stop pages, line timetables, roadmaps: network first, the stored copy when the network fails or hangs; stored
 *   copies are bounded in bytes and age (oldest first out) and served marked with the time they were saved.
 * - Any other page: network only; offline, the site's offline page in the address's language.
 * - Nothing else (the /bff API, form posts, account pages) goes through a cache; writes are never queued or replayed.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import {
  copiesOverBudget,
  isStorablePage,
  KEPT_PAGES_CACHE,
  KEPT_PAGES_MAX_AGE_S,
  KEPT_PAGES_MAX_BYTES,
  languageOfPath,
  markSavedCopy,
  NETWORK_TIMEOUT_S,
  offlinePageKind,
  offlinePagePath,
  SAVED_AT_HEADER,
  STORED_BYTES_HEADER,
  type StoredCopy,
  VISITED_PAGES_CACHE,
  VISITED_PAGES_MAX_AGE_S,
  VISITED_PAGES_MAX_BYTES,
} from '../domain/offline-pages.ts';
import { OFFLINE_MESSAGES, type OfflineMessage } from './messages.ts';

interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageLike) => void): void;
}
interface MessageLike {
  data: unknown;
  waitUntil(promise: Promise<unknown>): void;
  ports: readonly MessagePort[];
}

const scope = self as unknown as WorkerScope;
const origin = scope.location.origin;

// Written out as `self.__WB_MANIFEST`: workbox-build replaces exactly that text with the precache list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open pages at once (the pages' next navigations are kept); a new deployment's worker
// waits for the visitor's reload (worker-registration.ts), so this only ever claims pages no worker controlled.
clientsClaim();

/**
 * The copy of a page to store, stamped with the time it was saved and its size; null for answers that must not be
 * stored.
 */
async function savedCopy(response: Response): Promise<Response | null> {
  if (!isStorablePage(response)) return null;
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  headers.set(STORED_BYTES_HEADER, String(body.size));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

const storeSavedCopies: WorkboxPlugin = { cacheWillUpdate: ({ response }) => savedCopy(response) };

/** Drops the oldest copies of a cache until the others fit in its bound (Workbox's expiration counts entries only). */
async function keepWithinBytes(cacheName: string, maxBytes: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const copies: StoredCopy[] = [];
  for (const request of await cache.keys()) {
    const copy = await cache.match(request, { ignoreVary: true });
    if (!copy) continue;
    const bytes = Number(copy.headers.get(STORED_BYTES_HEADER)) || (await copy.blob()).size;
    const savedAt = Date.parse(copy.headers.get(SAVED_AT_HEADER) ?? '') || 0;
    copies.push({ url: request.url, bytes, savedAt });
  }
  await Promise.all(copiesOverBudget(copies, maxBytes).map((url) => cache.delete(url, { ignoreVary: true })));
}

const visitedWithinBytes: WorkboxPlugin = {
  cacheDidUpdate: () => keepWithinBytes(VISITED_PAGES_CACHE, VISITED_PAGES_MAX_BYTES),
};

/** A stored copy goes out marked: the page then says it is a saved copy and shows no live figures. */
const serveMarkedCopies: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markedCopy(cachedResponse) : null),
};

async function markedCopy(stored: Response): Promise<Response> {
  const savedAt = stored.headers.get(SAVED_AT_HEADER) ?? new Date(0).toISOString();
  const headers = new Headers(stored.headers);
  headers.delete('content-length');
  return new Response(markSavedCopy(await stored.text(), savedAt), { status: 200, headers });
}

const visitedPages = new NetworkFirst({
  cacheName: VISITED_PAGES_CACHE,
  // Copies are stored without the request's cookies: a page's `Vary: Cookie` must not hide them.
  matchOptions: { ignoreVary: true },
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [
    storeSavedCopies,
    serveMarkedCopies,
    new ExpirationPlugin({ maxAgeSeconds: VISITED_PAGES_MAX_AGE_S, purgeOnQuotaError: true }),
    visitedWithinBytes,
  ],
});
const keptExpiration = new CacheExpiration(KEPT_PAGES_CACHE, { maxAgeSeconds: KEPT_PAGES_MAX_AGE_S });

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && offlinePageKind(url, origin) !== null,
  visitedPages,
  'GET',
);
// Every other page: through the network only, so that offline the catch handler answers with the offline page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === origin && !url.pathname.startsWith('/bff/'),
  new NetworkOnly(),
  'GET',
);

setCatchHandler(async ({ request, url }) => {
  if (request.destination !== 'document') return Response.error();
  // A kept roadmap the visited pages' turnover already dropped.
  const kept = await caches.open(KEPT_PAGES_CACHE).then((cache) => cache.match(request, { ignoreVary: true }));
  if (kept) return markedCopy(kept);
  const offline = await matchPrecache(offlinePagePath(languageOfPath(url.pathname)));
  return offline ?? Response.error();
});

/** A page fetched and stored as the visited ones are (a favourite's stop or line page), with the same bounds. */
async function storeVisited(address: string, event: MessageLike): Promise<boolean> {
  const url = new URL(address, origin);
  if (offlinePageKind(url, origin) === null) return false;
  const request = new Request(url.href, { credentials: 'same-origin' });
  const response = await visitedPages.handle({ request, event: event as never });
  return isStorablePage(response);
}

/**
 * Stores a page the traveller asked to keep (the roadmap's "Keep offline"): the copy its visit just stored, else the
 * page fetched again. Kept pages have their own bound, apart from the visited pages' turnover.
 */
async function keepPage(address: string): Promise<boolean> {
  const url = new URL(address, origin);
  if (offlinePageKind(url, origin) === null) return false;
  let copy = await caches.open(VISITED_PAGES_CACHE).then((cache) => cache.match(url.href, { ignoreVary: true }));
  if (!copy) {
    const stored = await savedCopy(await fetch(url.href, { credentials: 'same-origin' }));
    if (!stored) return false;
    copy = stored;
  }
  await (await caches.open(KEPT_PAGES_CACHE)).put(url.href, copy);
  await keptExpiration.updateTimestamp(url.href);
  await keptExpiration.expireEntries();
  await keepWithinBytes(KEPT_PAGES_CACHE, KEPT_PAGES_MAX_BYTES);
  return true;
}

scope.addEventListener('message', (event) => {
  const message = event.data as OfflineMessage | null;
  const reply = (value: unknown) => event.ports[0]?.postMessage(value);
  if (message?.type === OFFLINE_MESSAGES.skipWaiting) {
    event.waitUntil(scope.skipWaiting());
  } else if (message?.type === OFFLINE_MESSAGES.keep && typeof message.url === 'string') {
    event.waitUntil(keepPage(message.url).then(reply, () => reply(false)));
  } else if (message?.type === OFFLINE_MESSAGES.store && typeof message.url === 'string') {
    event.waitUntil(storeVisited(message.url, event).then(reply, () => reply(false)));
  }
});
