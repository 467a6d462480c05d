import { describe, expect, it } from 'vitest';
import { formatPrice, priceParts } from './price-format.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('price format', () => {
  it('divides minor units by 100 and shows the currency symbol in fr-FR by default', () => {
    expect(nbsp(formatPrice(290))).toBe('2,90 €');
    expect(nbsp(formatPrice(123456, 'USD'))).toBe('1 234,56 $');
    expect(nbsp(formatPrice(500, 'GBP'))).toBe('5,00 £');
    expect(nbsp(formatPrice(15000, 'XPF'))).toBe('150,00 XPF');
  });

  it('formats per locale with the spec symbols (never "US$" or "$US")', () => {
    expect(nbsp(formatPrice(123456, 'USD', undefined, 'en'))).toBe('$1,234.56');
    expect(nbsp(formatPrice(123456, 'USD', undefined, 'de'))).toBe('1.234,56 $');
    expect(nbsp(formatPrice(290, 'USD', undefined, 'es'))).toBe('2,90 $');
    expect(nbsp(formatPrice(290, 'USD', undefined, 'it'))).toBe('2,90 $');
    expect(nbsp(formatPrice(290, 'EUR', undefined, 'en'))).toBe('€2.90');
    expect(nbsp(formatPrice(290, 'usd', undefined, 'fr'))).toBe('2,90 $');
  });

  it('shows a negative fare as 0 with the decimals, in every locale', () => {
    expect(nbsp(formatPrice(-120))).toBe('0,00 €');
    expect(nbsp(formatPrice(-120, 'USD', undefined, 'en'))).toBe('$0.00');
  });

  it('keeps the decimals "00" of a negative fare when the rounding hides decimals', () => {
    expect(nbsp(formatPrice(-120, 'EUR', { enabled: true, decimals: 0 }))).toBe('0,00 €');
    expect(nbsp(formatPrice(-1, 'USD', { enabled: true, decimals: 1 }, 'en'))).toBe('$0.00');
  });

  it('follows priceRounding when enabled', () => {
    expect(nbsp(formatPrice(290, 'EUR', { enabled: true, decimals: 0 }))).toBe('3 €');
    expect(nbsp(formatPrice(290, 'EUR', { enabled: false, decimals: 0 }))).toBe('2,90 €');
    expect(nbsp(formatPrice(290, 'USD', { enabled: true, decimals: 1 }, 'en'))).toBe('$2.9');
  });

  it('splits the amount into parts a fare display can size', () => {
    expect(priceParts(123456, 'USD', undefined, 'en').map((p) => p.type)).toEqual([
      'currency',
      'integer',
      'group',
      'integer',
      'decimal',
      'fraction',
    ]);
  });
});
