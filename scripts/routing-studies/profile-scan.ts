import { ALIGHT, BOARD, firstLeaving, type ProfileConnections } from './profile-connections.ts';
import { UNREACHED, type EndpointLinks } from '../../src/server/routing/raptor-labels.ts';
import { incomingFootpaths, type IncomingFootpaths, type RoutingView } from '../../src/server/routing/routing-view.ts';

/**
 * A profile connection scan with a ride limit (Dibbelt, Pajor, Strasser, Wagner, "Connection Scan Algorithm": the
 * profile variant with bounded transfers) in the planner's model: a change at one stop costs its minimum change time,
 * one footpath between two rides, walking only to the first and from the last stop.
 *
 * Connections are scanned by decreasing departure. Per trip: the best arrival at the destination with at most k rides
 * (k counting this trip) when staying seated. Per stop: a profile of the connections one may board there, newest
 * (earliest) first, each entry holding the best arrival per ride count of every entry leaving at or after it. A
 * connection's arrivals: staying seated; alighting and walking to the destination; alighting, changing at the stop or
 * walking one footpath, and taking what that stop's profile offers from then on with one ride fewer. Each boarding at
 * an access stop is a candidate for the origin (departure = the connection's minus the walk).
 *
 * Measured against rRAPTOR and not used by the planner (docs/decisions/013-range-engines-not-used.md, figures in docs/performance.md):
 * `npm run bench:router:profile`.
 *
 * What is not scanned, none of it changing what the range answer keeps:
 * - connections past `horizon` (arrivals later than that are not computed: the caller gets those elsewhere) and those
 *   that cannot reach the destination by then (`toTarget`, a lower bound consistent along a ride: a trip's later hops
 *   fail too);
 * - connections nobody leaving the origin at `start` can catch (`fromOrigin`, consistent the same way: the trip's
 *   earlier hops fail too);
 * - per ride count, what a candidate within the window already beats: a journey through a connection leaves the origin
 *   no later than the connection, so once a candidate leaving at or after it arrives, with as many rides, no later
 *   than the connection's arrival plus its bound, the connection cannot improve that ride count (nor any above). Such
 *   a candidate is one rRAPTOR sees at its own departure, before any journey the connection could give.
 */
export interface ProfileQuery {
  start: number;
  /** Last departure of the window (rRAPTOR's range end): later departures from the origin are seeds only. */
  end: number;
  /** Arrivals after this are not computed (treated as unreached). */
  horizon: number;
  access: EndpointLinks;
  egress: EndpointLinks;
  maxRides: number;
  excludedModeMask: number;
  footDuration: Uint32Array;
  maxFootDistance: number;
  stopUsable: Uint8Array | null;
  /** Per stop: lower bound on the time from the origin (at `start`) to boarding there. */
  fromOrigin: Int32Array;
  /** Per stop: lower bound on the time from alighting there to the destination. */
  toTarget: Int32Array;
  /**
   * Boardings after the window that rRAPTOR makes anyway (see profile-range.ts): key `trip * 65536 + position`,
   * value the departure (run) from which rRAPTOR sees them.
   */
  seeds: Map<number, number>;
}

/** What the scan offers the origin: per boarding at an access stop, its departure, when rRAPTOR sees it, its arrivals. */
export interface ProfileCandidates {
  count: number;
  departure: Int32Array;
  visibility: Int32Array;
  /** `count * rides` arrivals: candidate c with at most k rides (k = 1..rides) at `arrival[c * rides + k - 1]`. */
  arrival: Int32Array;
  rides: number;
}

export class ProfileScan {
  private readonly view: RoutingView;
  private readonly footIn: IncomingFootpaths;
  private readonly maxRides: number;
  private tripArrival = new Int32Array(0);
  private readonly tripsTouched: number[] = [];
  private readonly head: Int32Array;
  private readonly stopsTouched: number[] = [];
  /** Per stop: 1 when it or a stop one footpath away has a profile entry (alighting there may lead somewhere). */
  private readonly near: Uint8Array;
  private readonly nearTouched: number[] = [];
  private readonly egressDuration: Int32Array;
  private readonly accessDuration: Int32Array;
  private entryDeparture = new Int32Array(1 << 16);
  private entryNext = new Int32Array(1 << 16);
  private entryArrival: Int32Array;
  private entries = 0;
  private candidates: ProfileCandidates;
  /** Per ride count: the best arrival of the in-window candidates folded so far (see scan). */
  private readonly target: Int32Array;
  private readonly pending: number[] = [];
  /** Counters of the last scan. */
  scanned = 0;
  relaxed = 0;

  constructor(view: RoutingView, maxRides = 12) {
    this.view = view;
    this.maxRides = maxRides;
    this.footIn = incomingFootpaths(view);
    this.head = new Int32Array(view.stopCount).fill(-1);
    this.near = new Uint8Array(view.stopCount);
    this.egressDuration = new Int32Array(view.stopCount).fill(-1);
    this.accessDuration = new Int32Array(view.stopCount).fill(-1);
    this.entryArrival = new Int32Array((1 << 16) * maxRides);
    this.target = new Int32Array(maxRides);
    this.candidates = {
      count: 0,
      departure: new Int32Array(256),
      visibility: new Int32Array(256),
      arrival: new Int32Array(256 * maxRides),
      rides: maxRides,
    };
  }

  scan(c: ProfileConnections, q: ProfileQuery): ProfileCandidates {
    const K = Math.min(q.maxRides, this.maxRides);
    if (this.tripArrival.length < c.tripCount * this.maxRides)
      this.tripArrival = new Int32Array(c.tripCount * this.maxRides).fill(UNREACHED);
    this.reset(q);
    const tripArrival = this.tripArrival;
    const { departure, arrival, from, to, trip, position, flags } = c;
    const { stopTransferTime, footStart, footTo, footDistance, patternModeBit } = this.view;
    const {
      fromOrigin,
      toTarget,
      stopUsable: usable,
      footDuration,
      maxFootDistance,
      horizon,
      start,
      end,
      seeds,
      excludedModeMask,
    } = q;
    const { head, near, egressDuration, accessDuration, tripsTouched } = this;
    const tripPattern = c.tripPattern;
    const vector = new Int32Array(K);
    const KS = this.maxRides;
    let scanned = 0;
    let relaxed = 0;
    const target = this.target.fill(UNREACHED);
    let pendingMax = -UNREACHED;
    let entryArrival = this.entryArrival;
    const first = firstLeaving(c, start);
    const last = firstLeaving(c, horizon + 1);
    for (let i = last - 1; i >= first; i--) {
      const dep = departure[i];
      const X = to[i];
      const arr = arrival[i];
      // Arriving there too late for any journey by the horizon: so are the trip's later hops (bounds consistent along
      // a ride), so nothing seated on this trip from here on is worth computing.
      if (arr + toTarget[X] > horizon) continue;
      const B = from[i];
      // Not reachable from the origin by its departure: nor are the trip's earlier hops.
      if (dep - fromOrigin[B] < start) continue;
      const T = trip[i];
      if (excludedModeMask !== 0 && (patternModeBit[tripPattern[T]] & excludedModeMask) !== 0) continue;
      // The candidates within the window leaving at or after this departure join the target: a journey through this
      // connection leaves no later, so one arriving no earlier with as many rides is beaten (see the class comment).
      if (dep <= pendingMax) pendingMax = this.fold(dep);
      const reach = arr + toTarget[X];
      let KE = K;
      while (KE > 0 && target[KE - 1] <= reach) KE--;
      if (KE === 0) continue;
      const tb = T * KS;
      const seated = tripArrival[tb + K - 1] < UNREACHED;
      const f = flags[i];
      const canAlight = (f & ALIGHT) !== 0 && (usable === null || usable[X] === 1);
      const out = canAlight ? egressDuration[X] : -1;
      const goesOn = canAlight && near[X] === 1;
      if (!seated && out < 0 && !goesOn) continue;
      scanned++;
      for (let k = 0; k < K; k++) vector[k] = tripArrival[tb + k];
      if (out >= 0) {
        const e = arr + out;
        for (let k = 0; k < K; k++) if (e < vector[k]) vector[k] = e;
      }
      if (goesOn && KE > 1) {
        // A change at X, then every footpath from X: the profile there from the moment one is ready.
        relaxed++;
        const probe = KE - 2;
        let h = head[X];
        if (h >= 0 && entryArrival[h * KS + probe] < UNREACHED) this.offer(X, arr + stopTransferTime[X], vector, KE);
        for (let e = footStart[X]; e < footStart[X + 1]; e++) {
          const Y = footTo[e];
          h = head[Y];
          if (
            h < 0 ||
            entryArrival[h * KS + probe] >= UNREACHED ||
            footDistance[e] > maxFootDistance ||
            (usable !== null && usable[Y] === 0)
          )
            continue;
          this.offer(Y, arr + footDuration[e], vector, KE);
        }
      }
      if (vector[K - 1] >= UNREACHED) continue;
      if (!seated) tripsTouched.push(T);
      for (let k = 0; k < K; k++) tripArrival[tb + k] = vector[k];
      if ((f & BOARD) === 0 || (usable !== null && usable[B] === 0)) continue;
      this.insert(B, dep, vector, K);
      entryArrival = this.entryArrival;
      const walk = accessDuration[B];
      if (walk >= 0) {
        const leaves = dep - walk;
        if (leaves >= start) {
          if (leaves <= end) {
            this.candidate(leaves, leaves, vector, K);
            this.pending.push(this.candidates.count - 1);
            if (leaves > pendingMax) pendingMax = leaves;
          } else {
            const seen = seeds.get(T * 65536 + position[i]);
            if (seen !== undefined) this.candidate(leaves, seen, vector, K);
          }
        }
      }
    }
    this.scanned = scanned;
    this.relaxed = relaxed;
    this.candidates.rides = K;
    return this.candidates;
  }

  /** Folds pending candidates leaving at or after `dep` into the target; returns the latest departure still pending. */
  private fold(dep: number): number {
    const c = this.candidates;
    const K = c.rides;
    let max = -UNREACHED;
    let kept = 0;
    for (const p of this.pending) {
      if (c.departure[p] >= dep) {
        for (let k = 0; k < K; k++) if (c.arrival[p * K + k] < this.target[k]) this.target[k] = c.arrival[p * K + k];
      } else {
        this.pending[kept++] = p;
        if (c.departure[p] > max) max = c.departure[p];
      }
    }
    this.pending.length = kept;
    return max;
  }

  /** The profile of `stop` from time `ready` on, one ride fewer: lowers vector[k] (k + 1 rides) with entry[k - 1]. */
  private offer(stop: number, ready: number, vector: Int32Array, K: number): void {
    let e = this.head[stop];
    const dep = this.entryDeparture;
    while (e >= 0 && dep[e] < ready) e = this.entryNext[e];
    if (e < 0) return;
    const arrival = this.entryArrival;
    const at = e * this.maxRides;
    for (let k = 1; k < K; k++) if (arrival[at + k - 1] < vector[k]) vector[k] = arrival[at + k - 1];
  }

  private insert(stop: number, dep: number, vector: Int32Array, K: number): void {
    const h = this.head[stop];
    const arrival = this.entryArrival;
    const KS = this.maxRides;
    if (h >= 0) {
      const at = h * KS;
      let better = false;
      for (let k = 0; k < K; k++) if (vector[k] < arrival[at + k]) better = true;
      if (!better) return;
      if (this.entryDeparture[h] === dep) {
        for (let k = 0; k < K; k++) if (vector[k] < arrival[at + k]) arrival[at + k] = vector[k];
        return;
      }
    }
    if (this.entries === this.entryDeparture.length) this.grow();
    const e = this.entries++;
    const at = e * KS;
    const entryArrival = this.entryArrival;
    if (h >= 0) {
      const was = h * KS;
      for (let k = 0; k < K; k++) entryArrival[at + k] = Math.min(vector[k], entryArrival[was + k]);
    } else {
      for (let k = 0; k < K; k++) entryArrival[at + k] = vector[k];
      this.stopsTouched.push(stop);
      this.markNear(stop);
    }
    this.entryDeparture[e] = dep;
    this.entryNext[e] = h;
    this.head[stop] = e;
  }

  private markNear(stop: number): void {
    const near = this.near;
    if (near[stop] === 0) {
      near[stop] = 1;
      this.nearTouched.push(stop);
    }
    const { start, from } = this.footIn;
    for (let e = start[stop]; e < start[stop + 1]; e++) {
      const x = from[e];
      if (near[x] === 0) {
        near[x] = 1;
        this.nearTouched.push(x);
      }
    }
  }

  private candidate(departure: number, visibility: number, vector: Int32Array, K: number): void {
    const c = this.candidates;
    if (c.count === c.departure.length) {
      const n = 2 * c.count;
      c.departure = grown(c.departure, n);
      c.visibility = grown(c.visibility, n);
      c.arrival = grown(c.arrival, n * this.maxRides);
    }
    c.departure[c.count] = departure;
    c.visibility[c.count] = visibility;
    for (let k = 0; k < K; k++) c.arrival[c.count * K + k] = vector[k];
    c.count++;
  }

  private grow(): void {
    const n = 2 * this.entryDeparture.length;
    this.entryDeparture = grown(this.entryDeparture, n);
    this.entryNext = grown(this.entryNext, n);
    this.entryArrival = grown(this.entryArrival, n * this.maxRides);
  }

  private reset(q: ProfileQuery): void {
    for (const t of this.tripsTouched) this.tripArrival.fill(UNREACHED, t * this.maxRides, (t + 1) * this.maxRides);
    this.tripsTouched.length = 0;
    for (const s of this.stopsTouched) this.head[s] = -1;
    this.stopsTouched.length = 0;
    for (const s of this.nearTouched) this.near[s] = 0;
    this.nearTouched.length = 0;
    this.egressDuration.fill(-1);
    this.accessDuration.fill(-1);
    for (let i = 0; i < q.egress.stops.length; i++) {
      const s = q.egress.stops[i];
      if (this.egressDuration[s] < 0 || q.egress.durations[i] < this.egressDuration[s])
        this.egressDuration[s] = q.egress.durations[i];
    }
    for (let i = 0; i < q.access.stops.length; i++) {
      const s = q.access.stops[i];
      if (q.stopUsable && !q.stopUsable[s]) continue;
      if (this.accessDuration[s] < 0 || q.access.durations[i] < this.accessDuration[s])
        this.accessDuration[s] = q.access.durations[i];
    }
    this.entries = 0;
    this.candidates.count = 0;
    this.candidates.rides = Math.min(q.maxRides, this.maxRides);
    this.pending.length = 0;
  }
}

function grown<T extends Int32Array>(values: T, n: number): T {
  const next = new Int32Array(n) as T;
  next.set(values);
  return next;
}
