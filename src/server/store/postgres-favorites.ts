import { randomUUID } from 'node:crypto';
import { nowIso } from './database.ts';
import { lockAccount, pgTransaction, type PgClient, type PgPool } from './postgres-database.ts';
import {
  FavoriteConflictError,
  FavoriteLimitError,
  MAX_FAVORITES_PER_USER,
  type FavoriteInput,
  type FavoriteRecord,
  type FavoriteRepository,
} from './repositories.ts';
import { toFavorite, type FavoriteRow } from './rows.ts';

const COLUMNS = 'id, kind, payload, created_at';
const LIST = `SELECT ${COLUMNS} FROM favorites WHERE user_id = $1 ORDER BY created_at, seq`;

/**
 * Every query is scoped by user_id: a favourite id alone never reaches another user's row. Every write takes the
 * account's lock first, so "add unless present" and "merge" cannot interleave with another node's write.
 */
export function postgresFavorites(pool: PgPool): FavoriteRepository {
  async function addOne(
    client: PgClient,
    userId: string,
    favorite: FavoriteInput,
  ): Promise<{ favorite: FavoriteRecord; created: boolean }> {
    const existing = await client.query<FavoriteRow>(
      `SELECT ${COLUMNS} FROM favorites WHERE user_id = $1 AND dedupe_key = $2`,
      [userId, favorite.dedupeKey],
    );
    if (existing.rows[0]) return { favorite: toFavorite(existing.rows[0]), created: false };
    // Counted under the account's lock (write): concurrent adds on any node cannot both pass the cap.
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM favorites WHERE user_id = $1', [
      userId,
    ]);
    if (Number(rows[0].n) >= MAX_FAVORITES_PER_USER) throw new FavoriteLimitError(MAX_FAVORITES_PER_USER);
    const now = nowIso();
    const inserted = await client.query<FavoriteRow>(
      `INSERT INTO favorites (id, user_id, kind, dedupe_key, payload, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
      [randomUUID(), userId, favorite.kind, favorite.dedupeKey, JSON.stringify(favorite.payload), now],
    );
    return { favorite: toFavorite(inserted.rows[0]), created: true };
  }

  function write<T>(userId: string, work: (client: PgClient) => Promise<T>): Promise<T> {
    return pgTransaction(pool, async (client) => {
      await lockAccount(client, `account:${userId}`);
      return work(client);
    });
  }

  return {
    async list(userId) {
      return (await pool.query<FavoriteRow>(LIST, [userId])).rows.map(toFavorite);
    },
    async add(userId, favorite) {
      return write(userId, (client) => addOne(client, userId, favorite));
    },
    async update(userId, id, favorite) {
      return write(userId, async (client) => {
        const current = await client.query('SELECT 1 FROM favorites WHERE user_id = $1 AND id = $2', [userId, id]);
        if (!current.rowCount) return undefined;
        const clash = await client.query<{ id: string }>(
          'SELECT id FROM favorites WHERE user_id = $1 AND dedupe_key = $2',
          [userId, favorite.dedupeKey],
        );
        if (clash.rows[0] && clash.rows[0].id !== id)
          throw new FavoriteConflictError('Another favourite already holds these values');
        const updated = await client.query<FavoriteRow>(
          `UPDATE favorites SET kind = $1, dedupe_key = $2, payload = $3, updated_at = $4 WHERE user_id = $5 AND id = $6 RETURNING ${COLUMNS}`,
          [favorite.kind, favorite.dedupeKey, JSON.stringify(favorite.payload), nowIso(), userId, id],
        );
        return toFavorite(updated.rows[0]);
      });
    },
    async remove(userId, id) {
      return write(userId, async (client) => {
        const removed = await client.query('DELETE FROM favorites WHERE user_id = $1 AND id = $2', [userId, id]);
        return (removed.rowCount ?? 0) > 0;
      });
    },
    async merge(userId, favorites) {
      return write(userId, async (client) => {
        // One statement for the whole batch (a phone syncing hundreds of favourites), in the order given.
        const now = nowIso();
        await client.query(
          `INSERT INTO favorites (id, user_id, kind, dedupe_key, payload, created_at, updated_at)
           SELECT id, $1, kind, dedupe_key, payload, $2, $2
             FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS batch(id, kind, dedupe_key, payload, position)
            ORDER BY position
           ON CONFLICT (user_id, dedupe_key) DO NOTHING`,
          [
            userId,
            now,
            favorites.map(() => randomUUID()),
            favorites.map((f) => f.kind),
            favorites.map((f) => f.dedupeKey),
            favorites.map((f) => JSON.stringify(f.payload)),
          ],
        );
        const all = (await client.query<FavoriteRow>(LIST, [userId])).rows.map(toFavorite);
        // Past the cap the whole batch is refused: the throw rolls the insert back.
        if (all.length > MAX_FAVORITES_PER_USER) throw new FavoriteLimitError(MAX_FAVORITES_PER_USER);
        return all;
      });
    },
  };
}
