// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $auth, SIGNED_OUT } from '../../stores/auth.ts';
import CartSummary from './CartSummary.tsx';

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

describe('CartSummary', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    $auth.set(SIGNED_OUT);
    document.cookie = 'cartEmail=guest%40example.org; path=/';
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => Response.json(cart));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.cookie = 'cartEmail=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('loads the anonymous cart by the cartEmail cookie and shows baskets, card reader, catalogue link and total', async () => {
    render(<CartSummary lang="en" storeURL="https://shop.example.org/" />);
    const button = await screen.findByRole('button', { name: 'Cart: 2 item(s)' });
    expect(String((fetchMock.mock.calls[0][0] as Request).url)).toContain('/bff/store/cart?email=guest%40example.org');
    fireEvent.click(button);
    expect(screen.queryByText(/anonymous anonymous/)).toBeNull();
    expect(screen.getByText('Holder: Ada Lovelace')).toBeTruthy();
    expect(screen.getAllByText('A card reader is needed to load this product').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Add a product to this card' }).getAttribute('href')).toBe(
      'https://shop.example.org/catalog/fare-media/c1-card',
    );
    // Per locale: the page is English.
    expect(screen.getByTestId('cart-total').textContent).toBe('€31.90');
    expect(screen.getByTestId('cart-total').getAttribute('data-fare-size')).toBe('SMedium');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('https://shop.example.org/cart');
  });

  it('opens by itself when a cart-updated event reports an add', async () => {
    render(<CartSummary lang="en" />);
    await screen.findByRole('button', { name: 'Cart: 2 item(s)' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new CustomEvent('cart-updated', { detail: { action: 'add' } }));
    });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'My cart' })).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats a failing cart as absent, and links to the shop when empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () =>
      Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
    );
    render(<CartSummary lang="fr" storeURL="https://shop.example.org" />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Panier : 0 article(s)' }));
    expect(screen.getByText('Votre panier est vide.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à la boutique' }).getAttribute('href')).toBe(
      'https://shop.example.org',
    );
    error.mockRestore();
  });

  it('offers no demo products in the dropdown; without a shop its link goes to the demo shop page’s cart', async () => {
    render(<CartSummary lang="en" demoShopHref="/en/demo-shop" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cart: 2 item(s)' }));
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/en/demo-shop#cart');
    expect(screen.queryAllByRole('button').filter((b) => /add/i.test(b.textContent ?? ''))).toEqual([]);
    expect(fetchMock.mock.calls.some(([request]) => String((request as Request).url).includes('/store/products'))).toBe(
      false,
    );
  });
});
