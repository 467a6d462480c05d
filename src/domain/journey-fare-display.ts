import type { JourneyFare, Money } from '../contract/trip-planner.ts';
import { formatPrice, type PriceRounding } from './price-format.ts';

/** What a journey's price line says: a price, "fare unknown", or nothing (a journey on foot, or no fare at all). */
export type FareLine = { kind: 'price'; price: Money; riderCategory: string | null } | { kind: 'unknown' } | null;

export function fareLine(fare: JourneyFare | undefined): FareLine {
  if (!fare || fare.source === null) return fare && fare.legs.length > 0 ? { kind: 'unknown' } : null;
  if (!fare.complete || !fare.total) return { kind: 'unknown' };
  return { kind: 'price', price: fare.total, riderCategory: fare.riderCategory };
}

/** What one ride's line in the roadmap says: its fare, a transfer (free or with what it adds), or unknown. */
export type RideFare =
  | { kind: 'fare'; price: Money }
  | { kind: 'transfer'; price: Money }
  | { kind: 'freeTransfer' }
  | { kind: 'unknown' };

/**
 * Per ride, by section index, only where the rides' prices differ from the journey's one price: a journey of one ride,
 * or of one fare whatever the number of rides, has nothing to add to its total.
 */
export function rideFares(fare: JourneyFare | undefined): Map<number, RideFare> {
  const out = new Map<number, RideFare>();
  if (!fare || fare.legs.length < 2) return out;
  for (const leg of fare.legs) {
    if (!leg.price) out.set(leg.section, { kind: 'unknown' });
    else if (leg.transfer && leg.price.amount === 0) out.set(leg.section, { kind: 'freeTransfer' });
    else out.set(leg.section, { kind: leg.transfer ? 'transfer' : 'fare', price: leg.price });
  }
  return out;
}

/** The price line as text (calendar event, print): the formatted total, or the words for an unknown fare. */
export function fareLineText(
  line: FareLine,
  words: { price: (price: string) => string; unknown: string },
  locale: string,
  rounding?: PriceRounding,
): string | null {
  if (!line) return null;
  if (line.kind === 'unknown') return words.unknown;
  return words.price(formatPrice(line.price.amount, line.price.currency, rounding, locale));
}
