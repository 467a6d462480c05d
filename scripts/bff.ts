// `npm run bff`: the transit backend alone (createApp without the Astro site), for an operator who runs it as a
// separate service. Same paths as the site's /bff/*, at the root. HOST/PORT from the environment (default 127.0.0.1:4400).
// New timetables as with `npm start`: DATA_REFRESH's schedule and SIGHUP to this process (src/server/embedded.ts).
import { serve, type HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from '../src/server/http/app.ts';
import type { AppDeps } from '../src/server/http/deps.ts';
import { embeddedDeps } from '../src/server/embedded.ts';
import { compressResponse } from '../src/middleware/compression.ts';
import { backendRequest } from '../src/gateway/backend-edge.ts';
import { trustedProxies } from '../src/gateway/client-address.ts';
import { getEnv } from '../src/config/env.ts';

const port = Number(process.env.PORT || 4400);
const hostname = process.env.HOST || '127.0.0.1';
const env = getEnv();
// Mailed links (sign-up confirmation) point at the configured public origin, never at one a request names.
const publicBaseUrl = env.publicBaseUrl;
if (!publicBaseUrl) console.warn('[bff] PUBLIC_BASE_URL is not set: the links of account mails are relative');
const proxies = trustedProxies(env.trustedProxies);
// The backend of the network in use: a refresh swaps in new deps (network, planner threads), and the next request gets
// an app on them while requests in flight finish on the previous one.
let built: { deps: AppDeps; app: Hono } | undefined;
async function currentApp(): Promise<Hono> {
  const deps = await embeddedDeps();
  if (built?.deps !== deps) built = { deps, app: createApp({ ...deps, publicBaseUrl }) };
  return built.app;
}
await currentApp();
// Compressed here, at this server's edge, as the site compresses its /bff answers (src/middleware/headers.ts): a
// journey search answer is ~200 KB of JSON, ~20 KB with brotli.
const server = serve(
  {
    fetch: async (request, bindings) => {
      const forwarded = backendRequest(request, (bindings as HttpBindings).incoming.socket.remoteAddress, proxies);
      return compressResponse(forwarded, await (await currentApp()).fetch(forwarded));
    },
    port,
    hostname,
  },
  (info) => {
    console.log(`[bff] listening on http://${hostname}:${info.port} (OpenAPI at /openapi.json)`);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
