import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_FEED } from './test-feed.ts';
import { zipOf } from './zip-writer.ts';

/**
 * An operator's site publishing a GTFS zip for tests of feeds by URL: it answers the version set last, with an ETag,
 * and 304 to a conditional GET for that version. `requests` counts what it was asked, `notModified` its 304s.
 */
export interface FeedServer {
  url: string;
  publish(zip: Buffer): void;
  requests: number;
  notModified: number;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  let body: Buffer = Buffer.alloc(0);
  let etag = '';
  const state = { requests: 0, notModified: 0 };
  const server: Server = createServer((request, response) => {
    state.requests++;
    if (etag && request.headers['if-none-match'] === etag) {
      state.notModified++;
      response.writeHead(304, { etag });
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/zip', etag });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/gtfs.zip`,
    publish(zip) {
      body = zip;
      etag = `"${createHash('sha256').update(zip).digest('hex').slice(0, 12)}"`;
    },
    get requests() {
      return state.requests;
    },
    get notModified() {
      return state.notModified;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const compact = (date: string) => date.replaceAll('-', '');

/**
 * The test feed (test-feed.ts) as an operator would publish it, its weekday service running from `start` to `end`
 * (`YYYY-MM-DD`), every day of the week so that any date in between has trips; `files` replaces whole files.
 */
export function testFeedZip(start: string, end: string, files: Record<string, string> = {}): Buffer {
  const all: Record<string, string> = {
    ...TEST_FEED,
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
      WKD,1,1,1,1,1,1,1,${compact(start)},${compact(end)}`,
    ...files,
  };
  return zipOf(
    Object.fromEntries(Object.entries(all).map(([name, text]) => [name, `${text.replace(/^[ \t]+/gm, '').trim()}\n`])),
  );
}
