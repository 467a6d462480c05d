import { describe, expect, it } from 'vitest';
import { storeEngines, storeTestApp } from '../../test-support/store-test-kit.ts';
import { createApp } from './app.ts';
import { openTestStoreWithSql } from '../../test-support/test-stores.ts';
import { BannersResponse, BANNER_PICTOS } from '../../contract/banners.ts';
import { WpMenu, type WpMenuItem } from '../../contract/cms.ts';

/** The repository suite runs on both engines (SQLite alone, with a warning, where PostgreSQL is not installed). */
const ENGINES = await storeEngines();

describe.each(ENGINES)('banners service (%s)', (engine) => {
  it('answers the enabled banners in the caller’s language with the spec pictos', async () => {
    const { app } = await storeTestApp(engine);
    const fr = BannersResponse.parse(await (await app.request('/core/v1/banners')).json());
    const en = BannersResponse.parse(
      await (await app.request('/core/v1/banners', { headers: { 'Accept-Language': 'en-GB' } })).json(),
    );
    expect(fr.banners.length).toBeGreaterThanOrEqual(3);
    expect(en.banners.map((b) => b.id)).toEqual(fr.banners.map((b) => b.id));
    expect(en.banners[0].title).not.toBe(fr.banners[0].title);
    for (const banner of fr.banners) expect(BANNER_PICTOS).toContain(banner.picto);
    expect(fr.banners.some((b) => b.buttonText && b.link)).toBe(true);
    expect(fr.banners.some((b) => !b.buttonText)).toBe(true);
  });

  it('reads the editable banners table: a disabled row leaves the answer', async () => {
    const { store, exec } = await openTestStoreWithSql(engine);
    const app = createApp({ store });
    await exec("UPDATE banners SET enabled = 0 WHERE id = 'winter-weather'");
    const { banners } = BannersResponse.parse(await (await app.request('/core/v1/banners')).json());
    expect(banners.map((b) => b.id)).not.toContain('winter-weather');
    expect(banners.length).toBeGreaterThan(0);
  });
});

function depth(items: WpMenuItem[]): number {
  return items.length ? 1 + Math.max(...items.map((i) => depth(i.child_items ?? []))) : 0;
}

describe.each(ENGINES)('CMS menus (WordPress menus/v1 shape) (%s)', (engine) => {
  it('serves the French header menu without a suffix, three levels deep, with a Shortcode item', async () => {
    const { app } = await storeTestApp(engine);
    const response = await app.request('/wp-json/menus/v1/menus/menu-primaire-header');
    expect(response.status).toBe(200);
    const menu = WpMenu.parse(await response.json());
    expect(menu).toMatchObject({ slug: 'menu-primaire-header', taxonomy: 'nav_menu' });
    expect(depth(menu.items)).toBe(3);
    const all = (items: WpMenuItem[]): WpMenuItem[] => items.flatMap((i) => [i, ...all(i.child_items ?? [])]);
    expect(all(menu.items).some((i) => i.type_label === 'Shortcode')).toBe(true);
    expect(menu.items[0]).toMatchObject({ title: 'Se déplacer', url: '/fr/trip-planner', menu_item_parent: '0' });
  });

  it('serves localized header and footer menus with the locale suffix', async () => {
    const { app } = await storeTestApp(engine);
    const de = WpMenu.parse(await (await app.request('/wp-json/menus/v1/menus/menu-primaire-header-de')).json());
    expect(de.items[0].title).toBe('Unterwegs');
    const footer = WpMenu.parse(await (await app.request('/wp-json/menus/v1/menus/menu-secondaire-footer-es')).json());
    expect(footer.items.map((i) => i.title)).toContain('Datos abiertos');
    expect(footer.items.every((i) => !i.child_items)).toBe(true);
  });

  it('answers 404 for unknown menus, including a suffixed French one', async () => {
    const { app } = await storeTestApp(engine);
    expect((await app.request('/wp-json/menus/v1/menus/menu-primaire-header-fr')).status).toBe(404);
    expect((await app.request('/wp-json/menus/v1/menus/users')).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the account, favourites, store and content routes', async () => {
    const { app } = await storeTestApp('sqlite');
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const path of [
      '/auth/signin',
      '/me',
      '/userinfo/update',
      '/api/v1/favorites',
      '/api/v1/favorites/{id}',
      '/api/v1/favorites/synchronize',
      '/store/cart',
      '/store/notifications',
      '/core/v1/banners',
      '/wp-json/menus/v1/menus/{slug}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.paths['/api/v1/favorites/{id}'])).toEqual(['put', 'delete']);
  });
});

describe.each(ENGINES)('content migrations (%s)', (engine) => {
  it('label the German unsubscribe footer item so it cannot be read as sign out', async () => {
    const { app } = await storeTestApp(engine);
    const footer = WpMenu.parse(await (await app.request('/wp-json/menus/v1/menus/menu-secondaire-footer-de')).json());
    expect(footer.items.map((i) => i.title)).toContain('Abbestellen');
    expect(footer.items.map((i) => i.title)).not.toContain('Abmelden');
  });
});
