import type { TransitNetwork } from '../../../src/server/network/model/types.ts';
import type { PlanPreferences, PlanTime } from '../../../src/server/routing/plan-query.ts';
import { seededRandom } from '../../../src/test-support/test-networks.ts';

/** The router benchmarks' queries: seeded random pairs of served stop areas, departures 06:00–22:00. */
export interface BenchCase {
  from: { kind: 'area'; index: number };
  to: { kind: 'area'; index: number };
  seconds: number;
}

export const benchPreferences: PlanPreferences = {
  walkSpeed: 1.12,
  maxWalkDistance: 800,
  maxRides: 8,
  excludedModeMask: 0,
  wheelchair: false,
};

export function benchCases(network: TransitNetwork, count: number, seed: number): BenchCase[] {
  // Only areas some trip serves, so queries are not trivially empty.
  const served: number[] = [];
  for (let a = 0; a < network.stopAreas.count; a++) {
    for (let i = network.stopAreas.stopStart[a]; i < network.stopAreas.stopStart[a + 1]; i++) {
      const stop = network.stopAreas.stops[i];
      if (network.stopPatterns.start[stop + 1] > network.stopPatterns.start[stop]) {
        served.push(a);
        break;
      }
    }
  }
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    from: { kind: 'area' as const, index: served[Math.floor(random() * served.length)] },
    to: { kind: 'area' as const, index: served[Math.floor(random() * served.length)] },
    seconds: 6 * 3600 + Math.floor(random() * 16 * 3600),
  }));
}

/** The three query kinds the benchmarks time, from a case's departure time. */
export const benchKinds: Record<string, { label: string; time: (serviceDate: string, seconds: number) => PlanTime }> = {
  ea: {
    label: 'earliest arrival + transfers',
    time: (serviceDate, seconds) => ({ serviceDate, seconds, arriveBy: false, rangeSeconds: 0 }),
  },
  range: {
    label: 'range, 2 hours (rRAPTOR)',
    time: (serviceDate, seconds) => ({ serviceDate, seconds, arriveBy: false, rangeSeconds: 2 * 3600 }),
  },
  'arrive-by': {
    label: 'arrive-by (latest departure)',
    time: (serviceDate, seconds) => ({ serviceDate, seconds: seconds + 3600, arriveBy: true, rangeSeconds: 0 }),
  },
};
