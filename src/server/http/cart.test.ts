import { describe, expect, it } from 'vitest';
import { bearer, jsonRequest, signUp, storeEngines, storeTestApp } from '../../test-support/store-test-kit.ts';
import { Cart, NotificationsResponse, StoreProductsResponse } from '../../contract/cart.ts';

/** The repository suite runs on both engines (SQLite alone, with a warning, where PostgreSQL is not installed). */
const ENGINES = await storeEngines();

describe.each(ENGINES)('store service (%s)', (engine) => {
  it('answers an empty cart for a new customer', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app);
    const cart = Cart.parse(await (await app.request('/store/cart', bearer(token))).json());
    expect(cart).toMatchObject({
      empty: true,
      baskets: [],
      currency: 'EUR',
      totalAmountIncludingTaxes: 0,
      totalVatAmount: 0,
    });
  });

  it('adds demo products into baskets, plans and packages with totals in minor units', async () => {
    const { app } = await storeTestApp(engine);
    const { token } = await signUp(app, 'Ada');
    await app.request('/store/cart/items', jsonRequest('POST', { productId: 'single-ride', quantity: 2 }, token));
    await app.request('/store/cart/items', jsonRequest('POST', { productId: 'ten-rides' }, token));
    await app.request('/store/cart/items', jsonRequest('POST', { productId: 'weekly-pass' }, token));
    const last = await app.request(
      '/store/cart/items',
      jsonRequest('POST', { productId: 'stored-value-20' }, token, { 'Accept-Language': 'en' }),
    );
    const cart = Cart.parse(await last.json());
    expect(cart.empty).toBe(false);
    expect(cart.totalAmountIncludingTaxes).toBe(2 * 290 + 2650 + 3400 + 2000);
    expect(cart.totalAmountExcludingTaxes + cart.totalVatAmount).toBe(cart.totalAmountIncludingTaxes);
    expect(cart.immediateAmountIncludingTaxes).toBe(cart.totalAmountIncludingTaxes);
    const sale = cart.baskets.find((b) => b.basketType === 'SALE');
    expect(sale?.products[0]).toMatchObject({
      modalProductId: 'single-ride',
      modalProductName: 'Single ride',
      quantity: 2,
      totalFareIncludingTaxes: 580,
      vatRate: 10,
    });
    expect(sale).toMatchObject({ ownerFirstName: 'Ada', ownerLastName: 'Tester' });
    const card = cart.baskets.find((b) => b.basketType === 'FAREMEDIA');
    expect(card).toMatchObject({ deliveryMode: 'CARDREADER_MANDATORY', basketInfo: 'PROVIDERFAREMEDIA' });
    expect(card?.products[0].actions[0]).toMatchObject({ type: 'ADD_NEW_PRODUCT_TO_BASKET' });
    expect(cart.packages[0]).toMatchObject({ modalPackageId: 'ten-rides' });
    expect(cart.plans[0]).toMatchObject({ modalPlanId: 'weekly-pass' });
  });

  it('keeps an anonymous cart by e-mail, labelled anonymous', async () => {
    const { app } = await storeTestApp(engine);
    await app.request(
      '/store/cart/items',
      jsonRequest('POST', { productId: 'single-ride', email: 'Guest@Example.org' }),
    );
    const cart = Cart.parse(await (await app.request('/store/cart?email=guest%40example.org')).json());
    expect(cart.baskets[0]).toMatchObject({ ownerFirstName: 'anonymous', ownerLastName: 'anonymous' });
    expect(cart.userId).toBeNull();
  });

  it('refuses a cart call without token or e-mail, a bad e-mail, a wrong token and an unknown product', async () => {
    const { app } = await storeTestApp(engine);
    expect((await app.request('/store/cart')).status).toBe(401);
    expect((await app.request('/store/cart?email=nope')).status).toBe(400);
    expect((await app.request('/store/cart?email=a%40b.org', bearer('y'.repeat(43)))).status).toBe(401);
    const { token } = await signUp(app);
    const unknown = await app.request('/store/cart/items', jsonRequest('POST', { productId: 'gold-bar' }, token));
    expect(unknown.status).toBe(404);
  });

  it('lists the demo catalogue in the caller’s language', async () => {
    const { app } = await storeTestApp(engine);
    const { products } = StoreProductsResponse.parse(
      await (await app.request('/store/products', { headers: { 'Accept-Language': 'de' } })).json(),
    );
    expect(products.map((p) => p.name)).toContain('Einzelfahrt');
  });

  it('names no amount or currency in any product (prices come from the configured currency)', async () => {
    const { app } = await storeTestApp(engine);
    for (const lang of ['fr', 'en', 'es', 'it', 'de']) {
      const { products } = StoreProductsResponse.parse(
        await (await app.request('/store/products', { headers: { 'Accept-Language': lang } })).json(),
      );
      const topUp = products.find((p) => p.id === 'stored-value-20');
      expect(topUp?.name).toBeTruthy();
      for (const product of products) expect(product.name).not.toMatch(/[€$£]|\bEUR\b|\bUSD\b|\b20\b/);
    }
    const { products } = StoreProductsResponse.parse(
      await (await app.request('/store/products', { headers: { 'Accept-Language': 'en' } })).json(),
    );
    expect(products.find((p) => p.id === 'stored-value-20')?.name).toBe('Stored-value top-up');
  });

  it('lists notifications with localized labels and link actions, for signed-in users only', async () => {
    const { app } = await storeTestApp(engine);
    expect((await app.request('/store/notifications')).status).toBe(401);
    const { token } = await signUp(app);
    const body = NotificationsResponse.parse(
      await (await app.request('/store/notifications', bearer(token, { 'Accept-Language': 'it' }))).json(),
    );
    expect(body.notifications.length).toBeGreaterThan(0);
    expect(body.notifications[0].actions[0]).toEqual({ type: 'LINK', parameters: { url: '/it/account/favorites' } });
    expect(body.notifications[0].label).toMatch(/preferit/);
  });
});
