import type { Context, Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import { ApiError } from './api-error.ts';
import { parseWith, readJsonBody, requestLocale } from './json-body.ts';
import { requireStore, signedInUser } from './signed-in-user.ts';
import { toCart, type CartOwnerNames } from './cart-presenters.ts';
import { DEFAULT_CURRENCY } from '../../domain/price-format.ts';
import { AddCartItemRequest, Cart, CartQuery, StoreProductsResponse } from '../../contract/cart.ts';
import type { CartOwner, Store } from '../store/repositories.ts';

/** The spec's label for a cart nobody signed in for (the header hides it). */
const ANONYMOUS: CartOwnerNames = { firstName: 'anonymous', lastName: 'anonymous' };

/** Whose cart: the bearer token's user when sent (a wrong token is a 401), else the anonymous e-mail. */
async function cartOwner(c: Context, store: Store, email: string | undefined) {
  if (c.req.header('authorization')) {
    const { user } = await signedInUser(c, store);
    return {
      owner: { userId: user.id } as CartOwner,
      names: { firstName: user.firstName, lastName: user.lastName },
      userId: user.id,
    };
  }
  if (!email) throw new ApiError(401, 'unauthorized', 'Send a bearer token, or the e-mail of an anonymous cart');
  return { owner: { email } as CartOwner, names: ANONYMOUS, userId: null };
}

/** The embedded store prices everything in the site's currency (its stored amounts are the catalogue's minor units). */
const currencyOf = (deps: AppDeps) => deps.currency ?? DEFAULT_CURRENCY;

/** Store service (spec section 7): the cart, a demo catalogue to add from, the customer's notifications. */
export function registerCart(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/store/cart',
    tag: 'store',
    summary: 'The cart of the bearer token’s user, or of ?email= anonymously',
    query: CartQuery,
    response: Cart,
    errors: { 401: 'Neither a valid token nor an e-mail' },
  });
  documentRoute({
    method: 'post',
    path: '/store/cart/items',
    tag: 'store',
    summary: 'Add a demo catalogue product to the cart (bearer, or email in the body)',
    body: AddCartItemRequest,
    response: Cart,
    errors: { 401: 'Neither a valid token nor an e-mail', 404: 'Unknown product' },
  });
  documentRoute({
    method: 'get',
    path: '/store/products',
    tag: 'store',
    summary: 'The demo catalogue',
    response: StoreProductsResponse,
  });
  app.get('/store/cart', async (c) => {
    const store = requireStore(deps.store);
    const query = parseWith(CartQuery, c.req.query());
    const { owner, names, userId } = await cartOwner(c, store, query.email);
    c.header('Cache-Control', 'no-store');
    return c.json(toCart(await store.carts.find(owner), names, requestLocale(c), userId, currencyOf(deps)));
  });

  app.post('/store/cart/items', async (c) => {
    const store = requireStore(deps.store);
    const body = await readJsonBody(c, AddCartItemRequest);
    const { owner, names, userId } = await cartOwner(c, store, body.email);
    const cart = await store.carts.addProduct(owner, body.productId, body.quantity);
    if (!cart) throw new ApiError(404, 'product_not_found', `No product ${body.productId} in the catalogue`);
    return c.json(toCart(cart, names, requestLocale(c), userId, currencyOf(deps)));
  });

  app.get('/store/products', async (c) => {
    const store = requireStore(deps.store);
    const locale = requestLocale(c);
    const answer: StoreProductsResponse = {
      products: (await store.carts.listProducts()).map((p) => ({
        id: p.id,
        kind: p.itemKind,
        name: p.names[locale] ?? p.names.fr ?? p.id,
        fareIncludingTaxes: p.fareIncludingTaxes,
        currency: currencyOf(deps),
        saleableUnit: p.saleableUnit,
      })),
    };
    return c.json(answer);
  });
}
