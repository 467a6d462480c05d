import { describe, expect, it } from 'vitest';
import { Cart, NotificationsResponse, StoreProductsResponse } from '../contract/cart.ts';
import { FavoritesCollection } from '../contract/favorites.ts';
import { CartAnswer, NotificationsAnswer, StoreProductsAnswer, UserInfoUpdateAnswer } from './store-answer-outlines.ts';
import { CreatedFavoriteAnswer, FavoritesCollectionAnswer } from './favorite-answer-outlines.ts';

// The browser's outlines must accept what the zod contract accepts (and give the same defaults), and refuse bodies
// the islands could not read. zod is fine here: tests run in Node, never in the browser.

const item = {
  actions: [],
  address: null,
  basketLine: 1,
  currency: 'EUR',
  deliveryMode: null,
  fareExcludingTaxes: 290,
  fareIncludingTaxes: 290,
  line: 1,
  providerItemDescription: 'Single ride',
  providerNetworkLabel: null,
  quantity: 2,
  saleableUnit: 'UNIT',
  totalFareExcludingTaxes: 580,
  totalFareIncludingTaxes: 580,
  totalVatAmount: 0,
  unit: null,
  vatAmount: 0,
  vatRate: 10,
  version: 1,
  modalProductName: 'Single ride',
};
const basket = {
  accountId: null,
  basketInfo: null,
  basketType: 'SALE',
  deliveryMode: null,
  deviceId: null,
  deviceLabel: null,
  fareMediaId: null,
  fareMediaLabel: null,
  line: 1,
  ownerFirstName: null,
  ownerLastName: null,
  products: [item],
  providerId: null,
  providerUserEmail: null,
  providerUserId: null,
  providerUserExternalId: null,
  providerUserFirstName: null,
  providerUserLastName: null,
  recipientUser: null,
};
/** The required fields only: every defaulted field of the contract is left out. */
const minimalCart = {
  id: 'c1',
  status: 'DRAFT',
  userId: null,
  immediateAmountExcludingTaxes: 0,
  immediateAmountIncludingTaxes: 580,
  immediateVatAmount: 0,
  totalAmountExcludingTaxes: 527,
  totalAmountIncludingTaxes: 580,
  baskets: [basket],
};

describe('store answer outlines', () => {
  it('accept a cart the contract accepts and fill the same defaults', () => {
    const contract = Cart.parse(minimalCart);
    const outline = CartAnswer.safeParse(minimalCart);
    expect(outline.success).toBe(true);
    expect(outline.data).toEqual(contract);
  });

  it('fill item defaults (quantity, currency, actions) like the contract', () => {
    const { quantity: _q, currency: _c, actions: _a, ...bare } = item;
    const answer = { ...minimalCart, baskets: [], plans: [bare] };
    expect(CartAnswer.safeParse(answer).data).toEqual(Cart.parse(answer));
  });

  it('refuse carts the summary cannot read', () => {
    expect(CartAnswer.safeParse({ ...minimalCart, totalAmountIncludingTaxes: '5.80' }).success).toBe(false);
    expect(CartAnswer.safeParse({ ...minimalCart, baskets: [{ products: 'none' }] }).success).toBe(false);
    expect(CartAnswer.safeParse({ ...minimalCart, plans: [{ ...item, fareIncludingTaxes: null }] }).success).toBe(
      false,
    );
    expect(CartAnswer.safeParse('<html>').success).toBe(false);
  });

  it('check products, notifications and the user-info update', () => {
    const products = {
      products: [
        { id: 'p1', kind: 'product', name: 'Ride', fareIncludingTaxes: 290, currency: 'EUR', saleableUnit: 'UNIT' },
      ],
    };
    expect(StoreProductsAnswer.safeParse(products).data).toEqual(StoreProductsResponse.parse(products));
    expect(StoreProductsAnswer.safeParse({ products: [{ id: 'p1' }] }).success).toBe(false);

    const notifications = {
      notifications: [{ id: 'n1', label: 'Card expires', actions: [{ type: 'OPEN', parameters: { url: '/x' } }] }],
    };
    expect(NotificationsAnswer.safeParse(notifications).data).toEqual(NotificationsResponse.parse(notifications));
    expect(
      NotificationsAnswer.safeParse({ notifications: [{ id: 'n1', label: 'x', actions: [{ type: 'OPEN' }] }] }).success,
    ).toBe(false);

    expect(UserInfoUpdateAnswer.safeParse({ attributes: { firstName: 'Ada' } }).success).toBe(true);
    expect(UserInfoUpdateAnswer.safeParse({ attributes: null }).success).toBe(false);
  });

  it('check favourites collections like the contract', () => {
    const collection = {
      favoriteLines: [{ favoriteId: 'f1', line: { id: 'L1' } }],
      favoriteAddresses: [
        {
          favoriteId: 'f2',
          category: 'HOME',
          label: 'Home',
          address: { street: '1 Main St', zipCode: '10001', city: 'New York', coordinates: { lat: 40.7, lon: -74 } },
        },
      ],
      favoriteStopPoints: [{ favoriteId: 'f3', stopPoint: { id: 'S1' }, lineIds: ['L1'] }],
      favoritePointOfInterests: [{ favoriteId: 'f4', pointOfInterest: { id: 'P1', type: 'poi', label: 'Museum' } }],
    };
    expect(FavoritesCollectionAnswer.safeParse(collection).data).toEqual(FavoritesCollection.parse(collection));
    for (const field of Object.keys(collection) as Array<keyof typeof collection>) {
      const broken = { ...collection, [field]: [{ favoriteId: 7 }] };
      expect(FavoritesCollection.safeParse(broken).success).toBe(false);
      expect(FavoritesCollectionAnswer.safeParse(broken).success, field).toBe(false);
    }
    expect(CreatedFavoriteAnswer.safeParse({ favoriteId: 'f9' }).success).toBe(true);
    expect(CreatedFavoriteAnswer.safeParse({}).success).toBe(false);
  });
});
