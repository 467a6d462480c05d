import { randomUUID } from 'node:crypto';
import { nowIso, transaction, type Database } from './database.ts';
import type { CartOwner, CartRecord, CartRepository } from './repositories.ts';
import { cartOwnerKey, toProduct, type ProductRow } from './rows.ts';

export function sqliteCarts(db: Database): CartRepository {
  const cartByOwner = db.prepare('SELECT * FROM carts WHERE owner = ?');
  const items = db.prepare(
    `SELECT cart_items.id AS item_id, cart_items.quantity, store_products.*
       FROM cart_items JOIN store_products ON store_products.id = cart_items.product_id
      WHERE cart_items.cart_id = ? ORDER BY cart_items.created_at, cart_items.rowid`,
  );
  const product = db.prepare('SELECT * FROM store_products WHERE id = ?');
  const products = db.prepare('SELECT * FROM store_products ORDER BY rowid');
  const insertCart = db.prepare(
    'INSERT INTO carts (id, owner, user_id, email, currency, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const upsertItem = db.prepare(
    `INSERT INTO cart_items (id, cart_id, product_id, quantity, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
  );
  const touchCart = db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?');

  function read(owner: CartOwner): CartRecord | undefined {
    const cart = cartByOwner.get(cartOwnerKey(owner)) as
      | { id: string; user_id: string | null; email: string | null; currency: string; status: string }
      | undefined;
    if (!cart) return undefined;
    const rows = items.all(cart.id) as unknown as Array<ProductRow & { item_id: string; quantity: number }>;
    return {
      id: cart.id,
      userId: cart.user_id,
      email: cart.email,
      currency: cart.currency,
      status: cart.status,
      items: rows.map((row) => ({ id: row.item_id, quantity: Number(row.quantity), product: toProduct(row) })),
    };
  }

  return {
    async find(owner) {
      return read(owner);
    },
    async addProduct(owner, productId, quantity) {
      return transaction(db, () => {
        if (!product.get(productId)) return undefined;
        const key = cartOwnerKey(owner);
        let cart = cartByOwner.get(key) as { id: string } | undefined;
        const now = nowIso();
        if (!cart) {
          cart = { id: randomUUID() };
          const userId = 'userId' in owner ? owner.userId : null;
          const email = 'email' in owner ? owner.email.trim().toLowerCase() : null;
          insertCart.run(cart.id, key, userId, email, 'EUR', 'DRAFT', now, now);
        }
        upsertItem.run(randomUUID(), cart.id, productId, quantity, now);
        touchCart.run(now, cart.id);
        return read(owner);
      });
    },
    async listProducts() {
      return (products.all() as unknown as ProductRow[]).map(toProduct);
    },
  };
}
