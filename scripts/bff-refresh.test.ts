import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../src/server/network/model/calendar-days.ts';
import {
  nextVersion,
  refreshFixture,
  servedFeed,
  startNode,
  today,
  type RefreshFixture,
  type RunningNode,
} from '../src/test-support/refreshing-node.ts';

// `npm run bff` (the backend run alone) takes new timetables as `npm start` does: SIGHUP to its process refreshes,
// and the next requests are answered on the new network.
let fixture: RefreshFixture | undefined;
let node: RunningNode | undefined;

afterEach(async () => {
  await node?.stop();
  await fixture?.close();
  node = fixture = undefined;
});

async function startBff(env: NodeJS.ProcessEnv): Promise<string> {
  node = startNode('scripts/bff.ts', { ...env, PORT: '0', HOST: '127.0.0.1' });
  return (await node.waitFor(/listening on (http:\/\/\S+)/))[1];
}

describe('npm run bff and new timetables', () => {
  it('refreshes on SIGHUP: fetches the new version, compiles it and answers from it', async () => {
    fixture = await refreshFixture();
    const base = `${await startBff(fixture.env)}/api`;
    const v1 = await servedFeed(base);
    expect(v1.endDate).toBe(addDays(today, 3));

    fixture.publish(addDays(today, 60));
    node?.child.kill('SIGHUP');
    const v2 = await nextVersion(base, v1.version);
    expect(v2.version, node?.output()).not.toBe(v1.version);
    expect(v2.endDate).toBe(addDays(today, 60));
  }, 90_000);

  it('with DATA_REFRESH_ROLE=load, swaps in the newer file another node compiled and published', async () => {
    fixture = await refreshFixture();
    // This node never compiles: it serves NETWORK_FILE, which the compiling node (a job here) rewrites.
    const base = `${await startBff({ ...fixture.env, DATA_REFRESH_ROLE: 'load' })}/api`;
    const v1 = await servedFeed(base);

    // Asked with nothing published: it keeps serving what it has, without fetching anything.
    const fetched = fixture.feeds.requests;
    node?.child.kill('SIGHUP');
    await node?.waitFor(/\[refresh\] unchanged/);
    expect(fixture.feeds.requests).toBe(fetched);

    fixture.publish(addDays(today, 60));
    await fixture.compile('--refresh');
    expect((await servedFeed(base)).version).toBe(v1.version);
    node?.child.kill('SIGHUP');
    const v2 = await nextVersion(base, v1.version);
    expect(v2.version, node?.output()).not.toBe(v1.version);
    expect(v2.endDate).toBe(addDays(today, 60));
    expect(node?.output()).toContain(`loaded ${join(fixture.dir, 'network.bin')}`);
  }, 90_000);
});
