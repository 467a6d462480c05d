import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A real HTTP server on 127.0.0.1 standing in for a misbehaving upstream (operator's BFF, WordPress), for tests:
 * each path prefix picks a behaviour; every request is counted, and sockets left hanging are tracked.
 *   /hang…      never answers
 *   /html500…   500 with an HTML page (a proxy's error page)
 *   /json500…   500 with a JSON error body
 *   /garbage…   200 declared JSON, body not JSON
 *   /text…      200 text/html
 *   /flaky…     503 (HTML) the first time, then 200 JSON
 *   /hold…      answers 200 JSON once `holdUntil` /hold requests are in flight together (or after 1.5 s): shows overlap
 *   anything else: 200 JSON echoing the path
 */
export interface TestUpstream {
  url: string;
  hits(prefix?: string): number;
  /** Requests whose socket is still open without an answer. */
  hanging(): number;
  /** Largest number of /hold requests seen in flight at once. */
  maxHeldTogether(): number;
  /** Whether requests for these two paths were in flight at the same time. */
  overlapped(a: string, b: string): boolean;
  /** How many /hold requests must be in flight before they are all answered (default 2). */
  holdUntil(count: number): void;
  /** Answer for paths starting with this prefix from now on. */
  override(prefix: string, answer: (request: IncomingMessage, response: ServerResponse) => void): void;
  close(): Promise<void>;
}

export async function startTestUpstream(): Promise<TestUpstream> {
  const seen: string[] = [];
  const flaky = new Set<string>();
  const overrides = new Map<string, (request: IncomingMessage, response: ServerResponse) => void>();
  let hanging = 0;
  let held: Array<{ path: string; release: () => void }> = [];
  let maxHeld = 0;
  let holdUntil = 2;
  const overlaps = new Set<string>();

  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    seen.push(path);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    for (const [prefix, answer] of overrides) if (path.startsWith(prefix)) return answer(request, response);
    if (path.startsWith('/hang')) {
      hanging += 1;
      request.socket.once('close', () => (hanging -= 1));
      return;
    }
    if (path.startsWith('/html500')) {
      response.writeHead(500, { 'Content-Type': 'text/html' });
      return response.end('<html><body><h1>500 Internal Server Error</h1></body></html>');
    }
    if (path.startsWith('/json500')) return json(500, { error: { code: 'boom', message: 'The BFF broke' } });
    if (path.startsWith('/garbage')) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end('{"banners": [ <html>');
    }
    if (path.startsWith('/text')) {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      return response.end('<html>not an API</html>');
    }
    if (path.startsWith('/flaky') && !flaky.has(path)) {
      flaky.add(path);
      response.writeHead(503, { 'Content-Type': 'text/html' });
      return response.end('<html>busy</html>');
    }
    if (path.startsWith('/hold')) {
      for (const other of held) overlaps.add(`${other.path} & ${path}`).add(`${path} & ${other.path}`);
      let answered = false;
      const entry = {
        path,
        release: () => {
          if (answered) return;
          answered = true;
          json(200, { path });
        },
      };
      held.push(entry);
      maxHeld = Math.max(maxHeld, held.length);
      if (held.length >= holdUntil) {
        const all = held;
        held = [];
        for (const other of all) other.release();
      } else {
        setTimeout(() => {
          held = held.filter((other) => other !== entry);
          entry.release();
        }, 1500);
      }
      return;
    }
    json(200, { path });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    hits: (prefix = '/') => seen.filter((path) => path.startsWith(prefix)).length,
    hanging: () => hanging,
    maxHeldTogether: () => maxHeld,
    overlapped: (a, b) => overlaps.has(`${a} & ${b}`),
    holdUntil: (count) => {
      holdUntil = count;
    },
    override: (prefix, answer) => overrides.set(prefix, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
