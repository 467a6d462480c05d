import type { EndpointLinks } from './raptor-labels.ts';
import { incomingFootpaths, type IncomingFootpaths, type RoutingView } from './routing-view.ts';

/**
 * How many more rides a journey needs at least, per stop, towards one target (capped at 2: "two or more"):
 * - `afterRide[s]`: having just alighted at s — 0 at an egress stop, 1 when one ride from s or from a stop one
 *   footpath away reaches an egress stop, else 2;
 * - `beforeBoarding[s]`: ready to board at s — 1 when one ride from s reaches an egress stop, else 2.
 * A label with k rides whose journey needs r more can only improve the best arrival with k + r rides or more, which
 * is never later than the best with k (see Raptor): a range search, whose later departures already found fast
 * journeys with many rides, prunes the slow few-ride labels this way; and no label needing more rides than allowed
 * is expanded at all. Computed per search in time proportional to the patterns through the egress stops and the
 * footpaths into the stops they reach.
 */
export class RideNeeds {
  private readonly view: RoutingView;
  readonly afterRide: Uint8Array;
  readonly beforeBoarding: Uint8Array;
  /** Per pattern: 1 when one may alight from it at an egress stop (a round scans these first: see Raptor). */
  readonly reachesEgress: Uint8Array;
  private readonly egressPatterns: number[] = [];
  /** The footpaths into each stop: the stops that walk to it. */
  private readonly footIn: IncomingFootpaths;
  /** What the last search lowered, to undo it rather than refill every stop. */
  private readonly oneRide: number[] = [];
  private egressStops: number[] = [];

  constructor(view: RoutingView) {
    this.view = view;
    this.afterRide = new Uint8Array(view.stopCount).fill(2);
    this.beforeBoarding = new Uint8Array(view.stopCount).fill(2);
    this.reachesEgress = new Uint8Array(view.patternCount);
    this.footIn = incomingFootpaths(view);
  }

  /** Needs towards the egress stops, over the patterns a search may ride; the arrays are reused by the next call. */
  compute(egress: EndpointLinks, patternRuns: Uint8Array, excludedModeMask: number): this {
    const { afterRide, beforeBoarding, oneRide } = this;
    const { start: footInStart, from: footInFrom } = this.footIn;
    const {
      stopPatternStart,
      stopPattern,
      stopPatternPosition,
      patternStopStart,
      patternStops,
      canBoard,
      canAlight,
      patternModeBit,
    } = this.view;
    for (const stop of oneRide) {
      beforeBoarding[stop] = 2;
      afterRide[stop] = 2;
      for (let e = footInStart[stop]; e < footInStart[stop + 1]; e++) afterRide[footInFrom[e]] = 2;
    }
    for (const stop of this.egressStops) afterRide[stop] = 2;
    for (const pattern of this.egressPatterns) this.reachesEgress[pattern] = 0;
    oneRide.length = 0;
    this.egressPatterns.length = 0;
    this.egressStops = [...egress.stops];
    for (const stop of egress.stops) {
      for (let e = stopPatternStart[stop]; e < stopPatternStart[stop + 1]; e++) {
        const pattern = stopPattern[e];
        if (patternRuns[pattern] === 0 || (patternModeBit[pattern] & excludedModeMask) !== 0) continue;
        const first = patternStopStart[pattern];
        const position = stopPatternPosition[e];
        if (canAlight[first + position] === 0) continue;
        if (this.reachesEgress[pattern] === 0) {
          this.reachesEgress[pattern] = 1;
          this.egressPatterns.push(pattern);
        }
        for (let at = first; at < first + position; at++) {
          const from = patternStops[at];
          if (canBoard[at] === 1 && beforeBoarding[from] === 2) {
            beforeBoarding[from] = 1;
            oneRide.push(from);
          }
        }
      }
    }
    for (const stop of oneRide) {
      afterRide[stop] = 1;
      for (let e = footInStart[stop]; e < footInStart[stop + 1]; e++) afterRide[footInFrom[e]] = 1;
    }
    for (const stop of egress.stops) afterRide[stop] = 0;
    return this;
  }
}
