import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GtfsRealtime } from '../server/realtime/gtfs-rt.ts';
import type bindings from 'gtfs-realtime-bindings';

/**
 * GTFS-realtime fixtures for tests: FeedMessages encoded with the real protobuf binding, served by a local HTTP server
 * the test starts (the operators' endpoints need internet). The server honours If-None-Match like a CDN does.
 */

export type EntityInput = bindings.transit_realtime.IFeedEntity;

export function encodeFeed(entities: EntityInput[], timestampSeconds = Math.floor(Date.now() / 1000)): Uint8Array {
  const message = GtfsRealtime.FeedMessage.create({
    header: {
      gtfsRealtimeVersion: '2.0',
      incrementality: GtfsRealtime.FeedHeader.Incrementality.FULL_DATASET,
      timestamp: timestampSeconds,
    },
    entity: entities,
  });
  return GtfsRealtime.FeedMessage.encode(message).finish();
}

/** What one path answers: a body (ETag from its content), a status, or a delay before answering. */
export interface FixtureRoute {
  body?: Uint8Array;
  status?: number;
  delayMs?: number;
}

export interface FixtureServer {
  baseUrl: string;
  set(path: string, route: FixtureRoute): void;
  /** Requests seen, with their conditional headers. */
  requests: Array<{ path: string; ifNoneMatch?: string; apiKey?: string }>;
  close(): Promise<void>;
}

function etagOf(body: Uint8Array): string {
  let hash = 0;
  for (const byte of body) hash = (hash * 31 + byte) >>> 0;
  return `"${body.length}-${hash.toString(16)}"`;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const routes = new Map<string, FixtureRoute>();
  const requests: FixtureServer['requests'] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    requests.push({
      path,
      ifNoneMatch: request.headers['if-none-match'] as string | undefined,
      apiKey: request.headers['x-api-key'] as string | undefined,
    });
    const route = routes.get(path);
    const answer = () => {
      if (!route) return response.writeHead(404).end();
      if (route.status && route.status !== 200) return response.writeHead(route.status).end();
      const body = route.body ?? new Uint8Array();
      const etag = etagOf(body);
      if (request.headers['if-none-match'] === etag) return response.writeHead(304, { etag }).end();
      response
        .writeHead(200, { 'content-type': 'application/x-protobuf', etag, 'content-length': body.length })
        .end(body);
    };
    if (route?.delayMs) setTimeout(answer, route.delayMs).unref();
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    set: (path, route) => routes.set(path, route),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
