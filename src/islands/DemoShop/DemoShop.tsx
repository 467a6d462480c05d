import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import Cookies from 'js-cookie';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import type { Cart, StoreProductsResponse } from '../../contract/cart.ts';
import type { PriceRounding } from '../../domain/price-format.ts';
import { $auth, restoreAuthFromCookies } from '../../stores/auth.ts';
import { notify } from '../../stores/notifications.ts';
import { Fare } from '../../ui/Fare.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { slotted } from '../../i18n/slotted.ts';
import { cartContents } from '../CartSummary/cart-contents.ts';
import {
  addDemoProduct,
  CART_EMAIL_COOKIE,
  CART_UPDATED_EVENT,
  fetchCart,
  rememberCartEmail,
} from '../CartSummary/cart-source.ts';

export interface DemoShopProps {
  lang: Lang;
  /** The catalogue, read on the server. */
  products: StoreProductsResponse['products'];
  rounding?: PriceRounding;
  /** Whether the server saw a signed-in visitor (Astro.locals.user): what the first render draws, as the server did. */
  signedIn?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The cart's body as the header's cart panel draws it (one builder for both; the cart is only known in the browser). */
function CartBody({ cart, rounding, lang }: { cart: Cart; rounding?: PriceRounding; lang: Lang }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strings = {
      quantity: slotted(t, 'store.cart.quantity', ['count']),
      owner: slotted(t, 'store.cart.owner', ['name']),
      cardReader: t('store.cart.cardReader'),
      total: t('store.cart.total'),
    };
    host.current?.replaceChildren(cartContents(cart, { strings, rounding, locale: lang }));
  }, [cart, rounding, lang, t]);
  return <div ref={host} />;
}

/**
 * The embedded store's demo page (behind features.demo-shop.enabled): the catalogue with prices in the site's
 * currency, and the cart (#cart, where the header cart's link leads when it has items). Signed-in visitors add to
 * their cart; anonymous ones first give the e-mail of an anonymous cart (the spec's cartEmail cookie).
 */
function DemoShopView({ lang, products, rounding, signedIn = false }: DemoShopProps) {
  const { t } = useTranslation();
  const storedAuth = useStore($auth);
  // The header's account menu may have set the shared store before this island hydrates: a first render from it (no
  // e-mail form) did not match the server's HTML (React #418 on every signed-in visit).
  const hydrated = useHydrated();
  const authenticated = hydrated ? storedAuth.authenticated : signedIn;
  const emailId = useId();
  const [cart, setCart] = useState<Cart | null>(null);
  const [email, setEmail] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState(false);

  const load = useCallback(async () => {
    const result = await fetchCart($auth.get().authenticated);
    setCart(result?.ok ? result.data : null);
  }, []);
  useEffect(() => {
    if (!$auth.get().authenticated) restoreAuthFromCookies();
    setEmail(Cookies.get(CART_EMAIL_COOKIE));
  }, []);
  useEffect(() => {
    void load();
    window.addEventListener(CART_UPDATED_EVENT, load);
    return () => window.removeEventListener(CART_UPDATED_EVENT, load);
  }, [storedAuth.authenticated, email, load]);

  const canAdd = authenticated || Boolean(email);
  const saveEmail = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = draft.trim().toLowerCase();
    if (!EMAIL.test(value)) return setDraftError(true);
    rememberCartEmail(value);
    setDraftError(false);
    setEmail(value);
  };
  const add = (id: string) =>
    void addDemoProduct(id, $auth.get().authenticated).then((ok) =>
      ok ? notify.success('store.cart.added') : notify.error('store.cart.addFailed'),
    );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
      <section aria-labelledby="demo-shop-products">
        <h2 id="demo-shop-products" className="mb-3 text-lg font-bold">
          {t('shop.products')}
        </h2>
        {!canAdd && (
          <form onSubmit={saveEmail} className="mb-4 rounded-2xl border border-line p-4" noValidate>
            <p className="mb-2 text-sm text-ink-muted">{t('shop.emailHint')}</p>
            <label htmlFor={emailId} className="mb-1 block text-sm font-semibold">
              {t('shop.emailLabel')}
            </label>
            {/* The field keeps 12rem before the button wraps below it: with a zero basis a phone squeezed it to ~50 px
                beside the longer labels ('Diese E-Mail verwenden'). */}
            <div className="flex flex-wrap gap-2">
              <input
                id={emailId}
                type="email"
                autoComplete="email"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                aria-invalid={draftError}
                aria-describedby={draftError ? `${emailId}-error` : undefined}
                className="min-h-10 min-w-0 flex-[1_1_12rem] rounded-lg border border-line bg-surface px-3"
              />
              <button
                type="submit"
                className="min-h-10 rounded-full border border-primary px-4 text-sm font-semibold text-primary"
              >
                {t('shop.emailSave')}
              </button>
            </div>
            {draftError && (
              <p id={`${emailId}-error`} className="mt-1 text-sm text-danger">
                {t('shop.emailInvalid')}
              </p>
            )}
          </form>
        )}
        <ul className="grid gap-3 sm:grid-cols-2">
          {products.map((product) => (
            <li key={product.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface-raised p-4">
              <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {t(`shop.kind.${product.kind}`)}
              </span>
              <span className="font-semibold">{product.name}</span>
              <Fare
                amount={product.fareIncludingTaxes}
                currency={product.currency}
                rounding={rounding}
                locale={lang}
                size="Large"
                testId={`fare-${product.id}`}
              />
              <button
                type="button"
                disabled={!canAdd}
                onClick={() => add(product.id)}
                aria-label={t('shop.addNamed', { name: product.name })}
                className="mt-auto min-h-10 rounded-full bg-primary px-4 text-sm font-semibold text-on-primary hover:opacity-90 disabled:opacity-50"
              >
                {t('shop.add')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section id="cart" aria-labelledby="demo-shop-cart" className="scroll-mt-24">
        <h2 id="demo-shop-cart" className="mb-3 text-lg font-bold">
          {t('shop.cart')}
        </h2>
        <div className="rounded-2xl border border-line p-4">
          {cart && !cart.empty ? (
            <CartBody cart={cart} rounding={rounding} lang={lang} />
          ) : (
            <p className="text-sm text-ink-muted">{t('store.cart.empty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}

export default function DemoShop(props: DemoShopProps) {
  return (
    <IslandI18n lang={props.lang}>
      <DemoShopView {...props} />
    </IslandI18n>
  );
}
