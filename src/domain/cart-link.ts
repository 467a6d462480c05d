/**
 * Where the header cart's button leads (spec "Shared header and sidebar"): the cart page when the cart has items,
 * otherwise the shop. With a ticket shop (`storeURL`) those are `{storeURL}/cart` and `storeURL`; without one, the
 * embedded demo shop page (when enabled) is both the shop and, at its #cart section, the cart page.
 */
export interface CartLink {
  href: string;
  kind: 'cart' | 'shop';
}

export function cartLink(options: { storeURL?: string; demoShopHref?: string; hasItems: boolean }): CartLink | null {
  const { storeURL, demoShopHref, hasItems } = options;
  if (storeURL)
    return hasItems
      ? { href: new URL('cart', storeURL.replace(/\/?$/, '/')).toString(), kind: 'cart' }
      : { href: storeURL, kind: 'shop' };
  if (demoShopHref)
    return hasItems ? { href: `${demoShopHref}#cart`, kind: 'cart' } : { href: demoShopHref, kind: 'shop' };
  return null;
}
