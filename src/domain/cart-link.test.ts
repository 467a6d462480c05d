import { describe, expect, it } from 'vitest';
import { cartLink } from './cart-link.ts';

describe('cart link', () => {
  it('goes to the shop’s cart page when the cart has items, else to the shop (storeURL)', () => {
    expect(cartLink({ storeURL: 'https://shop.example.org', hasItems: true })).toEqual({
      href: 'https://shop.example.org/cart',
      kind: 'cart',
    });
    expect(cartLink({ storeURL: 'https://shop.example.org/tickets/', hasItems: true })?.href).toBe(
      'https://shop.example.org/tickets/cart',
    );
    expect(cartLink({ storeURL: 'https://shop.example.org', hasItems: false })).toEqual({
      href: 'https://shop.example.org',
      kind: 'shop',
    });
  });

  it('uses the demo shop page without a storeURL, and nothing without either', () => {
    expect(cartLink({ demoShopHref: '/en/demo-shop', hasItems: true })).toEqual({
      href: '/en/demo-shop#cart',
      kind: 'cart',
    });
    expect(cartLink({ demoShopHref: '/en/demo-shop', hasItems: false })).toEqual({
      href: '/en/demo-shop',
      kind: 'shop',
    });
    expect(
      cartLink({ storeURL: 'https://shop.example.org', demoShopHref: '/en/demo-shop', hasItems: false })?.href,
    ).toBe('https://shop.example.org');
    expect(cartLink({ hasItems: true })).toBeNull();
  });
});
