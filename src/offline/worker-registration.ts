/**
 * The service worker's registration (workbox-window): a new deployment's worker waits until the visitor accepts the
 * reload the page offers, so open pages never run on a mix of old and new code; the roadmap's "Keep offline" button;
 * the favourites page's stops and lines stored for reading offline.
 */
import { messageSW, Workbox } from 'workbox-window';
import { offlinePageKind } from '../domain/offline-pages.ts';
import { trustedServiceWorkerUrl } from '../lib/trusted-types.ts';
import { OFFLINE_MESSAGES } from './messages.ts';

export const SERVICE_WORKER_PATH = '/sw.js';
/** Favourites stored at most per visit of the favourites page (each is one page request). */
const FAVOURITES_STORED_MAX = 12;

function offerReload(workbox: Workbox): void {
  const prompt = document.querySelector<HTMLElement>('[data-offline-update]');
  const button = prompt?.querySelector<HTMLButtonElement>('button');
  if (!prompt || !button) return;
  prompt.hidden = false;
  button.addEventListener(
    'click',
    () => {
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    },
    { once: true },
  );
}

function enableKeepButton(worker: ServiceWorker): void {
  const keep = document.querySelector<HTMLElement>('[data-offline-keep]');
  const button = keep?.querySelector<HTMLButtonElement>('button');
  const status = keep?.querySelector<HTMLElement>('[data-offline-keep-status]');
  if (!keep || !button || !status) return;
  keep.hidden = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    const kept = await messageSW(worker, { type: OFFLINE_MESSAGES.keep, url: location.href })
      .then((answer) => answer === true)
      .catch(() => false);
    status.textContent = (kept ? status.dataset.kept : status.dataset.failed) ?? '';
    button.disabled = kept;
  });
}

/** The favourites list (an island) links each favourite's stop or line page: those pages are stored as visited. */
function storeFavouritePages(worker: ServiceWorker): void {
  if (document.documentElement.dataset.route !== 'account-favorites') return;
  const main = document.querySelector('main') ?? document.body;
  const stored = new Set<string>();
  const storeLinks = () => {
    for (const link of main.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const url = new URL(link.href, location.href);
      if (stored.size >= FAVOURITES_STORED_MAX || stored.has(url.href)) continue;
      if (offlinePageKind(url, location.origin) === 'roadmap' || offlinePageKind(url, location.origin) === null)
        continue;
      stored.add(url.href);
      void messageSW(worker, { type: OFFLINE_MESSAGES.store, url: url.href }).catch(() => undefined);
    }
  };
  storeLinks();
  const observer = new MutationObserver(storeLinks);
  observer.observe(main, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), 30_000);
}

export async function registerWorker(): Promise<void> {
  // A page loaded without the worker (the first visit, while the worker installs) is stored once the worker runs.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const firstVisit = (navigation?.workerStart ?? 0) === 0;
  const workbox = new Workbox(trustedServiceWorkerUrl(SERVICE_WORKER_PATH, SERVICE_WORKER_PATH));
  workbox.addEventListener('waiting', () => offerReload(workbox));
  try {
    await workbox.register();
  } catch {
    return;
  }
  // The running worker (this page's registration may be of an update still waiting for the visitor's reload).
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  if (firstVisit && offlinePageKind(new URL(location.href), location.origin) !== null)
    void messageSW(worker, { type: OFFLINE_MESSAGES.store, url: location.href }).catch(() => undefined);
  enableKeepButton(worker);
  storeFavouritePages(worker);
}
