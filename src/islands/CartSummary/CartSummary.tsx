import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import type { Cart, StoreProductsResponse } from '../../contract/cart.ts';
import type { PriceRounding } from '../../domain/price-format.ts';
import { HeaderPopover } from '../../ui/HeaderPopover.tsx';
import { $auth, restoreAuthFromCookies } from '../../stores/auth.ts';
import { notify } from '../../stores/notifications.ts';
import { iconHref } from '../../icons/icon-catalog.ts';
import { addDemoProduct, CART_UPDATED_EVENT, cartItemCount, fetchCart, fetchDemoProducts } from './cart-source.ts';
import { CartContents } from './CartContents.tsx';

export interface CartSummaryProps {
  lang: Lang;
  rounding?: PriceRounding;
  /** The ticket shop; without it (embedded store) a signed-in user can add demo products here. */
  storeURL?: string;
}

/**
 * Cart summary in the header (spec "Shared header and sidebar"): a cart button with the item count opening the basket
 * list and the total to settle; the link goes to the cart when it has items, otherwise to the shop. A cart-updated
 * event reporting an add reloads the cart and opens the summary. A failing fetch is logged and the cart counts as absent.
 */
function CartSummaryView({ rounding, storeURL }: CartSummaryProps) {
  const { t } = useTranslation();
  const auth = useStore($auth);
  const [cart, setCart] = useState<Cart | null>(null);
  const [open, setOpen] = useState(false);
  const [demo, setDemo] = useState<StoreProductsResponse['products']>([]);

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
  useEffect(() => {
    if (!open || storeURL || !auth.authenticated || demo.length) return;
    void fetchDemoProducts().then((result) => result.ok && setDemo(result.data.products));
  }, [open, storeURL, auth.authenticated, demo.length]);

  const count = cart ? cartItemCount(cart) : 0;
  const shopLink = storeURL ? (cart && !cart.empty ? new URL('cart', storeURL.replace(/\/?$/, '/')).toString() : storeURL) : undefined;
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
            <span className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] leading-5 font-bold text-on-primary" aria-hidden="true">
              {count}
            </span>
          )}
        </>
      }
    >
      <h2 className="mb-2 text-base font-bold">{t('store.cart.title')}</h2>
      {cart && !cart.empty ? <CartContents cart={cart} rounding={rounding} storeURL={storeURL} /> : <p className="text-sm text-ink-muted">{t('store.cart.empty')}</p>}
      {shopLink && (
        <a href={shopLink} className="mt-3 flex min-h-10 items-center justify-center rounded-full bg-primary px-4 text-sm font-semibold text-on-primary hover:opacity-90">
          {cart && !cart.empty ? t('store.cart.goToCart') : t('store.cart.goToShop')}
        </a>
      )}
      {demo.length > 0 && (
        <div className="mt-3 border-t border-line pt-3">
          <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('store.cart.demoTitle')}</p>
          <ul className="flex flex-wrap gap-2">
            {demo.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  className="rounded-full border border-line px-3 py-1.5 text-xs font-semibold hover:bg-surface-muted"
                  onClick={() => void addDemoProduct(product.id).then((ok) => (ok ? notify.success('store.cart.added') : notify.error('store.cart.addFailed')))}
                >
                  {t('store.cart.demoAdd', { name: product.name })}
                </button>
              </li>
            ))}
          </ul>
        </div>
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
