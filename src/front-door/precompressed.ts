import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * Sends `dist/client/_astro/<file>.br|.gz` when the browser accepts it; false to let Astro serve the request.
 * The address was checked to decode (request-guards.ts) before this runs; a failed decode still answers false.
 */
export function servePrecompressed(req: IncomingMessage, res: ServerResponse, clientDir: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let path: string;
  try {
    path = decodeURIComponent((req.url ?? '').split('?')[0]);
  } catch {
    return false;
  }
  if (!path.startsWith('/_astro/') || path.includes('..') || path.includes('\0')) return false;
  const type = TYPES[extname(path)];
  if (!type) return false;
  const accepted = req.headers['accept-encoding'] ?? '';
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!new RegExp(`\\b${encoding}\\b`).test(String(accepted))) continue;
    const file = join(clientDir, normalize(path)) + suffix;
    let size: number;
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
    else
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    return true;
  }
  return false;
}
