import type {
  BannerRecord,
  CartOwner,
  FavoriteKind,
  FavoriteRecord,
  MenuItemRecord,
  MenuRecord,
  NotificationRecord,
  ProductRecord,
  QueuedMail,
  UserRecord,
} from './repositories.ts';

/** Rows as both engines return them (same columns, JSON kept as text) and their records, shared by sqlite-* and postgres-*. */

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  attributes: string;
  created_at: string;
}

export function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    attributes: JSON.parse(row.attributes) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

export interface FavoriteRow {
  id: string;
  kind: FavoriteKind;
  payload: string;
  created_at: string;
}

export function toFavorite(row: FavoriteRow): FavoriteRecord {
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

export interface ProductRow {
  id: string;
  item_kind: ProductRecord['itemKind'];
  names: string;
  version: number;
  network_label: string;
  fare_including_taxes: number;
  vat_rate: number;
  saleable_unit: ProductRecord['saleableUnit'];
  unit: string | null;
  basket_type: ProductRecord['basketType'];
  delivery_mode: string | null;
  fare_media_label: string | null;
}

export function toProduct(row: ProductRow): ProductRecord {
  return {
    id: row.id,
    itemKind: row.item_kind,
    names: JSON.parse(row.names) as Record<string, string>,
    version: Number(row.version),
    networkLabel: row.network_label,
    fareIncludingTaxes: Number(row.fare_including_taxes),
    vatRate: Number(row.vat_rate),
    saleableUnit: row.saleable_unit,
    unit: row.unit,
    basketType: row.basket_type,
    deliveryMode: row.delivery_mode,
    fareMediaLabel: row.fare_media_label,
  };
}

/** The owner key keeps one cart per user and one per anonymous e-mail (lower-cased). */
export function cartOwnerKey(owner: CartOwner): string {
  return 'userId' in owner ? `user:${owner.userId}` : `email:${owner.email.trim().toLowerCase()}`;
}

export interface NotificationRow {
  id: string;
  labels: string;
  action_type: string;
  action_parameters: string;
}

export function toNotification(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    labels: JSON.parse(row.labels) as Record<string, string>,
    actionType: row.action_type,
    actionParameters: JSON.parse(row.action_parameters) as Record<string, unknown>,
  };
}

export interface BannerRow {
  id: string;
  title: string;
  description: string;
  picto: string;
  button_text: string | null;
  link: string | null;
}

export function toBanner(row: BannerRow): BannerRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    picto: row.picto,
    buttonText: row.button_text,
    link: row.link,
  };
}

export interface MenuItemRow {
  id: number;
  parent_id: number | null;
  position: number;
  title: string;
  url: string;
  type: string;
  type_label: string;
  object: string;
}

export function toMenuItem(item: MenuItemRow): MenuItemRecord {
  return {
    id: Number(item.id),
    parentId: item.parent_id === null ? null : Number(item.parent_id),
    position: Number(item.position),
    title: item.title,
    url: item.url,
    type: item.type,
    typeLabel: item.type_label,
    object: item.object,
  };
}

export function toMenu(menu: { slug: string; term_id: number; name: string }, items: MenuItemRow[]): MenuRecord {
  return { slug: menu.slug, termId: Number(menu.term_id), name: menu.name, items: items.map(toMenuItem) };
}

export interface QueuedMailRow {
  id: number | string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

export function toQueuedMail(row: QueuedMailRow): QueuedMail {
  return {
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    attempts: Number(row.attempts),
  };
}
