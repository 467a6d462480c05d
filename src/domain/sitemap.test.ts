import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapFiles, sitemapIndexXml, sitemapXml } from './sitemap.ts';

const line = (id: string) => (lang: string) => `/${lang}/schedules/line/${encodeURIComponent(id)}`;

describe('sitemaps', () => {
  it('makes one file per language, cut into parts past the URL limit', () => {
    expect(sitemapFiles(10).map((file) => file.path)).toEqual([
      '/sitemaps/fr-1.xml',
      '/sitemaps/en-1.xml',
      '/sitemaps/es-1.xml',
      '/sitemaps/it-1.xml',
      '/sitemaps/de-1.xml',
    ]);
    expect(
      sitemapFiles(7, 3)
        .filter((file) => file.lang === 'en')
        .map((file) => file.part),
    ).toEqual([1, 2, 3]);
  });

  it('indexes the files with absolute URLs', () => {
    const xml = sitemapIndexXml('https://example.org', sitemapFiles(1));
    expect(xml).toContain('<sitemap><loc>https://example.org/sitemaps/de-1.xml</loc></sitemap>');
    expect(xml.match(/<sitemap>/g)).toHaveLength(5);
  });

  it('lists a language part with the five alternates and x-default, escaped', () => {
    const pages = [line('subway:1'), line('bus:B6'), line('a&b')];
    const xml = sitemapXml('https://example.org', 'en', pages, 2, 2);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://example.org/en/schedules/line/a%26b</loc>');
    expect(xml.match(/<xhtml:link /g)).toHaveLength(6);
    expect(xml).toContain('hreflang="x-default" href="https://example.org/fr/schedules/line/a%26b"');
  });

  it('points robots at the index and keeps the API and accounts out', () => {
    const robots = robotsTxt('https://example.org');
    expect(robots).toContain('Sitemap: https://example.org/sitemap.xml');
    expect(robots).toContain('Disallow: /bff/');
    expect(robots).toContain('Disallow: /de/account/');
  });
});
