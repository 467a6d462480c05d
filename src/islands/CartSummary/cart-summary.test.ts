import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth, SIGNED_OUT } from '../../stores/auth.ts';
import { serverDrawnChrome } from '../../test-support/server-drawn-chrome.ts';
import CartSummaryItem from './CartSummaryItem.astro';

const chrome = serverDrawnChrome();

const item = (name: string, total: number, extra: Record<string, unknown> = {}) => ({
  actions: [],
  address: null,
  basketLine: 1,
  currency: 'EUR',
  deliveryMode: null,
  fareExcludingTaxes: total,
  fareIncludingTaxes: total,
  line: 1,
  providerItemDescription: name,
  providerNetworkLabel: null,
  quantity: 1,
  saleableUnit: 'UNIT',
  totalFareExcludingTaxes: total,
  totalFareIncludingTaxes: total,
  totalVatAmount: 0,
  unit: null,
  vatAmount: 0,
  vatRate: 0,
  version: 1,
  modalProductName: name,
  ...extra,
});
const basket = (extra: Record<string, unknown>) => ({
  accountId: null,
  basketInfo: null,
  basketType: 'SALE',
  deliveryMode: null,
  deviceId: null,
  deviceLabel: null,
  fareMediaId: null,
  fareMediaLabel: null,
  line: 1,
  ownerFirstName: 'anonymous',
  ownerLastName: 'anonymous',
  products: [],
  providerId: null,
  providerUserEmail: null,
  providerUserId: null,
  providerUserExternalId: null,
  providerUserFirstName: null,
  providerUserLastName: null,
  recipientUser: null,
  ...extra,
});
const cart = {
  actions: [],
  currency: 'EUR',
  empty: false,
  id: 'c1',
  packages: [],
  plans: [],
  paymentModes: [],
  status: 'DRAFT',
  userId: null,
  immediateAmountExcludingTaxes: 0,
  immediateAmountIncludingTaxes: 3190,
  immediateVatAmount: 0,
  totalAmountExcludingTaxes: 0,
  totalAmountIncludingTaxes: 3190,
  totalVatAmount: 0,
  baskets: [
    basket({ products: [item('Single ride', 290)] }),
    basket({
      basketType: 'FAREMEDIA',
      fareMediaLabel: 'Smart card',
      deliveryMode: 'CARDREADER_MANDATORY',
      ownerFirstName: 'Ada',
      ownerLastName: 'Lovelace',
      products: [
        item('Stored-value top-up', 2900, {
          actions: [
            {
              type: 'ADD_NEW_PRODUCT_TO_BASKET',
              label: 'Add a product to this card',
              route: '/catalog/fare-media/c1-card',
            },
          ],
        }),
      ],
    }),
  ],
};

const SHOP = { storeURL: 'https://shop.example.org/' };
const DEMO_SHOP = { features: { 'demo-shop': { enabled: true } } };

async function drawCart(lang: 'en' | 'fr', site: Record<string, unknown>) {
  await chrome.draw(CartSummaryItem, { lang, site });
  const { mountCartSummaries } = await import('./cart-summary.ts');
  return mountCartSummaries();
}

const button = () => document.querySelector<HTMLButtonElement>('[data-testid="cart-summary-button"]')!;
const dialog = () => {
  const panel = document.querySelector<HTMLElement>('[role="dialog"]')!;
  return panel.hidden ? null : panel;
};
const settle = () => vi.waitFor(() => expect(button().disabled).toBe(false));
const link = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('a')].find((a) => !a.hidden && a.textContent?.trim() === name);

describe('cart summary (server-drawn, vanilla script)', () => {
  const fetchMock = vi.fn();
  let stop: () => void = () => {};
  beforeEach(() => {
    $auth.set(SIGNED_OUT);
    document.cookie = 'cartEmail=guest%40example.org; path=/';
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => Response.json(cart));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    document.cookie = 'cartEmail=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('loads the anonymous cart by the cartEmail cookie and shows baskets, card reader, catalogue link and total', async () => {
    stop = await drawCart('en', SHOP);
    await vi.waitFor(() => expect(button().getAttribute('aria-label')).toBe('Cart: 2 item(s)'));
    expect(String((fetchMock.mock.calls[0][0] as Request).url)).toContain('/bff/store/cart?email=guest%40example.org');
    expect(document.querySelector('[data-cart-count]')?.textContent).toBe('2');
    button().click();
    const panel = dialog()!;
    expect(panel.getAttribute('aria-label')).toBe('My cart');
    expect(panel.textContent).not.toContain('anonymous anonymous');
    expect(panel.textContent).toContain('Holder: Ada Lovelace');
    expect(panel.querySelector('[title="A card reader is needed to load this product"]')).not.toBeNull();
    expect(link('Add a product to this card')?.getAttribute('href')).toBe(
      'https://shop.example.org/catalog/fare-media/c1-card',
    );
    // Per locale: the page is English.
    const total = panel.querySelector('[data-testid="cart-total"]')!;
    expect(total.textContent).toBe('€31.90');
    expect(total.getAttribute('data-fare-size')).toBe('SMedium');
    expect(link('View cart')?.getAttribute('href')).toBe('https://shop.example.org/cart');
  });

  it('opens by itself when a cart-updated event reports an add', async () => {
    stop = await drawCart('en', {});
    await vi.waitFor(() => expect(button().getAttribute('aria-label')).toBe('Cart: 2 item(s)'));
    expect(dialog()).toBeNull();
    window.dispatchEvent(new CustomEvent('cart-updated', { detail: { action: 'add' } }));
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats a failing cart as absent, and links to the shop when empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () =>
      Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
    );
    stop = await drawCart('fr', { storeURL: 'https://shop.example.org' });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    await settle();
    expect(button().getAttribute('aria-label')).toBe('Panier : 0 article(s)');
    button().click();
    expect(dialog()?.textContent).toContain('Votre panier est vide.');
    expect(link('Aller à la boutique')?.getAttribute('href')).toBe('https://shop.example.org');
    error.mockRestore();
  });

  it('offers no demo products in the dropdown; without a shop its link goes to the demo shop page’s cart', async () => {
    stop = await drawCart('en', DEMO_SHOP);
    await vi.waitFor(() => expect(button().getAttribute('aria-label')).toBe('Cart: 2 item(s)'));
    button().click();
    expect(link('View cart')?.getAttribute('href')).toBe('/en/demo-shop#cart');
    expect([...dialog()!.querySelectorAll('button')].filter((b) => /add/i.test(b.textContent ?? ''))).toEqual([]);
    expect(fetchMock.mock.calls.some(([request]) => String((request as Request).url).includes('/store/products'))).toBe(
      false,
    );
  });

  it('draws a disabled button showing an empty cart until its script runs', async () => {
    await chrome.draw(CartSummaryItem, { lang: 'en', site: DEMO_SHOP });
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-label')).toBe('Cart: 0 item(s)');
    expect(link('Go to the shop')?.getAttribute('href')).toBe('/en/demo-shop');
  });
});
