import { LANGS, DEFAULT_LANG, type Lang } from '../i18n/index.ts';

/**
 * Sitemaps (sitemaps.org protocol with hreflang alternates, as search engines document them). One sitemap per language
 * lists that language's pages, each with its five language versions and x-default; a language with more pages than
 * MAX_URLS_PER_FILE is cut into numbered parts. `/sitemap.xml` is the index of all of them. Pure: no I/O.
 */
export const MAX_URLS_PER_FILE = 45_000;

/** A page that exists in every language: its path without the language prefix builder. */
export type SitemapPage = (lang: Lang) => string;

export interface SitemapFile {
  lang: Lang;
  /** 1-based part number. */
  part: number;
  /** Path of the file, e.g. /sitemaps/en-1.xml. */
  path: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' } as Record<string, string>)[c]};`,
  );

export function sitemapFiles(pageCount: number, perFile = MAX_URLS_PER_FILE): SitemapFile[] {
  const parts = Math.max(1, Math.ceil(pageCount / perFile));
  return LANGS.flatMap((lang) =>
    Array.from({ length: parts }, (_, i) => ({ lang, part: i + 1, path: `/sitemaps/${lang}-${i + 1}.xml` })),
  );
}

export function sitemapIndexXml(origin: string, files: SitemapFile[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(origin + file.path)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

/** The `part`-th slice of `pages` in language `lang`, every URL with its alternates. */
export function sitemapXml(
  origin: string,
  lang: Lang,
  pages: SitemapPage[],
  part: number,
  perFile = MAX_URLS_PER_FILE,
): string {
  const slice = pages.slice((part - 1) * perFile, part * perFile);
  const urls = slice
    .map((page) => {
      const alternates = [
        ...LANGS.map((other) => [other, page(other)] as const),
        ['x-default', page(DEFAULT_LANG)] as const,
      ]
        .map(
          ([hreflang, path]) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(origin + page(lang))}</loc>${alternates}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled except the API and personal pages; the sitemap index is named. */
export function robotsTxt(origin: string): string {
  const personal = LANGS.map((lang) => `Disallow: /${lang}/account/`).join('\n');
  return `User-agent: *\nAllow: /\nDisallow: /bff/\n${personal}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
