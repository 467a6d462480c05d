import type {
  FareLegRule,
  FareProduct,
  FaresV2,
  FareTimeframe,
  FareTransferRule,
} from '../../network/model/fare-tables.ts';
import type { FareLeg, FareMoment, LegFare } from './fare-legs.ts';

/** One way to pay a ride: a leg rule that matches it and the cheapest product of that rule for the rider. */
interface LegOption {
  group: string;
  product: FareProduct;
}

/**
 * GTFS Fares v2: each ride matches leg rules (by network, from and to areas, timeframes of its departure and arrival;
 * the highest rule_priority, then the rules naming a value over those leaving it empty); consecutive rides join one
 * fare through transfer rules (leg groups, duration limit between the two rides, A+AB / A+AB+B / AB; transfer_count
 * bounds the counted transfers of that fare). Every combination is
 * tried (a journey has a handful of rides) and the cheapest kept. A ride no leg rule matches has no price (null),
 * and no fare carries over it.
 */
export function priceWithFaresV2(fares: FaresV2, legs: FareLeg[]): (LegFare | null)[] {
  const options = legs.map((leg) => legOptions(fares, leg));
  return splitAtUnknown(options, (start, end) =>
    cheapestCombination(fares, legs.slice(start, end), options.slice(start, end)),
  );
}

/** Prices each stretch of rides that all have options, the rides between them unknown. */
export function splitAtUnknown<T>(
  options: T[][],
  price: (start: number, end: number) => LegFare[] | null,
): (LegFare | null)[] {
  const out: (LegFare | null)[] = new Array(options.length).fill(null);
  for (let start = 0; start < options.length; ) {
    if (options[start].length === 0) {
      start++;
      continue;
    }
    let end = start + 1;
    while (end < options.length && options[end].length > 0) end++;
    price(start, end)?.forEach((leg, k) => {
      out[start + k] = leg;
    });
    start = end;
  }
  return out;
}

function cheapestCombination(fares: FaresV2, legs: FareLeg[], options: LegOption[][]): LegFare[] | null {
  let best: { cost: number; legs: LegFare[] } | null = null;
  const chosen: LegFare[] = [];

  // `limited`: transfers made in the current fare by rules with a transfer_count (an unlimited rule, such as a free
  // change between two lines of one network, does not use up a one-transfer allowance).
  const visit = (k: number, cost: number, previous: LegOption | null, subTotal: number, limited: number) => {
    if (best && cost >= best.cost) return;
    if (k === legs.length) {
      best = { cost, legs: chosen.slice() };
      return;
    }
    for (const option of options[k]) {
      const { amount, currency, name, id } = option.product;
      chosen[k] = { price: { amount, currency }, product: name || id, transfer: false };
      visit(k + 1, cost + amount, option, amount, 0);
      if (!previous) continue;
      for (const rule of transferRules(fares, previous.group, option.group)) {
        if (rule.transferCount >= 0 && limited >= rule.transferCount) continue;
        if (!withinDuration(rule, legs[k - 1], legs[k])) continue;
        const transferPrice = rule.product ? cheapestProduct(fares, rule.product) : null;
        if (rule.product && !transferPrice) continue;
        const ab = transferPrice?.amount ?? 0;
        // A+AB: the transfer's price on top; A+AB+B: the transfer's and the ride's; AB: the transfer's price replaces
        // what the rides of this fare cost so far.
        const added = rule.transferType === 1 ? ab + amount : rule.transferType === 2 ? ab - subTotal : ab;
        chosen[k] = {
          price: { amount: added, currency: transferPrice?.currency ?? currency },
          product: transferPrice ? transferPrice.name || transferPrice.id : name || id,
          transfer: true,
        };
        visit(k + 1, cost + added, option, subTotal + added, limited + (rule.transferCount >= 0 ? 1 : 0));
      }
    }
  };
  visit(0, 0, null, 0, 0);
  return (best as { cost: number; legs: LegFare[] } | null)?.legs ?? null;
}

function legOptions(fares: FaresV2, leg: FareLeg): LegOption[] {
  const network = fares.routeNetworks[leg.route] ?? '';
  const fromAreas = fares.stopAreas[leg.from] ?? [];
  const toAreas = fares.stopAreas[leg.to] ?? [];
  let matching = fares.legRules.filter(
    (rule) =>
      (!rule.network || rule.network === network) &&
      (!rule.fromArea || fromAreas.includes(rule.fromArea)) &&
      (!rule.toArea || toAreas.includes(rule.toArea)) &&
      (!rule.fromTimeframe || inTimeframe(fares.timeframes, rule.fromTimeframe, leg.departure)) &&
      (!rule.toTimeframe || inTimeframe(fares.timeframes, rule.toTimeframe, leg.arrival)),
  );
  if (matching.length === 0) return [];
  const top = Math.max(...matching.map((rule) => rule.priority));
  matching = matching.filter((rule) => rule.priority === top);
  for (const key of ['network', 'fromArea', 'toArea'] as const satisfies (keyof FareLegRule)[]) {
    if (matching.some((rule) => rule[key])) matching = matching.filter((rule) => rule[key]);
  }
  return matching.flatMap((rule) => {
    const product = cheapestProduct(fares, rule.product);
    return product ? [{ group: rule.legGroup, product }] : [];
  });
}

/** The rules from one leg group to another; the rules leaving a group empty apply only where none names it. */
function transferRules(fares: FaresV2, from: string, to: string): FareTransferRule[] {
  const exact = fares.transferRules.filter((rule) => rule.fromLegGroup === from && rule.toLegGroup === to);
  if (exact.length > 0) return exact;
  return fares.transferRules.filter(
    (rule) => (!rule.fromLegGroup || rule.fromLegGroup === from) && (!rule.toLegGroup || rule.toLegGroup === to),
  );
}

function withinDuration(rule: FareTransferRule, current: FareLeg, next: FareLeg): boolean {
  if (rule.durationLimit < 0) return true;
  const type = rule.durationLimitType;
  const from = type === 0 || type === 1 ? current.departure.at : current.arrival.at;
  const to = type === 1 || type === 2 ? next.departure.at : next.arrival.at;
  return to - from <= rule.durationLimit;
}

/** The product's cheapest version (fare media) for the default rider category, or the products naming none. */
function cheapestProduct(fares: FaresV2, id: string): FareProduct | null {
  let best: FareProduct | null = null;
  for (const product of fares.products) {
    if (product.id !== id) continue;
    if (product.riderCategory && product.riderCategory !== defaultCategory(fares)) continue;
    if (!best || product.amount < best.amount) best = product;
  }
  return best;
}

/** The category marked default, else the only one; '' when nothing tells which (products naming none then apply). */
function defaultCategory(fares: FaresV2): string {
  if (fares.defaultRiderCategory) return fares.defaultRiderCategory;
  const ids = Object.keys(fares.riderCategories);
  return ids.length === 1 ? ids[0] : '';
}

export function riderCategoryName(fares: FaresV2): string | null {
  if (Object.keys(fares.riderCategories).length < 2) return null;
  const id = defaultCategory(fares);
  return id ? (fares.riderCategories[id] ?? id) : null;
}

function inTimeframe(timeframes: FareTimeframe[], group: string, moment: FareMoment): boolean {
  return timeframes.some(
    (timeframe) =>
      timeframe.group === group &&
      moment.seconds >= timeframe.start &&
      moment.seconds < timeframe.end &&
      (!timeframe.days || runsOn(timeframe.days, moment.date)),
  );
}

function runsOn(days: NonNullable<FareTimeframe['days']>, date: string): boolean {
  if (days.removed.includes(date)) return false;
  if (days.added.includes(date)) return true;
  if (!days.startDate || date < days.startDate || date > days.endDate) return false;
  const [y, m, d] = date.split('-').map(Number);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return days.weekdays[weekday] === true;
}
