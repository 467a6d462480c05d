import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '../server/network/model/calendar-days.ts';
import {
  nextVersion,
  refreshFixture,
  root,
  servedFeed,
  startNode,
  today,
  type RefreshFixture,
  type RunningNode,
} from '../test-support/refreshing-node.ts';
import { freePort } from '../test-support/free-port.ts';

// `kill -HUP` to the process `npm start` runs: the supervisor passes it on to the server process, whose backend
// refreshes and swaps. The real supervisor (stopOnSignals, superviseSite) and the real server (serveSite, the embedded
// backend and its refresher) run as their own processes; only the site's build is stood in for (no `astro build` in
// unit tests): its handler answers /bff/* from the embedded backend, as src/pages/bff/[...path].ts does.
const url = (path: string) => JSON.stringify(pathToFileURL(join(root, path)).href);

let fixture: RefreshFixture | undefined;
let supervisor: RunningNode | undefined;

afterAll(async () => {
  await supervisor?.stop();
  await fixture?.close();
});

function writeScripts(dir: string): string {
  mkdirSync(join(dir, 'client'));
  writeFileSync(
    join(dir, 'entry.mjs'),
    `import { embeddedBackend } from ${url('src/server/embedded.ts')};
     export async function handler(req, res) {
       const answer = await (await embeddedBackend()).fetch(
         new Request(\`http://site\${req.url}\`, { method: req.method, headers: req.headers }),
       );
       res.writeHead(answer.status, Object.fromEntries(answer.headers));
       res.end(Buffer.from(await answer.arrayBuffer()));
     }`,
  );
  writeFileSync(
    join(dir, 'server.mjs'),
    `import { serveSite } from ${url('scripts/serve-site.mjs')};
     await serveSite({
       entry: ${JSON.stringify(join(dir, 'entry.mjs'))},
       clientDir: ${JSON.stringify(join(dir, 'client'))},
       host: '127.0.0.1',
       port: Number(process.env.PORT),
       securityHeaders: {},
     });`,
  );
  // What scripts/start.mjs ends with, once the network and the build are there.
  const start = join(dir, 'start.mjs');
  writeFileSync(
    start,
    `import { stopOnSignals, superviseSite } from ${url('src/front-door/supervisor.ts')};
     stopOnSignals(superviseSite({ exec: ${JSON.stringify(join(dir, 'server.mjs'))} }));`,
  );
  return start;
}

describe('SIGHUP to npm start', () => {
  it('reaches the server through the supervisor, which refreshes and serves the new version', async () => {
    fixture = await refreshFixture();
    const port = await freePort();
    supervisor = startNode(writeScripts(fixture.dir), { ...fixture.env, PORT: String(port) });
    await supervisor.waitFor(/Server listening on/);
    const base = `http://127.0.0.1:${port}/bff/api`;
    const v1 = await servedFeed(base);
    expect(v1.endDate).toBe(addDays(today, 3));

    fixture.publish(addDays(today, 60));
    supervisor.child.kill('SIGHUP');
    const v2 = await nextVersion(base, v1.version);
    expect(v2.version, supervisor.output()).not.toBe(v1.version);
    expect(v2.endDate).toBe(addDays(today, 60));
    // The same server process all along: refreshed, not restarted.
    expect(supervisor.output()).not.toMatch(/\[supervisor\] server \d+ died/);
    expect(supervisor.output().match(/Server listening on/g)).toHaveLength(1);
  }, 90_000);
});
