// The snapshot thread (snapshot-thread.ts): decodes fetched GTFS-realtime bytes and matches them to the network (the
// typed arrays are views on the SharedArrayBuffer the main thread read; only the header's strings are parsed here),
// then hands back the snapshot packed in flat typed arrays whose buffers are transferred, not copied.
import { parentPort, workerData } from 'node:worker_threads';
import { networkFromShared } from '../network/model/network-file.ts';
import { MalformedFeed, packBytes } from './feed-snapshot.ts';
import { transferablesOf } from './packed-trip-updates.ts';

if (!parentPort) throw new Error('snapshot-worker.ts runs as a worker thread of snapshot-thread.ts');
const port = parentPort;
const network = networkFromShared((workerData as { shared: SharedArrayBuffer }).shared);

port.on('message', ({ id, feedId, bytes, nowMs }: { id: number; feedId: string; bytes: Uint8Array; nowMs: number }) => {
  try {
    const snapshot = packBytes(network, feedId, bytes, nowMs);
    port.postMessage({ id, snapshot }, transferablesOf(snapshot.tripUpdates));
  } catch (error) {
    port.postMessage({
      id,
      error: String((error as Error)?.message ?? error),
      malformed: error instanceof MalformedFeed,
    });
  }
});
port.postMessage({ ready: true });
