import type { AppDeps } from './http/deps.ts';

/**
 * What a load balancer asks a site node before sending it traffic (/readyz): is the transit network loaded, does the
 * database answer. The answer names each check but no detail a visitor could use (the node's log has the errors).
 */
export type CheckState = 'ok' | 'missing' | 'unreachable' | 'connected';

export interface Readiness {
  ready: boolean;
  checks: { network: CheckState; database: CheckState };
}

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Embedded mode: loads the backend when needed (a node warms up on its first probe) and pings the database. */
export async function embeddedReadiness(
  load: () => Promise<AppDeps>,
  { log = console.warn, timeoutMs = PING_TIMEOUT_MS }: { log?: (message: string) => void; timeoutMs?: number } = {},
): Promise<Readiness> {
  let deps: AppDeps;
  try {
    deps = await load();
  } catch (error) {
    log(`[readyz] backend not started: ${(error as Error).message}`);
    return { ready: false, checks: { network: 'missing', database: 'unreachable' } };
  }
  const network: CheckState = deps.network ? 'ok' : 'missing';
  let database: CheckState = 'missing';
  if (deps.store) {
    try {
      await withTimeout(deps.store.ping(), timeoutMs);
      database = 'ok';
    } catch (error) {
      log(`[readyz] database (${deps.store.engine}) does not answer: ${(error as Error).message}`);
      database = 'unreachable';
    }
  }
  return { ready: network === 'ok' && database === 'ok', checks: { network, database } };
}

/** Connected mode: the operator's BFF holds the data; the node itself needs nothing more to serve pages. */
export const CONNECTED_READINESS: Readiness = { ready: true, checks: { network: 'connected', database: 'connected' } };
