/**
 * Whether the planner's queue is full, readable by the front door (src/front-door) so that it can refuse a journey
 * search with 503 before the request costs anything (no Astro middleware, no proxy, no JSON parsing): with clients
 * that retry at once, those refusals are most of the traffic, and pages must not queue behind them. The gauge lives on
 * globalThis under a registered symbol: the front door and the Astro bundle each have their own copy of this module.
 */
export interface PlannerGauge {
  /** Seconds a refused search should wait, or 0 when the queue has room. */
  busyFor(): number;
  /**
   * How long the front door holds a refusal before answering it. Clients that retry at once (scripts, a load test)
   * otherwise turn a full queue into thousands of 503s a second; their CPU, on the same machine, slows the searches,
   * which keeps the queue full: a storm that sustains itself. Held for a moment, they cannot.
   */
  refusalDelayMs: number;
}

const KEY = Symbol.for('transit-site.planner-gauge');
const registry = globalThis as typeof globalThis & { [KEY]?: PlannerGauge };

export function publishPlannerGauge(gauge: PlannerGauge | undefined): void {
  registry[KEY] = gauge;
}

export function plannerBusyFor(): number {
  return registry[KEY]?.busyFor() ?? 0;
}

export function plannerRefusalDelayMs(): number {
  return registry[KEY]?.refusalDelayMs ?? 0;
}
