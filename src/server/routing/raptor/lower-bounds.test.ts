import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import { LowerBounds } from './lower-bounds.ts';
import { UNREACHED } from './raptor-labels.ts';
import { forwardView } from './routing-view.ts';
import { busFeed } from '../../../test-support/test-networks.ts';
import { footDurationsAt } from '../walking.ts';

// Trip t1 runs A → B → C → D; B and C share a minute in the timetable (a zero-second hop). Stops ~1.1 km apart.
const stops = `A,Alpha,40.7000,-74.0000
B,Bravo,40.7100,-74.0000
C,Charlie,40.7200,-74.0000
D,Delta,40.7300,-74.0000`;
const stopTimes = `trip_id,arrival_time,departure_time,stop_id,stop_sequence
t1,08:00:00,08:00:00,A,1
t1,08:03:00,08:03:00,B,2
t1,08:03:00,08:03:00,C,3
t1,08:07:00,08:07:00,D,4`;

/** The bounds of stops A to D towards D. */
async function boundsTowardsD(feed: Record<string, string>): Promise<number[]> {
  const network = await buildNetworkFromGtfsText(feed);
  const view = forwardView(network);
  const { stops, stopAreas } = network;
  const bounds = new LowerBounds(view, {
    count: stopAreas.count,
    of: stops.area,
    start: stopAreas.stopStart,
    members: stopAreas.stops,
  });
  const stop = (id: string) => network.lookup.stop.get(id)!;
  const bound = bounds.compute(
    { stops: [stop('D')], durations: [0], distances: [0] },
    {
      patternRuns: new Uint8Array(view.patternCount).fill(1),
      excludedModeMask: 0,
      footDuration: footDurationsAt(view, network.footpaths.walkSpeed, 1.12),
      maxFootDistance: 500,
    },
  );
  return ['A', 'B', 'C', 'D'].map((id) => bound[stop(id)]);
}

describe('LowerBounds', () => {
  it('follows zero-second hops (the stop they reach is still expanded)', async () => {
    expect(await boundsTowardsD(busFeed(stops, stopTimes))).toEqual([420, 240, 240, 0]);
  });

  it('gives no bound towards a timing point nobody may get off at, so a search there ends at once', async () => {
    const noDropOffAtD = stopTimes
      .split('\n')
      .map((line, i) => `${line},${i === 0 ? 'drop_off_type' : line.includes(',D,') ? 1 : 0}`)
      .join('\n');
    expect(await boundsTowardsD(busFeed(stops, noDropOffAtD))).toEqual(Array(4).fill(UNREACHED));
  });
});
