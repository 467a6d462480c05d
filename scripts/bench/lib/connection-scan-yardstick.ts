/**
 * The benchmarks' yardstick: an earliest-arrival connection scan (Dibbelt et al.) in the planner's model, written for
 * speed (typed arrays reset through touched lists, a binary search for the first connection, stopped at the best
 * arrival), so `bench:router` can say how far RAPTOR is from what a plain scan costs on the same queries. The tests'
 * oracle (src/test-support/connection-scan-oracle.ts) is the slower, obviously-correct version: both must agree.
 */
import type { TransitNetwork } from '../../../src/server/network/model/types.ts';
import type { Connections } from '../../../src/test-support/connection-scan-oracle.ts';
import type { EndpointLinks } from '../../../src/server/routing/raptor/raptor-labels.ts';

const UNREACHED = 0x7fffffff;

export class ConnectionScanYardstick {
  private readonly network: TransitNetwork;
  private readonly c: Connections;
  private readonly ready: Int32Array;
  private readonly egress: Int32Array;
  private readonly onTrip: Uint8Array;
  private readonly touchedStops: Int32Array;
  private touchedStopCount = 0;
  private readonly touchedTrips: Int32Array;
  private touchedTripCount = 0;

  constructor(network: TransitNetwork, connections: Connections) {
    this.network = network;
    this.c = connections;
    const stops = network.stops.count;
    this.ready = new Int32Array(stops).fill(UNREACHED);
    this.egress = new Int32Array(stops).fill(UNREACHED);
    let trips = 0;
    for (let i = 0; i < connections.count; i++) if (connections.trip[i] >= trips) trips = connections.trip[i] + 1;
    this.onTrip = new Uint8Array(trips);
    this.touchedStops = new Int32Array(stops);
    this.touchedTrips = new Int32Array(trips);
  }

  /** Earliest arrival at the destination (seconds), or Infinity. */
  earliestArrival(
    departure: number,
    access: EndpointLinks,
    egress: EndpointLinks,
    footDuration: Uint32Array,
    maxFootDistance: number,
    directWalk: number,
  ): number {
    const { ready, onTrip, touchedStops, touchedTrips, c } = this;
    const { stopTransferTime, start: footStart, to: footTo, distance: footDistance } = this.network.footpaths;
    const reach = (stop: number, time: number) => {
      if (time >= ready[stop]) return;
      if (ready[stop] === UNREACHED) touchedStops[this.touchedStopCount++] = stop;
      ready[stop] = time;
    };
    for (let i = 0; i < access.stops.length; i++) reach(access.stops[i], departure + access.durations[i]);
    for (let i = 0; i < egress.stops.length; i++)
      this.egress[egress.stops[i]] = Math.min(this.egress[egress.stops[i]], egress.durations[i]);
    let best = departure + directWalk;
    // First connection leaving at or after the departure.
    let lo = 0;
    let hi = c.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (c.departure[mid] < departure) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < c.count; i++) {
      const leaves = c.departure[i];
      if (leaves >= best) break;
      const trip = c.trip[i];
      if (onTrip[trip] === 0) {
        if (c.board[i] === 0 || ready[c.from[i]] > leaves) continue;
        onTrip[trip] = 1;
        touchedTrips[this.touchedTripCount++] = trip;
      }
      if (c.alight[i] === 0) continue;
      const to = c.to[i];
      const arrival = c.arrival[i];
      const out = this.egress[to];
      if (out !== UNREACHED && arrival + out < best) best = arrival + out;
      reach(to, arrival + stopTransferTime[to]);
      for (let e = footStart[to]; e < footStart[to + 1]; e++) {
        if (footDistance[e] <= maxFootDistance) reach(footTo[e], arrival + footDuration[e]);
      }
    }
    for (let i = 0; i < this.touchedStopCount; i++) ready[touchedStops[i]] = UNREACHED;
    for (let i = 0; i < this.touchedTripCount; i++) onTrip[touchedTrips[i]] = 0;
    for (let i = 0; i < egress.stops.length; i++) this.egress[egress.stops[i]] = UNREACHED;
    this.touchedStopCount = 0;
    this.touchedTripCount = 0;
    return best;
  }
}
