/**
 * Fare display (spec sections 5 and 9): amounts arrive in minor units (divide by 100) with a currency (EUR when none
 * is given; the site's comes from the `currency` configuration key); a negative amount shows as 0 with decimals "00"
 * whatever the rounding; other amounts' decimals follow priceRounding (default 2, 0 hides them); symbols EUR €, USD
 * $, GBP £, XPF XPF. The spec's price locale fr-FR is the default; pages pass their language so the amount reads as
 * the visitor expects (fr "2,90 $", en "$2.90", de "2,90 $").
 */
export interface PriceRounding {
  enabled: boolean;
  decimals: number;
}

export const DEFAULT_CURRENCY = 'EUR';
const DEFAULT_PRICE_LOCALE = 'fr-FR';
const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', XPF: 'XPF' };

/** Sizes of the fare display (spec section 9), largest first. */
export const FARE_SIZES = ['XLarge', 'Large', 'Medium', 'SMedium', 'Small', 'XSmall', 'XXSmall'] as const;
export type FareSize = (typeof FARE_SIZES)[number];

/** A negative fare reads "0" with the decimals "00" (spec section 5), even when the rounding hides decimals. */
const NEGATIVE_FARE_DECIMALS = 2;

export function priceDecimals(rounding?: PriceRounding): number {
  return rounding?.enabled ? rounding.decimals : 2;
}

export interface PricePart {
  /** Intl's part types: integer, group, decimal, fraction, currency, literal. */
  type: string;
  value: string;
}

/** The formatted amount as parts, so a fare display can size the units apart from the decimals and symbol. */
export function priceParts(
  minorUnits: number,
  currency = DEFAULT_CURRENCY,
  rounding?: PriceRounding,
  locale = DEFAULT_PRICE_LOCALE,
): PricePart[] {
  const units = Number.isFinite(minorUnits) ? minorUnits : 0;
  const decimals = units < 0 ? NEGATIVE_FARE_DECIMALS : priceDecimals(rounding);
  const code = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : DEFAULT_CURRENCY;
  const amount = Math.max(0, units) / 100;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // Intl writes "US$" or "$US" for dollars in some languages: the spec's symbol replaces whatever Intl chose.
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? { type: 'currency', value: SYMBOLS[code] ?? code } : part));
}

export function formatPrice(
  minorUnits: number,
  currency = DEFAULT_CURRENCY,
  rounding?: PriceRounding,
  locale = DEFAULT_PRICE_LOCALE,
): string {
  return priceParts(minorUnits, currency, rounding, locale)
    .map((part) => part.value)
    .join('');
}
