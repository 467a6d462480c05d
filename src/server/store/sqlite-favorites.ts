import { randomUUID } from 'node:crypto';
import { nowIso, transaction, type Database } from './database.ts';
import {
  FavoriteConflictError,
  FavoriteLimitError,
  MAX_FAVORITES_PER_USER,
  type FavoriteInput,
  type FavoriteRecord,
  type FavoriteRepository,
} from './repositories.ts';
import { toFavorite, type FavoriteRow } from './rows.ts';

/** Every query is scoped by user_id: a favourite id alone never reaches another user's row. */
export function sqliteFavorites(db: Database): FavoriteRepository {
  const list = db.prepare('SELECT * FROM favorites WHERE user_id = ? ORDER BY created_at, rowid');
  const byKey = db.prepare('SELECT * FROM favorites WHERE user_id = ? AND dedupe_key = ?');
  const byId = db.prepare('SELECT * FROM favorites WHERE user_id = ? AND id = ?');
  const insert = db.prepare(
    'INSERT INTO favorites (id, user_id, kind, dedupe_key, payload, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const update = db.prepare(
    'UPDATE favorites SET kind = ?, dedupe_key = ?, payload = ?, updated_at = ? WHERE user_id = ? AND id = ?',
  );
  const remove = db.prepare('DELETE FROM favorites WHERE user_id = ? AND id = ?');
  const count = db.prepare('SELECT count(*) AS n FROM favorites WHERE user_id = ?');

  function addOne(userId: string, favorite: FavoriteInput): { favorite: FavoriteRecord; created: boolean } {
    const existing = byKey.get(userId, favorite.dedupeKey) as FavoriteRow | undefined;
    if (existing) return { favorite: toFavorite(existing), created: false };
    // Counted inside the caller's transaction (BEGIN IMMEDIATE): concurrent adds cannot both pass the cap.
    if (Number((count.get(userId) as { n: number }).n) >= MAX_FAVORITES_PER_USER)
      throw new FavoriteLimitError(MAX_FAVORITES_PER_USER);
    const id = randomUUID();
    const now = nowIso();
    insert.run(id, userId, favorite.kind, favorite.dedupeKey, JSON.stringify(favorite.payload), now, now);
    return { favorite: toFavorite(byId.get(userId, id) as unknown as FavoriteRow), created: true };
  }

  return {
    async list(userId) {
      return (list.all(userId) as unknown as FavoriteRow[]).map(toFavorite);
    },
    async add(userId, favorite) {
      return transaction(db, () => addOne(userId, favorite));
    },
    async update(userId, id, favorite) {
      return transaction(db, () => {
        if (!byId.get(userId, id)) return undefined;
        const clash = byKey.get(userId, favorite.dedupeKey) as FavoriteRow | undefined;
        if (clash && clash.id !== id) throw new FavoriteConflictError('Another favourite already holds these values');
        update.run(favorite.kind, favorite.dedupeKey, JSON.stringify(favorite.payload), nowIso(), userId, id);
        return toFavorite(byId.get(userId, id) as unknown as FavoriteRow);
      });
    },
    async remove(userId, id) {
      return transaction(db, () => Number(remove.run(userId, id).changes) > 0);
    },
    async merge(userId, favorites) {
      return transaction(db, () => {
        for (const favorite of favorites) addOne(userId, favorite);
        return (list.all(userId) as unknown as FavoriteRow[]).map(toFavorite);
      });
    },
  };
}
