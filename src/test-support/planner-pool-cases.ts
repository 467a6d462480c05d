import type { TransitNetwork } from '../server/network/model/types.ts';
import { seededRandom } from './test-networks.ts';
import type { PlannerJob } from '../server/planner-pool/planner-runner.ts';

/** Seeded journey searches between served stop areas of a network, 06:00–22:00 on a weekday of its buses' service. */
export function benchCasesFor(network: TransitNetwork, count: number, seed = 11): PlannerJob[] {
  const served = Array.from({ length: network.stopAreas.count }, (_, a) => a).filter(
    (a) => network.lookup.areaRoutes[a].length > 0,
  );
  const random = seededRandom(seed);
  const nowMs = Date.parse('2026-11-23T12:00:00Z');
  return Array.from({ length: count }, () => {
    const from = network.stopAreas.ids[served[Math.floor(random() * served.length)]];
    const to = network.stopAreas.ids[served[Math.floor(random() * served.length)]];
    const minutes = 6 * 60 + Math.floor(random() * 16 * 60);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    return {
      kind: 'search' as const,
      request: { fromId: from, toId: to, tripType: '0' as const, departureDateTime: `2026-11-24T${time}` },
      nowMs,
    };
  });
}
