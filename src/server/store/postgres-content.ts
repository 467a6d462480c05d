import type { PgPool } from './postgres-database.ts';
import type { BannerRepository, MenuRepository, NotificationRepository } from './repositories.ts';
import { toBanner, toMenu, toNotification, type BannerRow, type MenuItemRow, type NotificationRow } from './rows.ts';

export function postgresNotifications(pool: PgPool): NotificationRepository {
  return {
    async listFor(userId) {
      const { rows } = await pool.query<NotificationRow>(
        `SELECT id, labels, action_type, action_parameters FROM notifications
          WHERE user_id = $1 OR user_id IS NULL ORDER BY position, created_at DESC`,
        [userId],
      );
      return rows.map(toNotification);
    },
  };
}

export function postgresBanners(pool: PgPool): BannerRepository {
  return {
    async listEnabled(locale) {
      const { rows } = await pool.query<BannerRow>(
        'SELECT id, title, description, picto, button_text, link FROM banners WHERE locale = $1 AND enabled = 1 ORDER BY position, id',
        [locale],
      );
      return rows.map(toBanner);
    },
  };
}

/** Read on every call; the site caches menus per node (src/bff-client/cms-menus.ts), which is fine for content edited rarely. */
export function postgresMenus(pool: PgPool): MenuRepository {
  return {
    async find(slug) {
      const menus = await pool.query<{ slug: string; term_id: number; name: string }>(
        'SELECT slug, term_id, name FROM cms_menus WHERE slug = $1',
        [slug],
      );
      if (!menus.rows[0]) return undefined;
      const items = await pool.query<MenuItemRow>(
        `SELECT id, parent_id, position, title, url, type, type_label, object FROM cms_menu_items
          WHERE menu_slug = $1 ORDER BY parent_id NULLS FIRST, position, id`,
        [slug],
      );
      return toMenu(menus.rows[0], items.rows);
    },
  };
}
