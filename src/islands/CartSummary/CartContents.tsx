import { useTranslation } from 'react-i18next';
import type { Cart, CartItem } from '../../contract/cart.ts';
import type { PriceRounding } from '../../domain/price-format.ts';
import { safeLinkHref } from '../../domain/safe-link.ts';
import { Fare } from '../../ui/Fare.tsx';
import { itemName } from './cart-source.ts';

interface Props {
  cart: Cart;
  rounding?: PriceRounding;
  /** Base of the ticket shop; item actions link to its catalogue. */
  storeURL?: string;
  /** The page's language: prices read per locale. */
  locale?: string;
}

const ANONYMOUS_OWNER = 'anonymous anonymous';

function CardReaderIcon() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex text-ink-muted" title={t('store.cart.cardReader')}>
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <rect x="3" y="6" width="18" height="12" rx="2" />
        <path d="M3 10h18M7 15h4" />
      </svg>
      <span className="sr-only">{t('store.cart.cardReader')}</span>
    </span>
  );
}

function ItemRow({
  item,
  currency,
  rounding,
  storeURL,
  locale,
}: {
  item: CartItem;
  currency: string;
  rounding?: PriceRounding;
  storeURL?: string;
  locale?: string;
}) {
  const { t } = useTranslation();
  const addAction = item.actions.find((action) => action.type === 'ADD_NEW_PRODUCT_TO_BASKET');
  // The action's route comes from the shop: `javascript:` would survive `new URL(route, base)`.
  const catalogHref =
    addAction && storeURL ? safeLinkHref(URL.parse(addAction.route, storeURL)?.toString()) : undefined;
  return (
    <li className="py-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0">
          <span className="text-ink-muted">{t('store.cart.quantity', { count: item.quantity })}</span> {itemName(item)}
        </span>
        <Fare
          amount={item.totalFareIncludingTaxes}
          currency={item.currency || currency}
          rounding={rounding}
          locale={locale}
          size="XSmall"
          className="shrink-0"
        />
      </div>
      {addAction && catalogHref && (
        <a href={catalogHref} className="text-xs font-semibold text-primary underline">
          {addAction.label}
        </a>
      )}
    </li>
  );
}

/** The cart summary's body: baskets with their owner and items, plans and packages, and the total to settle. */
export function CartContents({ cart, rounding, storeURL, locale }: Props) {
  const { t } = useTranslation();
  const loose = [...cart.plans, ...cart.packages];
  return (
    <div>
      {cart.baskets.map((basket, index) => {
        const owner = `${basket.ownerFirstName ?? ''} ${basket.ownerLastName ?? ''}`.trim();
        return (
          <section key={index} className="border-b border-line pb-2 last:border-b-0">
            {basket.fareMediaLabel && (
              <h3 className="flex items-center gap-2 pt-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {basket.fareMediaLabel}
                {basket.deliveryMode === 'CARDREADER_MANDATORY' && <CardReaderIcon />}
              </h3>
            )}
            {owner && owner !== ANONYMOUS_OWNER && (
              <p className="text-xs text-ink-muted">{t('store.cart.owner', { name: owner })}</p>
            )}
            <ul>
              {basket.products.map((item, itemIndex) => (
                <ItemRow
                  key={itemIndex}
                  item={item}
                  currency={cart.currency}
                  rounding={rounding}
                  storeURL={storeURL}
                  locale={locale}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {loose.length > 0 && (
        <ul className="border-b border-line pb-2">
          {loose.map((item, index) => (
            <ItemRow
              key={index}
              item={item}
              currency={cart.currency}
              rounding={rounding}
              storeURL={storeURL}
              locale={locale}
            />
          ))}
        </ul>
      )}
      <p className="flex items-baseline justify-between gap-3 pt-2 font-semibold">
        <span>{t('store.cart.total')}</span>
        <Fare
          amount={cart.immediateAmountIncludingTaxes}
          currency={cart.currency}
          rounding={rounding}
          locale={locale}
          size="SMedium"
          testId="cart-total"
        />
      </p>
    </div>
  );
}
