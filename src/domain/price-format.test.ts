import { describe, expect, it } from 'vitest';
import { formatPrice } from './price-format.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('price format', () => {
  it('divides minor units by 100 and shows the currency symbol in fr-FR', () => {
    expect(nbsp(formatPrice(290))).toBe('2,90 €');
    expect(nbsp(formatPrice(123456, 'USD'))).toBe('1 234,56 $');
    expect(nbsp(formatPrice(500, 'GBP'))).toBe('5,00 £');
    expect(nbsp(formatPrice(15000, 'XPF'))).toBe('150,00 XPF');
  });

  it('shows a negative fare as 0 with the decimals', () => {
    expect(nbsp(formatPrice(-120))).toBe('0,00 €');
  });

  it('follows priceRounding when enabled', () => {
    expect(nbsp(formatPrice(290, 'EUR', { enabled: true, decimals: 0 }))).toBe('3 €');
    expect(nbsp(formatPrice(290, 'EUR', { enabled: false, decimals: 0 }))).toBe('2,90 €');
  });
});
