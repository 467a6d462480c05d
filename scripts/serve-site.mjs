// The production HTTP server of `npm start`: the Astro Node handler (pages, API, static files) behind two things the
// adapter lacks: security headers on every response, static files included, and the precompressed /_astro assets.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** Sends `dist/client/_astro/<file>.br|.gz` when the browser accepts it; false to let Astro serve the request. */
function servePrecompressed(req, res, clientDir) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = decodeURIComponent((req.url ?? '').split('?')[0]);
  if (!path.startsWith('/_astro/') || path.includes('..') || path.includes('\0')) return false;
  const type = TYPES[extname(path)];
  if (!type) return false;
  const accepted = req.headers['accept-encoding'] ?? '';
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
    const file = join(clientDir, normalize(path)) + suffix;
    let size;
    try {
      size = statSync(file).size;
    } catch {
      continue;
    }
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': encoding,
      'Content-Length': size,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return true;
  }
  return false;
}

export async function serveSite({ entry, clientDir, host, port, securityHeaders }) {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = await import(entry);
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (servePrecompressed(req, res, clientDir)) return;
    handler(req, res);
  });
  server.listen(port, host, () => console.log(`Server listening on http://${host}:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
