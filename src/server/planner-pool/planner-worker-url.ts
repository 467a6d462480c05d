import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WORKER_PATH = 'src/server/planner-pool/planner-worker.ts';

/**
 * The worker script. Astro bundles this module into dist/server/chunks, where the .ts sibling does not exist: the
 * script is then found under src/ of the project (Node runs it with its built-in TypeScript type stripping).
 */
export function plannerWorkerUrl(from = import.meta.url): URL {
  const sibling = new URL('./planner-worker.ts', from);
  if (existsSync(sibling)) return sibling;
  for (let dir = dirname(fileURLToPath(from)); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, WORKER_PATH))) return pathToFileURL(join(dir, WORKER_PATH));
  }
  throw new Error(`planner worker script not found (looked for ${WORKER_PATH} above ${fileURLToPath(from)})`);
}
