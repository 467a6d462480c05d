import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sitemapXml, type SitemapFile, type SitemapPage } from '../domain/sitemap.ts';

/**
 * A sitemap part's bytes, built once per list of pages and public origin, with its gzip and brotli forms. A part is
 * ~7.5 MB of XML for the NYC network: built per request it held the main thread ~40 ms and sent 7.5 MB uncompressed
 * (application/xml is not in the compression middleware's types) — a small request with a big, slow answer that anyone
 * could repeat (session 7 audit). Now it is built on the first request and kept until the pages list is refreshed.
 */
export interface SitemapFileBytes {
  xml: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Kept per pages list (a new list every few minutes lets the old entries go) and bounded per list: the origin comes
 * from the Host header among the allowed ones (any port of a loopback host is allowed, so there can be many).
 */
export const MAX_KEPT_FILES = 16;
const kept = new WeakMap<SitemapPage[], Map<string, Promise<SitemapFileBytes>>>();

async function build(origin: string, file: SitemapFile, pages: SitemapPage[]): Promise<SitemapFileBytes> {
  const xml = Buffer.from(sitemapXml(origin, file.lang, pages, file.part));
  // Compressed off the main thread (zlib's thread pool); brotli at a middle quality, as the compression middleware.
  const [gz, br] = await Promise.all([
    gzipAsync(xml),
    brotliAsync(xml, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  return { xml, gzip: gz, br };
}

export function sitemapFileBytes(origin: string, file: SitemapFile, pages: SitemapPage[]): Promise<SitemapFileBytes> {
  let files = kept.get(pages);
  if (!files) kept.set(pages, (files = new Map()));
  const key = `${origin}|${file.path}`;
  let bytes = files.get(key);
  if (!bytes) {
    if (files.size >= MAX_KEPT_FILES) files.delete(files.keys().next().value!);
    bytes = build(origin, file, pages);
    files.set(key, bytes);
    bytes.catch(() => files.delete(key));
  }
  return bytes;
}
