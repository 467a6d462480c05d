import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import type { Cart } from '../../contract/cart.ts';
import type { PriceRounding } from '../../domain/price-format.ts';
import { HeaderPopover } from '../../ui/HeaderPopover.tsx';
import { $auth, restoreAuthFromCookies } from '../../stores/auth.ts';
import { iconHref } from '../../icons/icon-catalog.ts';
import { cartLink } from '../../domain/cart-link.ts';
import { CART_UPDATED_EVENT, cartItemCount, fetchCart } from './cart-source.ts';
import { CartContents } from './CartContents.tsx';

export interface CartSummaryProps {
  lang: Lang;
  rounding?: PriceRounding;
  /** The ticket shop (site configuration `storeURL`). */
  storeURL?: string;
  /** The embedded demo shop page, when enabled and no storeURL is set: the shop and its cart page. */
  demoShopHref?: string;
}

/**
 * Cart summary in the header (spec "Shared header and sidebar"): a cart button with the item count opening the basket
 * list and the total to settle; the link goes to the cart when it has items, otherwise to the shop. A cart-updated
 * event reporting an add reloads the cart and opens the summary. A failing fetch is logged and the cart counts as absent.
 */
function CartSummaryView({ lang, rounding, storeURL, demoShopHref }: CartSummaryProps) {
  const { t } = useTranslation();
  const auth = useStore($auth);
  const [cart, setCart] = useState<Cart | null>(null);
  const [open, setOpen] = useState(false);

  const load = useCallback(async () => {
    const result = await fetchCart($auth.get().authenticated);
    if (result && !result.ok) console.error(`[cart] could not be fetched: ${result.code} ${result.message}`);
    setCart(result?.ok ? result.data : null);
  }, []);

  useEffect(() => {
    if (!$auth.get().authenticated) restoreAuthFromCookies();
  }, []);
  useEffect(() => {
    void load();
  }, [auth.authenticated, load]);
  useEffect(() => {
    const onUpdated = (event: Event) => {
      void load().then(() => {
        if ((event as CustomEvent<{ action?: string }>).detail?.action === 'add') setOpen(true);
      });
    };
    window.addEventListener(CART_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(CART_UPDATED_EVENT, onUpdated);
  }, [load]);

  const count = cart ? cartItemCount(cart) : 0;
  const hasItems = cart !== null && !cart.empty;
  const link = cartLink({ storeURL, demoShopHref, hasItems });
  return (
    <HeaderPopover
      open={open}
      onOpenChange={setOpen}
      label={t('store.cart.open', { count })}
      title={t('store.cart.title')}
      widthClass="w-80"
      testId="cart-summary-button"
      trigger={
        <>
          <svg className="size-6" aria-hidden="true" focusable="false">
            <use href={iconHref('cart')} />
          </svg>
          {count > 0 && (
            <span
              className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] leading-5 font-bold text-on-primary"
              aria-hidden="true"
            >
              {count}
            </span>
          )}
        </>
      }
    >
      <h2 className="mb-2 text-base font-bold">{t('store.cart.title')}</h2>
      {cart && hasItems ? (
        <CartContents cart={cart} rounding={rounding} storeURL={storeURL} locale={lang} />
      ) : (
        <p className="text-sm text-ink-muted">{t('store.cart.empty')}</p>
      )}
      {link && (
        <a
          href={link.href}
          className="mt-3 flex min-h-10 items-center justify-center rounded-full bg-primary px-4 text-sm font-semibold text-on-primary hover:opacity-90"
        >
          {link.kind === 'cart' ? t('store.cart.goToCart') : t('store.cart.goToShop')}
        </a>
      )}
    </HeaderPopover>
  );
}

export default function CartSummary(props: CartSummaryProps) {
  return (
    <IslandI18n lang={props.lang}>
      <CartSummaryView {...props} />
    </IslandI18n>
  );
}
