/**
 * Fare display (spec sections 5 and 9): amounts arrive in minor units (divide by 100), shown in fr-FR with the
 * currency's symbol (EUR €, USD $, GBP £, XPF XPF); a negative amount shows as 0; decimals follow priceRounding
 * (default 2, 0 hides them).
 */
export interface PriceRounding {
  enabled: boolean;
  decimals: number;
}

const PRICE_LOCALE = 'fr-FR';
const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', XPF: 'XPF' };

export function priceDecimals(rounding?: PriceRounding): number {
  return rounding?.enabled ? rounding.decimals : 2;
}

export function formatPrice(minorUnits: number, currency = 'EUR', rounding?: PriceRounding): string {
  const decimals = priceDecimals(rounding);
  const amount = Math.max(0, minorUnits) / 100;
  const number = new Intl.NumberFormat(PRICE_LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount);
  const symbol = SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
  // fr-FR puts the symbol after the amount with a non-breaking space.
  return `${number}\u00a0${symbol}`;
}
