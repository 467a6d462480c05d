// `npm start`: prepares what the site needs on a fresh machine, then serves it.
// 1. the compiled transit network (imported from GTFS when missing), 2. the production build (when missing or older
// than the sources), 3. the configuration check, 4. the Node server (scripts/serve-site.mjs; HOST/PORT from the
// environment, default 0.0.0.0:4321) under a supervisor that restarts it at once if it dies (src/front-door/supervisor.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};

function run(script, ...args) {
  const result = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

if (scripts.data) run('data', '--if-missing');

const entry = join(root, 'dist/server/entry.mjs');
const sources = ['src', 'public', 'astro.config.mjs', 'tailwind.config.mjs', 'package.json']
  .map((p) => join(root, p))
  .filter(existsSync);
const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
if (!builtAt || Math.max(...sources.map(newestMtime)) > builtAt) run('build');

// A bad environment variable or site configuration value stops here, with a message naming the key.
const { checkConfiguration } = await import('../src/config/check-config.ts');
checkConfiguration();

const { superviseSite, stopOnSignals } = await import('../src/front-door/supervisor.ts');
stopOnSignals(superviseSite({ exec: join(root, 'scripts/serve-site.mjs') }));
