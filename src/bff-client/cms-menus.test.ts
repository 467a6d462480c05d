import { describe, expect, it, vi } from 'vitest';
import { cmsMenuSlug, createCmsMenuCache, decodeEntities, withoutShortcodes, type MenuSource } from './cms-menus.ts';

const wpMenu = (title: string) => ({
  slug: 'x',
  items: [
    {
      ID: 1,
      title,
      url: '/a',
      type_label: 'Custom Link',
      child_items: [
        {
          ID: 2,
          title: 'Level 2',
          url: '/b',
          type_label: 'Page',
          child_items: [
            {
              ID: 3,
              title: 'Level 3',
              url: '/c',
              type_label: 'Page',
              child_items: [{ ID: 4, title: 'Level 4', url: '/d', type_label: 'Page' }],
            },
          ],
        },
        { ID: 5, title: '[cart]', url: '#', type_label: 'Shortcode' },
      ],
    },
  ],
});

describe('CMS menus', () => {
  it('names menus with a locale suffix except in French', () => {
    expect(cmsMenuSlug('header', 'fr')).toBe('menu-primaire-header');
    expect(cmsMenuSlug('footer', 'de')).toBe('menu-secondaire-footer-de');
  });

  it('decodes the entities WordPress puts in titles', () => {
    expect(decodeEntities('Tarifs &amp; titres &#8211; d&#039;abord &#x2192;')).toBe("Tarifs & titres – d'abord →");
  });

  it('keeps three levels and drops Shortcode items for the header', async () => {
    const cache = createCmsMenuCache({ source: async () => wpMenu('Top') });
    const items = await cache.get('header', 'fr');
    expect(items[0].children[0].children[0].title).toBe('Level 3');
    expect(items[0].children[0].children[0].children).toEqual([]);
    expect(withoutShortcodes(items)[0].children.map((c) => c.title)).toEqual(['Level 2']);
  });

  it('serves a stale copy while refreshing once, then the new copy', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createCmsMenuCache({ source: async () => wpMenu(`v${++calls}`), freshMs: 1000, now: () => clock });
    expect((await cache.get('header', 'en'))[0].title).toBe('v1');
    clock = 5000;
    const [a, b] = await Promise.all([cache.get('header', 'en'), cache.get('header', 'en')]);
    expect([a[0].title, b[0].title]).toEqual(['v1', 'v1']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
    expect((await cache.get('header', 'en'))[0].title).toBe('v2');
  });

  it('keeps the last good copy when WordPress fails, and is empty when it never answered', async () => {
    let clock = 0;
    let failing = false;
    const errors: string[] = [];
    const cache = createCmsMenuCache({
      source: async (slug) => {
        if (failing || slug.endsWith('-it')) throw new Error('502');
        return wpMenu('good');
      },
      freshMs: 10,
      now: () => clock,
      onError: (_error, slug) => errors.push(slug),
    });
    await cache.get('footer', 'fr');
    failing = true;
    clock = 100;
    await cache.get('footer', 'fr');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get('footer', 'fr'))[0].title).toBe('good');
    expect(await cache.get('footer', 'it')).toEqual([]);
    expect(errors).toContain('menu-secondaire-footer-it');
  });

  it('is empty without any CMS, and refuses a body that is not a menu', async () => {
    expect(await createCmsMenuCache({ source: null }).get('header', 'fr')).toEqual([]);
    const cache = createCmsMenuCache({ source: async () => ({ items: [{ nope: true }] }), onError: () => {} });
    expect(await cache.get('header', 'fr')).toEqual([]);
  });
});

describe('CMS menus over HTTP (cmsURL pointing at a WordPress-shaped server)', () => {
  it('reads the embedded CMS served on its own exactly as it would read WordPress', async () => {
    const { serve } = await import('@hono/node-server');
    const { createApp } = await import('../server/http/app.ts');
    const { openSqliteStore } = await import('../server/store/sqlite-store.ts');
    const { defaultMenuSource } = await import('./cms-menus.ts');
    const app = createApp({ store: openSqliteStore(':memory:') });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      const cache = createCmsMenuCache({ source: defaultMenuSource(`http://127.0.0.1:${port}`) });
      const header = await cache.get('header', 'es');
      expect(header[0].title).toBe('Desplazarse');
      expect(header[0].children.length).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  });
});

describe('CMS menu cache against a real WordPress-shaped server', () => {
  const menuBody = JSON.stringify({ items: [{ ID: 1, title: 'Fares', url: '/fr/fares', type_label: 'Page' }] });

  it('asks WordPress once per slug and TTL however many pages ask, and remembers a failure briefly', async () => {
    const { startTestUpstream } = await import('../test-support/misbehaving-upstream.ts');
    const { defaultMenuSource } = await import('./cms-menus.ts');
    const wordpress = await startTestUpstream();
    let failing = false;
    wordpress.override('/wp-json/', (_request, response) => {
      response.writeHead(failing ? 500 : 200, { 'Content-Type': failing ? 'text/html' : 'application/json' });
      response.end(failing ? '<html>500</html>' : menuBody);
    });
    try {
      let clock = 0;
      const cache = createCmsMenuCache({
        source: defaultMenuSource(wordpress.url),
        freshMs: 1000,
        failureMemoryMs: 100,
        now: () => clock,
        onError: () => {},
      });
      const pages = await Promise.all(Array.from({ length: 20 }, () => cache.get('header', 'fr')));
      expect(pages.every((items) => items[0]?.title === 'Fares')).toBe(true);
      expect(wordpress.hits('/wp-json/menus/v1/menus/menu-primaire-header')).toBe(1);

      clock = 2000; // stale: one background refresh for all the pages that ask now
      failing = true;
      await Promise.all(Array.from({ length: 20 }, () => cache.get('header', 'fr')));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(wordpress.hits('/wp-json/menus/v1/menus/menu-primaire-header')).toBe(2);
      // The refresh failed: pages keep the last copy and WordPress is left alone while the failure is remembered.
      expect((await cache.get('header', 'fr'))[0].title).toBe('Fares');
      expect(wordpress.hits('/wp-json/menus/v1/menus/menu-primaire-header')).toBe(2);

      // A slug that never answered: empty at once while its failure is remembered, asked again afterwards.
      expect(await cache.get('footer', 'de')).toEqual([]);
      expect(await cache.get('footer', 'de')).toEqual([]);
      expect(wordpress.hits('/wp-json/menus/v1/menus/menu-secondaire-footer-de')).toBe(1);
      clock = 2200;
      failing = false;
      expect((await cache.get('footer', 'de'))[0].title).toBe('Fares');
      expect(wordpress.hits('/wp-json/menus/v1/menus/menu-secondaire-footer-de')).toBe(2);
    } finally {
      await wordpress.close();
    }
  });

  it('gives a page an empty menu at its deadline when WordPress hangs on a cold cache', async () => {
    const { startTestUpstream } = await import('../test-support/misbehaving-upstream.ts');
    const { deadlineIn } = await import('../upstream/deadline.ts');
    const wordpress = await startTestUpstream();
    try {
      const source: MenuSource = async (slug) =>
        (await fetch(`${wordpress.url}/hang/${slug}`, { signal: AbortSignal.timeout(5000) })).json();
      const cache = createCmsMenuCache({ source, onError: () => {} });
      expect(await cache.get('header', 'it', deadlineIn(100))).toEqual([]);
      // The call was made (a busy machine may take longer than the deadline to put it on the wire).
      await vi.waitFor(() => expect(wordpress.hits('/hang/')).toBe(1));
    } finally {
      await wordpress.close();
    }
  });
});
