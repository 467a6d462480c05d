import type { Database } from './database.ts';
import type {
  BannerRepository,
  MenuItemRecord,
  MenuRepository,
  NotificationRecord,
  NotificationRepository,
} from './repositories.ts';

export function sqliteNotifications(db: Database): NotificationRepository {
  const forUser = db.prepare(
    'SELECT * FROM notifications WHERE user_id = ? OR user_id IS NULL ORDER BY position, created_at DESC',
  );
  return {
    async listFor(userId) {
      const rows = forUser.all(userId) as unknown as Array<{
        id: string;
        labels: string;
        action_type: string;
        action_parameters: string;
      }>;
      return rows.map(
        (row): NotificationRecord => ({
          id: row.id,
          labels: JSON.parse(row.labels) as Record<string, string>,
          actionType: row.action_type,
          actionParameters: JSON.parse(row.action_parameters) as Record<string, unknown>,
        }),
      );
    },
  };
}

export function sqliteBanners(db: Database): BannerRepository {
  const enabled = db.prepare(
    'SELECT id, title, description, picto, button_text, link FROM banners WHERE locale = ? AND enabled = 1 ORDER BY position, id',
  );
  return {
    async listEnabled(locale) {
      const rows = enabled.all(locale) as unknown as Array<{
        id: string;
        title: string;
        description: string;
        picto: string;
        button_text: string | null;
        link: string | null;
      }>;
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        picto: row.picto,
        buttonText: row.button_text,
        link: row.link,
      }));
    },
  };
}

export function sqliteMenus(db: Database): MenuRepository {
  const menu = db.prepare('SELECT slug, term_id, name FROM cms_menus WHERE slug = ?');
  const items = db.prepare('SELECT * FROM cms_menu_items WHERE menu_slug = ? ORDER BY parent_id NULLS FIRST, position, id');
  return {
    async find(slug) {
      const row = menu.get(slug) as { slug: string; term_id: number; name: string } | undefined;
      if (!row) return undefined;
      const rows = items.all(slug) as unknown as Array<{
        id: number;
        parent_id: number | null;
        position: number;
        title: string;
        url: string;
        type: string;
        type_label: string;
        object: string;
      }>;
      return {
        slug: row.slug,
        termId: Number(row.term_id),
        name: row.name,
        items: rows.map(
          (item): MenuItemRecord => ({
            id: Number(item.id),
            parentId: item.parent_id === null ? null : Number(item.parent_id),
            position: Number(item.position),
            title: item.title,
            url: item.url,
            type: item.type,
            typeLabel: item.type_label,
            object: item.object,
          }),
        ),
      };
    },
  };
}
