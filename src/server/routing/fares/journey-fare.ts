import type { FareTables } from '../../network/model/fare-tables.ts';
import type { FareLeg, JourneyFare, LegFare } from './fare-legs.ts';
import { priceWithFaresV1 } from './fares-v1.ts';
import { priceWithFaresV2, riderCategoryName } from './fares-v2.ts';

/**
 * The fare of a journey's rides: consecutive rides priced by the same fare tables are priced together (transfers
 * between them honoured), the v2 rules first when a feed has both. The total exists only when every ride has a price
 * in one currency: a journey with one unknown ride says so (complete: false, total null) instead of a partial sum.
 */
export function journeyFare(tables: FareTables[], legs: FareLeg[]): JourneyFare {
  const out: (LegFare | null)[] = new Array(legs.length).fill(null);
  const sources = new Set<FareTables['source']>();
  let riderCategory: string | null = null;
  for (let start = 0; start < legs.length; ) {
    const table = tables.find((candidate) => candidate.feeds.includes(legs[start].feed));
    let end = start + 1;
    while (end < legs.length && table && table.feeds.includes(legs[end].feed)) end++;
    if (table) {
      const run = legs.slice(start, end);
      const byV2 = table.v2 ? priceWithFaresV2(table.v2, run) : null;
      const priced =
        byV2 && (byV2.every(Boolean) || !table.v1) ? byV2 : table.v1 ? priceWithFaresV1(table.v1, run) : [];
      priced.forEach((leg, k) => {
        out[start + k] = leg;
      });
      if (priced.some(Boolean)) sources.add(table.source);
      if (priced === byV2 && table.v2) riderCategory ??= riderCategoryName(table.v2);
    }
    start = end;
  }
  const priced = out.filter((leg): leg is LegFare => leg !== null);
  const currencies = new Set(priced.map((leg) => leg.price.currency));
  const complete = legs.length > 0 && priced.length === legs.length && currencies.size === 1;
  return {
    total: complete
      ? { amount: priced.reduce((sum, leg) => sum + leg.price.amount, 0), currency: priced[0].price.currency }
      : null,
    legs: out,
    complete,
    source: sources.size === 0 ? null : sources.size > 1 ? 'mixed' : [...sources][0],
    riderCategory,
  };
}
