// A throwaway PostgreSQL cluster for the test suites: initdb into a temporary folder, started with pg_ctl on a free
// loopback port, trust authentication for the cluster's own superuser, stopped and deleted afterwards.
// PostgreSQL refuses to run as root, so under root (CI) every command runs as the unprivileged `postgres` account that
// Debian's package creates.
//
//   node scripts/test-postgres.mjs start   → prints `TEST_DATABASE_URL=… TEST_POSTGRES_DIR=…` (shell assignments)
//   node scripts/test-postgres.mjs stop <dir>
//
// The vitest and Playwright set-ups call startTestCluster() themselves unless TEST_DATABASE_URL is already set
// (.ci/run starts one cluster for the whole run).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVICE_USER = 'postgres';

/** The newest installed server's bin folder (PG_BIN overrides), or undefined when PostgreSQL is not installed. */
export function findPostgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

function serviceAccount() {
  if (process.getuid?.() !== 0) return undefined;
  const uid = spawnSync('id', ['-u', SERVICE_USER], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', SERVICE_USER], { encoding: 'utf8' });
  if (uid.status !== 0)
    throw new Error(`running as root: an unprivileged "${SERVICE_USER}" account is needed to run PostgreSQL`);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

function run(account, command, args) {
  const [file, argv] = account ? ['runuser', ['-u', SERVICE_USER, '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; resolves to { url, dir, stop() }, or undefined when PostgreSQL is not installed. */
export async function startTestCluster() {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const account = serviceAccount();
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  if (account) chownSync(dir, account.uid, account.gid);
  const data = join(dir, 'data');
  run(account, join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ]);
  // Test data is thrown away: no fsync. Commits are still acknowledged only once in the WAL (synchronous_commit stays on).
  const settings = '-c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=300';
  let lastError;
  // The free port may be taken between the probe and the start by another test run: try a few.
  for (let attempt = 0; attempt < 4; attempt++) {
    const port = await freePort();
    try {
      run(account, join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-w',
        '-t',
        '60',
        '-l',
        join(dir, 'server.log'),
        '-o',
        `-p ${port} -k ${dir} ${settings}`,
        'start',
      ]);
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      return { url, dir, stop: () => stopTestCluster(dir) };
    } catch (error) {
      lastError = error;
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError;
}

export function stopTestCluster(dir) {
  const bin = findPostgresBin();
  if (bin && existsSync(join(dir, 'data', 'postmaster.pid'))) {
    run(serviceAccount(), join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }
  rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, dir] = process.argv.slice(2);
  if (command === 'start') {
    const cluster = await startTestCluster();
    if (!cluster) {
      console.error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb, PG_BIN unset)');
      process.exit(1);
    }
    console.log(`TEST_DATABASE_URL=${cluster.url} TEST_POSTGRES_DIR=${cluster.dir}`);
  } else if (command === 'stop' && dir) {
    stopTestCluster(dir);
  } else {
    console.error('usage: node scripts/test-postgres.mjs start | stop <dir>');
    process.exit(2);
  }
}
