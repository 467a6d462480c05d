import { z } from 'zod';

/**
 * Store service of spec sections 3 and 7: the Cart entity with baskets and items (amounts in minor units, currency
 * EUR by default) and the customer's notifications. Fields the embedded store has no data for are null.
 */

export const CartItemAction = z.object({ type: z.string(), label: z.string(), route: z.string() });
export type CartItemAction = z.infer<typeof CartItemAction>;

const Amount = z.number().int();

export const CartItem = z.object({
  actions: z.array(CartItemAction).default([]),
  address: z.string().nullable(),
  basketLine: z.number().int().nullable(),
  currency: z.string().default('EUR'),
  deliveryMode: z.string().nullable(),
  fareExcludingTaxes: Amount,
  fareIncludingTaxes: Amount,
  line: z.number().int().nullable(),
  providerItemDescription: z.string().nullable(),
  providerNetworkLabel: z.string().nullable(),
  quantity: z.number().int().positive().default(1),
  saleableUnit: z.enum(['UNIT', 'MONETARY', 'NONE']),
  totalFareExcludingTaxes: Amount,
  totalFareIncludingTaxes: Amount,
  totalVatAmount: Amount,
  unit: z.string().nullable(),
  vatAmount: Amount,
  /** Percent, e.g. 10 for 10 %. */
  vatRate: z.number(),
  version: z.number().int(),
  /** Exactly one of the product, plan or package triples is set, by the item's kind. */
  modalProductId: z.string().optional(),
  modalProductName: z.string().optional(),
  modalProductVersion: z.number().int().optional(),
  modalPlanId: z.string().optional(),
  modalPlanName: z.string().optional(),
  modalPlanVersion: z.number().int().optional(),
  modalPackageId: z.string().optional(),
  modalPackageName: z.string().optional(),
  modalPackageVersion: z.number().int().optional(),
});
export type CartItem = z.infer<typeof CartItem>;

export const RecipientUser = z.object({
  associationId: z.string().nullable(),
  associationType: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userId: z.string().nullable(),
});

export const Basket = z.object({
  accountId: z.string().nullable(),
  basketInfo: z
    .enum(['PROVIDERFAREMEDIA', 'PROVIDERACCOUNTANDFAREMEDIA', 'PROVIDERACCOUNTANDDEVICE', 'PROVIDERACCOUNT'])
    .nullable(),
  basketType: z.enum(['FAREMEDIA', 'REGULARIZATION', 'SALE']),
  deliveryMode: z.string().nullable(),
  deviceId: z.string().nullable(),
  deviceLabel: z.string().nullable(),
  fareMediaId: z.string().nullable(),
  fareMediaLabel: z.string().nullable(),
  line: z.number().int().nullable(),
  ownerFirstName: z.string().nullable(),
  ownerLastName: z.string().nullable(),
  products: z.array(CartItem),
  providerId: z.string().nullable(),
  providerUserEmail: z.string().nullable(),
  providerUserId: z.string().nullable(),
  providerUserExternalId: z.string().nullable(),
  providerUserFirstName: z.string().nullable(),
  providerUserLastName: z.string().nullable(),
  recipientUser: RecipientUser.nullable(),
});
export type Basket = z.infer<typeof Basket>;

export const Cart = z.object({
  actions: z.array(CartItemAction).default([]),
  baskets: z.array(Basket).default([]),
  currency: z.string().default('EUR'),
  empty: z.boolean().default(true),
  id: z.string().nullable(),
  immediateAmountExcludingTaxes: Amount,
  immediateAmountIncludingTaxes: Amount,
  immediateVatAmount: Amount,
  packages: z.array(CartItem).default([]),
  plans: z.array(CartItem).default([]),
  paymentModes: z.array(z.string()).default([]),
  status: z.string().nullable(),
  totalAmountExcludingTaxes: Amount,
  totalAmountIncludingTaxes: Amount,
  totalVatAmount: Amount.default(0),
  userId: z.string().nullable(),
});
export type Cart = z.infer<typeof Cart>;

export const CartQuery = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address')).optional(),
});

/** POST /store/cart/items: adds a catalogue product (the demo way to exercise the cart-updated flow). */
export const AddCartItemRequest = z.object({
  productId: z.string().trim().min(1, 'is required').max(100),
  quantity: z.number().int().min(1).max(20).default(1),
  /** For an anonymous cart (the cartEmail cookie); ignored when a bearer token is sent. */
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address')).optional(),
});
export type AddCartItemRequest = z.infer<typeof AddCartItemRequest>;

export const StoreProduct = z.object({
  id: z.string(),
  kind: z.enum(['product', 'plan', 'package']),
  name: z.string(),
  fareIncludingTaxes: Amount,
  currency: z.string(),
  saleableUnit: z.enum(['UNIT', 'MONETARY', 'NONE']),
});
export const StoreProductsResponse = z.object({ products: z.array(StoreProduct) });
export type StoreProductsResponse = z.infer<typeof StoreProductsResponse>;

export const StoreNotification = z.object({
  id: z.string(),
  label: z.string(),
  actions: z.array(z.object({ type: z.string(), parameters: z.record(z.string(), z.unknown()) })),
});
export type StoreNotification = z.infer<typeof StoreNotification>;
export const NotificationsResponse = z.object({ notifications: z.array(StoreNotification) });
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;
