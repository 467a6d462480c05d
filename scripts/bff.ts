// `npm run bff`: the transit backend alone (createApp without the Astro site), for an operator who runs it as a
// separate service. Same paths as the site's /bff/*, at the root. HOST/PORT from the environment (default 127.0.0.1:4400).
import { serve } from '@hono/node-server';
import { createApp } from '../src/server/http/app.ts';
import { loadDeps } from '../src/server/embedded.ts';
import { compressResponse } from '../src/middleware/compression.ts';

const port = Number(process.env.PORT || 4400);
const hostname = process.env.HOST || '127.0.0.1';
const app = createApp(await loadDeps());
// Compressed here, at this server's edge, as the site compresses its /bff answers (src/middleware/headers.ts): a
// journey search answer is ~200 KB of JSON, ~20 KB with brotli.
const server = serve({ fetch: async (request) => compressResponse(request, await app.fetch(request)), port, hostname }, (info) => {
  console.log(`[bff] listening on http://${hostname}:${info.port} (OpenAPI at /openapi.json)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
