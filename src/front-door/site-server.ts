import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { runShutdownHooks } from '../server/lifecycle.ts';
import { plannerBusyFor, plannerRefusalDelayMs } from '../server/planner-pool/planner-gauge.ts';
import { answerByShortcut } from './api-shortcut.ts';
import { sendRefusal } from './error-answers.ts';
import { servePrecompressed } from './precompressed.ts';
import { ALLOWED_METHODS, guardBody, refuseBadRequestLine } from './request-guards.ts';

/**
 * The production HTTP server of `npm start`: the Astro Node handler (pages, API, static files) behind what the adapter
 * lacks: refusal of malformed addresses, unknown methods and oversized bodies; timeouts against slow clients; security
 * headers on every response, static files included; the precompressed /_astro assets; a 500 instead of a crash when a
 * handler throws; and a graceful stop.
 */

/** Slow-client limits: a client has this long to send its headers, and its whole request (the answer is not timed). */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  /** How often Node checks the two timeouts above (default 30 s, which let half-sent headers hold a socket 86 s). */
  connectionsCheckingInterval: 1_000,
};

/** How long a stop waits for requests in flight before it cuts the remaining connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface SiteServerOptions {
  handler: NodeHandler;
  clientDir: string;
  securityHeaders: Record<string, string>;
}

function answerCrash(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(`[server] ${req.method} ${req.url} failed`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end('Internal Server Error');
}

const JOURNEY_SEARCH = '/bff/api/trip-planner/v2/journeys/search';

/**
 * A journey search while the planner's queue is full: 503 without the cost of the site's pipeline, held for
 * PLANNER_REFUSAL_DELAY_MS first (a timer, no CPU) so that clients retrying at once cannot turn it into a storm.
 */
function refuseWhilePlannerFull(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST' || (req.url ?? '').split('?', 1)[0] !== JOURNEY_SEARCH) return false;
  const waitS = plannerBusyFor();
  if (!waitS) return false;
  const refuse = () => {
    if (res.destroyed || res.headersSent) return;
    sendRefusal(req, res, 503, 'busy', 'The journey planner is busy; try again shortly', {
      'Retry-After': String(waitS),
    });
  };
  const delayMs = plannerRefusalDelayMs();
  if (delayMs > 0) setTimeout(refuse, delayMs);
  else refuse();
  return true;
}

export function createSiteServer({ handler, clientDir, securityHeaders }: SiteServerOptions): http.Server {
  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (refuseBadRequestLine(req, res)) return;
    if (servePrecompressed(req, res, clientDir)) return;
    if (!(await guardBody(req, res))) return;
    if (refuseWhilePlannerFull(req, res)) return;
    if (await answerByShortcut(req, res)) return;
    await handler(req, res);
  };
  const server = http.createServer(SERVER_TIMEOUTS, (req, res) => {
    try {
      listener(req, res).catch((error) => answerCrash(req, res, error));
    } catch (error) {
      answerCrash(req, res, error);
    }
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => refuseTunnel(socket, securityHeaders));
  return server;
}

/**
 * CONNECT (a proxy tunnel) never reaches the request listener: Node gives it to 'connect' listeners and, with none,
 * closes the socket without a word. It gets the 405 every other refused method gets; its target is a host, not a path,
 * so the answer is the API's JSON shape.
 */
function refuseTunnel(socket: Duplex, securityHeaders: Record<string, string>): void {
  const body = JSON.stringify({ error: { code: 'method_not_allowed', message: 'Method CONNECT is not allowed' } });
  const headers = {
    ...securityHeaders,
    Allow: ALLOWED_METHODS.join(', '),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.on('error', () => socket.destroy());
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}\r\n${body}`);
}

/**
 * One request to the health probe through the whole pipeline once the server listens. Astro loads its middleware
 * module (which publishes the /bff shortcut) and the site's backend on first use: without this, the first visitor
 * after a start waited for both, and their /bff call took Astro's slower path with its own refusals (text/plain 403).
 */
export function warmUp(server: http.Server, timeoutMs = 30_000): Promise<void> {
  const address = server.address();
  if (!address || typeof address === 'string') return Promise.resolve();
  const anyAddress = address.address === '0.0.0.0' || address.address === '::';
  const host = anyAddress ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return new Promise((resolve) => {
    const request = http.get({ host, port: address.port, path: '/healthz', timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve());
      res.on('error', () => resolve());
    });
    request.on('error', () => resolve());
    request.on('timeout', () => request.destroy());
  });
}

/**
 * Stops taking connections, lets requests in flight finish (idle keep-alive sockets are closed at once, the others
 * after their answer or at the grace deadline), then runs the shutdown hooks (database, planner threads).
 */
export async function stopSiteServer(server: http.Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets that finish an answer during the drain become idle: close them as they do.
  const sweeper = setInterval(() => server.closeIdleConnections(), 50);
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
  server.closeIdleConnections();
  await Promise.race([closed, deadline]);
  clearInterval(sweeper);
  server.closeAllConnections();
  await runShutdownHooks();
}

/**
 * The last resort: an error nobody caught (a callback that threw outside any request's promise chain) is logged and
 * the server keeps serving the other requests; the supervisor (start.mjs) restarts the process if it dies anyway.
 * A closed stdout/stderr (the terminal or the pipe of whoever started the server went away) is ignored: logging its
 * EPIPE to the same closed stream would raise another one, forever.
 */
export function installLastResort(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  let logging = false;
  const log = (text: string, error: unknown) => {
    if (logging) return;
    logging = true;
    try {
      console.error(text, error);
    } catch {
      // nowhere to log
    } finally {
      logging = false;
    }
  };
  process.on('uncaughtException', (error, origin) => log(`[server] uncaught ${origin}, still serving`, error));
  process.on('unhandledRejection', (reason) => log('[server] unhandled rejection, still serving', reason));
}
