/** The offline page's list of the pages stored on this device, newest first, each a link to its saved copy. */
import {
  KEPT_PAGES_CACHE,
  OFFLINE_PAGE_CACHES,
  offlinePageKind,
  SAVED_AT_HEADER,
  savedAtLabel,
  storedPageTitle,
  type OfflinePageKind,
} from '../domain/offline-pages.ts';
import type { Lang } from '../i18n/langs.ts';

interface StoredPage {
  url: URL;
  kind: OfflinePageKind;
  title: string;
  savedAt: Date;
}

async function storedPages(): Promise<StoredPage[]> {
  const byAddress = new Map<string, StoredPage>();
  // Kept pages first: a page both kept and visited is listed once.
  for (const name of [KEPT_PAGES_CACHE, ...OFFLINE_PAGE_CACHES.filter((cache) => cache !== KEPT_PAGES_CACHE)]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const kind = offlinePageKind(url, location.origin);
      if (!kind || byAddress.has(url.href)) continue;
      const response = await cache.match(request, { ignoreVary: true });
      if (!response) continue;
      const savedAt = new Date(response.headers.get(SAVED_AT_HEADER) ?? 0);
      byAddress.set(url.href, { url, kind, title: storedPageTitle(await response.text()) ?? url.pathname, savedAt });
    }
  }
  return [...byAddress.values()].sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
}

export async function listOfflinePages(): Promise<void> {
  document.querySelector('[data-offline-retry]')?.addEventListener('click', () => location.reload());
  const section = document.querySelector<HTMLElement>('[data-offline-list]');
  const list = section?.querySelector<HTMLUListElement>('[data-offline-list-items]');
  const empty = section?.querySelector<HTMLElement>('[data-offline-list-empty]');
  if (!section || !list || !empty) return;
  const pages = typeof caches === 'undefined' ? [] : await storedPages().catch(() => []);
  const kinds = JSON.parse(section.dataset.kinds ?? '{}') as Record<OfflinePageKind, string>;
  const lang = document.documentElement.lang as Lang;
  const now = new Date();
  for (const page of pages) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `${page.url.pathname}${page.url.search}`;
    link.textContent = page.title;
    const detail = document.createElement('span');
    detail.className = 'offline-list__detail';
    detail.textContent = ` — ${kinds[page.kind]}, ${(section.dataset.savedAt ?? '').replace('{when}', savedAtLabel(page.savedAt, now, lang))}`;
    item.append(link, detail);
    list.append(item);
  }
  empty.hidden = pages.length > 0;
}
