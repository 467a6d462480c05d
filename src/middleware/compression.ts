import { Readable, pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * Compresses server-rendered HTML and the JSON answers of /bff when the browser accepts it (the standalone Node server
 * compresses nothing itself): brotli when accepted, else gzip. 1,500 proximity points are ~216 KB raw, ~20 KB brotli.
 * Static assets are precompressed at build time instead (scripts/precompress.mjs, served by scripts/serve-site.mjs).
 */

/** Bodies known to be smaller than this are sent as they are: the headers would cost more than the bytes saved. */
const MIN_BYTES = 1024;

/** Brotli quality 5 compresses JSON within ~10 % of quality 11 at a tenth of its cost (11 is for build-time assets). */
const BROTLI_QUALITY = 5;

function isCompressible(type: string): boolean {
  return (
    type.startsWith('text/html') || type.startsWith('application/json') || type.startsWith('application/problem+json')
  );
}

/** The encoding to use for an Accept-Encoding header, or null (q=0 refuses an encoding). */
export function pickEncoding(accepted: string): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of accepted.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((offered.get('br') ?? 0) > 0) return 'br';
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? NaN);
  const encoding = pickEncoding(request.headers.get('accept-encoding') ?? '');
  if (
    !response.body ||
    !encoding ||
    response.headers.has('content-encoding') ||
    !isCompressible(type) ||
    length < MIN_BYTES ||
    request.method === 'HEAD'
  ) {
    return response;
  }
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip();
  // pipeline: a failing body ends the compressed stream with that error instead of leaving it open.
  const body = pipeline(Readable.fromWeb(response.body as never), compressor, () => {});
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  headers.delete('Content-Length');
  return new Response(Readable.toWeb(body) as ReadableStream, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
