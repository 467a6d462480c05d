import type { Cart, CartItem } from '../../contract/cart.ts';
import { priceParts, type PriceRounding } from '../../domain/price-format.ts';
import { safeLinkHref } from '../../domain/safe-link.ts';
import { fillSlots } from '../../i18n/slotted.ts';
import { itemName } from './cart-source.ts';

/** The translated sentences the cart's body needs, written by the server (`{count}`, `{name}` filled here). */
export interface CartContentsStrings {
  quantity: string;
  owner: string;
  cardReader: string;
  total: string;
}

export interface CartContentsOptions {
  strings: CartContentsStrings;
  rounding?: PriceRounding;
  /** Base of the ticket shop; item actions link to its catalogue. */
  storeURL?: string;
  /** The page's language: prices read per locale. */
  locale?: string;
}

const ANONYMOUS_OWNER = 'anonymous anonymous';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** A fare as the spec displays it (see Fare.tsx): the units larger than the decimals and the symbol. */
function fare(amount: number, currency: string, options: CartContentsOptions, sizes: [string, string], size: string) {
  const node = element('span', 'font-semibold whitespace-nowrap tabular-nums');
  node.dataset.fareSize = size;
  for (const part of priceParts(amount, currency, options.rounding, options.locale)) {
    node.append(element('span', part.type === 'integer' || part.type === 'group' ? sizes[0] : sizes[1], part.value));
  }
  return node;
}

function cardReaderIcon(label: string): HTMLElement {
  const icon = element('span', 'inline-flex text-ink-muted');
  icon.title = label;
  icon.innerHTML =
    '<svg viewBox="0 0 24 24" class="size-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="3" y="6" width="18" height="12" rx="2"></rect><path d="M3 10h18M7 15h4"></path></svg>';
  icon.append(element('span', 'sr-only', label));
  return icon;
}

function itemRow(item: CartItem, currency: string, options: CartContentsOptions): HTMLElement {
  const addAction = item.actions.find((action) => action.type === 'ADD_NEW_PRODUCT_TO_BASKET');
  // The action's route comes from the shop: `javascript:` would survive `new URL(route, base)`.
  const catalogHref =
    addAction && options.storeURL ? safeLinkHref(URL.parse(addAction.route, options.storeURL)?.toString()) : undefined;
  const price = fare(
    item.totalFareIncludingTaxes,
    item.currency || currency,
    options,
    ['text-sm', 'text-xs'],
    'XSmall',
  );
  price.classList.add('shrink-0');
  const row = element(
    'li',
    'py-1.5',
    element(
      'div',
      'flex items-baseline justify-between gap-3 text-sm',
      element(
        'span',
        'min-w-0',
        element('span', 'text-ink-muted', fillSlots(options.strings.quantity, { count: item.quantity })),
        ` ${itemName(item)}`,
      ),
      price,
    ),
  );
  if (addAction && catalogHref) {
    const link = element('a', 'text-xs font-semibold text-primary underline', addAction.label);
    link.href = catalogHref;
    row.append(link);
  }
  return row;
}

/** The cart's body: baskets with their owner and items, plans and packages, and the total to settle. */
export function cartContents(cart: Cart, options: CartContentsOptions): HTMLElement {
  const { strings } = options;
  const body = element('div');
  for (const basket of cart.baskets) {
    const section = element('section', 'border-b border-line pb-2 last:border-b-0');
    if (basket.fareMediaLabel) {
      const heading = element(
        'h3',
        'flex items-center gap-2 pt-1 text-xs font-semibold tracking-wide text-ink-muted uppercase',
        basket.fareMediaLabel,
      );
      if (basket.deliveryMode === 'CARDREADER_MANDATORY') heading.append(cardReaderIcon(strings.cardReader));
      section.append(heading);
    }
    const owner = `${basket.ownerFirstName ?? ''} ${basket.ownerLastName ?? ''}`.trim();
    if (owner && owner !== ANONYMOUS_OWNER) {
      section.append(element('p', 'text-xs text-ink-muted', fillSlots(strings.owner, { name: owner })));
    }
    section.append(element('ul', undefined, ...basket.products.map((item) => itemRow(item, cart.currency, options))));
    body.append(section);
  }
  const loose = [...cart.plans, ...cart.packages];
  if (loose.length > 0) {
    body.append(
      element('ul', 'border-b border-line pb-2', ...loose.map((item) => itemRow(item, cart.currency, options))),
    );
  }
  const total = fare(cart.immediateAmountIncludingTaxes, cart.currency, options, ['text-lg', 'text-sm'], 'SMedium');
  total.dataset.testid = 'cart-total';
  body.append(
    element(
      'p',
      'flex items-baseline justify-between gap-3 pt-2 font-semibold',
      element('span', undefined, strings.total),
      total,
    ),
  );
  return body;
}
