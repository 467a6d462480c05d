import type { UserInfoUpdateResponse } from '../contract/account.ts';
import type { Cart, CartItem, NotificationsResponse, StoreProductsResponse } from '../contract/cart.ts';
import { isListOf, isObject, isOptionalListOf, outline } from './answer-outline.ts';

/** Outlines of the store's answers read in the browser (header cart, notifications, personal data form). */

const isCartItem = (value: unknown) =>
  isObject(value) &&
  typeof value.fareIncludingTaxes === 'number' &&
  typeof value.totalFareIncludingTaxes === 'number' &&
  (value.quantity === undefined || typeof value.quantity === 'number');

const isBasket = (value: unknown) => isObject(value) && isListOf(value.products, isCartItem);

const isCart = (value: unknown) =>
  isObject(value) &&
  typeof value.totalAmountIncludingTaxes === 'number' &&
  isOptionalListOf(value.baskets, isBasket) &&
  isOptionalListOf(value.plans, isCartItem) &&
  isOptionalListOf(value.packages, isCartItem);

const withItemDefaults = (item: CartItem): CartItem => ({
  ...item,
  actions: item.actions ?? [],
  currency: item.currency ?? 'EUR',
  quantity: item.quantity ?? 1,
});

/** Fills the contract's defaults (lists, currency, quantity) that the cart summary reads. */
function withCartDefaults(cart: Cart): Cart {
  return {
    ...cart,
    actions: cart.actions ?? [],
    baskets: (cart.baskets ?? []).map((basket) => ({ ...basket, products: basket.products.map(withItemDefaults) })),
    currency: cart.currency ?? 'EUR',
    empty: cart.empty ?? true,
    packages: (cart.packages ?? []).map(withItemDefaults),
    plans: (cart.plans ?? []).map(withItemDefaults),
    paymentModes: cart.paymentModes ?? [],
    totalVatAmount: cart.totalVatAmount ?? 0,
  };
}

export const CartAnswer = outline<Cart>('a cart', isCart, withCartDefaults);

const isStoreProduct = (value: unknown) =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.fareIncludingTaxes === 'number' &&
  typeof value.currency === 'string';

export const StoreProductsAnswer = outline<StoreProductsResponse>(
  'a product list',
  (value) => isObject(value) && isListOf(value.products, isStoreProduct),
);

const isNotification = (value: unknown) =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.label === 'string' &&
  isListOf(
    value.actions,
    (action) => isObject(action) && typeof action.type === 'string' && isObject(action.parameters),
  );

export const NotificationsAnswer = outline<NotificationsResponse>(
  'a notification list',
  (value) => isObject(value) && isListOf(value.notifications, isNotification),
);

export const UserInfoUpdateAnswer = outline<UserInfoUpdateResponse>(
  'updated user attributes',
  (value) => isObject(value) && isObject(value.attributes),
);
