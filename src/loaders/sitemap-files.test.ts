import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sitemapFiles, sitemapXml, type SitemapPage } from '../domain/sitemap.ts';
import { MAX_KEPT_FILES, sitemapFileBytes } from './sitemap-files.ts';

const pages: SitemapPage[] = Array.from({ length: 2000 }, (_, i) => (lang) => `/${lang}/proximity/stopArea/bus:${i}`);
const [french] = sitemapFiles(pages.length);

describe('sitemap parts (session 7 audit: rebuilt and sent uncompressed on every request)', () => {
  it('are built once per pages list and origin, with gzip and brotli forms of the same XML', async () => {
    const first = await sitemapFileBytes('https://transit.example', french, pages);
    expect(await sitemapFileBytes('https://transit.example', french, pages)).toBe(first);
    const xml = sitemapXml('https://transit.example', french.lang, pages, french.part);
    expect(first.xml.toString()).toBe(xml);
    expect(gunzipSync(first.gzip).toString()).toBe(xml);
    expect(brotliDecompressSync(first.br).toString()).toBe(xml);
    expect(first.br.length).toBeLessThan(xml.length / 10);
    // A new pages list (the network was reloaded) builds again.
    expect(await sitemapFileBytes('https://transit.example', french, [...pages])).not.toBe(first);
  });

  it('keep a bounded number of parts however many Host headers name an allowed origin', async () => {
    const list = pages.slice(0, 10);
    const first = await sitemapFileBytes('http://localhost:1', french, list);
    for (let port = 2; port <= MAX_KEPT_FILES + 1; port++)
      await sitemapFileBytes(`http://localhost:${port}`, french, list);
    // The oldest was let go: asking again builds it anew.
    expect(await sitemapFileBytes('http://localhost:1', french, list)).not.toBe(first);
    expect(await sitemapFileBytes(`http://localhost:${MAX_KEPT_FILES + 1}`, french, list)).toBe(
      await sitemapFileBytes(`http://localhost:${MAX_KEPT_FILES + 1}`, french, list),
    );
  });
});
