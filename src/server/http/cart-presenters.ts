import type { Basket, Cart, CartItem } from '../../contract/cart.ts';
import type { CartRecord, ProductRecord } from '../store/repositories.ts';

/** Builds the spec's Cart entity (section 3) from a stored cart: amounts in minor units, VAT split per item. */

const CATALOG_ROUTE = '/catalog/fare-media';
const ADD_PRODUCT_LABEL: Record<string, string> = {
  fr: 'Ajouter un titre sur ce support',
  en: 'Add a product to this card',
  es: 'Añadir un título a esta tarjeta',
  it: 'Aggiungi un titolo a questa tessera',
  de: 'Fahrkarte auf diese Karte laden',
};

export interface CartOwnerNames {
  firstName: string;
  lastName: string;
}

function splitVat(fareIncludingTaxes: number, vatRate: number) {
  const fareExcludingTaxes = Math.round(fareIncludingTaxes / (1 + vatRate / 100));
  return { fareExcludingTaxes, vatAmount: fareIncludingTaxes - fareExcludingTaxes };
}

function modalFields(product: ProductRecord, name: string): Partial<CartItem> {
  if (product.itemKind === 'plan')
    return { modalPlanId: product.id, modalPlanName: name, modalPlanVersion: product.version };
  if (product.itemKind === 'package')
    return { modalPackageId: product.id, modalPackageName: name, modalPackageVersion: product.version };
  return { modalProductId: product.id, modalProductName: name, modalProductVersion: product.version };
}

function toItem(
  item: CartRecord['items'][number],
  position: number,
  locale: string,
  fareMediaId: string | null,
  currency: string,
): CartItem {
  const { product, quantity } = item;
  const name = product.names[locale] ?? product.names.fr ?? product.id;
  const { fareExcludingTaxes, vatAmount } = splitVat(product.fareIncludingTaxes, product.vatRate);
  return {
    actions: fareMediaId
      ? [
          {
            type: 'ADD_NEW_PRODUCT_TO_BASKET',
            label: ADD_PRODUCT_LABEL[locale] ?? ADD_PRODUCT_LABEL.fr,
            route: `${CATALOG_ROUTE}/${fareMediaId}`,
          },
        ]
      : [],
    address: null,
    basketLine: position + 1,
    currency,
    deliveryMode: product.deliveryMode,
    fareExcludingTaxes,
    fareIncludingTaxes: product.fareIncludingTaxes,
    line: position + 1,
    providerItemDescription: name,
    providerNetworkLabel: product.networkLabel,
    quantity,
    saleableUnit: product.saleableUnit,
    totalFareExcludingTaxes: fareExcludingTaxes * quantity,
    totalFareIncludingTaxes: product.fareIncludingTaxes * quantity,
    totalVatAmount: vatAmount * quantity,
    unit: product.unit,
    vatAmount,
    vatRate: product.vatRate,
    version: product.version,
    ...modalFields(product, name),
  };
}

function basketFor(
  type: Basket['basketType'],
  cart: CartRecord,
  owner: CartOwnerNames,
  sample: ProductRecord,
  index: number,
): Basket {
  const fareMedia = type === 'FAREMEDIA';
  return {
    accountId: cart.userId,
    basketInfo: fareMedia ? 'PROVIDERFAREMEDIA' : 'PROVIDERACCOUNT',
    basketType: type,
    deliveryMode: sample.deliveryMode,
    deviceId: null,
    deviceLabel: null,
    fareMediaId: fareMedia ? `${cart.id}-card` : null,
    fareMediaLabel: fareMedia ? sample.fareMediaLabel : null,
    line: index + 1,
    ownerFirstName: owner.firstName,
    ownerLastName: owner.lastName,
    products: [],
    providerId: 'embedded-store',
    providerUserEmail: cart.email,
    providerUserId: cart.userId,
    providerUserExternalId: null,
    providerUserFirstName: owner.firstName,
    providerUserLastName: owner.lastName,
    recipientUser: null,
  };
}

const EMPTY_TOTALS = {
  immediateAmountExcludingTaxes: 0,
  immediateAmountIncludingTaxes: 0,
  immediateVatAmount: 0,
  totalAmountExcludingTaxes: 0,
  totalAmountIncludingTaxes: 0,
  totalVatAmount: 0,
};

/** Products go into baskets by basket type; plans and packages are listed on the cart itself; all in `currency`. */
export function toCart(
  cart: CartRecord | undefined,
  owner: CartOwnerNames,
  locale: string,
  userId: string | null,
  currency: string,
): Cart {
  if (!cart || cart.items.length === 0) {
    return {
      actions: [],
      baskets: [],
      currency,
      empty: true,
      id: cart?.id ?? null,
      packages: [],
      plans: [],
      paymentModes: [],
      status: cart?.status ?? null,
      userId,
      ...EMPTY_TOTALS,
    };
  }
  const baskets = new Map<Basket['basketType'], Basket>();
  const plans: CartItem[] = [];
  const packages: CartItem[] = [];
  const totals = { ...EMPTY_TOTALS };
  cart.items.forEach((stored, position) => {
    const type = stored.product.basketType;
    if (stored.product.itemKind === 'product' && !baskets.has(type)) {
      baskets.set(type, basketFor(type, cart, owner, stored.product, baskets.size));
    }
    const basket = baskets.get(type);
    const item = toItem(
      stored,
      position,
      locale,
      stored.product.itemKind === 'product' ? (basket?.fareMediaId ?? null) : null,
      currency,
    );
    if (stored.product.itemKind === 'plan') plans.push(item);
    else if (stored.product.itemKind === 'package') packages.push(item);
    else basket?.products.push(item);
    totals.totalAmountIncludingTaxes += item.totalFareIncludingTaxes;
    totals.totalAmountExcludingTaxes += item.totalFareExcludingTaxes;
    totals.totalVatAmount += item.totalVatAmount;
  });
  // Everything is paid now in the embedded store: nothing is deferred to a later instalment.
  totals.immediateAmountIncludingTaxes = totals.totalAmountIncludingTaxes;
  totals.immediateAmountExcludingTaxes = totals.totalAmountExcludingTaxes;
  totals.immediateVatAmount = totals.totalVatAmount;
  return {
    actions: [],
    baskets: [...baskets.values()],
    currency,
    empty: false,
    id: cart.id,
    packages,
    plans,
    paymentModes: ['CREDIT_CARD'],
    status: cart.status,
    userId: cart.userId,
    ...totals,
  };
}
