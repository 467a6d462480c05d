import { randomUUID } from 'node:crypto';
import { nowIso } from './database.ts';
import { lockAccount, pgTransaction, type PgClient, type PgPool } from './postgres-database.ts';
import { cartOwnerKey, toProduct, type ProductRow } from './rows.ts';
import type { CartOwner, CartRecord, CartRepository } from './repositories.ts';

const PRODUCT_COLUMNS = `store_products.id, item_kind, names, version, network_label, fare_including_taxes, vat_rate, saleable_unit,
  unit, basket_type, delivery_mode, fare_media_label`;

interface CartRow {
  id: string;
  user_id: string | null;
  email: string | null;
  currency: string;
  status: string;
}

async function read(db: PgPool | PgClient, owner: CartOwner): Promise<CartRecord | undefined> {
  const carts = await db.query<CartRow>('SELECT id, user_id, email, currency, status FROM carts WHERE owner = $1', [
    cartOwnerKey(owner),
  ]);
  const cart = carts.rows[0];
  if (!cart) return undefined;
  const items = await db.query<ProductRow & { item_id: string; quantity: number }>(
    `SELECT cart_items.id AS item_id, cart_items.quantity, ${PRODUCT_COLUMNS}
       FROM cart_items JOIN store_products ON store_products.id = cart_items.product_id
      WHERE cart_items.cart_id = $1 ORDER BY cart_items.created_at, cart_items.seq`,
    [cart.id],
  );
  return {
    id: cart.id,
    userId: cart.user_id,
    email: cart.email,
    currency: cart.currency,
    status: cart.status,
    items: items.rows.map((row) => ({ id: row.item_id, quantity: Number(row.quantity), product: toProduct(row) })),
  };
}

export function postgresCarts(pool: PgPool): CartRepository {
  return {
    async find(owner) {
      return read(pool, owner);
    },
    async addProduct(owner, productId, quantity) {
      return pgTransaction(pool, async (client) => {
        const key = cartOwnerKey(owner);
        // One cart per owner: two nodes adding the first item at once must not create two.
        await lockAccount(client, `cart:${key}`);
        const product = await client.query('SELECT 1 FROM store_products WHERE id = $1', [productId]);
        if (!product.rowCount) return undefined;
        const now = nowIso();
        const existing = await client.query<{ id: string }>('SELECT id FROM carts WHERE owner = $1', [key]);
        let cartId = existing.rows[0]?.id;
        if (!cartId) {
          cartId = randomUUID();
          const userId = 'userId' in owner ? owner.userId : null;
          const email = 'email' in owner ? owner.email.trim().toLowerCase() : null;
          await client.query(
            `INSERT INTO carts (id, owner, user_id, email, currency, status, created_at, updated_at)
             VALUES ($1, $2, $3, $4, 'EUR', 'DRAFT', $5, $5)`,
            [cartId, key, userId, email, now],
          );
        }
        await client.query(
          `INSERT INTO cart_items (id, cart_id, product_id, quantity, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity`,
          [randomUUID(), cartId, productId, quantity, now],
        );
        await client.query('UPDATE carts SET updated_at = $1 WHERE id = $2', [now, cartId]);
        return read(client, owner);
      });
    },
    async listProducts() {
      const { rows } = await pool.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM store_products ORDER BY seq`);
      return rows.map(toProduct);
    },
  };
}
