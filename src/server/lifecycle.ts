/**
 * What must be closed when the server stops (the database, the planner's threads). The list lives on globalThis under
 * a registered symbol because two copies of this module run in one process: the front door (src/front-door) imports it from src/,
 * the site's bundle (dist/server) has its own copy; both must see the same list.
 */
type Hook = () => void | Promise<void>;

const KEY = Symbol.for('transit-site.shutdown-hooks');
const registry = globalThis as typeof globalThis & { [KEY]?: Map<string, Hook> };

function hooks(): Map<string, Hook> {
  return (registry[KEY] ??= new Map());
}

/** Registers (or replaces) the closer named `name`; closers run once, newest first, when the server stops. */
export function onShutdown(name: string, hook: Hook): void {
  hooks().set(name, hook);
}

/** Runs every closer (errors are logged, never thrown: one failing closer must not keep the others from running). */
export async function runShutdownHooks(log: (message: string) => void = console.log): Promise<void> {
  const all = [...hooks()].reverse();
  hooks().clear();
  for (const [name, hook] of all) {
    try {
      await hook();
      log(`[shutdown] closed ${name}`);
    } catch (error) {
      console.error(`[shutdown] closing ${name} failed`, error);
    }
  }
}
