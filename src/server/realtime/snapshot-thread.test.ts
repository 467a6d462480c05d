import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readNetworkFile, writeNetworkFile } from '../network/model/network-file.ts';
import { buildTestNetwork } from '../../test-support/test-feed.ts';
import { encodeFeed } from '../../test-support/gtfs-rt-fixtures.ts';
import { GtfsRealtime } from './gtfs-rt.ts';
import { inThreadSnapshots, MalformedFeed } from './feed-snapshot.ts';
import { SnapshotThread } from './snapshot-thread.ts';

/** Snapshots built on their own thread read exactly like those built on the main thread. */

const network = await buildTestNetwork();
const path = join(mkdtempSync(join(tmpdir(), 'snapshot-thread-')), 'network.bin');
writeNetworkFile(path, network);
const loaded = readNetworkFile(path, { shared: true });
if (!loaded.ok || !loaded.shared) throw new Error('network file not readable');
const thread = new SnapshotThread(loaded.shared);
afterAll(() => thread.close());

const nowMs = Date.parse('2026-01-06T13:00:00Z');
// A fixed header timestamp: two encodings a second apart would differ, and the snapshots with them.
const feed = () =>
  encodeFeed(
    [
      {
        id: 'late',
        tripUpdate: {
          trip: { tripId: '2N-0800', startDate: '20260106' },
          stopTimeUpdate: [
            { stopId: 'GCN', departure: { delay: 360 } },
            { stopId: 'BP', scheduleRelationship: 1 },
            { stopId: 'TSQN', arrival: { delay: 420 } },
          ],
        },
      },
      {
        id: 'gone',
        tripUpdate: {
          trip: {
            tripId: '2N-0810',
            startDate: '20260106',
            scheduleRelationship: GtfsRealtime.TripDescriptor.ScheduleRelationship.CANCELED,
          },
        },
      },
      {
        id: 'a',
        alert: {
          informedEntity: [{ routeId: '2' }],
          headerText: { translation: [{ language: 'en', text: 'Line 2 delays' }] },
        },
      },
    ],
    nowMs / 1000 - 30,
  );

describe('the snapshot thread', () => {
  it('builds the snapshot the main thread would, its trip updates packed and read back the same', async () => {
    const here = await inThreadSnapshots(network)('nyc', feed(), nowMs);
    const there = await thread.build('nyc', feed(), nowMs);
    const late = network.lookup.trip.get('nyc:2N-0800')!;
    const gone = network.lookup.trip.get('nyc:2N-0810')!;
    expect(there.tripUpdates.get(late, '2026-01-06')).toEqual(here.tripUpdates.get(late, '2026-01-06'));
    expect(there.tripUpdates.get(late, '2026-01-06')).toEqual({
      trip: late,
      date: '2026-01-06',
      cancelled: false,
      stops: [
        { arrivalDelay: 360, departureDelay: 360, skipped: false },
        { arrivalDelay: 360, departureDelay: 360, skipped: true },
        { arrivalDelay: 420, departureDelay: 420, skipped: false },
      ],
    });
    expect(there.tripUpdates.get(late, '2026-01-07')).toBeUndefined();
    expect(there.tripUpdates.cancelledRuns()).toEqual([{ trip: gone, date: '2026-01-06' }]);
    const gcn = network.lookup.stop.get('nyc:GCN')!;
    expect(
      there.tripUpdates.lateAt(gcn).map(({ position, delay, realtime }) => [realtime.trip, position, delay]),
    ).toEqual([[late, 0, 360]]);
    expect(there.tripUpdates.lateAt(network.lookup.stop.get('nyc:TSQS')!)).toEqual([]);
    expect(there.alerts).toEqual(here.alerts);
    expect(there.tripUpdates.counts).toEqual(here.tripUpdates.counts);
    expect({ ...there, tripUpdates: undefined }).toEqual({ ...here, tripUpdates: undefined });
  });

  it('refuses a malformed payload as such, and keeps answering', async () => {
    await expect(thread.build('nyc', new Uint8Array([0xff, 0xff, 0xff, 0x01]), nowMs)).rejects.toBeInstanceOf(
      MalformedFeed,
    );
    expect((await thread.build('nyc', feed(), nowMs)).entityCount).toBe(3);
  });
});
