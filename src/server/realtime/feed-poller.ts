import type { TransitNetwork } from '../network/model/types.ts';
import { inThreadSnapshots, type FeedSnapshot, type SnapshotBuilder } from './feed-snapshot.ts';
import { publicSourceUrl, type RealtimeSource } from './realtime-config.ts';

/**
 * Polls one GTFS-realtime URL: conditional GET (ETag / Last-Modified), a timeout, exponential backoff with jitter after
 * failures, and the last good snapshot kept until it is too old. Failures are logged once per run of failures (a
 * malformed payload, a feed down), never thrown: a poller cannot take the server down.
 */

export interface PollerOptions {
  pollMs: number;
  timeoutMs: number;
  maxAgeMs: number;
  /** Longest wait between attempts while failing (default 10 min). */
  maxBackoffMs?: number;
  /** Larger answers are refused (default 64 MB; the MTA's biggest subway feed is ~1 MB). */
  maxBytes?: number;
  fetch?: typeof fetch;
  random?: () => number;
  now?: () => number;
  log?: (message: string) => void;
  /** Called after each new snapshot (views merge them). */
  onChange?: () => void;
  /**
   * Called after each scheduled attempt that succeeded, changed or not (the view's day may have turned since): the
   * server tells the planner threads the current delays then, so they prepare them before a search asks.
   */
  onPolled?: () => void;
  /** Decodes and matches fetched bytes; default: on this thread (the server gives the snapshot thread). */
  snapshots?: SnapshotBuilder;
}

export type SourceState = 'waiting' | 'live' | 'stale' | 'down';

export interface SourceStatus {
  feedId: string;
  url: string;
  /** waiting: no answer yet; live: a fresh snapshot; stale: failing, last snapshot still used; down: nothing usable. */
  state: SourceState;
  lastSuccessMs?: number;
  /** Age of the last good snapshot at the time of asking. */
  ageMs?: number;
  lastError?: string;
  consecutiveFailures: number;
  snapshot?: FeedSnapshot;
}

type PollResult = 'updated' | 'notModified' | 'failed';

export class FeedPoller {
  private current?: FeedSnapshot;
  private etag?: string;
  private lastModified?: string;
  private failures = 0;
  private lastError?: string;
  private timer?: ReturnType<typeof setTimeout>;
  private inFlight?: AbortController;
  private stopped = false;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  readonly label: string;
  readonly source: RealtimeSource;
  private readonly options: PollerOptions;
  private readonly snapshots: SnapshotBuilder;

  constructor(source: RealtimeSource, network: TransitNetwork, options: PollerOptions) {
    this.source = source;
    this.options = options;
    this.now = options.now ?? Date.now;
    this.snapshots = options.snapshots ?? inThreadSnapshots(network);
    this.log = options.log ?? ((message) => console.warn(message));
    this.label = `[realtime] ${source.feedId} ${publicSourceUrl(source.url)}`;
  }

  /** Polls now, then on its own schedule until stop(). */
  start(): void {
    this.stopped = false;
    void this.cycle();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.inFlight?.abort();
  }

  private async cycle(): Promise<void> {
    const result = await this.poll();
    if (this.stopped) return;
    if (result !== 'failed') this.options.onPolled?.();
    this.timer = setTimeout(() => void this.cycle(), this.nextDelayMs());
    this.timer.unref?.();
  }

  /** Wait before the next attempt: the poll interval (±10 %), or after n failures a random wait in [cap/2, cap], cap = interval × 2^n. */
  nextDelayMs(): number {
    const random = this.options.random ?? Math.random;
    if (this.failures === 0) return Math.round(this.options.pollMs * (0.9 + 0.2 * random()));
    const cap = Math.min(this.options.maxBackoffMs ?? 600_000, this.options.pollMs * 2 ** Math.min(this.failures, 20));
    return Math.round(cap / 2 + (random() * cap) / 2);
  }

  /** One attempt; resolves (never rejects) with what happened. */
  async poll(): Promise<PollResult> {
    const controller = new AbortController();
    this.inFlight = controller;
    const timeout = setTimeout(
      () => controller.abort(new Error(`no answer within ${this.options.timeoutMs} ms`)),
      this.options.timeoutMs,
    );
    try {
      const headers: Record<string, string> = {
        accept: 'application/x-protobuf, application/octet-stream',
        ...this.source.headers,
      };
      if (this.etag) headers['if-none-match'] = this.etag;
      if (this.lastModified) headers['if-modified-since'] = this.lastModified;
      const response = await (this.options.fetch ?? fetch)(this.source.url, {
        headers,
        signal: controller.signal,
        redirect: 'follow',
      });
      if (response.status === 304 && this.current) {
        await response.body?.cancel();
        this.current = { ...this.current, fetchedAtMs: this.now() };
        return this.succeeded('notModified');
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      const bytes = await this.readBody(response);
      const snapshot = await this.snapshots(this.source.feedId, bytes, this.now());
      if (this.stopped) return 'failed';
      this.current = snapshot;
      this.etag = response.headers.get('etag') ?? undefined;
      this.lastModified = response.headers.get('last-modified') ?? undefined;
      this.options.onChange?.();
      return this.succeeded('updated');
    } catch (error) {
      return this.failed(
        controller.signal.aborted && !this.stopped ? (controller.signal.reason as Error) : (error as Error),
      );
    } finally {
      clearTimeout(timeout);
      this.inFlight = undefined;
    }
  }

  private async readBody(response: Response): Promise<Uint8Array> {
    const limit = this.options.maxBytes ?? 64 * 1024 * 1024;
    const declared = Number(response.headers.get('content-length'));
    if (declared > limit) {
      await response.body?.cancel();
      throw new Error(`answer of ${declared} bytes is over the ${limit} bytes limit`);
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > limit) throw new Error(`answer of ${bytes.length} bytes is over the ${limit} bytes limit`);
    return bytes;
  }

  private succeeded(result: PollResult): PollResult {
    if (this.failures > 0) this.log(`${this.label}: back after ${this.failures} failed attempt(s)`);
    this.failures = 0;
    this.lastError = undefined;
    return result;
  }

  private failed(error: Error): PollResult {
    if (this.stopped) return 'failed';
    this.failures++;
    this.lastError = error.message || String(error);
    // Once per run of failures: a feed down for an hour writes one line, not 120.
    if (this.failures === 1)
      this.log(`${this.label}: ${this.lastError} (keeping the last good snapshot; retrying with backoff)`);
    return 'failed';
  }

  /** The last good snapshot while it is younger than the maximum age. */
  fresh(nowMs = this.now()): FeedSnapshot | undefined {
    return this.current && nowMs - this.current.fetchedAtMs <= this.options.maxAgeMs ? this.current : undefined;
  }

  status(nowMs = this.now()): SourceStatus {
    const fresh = this.fresh(nowMs);
    const state: SourceState =
      !this.current && this.failures === 0 ? 'waiting' : !fresh ? 'down' : this.failures > 0 ? 'stale' : 'live';
    return {
      feedId: this.source.feedId,
      url: publicSourceUrl(this.source.url),
      state,
      lastSuccessMs: this.current?.fetchedAtMs,
      ageMs: this.current ? Math.max(0, nowMs - this.current.fetchedAtMs) : undefined,
      lastError: this.lastError,
      consecutiveFailures: this.failures,
      snapshot: this.current,
    };
  }
}
