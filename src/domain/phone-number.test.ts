import { describe, expect, it } from 'vitest';
import { internationalPhone } from './phone-number.ts';

describe('internationalPhone', () => {
  it('keeps valid international numbers in their international format', () => {
    expect(internationalPhone(' +33612345678 ')).toBe('+33 6 12 34 56 78');
    expect(internationalPhone('+1 212 555 0100')).toBe('+1 212 555 0100');
    expect(internationalPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('refuses text, national numbers without a country code and numbers no plan allows', () => {
    for (const value of [
      'not a phone ###',
      '0612345678',
      '+33 6 12',
      '+1 000 000 0000',
      '+999 1234567',
      '+33 6 12 34 56 78 90 12',
      '',
    ]) {
      expect({ value, phone: internationalPhone(value) }).toEqual({ value, phone: undefined });
    }
  });
});
