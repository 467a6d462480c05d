import Cookies from 'js-cookie';
import { bff, type BffResult } from '../../bff-client/bff-fetch.ts';
import { CartAnswer } from '../../bff-client/store-answer-outlines.ts';
import type { Cart } from '../../contract/cart.ts';

/**
 * Where the header's cart comes from (spec section 6): the signed-in user's cart (the site's proxy adds the token),
 * otherwise the anonymous cart of the cartEmail cookie, otherwise none.
 */
export const CART_EMAIL_COOKIE = 'cartEmail';
export const CART_UPDATED_EVENT = 'cart-updated';

export async function fetchCart(signedIn: boolean): Promise<BffResult<Cart> | null> {
  const email = Cookies.get(CART_EMAIL_COOKIE);
  if (!signedIn && !email) return null;
  return bff.request('/store/cart', CartAnswer, { query: signedIn ? {} : { email } });
}

/**
 * Adds a catalogue product (the signed-in user's cart, else the anonymous cart of the cartEmail cookie), then tells
 * every cart on the page (spec: cart-updated with an add opens the summary).
 */
export async function addDemoProduct(productId: string, signedIn: boolean): Promise<boolean> {
  const email = signedIn ? undefined : Cookies.get(CART_EMAIL_COOKIE);
  const result = await bff.request('/store/cart/items', CartAnswer, {
    method: 'POST',
    body: { productId, quantity: 1, ...(email ? { email } : {}) },
  });
  if (result.ok) window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { action: 'add', productId } }));
  return result.ok;
}

/** Keeps an anonymous cart under this e-mail (the spec's cartEmail cookie, read by the header cart). */
export function rememberCartEmail(email: string): void {
  Cookies.set(CART_EMAIL_COOKIE, email, {
    path: '/',
    expires: 30,
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  });
}

export function cartItemCount(cart: Cart): number {
  const items = [...cart.baskets.flatMap((basket) => basket.products), ...cart.plans, ...cart.packages];
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function itemName(item: Cart['plans'][number]): string {
  return item.modalProductName ?? item.modalPlanName ?? item.modalPackageName ?? item.providerItemDescription ?? '';
}
