// The site's server process (src/front-door/site-server.ts around the Astro Node handler). `npm start` runs it under
// the supervisor of scripts/start.mjs (a child process restarted at once if it dies, on the listening socket the
// supervisor keeps: src/front-door/kept-listener.ts); it also runs alone: `node scripts/serve-site.mjs`.
// HOST/PORT from the environment (default 0.0.0.0:4321). SIGTERM/SIGINT stop it gracefully.
import { join } from 'node:path';
import { listenKept } from '../src/front-door/kept-listener.ts';
import { createSiteServer, installLastResort, stopSiteServer, warmUp } from '../src/front-door/site-server.ts';
import { SECURITY_HEADERS } from '../src/middleware/headers.ts';

const root = new URL('..', import.meta.url).pathname;

export async function serveSite({ entry, clientDir, host, port, securityHeaders }) {
  installLastResort();
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  // React (and other packages) pick their production build by NODE_ENV when first imported; unset, the server rendered
  // every page with React's development build (prop validation, stack capture): about a third of /fr's render time.
  process.env.NODE_ENV ??= 'production';
  const { handler } = await import(entry);
  const server = createSiteServer({ handler, clientDir, securityHeaders });
  await listenKept(server, port, host);
  console.log(`Server listening on http://${host}:${port}`);
  void warmUp(server);
  // SIGHUP asks the backend to refresh its timetables (its listener is added when the backend starts): without a
  // listener of its own here, a SIGHUP before that would end the process.
  process.on('SIGHUP', () => console.log('[server] SIGHUP: refreshing the timetables'));
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log(`[server] ${signal}: finishing requests in flight`);
      await stopSiteServer(server);
      process.exit(0);
    });
  }
  return server;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  await serveSite({
    entry: join(root, 'dist/server/entry.mjs'),
    clientDir: join(root, 'dist/client'),
    host: process.env.HOST ?? '0.0.0.0',
    port: Number(process.env.PORT ?? 4321),
    securityHeaders: SECURITY_HEADERS,
  });
}
