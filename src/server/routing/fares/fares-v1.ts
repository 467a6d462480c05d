import type { FaresV1, FareV1Attribute } from '../../network/model/fare-tables.ts';
import type { FareLeg, LegFare } from './fare-legs.ts';
import { splitAtUnknown } from './fares-v2.ts';

/**
 * GTFS Fares v1: the rides are cut into consecutive groups, each group paid by one fare whose rules it meets (routes,
 * origin and destination zones, the exact set of zones passed through `contains_id`, transfers and transfer duration);
 * the cheapest cut wins. A ride no fare covers alone has no price (null), and no fare spans it.
 */
export function priceWithFaresV1(fares: FaresV1, legs: FareLeg[]): (LegFare | null)[] {
  const alone = legs.map((_, k) => (cheapestFare(fares, legs, k, k + 1) ? [true] : []));
  return splitAtUnknown(alone, (start, end) => cheapestCut(fares, legs.slice(start, end)));
}

function cheapestCut(fares: FaresV1, legs: FareLeg[]): LegFare[] | null {
  const n = legs.length;
  const best = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  const choice = new Array<{ from: number; fare: FareV1Attribute } | null>(n + 1).fill(null);
  best[0] = 0;
  for (let end = 1; end <= n; end++) {
    for (let start = 0; start < end; start++) {
      if (!Number.isFinite(best[start])) continue;
      const fare = cheapestFare(fares, legs, start, end);
      if (fare && best[start] + fare.amount < best[end]) {
        best[end] = best[start] + fare.amount;
        choice[end] = { from: start, fare };
      }
    }
  }
  if (!Number.isFinite(best[n])) return null;
  const out = new Array<LegFare>(n);
  for (let end = n; end > 0; ) {
    const { from, fare } = choice[end]!;
    for (let k = from; k < end; k++) {
      out[k] = {
        price: { amount: k === from ? fare.amount : 0, currency: fare.currency },
        product: fare.id,
        transfer: k !== from,
      };
    }
    end = from;
  }
  return out;
}

function cheapestFare(fares: FaresV1, legs: FareLeg[], start: number, end: number): FareV1Attribute | null {
  let best: FareV1Attribute | null = null;
  for (const fare of fares.attributes) {
    if (best && fare.amount >= best.amount) continue;
    if (covers(fares, fare, legs, start, end)) best = fare;
  }
  return best;
}

function covers(fares: FaresV1, fare: FareV1Attribute, legs: FareLeg[], start: number, end: number): boolean {
  if (fare.transfers >= 0 && end - start - 1 > fare.transfers) return false;
  if (fare.transferDuration >= 0 && end - start > 1) {
    if (legs[end - 1].arrival.at - legs[start].departure.at > fare.transferDuration) return false;
  }
  for (let k = start; k < end; k++) if (fare.agency && legs[k].agency !== fare.agency) return false;
  if (fare.rules.length === 0) return true;
  const routes = new Set(fare.rules.map((rule) => rule.route).filter(Boolean));
  if (routes.size > 0) for (let k = start; k < end; k++) if (!routes.has(legs[k].route)) return false;
  const zoneRules = fare.rules.filter((rule) => rule.origin || rule.destination);
  if (zoneRules.length > 0) {
    const origin = fares.stopZones[legs[start].from];
    const destination = fares.stopZones[legs[end - 1].to];
    const matches = zoneRules.some(
      (rule) => (!rule.origin || rule.origin === origin) && (!rule.destination || rule.destination === destination),
    );
    if (!matches) return false;
  }
  const contains = new Set(fare.rules.map((rule) => rule.contains).filter(Boolean));
  if (contains.size > 0) {
    const passed = new Set<string>();
    for (let k = start; k < end; k++) {
      for (const stop of legs[k].stops) {
        const zone = fares.stopZones[stop];
        if (zone === undefined) return false;
        passed.add(zone);
      }
    }
    if (passed.size !== contains.size) return false;
    for (const zone of passed) if (!contains.has(zone)) return false;
  }
  return true;
}
