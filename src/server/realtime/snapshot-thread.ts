import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { adoptSnapshot, MalformedFeed, type PackedSnapshot, type SnapshotBuilder } from './feed-snapshot.ts';

/**
 * Snapshots built off the event loop: one worker thread, shared by every poller of the process, decodes and matches
 * each fetched feed (70–140 ms for 1 MB) while the main thread keeps serving pages; the main thread only adopts the
 * packed result (transferred buffers, see packed-trip-updates.ts). A thread that dies is started again; the polls it
 * was building fail like a network error (the last good snapshot stays).
 */

const WORKER_PATH = 'src/server/realtime/snapshot-worker.ts';

/** Next to this module, or under src/ of the project when this runs bundled into dist/ (as planner-pool.ts does). */
function snapshotWorkerUrl(from = import.meta.url): URL {
  const sibling = new URL('./snapshot-worker.ts', from);
  if (existsSync(sibling)) return sibling;
  for (let dir = dirname(fileURLToPath(from)); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, WORKER_PATH))) return pathToFileURL(join(dir, WORKER_PATH));
  }
  throw new Error(`snapshot worker script not found (looked for ${WORKER_PATH} above ${fileURLToPath(from)})`);
}

type Reply = { ready: true } | { id: number; snapshot?: PackedSnapshot; error?: string; malformed?: boolean };

export class SnapshotThread {
  private worker?: Worker;
  private readonly shared: SharedArrayBuffer;
  private readonly pending = new Map<
    number,
    { resolve: (snapshot: PackedSnapshot) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private closed = false;

  constructor(shared: SharedArrayBuffer) {
    this.shared = shared;
  }

  /** The builder pollers call. */
  readonly build: SnapshotBuilder = async (feedId, bytes, nowMs) =>
    adoptSnapshot(await this.pack(feedId, bytes, nowMs));

  private pack(feedId: string, bytes: Uint8Array, nowMs: number): Promise<PackedSnapshot> {
    if (this.closed) return Promise.reject(new Error('the snapshot thread is stopped'));
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Transferred, not cloned: a copy of its own first (a Buffer of Node's pool cannot be; ~0.2 ms per MB).
      const copy = new Uint8Array(bytes);
      worker.postMessage({ id, feedId, bytes: copy, nowMs }, [copy.buffer as ArrayBuffer]);
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(snapshotWorkerUrl(), { workerData: { shared: this.shared } });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.snapshot) waiting.resolve(reply.snapshot);
      else
        waiting.reject(
          reply.malformed ? new MalformedFeed(reply.error) : new Error(reply.error ?? 'snapshot thread failed'),
        );
    });
    worker.on('error', (error) => console.error('[realtime] snapshot thread failed', error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(new Error(`snapshot thread exited (code ${code})`));
      }
    });
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker?.terminate();
  }
}
