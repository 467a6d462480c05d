import type { Cart } from '../../contract/cart.ts';
import { cartLink } from '../../domain/cart-link.ts';
import type { PriceRounding } from '../../domain/price-format.ts';
import { fillSlots } from '../../i18n/slotted.ts';
import { $auth, restoreAuthFromCookies } from '../../stores/auth.ts';
import { bindHeaderPanel } from '../../ui/header-panel.ts';
import { cartContents, type CartContentsStrings } from './cart-contents.ts';
import { CART_UPDATED_EVENT, cartItemCount, fetchCart } from './cart-source.ts';

/** What the server writes on the cart's root (`data-cart`): its settings and translated sentences. */
export interface CartSummarySettings {
  lang: string;
  rounding?: PriceRounding;
  storeURL?: string;
  demoShopHref?: string;
  strings: CartContentsStrings & { open: string; empty: string; goToCart: string; goToShop: string };
}

function mountOne(root: HTMLElement): (() => void) | null {
  const button = root.querySelector<HTMLButtonElement>('[data-cart-button]');
  const panel = root.querySelector<HTMLElement>('[data-cart-panel]');
  const body = root.querySelector<HTMLElement>('[data-cart-body]');
  const badge = root.querySelector<HTMLElement>('[data-cart-count]');
  const link = root.querySelector<HTMLAnchorElement>('[data-cart-link]');
  if (!button || !panel || !body || !badge || !link) return null;
  const settings = JSON.parse(root.dataset.cart ?? '{}') as CartSummarySettings;
  const { strings } = settings;
  const controller = bindHeaderPanel(button, panel, { placement: 'bottom-end', role: 'dialog' });

  const render = (cart: Cart | null) => {
    const count = cart ? cartItemCount(cart) : 0;
    const hasItems = cart !== null && !cart.empty;
    button.setAttribute('aria-label', fillSlots(strings.open, { count }));
    badge.textContent = String(count);
    badge.hidden = count === 0;
    body.replaceChildren(
      cart && hasItems
        ? cartContents(cart, {
            strings,
            rounding: settings.rounding,
            storeURL: settings.storeURL,
            locale: settings.lang,
          })
        : Object.assign(document.createElement('p'), {
            className: 'text-sm text-ink-muted',
            textContent: strings.empty,
          }),
    );
    const target = cartLink({ storeURL: settings.storeURL, demoShopHref: settings.demoShopHref, hasItems });
    link.hidden = target === null;
    if (target) {
      link.href = target.href;
      link.textContent = target.kind === 'cart' ? strings.goToCart : strings.goToShop;
    }
  };

  let loads = 0;
  const load = async () => {
    const ticket = ++loads;
    const result = await fetchCart($auth.get().authenticated);
    if (result && !result.ok) console.error(`[cart] could not be fetched: ${result.code} ${result.message}`);
    // An older answer arriving after a newer one is dropped.
    if (ticket === loads) render(result?.ok ? result.data : null);
  };

  if (!$auth.get().authenticated) restoreAuthFromCookies();
  let signedIn: boolean | undefined;
  const stopAuth = $auth.subscribe((auth) => {
    if (auth.authenticated === signedIn) return;
    signedIn = auth.authenticated;
    void load();
  });
  const onUpdated = (event: Event) => {
    void load().then(() => {
      if ((event as CustomEvent<{ action?: string }>).detail?.action === 'add') controller.open();
    });
  };
  window.addEventListener(CART_UPDATED_EVENT, onUpdated);
  // Until here a press on the button would have been lost: the server draws it disabled.
  button.disabled = false;
  return () => {
    stopAuth();
    window.removeEventListener(CART_UPDATED_EVENT, onUpdated);
  };
}

/**
 * The header's cart summary (spec "Shared header and sidebar"), drawn by the server (CartSummaryItem.astro) and driven
 * here: the button shows the item count and opens the basket list with the total to settle; the link goes to the cart
 * when it has items, otherwise to the shop. A cart-updated event reporting an add reloads the cart and opens the
 * summary. A failing fetch is logged and the cart counts as absent.
 */
export function mountCartSummaries(scope: ParentNode = document): () => void {
  const stops = [...scope.querySelectorAll<HTMLElement>('[data-cart]')].flatMap((root) => mountOne(root) ?? []);
  return () => {
    for (const stop of stops) stop();
  };
}
