import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { ApiError } from './api-error.ts';
import { requireStore } from './signed-in-user.ts';
import { MENU_SLUG_PATTERN, WpMenu, type WpMenuItem } from '../../contract/cms.ts';
import type { MenuItemRecord, MenuRecord } from '../store/repositories.ts';

/**
 * The embedded CMS: WordPress "menus/v1" answers built from the cms_menu_items table, field for field as the
 * WP-REST-API V2 Menus plugin sends them, so `cmsURL` can point at a real WordPress instead.
 */
function toWpItems(all: MenuItemRecord[], parentId: number | null): WpMenuItem[] {
  return all
    .filter((item) => item.parentId === parentId)
    .map((item) => {
      const children = toWpItems(all, item.id);
      return {
        ID: item.id,
        menu_order: item.position + 1,
        post_parent: 0,
        title: item.title,
        url: item.url,
        type: item.type,
        type_label: item.typeLabel,
        object: item.object,
        object_id: String(item.id),
        menu_item_parent: String(item.parentId ?? 0),
        target: '',
        attr_title: '',
        description: '',
        classes: [''],
        xfn: '',
        ...(children.length ? { child_items: children } : {}),
      };
    });
}

export function toWpMenu(menu: MenuRecord) {
  return {
    term_id: menu.termId,
    name: menu.name,
    slug: menu.slug,
    term_group: 0,
    term_taxonomy_id: menu.termId,
    taxonomy: 'nav_menu',
    description: '',
    parent: 0,
    count: menu.items.length,
    filter: 'raw',
    items: toWpItems(menu.items, null),
  };
}

export function registerCms(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/wp-json/menus/v1/menus/{slug}',
    tag: 'content',
    summary: 'WordPress menus/v1 menu: menu-primaire-header[-{locale}], menu-secondaire-footer[-{locale}]',
    response: WpMenu,
    errors: { 404: 'No such menu' },
  });
  app.get('/wp-json/menus/v1/menus/:slug', async (c) => {
    const store = requireStore(deps.store);
    const slug = c.req.param('slug');
    const menu = MENU_SLUG_PATTERN.test(slug) ? await store.menus.find(slug) : undefined;
    if (!menu) throw new ApiError(404, 'menu_not_found', `No menu ${slug}`);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(toWpMenu(menu));
  });
}
