import { UNREACHED, type EndpointLinks } from './raptor-labels.ts';

/**
 * RAPTOR's target: the egress stops (walking time to the destination from each), and per ride count k the best
 * arrival at the destination with at most k rides (`arrival[k]`, kept non-increasing in k) and the stop it came from.
 * Labels prune against these times, so they live in flat arrays the scans read directly.
 */
export class RaptorTarget {
  /** Two cells past the last round: a label needing more rides than allowed compares with one of them (see begin). */
  readonly arrival: Int32Array;
  readonly stop: Int32Array;
  /** Per stop: walking seconds to the destination, -1 for a stop that is not an egress stop. */
  readonly egressDuration: Int32Array;
  /** Per egress stop: its index in the egress links. */
  readonly egressIndex: Int32Array;
  private readonly egressStops: number[] = [];
  /** Which run last improved each ride count (see improvedRounds). */
  private readonly stamp: Int32Array;
  private run = 0;
  private rounds = 0;

  constructor(stopCount: number, maxRides: number) {
    this.arrival = new Int32Array(maxRides + 3);
    this.stop = new Int32Array(maxRides + 1);
    this.stamp = new Int32Array(maxRides + 1);
    this.egressDuration = new Int32Array(stopCount).fill(-1);
    this.egressIndex = new Int32Array(stopCount);
  }

  /** A new search towards these egress links: no arrival known. */
  reset(egress: EndpointLinks): void {
    this.arrival.fill(UNREACHED);
    this.stamp.fill(0);
    for (const stop of this.egressStops) this.egressDuration[stop] = -1;
    this.egressStops.length = 0;
    for (let i = 0; i < egress.stops.length; i++) {
      const stop = egress.stops[i];
      const current = this.egressDuration[stop];
      if (current >= 0 && current <= egress.durations[i]) continue;
      if (current < 0) this.egressStops.push(stop);
      this.egressDuration[stop] = egress.durations[i];
      this.egressIndex[stop] = i;
    }
  }

  /** A new run (one departure) allowing `rounds` rides: journeys with more improve nothing (an arrival before any time). */
  begin(rounds: number): void {
    this.run++;
    this.rounds = rounds;
    this.arrival.fill(-UNREACHED, rounds + 1);
  }

  /** A journey with k rides arriving at `time` from `stop`: the best for k, and for more rides unless they do better. */
  improve(k: number, time: number, stop: number): void {
    this.arrival[k] = time;
    this.stop[k] = stop;
    this.stamp[k] = this.run;
    for (let later = k + 1; later <= this.rounds && time < this.arrival[later]; later++) this.arrival[later] = time;
  }

  /** The ride counts whose best arrival the current run improved. */
  improvedRounds(): number[] {
    const improved: number[] = [];
    for (let k = 1; k <= this.rounds; k++) if (this.stamp[k] === this.run) improved.push(k);
    return improved;
  }
}
