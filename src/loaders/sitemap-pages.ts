import { LineListResponse } from '../contract/lines.ts';
import { localizedPath } from '../domain/route-table.ts';
import type { SitemapPage } from '../domain/sitemap.ts';
import { stopPagePath } from '../domain/stop-page.ts';
import { ssrBff } from '../bff-client/ssr-bff.ts';
import { listStopPages } from '../bff-client/stop-pages.ts';

/**
 * Every page the sitemaps list, built from the loaded network through the BFF contract: the home page, the schedules
 * landing, one page per line and one per stop area. Kept for a few minutes (the network changes only on restart, and a
 * crawler fetches the index and its files in a burst); a failed load is not kept.
 */
const KEEP_MS = 10 * 60_000;
let cached: { at: number; pages: Promise<SitemapPage[] | null> } | null = null;

async function loadPages(): Promise<SitemapPage[] | null> {
  const lines = await ssrBff().request('/api/v1/lines', LineListResponse, { timeoutMs: 10_000 });
  if (!lines.ok) return null;
  const pages: SitemapPage[] = [(lang) => localizedPath(lang, 'index'), (lang) => localizedPath(lang, 'schedules')];
  for (const group of lines.data.groups)
    for (const line of group.lines) pages.push((lang) => localizedPath(lang, 'schedules-line-id', { id: line.id }));
  // Stop pages are optional in a sitemap: a failed list still publishes the line pages.
  const stops = await listStopPages().catch(() => []);
  for (const stop of stops) pages.push((lang) => stopPagePath(lang, stop.type, stop.id));
  return pages;
}

export function sitemapPages(now = Date.now()): Promise<SitemapPage[] | null> {
  if (!cached || now - cached.at > KEEP_MS) {
    const pages = loadPages();
    cached = { at: now, pages };
    void pages.then((result) => {
      if (result === null) cached = null;
    });
  }
  return cached.pages;
}
