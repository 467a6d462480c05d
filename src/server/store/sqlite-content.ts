import type { Database } from './database.ts';
import type { BannerRepository, MenuRepository, NotificationRepository } from './repositories.ts';
import { toBanner, toMenu, toNotification, type BannerRow, type MenuItemRow, type NotificationRow } from './rows.ts';

export function sqliteNotifications(db: Database): NotificationRepository {
  const forUser = db.prepare(
    'SELECT * FROM notifications WHERE user_id = ? OR user_id IS NULL ORDER BY position, created_at DESC',
  );
  return {
    async listFor(userId) {
      return (forUser.all(userId) as unknown as NotificationRow[]).map(toNotification);
    },
  };
}

export function sqliteBanners(db: Database): BannerRepository {
  const enabled = db.prepare(
    'SELECT id, title, description, picto, button_text, link FROM banners WHERE locale = ? AND enabled = 1 ORDER BY position, id',
  );
  return {
    async listEnabled(locale) {
      return (enabled.all(locale) as unknown as BannerRow[]).map(toBanner);
    },
  };
}

export function sqliteMenus(db: Database): MenuRepository {
  const menu = db.prepare('SELECT slug, term_id, name FROM cms_menus WHERE slug = ?');
  const items = db.prepare(
    'SELECT * FROM cms_menu_items WHERE menu_slug = ? ORDER BY parent_id NULLS FIRST, position, id',
  );
  return {
    async find(slug) {
      const row = menu.get(slug) as { slug: string; term_id: number; name: string } | undefined;
      return row ? toMenu(row, items.all(slug) as unknown as MenuItemRow[]) : undefined;
    },
  };
}
