// vitest globalSetup: the PostgreSQL cluster of a test run, started on first demand and stopped at the end.
// Tests ask for it through the coordinator URL provided here (src/test-support/test-stores.ts), so a run that has no
// PostgreSQL test (a single file, say) never pays for initdb. TEST_DATABASE_URL (set by .ci/run) reuses a cluster.
import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startTestCluster } from './test-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresCoordinator: string;
  }
}

export default async function setup(project: TestProject) {
  let cluster: Promise<{ url: string; stop?: () => void } | undefined> | undefined;
  const given = process.env.TEST_DATABASE_URL?.trim();

  function ensureCluster() {
    cluster ??= given ? Promise.resolve({ url: given }) : startTestCluster();
    return cluster;
  }

  const server = createServer((_req, res) => {
    ensureCluster().then(
      (started) => {
        if (!started && process.env.CI) {
          res.writeHead(500).end('PostgreSQL is not installed: CI must test both engines (.ci/run installs it)');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ url: started?.url ?? null }));
      },
      (error: Error) => res.writeHead(500).end(`PostgreSQL test cluster failed to start: ${error.message}`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  project.provide('postgresCoordinator', `http://127.0.0.1:${port}/`);

  return async () => {
    server.close();
    const started = await cluster?.catch(() => undefined);
    started?.stop?.();
  };
}
