// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $auth, SIGNED_OUT } from '../../stores/auth.ts';
import DemoShop from './DemoShop.tsx';

const products = [
  {
    id: 'single-ride',
    kind: 'product' as const,
    name: 'Single ride',
    fareIncludingTaxes: 290,
    currency: 'USD',
    saleableUnit: 'UNIT' as const,
  },
  {
    id: 'weekly-pass',
    kind: 'plan' as const,
    name: '7-day unlimited pass',
    fareIncludingTaxes: 3400,
    currency: 'USD',
    saleableUnit: 'NONE' as const,
  },
];
const emptyCart = {
  actions: [],
  baskets: [],
  currency: 'USD',
  empty: true,
  id: null,
  packages: [],
  plans: [],
  paymentModes: [],
  status: null,
  userId: null,
  immediateAmountExcludingTaxes: 0,
  immediateAmountIncludingTaxes: 0,
  immediateVatAmount: 0,
  totalAmountExcludingTaxes: 0,
  totalAmountIncludingTaxes: 0,
  totalVatAmount: 0,
};

describe('DemoShop', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    $auth.set(SIGNED_OUT);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => Response.json(emptyCart));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.cookie = 'cartEmail=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('shows the catalogue in the site currency per locale, with the spec fare sizes', () => {
    render(<DemoShop lang="de" products={products} />);
    expect(screen.getByTestId('fare-single-ride').textContent?.replace(/\s/g, ' ')).toBe('2,90 $');
    expect(screen.getByTestId('fare-weekly-pass').getAttribute('data-fare-size')).toBe('Large');
  });

  it('asks an anonymous visitor for the cart e-mail, then adds to that anonymous cart', async () => {
    render(<DemoShop lang="en" products={products} />);
    const add = screen.getByRole('button', { name: 'Add to cart: Single ride' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('E-mail for a cart without an account'), {
      target: { value: 'not-an-email' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use this e-mail' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail for a cart without an account'), {
      target: { value: 'Guest@Example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use this e-mail' }));
    expect(document.cookie).toContain('cartEmail=guest@example.org');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Add to cart: Single ride' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Single ride' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([request]) => (request as Request).method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/bff/store/cart/items');
    expect(await post.clone().json()).toEqual({ productId: 'single-ride', quantity: 1, email: 'guest@example.org' });
  });
});
