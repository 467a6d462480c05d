// A small closed-loop HTTP load generator for the loopback checks (check:load, check:fuzz): N connections, each sending
// its next request as soon as the previous answer arrived (or, with honourRetryAfter, once a 429/503's Retry-After has
// passed), for a bounded time. Keep-alive sockets, one per connection.
import http from 'node:http';

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  latencies: number[];
  statuses: Map<string, number>;
  /** Requests that had no answer within the timeout (counted in statuses as 'timeout'). */
  timeouts: number;
  /** 429/503 answers after which the connection waited out Retry-After (honourRetryAfter), and the seconds waited. */
  retryWaits: number;
  retryWaitSeconds: number;
  seconds: number;
}

export interface LoadOptions {
  base: string;
  connections: number;
  durationMs: number;
  /** The request of the n-th send (n counts across connections). */
  next: (n: number) => LoadRequest;
  timeoutMs?: number;
  /** Stop early once this many requests were answered. */
  maxRequests?: number;
  /**
   * After a 429 or 503 with Retry-After, the connection waits that long before its next request, as browsers and
   * well-behaved clients do (cut at the end of the run). Without it a refused connection asks again at once.
   */
  honourRetryAfter?: boolean;
}

/** Retry-After in seconds (the delta form the server sends); null when absent or not a number. */
function retryAfterSeconds(answer: Answer): number | null {
  if (answer.status !== 429 && answer.status !== 503) return null;
  const value = Number(answer.headers['retry-after']);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export interface Answer {
  status: number | 'timeout' | 'error';
  ms: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One request on the agent's sockets; never throws (errors and timeouts are answers). */
export function send(
  base: string,
  request: LoadRequest,
  agent: http.Agent | undefined,
  timeoutMs = 10_000,
): Promise<Answer> {
  const url = new URL(request.path, base);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    let req: http.ClientRequest;
    try {
      req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: request.method ?? 'GET',
          headers: request.headers,
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            settle({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
          );
          res.on('error', () => settle({ status: 'error', body: '', headers: {} }));
        },
      );
    } catch (error) {
      // A request Node refuses to send (a header with a forbidden character): the caller's mistake, said plainly.
      settle({ status: 'error', body: `not sent: ${(error as Error).message}`, headers: {} });
      return;
    }
    req.setTimeout(timeoutMs, () => {
      settle({ status: 'timeout', body: '', headers: {} });
      req.destroy();
    });
    req.on('error', () => settle({ status: 'error', body: '', headers: {} }));
    req.end(request.body);
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  let timeouts = 0;
  let retryWaits = 0;
  let retryWaitSeconds = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline && (options.maxRequests === undefined || sent < options.maxRequests)) {
        const answer = await send(options.base, options.next(sent++), agent, options.timeoutMs);
        latencies.push(answer.ms);
        statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
        if (answer.status === 'timeout') timeouts += 1;
        const waitS = options.honourRetryAfter ? retryAfterSeconds(answer) : null;
        if (waitS !== null) {
          const waitMs = Math.min(waitS * 1000, deadline - performance.now());
          if (waitMs <= 0) continue;
          retryWaits += 1;
          retryWaitSeconds += waitMs / 1000;
          await new Promise((resolve) => setTimeout(resolve, waitMs));
        }
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, statuses, timeouts, retryWaits, retryWaitSeconds, seconds: (performance.now() - started) / 1000 };
}

export function formatStatuses(statuses: Map<string, number>): string {
  return [...statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}
