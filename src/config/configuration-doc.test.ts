import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  configurationEntries,
  ENV_SECTIONS,
  JSON_SECTIONS,
  renderConfigurationDoc,
  schemaVariables,
} from './configuration-doc.ts';
import { TOOLING_VARIABLES } from './tooling-env.ts';

const root = join(import.meta.dirname, '..', '..');

/** Source files of the product and its scripts (tests excluded: they set variables, they do not configure). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js|astro)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

const codeFiles = [
  ...sourceFiles(join(root, 'src')),
  ...sourceFiles(join(root, 'scripts')),
  ...['astro.config.mjs', 'playwright.config.ts', 'vitest.config.ts'].map((name) => join(root, name)),
];

describe('docs/configuration.md', () => {
  it('is what `npm run docs:config` writes from the schemas (run it after changing a description)', () => {
    expect(readFileSync(join(root, 'docs', 'configuration.md'), 'utf8'), 'run npm run docs:config').toBe(
      renderConfigurationDoc(),
    );
  });

  it('describes every key of every configuration schema', () => {
    const undocumented = [...ENV_SECTIONS, ...JSON_SECTIONS].flatMap((section) =>
      configurationEntries(section.schema)
        .filter((entry) => !entry.description?.trim())
        .map((entry) => `${section.source}: ${entry.key}`),
    );
    expect(
      undocumented,
      'describe each setting once with .describe() on its zod schema, then run npm run docs:config',
    ).toEqual([]);
  });

  it('names every environment variable the code reads, in a schema or as a tooling variable', () => {
    const known = new Set([...schemaVariables(), ...Object.keys(TOOLING_VARIABLES)]);
    const unknown = codeFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Za-z_][A-Za-z0-9_]*)/g)]
        .map((match) => match[1])
        .filter((name) => !known.has(name))
        .map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(unknown, 'add the variable to a configuration schema with .describe(), or to TOOLING_VARIABLES').toEqual([]);
  });

  it('lists as tooling variables only names the code reads and no schema has', () => {
    const code = codeFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
    const schemaNames = new Set(schemaVariables());
    const stale = Object.keys(TOOLING_VARIABLES).filter((name) => schemaNames.has(name) || !code.includes(name));
    expect(stale).toEqual([]);
  });
});
