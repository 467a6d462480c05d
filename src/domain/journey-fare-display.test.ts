import { describe, expect, it } from 'vitest';
import type { JourneyFare } from '../contract/trip-planner.ts';
import { fareLine, fareLineText, rideFares } from './journey-fare-display.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const stepUp: JourneyFare = {
  total: usd(725),
  legs: [
    { section: 1, price: usd(300), product: 'Subway and local bus fare', transfer: false },
    { section: 3, price: usd(425), product: 'Step-up to express bus', transfer: true },
  ],
  complete: true,
  source: 'operator',
  riderCategory: null,
};
const words = { price: (price: string) => `Price: ${price}`, unknown: 'Fare unknown' };

describe('the price of a journey on screen', () => {
  it('shows the total, formatted by the spec rules and the visitor language', () => {
    expect(fareLineText(fareLine(stepUp), words, 'en-US')).toBe('Price: $7.25');
    expect(fareLineText(fareLine(stepUp), words, 'fr-FR')).toBe('Price: 7,25\u00a0$');
    expect(fareLineText(fareLine(stepUp), words, 'en-US', { enabled: true, decimals: 0 })).toBe('Price: $7');
  });

  it('says "fare unknown" for an incomplete fare, and nothing for a journey on foot', () => {
    const incomplete: JourneyFare = {
      ...stepUp,
      total: null,
      complete: false,
      legs: [stepUp.legs[0], { ...stepUp.legs[1], price: null }],
    };
    expect(fareLineText(fareLine(incomplete), words, 'en-US')).toBe('Fare unknown');
    expect(fareLine(undefined)).toBeNull();
  });

  it('gives each ride its price only where the rides differ from the one total', () => {
    expect([...rideFares(stepUp)]).toEqual([
      [1, { kind: 'fare', price: usd(300) }],
      [3, { kind: 'transfer', price: usd(425) }],
    ]);
    expect(rideFares({ ...stepUp, legs: [stepUp.legs[0]] }).size).toBe(0);
    const free = { ...stepUp, legs: [stepUp.legs[0], { ...stepUp.legs[1], price: usd(0) }] };
    expect(rideFares(free).get(3)).toEqual({ kind: 'freeTransfer' });
  });
});
