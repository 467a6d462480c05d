import { describe, expect, it } from 'vitest';
import { buildNetworkFromGtfsText } from '../../../test-support/network-from-gtfs-text.ts';
import { MAY_ALIGHT, MAY_BOARD, PatternPositions, POSITION_STOP } from './raptor-positions.ts';
import { forwardView, reverseView } from './routing-view.ts';
import { busFeed } from '../../../test-support/test-networks.ts';

describe('PatternPositions', () => {
  it('packs each position’s stop and flags, refusing both at stops the search may not use and boarding at the last stop', async () => {
    // Trip 1 only drops off at C (pickup_type 1) and only picks up at A (drop_off_type 1); trip 2 allows both everywhere.
    const network = await buildNetworkFromGtfsText(
      busFeed(
        'A,A,40.70,-74.00\nB,B,40.71,-74.00\nC,C,40.72,-74.00',
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,drop_off_type\n' +
          '1,08:00:00,08:00:00,A,1,0,1\n1,08:05:00,08:05:00,B,2,0,0\n1,08:10:00,08:10:00,C,3,1,0\n' +
          '2,08:20:00,08:20:00,B,1,0,0\n2,08:30:00,08:30:00,C,2,0,0',
      ),
    );
    for (const view of [forwardView(network), reverseView(network)]) {
      const usable = new Uint8Array(view.stopCount).fill(1);
      usable[network.lookup.stop.get('B')!] = 0;
      const packed = new PatternPositions(view);
      for (const mask of [null, usable]) {
        const positions = packed.for(mask);
        expect(packed.for(mask)).toBe(positions);
        const lastPositions = new Set(
          Array.from({ length: view.patternCount }, (_, p) => view.patternStopStart[p + 1] - 1),
        );
        for (let at = 0; at < view.patternStops.length; at++) {
          const stop = view.patternStops[at];
          const open = mask === null || mask[stop] === 1;
          expect(positions[at] & POSITION_STOP).toBe(stop);
          // Never at a pattern's last stop, which the feed lets passengers board (pickup_type 0).
          expect((positions[at] & MAY_BOARD) !== 0).toBe(open && view.canBoard[at] === 1 && !lastPositions.has(at));
          expect((positions[at] & MAY_ALIGHT) !== 0).toBe(open && view.canAlight[at] === 1);
        }
      }
      // Both flags appear somewhere, and the refused ones too (the feed's pickup/drop-off rules).
      const positions = packed.for(null);
      expect(positions.some((p) => (p & MAY_BOARD) === 0)).toBe(true);
      expect(positions.some((p) => (p & MAY_ALIGHT) === 0)).toBe(true);
    }
  });
});
