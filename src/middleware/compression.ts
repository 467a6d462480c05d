/**
 * Gzips server-rendered HTML when the browser accepts it (the standalone Node server compresses nothing itself).
 * Static assets are precompressed at build time instead (scripts/precompress.mjs, served by scripts/serve-site.mjs).
 */
export function compressHtml(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  if (
    !response.body ||
    response.headers.has('content-encoding') ||
    !type.startsWith('text/html') ||
    !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '') ||
    request.method === 'HEAD'
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.append('Vary', 'Accept-Encoding');
  headers.delete('Content-Length');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
