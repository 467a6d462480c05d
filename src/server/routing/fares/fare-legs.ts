/** A moment of a ride as fares see it: the local date, weekday and time of day (timeframes), and seconds to compare. */
export interface FareMoment {
  /** Seconds on one clock shared by the journey's legs (durations between legs are differences of these). */
  at: number;
  /** Local ISO date (YYYY-MM-DD). */
  date: string;
  /** Seconds since local midnight. */
  seconds: number;
}

/** One ride of a journey, in the network's ids. */
export interface FareLeg {
  /** Index of the feed of its stops (network.feeds). */
  feed: number;
  route: string;
  agency: string;
  from: string;
  to: string;
  /** Every stop the ride calls at, boarding and alighting stops included (v1 `contains_id`). */
  stops: string[];
  departure: FareMoment;
  arrival: FareMoment;
}

export interface Money {
  /** Minor units (cents). */
  amount: number;
  currency: string;
}

/** What one ride costs within the journey's cheapest combination. */
export interface LegFare {
  /** What is paid when boarding this ride: the fare, the step-up of a transfer, or 0 for a free transfer. */
  price: Money;
  /** The fare product's name (v2), or the fare id (v1). */
  product: string;
  /** True when this ride continues a fare bought on an earlier ride (a transfer). */
  transfer: boolean;
}

export interface JourneyFare {
  /** The journey's price; null whenever one ride's fare is unknown (never a partial sum). */
  total: Money | null;
  /** Per ride, in order; null for a ride whose fare is unknown. */
  legs: (LegFare | null)[];
  complete: boolean;
  /** Where the prices come from: the feed's fares, the operator's fare table, or both; null with no fares at all. */
  source: 'gtfs' | 'operator' | 'mixed' | null;
  /** The rider category priced (v2, when the feed has several), e.g. "Adult". */
  riderCategory: string | null;
}
